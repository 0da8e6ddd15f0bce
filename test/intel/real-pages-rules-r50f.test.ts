/**
 * Round 50, part f, on real pages (issue 25; docs/intel.md, "Round 50, part f"): plan prices given
 * only in a sentence or a heading line, counted on development (waves 8–12, 30–42) by construction,
 * language, site and wave. The construction on three sites in three waves is a sentence that opens
 * with the product or an edition of it and gives the one price ("<Product> costs / is … <price>",
 * "<Product> Pro 가격은 €12입니다"): the plan is that name at that price (sentence-name.ts, read by
 * sole-price.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://quillmark.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Quillmark app</title></head><body><header><a href="/">Quillmark app</a></header><main>${body}</main></body></html>`;
const read = (body: string, abstain: boolean, lang?: string) =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain }).plans.map(
    (p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}${p.per_user ? " per user" : ""}`,
  );
const raw = (body: string, lang?: string) => read(body, false, lang);
const ABOUT = `<h2>What it is</h2><p>A menubar tool that turns your notes into shareable pages.</p>`;

describe("rules50f: a plan's price given in a sentence", () => {
  test("a sentence that opens with the product names the plan (\"Quillmark costs …\")", () => {
    const page = `${ABOUT}<h2>How much?</h2><p>Quillmark costs 100 Euros per month per user. Customisation on request.</p>`;
    expect(raw(page)).toEqual(["Quillmark: 100 EUR/month per user"]);
  });

  test("an edition as the sentence's subject (\"Quillmark Pro is a one-time payment of $9.99\")", () => {
    const page = `${ABOUT}<h2>Get it</h2><p>The basic notes are free to try. Quillmark Pro is a one-time payment of $9.99.</p>`;
    expect(raw(page)).toEqual(["Quillmark Pro: 9.99 USD/one_time"]);
  });

  test("Korean: an edition, then 가격은 and the price, and a one-time payment word (\"일회성 결제\"), under a documentation heading with a permalink mark", () => {
    const page = `<h2>기능 비교</h2><p>Quillmark는 무료이고, Quillmark Pro는 유료입니다.</p><h2 id="price">가격<a class="headerlink" href="#price">¶</a></h2><p>현재 Ko-fi를 통한 결제를 지원합니다. Quillmark Pro 가격은 €12입니다. 일회성 결제입니다.</p>`;
    expect(raw(page, "ko")).toEqual(["Quillmark Pro: 12 EUR/one_time"]);
  });

  test("a sentence that opens with anything else keeps the product's own name (\"The minimum plan is $100/month\")", () => {
    const page = `${ABOUT}<h2>How much?</h2><p>The minimum plan is $100/month, cancel any time.</p>`;
    expect(raw(page)).toEqual(["Quillmark app: 100 USD/month"]);
  });

  test("the product named twice before the price (\"Quillmark Team, unlike Quillmark Solo, costs …\"): no subject is taken", () => {
    const page = `${ABOUT}<h2>How much?</h2><p>Quillmark Team, unlike Quillmark Solo, costs $5 per month.</p>`;
    expect(raw(page)).toEqual(["Quillmark app: 5 USD/month"]);
  });

  test("prices of other things in the sentence are no plan: a customer's quote, a saving, an add-on beside the price", () => {
    const quote = `${ABOUT}<section class="testimonials"><h2>What our customers say</h2><blockquote>Quillmark saved our team $2,000 a month on tooling.</blockquote></section>`;
    expect(raw(quote)).toEqual([]);
    const saving = `${ABOUT}<h2>How much?</h2><p>Quillmark Pro costs $9 per month. Save $20 with the yearly plan.</p>`;
    expect(raw(saving)).toEqual(["Quillmark Pro: 9 USD/month"]);
    const addon = `${ABOUT}<h2>How much?</h2><p>Quillmark Pro costs $9 per month, and each additional seat is $3 per month.</p>`;
    expect(raw(addon)).toEqual(["Quillmark Pro: 9 USD/month"]);
  });

  test("left: one offer in three currencies on a buy line (\"Buy Quillmark €8 / $10 / £6.50\") reads nothing", () => {
    const page = `${ABOUT}<p><a href="/download">Download Quillmark</a> Try it free for 2 weeks!</p><p><a href="https://store.example/quillmark">Buy Quillmark</a> €8 / $10 / £6.50</p>`;
    expect(raw(page)).toEqual([]);
  });
});
