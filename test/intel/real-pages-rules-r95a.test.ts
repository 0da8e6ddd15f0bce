/**
 * Round 95, part a, on real pages (issue 25): offers said by the buttons of purchase forms. A seller
 * with no cards sells through forms that post to a checkout; the button a visitor clicks says what
 * is bought and what it costs — a form's submit button ("<button>Buy Solo now for $12</button>", an
 * `<input type=submit value="…">`) or the button a payment widget's script draws from its label
 * (Stripe Checkout's `<script class="stripe-button" data-label="…">`). The page model's links are
 * `<a>` only, so the buy-link reader never saw them (extract/checkout-buttons.ts, buy-links.ts).
 * Not read: a hidden field alone (a PayPal form's `amount`), a widget whose charge disagrees with
 * its label, a hidden button with no shown one beside it (one beside it adds only new names in its
 * currency), and buttons that name nothing bought ("Pay Now", "Get Started Now").
 *
 * And a price list printed inside the form that takes payment, a plan a line ("Solo Desk: $8/month
 * or $80/year"), on a pricing page that reads nothing else (extract/form-price-list.ts): each line
 * a label, a colon and a price with its period, the second side its annual one. Not read: a form
 * that takes no payment, a price with no period, a form with a priced sentence or a total.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buyLinkPlans } from "../../src/intel/extract/buy-links";
import { checkoutButtons } from "../../src/intel/extract/checkout-buttons";
import { formPriceListPlans } from "../../src/intel/extract/form-price-list";
import { buildPage } from "../../src/intel/page";

const URL = "https://tallyfold.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tallyfold — folders that sort themselves</title></head><body><main>` +
  `<h1>Tallyfold for your desktop</h1><p>Sorts downloads into folders by rules you write once.</p>` +
  `<div class="buy">${body}</div>` +
  `<p>Every licence includes updates for the life of the major version.</p>` +
  `</main></body></html>`;
const widget = (label: string, cents: number, action = "/charge/solo") =>
  `<form action="${action}" method="post"><script src="https://checkout.stripe.com/checkout.js" class="stripe-button" data-key="pk_test_x" data-amount="${cents}" data-label="${label}"></script></form>`;
const plansOf = (html: string, abstain: boolean) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period as string | null }));

describe("rules95a: offers said by the buttons of purchase forms", () => {
  test("payment widgets' buttons, each a name and a price: the offers, paid once (fails without the rule)", () => {
    const html = page(widget("Buy Solo now for $12", 1200) + widget("Buy 3 seats for $30", 3000, "/charge/three") + `<p>One payment, no subscription.</p>`);
    const want = [
      { name: "Solo", amount: 12, period: "one_time" },
      { name: "3 seats", amount: 30, period: "one_time" },
    ];
    expect(plansOf(html, false)).toEqual(want);
    expect(plansOf(html, true)).toEqual(want);
  });

  test("a form's own submit buttons, a <button> and an <input>: what they show is read (fails without the rule)", () => {
    const html = page(
      `<form action="https://pay.example/checkout" method="post"><input type="hidden" name="sku" value="home"><button type="submit">Buy Home Licence — $19</button></form>` +
        `<form action="https://pay.example/checkout" method="post"><input type="hidden" name="sku" value="office"><input type="submit" value="Buy Office Licence — $49"></form>`,
    );
    const p = buildPage({ url: URL, html });
    expect(buyLinkPlans(p).map((x) => [x.name, x.amount, x.period])).toEqual([
      ["Home Licence", 19, "one_time"],
      ["Office Licence", 49, "one_time"],
    ]);
  });

  test("a hidden field alone is no offer: a PayPal form's amount behind a 'Pay Now' button", () => {
    const html = page(
      `<form action="https://www.paypal.com/cgi-bin/webscr" method="post"><input type="hidden" name="item_name" value="Tallyfold Pro"><input type="hidden" name="amount" value="25.00">` +
        `<p>Enter the amount on your invoice.</p><input type="text" name="amount_1"><input type="submit" value="Pay Now"></form>`,
    );
    expect(buyLinkPlans(buildPage({ url: URL, html }))).toEqual([]);
  });

  test("a widget whose charge is not the price its label shows is not read; its default label names nothing", () => {
    const p = buildPage({ url: URL, html: page(widget("Buy Solo now for $12", 1900)) });
    expect(checkoutButtons(p)).toEqual([]);
    const plain = buildPage({ url: URL, html: page(`<form action="/charge/1"><script class="stripe-button" data-key="pk" data-amount="1200"></script></form>`) });
    expect(buyLinkPlans(plain)).toEqual([]);
  });

  test("a hidden button alone is not read, nor a button outside any form", () => {
    const hidden = buildPage({ url: URL, html: page(`<div style="display:none">${widget("Buy Solo now for $12", 1200)}</div>`) });
    expect(checkoutButtons(hidden).map((b) => b.shown)).toEqual([false]);
    expect(buyLinkPlans(hidden)).toEqual([]);
    const loose = buildPage({ url: URL, html: page(`<button>Buy Solo for $12</button>`) });
    expect(checkoutButtons(loose)).toEqual([]);
  });

  test("hidden buttons behind a reveal, beside a shown one: their new names in its currency (fails without the rule)", () => {
    const html = page(
      widget("Buy Solo now for $12", 1200) +
        `<a href="#" class="js-more">Buying for a team?</a>` +
        `<div class="team" style="display:none">${widget("Buy 3 seats for $30", 3000, "/charge/3")}${widget("Buy 5 seats for €45", 4500, "/charge/5")}${widget("Buy Solo now for $10", 1000, "/charge/s")}</div>`,
    );
    expect(buyLinkPlans(buildPage({ url: URL, html })).map((x) => [x.name, x.amount, x.currency])).toEqual([
      ["Solo", 12, "USD"],
      ["3 seats", 30, "USD"],
    ]);
  });

  test("the moment after the name is dropped, a name that is only a moment is refused", () => {
    const p = buildPage({ url: URL, html: page(widget("Buy Now for $12", 1200) + widget("Get Started Now for $12", 1200, "/charge/2")) });
    expect(buyLinkPlans(p)).toEqual([]);
  });

  test("a page that bills by the month is left to the other readers", () => {
    const p = buildPage({ url: URL, html: page(widget("Buy Solo now for $12", 1200) + `<p>Or sync across devices for $3/month.</p>`) });
    expect(buyLinkPlans(p)).toEqual([]);
  });

  const payForm = (lines: string, action = "https://www.paypal.com/cgi-bin/webscr") =>
    page(
      `<form action="${action}" method="post"><table><tr><td><p>We take payment by card through our processor. Enter the sum on your invoice below.</p>` +
        `<p>Rates:<br><b>${lines}</b></p></td></tr><tr><td>Sum: <input type="text" name="amount_1"><input type="submit" value="Pay Now"></td></tr></table>` +
        `<input type="hidden" name="item_name_1" value="Tallyfold service"><input type="hidden" name="amount" value="5.00"></form>`,
    );
  const rates = `<span>Solo Desk: $8/month or $80/year</span><br><span>Shared Office: $20/month or $200/year</span><br><span>Whole Floor: $60/month or $600/year</span><br>`;

  test("a price list printed in a payment form, a plan a line, the year its annual side (fails without the rule)", () => {
    const html = payForm(rates);
    const want = [
      { name: "Solo Desk", amount: 8, annual: 6.67, period: "month" },
      { name: "Shared Office", amount: 20, annual: 16.67, period: "month" },
      { name: "Whole Floor", amount: 60, annual: 50, period: "month" },
    ];
    for (const abstain of [false, true]) {
      const got = extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, annual: p.annual_amount, period: p.period as string | null }));
      expect(got).toEqual(want);
    }
  });

  test("a form that takes no payment, a price with no period, a priced sentence or a total: no list", () => {
    const read = (html: string) => formPriceListPlans(buildPage({ url: URL, html }));
    expect(read(payForm(rates))).toHaveLength(3);
    expect(read(payForm(rates, "/newsletter/subscribe"))).toEqual([]);
    expect(read(payForm(`<span>Solo desk: $8</span><br><span>Shared office: $20</span><br>`))).toEqual([]);
    expect(read(payForm(rates + `<span>Most teams save $40 a year by paying yearly.</span>`))).toEqual([]);
    expect(read(payForm(rates + `<span>Total: $88/month</span><br>`))).toEqual([]);
  });
});
