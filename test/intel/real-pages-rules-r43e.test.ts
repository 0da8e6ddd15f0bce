/**
 * Round 43, part e, on real pages (issue 25; docs/intel.md, "Round 43, part e"): pages that sell one
 * plan. Counted over development (waves 8–12, 14–36), the lost single plans split into many
 * mechanisms (the confidence model withholding a plan read right, a name the case writes otherwise,
 * a price that states no period, two amounts for one offer, a pricing page not found as one), none
 * a presentation the readers miss on three sites in three waves that a rule could read without a
 * wrong or invented plan beside it; so no rule was written. These small pages of our own pin what
 * the engine already reads (raw reading), so that a later rule cannot lose it:
 * - a lone card (a heading that names it, one price with a period or a one-time word, an action)
 *   is read without siblings, in English and German; a price stated in a sentence on a pricing
 *   page is the product's; one priced card beside a free one is read as a set of two;
 * - the nearest look-alikes that carry a price and are no plan are not read: a donation box, a
 *   one-off setup fee, an example invoice, a "starting at" caption under a screenshot.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://tallybird.example/pricing";
/** The plans read from a page as "name: amount currency period", sorted (raw reading). */
function plansOf(body: string, lang = "en"): string[] {
  const html = `<!doctype html><html lang="${lang}"><head><title>Tallybird — Pricing</title></head><body><header><a href="/">Tallybird</a></header><main>${body}</main></body></html>`;
  const site = extractSite([{ url: PAGE, html }], { url: PAGE, abstain: false });
  return site.plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period}`).sort();
}
const loneCard = (title: string, price: string, bullets: string, action: string, tag = "h3") =>
  `<div class="card"><${tag}>${title}</${tag}><div class="price">${price}</div><ul>${bullets}</ul><a class="btn" href="/signup">${action}</a></div>`;

describe("a page that sells one plan: the plan is read", () => {
  const cases: [string, string, string, string[]][] = [
    ["a lone card by the month", "en", `<h1>Simple pricing</h1><p>Everything you need to keep your books.</p>${loneCard("Studio", "$12 / month", "<li>Unlimited invoices</li><li>Bank sync</li>", "Start now")}`, ["Studio: 12 USD month"]],
    ["a lone card paid once", "en", `<h1>Simple pricing</h1>${loneCard("Lifetime licence", "$49 one-time", "<li>All updates</li><li>Three devices</li>", "Buy now", "h2")}`, ["Lifetime licence: 49 USD one_time"]],
    ["a lone card in German", "de", `<h1>Preise</h1>${loneCard("Komplett", "19 € / Monat", "<li>Alle Funktionen</li>", "Jetzt starten")}`, ["Komplett: 19 EUR month"]],
    ["a sentence on the pricing page: the product at that price", "en", `<h1>Pricing</h1><p>Tallybird costs $9 per month. Cancel any time.</p><a href="/signup">Start your trial</a>`, ["Tallybird: 9 USD month"]],
    ["one priced card beside a free card", "en", `<h1>Pricing</h1><div class="cards">${loneCard("Free", "$0", "<li>1 project</li>", "Start")}${loneCard("Pro", "$8 / month", "<li>Unlimited projects</li>", "Upgrade")}</div>`, ["Free: 0 USD month", "Pro: 8 USD month"]],
  ];
  for (const [name, lang, body, want] of cases) test(name, () => expect(plansOf(body, lang)).toEqual(want));
});

describe("a price that is no plan is not read as the one plan", () => {
  const cases: [string, string][] = [
    ["a donation box", `<h1>Pricing</h1><p>Tallybird is free and open source.</p><div class="donate"><h3>Support us</h3><p>Donate $5 to keep the servers running.</p><a href="/donate">Donate</a></div>`],
    ["a one-off setup fee", `<h1>Pricing</h1><p>Talk to us for a quote.</p><div class="box"><h3>Onboarding</h3><p>A one-off setup fee of $99 covers the import of your data.</p><a href="/contact">Contact us</a></div>`],
    ["an example invoice", `<h1>Pricing</h1><p>Send invoices like this one:</p><table class="invoice"><tr><td>Logo design</td><td>$300.00</td></tr><tr><td>Total</td><td>$300.00</td></tr></table><a href="/signup">Try it</a>`],
    ["a 'starting at' caption under a screenshot", `<h1>Pricing</h1><figure><img src="shot.png" alt="screenshot"><figcaption>Plans starting at $5/month</figcaption></figure><a href="/signup">See plans</a>`],
  ];
  for (const [name, body] of cases) test(name, () => expect(plansOf(body)).toEqual([]));
});
