/**
 * Rules from the sixth round on real pages (issue 25; docs/intel.md, "Rounds on real pages"), each
 * on a small page of our own — never text from a real page: how prices are written (currencies,
 * icon fonts), what a card is and what names it, what is not a plan, tables, periods.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const page = (body: string, head = "") => `<!doctype html><html><head><title>Pricing | Vendor</title>${head}</head><body>${body}</body></html>`;
const read = (body: string, head = "", url = "https://vendor.example/pricing") => extractSite([{ url, html: page(body, head) }], { strict: true });
const rows = (body: string, head = "") => read(body, head).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const card = (name: string, price: string, extra = "") => `<div class="card"><h3>${name}</h3><p>${price}</p>${extra}<a href="/signup">Get started</a></div>`;
const grid = (...cards: string[]) => `<main><div class="grid">${cards.join("")}</div></main>`;

describe("sixth round: how prices are written", () => {
  test("yen and won signs after the number; codes of more currencies, before or after it", () => {
    expect(findPrices("980円 月額").map((t) => [t.amount, t.currency])).toEqual([[980, "JPY"]]);
    expect(findPrices("9,900원").map((t) => [t.amount, t.currency])).toEqual([[9900, "KRW"]]);
    expect(findPrices("1500 SAR / Yearly").map((t) => [t.amount, t.currency])).toEqual([[1500, "SAR"]]);
    // (Round 11 reads "RM" before a number as the ringgit: real-pages-rules-r11b.test.ts.)
    expect(findPrices("RM 49 · AED 120 · 500 PKR").map((t) => t.currency)).toEqual(["MYR", "AED", "PKR"]);
  });

  test("a name pages use instead of the code, and a dollar sign settled by the code beside it", () => {
    expect(findPrices("NTD 1099 /月").map((t) => [t.amount, t.currency])).toEqual([[1099, "TWD"]]);
    expect(findPrices("$1,499 MXN / month").map((t) => [t.amount, t.currency])).toEqual([[1499, "MXN"]]);
    expect(findPrices("MXN $1,499 al mes").map((t) => [t.amount, t.currency])).toEqual([[1499, "MXN"]]);
    // A code that is also a programming language is no currency.
    expect(findPrices("Runs on PHP 8.2")).toEqual([]);
  });

  test("a currency drawn by an icon font beside a bare number", () => {
    const html = grid(
      card("Solo", `<i class="fa fa-usd"></i> 0 <small>/ per month</small>`),
      card("Team", `<i class="fa fa-usd"></i> 50 <small>/ per month</small>`),
      card("Studio", `<span class="bi bi-currency-euro"></span>90 / month`),
    );
    expect(rows(html)).toEqual([
      ["Solo", 0, "USD", "month", false],
      ["Team", 50, "USD", "month", false],
      ["Studio", 90, "EUR", "month", false],
    ]);
  });

  test("a static pricing file (pricing.html) is the pricing page: a home page teaser adds no plans", () => {
    const pricing = page(grid(card("Basic", "$10/month"), card("Plus", "$20/month")));
    const home = page(`<main><section class="hero"><h2>Try it free for 3 days</h2><p>then $10/mo</p><a href="/s">Start</a></section><section><h2>Cancel anytime</h2><p>$20/month</p><a href="/s">Buy</a></section></main>`);
    const facts = extractSite([{ url: "https://vendor.example/", html: home }, { url: "https://vendor.example/pricing.html", html: pricing }], { url: "https://vendor.example/", strict: true });
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Plus"]);
  });
});

describe("sixth round: what a card is and what names it", () => {
  test("a card classed after its price ('price-card') is a card, not a price block", () => {
    const html = `<main><div class="pricing-grid">${["Free:$0", "Pro:$9", "Max:$29"].map((x) => `<div class="price-card"><div class="price-name">${x.split(":")[0]}</div><div class="price-amount">${x.split(":")[1]}<span class="period">/month</span></div><ul><li>Everything</li></ul><a href="/s">Start</a></div>`).join("")}</div></main>`;
    expect(rows(html).map((r) => [r[0], r[1]])).toEqual([["Free", 0], ["Pro", 9], ["Max", 29]]);
  });

  test("a heading after the price ('Features') does not name the card: the line before the price does", () => {
    const c = (name: string, n: number) => `<div class="box"><span class="label">${name}</span><h2 class="big">€ <span>${n}</span> Per Month</h2><div><h2>Features</h2><ul><li>${n} wallets</li></ul></div><a href="/s">Order</a></div>`;
    expect(rows(`<main><div class="row">${c("Plus", 49)}${c("Premium", 249)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Plus", 49], ["Premium", 249]]);
  });

  test("a name set under the price names the card when nothing stands before the price", () => {
    const c = (name: string, n: number) => `<div class="col"><div class="amount">€ ${n} / month</div><h3>${name}</h3><ul><li>Support</li></ul><a href="/s">Buy</a></div>`;
    expect(rows(`<main><div class="row">${c("Small", 125)}${c("Medium", 199)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Small", 125], ["Medium", 199]]);
  });

  test("'Starts at' before the price is no name; the words before a price inside a sentence are none either", () => {
    const c = (name: string, n: number) => `<div class="item"><h3>${name}</h3><div class="price-wrapper"><h4>Starts at </h4><h4>$${n}/Month</h4></div><a href="/s">Go</a></div>`;
    expect(rows(`<main><div class="row">${c("Starter", 25)}${c("Growth", 150)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Starter", 25], ["Growth", 150]]);
  });
});

describe("sixth round: what is a plan and what is not", () => {
  test("a price in a sentence set as the h1 restates a plan; an h1 that is only a card's price is that price", () => {
    const hero = `<main><section class="section"><h1>Start with Vendor at <span>$4 per user per month.</span></h1></section>
      <section class="section"><h2>Plans</h2><div class="grid">${card("Entry", "$4 per user, per month")}${card("Base", "$8 per user, per month")}</div></section></main>`;
    expect(rows(hero).map((r) => r[0])).toEqual(["Entry", "Base"]);
    const big = `<main><div class="grid">${["Solo:99", "Team:499"].map((x) => `<div class="card"><h3>${x.split(":")[0]}</h3><h1>$${x.split(":")[1]}</h1><p>/ month</p><a href="/o">Order now</a></div>`).join("")}</div></main>`;
    expect(rows(big).map((r) => [r[0], r[1], r[3]])).toEqual([["Solo", 99, "month"], ["Team", 499, "month"]]);
  });

  test("a priced section beside other headed sections is no plan row unless a twin says Free or Contact sales", () => {
    const sections = `<main><section><h2>Why us</h2><p>Fast and simple.</p></section><section><h2>Our promise</h2><p>Everything for $20/month.</p><a href="/s">Start</a></section></main>`;
    // No plan row; since round 15 the page's one price is the product's (sole-price.ts), not "Our promise".
    expect(rows(sections)).toEqual([["Vendor", 20, "USD", "month", false]]);
  });

  test("free and contact wording: first sentence of a line, trailing comma, 'ongoing'; POA and contact in CJK", () => {
    const html = `<main><div class="plans">
      <div class="plan"><h2>Community</h2><p><em>free for everyone,<br>including companies</em></p><ul><li>Core</li></ul></div>
      <div class="plan"><h2>Business</h2><p>$990 per year</p><ul><li>Support</li></ul><a href="/buy">Buy</a></div>
      <div class="plan"><h2>Enterprise</h2><ul>${"<li>Feature</li>".repeat(14)}</ul><a href="/sales">CONTACT SALES</a></div></div></main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([["Community", 0, false], ["Business", 990, false], ["Enterprise", null, true]]);
    const poa = grid(card("Standard", "POA"), card("Premium", "POA"));
    expect(read(poa).plans.map((p) => [p.name, p.contact_sales])).toEqual([["Standard", true], ["Premium", true]]);
    const boxes = `<main><div class="boxes"><div class="box"><h3>For clients</h3><p>Kostenlos. Keine versteckten Kosten.</p></div><div class="box"><h3>Team</h3><p>與我們聯繫</p></div></div></main>`;
    expect(read(boxes).plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([["For clients", 0, false], ["Team", null, true]]);
  });

  test("a card built like its twins that publishes no price is a plan without a price; one priced by use is none", () => {
    const soon = `<main><div class="pricing"><article class="plan"><h3>Starter</h3><p>R$ 0 /mês</p><ul><li>Lists</li></ul><a href="/s">Start</a></article>
      <article class="plan plan--soon"><span>SOON</span><h3>Pro</h3><p>R$ — /mês</p><ul><li>More lists</li></ul></article></div></main>`;
    expect(read(soon).plans.map((p) => [p.name, p.amount, p.free, p.contact_sales])).toEqual([["Starter", 0, true, false], ["Pro", null, false, false]]);
    const byUse = `<main><div class="row"><div class="tile"><h3>Inbox</h3><p>$29 / month</p><ul><li>Replies</li></ul><a href="/t">Try</a></div>
      <div class="tile"><h3>Pricing engine</h3><p>5% of monthly revenue</p><ul><li>Rates</li></ul><a href="/t">Try</a></div>
      <div class="tile"><h3>Dispatch</h3><p>$10 / dispatched job</p><ul><li>Jobs</li></ul><a href="/t">Try</a></div></div></main>`;
    expect(read(byUse).plans.map((p) => p.name)).toEqual(["Inbox"]);
  });

  test("a page that sells one plan: its one card, named before its price (a badge is no name)", () => {
    const one = `<main><div class="row"><div class="col"><p class="fs-4">Basic Plan</p><p>$ 9 / month</p><ul><li>Mapping</li></ul></div><div class="col"><button>Checkout</button></div></div></main>`;
    expect(rows(one)).toEqual([["Basic Plan", 9, "USD", "month", false]]);
    const badge = `<main><div class="only"><div class="badge">ONE PLAN</div><div>Everyone</div><div class="big">€ 0</div><ul><li>All tools</li></ul><a href="/go">Use it</a></div></main>`;
    expect(read(badge).plans.map((p) => [p.name, p.amount])).toEqual([["Everyone", 0]]);
    const prose = `<main><section><h2>About our pricing</h2><p>Most teams pay about $20/month for the whole product, billed as they go.</p><a href="/c">Contact</a></section></main>`;
    expect(rows(prose)).toEqual([]);
  });

  test("a pricing page with no plans makes the other pages' priced blocks no plans", () => {
    const home = page(`<main><div class="phone"><div class="list"><div class="row"><h4>Court 1</h4><p>$320</p><a href="/b">Book</a></div><div class="row"><h4>Court 2</h4><p>$280</p><a href="/b">Book</a></div></div></div></main>`);
    const pricing = page(`<main><h2>Pricing</h2><p>Plans are announced soon.</p></main>`);
    const facts = extractSite([{ url: "https://vendor.example/", html: home }, { url: "https://vendor.example/pricing/", html: pricing }], { url: "https://vendor.example/", strict: true });
    expect(facts.plans).toEqual([]);
  });

  test("a price per active customer over a quota is usage, and leaves the card's plan price alone", () => {
    const html = grid(
      `<div class="card"><h3>Starter</h3><div class="price"><h4>Starts at</h4><h4>$25/Month</h4></div><p>2,500 active customers included</p><p>$0.01/active customer over 2.5k</p><a href="/s">Go</a></div>`,
      `<div class="card"><h3>Growth</h3><div class="price"><h4>Starts at</h4><h4>$150/Month</h4></div><p>15k active customers included</p><p>$0.01/active customer over 15k</p><a href="/s">Go</a></div>`,
    );
    expect(rows(html).map((r) => [r[0], r[1]])).toEqual([["Starter", 25], ["Growth", 150]]);
    expect(read(html).usage_prices.length).toBe(2);
  });
});

describe("sixth round: tables", () => {
  const table = (head: string[], body: string[][]) => `<main><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></main>`;

  test("plans in rows under a 'Plan' corner cell: the row names the plan, the header or a duration gives the period", () => {
    const passes = table(["Plan", "Duration", "Price"], [["Monthly", "30 days", "1€"], ["Half-year", "180 days", "5€"], ["Yearly", "365 days", "10€"]]);
    expect(rows(passes)).toEqual([
      ["Monthly", 1, "EUR", "month", false],
      ["Half-year", 5, "EUR", null, false],
      ["Yearly", 10, "EUR", "year", false],
    ]);
    const currencies = table(["Plan", "USD / month", "MXN (ref.)"], [["Starter", "$0", "$0"], ["Pro", "$29", "~$493"]]);
    expect(rows(currencies)).toEqual([
      ["Starter", 0, "USD", "month", false],
      ["Pro", 29, "USD", "month", false],
    ]);
  });

  test("other things priced in rows (competitors, providers) are no plans, and their column headers name none", () => {
    const rivals = table(["Model", "Public price", "Per employee / month", "Source"], [["Our Pro", "€34 / employee", "€34", "This page"], ["Rival A", "€23 / record", "~€26", "rival-a.example"], ["Rival B", "€29,95 / pro", "~€30", "rival-b.example"]]);
    expect(rows(rivals)).toEqual([]);
    const providers = table(["Provider", "Model", "Input $/M tokens", "Output $/M tokens"], [["Alpha", "a-1", "$0.15", "$0.60"], ["Beta", "b-2", "$0.30", "$1.20"]]);
    expect(rows(providers)).toEqual([]);
  });

  test("a plans-in-columns table with several price rows is still read by its columns", () => {
    const cols = table(["", "Free", "Pro"], [["Price", "$0", "$10/month"], ["Extra seat", "—", "$5/month"]]);
    expect(rows(cols).map((r) => [r[0], r[1]])).toEqual([["Free", 0], ["Pro", 10]]);
  });
});

describe("sixth round: periods", () => {
  test("when no price of a set states a period, no month is guessed (paid once where the page states no recurrence, round 22b; marked not stated); a toggle states it, another card does not (round 19d)", () => {
    const bare = grid(card("Micro", "$2"), card("Small", "$5"));
    expect(read(bare).plans.map((p) => [p.name, p.period, p.inferred])).toEqual([["Micro", "one_time", ["period"]], ["Small", "one_time", ["period"]]]);
    const mixed = grid(card("Basic", "$10/month"), card("Pro", "$29"));
    expect(read(mixed).plans.map((p) => [p.name, p.period])).toEqual([["Basic", "month"], ["Pro", null]]);
    const toggle = `<main><div class="switch"><button class="active">Monthly</button><button>Yearly</button></div><div class="grid">${card("Solo", "$8")}${card("Team", "$16")}</div></main>`;
    expect(read(toggle).plans.map((p) => [p.name, p.period])).toEqual([["Solo", "month"], ["Team", "month"]]);
  });

  test("each set of cards has its own period: packs under 'No subscription' are paid once", () => {
    const html = `<main><section><h2>Plans</h2><div class="grid">${card("Basic", "$149/month")}${card("Pro", "$399/month")}</div></section>
      <section><h2>Or buy packs</h2><p>No subscription. Credits never expire.</p><div class="grid">${card("Single", "$199")}${card("5-pack", "$749")}</div></section></main>`;
    expect(rows(html)).toEqual([
      ["Basic", 149, "USD", "month", false],
      ["Pro", 399, "USD", "month", false],
      ["Single", 199, "USD", "one_time", false],
      ["5-pack", 749, "USD", "one_time", false],
    ]);
  });
});

describe("sixth round: words in more languages, and the other language of a page", () => {
  test("per employee, per seat in Dutch, German and Italian; paid once ('una tantum'); per 12 months is a year", () => {
    const html = grid(card("Basis", "vanaf €19 per medewerker / maand"), card("Plus", "ab 42 € pro Mitarbeiter / Monat"), card("Licenza", "2.400 € una tantum · per postazione"), card("Rinnovo", "900 € per 12 mesi · per postazione"));
    expect(rows(html)).toEqual([
      ["Basis", 19, "EUR", "month", true],
      ["Plus", 42, "EUR", "month", true],
      ["Licenza", 2400, "EUR", "one_time", true],
      ["Rinnovo", 900, "EUR", "year", true],
    ]);
  });

  test("per agent in Italian, Spanish and Portuguese ('per agente al mese', 'por agente'): a help desk's seat (round 35, lead)", () => {
    const html = grid(card("Small", "14 €", "<p>per agente al mese</p>"), card("Pro", "29 € per agente al mese"), card("Equipo", "19 € por agente / mes"), card("Agência", "R$ 49 por agente / mês"));
    expect(rows(html).map((r) => [r[0], r[3], r[4]])).toEqual([
      ["Small", "month", true],
      ["Pro", "month", true],
      ["Equipo", "month", true],
      ["Agência", "month", true],
    ]);
    // An agency is no agent: "agenzia" / "agencia" stay flat.
    expect(rows(grid(card("Studio", "29 € per agenzia al mese"), card("Team", "59 € per agenzia al mese"))).map((r) => r[4])).toEqual([false, false]);
  });

  test("a zero price for a number of days is a trial, not a free plan; a badge in another language is no name", () => {
    const html = `<main><div class="plans"><div class="plan"><h3>Prova</h3><p>0 € per 30 giorni</p><a href="/d">Scarica</a></div>
      <div class="plan"><span>Consigliata</span><p>Licenza completa</p><p>2.400 € una tantum</p><a href="/r">Richiedi</a></div>
      <div class="plan"><span>Empfohlen</span><p>Team</p><p>90 € einmalig</p><a href="/r">Kaufen</a></div></div></main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.free])).toEqual([["Licenza completa", 2400, false], ["Team", 90, false]]);
  });

  test("the other language that the page's own stylesheet hides by attribute is not read", () => {
    const css = `<style>[data-lang-en]{display:none} html[lang="en"] [data-lang-it]{display:none} html[lang="en"] [data-lang-en]{display:inline}</style>`;
    const body = grid(card(`<span data-lang-it>Base</span><span data-lang-en>Basic</span>`, "10 € / mese"), card(`<span data-lang-it>Completa</span><span data-lang-en>Full</span>`, "20 € / mese"));
    const it = extractSite([{ url: "https://vendor.example/pricing", html: `<!doctype html><html lang="it"><head>${css}</head><body>${body}</body></html>` }], { strict: true });
    expect(it.plans.map((p) => p.name)).toEqual(["Base", "Completa"]);
    const en = extractSite([{ url: "https://vendor.example/pricing", html: `<!doctype html><html lang="en"><head>${css}</head><body>${body}</body></html>` }], { strict: true });
    expect(en.plans.map((p) => p.name)).toEqual(["Basic", "Full"]);
  });

  test("a volume table (seat ranges in rows) is no plan list", () => {
    const html = `<main>${grid(card("Licence", "2.400 € una tantum"), card("Renewal", "900 € per 12 mesi"))}<table><tr><th>Seats</th><th>Licence / seat</th><th>Renewal / year</th></tr><tr><td>1–2</td><td>2.400 €</td><td>900 €</td></tr><tr><td>3–5</td><td>2.000 €</td><td>750 €</td></tr></table></main>`;
    expect(rows(html).map((r) => r[0])).toEqual(["Licence", "Renewal"]);
  });
});

describe("sixth round: structured data beside the cards", () => {
  const ld = (offers: object[]) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Weldr", offers })}</script>`;
  test("an offer named with the product before a card's name is that card; a trial offer and offers no card shows are no plans", () => {
    const offers = [
      { "@type": "Offer", name: "Weldr Lite", price: "400", priceCurrency: "EUR" },
      { "@type": "Offer", name: "Free trial", price: "0", priceCurrency: "EUR" },
      { "@type": "Offer", name: "Legacy", price: "0", priceCurrency: "EUR" },
    ];
    const html = grid(card("Lite", "€400/ month"), card("Standard", "€880/ month"));
    expect(read(html, ld(offers)).plans.map((p) => [p.name, p.amount, p.period])).toEqual([["Lite", 400, "month"], ["Standard", 880, "month"]]);
  });
});

describe("sixth round: prices beside the plan price", () => {
  test("a theme's data-monthly/data-annual pair is no annual price when the page's switch is not about billing", () => {
    const c = (name: string, shown: number, other: number) => `<div class="col"><h4>${name}</h4><p><span>$</span><span class="price" data-annual="${other}" data-monthly="${shown}">${shown.toLocaleString("en-US")}</span><span>/mo</span></p><a href="/c">Call</a></div>`;
    const html = `<main><form><span>Helpdesk only</span><input type="checkbox" checked><span>Managed</span></form><div class="row">${c("Starter", 3300, 1900)}${c("Business", 4100, 2700)}</div></main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.annual_amount])).toEqual([["Starter", 3300, null], ["Business", 4100, null]]);
    const billing = html.replace("Helpdesk only", "Monthly").replace("Managed", "Annually").replace(" checked", "");
    expect(read(billing).plans.map((p) => [p.name, p.amount, p.annual_amount])).toEqual([["Starter", 3300, 1900], ["Business", 4100, 2700]]);
  });

  test("a price per a unit of its own keeps no period; per additional patient and credits included are no plan prices", () => {
    const html = grid(card("Session", "¥15,000〜 / 回"), card("Support", "¥30,000〜 / 月"));
    expect(read(html).plans.map((p) => [p.name, p.period])).toEqual([["Session", null], ["Support", "month"]]);
    const extras = grid(
      card("S", "€ 125 / Month", "<ul><li>50 patients included, every additional patient is billed 20€/year</li></ul>"),
      card("M", "€ 199 / Month", "<ul><li>$25 Marketplace Credit</li></ul>"),
    );
    expect(rows(extras).map((r) => [r[0], r[1], r[3]])).toEqual([["S", 125, "month"], ["M", 199, "month"]]);
  });

  test("a contact-sales plan in the next section, named and with bullets, joins the grid; a 'Need more?' box does not", () => {
    const grid2 = `<section><div class="wrap">${card("Micro", "$2")}${card("Small", "$5")}</div></section>`;
    const plan = `<section class="alt"><h3>Superhero</h3><p>A plan made for you. Contact us and we'll get on it.</p><ul><li>550+ connections</li></ul><a href="/contact">Contact us</a></section>`;
    expect(read(`<main>${grid2}${plan}</main>`).plans.map((p) => [p.name, p.contact_sales])).toEqual([["Micro", false], ["Small", false], ["Superhero", true]]);
    const box = `<section class="alt"><h3>Need something different?</h3><p>Let's talk.</p><a href="/contact">Contact us</a></section>`;
    expect(read(`<main>${grid2}${box}</main>`).plans.map((p) => p.name)).toEqual(["Micro", "Small"]);
  });

  test("a list price struck by a class named for it ('promo-price-old'); a zero promotion beside it is no free plan", () => {
    const html = grid(card("Inbox", `<span class="promo-price-old">$69</span> <span class="promo-price-free">$0</span> / listing / mo`), card("Revenue", "$49 / listing / mo"));
    const facts = read(html);
    expect(facts.plans.map((p) => [p.name, p.amount, p.list_amount, p.free])).toEqual([["Inbox", 0, 69, false], ["Revenue", 49, null, false]]);
  });

  test("a heading names a plan in up to seven words; 'New' opens a name unless a capitalised name follows it", () => {
    const html = grid(card("New issues", "Free"), card("An issue for your own topic", "₽500 per month"), card("A briefing system in your Git", "₽10,000 one-time"));
    expect(read(html).plans.map((p) => p.name)).toEqual(["New issues", "An issue for your own topic", "A briefing system in your Git"]);
  });
});

describe("sixth round: lists folded away, net prices, summaries, labels", () => {
  const row = (name: string, price: string) => `<article class="pr-row"><div><h3>${name}</h3><p>What it includes.</p></div><p class="pr-price">${price}</p></article>`;
  test("a <details> that folds the full price list away (its summary no question) is read; a question's answer is not", () => {
    const folded = `<main><details><summary>Show all packages and prices</summary><div class="list">${row("Setup", "<span>446,25 €</span><span>375 € netto</span><span>einmalig</span>")}${row("Care", "<span>523,60 € / Monat</span><span>440 € netto</span><span>zzgl. 523,60 € zum Start</span>")}</div></details></main>`;
    expect(rows(folded)).toEqual([
      ["Setup", 446.25, "EUR", "one_time", false],
      ["Care", 523.6, "EUR", "month", false],
    ]);
    const faq = `<main>${grid(card("Solo", "$9/month"), card("Team", "$19/month"))}<details><summary>Is there a discount?</summary><div><h4>Students</h4><p>$5/month</p><h4>NGOs</h4><p>$4/month</p></div></details></main>`;
    expect(rows(faq).map((r) => r[0])).toEqual(["Solo", "Team"]);
  });

  test("cards that restate the full list's prices under other names are a summary, not more plans", () => {
    const html = `<main><section><div class="ways">${card("Hand it over", "from 464,10 € / Monat")}${card("Just content", "from 523,60 € / Monat")}</div></section>
      <section><div class="list">${card("Done-for-you", "464,10 € / Monat")}${card("Care Basic", "523,60 € / Monat")}${card("Care Plus", "749,70 € / Monat")}</div></section></main>`;
    expect(rows(html).map((r) => r[0])).toEqual(["Done-for-you", "Care Basic", "Care Plus"]);
  });

  test("a one-word label above a longer title names the plan; above a one-word title it does not", () => {
    const c = (label: string, title: string, price: string) => `<article class="plan"><span class="plan-label">${label}</span><h3>${title}</h3><p>${price}</p><a href="/d">Download</a></article>`;
    expect(rows(`<main><div class="grid">${c("Free", "Acme POS", "Free")}${c("Pro", "Acme POS Pro", "$3.99 / month")}</div></main>`).map((r) => r[0])).toEqual(["Free", "Pro"]);
    expect(rows(`<main><div class="grid">${c("Solo", "Starter", "$5 / month")}${c("Teams", "Business", "$9 / month")}</div></main>`).map((r) => r[0])).toEqual(["Starter", "Business"]);
  });
});

describe("sixth round: packs and unit prices inside a card", () => {
  test("a bare price over the credits it buys is a pack paid once; the price per unit beside it is no plan price", () => {
    const html = grid(card("Starter", "$149", "<p>10 assessment credits</p>"), card("Team", "$599", "<p>50 assessment credits</p>"));
    expect(rows(html).map((r) => [r[0], r[1], r[3]])).toEqual([["Starter", 149, "one_time"], ["Team", 599, "one_time"]]);
    const packs = `<main><p>No subscription.</p><div class="grid">${card("5-pack", "$749", "<p>5 listings · $150/listing</p>")}${card("20-pack", "$2499", "<p>20 listings · $125/listing</p>")}</div></main>`;
    expect(rows(packs).map((r) => [r[0], r[1], r[3]])).toEqual([["5-pack", 749, "one_time"], ["20-pack", 2499, "one_time"]]);
  });

  test("a net price standing alone is the price", () => {
    expect(rows(grid(card("Pakiet START", "od 199 zł netto / miesiąc"), card("Pakiet PLUS", "od 349 zł netto / miesiąc"))).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ["Pakiet START", 199, "PLN", "month"],
      ["Pakiet PLUS", 349, "PLN", "month"],
    ]);
  });
});

describe("sixth round: what is no feature (monitoring on real page versions)", () => {
  test("icon-font ligatures are no text; a cross mark is no part of a name; trials, prices and SLA bands are no features", () => {
    const html = grid(
      card("Free", "$0/month", `<ul><li><span class="ss-icon">check</span> Visual reports</li><li>✖ Harmonics editor</li><li>7 day free trial</li><li>Cancel anytime</li></ul>`),
      card("Pro", "$9/month", `<ul><li><i class="material-icons">done</i>Harmonics editor</li><li>Pro — $39 USD/mes</li><li>Free trial for 2 months</li></ul>`),
    );
    const facts = read(html);
    expect(facts.features.map((f) => f.name)).toEqual(["Visual reports", "Harmonics editor"]);
    const sla = `<main>${grid(card("Lite", "€400/month"), card("Plus", "€880/month"))}<table><tr><th></th><th>Lite</th><th>Plus</th></tr><tr><th scope="row">99.0% – 99.9% Uptime</th><td>10%</td><td>10%</td></tr><tr><th scope="row">Below 95%</th><td>50%</td><td>50%</td></tr><tr><th scope="row">Audit log</th><td>✓</td><td>✓</td></tr></table></main>`;
    expect(read(sla).features.map((f) => f.name)).toEqual(["Audit log"]);
  });

  test("markup left in a meta description is not part of it", () => {
    const home = `<!doctype html><html><head><title>Vendor</title><meta name="description" content="&lt;p&gt;Vendor is billed by use, never by the seat.&lt;/p&gt;"></head><body><h1>Vendor</h1></body></html>`;
    expect(extractSite([{ url: "https://vendor.example/", html: home }], { strict: true }).description?.value).toBe("Vendor is billed by use, never by the seat.");
  });
});

describe("sixth round: prices by time", () => {
  test("a card's rate per hour or day is its plan's price with no period (never monthly); a cent rate per hour is usage", () => {
    const html = grid(card("Junior", `79€<small>/hour</small>`), card("Senior", `129€<small>/hour</small>`), card("Day pass", "$5 per day"));
    expect(read(html).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.inferred])).toEqual([
      ["Junior", 79, "EUR", null, ["period"]],
      ["Senior", 129, "EUR", null, ["period"]],
      ["Day pass", 5, "USD", null, ["period"]],
    ]);
    const compute = grid(card("Small VM", "$0.05/hour"), card("Large VM", "$0.40/hour"));
    expect(read(compute).plans).toEqual([]);
  });
});
