/**
 * Round 90, part f, on real pages (issue 25): plans missed beside plans read — a name slot that
 * holds the plan's name and a tagline of its own.
 *
 * (1) Cards of one template whose name slot is no heading and no name-classed element (a
 * paragraph classed "tag") are named from that slot by the group's parallel slot (round 42b); a
 * card whose slot also holds a tagline in an element of its own ("Keeper <span>most teams start
 * here</span>") was named with the tagline glued on, a name no reader sees, and the plan counted
 * missing beside its kin read right. The slot's first part is the name, as on a title element
 * (name-tail.ts `nameLead`, read by parallel-slot.ts and slot-names.ts).
 * (2) A title that sets the name in bold and a plain phrase on the line under it
 * ("<strong>Basic</strong><br>Just what you need") holds a tagline too: weight and a line of its
 * own set it apart (name-tail.ts). The break alone, or the weight alone, still joins one name.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const raw = (html: string) => {
  const url = "https://kettle.example/pricing";
  return assessSite([{ url, html }], { url }).facts.plans.map((p) => ({ name: p.name, amount: p.amount }));
};

// (1) The name in a paragraph classed "tag", the price under it, a list and a button.
const slotCard = (slot: string, price: string, bullets: string[]) =>
  `<div class="tier"><p class="tag">${slot}</p><p class="amt">${price}<span class="per"> a month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><p class="cta"><button>Start</button></p></div>`;
const slotGrid = (middle: string) =>
  page(
    "Kettle pricing",
    `<section><div class="tiers">${slotCard("Sip", "$0", ["One kettle", "Daily brew log"])}${slotCard(middle, "$9", ["Five kettles", "Brew alerts"])}${slotCard("Urn", "$29", ["Every kettle", "Priority help"])}</div></section>`,
  );

// (2) The name in bold in a title list item, a tagline under it after a break.
const titleCard = (title: string, price: string) =>
  `<li class="plan"><ul><li class="title">${title}</li><li class="price"><strong>${price}</strong><br>/month</li><li class="storage"><strong>10GB</strong><br>storage</li><li class="get"><a href="/signup">Get it</a></li></ul></li>`;
const titleGrid = (titles: [string, string, string]) =>
  page(
    "Kettle hosting",
    `<section><ul class="plans">${titleCard(titles[0], "$1")}${titleCard(titles[1], "$9")}${titleCard(titles[2], "$24")}</ul></section>`,
  );

describe("rules90f: a name slot holding the name and a tagline of its own", () => {
  test("a template's name slot with a tagline in an element of its own names the card by its first part (fails without the rule)", () => {
    const plans = raw(slotGrid('Keeper <span class="paid">most teams start here</span>'));
    expect(plans).toEqual([
      { name: "Sip", amount: 0 },
      { name: "Keeper", amount: 9 },
      { name: "Urn", amount: 29 },
    ]);
  });

  test("a second name word set in a span of its own stays part of the name", () => {
    const plans = raw(slotGrid('Keeper <span class="paid">Plus</span>'));
    expect(plans.map((p) => p.name)).toEqual(["Sip", "Keeper Plus", "Urn"]);
  });

  test("a name in bold over a plain tagline on a line of its own is the name (fails without the rule)", () => {
    const plans = raw(titleGrid(["<strong>Pebble</strong><br>Start here", "<strong>Boulder</strong><br>Just what you need", "<strong>Summit</strong><br>Boost your output"]));
    expect(plans.map((p) => p.name)).toEqual(["Pebble", "Boulder", "Summit"]);
  });

  test("a second line in capitals after the bold part is still one name, and a break alone joins the name", () => {
    expect(raw(titleGrid(["<strong>Pebble</strong><br>Mini", "<strong>Boulder</strong><br>Max", "<strong>Summit</strong><br>Pro"])).map((p) => p.name)).toEqual([
      "Pebble Mini",
      "Boulder Max",
      "Summit Pro",
    ]);
    // Without the weight the page only broke the line for its layout: the words stay one name.
    expect(raw(titleGrid(["Pebble<br>Start here", "Boulder<br>Just what you need", "Summit<br>Boost your output"])).map((p) => p.name)).toEqual([
      "Pebble Start here",
      "Boulder Just what you need",
      "Summit Boost your output",
    ]);
  });
});

/**
 * (3) Several products on one page, each under its own heading with a "Pricing" sub-heading over a
 * table of plans in rows ("Plan | Price | Includes"), the same plan names at other prices: each
 * product's plans are a group of their own, titled by the product's heading, not by the sub-heading
 * every section repeats (named-sets.ts; the rows' tables now reach it, plans-page.ts). The same
 * names at the same prices restate one set, and a table the previous set's heading covers has no
 * title of its own: no groups there.
 */
const rowTable = (rows: [string, string][]) =>
  `<table><tr><th>Plan</th><th>Price</th><th>Includes</th></tr>${rows.map(([n, p]) => `<tr><td>${n}</td><td class="price">${p}</td><td>Everything in the box</td></tr>`).join("")}</table>`;
const product = (name: string, rows: [string, string][]) =>
  `<div class="section"><h2>${name}</h2><p>A small tool for your browser.</p><h3>Features</h3><p>Works offline, syncs across devices.</p><h3>Pricing</h3>${rowTable(rows)}<p>Payments are handled by our card processor.</p></div>`;
const products = (sections: string[]) => page("Moss tools", sections.join(""));
// (The rows' plans only: a raw reading of so bare a page also takes each product's heading over its
// table's last price for a plan, as it did before this rule; not what these tests are about.)
const grouped = (html: string) => {
  const url = "https://moss.example/";
  return assessSite([{ url, html }], { url })
    .facts.plans.filter((p) => p.name === "Free" || p.name === "Pro Monthly")
    .map((p) => `${p.name} ${p.amount}${p.group ? ` (${p.group})` : ""}`);
};

describe("rules90f: products' tables under a sub-heading each section repeats", () => {
  test("each product's table of plans is a group titled by the product's heading (fails without the rule)", () => {
    const html = products([
      product("Tab Juggler", [["Free", "$0"], ["Pro Monthly", "$4/mo"]]),
      product("Glare Guard", [["Free", "$0"], ["Pro Monthly", "$2/mo"]]),
    ]);
    expect(grouped(html)).toEqual(["Free 0 (Tab Juggler)", "Pro Monthly 4 (Tab Juggler)", "Free 0 (Glare Guard)", "Pro Monthly 2 (Glare Guard)"]);
  });

  test("the same names at the same prices restate one set: read once, no group", () => {
    const html = products([
      product("Tab Juggler", [["Free", "$0"], ["Pro Monthly", "$4/mo"]]),
      product("Glare Guard", [["Free", "$0"], ["Pro Monthly", "$4/mo"]]),
    ]);
    expect(grouped(html)).toEqual(["Free 0", "Pro Monthly 4"]);
  });

  test("two tables under one product's one sub-heading have no titles of their own", () => {
    const html = page(
      "Moss tools",
      `<div class="section"><h2>Tab Juggler</h2><h3>Pricing</h3>${rowTable([["Free", "$0"], ["Pro Monthly", "$4/mo"]])}${rowTable([["Free", "$0"], ["Pro Monthly", "$2/mo"]])}</div>`,
    );
    expect(grouped(html).every((p) => !p.includes("("))).toBe(true);
  });
});
