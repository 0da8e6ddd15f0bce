/**
 * Round 76, part h, on real pages (issue 25; docs/intel.md, "Round 76, parts b–h"): a contact card's
 * price slot that puts the unit after a slash — "Custom" over "/ per app", "Custom / contact us" (a
 * developer-tools vendor's per-application and site licences, wave 63). The card reader already read
 * such cards as contact-sales plans; the page's second reader (verify/text-reader.ts) did not take
 * "Custom / per app" for a price line, said nothing, and the confidence model withheld the plans. The
 * first clause before " / " asks, like the first clause before a comma or a dot. Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { contactLine } from "../../src/intel/extract/plans-page";

const URL = "https://relaydeck.example/pricing";
const card = (kicker: string, name: string, price: string, unit: string, cta: string) =>
  `<div class="card"><p class="kicker">${kicker}</p><h3>${name}</h3><p class="price"><span class="amount">${price}</span> <span class="unit">${unit}</span></p><ul><li>Audit trail</li><li>Webhooks</li><li>Priority support</li></ul><a href="/start">${cta}</a></div>`;
const html =
  `<!doctype html><html lang="en"><head><title>RelayDeck — pricing</title></head><body><main><h1>Pricing</h1><div class="grid">` +
  card("Open source", "Community", "Free", "/ forever", "Install free →") +
  card("Per application", "Relay Pro", "Custom", "/ per app", "Talk to us →") +
  card("Site licence", "Relay Enterprise", "Custom", "/ contact us", "Contact sales →") +
  `</div></main></body></html>`;

describe("rules76h: a contact price with its unit after a slash", () => {
  test("\"Custom / per app\" and \"Custom / contact us\" cards are reported as contact-sales plans, the page's text agreeing (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans;
    const byName = new Map(plans.map((p) => [p.name, p]));
    expect(byName.get("Relay Pro")?.contact_sales).toBe(true);
    expect(byName.get("Relay Enterprise")?.contact_sales).toBe(true);
  });

  test("the first clause before a slash asks; a slash inside other words does not", () => {
    for (const l of ["Custom / per app", "Custom / contact us", "Contact sales / per site"]) expect(contactLine(l)).toBe(true);
    for (const l of ["Custom domain / SSL", "Custom/Standard", "$49 / per app"]) expect(contactLine(l)).toBe(false);
  });
});
