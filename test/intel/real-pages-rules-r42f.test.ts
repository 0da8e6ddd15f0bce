/**
 * Round 42, part f, on real pages (issue 25; docs/intel.md, "Round 42, part f"): a second product
 * line sold beside the main one — its names repeat the main line's tiers, each with a product word
 * of its own, on cards of the main line's template — is read with it; a bundle upsell or a support
 * row drawn as a box of another kind, and a row whose names carry no word of their own, stay
 * dropped. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { productLine } from "../../src/intel/extract/product-lines";

const doc = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Daily snapshots</li><li>Email support</li><li>Shared dashboard</li></ul>`;
const card = (name: string, price: string, cls = "plan-card") =>
  `<div class="${cls}"><h3>${name}</h3><p class="price">${price}<span> / month</span></p>${bullets}<a class="btn" href="/signup">Choose</a></div>`;
const row = (title: string, cards: string, cls = "plan-row") => `<section><h2>${title}</h2><div class="${cls}">${cards}</div></section>`;
const cloud = row("Cloud hosting", card("Cloud Starter", "$5") + card("Cloud Pro", "$15") + card("Cloud Business", "$40") + card("Cloud Enterprise", "$90"));
const read = (html: string, url = "https://hostly.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount]);

describe("rules42f: a second product line beside the main one", () => {
  test("a second line on the main line's cards, its tiers under its own product word, is read", () => {
    const html = doc(cloud + row("Backup", card("Backup Starter", "$3") + card("Backup Pro", "$9") + card("Backup Business", "$25")));
    expect(read(html)).toEqual([
      ["Cloud Starter", 5], ["Cloud Pro", 15], ["Cloud Business", 40], ["Cloud Enterprise", 90],
      ["Backup Starter", 3], ["Backup Pro", 9], ["Backup Business", 25],
    ]);
  });

  test("a per-card mark (featured) or id class on some cards leaves the template the same", () => {
    const html = doc(cloud + row("Backup", card("Backup Starter", "$3", "plan-card item-7a") + card("Backup Pro", "$9", "plan-card featured item-9c")));
    expect(read(html).map((p) => p[0])).toEqual(["Cloud Starter", "Cloud Pro", "Cloud Business", "Cloud Enterprise", "Backup Starter", "Backup Pro"]);
  });

  test("a bundle upsell drawn as a box of another kind under the cards stays dropped", () => {
    const bundle = `<section><h2>Get more with the whole suite</h2><div class="bundle-row">${["Starter", "Pro", "Business"].map((t, i) => `<div class="bundle-card"><h3>${t} Suite Bundle</h3><p>Starts at <strong>$${(i + 1) * 30}/mo</strong></p><a href="/suite">See bundle</a></div>`).join("")}</div></section>`;
    expect(read(doc(cloud + bundle)).map((p) => p[0])).toEqual(["Cloud Starter", "Cloud Pro", "Cloud Business", "Cloud Enterprise"]);
  });

  test("a bundle on the same cards that turns the tier order round (Starter Suite under Cloud Starter) stays dropped", () => {
    const suite = row("Get more with the Suite", card("Starter Suite", "$20") + card("Pro Suite", "$60") + card("Business Suite", "$120"));
    expect(read(doc(cloud + suite)).map((p) => p[0])).toEqual(["Cloud Starter", "Cloud Pro", "Cloud Business", "Cloud Enterprise"]);
  });

  test("a row on the same cards whose names carry no word of their own (support levels) stays dropped", () => {
    const support = row("Support", card("Starter Support", "$10") + card("Priority Help", "$50") + card("Enterprise Desk", "$200"));
    expect(read(doc(cloud + support)).map((p) => p[0])).toEqual(["Cloud Starter", "Cloud Pro", "Cloud Business", "Cloud Enterprise"]);
  });

  test("the guard alone: a shared name, a lone priced card or cards without a class in common are no product line", () => {
    const el = (cls: string) => ({ tag: "div", attrs: { class: cls } }) as never;
    const plan = (name: string, amount: number | null) => ({ name, amount }) as never;
    const main = { plans: [plan("Cloud Starter", 5), plan("Cloud Pro", 15)], cards: [el("plan-card"), el("plan-card")] };
    const line = (names: [string, number | null][], cls = "plan-card") => ({ plans: names.map(([n, a]) => plan(n, a)), cards: names.map(() => el(cls)) });
    expect(productLine(line([["Backup Starter", 3], ["Backup Pro", 9]]), main)).toBe(true);
    expect(productLine(line([["Backup Starter", 3], ["Cloud Pro", 9]]), main)).toBe(false);
    expect(productLine(line([["Backup Starter", 3], ["Backup Pro", null]]), main)).toBe(false);
    expect(productLine(line([["Backup Starter", 3], ["Backup Pro", 9]], ""), { ...main, cards: [el(""), el("")] })).toBe(false);
    expect(productLine(line([["Backup Starter", 3], ["Backup Pro", 9]], "bundle-card"), main)).toBe(false);
    expect(productLine(line([["Starter Backup", 3], ["Pro Backup", 9]]), main)).toBe(false);
  });
});
