/**
 * The rules added for real pricing pages (docs/intel.md, "Rules from the real-like corpus"), each
 * on a small page of our own: what a page shows around its plan cards that must not change them
 * (tables, sibling sections, other tabs, other products), and what it says elsewhere that does
 * (trial sentences, per-user notes, asides with the monthly price).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const read = (body: string, head = "") => extractSite([{ url: "https://vendor.example/pricing", html: `<!doctype html><html><head><title>Pricing | Vendor</title>${head}</head><body>${body}</body></html>` }], { strict: true });
const rows = (body: string, head = "") => read(body, head).plans.map((p) => [p.name, p.amount, p.annual_amount, p.period, p.per_user, p.contact_sales, p.trial_days]);
const card = (name: string, price: string, extra = "") => `<div class="card"><h3>${name}</h3><p>${price}</p>${extra}<a href="/signup">Get started</a></div>`;

describe("what sits around the cards", () => {
  test("prices in a table never make cards of its rows; a section beside the grid is no card", () => {
    const html = `<main><div class="grid">${card("Pro", "$20/mo")}${card("Org", "$55/mo")}</div>
      <section id="ai"><div class="banner"><h2>Vendor AI</h2><p>Add AI to any paid plan.</p><p>$6 per seat/month</p></div></section>
      <section><h2>Compare plans</h2><table><thead><tr><th></th><th>Pro</th><th>Org</th></tr></thead><tbody><tr><th scope="row">Full seat</th><td>$20/mo</td><td>$55/mo</td></tr><tr><th scope="row">Dev seat</th><td>$12/mo</td><td>$25/mo</td></tr></tbody></table></section></main>`;
    expect(rows(html)).toEqual([
      ["Pro", 20, null, "month", false, false, null],
      ["Org", 55, null, "month", false, false, null],
    ]);
  });

  test("an inactive ARIA tab panel (hidden by a stylesheet only) is another audience's; a Webflow inactive pane likewise", () => {
    const aria = `<main><div role="tablist"><button role="tab" id="t1" aria-selected="true" aria-controls="p1">Personal</button><button role="tab" id="t2" aria-selected="false" aria-controls="p2">Business</button></div>
      <div id="p1" role="tabpanel"><div class="grid">${card("Individual", "$3/mo")}${card("Families", "$5/mo")}</div></div>
      <div id="p2" role="tabpanel"><div class="grid">${card("Teams", "$20/mo")}${card("Business", "$8/user/mo")}</div></div></main>`;
    expect(rows(aria).map((r) => r[0])).toEqual(["Individual", "Families"]);
    const webflow = `<main><div class="w-tabs"><div class="w-tab-content"><div data-w-tab="Sites" class="w-tab-pane w--tab-active"><div class="grid">${card("Basic", "$14/mo")}${card("CMS", "$23/mo")}</div></div>
      <div data-w-tab="Workspaces" class="w-tab-pane"><div class="grid">${card("Core", "$19/seat/mo")}${card("Growth", "$49/seat/mo")}</div></div></div></div></main>`;
    expect(rows(webflow).map((r) => r[0])).toEqual(["Basic", "CMS"]);
  });

  test("a hidden panel that repeats the visible plans is the other billing side", () => {
    const html = `<main><div role="tablist"><a role="tab" id="y" aria-selected="true" aria-controls="py">Yearly</a><a role="tab" id="m" aria-selected="false" aria-controls="pm">Monthly</a></div>
      <div id="py" role="tabpanel" aria-labelledby="y"><div class="grid">${card("Solo", "$8/mo")}${card("Team", "$16/mo")}</div></div>
      <div id="pm" role="tabpanel" aria-labelledby="m"><div class="grid">${card("Solo", "$10/mo")}${card("Team", "$20/mo")}</div></div></main>`;
    expect(rows(html)).toEqual([
      ["Solo", 10, 8, "month", false, false, null],
      ["Team", 20, 16, "month", false, false, null],
    ]);
  });

  test("another product's tier ladder is dropped; a second row of other tiers is kept", () => {
    const ladder = `<main><div class="grid">${card("Hub Starter", "$15/mo")}${card("Hub Professional", "$800/mo")}${card("Hub Enterprise", "$3,600/mo")}</div>
      <h2>Get more with the Platform</h2><div class="grid">${card("Starter Platform", "$20/mo")}${card("Professional Platform", "$1,300/mo")}</div></main>`;
    expect(rows(ladder).map((r) => r[0])).toEqual(["Hub Starter", "Hub Professional", "Hub Enterprise"]);
    const audiences = `<main><h2>Personal</h2><div class="grid">${card("Basic", "$0")}${card("Plus", "$10/mo")}${card("Essentials", "$17/mo")}</div>
      <h2>Teams</h2><div class="grid">${card("Business", "$15/user/mo")}${card("Business Plus", "$24/user/mo")}</div></main>`;
    expect(rows(audiences).map((r) => r[0])).toEqual(["Basic", "Plus", "Essentials", "Business", "Business Plus"]);
  });

  test("a contact-sales block beside the grid is a plan; a CTA banner there is not", () => {
    const html = `<main><div class="grid">${card("Pro", "$10/mo")}${card("Team", "$20/mo")}</div><div class="ent"><h3>Enterprise</h3><p>For large organizations.</p><a href="/sales">Contact sales</a></div></main>`;
    expect(rows(html).map((r) => [r[0], r[5]])).toEqual([["Pro", false], ["Team", false], ["Enterprise", true]]);
    const banner = `<main><div class="grid">${card("Pro", "$10/mo")}${card("Team", "$20/mo")}</div><div class="cta"><h3>Questions?</h3><a href="/sales">Contact sales</a></div></main>`;
    expect(rows(banner).map((r) => r[0])).toEqual(["Pro", "Team"]);
  });

  test("a card's own <header> in markup without <main> is not the page's header", () => {
    const html = `<div id="root"><div class="wrap"><div class="grid"><div class="card"><header><h3>Solo</h3><p>$9/mo</p></header><a href="/">Buy</a></div><div class="card"><header><h3>Team</h3><p>$29/mo</p></header><a href="/">Buy</a></div></div></div></div>`;
    expect(rows(html).map((r) => [r[0], r[1]])).toEqual([["Solo", 9], ["Team", 29]]);
  });

  test("on a pay-as-you-go page, fee blocks with nothing to click and sub-cent prices are not plans", () => {
    const html = `<main><table><tr><th>Type</th><th>Price</th></tr><tr><td>Outbound</td><td>$0.0083 per message</td></tr><tr><td>Inbound</td><td>$0.0083 per message</td></tr></table>
      <table><tr><th>Volume</th><th>Outbound</th><th>Inbound</th></tr><tr><td>First 150,000</td><td>$0.0083</td><td>$0.0083</td></tr><tr><td>Next 150,000</td><td>$0.0081</td><td>$0.0081</td></tr></table>
      <div class="cards"><div class="c"><h3>Local numbers</h3><p>$1.15 /mo</p></div><div class="c"><h3>Toll-free numbers</h3><p>$2.15 /mo</p></div></div></main>`;
    const facts = read(html);
    expect(facts.plans).toEqual([]);
    expect(facts.pricing_model).toBe("usage-based");
    expect(facts.usage_prices[0].value).toBe("$0.0083 per message");
  });
});

describe("what the page says elsewhere", () => {
  test("trial sentences name plans (longest name first); an unnamed length goes to cards offering a trial", () => {
    const named = `<main><p>Free 14-day trial of Business + AI. Try Starter free for 30 days.</p><div class="grid">${card("Starter", "$10/mo", "<p>Try for free</p>")}${card("Business", "$15/mo", "<p>Try for free</p>")}${card("Business + AI", "$20/mo")}</div></main>`;
    expect(rows(named).map((r) => [r[0], r[6]])).toEqual([["Starter", 30], ["Business", null], ["Business + AI", 14]]);
    const unnamed = `<main><p>Start your free 14-day trial. No credit card required.</p><div class="grid">${card("Free", "$0")}${card("Plus", "$9/mo", "<a>Start free trial</a>")}${card("Max", "$19/mo", "<a>Buy now</a>")}</div></main>`;
    expect(rows(unnamed).map((r) => [r[0], r[6]])).toEqual([["Free", null], ["Plus", 14], ["Max", null]]);
  });

  test("'($6 billed monthly)' after 'billed annually', a struck monthly price, 'seat / month', a per-user note", () => {
    expect(rows(`<main><div class="grid">${card("Standard", "$5 USD per user/month if billed annually ($6 billed monthly)")}${card("Premium", "$10 USD per user/month if billed annually ($12.50 billed monthly)")}</div></main>`)).toEqual([
      ["Standard", 6, 5, "month", true, false, null],
      ["Premium", 12.5, 10, "month", true, false, null],
    ]);
    expect(rows(`<main><div class="grid">${card("Free", "$0")}${card("Pro", "<s>$30</s> $12 USD/member/month</p><p>Billed annually as $144 USD")}</div></main>`)[1]).toEqual(["Pro", 30, 12, "month", true, false, null]);
    expect(rows(`<main><div class="grid">${card("Basic", "$9</p><p>seat / month")}${card("Pro", "$19</p><p>seat / month")}</div></main>`).map((r) => r[4])).toEqual([true, true]);
    expect(rows(`<main><section><p>All prices are per user per month.</p><div class="grid">${card("Basic", "$8")}${card("Pro", "$16")}</div></section></main>`).map((r) => r[4])).toEqual([true, true]);
  });

  test("structured data: tiers and '$15k/yr' in app state, yearly and billed-annually JSON-LD offers beside monthly cards", () => {
    const state = { props: { pageProps: { plans: [{ name: "Pro", tiers: [{ tasks: 750, price: { monthly: 29.99, annually: 19.99 } }, { tasks: 2000, price: { monthly: 73.5, annually: 49 } }] }, { name: "Enterprise", startingPrice: "$15k/yr" }] } } };
    const next = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`;
    expect(rows(`<main><div class="grid">${card("Pro", "$19.99/mo</p><p>billed annually")}${card("Enterprise", "Starts at $15k/yr")}</div></main>${next}`)).toEqual([
      ["Pro", 29.99, 19.99, "month", false, false, null],
      ["Enterprise", 15000, 1250, "year", false, false, null],
    ]);
    const ld = { "@context": "https://schema.org", "@type": "Product", name: "Vendor", offers: [{ "@type": "Offer", name: "Pro", price: "120", priceCurrency: "USD", priceSpecification: { "@type": "UnitPriceSpecification", price: "120", priceCurrency: "USD", billingDuration: "P1Y" } }, { "@type": "Offer", name: "Team", price: "7", priceCurrency: "USD", priceSpecification: { "@type": "UnitPriceSpecification", price: "7", priceCurrency: "USD", unitText: "per member per month, billed annually" } }] };
    const head = `<script type="application/ld+json">${JSON.stringify(ld)}</script>`;
    expect(rows(`<main><div class="grid"><div class="card"><h3>Pro</h3><p data-period="year">$120/year</p><p data-period="month" hidden>$15/month</p><a>Buy</a></div><div class="card"><h3>Team</h3><p><span>$7</span><span hidden>$10</span> per member per month</p><a>Buy</a></div></div></main>`, head)).toEqual([
      ["Pro", 15, 10, "month", false, false, null],
      ["Team", 10, 7, "month", true, false, null],
    ]);
  });

  test("German, French and Japanese cards: free, contact, trials, per-user words, month and year marks", () => {
    expect(rows(`<main><div class="grid">${card("Basis", "Kostenlos")}${card("Pro", "12 € pro Nutzer/Monat", "<p>14 Tage kostenlos testen</p>")}${card("Konzern", "Individuell")}</div></main>`)).toEqual([
      ["Basis", 0, null, "month", false, false, null],
      ["Pro", 12, null, "month", true, false, 14],
      ["Konzern", null, null, null, false, true, null],
    ]);
    expect(rows(`<main><div class="grid">${card("Découverte", "Gratuit")}${card("Pro", "12 € HT par utilisateur/mois", "<p>Essai gratuit de 30 jours</p>")}${card("Entreprise", "Sur devis")}</div></main>`).map((r) => [r[0], r[1], r[4], r[5], r[6]])).toEqual([
      ["Découverte", 0, false, false, null],
      ["Pro", 12, true, false, 30],
      ["Entreprise", null, false, true, null],
    ]);
    expect(rows(`<main><div class="grid">${card("プロ", "¥1,650/月")}${card("ビジネス", "¥19,800/年")}</div></main>`).map((r) => [r[1], r[3]])).toEqual([[1650, "month"], [19800, "year"]]);
  });
});

/** Rules from the second held-out round (docs/intel.md, "Rules from the second round"). */
describe("second round: billing words, trials, structured prices", () => {
  test("'Annual, billed monthly' is the annual plan's price; 'billed monthly or annually' is one price both ways", () => {
    const merch = (name: string, price: string) => `<div class="merch-card"><h3>${name}</h3><p><span class="price">${price}</span><span>/mo</span></p><p class="plan-type">Annual, billed monthly</p><a href="/buy">Buy now</a></div>`;
    expect(rows(`<main><div class="grid">${merch("Photo", "US$19.99")}${merch("All Apps", "US$69.99")}</div></main>`)).toEqual([
      ["Photo", 19.99, 19.99, "month", false, false, null],
      ["All Apps", 69.99, 69.99, "month", false, false, null],
    ]);
    // A toggle's two sides one after the other ("Billed annually" / "Billed monthly") are not an annual commitment.
    const sides = (name: string, y: string, m: string) => `<div class="card"><h3>${name}</h3><p><span class="price--annual">${y}</span><span class="price--monthly" style="display:none">${m}</span>/mo</p><p><span>Billed annually</span><span style="display:none">Billed monthly</span></p><a href="/go">Get started</a></div>`;
    expect(rows(`<main><div class="grid">${sides("Basic", "$16", "$25")}${sides("Core", "$23", "$36")}</div></main>`).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Basic", 25, 16],
      ["Core", 36, 23],
    ]);
    expect(rows(`<main><div class="grid">${card("Starter", "$25 USD/user/month (billed monthly or annually)")}${card("Pro", "$100 USD/user/month (billed annually)")}</div></main>`)).toEqual([
      ["Starter", 25, 25, "month", true, false, null],
      ["Pro", 100, 100, "month", true, false, null],
    ]);
  });

  test("a note above the grid that says the prices are billed yearly makes them the annual side; an offer does not", () => {
    const grid = `<div class="grid">${card("Light", "€17/mo")}${card("Core", "€29/mo")}</div>`;
    expect(rows(`<main><section><h1>Plans</h1><p>Prices shown are per month, billed yearly. VAT may apply.</p></section><section><div>${grid}</div></section></main>`).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Light", 17, 17],
      ["Core", 29, 29],
    ]);
    expect(rows(`<main><section><h1>Plans</h1><p>Pay annually and get 2 months free.</p><p>Save 20% when prices are billed yearly.</p></section><section><div>${grid}</div></section></main>`).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Light", 17, null],
      ["Core", 29, null],
    ]);
  });

  test("trials given in months and a bare 'Start trial' call to action", () => {
    expect(rows(`<main><div class="grid">${card("Basic", "$6.00 user/month, paid yearly", "<a href='/t'>Try free for one month</a>")}${card("Apps", "$8.25 user/month, paid yearly")}</div></main>`).map((r) => [r[0], r[6]])).toEqual([
      ["Basic", 30],
      ["Apps", null],
    ]);
    const trial = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price} per user / month</p><a href="/signup">Start trial</a></div>`;
    expect(rows(`<main><p>Try it free for 14 days.</p><div class="grid">${trial("Starter", "$7")}${trial("Standard", "$14")}${card("Enterprise", "Contact sales")}</div></main>`).map((r) => [r[0], r[6]])).toEqual([
      ["Starter", 14],
      ["Standard", 14],
      ["Enterprise", null],
    ]);
    // "3 months free" is a promotion, not a trial.
    expect(rows(`<main><p>Get 3 months free when you run payroll.</p><div class="grid">${card("Simple", "$49/mo")}${card("Plus", "$80/mo")}</div></main>`).map((r) => r[6])).toEqual([null, null]);
  });

  test("app-state prices keyed by currency: the page's currency, else the first listed", () => {
    const state = (prices: string, extra = "") => `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{${extra}"pricing":[{"planName":"Team","prices":${prices.replace(/T/g, "55").replace(/M/g, "69")}},{"planName":"Pro","prices":${prices.replace(/T/g, "115").replace(/M/g, "149")}}]}}}</script>`;
    const grid = `<div class="grid">${card("Team", "$55 per agent/month billed annually")}${card("Pro", "$115 per agent/month billed annually")}</div>`;
    const byCurrency = `{"GBP":{"annually":1,"monthly":2},"USD":{"annually":T,"monthly":M}}`;
    expect(rows(`<main>${grid}</main>${state(byCurrency, '"defaultCurrency":"USD",')}`).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Team", 69, 55],
      ["Pro", 149, 115],
    ]);
    expect(read(`<main>${grid}</main>${state(`{"USD":{"annually":T,"monthly":M},"EUR":{"annually":1,"monthly":2}}`)}`).plans.map((p) => [p.amount, p.currency])).toEqual([
      [69, "USD"],
      [149, "USD"],
    ]);
  });
});

describe("second round: what is not a plan", () => {
  test("fees priced per verification, per screened transaction, with a cap or as a percentage are usage, not plans", () => {
    const row = (name: string, price: string, unit: string) => `<div class="row"><h3>${name}</h3><p><strong>${price}</strong></p><p>${unit}</p></div>`;
    const facts = read(`<main><div class="rows">${row("Payments", "2.9% + 30¢", "per successful card charge")}${row("ACH", "0.8%", "$5.00 cap")}${row("Radar", "$0.05", "per screened transaction")}${row("Identity", "$1.50", "per verification")}${row("Connect", "$2", "per monthly active account")}</div></main>`);
    expect(facts.plans).toEqual([]);
    expect(facts.pricing_model).toBe("usage-based");
    expect(facts.usage_prices.map((u) => u.value)).toEqual(["$0.05 per screened transaction", "$1.50 per verification", "$2 per monthly active account", "2.9% + 30¢ per successful card charge"]);
    // "100% uptime" and "Save 20% on annual billing" are no fees.
    expect(read(`<main><p>100% uptime on every order</p><p>Save 20% on annual billing</p></main>`).usage_prices).toEqual([]);
  });

  test("a grid of tiles that each link to another page is a product directory, in the markup and in app state", () => {
    const tile = (name: string, price: string) => `<a class="tile" href="/pricing/${name.toLowerCase()}"><h3>${name}</h3><p>Starting at <strong>${price}</strong></p></a>`;
    const state = `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"productCards":[{"title":"Droplets","startingPrice":"$4/mo"},{"title":"Kubernetes","startingPrice":"$12/mo"}]}}}</script>`;
    const facts = read(`<main><div class="grid">${tile("Droplets", "$4/mo")}${tile("Kubernetes", "$12/mo")}</div><table><tr><th>Plan</th><th>Storage</th><th>Price</th></tr><tr><td>Spaces</td><td>250 GiB, then $0.02/GiB</td><td>$5/mo</td></tr></table></main>${state}`);
    expect(facts.plans).toEqual([]);
    // Plan cards that link to sign-up pages stay plans.
    const plan = (name: string, price: string) => `<a class="tile" href="/signup?plan=${name.toLowerCase()}"><h3>${name}</h3><p>${price}</p></a>`;
    expect(rows(`<main><div class="grid">${plan("Solo", "$9/mo")}${plan("Team", "$29/mo")}</div></main>`).map((r) => r[0])).toEqual(["Solo", "Team"]);
  });
});

describe("second round: around the cards", () => {
  test("a base price plus a per-person price is a flat price; a lone priced plan block beside the grid is a plan", () => {
    const base = (name: string, b: string, per: string) => `<div class="card"><h3>${name}</h3><div class="price"><span>${b}/mo</span><span>plus ${per}/mo per person</span></div><a href="/signup">Get started</a></div>`;
    const html = `<main><section class="plans"><div class="cards">${base("Simple", "$49", "$6")}${base("Plus", "$80", "$12")}</div></section>
      <section class="contractor"><div><h3>Contractor Only</h3><p>Only paying contractors?</p></div><div><span>$35/mo</span> <span>plus $6/mo per person</span></div><a href="/signup?plan=contractor">Get started</a></section>
      <section><h2>Compare</h2><table><tr><th></th><th>Simple</th><th>Plus</th></tr><tr><th scope="row">Base price</th><td>$49/mo</td><td>$80/mo</td></tr><tr><th scope="row">Price per person</th><td>$6/mo</td><td>$12/mo</td></tr></table></section></main>`;
    expect(rows(html)).toEqual([
      ["Simple", 49, null, "month", false, false, null],
      ["Plus", 80, null, "month", false, false, null],
      ["Contractor Only", 35, null, "month", false, false, null],
    ]);
  });

  test("beside the grid, a hero's offer and a row of bundles are not a lone plan (the bundles repeat the tiers: another product)", () => {
    const hero = `<section class="hero"><h1>Pick a plan</h1><p>Start free, then $1/month for 3 months.</p><button>Pay monthly</button></section>`;
    const bundles = `<section><h2>Get more with the platform</h2><div class="bundles"><div class="b"><h3>Starter Platform</h3><p>$15/mo</p><a href="/b1">See bundle</a></div><div class="b"><h3>Pro Platform</h3><p>$1,300/mo</p><a href="/b2">See bundle</a></div></div></section>`;
    const html = `<main>${hero}<section class="plans"><div class="grid">${card("Starter", "$20/mo")}${card("Pro", "$890/mo")}</div></section>${bundles}</main>`;
    expect(rows(html).map((r) => r[0])).toEqual(["Starter", "Pro"]);
    // The same offer under an h2 of its own, in a sentence, is no plan either.
    expect(rows(`<main><section><h2>Trial offer</h2><p>Start free, then $1/month for 3 months.</p><a href="/go">Start</a></section><section><div class="grid">${card("Starter", "$20/mo")}${card("Pro", "$890/mo")}</div></section></main>`).map((r) => r[0])).toEqual(["Starter", "Pro"]);
  });
});

describe("second round: signals", () => {
  test("a customer count with describing words, and a free plan named in a sentence", () => {
    const kinds = (body: string) => read(body).signals.map((s) => [s.kind, s.value]);
    expect(kinds(`<main><h2>Join 180,000+ small businesses that use Vendor</h2></main>`)).toContainEqual(["customer_count", 180000]);
    expect(kinds(`<main><p>Looking for a free option? Sign up for our free BASIC plan.</p></main>`).map((k) => k[0])).toContain("free_plan");
    // A plan's limit, or a count of something else, is still no customer count.
    expect(kinds(`<main><p>Free for up to 10 active users.</p></main>`).map((k) => k[0])).not.toContain("customer_count");
    expect(kinds(`<main><p>More than 500 templates for teams.</p></main>`).map((k) => k[0])).not.toContain("customer_count");
  });
});

/** Rules from the third held-out round (docs/intel.md, "Rules from the third round"). */
describe("third round: what a price is per, and what costs nothing", () => {
  test("'per host' is a machine, 'per Doc Maker' a seat, and 'not per agent' beside the grid says nothing", () => {
    expect(rows(`<main><div class="grid">${card("Pro", "$15</p><p>per host, per month")}${card("Enterprise", "$23</p><p>per host, per month")}</div></main>`).map((r) => r[4])).toEqual([false, false]);
    expect(rows(`<main><div class="grid">${card("Pro", "$10</p><p>/mo per Doc Maker")}${card("Team", "$30</p><p>/mo per Doc Maker")}</div></main>`).map((r) => r[4])).toEqual([true, true]);
    // A lower-case word between "per" and the user word is no seat name ("per month for 3 users" is a bundle).
    expect(rows(`<main><div class="grid">${card("Mini", "€45/month per workspace")}${card("Plus", "€95/month per workspace")}</div></main>`).map((r) => r[4])).toEqual([false, false]);
    expect(rows(`<main><section><p>Flat pricing per workspace, not per agent.</p><div class="grid">${card("Mini", "€45/month")}${card("Plus", "€95/month")}</div></section></main>`).map((r) => r[4])).toEqual([false, false]);
    expect(rows(`<main><section><p>No per-seat fees, ever.</p><div class="grid">${card("Mini", "$45/month")}${card("Plus", "$95/month")}</div></section></main>`).map((r) => r[4])).toEqual([false, false]);
  });

  test("'$0/mo base price + usage' and a plan named Pay-as-you-go are not free plans; the free plan beside them is", () => {
    const facts = read(`<main><div class="grid">${card("Free", "$0/mo", "<p>No credit card required</p>")}${card("Pay-as-you-go", "$0/mo base price</p><p>+ usage beyond the free tier")}</div><table><tr><th>Product</th><th>Then</th></tr><tr><td>Events</td><td>$0.00005/event</td></tr><tr><td>Recordings</td><td>$0.005/recording</td></tr><tr><td>Requests</td><td>$0.0001/request</td></tr></table></main>`);
    expect(facts.plans.map((p) => [p.name, p.amount, p.free])).toEqual([
      ["Free", 0, true],
      ["Pay-as-you-go", 0, false],
    ]);
    expect(facts.pricing_model).toBe("usage-based");
  });
});

describe("third round: around the cards", () => {
  test("a 'calculator' section that wraps the plan cards is the pricing section; an estimate calculator is still none", () => {
    const html = `<main><section class="pricing-calculator"><div class="slider"><label>Emails per month</label><input type="range"><p>10,000 emails</p></div><div class="plans">${card("Basic", "$15/month", "<p>Additional emails: $1.80 per 1,000</p>")}${card("Pro", "$16.50/month", "<p>Additional emails: $1.30 per 1,000</p>")}</div></section></main>`;
    const facts = read(html);
    expect(facts.plans.map((p) => [p.name, p.amount])).toEqual([
      ["Basic", 15],
      ["Pro", 16.5],
    ]);
    expect(facts.usage_prices.map((u) => u.value)).toEqual(["$1.80 per 1,000", "$1.30 per 1,000"]);
    const estimate = `<main><div class="grid">${card("Solo", "$9/mo")}${card("Team", "$29/mo")}</div><section class="calculator-section"><h2>Estimate your bill</h2><div class="calc"><div><h3>10 seats</h3><p>$129/month</p><button>Recalculate</button></div><div><h3>20 seats</h3><p>$229/month</p><button>Recalculate</button></div></div></section></main>`;
    // An estimate's rows have headings, prices and buttons too, but their headings are quantities, not plan names.
    expect(rows(estimate).map((r) => r[0])).toEqual(["Solo", "Team"]);
  });

  test("a trial the page offers with no card offering it goes to every paid plan; when cards offer it, only to them", () => {
    const buy = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><a href="/buy">Buy now</a></div>`;
    expect(rows(`<main><p>Get a 15-day free trial. No credit card required.</p><div class="grid">${buy("Standard", "₹800/user/month")}${buy("Professional", "₹1,400/user/month")}${card("Enterprise", "Contact sales")}</div></main>`).map((r) => [r[0], r[6]])).toEqual([
      ["Standard", 15],
      ["Professional", 15],
      ["Enterprise", null],
    ]);
    expect(rows(`<main><p>Try it free for 30 days.</p><div class="grid">${card("Free", "$0")}${buy("Lite", "$21/mo")}</div></main>`).map((r) => [r[0], r[6]])).toEqual([
      ["Free", null],
      ["Lite", 30],
    ]);
  });

  test("a priced card in a row with a 'Free' twin, inside a page of priced sections, is the row's plan; a box priced elsewhere is none", () => {
    const section = (title: string, inner: string) => `<section class="pricing-section"><h2>${title}</h2>${inner}</section>`;
    const html = `<main>${section("Vendor", `<div class="grid"><div class="card"><h3>Personal</h3><p>Free</p><a href="/download">Download</a></div><div class="card"><h3>Commercial</h3><p>$50/user/year</p><a href="/buy">Buy license</a></div></div>`)}
      ${section("Support development", `<div class="box"><h3>Catalyst</h3><p>Early access with a one-time payment from $25.</p><a href="/support">Become a supporter</a></div>`)}</main>`;
    expect(rows(html)).toEqual([
      ["Personal", 0, null, "month", false, false, null],
      ["Commercial", 50, 4.17, "year", true, false, null],
    ]);
  });

  test("a looping carousel's clones neither reorder nor repeat the plans", () => {
    const slide = (cls: string, inner: string) => `<div class="swiper-slide ${cls}">${inner}</div>`;
    const html = `<main><div class="swiper"><div class="swiper-wrapper">${slide("swiper-slide-duplicate", card("Team", "$20/mo"))}${slide("", card("Pro", "$10/mo"))}${slide("", card("Team", "$20/mo"))}${slide("swiper-slide-duplicate", card("Pro", "$10/mo"))}</div></div></main>`;
    expect(rows(html).map((r) => [r[0], r[1]])).toEqual([
      ["Pro", 10],
      ["Team", 20],
    ]);
  });
});

