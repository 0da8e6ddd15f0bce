/**
 * Round 92, part c, on real pages (issue 25; docs/s41 part c): the free tier a page's structured
 * data offers at zero. A schema.org `Offer` with `"price": "0"` that the confidence model withheld
 * (its name is the product's own, its place among the cards unknown) still says the page has a
 * free tier (withheld-free.ts `markupZero`); an offer named as a trial does not, nor does a zero in
 * markup the visible page never backs (plans-structured.ts `unsaidZeros`, round 18d). And a free
 * card whose button alone of its group names a trial ("Download trial" beside "Add to cart") is a
 * trial's card, not a free tier (trial-card.ts `trialCloser`); a trial button every card shares is
 * the site's one call to action and leaves the free card free. Pages of our own, never text from a
 * real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { withheldFreeHolds } from "../../src/intel/extract/withheld-free";
import type { PlanFact } from "../../src/intel/facts";

const URL_ = "https://quillmoss.example/";
const ld = (offers: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "WebApplication", name: "Quillmoss 3D studio", applicationCategory: "DesignApplication", offers })}</script>`;
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Quillmoss 3D studio</title>${head}</head><body><main><h1>Quillmoss</h1><p>Turn a floor plan into a 3D model in your browser.</p>${body}</main></body></html>`;
/** A comparison of three ways in: a guest column (no price printed), a trial column and a paid member column. */
const TABLE = `<section id="plans"><h2>Plans</h2><table><thead><tr><th></th><th>Guest</th><th>Free trial</th><th>Member</th></tr></thead><tbody>
<tr><td>Sign-up</td><td>None needed</td><td>Email (10 days)</td><td>€4 / month</td></tr>
<tr><td>3D preview</td><td>✓</td><td>✓</td><td>✓</td></tr>
<tr><td>Save projects</td><td>–</td><td>✓</td><td>✓</td></tr></tbody></table>
<h3>How to become a member (€4 a month)</h3><ol><li>Open the app and sign in</li><li>Click Upgrade in the sidebar</li><li>Pay by card on the checkout page</li></ol></section>`;
/** Read as the product reads a site: plans the confidence model doubts are withheld. */
const read = (head: string, body = TABLE) => extractSite([{ url: URL_, html: page(head, body) }], { url: URL_, abstain: true });

const withheld = (over: Partial<PlanFact>): PlanFact => ({
  name: "Quillmoss 3D studio",
  amount: 0,
  annual_amount: null,
  list_amount: null,
  currency: "EUR",
  period: "month",
  per_user: false,
  free: true,
  trial_days: null,
  contact_sales: false,
  price_text: "EUR 0",
  features: [],
  source: "json-ld",
  evidence: { url: URL_, snippet: "WebApplication: Quillmoss 3D studio EUR 0" },
  ...over,
});

describe("rules92c: a zero the page's structured data offers is a free tier, also when the plan is withheld", () => {
  test("the product's own offer at 0, withheld, gives the page its free tier", () => {
    const facts = read(ld({ "@type": "Offer", price: "0", priceCurrency: "EUR" }));
    expect(facts.plans.some((p) => p.free)).toBe(false);
    expect((facts.withheld_plans ?? []).some((w) => w.reading?.amount === 0 && w.reading?.source === "json-ld")).toBe(true);
    expect(hasFreeTier(facts)).toBe(true);
  });

  test("the markup's zero holds by itself; a bare zero the page's text printed does not", () => {
    expect(withheldFreeHolds(withheld({}))).toBe(true);
    expect(withheldFreeHolds(withheld({ source: "page", price_text: "€0", currency: null, period: null }))).toBe(false);
  });

  test("an offer named as a trial is the trial's, not a free tier", () => {
    expect(withheldFreeHolds(withheld({ name: "Free Trial" }))).toBe(false);
    const facts = read(ld({ "@type": "Offer", name: "Free Trial", price: "0", priceCurrency: "EUR" }));
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("a zero in markup the page never backs (prices shown, no free word, no zero) is no free tier", () => {
    const paid = `<section id="plans"><h2>Plans</h2><div class="plan"><h3>Member</h3><p>€4 / month</p></div><div class="plan"><h3>Studio</h3><p>€12 / month</p></div></section>`;
    const facts = read(ld({ "@type": "Offer", price: "0", priceCurrency: "EUR" }), paid);
    expect(hasFreeTier(facts)).toBe(false);
  });
});

describe("rules92c: a free card whose button alone of its group names a trial is the trial's card", () => {
  const LICENCES = "https://tarnwick.example/pricing/";
  const licence = (name: string, price: string, lines: string[], button: string) =>
    `<div class="col-3"><a class="card pricing-card" href="https://shop.example/cart/${name.toLowerCase()}"><div><h4>${name}</h4></div><div><span class="price">${price}</span></div><ul>${lines.map((l) => `<li><span>${l}</span></li>`).join("")}</ul><div><div class="btn">${button}</div></div></a></div>`;
  const grid = (first: string, rest = "Add to cart") =>
    `<!doctype html><html lang="en"><head><title>Pricing — Tarnwick</title></head><body><main><h1>Tarnwick</h1><p>Cloth simulation for animators.</p><section><h2>Pricing</h2><div class="row">${[
      licence("Learning", "£0", ["For study at home", "Expires after 30 days", "Every Studio feature"], first),
      licence("Indie", "£299", ["For freelancers", "Perpetual licence", "Python tools"], rest),
      licence("Studio", "£899", ["For studios", "Everything in Indie", "GPU solver"], rest),
    ].join("")}</div></section></main></body></html>`;
  const readGrid = (html: string) => extractSite([{ url: LICENCES, html }], { url: LICENCES, abstain: false });

  test("'Download trial' on the £0 card beside 'Add to cart': a plan at 0, not free, and no free tier", () => {
    const facts = readGrid(grid("Download trial"));
    const learning = facts.plans.find((p) => p.name === "Learning");
    expect(learning?.amount).toBe(0);
    expect(learning?.free).toBe(false);
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("the same card with a download button is the free tier", () => {
    const facts = readGrid(grid("Download"));
    expect(facts.plans.find((p) => p.name === "Learning")?.free).toBe(true);
    expect(hasFreeTier(facts)).toBe(true);
  });

  test("a trial button every card shares says nothing of the free card", () => {
    const facts = readGrid(grid("Start free trial", "Start free trial"));
    expect(facts.plans.find((p) => p.name === "Learning")?.free).toBe(true);
    expect(hasFreeTier(facts)).toBe(true);
  });
});
