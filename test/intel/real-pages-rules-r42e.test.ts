/**
 * Round 42, part e, on real pages (issue 25; docs/intel.md, "Round 42, part e"): invented plans in
 * the product reading. Counted by kind and wave over development (waves 8–12, 14–35), the kinds that
 * recur across waves are each made of constructions of one or two sites, and the one mechanism they
 * share on many waves — a block with no price read as a contact-sales plan — has as many real plans
 * among its look-alikes (an Enterprise banner set apart from the grid) as invented ones, so no rule
 * was written. These small pages of our own pin what the engine reads today, both ways, so that a
 * later rule cannot lose it:
 * - kept: an Enterprise banner outside the grid of priced cards ("Custom", "Contact sales"), and a
 *   contact-sales card inside the grid;
 * - not read: the look-alikes with no price that are no plan — a footer column ending in "Contact
 *   us", a navigation bar's "Contact" link, a guide section whose prose ends in "Contact us".
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://quillmark.example/pricing";
/** The plans read from a page as "name: amount currency period", sorted; product reading unless raw. */
function plansOf(body: string, abstain: boolean): string[] {
  const html = `<!doctype html><html lang="en"><head><title>Pricing — Quillmark</title></head><body>${body}</body></html>`;
  const site = extractSite([{ url: PAGE, html }], { url: PAGE, abstain });
  return site.plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period}`).sort();
}
const card = (name: string, price: string) =>
  `<div class="plan-card"><h3>${name}</h3><div class="price">${price}</div><ul><li>Unlimited notes</li><li>Sync across devices</li></ul><a class="btn" href="/signup">Start</a></div>`;
const PRICED = [card("Starter", "$0 / month"), card("Team", "$12 / month"), card("Business", "$24 / month")];
const grid = (...extra: string[]) => `<section class="plans">${[...PRICED, ...extra].join("")}</section>`;
const GRID_PLANS = ["Business: 24 USD month", "Starter: 0 USD month", "Team: 12 USD month"];
const WITH_ENTERPRISE = [...GRID_PLANS, "Enterprise: null null null"].sort();

const banner = `<section id="enterprise" class="enterprise-banner"><h2>Enterprise</h2><p class="price">Custom</p><ul><li>SAML single sign-on</li><li>Dedicated support</li><li>Audit log</li></ul><a href="/contact">Contact sales</a></section>`;
const footer = `<footer id="footer"><div class="cols"><div><h4>Resources</h4><a href="/docs">Docs</a><a href="/blog">Blog</a><a href="/contact">Contact us</a></div><div><h4>Company</h4><a href="/about">About</a></div></div></footer>`;
const nav = `<nav class="nav-bar"><a href="/">Quillmark</a><a href="/features">Features</a><a href="/contact">Contact</a></nav>`;
const guide = `<section class="guide"><h2>Quick start guide</h2><p>Install the app, sign in and import your notes. Questions? <a href="/contact">Contact us</a>.</p></section>`;

describe("a plan with no price that IS a plan is kept", () => {
  for (const abstain of [true, false]) {
    const reading = abstain ? "product" : "raw";
    test(`an Enterprise banner set apart from the grid (${reading})`, () =>
      expect(plansOf(`<main><h1>Pricing</h1>${grid()}${banner}</main>`, abstain)).toEqual(WITH_ENTERPRISE));
    test(`a contact-sales card inside the grid (${reading})`, () =>
      expect(plansOf(`<main><h1>Pricing</h1>${grid(card("Enterprise", "Contact sales"))}</main>`, abstain)).toEqual(WITH_ENTERPRISE));
  }
});

describe("a block with no price that is no plan is not read", () => {
  const cases: [string, string][] = [
    ["a footer column ending in 'Contact us'", `<main><h1>Pricing</h1>${grid()}</main>${footer}`],
    ["a navigation bar's 'Contact' link", `${nav}<main><h1>Pricing</h1>${grid()}</main>`],
    ["a guide section whose prose ends in 'Contact us'", `<main><h1>Pricing</h1>${grid()}${guide}</main>`],
  ];
  for (const abstain of [true, false])
    for (const [name, body] of cases) test(`${name} (${abstain ? "product" : "raw"})`, () => expect(plansOf(body, abstain)).toEqual(GRID_PLANS));
  test("all of them on one page beside the banner (product)", () =>
    expect(plansOf(`${nav}<main><h1>Pricing</h1>${grid()}${banner}${guide}</main>${footer}`, true)).toEqual(WITH_ENTERPRISE));
});