describe("third round: promotions and tab panes", () => {
  test("'$2.99/mo for the first year' over 'Renews at $10.99/mo' in every card: a row of plans at the promotion, the renewal as list price", () => {
    const host = (name: string, now: string, renew: string) => `<div class="plan"><h3>${name}</h3><p>${now}/mo for the first year</p><p>Renews at ${renew}/mo</p><a href="/cart">Choose plan</a></div>`;
    expect(read(`<main><div class="plans">${host("Premium", "$2.99", "$10.99")}${host("Business", "$3.99", "$13.99")}</div></main>`).plans.map((p) => [p.name, p.amount, p.list_amount, p.period])).toEqual([
      ["Premium", 2.99, 10.99, "month"],
      ["Business", 3.99, 13.99, "month"],
    ]);
    // "then $10/mo" after a free trial is the price itself; after "$0 up to 500 contacts" it is no list price of a free plan.
    expect(read(`<main><div class="grid">${card("Pro", "Free for 14 days, then $10/mo")}${card("Team", "Free for 14 days, then $20/mo")}</div></main>`).plans.map((p) => [p.amount, p.list_amount])).toEqual([
      [10, null],
      [20, null],
    ]);
    expect(read(`<main><div class="grid">${card("Free", "$0</p><p>then $10/mo above 500 contacts")}${card("Pro", "$20/mo")}</div></main>`).plans.map((p) => [p.name, p.amount, p.list_amount])).toEqual([
      ["Free", 0, null],
      ["Pro", 20, null],
    ]);
    expect(rows(`<main><div class="grid">${card("Pro", "$8/mo</p><p>billed every 12 months")}${card("Team", "$16/mo</p><p>billed every 12 months")}</div></main>`).map((r) => r[2])).toEqual([8, 16]);
  });

  test("tab panes a stylesheet hides (Bootstrap's tab-pane without 'active') are other products; with no pane active, none is hidden", () => {
    const col = (name: string, price: string) => `<div class="col">${card(name, price)}</div>`;
    const panes = (active: string) => `<main><ul class="nav nav-tabs"><li><a class="nav-link active" href="#mk">Marketing</a></li><li><a class="nav-link" href="#sl">Sales</a></li></ul><div class="tab-content"><div class="tab-pane fade ${active}" id="mk"><div class="row">${col("Starter", "$15/mo")}${col("Pro", "$50/mo")}${col("Enterprise", "$150/mo")}</div></div><div class="tab-pane fade" id="sl"><div class="row">${col("Solo", "$20/mo")}${col("Team", "$60/mo")}</div></div></div></main>`;
    expect(rows(panes("show active")).map((r) => r[0])).toEqual(["Starter", "Pro", "Enterprise"]);
    expect(rows(panes("")).map((r) => r[0])).toEqual(["Starter", "Pro", "Enterprise", "Solo", "Team"]);
  });
});

