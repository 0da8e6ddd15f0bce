/**
 * Round 45, part f, on real pages (issue 25; docs/intel.md, "Round 45, part f"): plans read in
 * part — a plan card of the grid's own template set apart from the grid, alone in a section of its
 * own (card-apart.ts). Counted on development: 3 sites in 3 waves (9, 10, 33). Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li><li>Weekly backups</li></ul>`;
const card = (name: string, price: string, per = "<span>/month</span>", cls = "plan-card") =>
  `<div class="${cls}"><h3 class="plan-name">${name}</h3><p class="plan-desc">A plan for small teams.</p><div class="plan-price">${price}${per}</div>${bullets}<a class="btn" href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<div class="grid">${cards.join("")}</div>`;
const read = (html: string, url = "https://tools.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules45f: a card of the grid's template set apart", () => {
  test("a lone card in a section after the grid is read with the grid", () => {
    const got = read(doc(`<section><h2>Websites</h2>${grid(card("Starter", "$9"), card("Team", "$29"), card("Business", "$79"))}</section><section><h2>Search package</h2><p>Be found.</p>${card("SEO Basic", "$249")}</section>`));
    expect(got).toContainEqual(["SEO Basic", 249, "month"]);
    expect(got).toHaveLength(4);
  });

  test("a lone licence card before the grid of packs", () => {
    const got = read(doc(`<section><h2>Lifetime licence</h2>${card("Licence", "$149", " <span>one-time payment</span>")}</section><section><h2>Credit packs</h2>${grid(card("Pack 10", "$29", ""), card("Pack 50", "$99", ""), card("Pack 200", "$299", ""))}</section>`));
    expect(got).toContainEqual(["Licence", 149, "one_time"]);
    expect(got).toHaveLength(4);
  });

  test("a free card put before the grid, with an extra class of its own", () => {
    const free = `<div class="plan-card free"><h2>Free</h2><p class="plan-price">$0</p>${bullets}</div>`;
    const got = read(doc(`${free}<h2>Subscriptions</h2>${grid(card("Monthly", "$5"), card("Quarterly", "$12", "<span>/quarter</span>"), card("Yearly", "$40", "<span>/year</span>"))}`));
    expect(got.map((g) => g[0])).toContain("Free");
  });

  test("three alike priced cards under an add-on heading stay out", () => {
    const got = read(doc(`${grid(card("Starter", "$9"), card("Team", "$29"))}<h2>Add-ons</h2><section class="extras">${card("Analytics", "$5")}</section><section class="extras">${card("Custom domain", "$3")}</section>`));
    expect(got.map((g) => g[0])).toEqual(["Starter", "Team"]);
  });

  test("a card of the template with no price (a testimonial) or a price in a sentence stays out", () => {
    const quote = `<div class="plan-card"><h3>Ana, designer</h3><p>It saved our team hours every week.</p></div>`;
    const offer = `<div class="plan-card"><h3>Referral</h3><p>Invite a friend and both of you get $10 off your next invoice.</p><a href="/invite">Invite</a></div>`;
    const got = read(doc(`${grid(card("Starter", "$9"), card("Team", "$29"))}<section><h2>Stories</h2>${quote}</section><section><h2>Friends</h2>${offer}</section>`));
    expect(got.map((g) => g[0])).toEqual(["Starter", "Team"]);
  });

  test("a block sharing only a utility class with the cards (a comparison table's wrapper) stays out", () => {
    const c = (n: string, p: string) => card(n, p, "<span>/month</span>", "tier animate-in");
    const table = `<div class="table-wrap animate-in"><h2>Compare</h2><table><tr><th></th><th>Starter <span>$9 / mo</span></th><th>Team <span>$29 / mo</span></th></tr><tr><td>Usage</td><td>3</td><td>25</td></tr></table></div>`;
    const got = read(doc(`${grid(c("Starter", "$9"), c("Team", "$29"))}<section>${table}</section>`));
    expect(got.map((g) => g[0])).toEqual(["Starter", "Team"]);
  });

  test("pinned: a second grid under a heading of its own is read as its own set (the largest construction, left without a rule)", () => {
    const got = read(doc(`<h2>For companies</h2>${grid(card("Small", "$150"), card("Growth", "$400"))}<h2>For accountants</h2>${grid(card("Solo", "$120"), card("Firm", "$350"))}`));
    expect(got.map((g) => g[0])).toEqual(["Small", "Growth", "Solo", "Firm"]);
  });
});
