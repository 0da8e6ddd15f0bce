/**
 * Round 51, part d, on real pages (issue 25; docs/intel.md, "Round 51, part d"): a page's second
 * group of plans — two or three products (or audiences) each with its own cards, often with the same
 * tier names, recorded with `group` in the cases. Counted on development (waves 8–12, 30–43) by
 * construction, site and wave; no construction with one cause passed the bar (three sites in three
 * waves) in the time, so these pin what the engine reads of each construction today. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://tallyforge.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tallyforge pricing</title></head><body><header><a href="/">Tallyforge</a></header><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).plans.map(
    (p) => `${p.name}${p.group ? ` (${p.group})` : ""}: ${p.amount} ${p.currency}/${p.period}`,
  );

const card = (name: string, price: string, bullets: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">Start now</a></div>`;
const grid = (cards: string[], attrs = "") => `<div class="plan-grid"${attrs}>${cards.join("")}</div>`;
const LEDGER = (a: string, b: string, c: string) => [
  card("Solo", a, ["Ledger for one company", "Bank feeds", "Email support"]),
  card("Team", b, ["Ledger for five companies", "Bank feeds", "Chat support"]),
  card("Firm", c, ["Ledger for twenty companies", "Bank feeds", "Phone support"]),
];
const CREW = (a: string, b: string) => [
  card("Crew", a, ["Payroll for fifty staff", "Payslips", "Chat support"]),
  card("Bureau", b, ["Payroll for two hundred staff", "Payslips", "Phone support"]),
];
const PAYROLL = (a: string, b: string, c: string) => [
  card("Solo", a, ["Payroll for ten staff", "Payslips", "Email support"]),
  card("Team", b, ["Payroll for fifty staff", "Payslips", "Chat support"]),
  card("Firm", c, ["Payroll for two hundred staff", "Payslips", "Phone support"]),
];

/** Both grids read, each plan with its group's heading. */
const BOTH_GROUPS = ["Solo (Ledger): 10 USD/month", "Team (Ledger): 30 USD/month", "Firm (Ledger): 90 USD/month", "Solo (Payroll): 15 USD/month", "Team (Payroll): 45 USD/month", "Firm (Payroll): 120 USD/month"];
const LEDGER_READ = ["Solo: 10 USD/month", "Team: 30 USD/month", "Firm: 90 USD/month"];

describe("rules51d: groups under headings of their own (read)", () => {
  test("two grids under headings of their own, the same names at other prices: both read, each plan with its group (named-sets.ts; agentry, webnova-studio)", () => {
    const page = `<section><h2>Ledger</h2>${grid(LEDGER("$10/month", "$30/month", "$90/month"))}</section><section><h2>Payroll</h2>${grid(PAYROLL("$15/month", "$45/month", "$120/month"))}</section>`;
    expect(read(page)).toEqual(BOTH_GROUPS);
  });

  test("two grids under headings of their own with names of their own: both read, no group needed (adray, arch-tools)", () => {
    const page = `<section><h2>Ledger</h2>${grid(LEDGER("$10/month", "$30/month", "$90/month"))}</section><section><h2>Payroll</h2>${grid(CREW("$45/month", "$120/month"))}</section>`;
    expect(read(page)).toEqual([...LEDGER_READ, "Crew: 45 USD/month", "Bureau: 120 USD/month"]);
  });
});

describe("rules51d: a second group lost, each construction for its own cause (pinned as read today)", () => {
  test("one name shared by the two groups at the same price (a free card in each): read once, no group — named-sets.ts takes the same price as a restatement (style-yangu)", () => {
    const page = `<section><h2>Ledger</h2>${grid([card("Free", "$0/month", ["One ledger", "Bank feeds", "Community help"]), ...LEDGER("$10/month", "$30/month", "$90/month").slice(1)])}</section><section><h2>Payroll</h2>${grid([card("Free", "$0/month", ["Three staff", "Payslips", "Community help"]), ...CREW("$45/month", "$120/month")])}</section>`;
    expect(read(page)).toEqual(["Free: 0 USD/month", "Team: 30 USD/month", "Firm: 90 USD/month", "Crew: 45 USD/month", "Bureau: 120 USD/month"]);
  });

  test("each product named in a div, not a heading element: no set has a title, the same names merge and the first group is kept (accounts-hq)", () => {
    const page = `<section class="product-section"><div class="product-head"><div class="product-name">Ledger</div><p>Books for small firms.</p></div>${grid(LEDGER("$10/month", "$30/month", "$90/month"))}</section><section class="product-section"><div class="product-head"><div class="product-name">Payroll</div><p>Pay your staff.</p></div>${grid(PAYROLL("$15/month", "$45/month", "$120/month"))}</section>`;
    expect(read(page)).toEqual(LEDGER_READ);
  });

  test("a tab control over two panels, the second hidden, the same names at other prices: only the shown panel (coppice; named-sets.ts refuses a hidden set)", () => {
    const page = `<div class="tabs"><button class="tab active" onclick="show('ledger')">Ledger</button><button class="tab" onclick="show('payroll')">Payroll</button></div><div class="panel" id="ledger">${grid(LEDGER("$10/month", "$30/month", "$90/month"))}</div><div class="panel" id="payroll" style="display:none">${grid(PAYROLL("$15/month", "$45/month", "$120/month"))}</div>`;
    expect(read(page)).toEqual(LEDGER_READ);
  });

  test("a tab control over two panels, the second hidden, names of its own: only the shown panel (kanseilink; mainProduct drops a hidden set whose names are not the main set's)", () => {
    const page = `<div class="tabs"><button class="tab active" data-aud="ledger">Ledger</button><button class="tab" data-aud="payroll">Payroll</button></div><div class="panel" id="ledger">${grid(LEDGER("$10/month", "$30/month", "$90/month"))}</div><div class="panel" id="payroll" style="display:none">${grid(CREW("$45/month", "$120/month"))}</div>`;
    expect(read(page)).toEqual(LEDGER_READ);
  });

  test("a billing switch over both grids (monthly and yearly figures in data attributes), in markup of our own: both groups read — planscape's sets are taken as the switch's and refused by named-sets.ts for a cause this page does not reproduce (not traced further)", () => {
    const price = (m: number, y: number) => `<span class="amt" data-m="${m}" data-y="${y}">$${m}</span>/mo`;
    const page = `<div class="switch"><button class="on">Monthly</button><button>Annual (save 20%)</button></div><section><h2>Ledger</h2>${grid(LEDGER(price(10, 8), price(30, 24), price(90, 72)))}</section><section><h2>Payroll</h2>${grid(PAYROLL(price(15, 12), price(45, 36), price(120, 96)))}</section>`;
    expect(read(page)).toEqual(BOTH_GROUPS);
  });
});
