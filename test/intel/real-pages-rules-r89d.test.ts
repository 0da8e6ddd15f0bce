/**
 * Round 89, part d, on real pages (issue 25): a one-page site that sells one thing says its price
 * in several of the page's own sections — the hero under its headline, a section on how to get it,
 * the pricing section — and the card reader grouped those sections as a row of cards named by their
 * headings (the page's headline, a section's title), while the offer's own card went unread. Such a
 * group, each of whose read plans another section of it prices alike, is left to the other readers
 * (offer-said-again.ts). Sections that sell a plan each at prices of their own, a plan named by the
 * product, and a sign-up card beside its own fine print stay read. Small pages of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://quillmoth.example/";
const head = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head>`;
const read = (html: string) => assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => `${a.plan.name}: ${a.plan.amount} ${a.plan.currency} /${a.plan.period}`);
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`);

// The offer's price said in the hero, in a section on sharing, and in the pricing section whose
// card is titled by the section's slogan.
const oneOffer = `${head("Quillmoth — notes that file themselves")}<body>
<div class="hero"><h1>Your notes file themselves.</h1><p>Quillmoth sorts what you write into folders as you type.</p><a href="/get">Try it</a><p>14-day free trial · $7/month after</p></div>
<section id="sharing"><p>Sharing</p><h2>Keep it on your own disk if you like.</h2><p>Sync with your own storage for nothing, or pay $7/month and let us host it.</p></section>
<section id="pricing"><p>Pricing</p><h2>One plan. No tiers.</h2><div class="plan"><p class="plan-name">Quillmoth</p><p class="amount">$7</p><p>per month, cancel anytime</p><ul><li>Unlimited notes</li><li>Folders by topic</li></ul><a href="/get">Start trial</a></div></section>
</body></html>`;

describe("rules89d: the page's own sections saying the one offer's price again", () => {
  test("the offer is read under its own name, not under the headline or a section's title (fails without the rule)", () => {
    const plans = read(oneOffer);
    expect(plans).toEqual(["Quillmoth: 7 USD /month"]);
    expect(reported(oneOffer)).toEqual(["Quillmoth: 7 USD /month"]);
  });

  test("sections that each sell a plan at a price of its own stay a set of plans", () => {
    const html = `${head("Quillmoth")}<body>
<section id="solo"><h2>Solo</h2><p>$7 per month</p><ul><li>One notebook</li></ul><a href="/get">Choose Solo</a></section>
<section id="studio"><h2>Studio</h2><p>$19 per month</p><ul><li>Ten notebooks</li></ul><a href="/get">Choose Studio</a></section>
</body></html>`;
    expect(read(html)).toEqual(["Solo: 7 USD /month", "Studio: 19 USD /month"]);
  });

  test("a plan named by the product's own edition keeps its name though another section repeats its price", () => {
    const html = `${head("Quillmoth")}<body>
<header><h1>Quillmoth Pro</h1><p>$12/month</p><a href="/get">Get Quillmoth Pro</a></header>
<section><h2>Why writers switch</h2><p>Less than a notebook a week: $12/month.</p><ul><li>Folders by topic</li></ul></section>
</body></html>`;
    expect(read(html)).toContain("Quillmoth Pro: 12 USD /month");
  });

  test("a sign-up card beside fine print that restates its price is no set of page sections", () => {
    const html = `${head("Quillmoth — subscribe")}<body><main class="signup">
<div class="choice"><p class="label">Monthly</p><p class="amount">$7 / month</p><a href="/pay">Subscribe</a></div>
<p class="fine-print">You will be charged $7 each month until you cancel.</p>
</main></body></html>`;
    expect(read(html)).toEqual(["Monthly: 7 USD /month"]);
  });
});
