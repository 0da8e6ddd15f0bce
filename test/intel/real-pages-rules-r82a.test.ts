/**
 * Round 82, part a, on real pages (issue 25): a plan read at $0 that the page does not price at 0,
 * a price word taken for a name, a ribbon's remnant taken for a name. Four shapes on the well-known
 * captures: a comparison table whose first priced row is a kind of seat at "$0" under every edition
 * (and a fee alike under each paid one) — the row that tells the plans apart prices them; a phone-only
 * "$0" inside a billing switch's hidden pane under a desktop "Custom"; a card of a template whose
 * price slot says "Custom" where its kin show "$20"; a ribbon "Recommended for you" over a free card.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://gridlark.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Gridlark — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans;
const byName = (body: string) => new Map(plans(body).map((p) => [p.name, p]));

describe("rules82a: no invented zero, no price word or ribbon remnant as a name", () => {
  test("a table's row of zeros under every edition, and a fee alike under each paid one, price no plan (fails without the rule)", () => {
    const row = (label: string, cells: string[]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    const table = `<table><thead><tr><th></th><th>Seedling</th><th>Grove</th><th>Forest</th></tr></thead><tbody>${row("Viewer seats", ["$0", "$0", "$0"])}${row("Editor seats", ["-", "$7/user", "$7/user"])}${row("Owner seats", ["$0", "$15/user", "$40/user"])}</tbody></table>`;
    const got = byName(`<section><h2>Compare editions</h2>${table}</section>`);
    expect(got.get("Grove")?.amount).toBe(15);
    expect(got.get("Forest")?.amount).toBe(40);
    // (The zero row alone: no plan at 0 that the page does not price so.)
    const zeros = byName(`<section><h2>Compare editions</h2><table><thead><tr><th></th><th>Seedling</th><th>Grove</th><th>Forest</th></tr></thead><tbody>${row("Viewer seats", ["$0", "$0", "$0"])}</tbody></table></section>`);
    expect(zeros.get("Grove")?.amount ?? null).not.toBe(0);
    expect(zeros.get("Forest")?.amount ?? null).not.toBe(0);
  });

  test("a table whose plans differ by price still reads its first priced row", () => {
    const got = byName(`<table><tr><th></th><th>Seedling</th><th>Grove</th></tr><tr><td>Price</td><td>$0</td><td>$12/mo</td></tr><tr><td>Extra seat</td><td>$3</td><td>$3</td></tr></table>`);
    expect(got.get("Grove")?.amount).toBe(12);
    expect(got.get("Seedling")?.amount).toBe(0);
  });

  test("a phone-only \"$0\" in a switch's hidden pane under a desktop \"Custom\" is no price: the card asks (fails without the rule)", () => {
    const card = (name: string, desk: string, phone: string) =>
      `<div class="card"><h3>${name}</h3><p class="hidden lg:block">${desk}</p><p class="block lg:hidden">${phone}</p><ul><li>Shared boards</li><li>Exports</li></ul><a class="btn" href="/go">Choose</a></div>`;
    const pane = (id: string, hidden: boolean, a: string, b: string) =>
      `<div id="${id}" class="pane grid"${hidden ? " hidden" : ""}>${card("Sprout", "Free", "$0")}${card("Canopy", a, a)}${card("Summit", b, b)}${card("Ridge", "Custom", "$0")}</div>`;
    const got = byName(`<div class="switch"><button aria-pressed="true">Yearly</button><button aria-pressed="false">Monthly</button></div>${pane("yearly", false, "$16/mo", "$44/mo")}${pane("monthly", true, "$19/mo", "$52/mo")}`);
    const ridge = got.get("Ridge");
    expect(ridge?.amount ?? null).not.toBe(0);
    expect(ridge?.free ?? false).toBe(false);
  });

  test("a card whose price slot says \"Custom\" where its kin show prices is named by its own name slot (fails without the rule)", () => {
    const card = (name: string, price: string, per: string) =>
      `<div class="col p-6"><div class="row"><span class="label-14 font-medium">${name}</span></div><div class="mt-4 flex"><span class="text-heading-32 font-bold">${price}</span>${per}</div><p class="copy">Made for shipping side projects quickly.</p><a href="/signup">Start</a></div>`;
    const names = plans(`<section><div class="grid grid-cols-3">${card("Pebble", "$0", '<span class="unit">/mo.</span>')}${card("Boulder", "$24", '<span class="unit">/mo.</span>')}${card("Mountain", "Custom", "")}</div></section>`).map((p) => p.name);
    expect(names).toContain("Mountain");
    expect(names).not.toContain("Custom");
  });

  test("a ribbon \"Recommended for you\" over a free card leaves no \"for you\" as its name (fails without the rule)", () => {
    const card = (ribbon: string, name: string, price: string, term: string) =>
      `<div class="column">${ribbon}<div class="head"><div class="plan-title"><div class="plan-name">${name}</div><div class="plan-description">Chat with your crew</div></div><div class="plan-price"><div class="plan-rate">${price}</div><div class="plan-term">${term}</div></div><a href="/start">Get started</a></div><ul><li>Channels</li><li>Huddles</li></ul></div>`;
    const names = plans(`<section class="grid">${card('<div class="eyebrow-pick" aria-hidden="true">Recommended for you</div>', "Free", "$0", "Free forever")}${card("", "Plus", "$9", "per user/month")}${card("", "Max", "$15", "per user/month")}</section>`).map((p) => p.name);
    expect(names).not.toContain("for you");
    expect(names).toContain("Free");
  });
});
