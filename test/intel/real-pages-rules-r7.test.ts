/**
 * Rules from the seventh round on real pages (issue 25; docs/intel.md, "Rounds on real pages"):
 * precision — the engine reports less where the signals of a plan are weak. Each rule on a small
 * page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";

const page = (body: string) => `<!doctype html><html><head><title>Pricing | Vendor</title></head><body>${body}</body></html>`;
const read = (body: string) => extractSite([{ url: "https://vendor.example/pricing", html: page(body) }], { strict: true });
const rows = (body: string) => read(body).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const card = (name: string, price: string, extra = "") => `<div class="card"><h3>${name}</h3><p>${price}</p>${extra}<a href="/signup">Get started</a></div>`;
const grid = (...cards: string[]) => `<main><div class="grid">${cards.join("")}</div></main>`;

describe("seventh round: report less when the signals are weak", () => {
  test("a price per developer is a price per user", () => {
    expect(rows(grid(card("Team", "$40/developer/month"), card("Company", "$60/developer/month")))).toEqual([
      ["Team", 40, "USD", "month", true],
      ["Company", 60, "USD", "month", true],
    ]);
  });

  test("a price written into a sentence is no card's price, the cards beside it stay", () => {
    const cards = grid(card("Basic", "$19 /month"), card("Plus", "$39 /month"));
    // A block of sums beside a row of figures: the row makes it look like a set of cards.
    const sums = `<section class="savings"><div class="container"><div class="savings-block"><div class="savings-grid"><div class="savings-text"><p class="label">Do the sums</p><h2>Plus pays for itself in a month</h2><p>With guests spending $30 each and one empty table of four a week, you lose $6,240 a year. Reminders cut that by half — $3,120 kept. Plus costs $468 a year.</p><a href="/signup?plan=plus" class="btn">Try Plus free</a></div><div class="savings-figures"><div class="fig"><div class="fig-value">$6,240</div><div class="fig-label">lost each year, to empty tables</div></div><div class="fig"><div class="fig-value">$3,120</div><div class="fig-label">kept each year, with reminders</div></div></div></div></div></div></section>`;
    expect(rows(cards + sums)).toEqual([
      ["Basic", 19, "USD", "month", false],
      ["Plus", 39, "USD", "month", false],
    ]);
    // A card's own short lines after its price (a trial, a pitch) leave the price a card's.
    const pitched = grid(card("Basic", "$19 /month 7 day trial Perfect for a first shop"), card("Plus", "$39 /month"));
    expect(rows(pitched)).toEqual([
      ["Basic", 19, "USD", "month", false],
      ["Plus", 39, "USD", "month", false],
    ]);
  });

  test('a "Need more?" box that only asks is no plan; a contact card that lists what it includes is', () => {
    const cards = `<div class="grid">${card("Basic", "$19 /month")}${card("Plus", "$39 /month")}</div>`;
    const within = (box: string) => read(`<section class="pricing"><div class="container">${cards}${box}</div></section>`).plans.map((p) => [p.name, p.contact_sales]);
    const asks = `<div class="more"><div class="more-card"><h3>Many teams and regions</h3><p>Need several regions, single sign-on or your own terms?</p><a href="mailto:sales@vendor.example" class="btn">Contact sales</a></div></div>`;
    expect(within(asks)).toEqual([
      ["Basic", false],
      ["Plus", false],
    ]);
    const plan = `<div class="more"><div class="more-card"><h3>Fleet</h3><p>Running many shops? A plan made for you.</p><ul><li>Unlimited shops</li><li>Own terms</li></ul><a href="mailto:sales@vendor.example" class="btn">Contact sales</a></div></div>`;
    expect(within(plan)).toEqual([
      ["Basic", false],
      ["Plus", false],
      ["Fleet", true],
    ]);
  });


  test("cards left with neither a price nor a contact line, once their priced twins name no plan, are no plans", () => {
    const volume = (label: string, title: string, price: string) => `<div class="tile"><p class="tile-label">${label}</p><h3 class="tile-title">${title}</h3><div class="tile-price">${price}</div><p>per month</p><a href="/signup">Get started</a></div>`;
    const later = `<div class="tile"><p class="tile-label">Later</p><h3 class="tile-title">Teams</h3><div class="tile-price">Soon</div><p>per month</p><a href="/signup">Get started</a></div>`;
    expect(rows(`<main><div class="tiles">${volume("Always free", "20 reports", "$0")}${volume("Monthly pass", "200 reports", "$90")}${later}</div></main>`)).toEqual([]);
  });

  test("a table with a price column prices its rows: an example column's sum is no plan", () => {
    const table = `<table><thead><tr><th>Lookups</th><th>Price</th><th>Example</th></tr></thead><tbody><tr><td>First 50</td><td>Free</td><td>One lookup a week for a year</td></tr><tr><td>+50 more</td><td>$3</td><td>Two refills a year come to 2x$3 = $6 total</td></tr><tr><td>+500 more</td><td>$12</td><td>A lookup a day for a year</td></tr></tbody></table>`;
    expect(rows(`<main><h2>Refills</h2>${table}</main>`)).toEqual([]);
  });

  test("a contact card whose only figure is a floor under its bullets ('Starting at $50,000/year') is priced on request", () => {
    const corp = (floor: string) => `<div class="card"><h3>Corporate</h3><div class="price"><span>Custom</span></div><ul><li>Every region</li><li>Own terms</li></ul><p>${floor}</p><a href="mailto:sales@vendor.example">Contact sales</a></div>`;
    expect(read(grid(card("Basic", "$19 /month"), card("Plus", "$39 /month"), corp("Starting at $50,000/year"))).plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([
      ["Basic", 19, false],
      ["Plus", 39, false],
      ["Corporate", null, true],
    ]);
  });

  test("a later set of as many cards at the same prices (a free one included), under other names, restates the first", () => {
    const first = grid(card("Community", "Free"), card("Pro", "£90 per seat"), card("Enterprise", "£190"));
    const tile = (title: string, price: string) => `<div class="block"><p class="block-price">${price}</p><p class="title">${title}</p><p>Public projects only</p><a href="#details">See details</a></div>`;
    const repeat = `<section class="blocks"><div class="blocks-row">${tile("Modelling", "FREE")}${tile("Modelling", "£90")}${tile("Modelling", "£190")}</div></section>`;
    expect(rows(first + repeat).map((r) => r[0])).toEqual(["Community", "Pro", "Enterprise"]);
  });
});

describe("seventh round: what names a plan", () => {
  test("a grid read as one card takes no name from a sibling block ('Bonds — coming soon') for the price of another", () => {
    const tool = (n: string, p: string) => `<article class="tool-card"><h3>${n}</h3><div class="price">${p}</div><p>one-time</p><a href="/buy">Buy</a></article>`;
    const html = `<main class="section"><div class="container"><section class="tools"><h2>Tools</h2><div class="tools-grid">${tool("Scanner", "$199")}${tool("Exporter", "$99")}</div></section><section class="signals-grid"><article class="signal-card soon"><div class="inner"><h3>Bonds</h3><span class="pill">Coming soon</span></div></article><article class="signal-card"><header><h3>Equity Signals</h3><p>Setups for patient traders.</p></header><div class="price-row"><span class="price">$19</span><span class="per">/mo</span></div><ul><li>Daily setups</li></ul><a href="/pay">Join</a></article></section></div></main>`;
    expect(rows(html).map((r) => r[0])).not.toContain("Bonds");
  });

  test("a row of usage columns read as one card takes no name from its first column for the last column's price", () => {
    const tier = (n: string, p: string) => `<div class="columns"><div class="callout"><p class="lead">${n}</p><p class="lead"><strong>${p}</strong></p><p class="small">per site/month</p><ul><li>Support</li></ul><a href="/demo" class="button">Book a demo</a></div></div>`;
    const col = (n: string, cost: string) => `<div class="columns"><p class="lead"><strong>${n}</strong></p><p>Scales with you and stays affordable.</p><ul><li><strong>Passed through:</strong> cloud</li><li><strong>Unit cost:</strong> ${cost}</li></ul></div>`;
    const html = `<section id="tiers"><div class="row"><div class="columns"><div class="row"><div class="columns"><h1>Plain prices</h1><p>No surprises.</p></div></div><div class="row skinny">${tier("Basic", "$900")}${tier("Plus", "$3,000")}</div><div class="row"><div class="columns"><h1>Scaling</h1><p>Infrastructure at cost.</p></div></div><div class="row"><div class="columns"><div class="callout"><div class="row">${col("Memory", "$12.00/GB/month")}${col("Disk", "$0.10/GB/month")}${col("Buckets", "$0.02/GB/month")}${col("Tunnel", "$80.00/month")}</div></div></div></div></div></div></section>`;
    expect(rows(html).map((r) => r[0])).not.toContain("Memory");
  });

  test("a name drawn as an image that opens the card, its text in alt ('Vendor Gold Plan'), not the line under it", () => {
    const drawn = (alt: string, sub: string, price: string) => `<li class="plan"><div class="plan-head"><img src="/img/p.png" alt="${alt}"></div><div class="plan-sub">${sub}<br><img src="/img/i.png" alt="one device"></div><div class="plan-price">${price}</div><a href="/buy">Buy</a></li>`;
    const html = `<main><ul class="plans">${drawn("Vendor Silver Plan", "One device", "$9/ month")}${drawn("Vendor Gold Plan", "Two devices", "$15/ month")}</ul></main>`;
    expect(rows(html)).toEqual([
      ["Silver", 9, "USD", "month", false],
      ["Gold", 15, "USD", "month", false],
    ]);
    // An image's alt that is no plan's name is a picture's: the card's first line names it.
    const pictured = html.replaceAll("Vendor Silver Plan", "a silver coin").replaceAll("Vendor Gold Plan", "a gold coin");
    expect(rows(pictured).map((r) => r[0])).toEqual(["One device", "Two devices"]);
  });

  test("the price slot's heading ('Custom'), a heading after the 'plan-name' element, a span and a bullet name no plan", () => {
    const tier = (name: string, price: string, body: string) => `<div class="col"><div class="pricing"><p class="plan-name">${name}</p><h2 class="price">${price}</h2>${body}<a class="btn" href="/contact">Contact us</a></div></div>`;
    const html = `<main><div class="row">${tier("STARTER", "$19", "<p>per month</p>")}${tier("GROWTH", "$49", "<p>per month</p>")}${tier("CORPORATE", "<span>Custom</span>", "<h6>Our prices grow with</h6><h6>any volume</h6>")}</div></main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([
      ["STARTER", 19, false],
      ["GROWTH", 49, false],
      ["CORPORATE", null, true],
    ]);
    // A card whose only heading is "Free trial": its span ("For 14 days") and its first bullet are
    // no name. Round 52c: a trial's own card at $0 is a plan named by its trial line (the corpus's
    // convention; not free), so it is reported as "Free trial" — never under the span or a bullet.
    const trial = `<div class="card"><h3>Free trial</h3><p><span>$0</span><span>/seat</span></p><p>For 14 days</p><ul><li>Every feature</li><li>Up to 5 repositories</li></ul><a href="/signup">Start</a></div>`;
    expect(rows(grid(trial, card("Team", "$30/seat/month"), card("Company", "$45/seat/month"))).map((r) => r[0])).toEqual(["Free trial", "Team", "Company"]);
  });

  test("a card whose title heading is no name ('20 reports') takes no name from the label above it, unless one word", () => {
    const volume = (label: string, title: string, price: string) => `<div class="tile"><p class="tile-label">${label}</p><h3 class="tile-title">${title}</h3><div class="tile-price">${price}</div><p>per month</p><a href="/signup">Get started</a></div>`;
    const html = (a: string, b: string) => `<main><div class="tiles">${volume(a, "20 reports", "$0")}${volume(b, "200 reports", "$90")}${volume("Monthly pass", "Unlimited", "$300")}</div></main>`;
    expect(rows(html("Always free", "Monthly pass")).map((r) => r[0])).toEqual(["Unlimited"]);
    expect(rows(html("Starter", "Growth")).map((r) => r[0])).toEqual(["Starter", "Growth", "Unlimited"]);
  });

  test("a control's label ('Switch currency') and a line that continues the price ('/month') name no plan", () => {
    const html = `<section id="pricing"><h2>Pricing. Plain.</h2><div class="pricing-wrap"><div class="pricing-head"><div class="head-inner"><div class="controls"><div class="currency-dropdown"><div class="dropdown-trigger"><div class="text">Switch currency</div></div></div></div><div class="price-wrapper"><div class="pricing-price"><div class="price-display"><div class="amount">$4,000</div><div class="month">/month</div></div></div></div><a href="/talk" class="btn">Talk to us</a></div></div><div class="details"><ul><li>Everything included</li></ul></div></div></section>`;
    // No line names the offer; since round 15 the page's one price is the product's (sole-price.ts).
    expect(rows(html)).toEqual([["Vendor", 4000, "USD", "month", false]]);
  });

  test("'free' over a struck price is a free plan; the table under the cards that repeats it, name closed up, adds nothing", () => {
    const col = (name: string, price: string) => `<div class="col"><div class="pricing-1"><p class="plan-name">${name}</p><h2 class="price">${price}</h2><a class="btn" href="/signup">Sign up</a></div></div>`;
    const table = `<table class="table"><thead><tr><th></th><th>KICKOFF</th><th>LIFTOFF</th></tr></thead><tbody><tr><td>Storage</td><td>1 GB</td><td>50 GB</td></tr><tr><td></td><td>free</td><td>$29 / mo</td></tr></tbody></table>`;
    const html = `<main><div class="row">${col("KICK OFF", "free <h5><strike>$5/month</strike></h5>")}${col("LIFT OFF", "$29 <small>/month</small>")}</div>${table}</main>`;
    expect(read(html).plans.map((p) => [p.name, p.amount, p.free])).toEqual([
      ["KICK OFF", 0, true],
      ["LIFT OFF", 29, false],
    ]);
  });
});

describe("seventh round: how prices are written", () => {
  test("a price over '30-day access' is a month's, over '365-day pass' a year's; a 30-day guarantee says nothing", () => {
    const pass = (name: string, price: string, line: string) => `<div class="card"><h3>${name}</h3><div class="price">${price}</div><p>${line}</p><a href="/buy">Buy</a></div>`;
    expect(rows(grid(pass("Sprint", "€150", "30-day access, 30 reports"), pass("Season", "€900", "365-day pass")))).toEqual([
      ["Sprint", 150, "EUR", "month", false],
      ["Season", 900, "EUR", "year", false],
    ]);
    expect(rows(grid(pass("Sprint", "€150", "30-day money-back guarantee"), pass("Season", "€900", "Cancel any time"))).map((r) => r[3])).toEqual([null, null]);
  });

  test("a price's billing line ends at a separator: '$3' over 'per report · not in any plan' is per report, not monthly", () => {
    const unit = `<div class="card"><h3>Deep Report</h3><div class="price">$3</div><p>per report · Not included in any subscription</p><a href="/buy">Buy</a></div>`;
    const r = read(grid(card("Basic", "$19 /month"), card("Plus", "$39 /month"), unit)).plans.find((p) => p.name === "Deep Report");
    expect(r?.period ?? null).toBeNull();
  });

  test("Korean month and year marks ('/월' monthly, '/년' or '연간' yearly) and Catalan '/any' (yearly)", () => {
    expect(billingAfter("~/월").period).toBe("month");
    expect(billingAfter(" / 년").period).toBe("year");
    expect(billingAfter(" 연간 결제").period).toBe("year");
    // Catalan "/any" is a year; "/any plan" is English and says nothing.
    expect(billingAfter(" /any").period).toBe("year");
    expect(billingAfter(" /any plan").period).toBeNull();
    expect(rows(grid(card("Lite", "9,900원~/월"), card("Max", "99,000원/월")))).toEqual([
      ["Lite", 9900, "KRW", "month", false],
      ["Max", 99000, "KRW", "month", false],
    ]);
  });
});