describe("third round: the page's own stylesheet", () => {
  test("a toggle side hidden by a class of the page's <style> is the other side; a class shown again anywhere is not hidden", () => {
    const grid = `<div class="grid">${card("Pro", `<span class="css-a1">$10</span><span class="css-b2">$12</span>/mo`)}${card("Team", `<span class="css-a1">$20</span><span class="css-b2">$24</span>/mo`)}</div>`;
    expect(rows(`<main>${grid}</main>`, `<style>.css-a1{font-weight:700}.css-b2{display:none}</style>`).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Pro", 12, 10],
      ["Team", 24, 20],
    ]);
    // Shown on wide screens, or by a state class: not hidden, so both prices are on screen and read as they come.
    for (const sheet of [".css-b2{display:none}@media (min-width:768px){.css-b2{display:inline}}", ".css-b2{display:none}.is-monthly .css-b2{display:inline}"]) {
      expect(rows(`<main>${grid}</main>`, `<style>${sheet}</style>`).map((r) => [r[0], r[1], r[2]])).toEqual([
        ["Pro", 10, null],
        ["Team", 20, null],
      ]);
    }
    // A rule inside @media alone, or a print sheet, hides nothing.
    expect(rows(`<main>${grid}</main>`, `<style media="print">.css-b2{display:none}</style><style>@media (max-width:600px){.css-b2{display:none}}</style>`).map((r) => r[1])).toEqual([10, 20]);
  });

  test("a list price struck by a class of the page's <style> is the list price beside the promotion", () => {
    const promo = (name: string, was: string, now: string) => card(name, `<span class="jsx-9 was">${was}</span> ${now}/mo</p><p>Save 50% for 3 months`);
    expect(read(`<main><div class="grid">${promo("Simple Start", "$38", "$19")}${promo("Essentials", "$75", "$37.50")}</div></main>`, `<style>/* promo */ .pricing .was{text-decoration:line-through;opacity:.6}</style>`).plans.map((p) => [p.name, p.amount, p.list_amount])).toEqual([
      ["Simple Start", 19, 38],
      ["Essentials", 37.5, 75],
    ]);
  });
});

