/**
 * Round 82, part m, on real pages (issue 25): a free plan's column beside paid columns that each
 * hold a set of prices of their own (one price per kind of seat under each paid plan). Every paid
 * column is read as a card group of its own; the free column, with no price at all, belonged to
 * none and was lost. And a contact-sales chip in the bar beside the grid's billing switch, with no
 * heading ("Enterprise" / what it adds / "Contact sales →"), read as no plan. Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://lumaboard.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Lumaboard — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, abstain = false) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain }).plans;

const seat = (name: string, price: string) =>
  `<div class="seat"><div class="seat-head"><h4 class="seat-name">${name}</h4><p class="seat-price"><span class="price">${price}</span>/mo</p></div><ul class="seat-tools"><li>Canvas</li><li>Whiteboard</li></ul></div>`;
const paidColumn = (name: string, seats: [string, string][]) =>
  `<li class="col"><article class="plan"><section class="buy"><div class="plan-top"><h3 class="plan-name">${name}</h3></div><div class="seats">${seats.map(([n, p]) => seat(n, p)).join("")}</div><div class="cta"><a href="/buy">Select plan</a></div></section><section class="why"><h4>Why choose ${name}?</h4><ul><li>Shared libraries</li><li>Version history</li></ul></section></article></li>`;
const freeColumn = (name: string, button = true) =>
  `<li class="col"><article class="plan"><section class="buy"><div class="plan-top"><h3 class="plan-name">${name}</h3></div><div class="seats"><div class="free-box"><h4 class="free-word">Free</h4><p>Limited access to every board</p></div></div>${button ? `<div class="cta"><a href="/signup">Select plan</a></div>` : ""}</section><section class="why"><h4>Why choose ${name}?</h4><ul><li>Three boards</li><li>Basic templates</li></ul></section></article></li>`;
const columns = (...cols: string[]) => `<section><h2>Plans</h2><ul class="plan-columns">${cols.join("")}</ul></section>`;

const paid = [
  paidColumn("Studio", [["Maker seat", "$14"], ["Viewer seat", "$4"]]),
  paidColumn("Company", [["Maker seat", "$48"], ["Viewer seat", "$9"]]),
];

describe("rules82m: a free column beside columns of seat prices", () => {
  test("the free column is a free plan named by its heading (fails without the rule)", () => {
    const got = plans(columns(freeColumn("Sketch"), ...paid));
    const free = got.find((p) => p.name === "Sketch");
    expect(free).toBeDefined();
    expect(free!.amount).toBe(0);
    expect(got.filter((p) => p.name === "Maker seat").length).toBeGreaterThanOrEqual(1);
  });

  test("the product reading keeps it too", () => {
    expect(plans(columns(freeColumn("Sketch"), ...paid), true).map((p) => p.name)).toContain("Sketch");
  });

  test("a column with nothing to click is a note, not a plan", () => {
    expect(plans(columns(freeColumn("Sketch", false), ...paid)).map((p) => p.name)).not.toContain("Sketch");
  });

  test("a free box under one paid column's set alone (no row of columns) adds nothing", () => {
    const body = `<section><h2>Plans</h2><ul class="plan-columns">${paid[0]}${freeColumn("Sketch")}</ul></section>`;
    expect(plans(body).map((p) => p.name)).not.toContain("Sketch");
  });
});

const card = (name: string, price: string) =>
  `<div class="tier"><h3>${name}</h3><p><span class="amt">${price}</span>/mo</p><ul><li>Unlimited boards</li><li>Exports</li></ul><a href="/buy">Start</a></div>`;
const bar = (chip: string) =>
  `<div class="bar"><div class="switch"><button>Monthly</button><button>Yearly</button></div>${chip}</div>`;
const chip = (name: string, note: string, link: string) =>
  `<div class="chip"><div class="chip-name">${name}</div><div class="chip-note">${note}</div><a href="/sales" class="chip-link">${link}<span>→</span></a></div>`;
const grid = `<div class="tiers">${card("Solo", "$12")}${card("Crew", "$29")}${card("Guild", "$64")}</div>`;

describe("rules82m: a contact chip beside the billing switch", () => {
  test("the chip is a contact plan named by its label (fails without the rule)", () => {
    const got = plans(`<section>${bar(chip("Fleet", "10+ people, audit log", "Talk to sales"))}${grid}</section>`);
    const fleet = got.find((p) => p.name === "Fleet");
    expect(fleet).toBeDefined();
    expect(fleet!.amount).toBeNull();
    expect(got.map((p) => p.name)).toContain("Crew");
  });

  test("a chip that asks a question is a \"Need more?\" box, not a plan", () => {
    const got = plans(`<section>${bar(chip("Bigger team", "Need more than 50 seats?", "Contact sales"))}${grid}</section>`);
    expect(got.map((p) => p.name)).not.toContain("Bigger team");
  });

  test("a chip whose last line is no contact line is no plan", () => {
    const got = plans(`<section>${bar(chip("Fleet", "10+ people, audit log", "Read the guide"))}${grid}</section>`);
    expect(got.map((p) => p.name)).not.toContain("Fleet");
  });
});
