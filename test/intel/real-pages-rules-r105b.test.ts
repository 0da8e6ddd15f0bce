/**
 * Round 105, part b, on real pages (issue 25): values read wrong — a plan's currency, period or
 * per-user billing — where the page gives the evidence a reader uses.
 *
 * - A bare "$" on a site whose domain is a dollar country's and whose home page names that country
 *   ("a Canadian owned and operated company") is that country's dollar, inferred (page-dollar.ts
 *   `siteNamesCountry`, page-signs.ts `readSiteWords`); never where the site writes the US dollar,
 *   nor on a ".com", nor where no page names the country — there a bare "$" kept as the US dollar on
 *   another dollar country's domain is marked inferred (page-dollar.ts `dollarLeftOpen`).
 * - A card's buy link that names the card's own figure with a dollar's code ("/order/4200mxn.html")
 *   settles the page's "$" as that dollar (linked-currency.ts); a currency switcher's link names no price.
 * - "$19 /dev/month": a price per developer (money.ts PER_DEV); not "/dev/null".
 * - A card's recurring line far down its list ("… with a small monthly fee" as its tenth bullet) ties its bare
 *   price to no period (service-cards.ts reads a card's lines, not its first 300 characters).
 * - "Total: $50" under a count field, in a card priced "$1 / credit": a calculator's total, not the
 *   card's price (calculator-total.ts); a card with a count field and no unit price keeps its total.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";
import { linkedDollars } from "../../src/intel/extract/linked-currency";

const page = (title: string, body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, lines: string[], button: string, href = "/signup") =>
  `<div class="tier"><h3>${name}</h3><div class="tier-price">${price}</div><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="btn" href="${href}">${button}</a></div>`;
const grid = (cards: string[]) => `<nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav><h1>Pricing</h1><div class="tiers">${cards.join("")}</div>`;
type Plan = [string, number | null, string | null, string | null, boolean];
const read = (pages: { url: string; html: string }[], home: string): Plan[] =>
  extractSite(pages, { url: home, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const readFull = (pages: { url: string; html: string }[], home: string) => extractSite(pages, { url: home, abstain: false }).plans;

describe("rules105b: a bare dollar named by the site's home page", () => {
  const hosting = page(
    "Hosting plans",
    grid([
      card("Small", "$ 4.95/m", ["2 GB storage", "1 website"], "Order"),
      card("Medium", "$ 9.95/m", ["10 GB storage", "5 websites"], "Order"),
      card("Large", "$ 14.95/m", ["50 GB storage", "Unlimited websites"], "Order"),
    ]),
  );
  const home = (line: string) => page("Maplewood Web Studio", `<h1>Websites for small shops</h1><p>We design, build and host.</p><footer>${line}</footer>`);

  test("a .ca site whose home page says it is Canadian: its bare $ is the Canadian dollar, inferred (fails without the rule)", () => {
    const plans = readFull([{ url: "https://studio.maplewood.ca/hosting.html", html: hosting }, { url: "https://studio.maplewood.ca/", html: home("Maplewood is a Canadian owned web studio since 2004.") }], "https://studio.maplewood.ca/");
    expect(plans.map((p) => [p.name, p.amount, p.currency])).toEqual([
      ["Small", 4.95, "CAD"],
      ["Medium", 9.95, "CAD"],
      ["Large", 14.95, "CAD"],
    ]);
    for (const p of plans) expect(p.inferred).toContain("currency");
  });

  test("not where the home page writes the US dollar, nor on a .com, nor where no page names the country", () => {
    const cases: [string, string][] = [
      ["https://studio.maplewood.ca/", "Maplewood is a Canadian owned web studio. All invoices in USD."],
      ["https://studio.maplewood.com/", "Maplewood is a Canadian owned web studio since 2004."],
      ["https://studio.maplewood.ca/", "Maplewood is a web studio since 2004."],
    ];
    for (const [url, line] of cases) {
      const plans = read([{ url: `${url}hosting.html`, html: hosting }, { url, html: home(line) }], url);
      expect([line, url, plans.map((p) => p[2])]).toEqual([line, url, ["USD", "USD", "USD"]]);
    }
  });

  test("a .ca site that names no country keeps the US dollar, marked inferred; a .com one keeps it as read (fails without the rule)", () => {
    const open = readFull([{ url: "https://studio.maplewood.ca/hosting.html", html: hosting }, { url: "https://studio.maplewood.ca/", html: home("Maplewood is a web studio since 2004.") }], "https://studio.maplewood.ca/");
    expect(open.map((p) => [p.currency, p.inferred])).toEqual([
      ["USD", ["currency"]],
      ["USD", ["currency"]],
      ["USD", ["currency"]],
    ]);
    const read = readFull([{ url: "https://studio.maplewood.com/hosting.html", html: hosting }, { url: "https://studio.maplewood.com/", html: home("Maplewood is a web studio since 2004.") }], "https://studio.maplewood.com/");
    expect(read.map((p) => [p.currency, p.inferred])).toEqual([
      ["USD", []],
      ["USD", []],
      ["USD", []],
    ]);
  });
});

describe("rules105b: a buy link that names the price and its currency", () => {
  const shop = (hrefs: string[]) =>
    page(
      "Comandero — pedidos en línea",
      grid([
        card("Inicial", "$3,200.00", ["Menú digital", "Pedidos ilimitados"], "comprar", hrefs[0]),
        card("Completo", "$4,800.00", ["Todo lo de Inicial", "Página web propia"], "comprar", hrefs[1]),
      ]),
    );
  test("links to one checkout page per price, named by the figure and the code: the page's $ is that dollar (fails without the rule)", () => {
    const url = "https://comandero.example/precios.html";
    const plans = read([{ url, html: shop(["3200mxn.html", "4800mxn.html"]) }], url);
    expect(plans.map((p) => [p[0], p[1], p[2]])).toEqual([
      ["Inicial", 3200, "MXN"],
      ["Completo", 4800, "MXN"],
    ]);
  });
  test("a switcher's ?currency= names no price, and a code beside a figure the page does not price settles nothing", () => {
    const url = "https://comandero.example/precios.html";
    for (const hrefs of [["?currency=CAD", "?currency=CAD"], ["/blog/2024-cad-tips", "/order/77cad"]]) {
      const plans = read([{ url, html: shop(hrefs) }], url);
      expect([hrefs, plans.map((p) => p[2])]).toEqual([hrefs, ["USD", "USD"]]);
    }
    expect([...linkedDollars(["https://pay.example/checkout?amount=49&currency=AUD"], "Pro $49 / month")]).toEqual(["AUD"]);
    expect([...linkedDollars(["https://pay.example/checkout?amount=50&currency=AUD"], "Pro $49 / month")]).toEqual([]);
  });
});

describe("rules105b: a price per developer written /dev", () => {
  test("'/dev/month' and 'per dev / mo' are per user; '/dev/null', 'per dev environment' are not", () => {
    for (const s of [" /dev/month", " per dev / mo", " / dev / month", " per dev per year"]) expect([s, billingAfter(s).perUser]).toEqual([s, true]);
    for (const s of [" /dev/null", " per dev environment / month", " /month for dev and prod"]) expect([s, billingAfter(s).perUser]).toEqual([s, false]);
  });
  test("a card priced '$15 /dev/month' is read per user (fails without the rule)", () => {
    const url = "https://lintbird.example/pricing";
    const html = page("Lintbird pricing", grid([card("Solo", "$0", ["Local checks"], "Install"), card("Team", "$15 /dev/month", ["CI checks", "Shared rules"], "Buy")]));
    expect(read([{ url, html }], url)).toContainEqual(["Team", 15, "USD", "month", true]);
  });
});

describe("rules105b: a card's recurring line far down its list", () => {
  const lines = (extra: string | null) => [
    "Online menu with photos of every dish",
    "Orders from the restaurant's own website",
    "Unlimited orders from customers' phones",
    "Cash payment when the order is picked up",
    "Menu upkeep by our team whenever prices change",
    "Ten promotions and offers a season on the menu",
    "Table reservations from the same menu page",
    "Delivery zones drawn on a map of the town",
    "Kitchen ticket printer support for two printers",
    ...(extra ? [extra] : []),
    "Email and phone support",
  ];
  const html = (extra: string | null) =>
    page(
      "Platewise packages",
      grid([card("Basic", "$1,900", lines(null), "Start now"), card("Plus", "$2,700", lines(extra), "Start now"), card("Max", "$3,400", lines(extra), "Start now")]) +
        `<section><h2>Care plan</h2><p>Hosting and upkeep: $39/month</p></section>`,
    );
  const url = "https://platewise.example/packages";
  test("a card's tenth line says what it costs monthly: its bare price keeps no period (fails without the rule)", () => {
    const plans = read([{ url, html: html("Card payments online, with a small monthly fee of their own") }], url);
    expect(plans.filter((p) => p[0] !== "Care plan").map((p) => [p[0], p[3]])).toEqual([
      ["Basic", null],
      ["Plus", null],
      ["Max", null],
    ]);
  });
  test("cards that never speak of time, beside a monthly plan elsewhere on the page: still paid once", () => {
    const plans = read([{ url, html: html(null) }], url);
    expect(plans.filter((p) => ["Basic", "Plus", "Max"].includes(p[0])).map((p) => p[3])).toEqual(["one_time", "one_time", "one_time"]);
  });
});

describe("rules105b: a calculator's total is not the card's price", () => {
  const calc = (unit: string, total: string) =>
    `<div class="tier"><h3>Flexible</h3><p>Choose exactly how many credits you want.</p><div class="tier-price">${unit}</div><div><label>Select credits</label><div><button type="button">-</button><input type="number" value="50" min="10"><button type="button">+</button></div><div><span>Total:</span><span id="sum">${total}</span></div></div><ul><li>1 credit = 1 export</li><li>Credits never expire</li></ul><button type="button">Buy credits</button></div>`;
  const html = (unit: string, total: string) => page("Snapfold pricing", `<h1>Pricing</h1><div class="tiers">${card("Free", "$0 /mo", ["5 credits"], "Start")}${calc(unit, total)}${card("Pro", "$29 /mo", ["Unlimited"], "Upgrade")}</div>`);
  const url = "https://snapfold.example/pricing";
  test("'$1 / credit' with a count field and 'Total: $50': no plan at $50 (fails without the rule)", () => {
    const plans = read([{ url, html: html("$1 / credit", "$50") }], url);
    expect(plans.find((p) => p[0] === "Flexible" && p[1] === 50)).toBeUndefined();
    expect(plans).toContainEqual(["Pro", 29, "USD", "month", false]);
  });
  test("a count field whose card prints no unit price keeps its total", () => {
    const plans = read([{ url, html: html("Pick a size", "$50 / month") }], url);
    expect(plans).toContainEqual(["Flexible", 50, "USD", "month", false]);
  });
});