describe("third round: signals and features", () => {
  test("a free use that does not run out is a free plan; a customer count beside a magnitude counts; a tel: link to sales is a demo signal", () => {
    const kinds = (body: string) => read(body).signals.map((s) => [s.kind, s.value]);
    expect(kinds(`<main><p>Zoho CRM is free for up to 3 users, forever.</p></main>`).map((k) => k[0])).toContain("free_plan");
    expect(kinds(`<main><p>Start with a free developer account (100 emails per month, no expiration).</p></main>`).map((k) => k[0])).toContain("free_plan");
    expect(kinds(`<main><p>Your free trial never expires until you cancel.</p></main>`).map((k) => k[0])).not.toContain("free_plan");
    expect(kinds(`<main><h2>Join 75,000+ creators who have earned over $8 billion</h2></main>`)).toContainEqual(["customer_count", 75000]);
    expect(kinds(`<main><p>Over 1,000 users for $10 a month.</p></main>`).map((k) => k[0])).not.toContain("customer_count");
    expect(kinds(`<header><a href="tel:+18006831234">Talk to sales 1-800-683-1234</a></header><main><p>Plans</p></main>`).map((k) => k[0])).toContain("demo");
  });

  test("row headers of an ARIA compare grid are features", () => {
    const grid = `<div role="table"><div role="row"><span role="columnheader">Features</span><span role="columnheader">Pro</span></div><div role="row"><span role="rowheader">Conditional logic</span><span role="cell">✓</span></div></div>`;
    expect(read(`<main>${grid}</main>`).features.map((f) => f.name)).toContain("Conditional logic");
  });
});

/** Fifth round (docs/intel.md, "Rules from the fifth round: real pages"): markup patterns seen on real saved pages, rebuilt small. */
describe("fifth round: real pages", () => {
  test("a heading that carries the name and the price names the plan with the words before the price", () => {
    const list = `<main><ul class="tiers">
      <li><h2><b>Copper</b> $49</h2> Up to 5 hosts</li>
      <li><h2><b>Nickel</b> $149</h2> Up to 20 hosts</li>
      <li><h2><b>Custom</b> Starts at $600</h2> 40 hosts or more</li></ul></main>`;
    expect(rows(list).map((r) => [r[0], r[1]])).toEqual([["Copper", 49], ["Nickel", 149], ["Custom", 600]]);
    const blocks = `<main><div class="row">
      <div class="tier"><div class="title">Solo - Free</div><ul><li>Your own projects</li></ul></div>
      <div class="tier"><div class="title">Company - $12 per user, per month</div><ul><li>Shared projects</li><li>Audit trail</li></ul></div>
      <div class="tier"><div class="title">Self-hosted - $40 per user, per month</div><ul><li>Runs on your servers</li></ul></div></div></main>`;
    expect(rows(blocks).map((r) => [r[0], r[1], r[4]])).toEqual([["Solo", 0, false], ["Company", 12, true], ["Self-hosted", 40, true]]);
  });

  test("an emoji before a card's name is decoration", () => {
    const html = `<main><div class="grid">${card("🌱 Starter", "Free")}${card("⚡️ Plus", "$15/month")}</div></main>`;
    expect(rows(html).map((r) => r[0])).toEqual(["Starter", "Plus"]);
  });

  test("a capitalised plan name before 'License' is no per-user price; German 'pro Nutzer' still is", () => {
    const html = `<main><div class="grid">${card("Desk", "€199 one-time license", "<a>Buy Desk License</a>")}${card("Studio", "€399 one-time license Buy Pro License")}</div></main>`;
    expect(rows(html).map((r) => [r[0], r[3], r[4]])).toEqual([["Desk", "one_time", false], ["Studio", "one_time", false]]);
    const de = `<main><div class="grid">${card("Team", "9 € pro Nutzer / Monat")}${card("Firma", "19 € pro Nutzer / Monat")}</div></main>`;
    expect(rows(de).map((r) => r[4])).toEqual([true, true]);
  });

  test("a checked switch between 'Monthly' and 'Annually' labels shows the annual side", () => {
    const toggle = (on: boolean) => `<div><span>Monthly</span><button type="button" role="switch" aria-checked="${on}"><span></span></button><input type="checkbox" aria-hidden="true" ${on ? "checked" : ""} value="on"><span>Annually</span></div>`;
    const grid = `<div class="grid">${card("Lite", "€18/month")}${card("Max", "€45/month")}</div>`;
    expect(rows(`<main>${toggle(true)}${grid}</main>`).map((r) => [r[0], r[1], r[2]])).toEqual([["Lite", 18, 18], ["Max", 45, 45]]);
    expect(rows(`<main>${toggle(false)}${grid}</main>`).map((r) => [r[0], r[1], r[2]])).toEqual([["Lite", 18, null], ["Max", 45, null]]);
  });

  test("a JSON-LD offer named 'Pro Plan' and the card 'Pro' are one plan under the card's name", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Vendor", offers: [{ "@type": "Offer", name: "Lite Plan", price: "18", priceCurrency: "EUR" }, { "@type": "Offer", name: "Max Plan", price: "45", priceCurrency: "EUR" }] })}</script>`;
    const html = `<main><div class="grid">${card("Lite", "€18/month")}${card("Max", "€45/month")}</div></main>`;
    expect(rows(html, ld).map((r) => [r[0], r[1]])).toEqual([["Lite", 18], ["Max", 45]]);
  });
  test("a wrapper whose first heading (an FAQ) comes after a grid of heading-less cards is not an FAQ", () => {
    const tier = (name: string, price: string, extra: string) => `<div class="col"><div class="tier"><div class="tier-title">${name}</div><div class="tier-price"><span>$</span>${price}<span> a month</span></div><ul><li>${extra}</li></ul></div></div>`;
    const html = `<main><div id="body"><div class="cols">${tier("Mini", "0", "1 site / 1 users")}${tier("Regular", "12", "5 sites / 5 users")}${tier("Extra Large", "90", "Unlimited sites / users")}</div>
      <h2>Frequently Asked Questions</h2><p>Can I switch plans? Yes.</p></div></main>`;
    expect(rows(html).map((r) => [r[0], r[1], r[4]])).toEqual([["Mini", 0, false], ["Regular", 12, false], ["Extra Large", 90, false]]);
  });

  test("a comparison table's header row is the plans: 'Free' beside '$30/month' over '$300/year'; rate columns are no plans", () => {
    const table = `<main><table><thead><tr><th></th><th>Basic</th><th><div>Plus</div><div>$30/month</div><div>$300/year</div></th></tr></thead>
      <tbody><tr><td>Reports</td><td>✓</td><td>✓</td></tr></tbody></table></main>`;
    expect(rows(table.replace("<th>Basic</th>", "<th>FREE</th>")).map((r) => [r[0], r[1], r[2]])).toEqual([["FREE", 0, null], ["Plus", 30, 25]]);
    const rates = `<main><table><tr><th>Machine</th><th>Hourly Rate</th><th>Monthly Price</th></tr><tr><td>2 vCPU</td><td>$0.05</td><td>$36</td></tr><tr><td>4 vCPU</td><td>$0.10</td><td>$72</td></tr></table></main>`;
    expect(rows(rates)).toEqual([]);
  });
  test("a note just under the grid that says the plans are billed annually makes the prices the annual side", () => {
    const grid = `<div class="wrap"><div class="row">${card("Team", "$8 per user, per month")}${card("Company", "$20 per user, per month")}</div></div>`;
    expect(rows(`<main>${grid}<div class="note">Plans are billed annually. Questions? <a href="mailto:sales@vendor.example">Contact us</a>.</div></main>`).map((r) => [r[0], r[1], r[2], r[4]])).toEqual([["Team", 8, 8, true], ["Company", 20, 20, true]]);
    expect(rows(`<main>${grid}<div class="note">Save 20% when plans are billed annually.</div></main>`).map((r) => r[2])).toEqual([null, null]);
  });
  test("a card's bullets in <p> elements that wrap a check mark in inline markup are its features", () => {
    const tick = (t: string) => `<p class="mb-2"><span class="ok"><b>✓</b></span> ${t}</p>`;
    const c = (name: string, price: string, items: string[]) => `<div class="col"><h4>${name}</h4><h2>${price}</h2><a href="/signup"><button>Request access</button></a>${items.map(tick).join("")}</div>`;
    const facts = read(`<main><div class="row">${c("Hobby", "$0", ["2,000 rows", "Community help"])}${c("Studio", "$40 p/m", ["20,000 rows", "Email help"])}</div></main>`);
    // The counted rows are the plans' limits (issue 25), the rest their features.
    expect(facts.plans.map((p) => [p.name, p.features, p.limits])).toEqual([["Hobby", ["Community help"], ["2,000 rows"]], ["Studio", ["Email help"], ["20,000 rows"]]]);
  });

  test("prices in dollar stablecoins ('4.99 USDT mo') are dollars: the API promises an ISO code (round 89j)", () => {
    const html = `<main><div class="grid">${card("Lite", "3.99 USDT mo")}${card("Plus", "6.99 USDT mo")}</div></main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([["Lite", 3.99, "USD", "month"], ["Plus", 6.99, "USD", "month"]]);
  });
  test("a trial in the answer under a question heading of a flat (markdown-built) FAQ goes to no plan; a heading that states a trial still does", () => {
    const grid = `<div class="grid">${card("Basic", "Free")}${card("Plus", "$19 / month", "<a href='/trial'>Start Plus trial</a>")}</div>`;
    const faq = `<h2>Pricing FAQ</h2><h3>Can I switch plans?</h3><p>Yes, at any time.</p><h3>Is there a free trial for Plus?</h3><p>Sure! We offer a 21-day free trial of Plus features.</p>`;
    expect(rows(`<main><article><h1>Pricing</h1>${grid}${faq}</article></main>`).map((r) => [r[0], r[6]])).toEqual([["Basic", null], ["Plus", null]]);
    expect(rows(`<main><article><h1>Pricing</h1>${grid}${faq}<h2>Try Plus free for 21 days.</h2></article></main>`).map((r) => [r[0], r[6]])).toEqual([["Basic", null], ["Plus", 21]]);
  });
  test("a comparison table without row headers: under an empty corner cell, each row's first cell is a feature", () => {
    const table = `<main><table><thead><tr><th></th><th>Starter</th><th>Scale</th></tr></thead>
      <tbody><tr><td>Shared inbox</td><td>✓</td><td>✓</td></tr><tr><td><a href="/docs/routing">Smart routing</a></td><td></td><td>✓</td></tr></tbody></table></main>`;
    const names = read(table).features.map((f) => f.name);
    expect(names).toContain("Shared inbox");
    expect(names).toContain("Smart routing");
    const data = `<main><table><tr><th>Region</th><th>Latency</th><th>Uptime</th></tr><tr><td>Frankfurt</td><td>12 ms</td><td>99.9%</td></tr></table></main>`;
    expect(read(data).features.map((f) => f.name)).not.toContain("Frankfurt");
  });
  test("the plain <span> lines of a container named for the features ('planFeatures') are a card's bullets", () => {
    const c = (name: string, price: string, items: string[]) => `<div class="plan"><div class="planName"><span>${name}</span></div><div class="planFeatures">${items.map((i) => `<span>${i}</span>`).join("")}</div><div class="planPrice">${price}</div><a class="btn" href="/buy">Buy</a></div>`;
    const facts = read(`<main><div class="plans">${c("Tiny", "$2 USD /month", ["1 GB of Storage", "2 Databases"])}${c("Big", "$6 USD /month", ["8 GBs of Storage", "20 Databases"])}</div></main>`);
    // Every line is a bullet; each counts something, so each is a limit of its plan (issue 25).
    expect(facts.plans.map((p) => [p.name, p.amount, p.limits])).toEqual([["Tiny", 2, ["1 GB of Storage", "2 Databases"]], ["Big", 6, ["8 GBs of Storage", "20 Databases"]]]);
  });
});
