/**
 * Round 16, part c, on real pages (issue 25; docs/intel.md, "Round 16, part c"): wrong and invented
 * plans of the raw reading. Developed on waves 2–9, checked on wave 10's totals. Each rule on a
 * small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans;
const read = (body: string, lang = "en") => plans(body, lang).map((p) => [p.name, p.amount, p.currency, p.period]);

describe("round 16c: a struck list price marked by a 'pricing-…' class", () => {
  test("'pricing-original' above the price charged now is the list price, not the price", () => {
    const card = (name: string, was: string, now: string) =>
      `<div class="pricing-card"><h3>${name}</h3><div class="pricing-original">${was}</div><div class="pricing-amount">${now}</div><div>per month</div><ul><li>Dashboards</li><li>Alerts</li></ul><a href="/signup">Choose</a></div>`;
    const got = plans(`<div class="pricing-grid">${card("Solo", "$90", "$40")}${card("Studio", "$190", "$80")}${card("Agency", "$390", "$160")}</div>`);
    expect(got.map((p) => [p.name, p.amount, p.period, p.list_amount])).toEqual([
      ["Solo", 40, "month", 90],
      ["Studio", 80, "month", 190],
      ["Agency", 160, "month", 390],
    ]);
  });
});

describe("round 16c: 'kr' on a Norwegian, Danish or Icelandic page", () => {
  const card = (name: string, price: string) =>
    `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Kalender</li><li>Meldinger</li></ul><a href="/start">Velg</a></div>`;
  const grid = `<div class="plans">${card("Basis", "49 kr/mnd")}${card("Familie", "99 kr/mnd")}</div>`;
  test("a page in Norwegian prices in NOK, one in Danish in DKK, and 'mnd' is a month", () => {
    expect(read(grid, "nb")).toEqual([
      ["Basis", 49, "NOK", "month"],
      ["Familie", 99, "NOK", "month"],
    ]);
    expect(read(grid, "da-DK").map((p) => p[2])).toEqual(["DKK", "DKK"]);
  });
  test("a page in Swedish, or of no Nordic language, keeps the krona; a code printed beside the price wins", () => {
    expect(read(grid, "sv").map((p) => p[2])).toEqual(["SEK", "SEK"]);
    expect(read(grid, "en").map((p) => p[2])).toEqual(["SEK", "SEK"]);
    const coded = `<div class="plans">${card("Basis", "49 SEK/mnd")}${card("Familie", "99 SEK/mnd")}</div>`;
    expect(read(coded, "nb").map((p) => p[2])).toEqual(["SEK", "SEK"]);
  });
});

describe("round 16c: a page footer built of divs", () => {
  const table = `<table><thead><tr><th></th><th>Lite</th><th>Team</th></tr></thead><tbody><tr><td>Price</td><td>$0/month</td><td>$20/month</td></tr><tr><td>Projects</td><td>3</td><td>Unlimited</td></tr></tbody></table>`;
  const column = (title: string, body: string) => `<div class="site-bottom-col"><h3>${title}</h3>${body}</div>`;
  const links = `<ul><li><a href="/a">About</a></li><li><a href="/b">Blog</a></li><li><a href="/c">Careers</a></li></ul>`;
  test("its columns ('Contact', 'Legal') are no plans beside the plans of a table", () => {
    const footer = `<div class="brand-footer">${column("Contact", "<p>hello@vendor.example</p><p>Contact</p>")}${column("Company", links)}${column("Legal", links)}</div>`;
    expect(read(`${table}</main>${footer}<main>`).map((p) => p[0])).toEqual(["Lite", "Team"]);
  });
  test("a card's 'card-footer' with its one button stays the card's", () => {
    const card = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Reports</li><li>Exports</li></ul><div class="card-footer"><a href="/buy">Buy</a></div></div>`;
    expect(read(`<div class="plans">${card("Lite", "$9/month")}${card("Team", "$29/month")}</div>`).map((p) => p[0])).toEqual(["Lite", "Team"]);
  });
});

describe("round 16c: a calculator's total or a comparison's cost is no plan", () => {
  // A configurator: options to tick, then a summary box whose sum a script fills in.
  const options = `<div class="options"><h2>Build your plan</h2><label><input type="checkbox"> Extra site</label><label><input type="checkbox"> Priority support</label></div>`;
  const summary = (title: string, label: string, sum: string, per: string) =>
    `<div class="summary"><h3>${title}</h3><div class="lines"></div><div class="total-row"><span class="label">${label}</span><div><span class="big">${sum}</span><span class="small">${per}</span></div></div><a href="/buy">Continue</a></div>`;
  test("'Total' over a configurator's sum, 'Итого' on a Russian page: no plan, neither named so nor after the summary's title", () => {
    expect(read(options + summary("Your plan", "Total", "$45", "/month"))).toEqual([]);
    expect(read(options + summary("Ваш тариф", "Итого", "4 500", " ₽/мес"), "ru")).toEqual([]);
  });
  test("a single offer under a name of its own is still read", () => {
    expect(read(options + summary("Your plan", "Studio", "$45", "/month")).map((p) => [p[0], p[1]])).toEqual([["Studio", 45]]);
  });
});

describe("round 16c: the product compared with its rivals is no set of plans", () => {
  // The page is vendor.example's: "Vendor" is the site's own name.
  const cards = `<div class="plans"><div class="plan"><h3>Free</h3><div class="price">$0</div><ul><li>Chat</li><li>Tasks</li></ul><a href="/signup">Start</a></div><div class="plan"><h3>Team</h3><div class="price">$4/user/month</div><ul><li>Chat</li><li>Tasks</li></ul><a href="/signup">Start</a></div></div>`;
  const table = (cols: string[], prices: string[]) =>
    `<h2>Compare</h2><table><thead><tr><th>Features</th>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody><tr><td>Price</td>${prices.map((p) => `<td>${p}</td>`).join("")}</tr><tr><td>Chat</td>${cols.map(() => "<td>Yes</td>").join("")}</tr></tbody></table>`;
  test("a table whose columns are the site and its rivals ('Vendor | Chatly | Boardly')", () => {
    expect(read(cards + table(["Vendor", "Chatly", "Boardly"], ["$4/user", "$8/user", "$6/user"])).map((p) => p[0])).toEqual(["Free", "Team"]);
  });
  test("tiles of a market: two rivals and 'Vendor Pro'", () => {
    const tile = (name: string, price: string) => `<div class="tile"><div class="tile-name">${name}</div><div class="tile-price">${price}</div></div>`;
    const market = `<h2>The market</h2><div class="tiles">${tile("Ledgerly", "$24/mo · slow")}${tile("Fundwise", "$99/mo · dated")}${tile("Vendor Pro", "$9/mo · live")}</div>`;
    expect(read(market + cards).map((p) => p[0])).toEqual(["Free", "Team"]);
  });
  test("the site's own plans named after it, or beside tiers, stay plans", () => {
    expect(read(table(["Vendor", "Vendor Teams"], ["$4/month", "$9/month"])).map((p) => p[0])).toEqual(["Vendor", "Vendor Teams"]);
    const tile = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Chat</li><li>Tasks</li></ul><a href="/signup">Start</a></div>`;
    expect(read(`<div class="plans">${tile("Free", "$0")}${tile("Vendor Pro", "$9/month")}${tile("Business", "$29/month")}</div>`).map((p) => p[0])).toEqual(["Free", "Vendor Pro", "Business"]);
  });
});

describe("round 16c: one plan's two billing sides are one plan", () => {
  test("JSON-LD offers 'Team, per month' and 'Team, per year' are Team with its annual side", () => {
    const ld = {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Vendor",
      offers: [
        { "@type": "Offer", name: "Solo", price: "0", priceCurrency: "EUR" },
        { "@type": "Offer", name: "Team, per month", price: "12.00", priceCurrency: "EUR" },
        { "@type": "Offer", name: "Team, per year", price: "120.00", priceCurrency: "EUR" },
      ],
    };
    const html = `<!doctype html><html lang="en"><head><title>Vendor pricing</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><h1>Pricing</h1><p>Plans for every team.</p></main></body></html>`;
    const got = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(got.map((p) => [p.name, p.amount, p.period, p.annual_amount])).toEqual([
      ["Solo", 0, "month", null],
      ["Team", 12, "month", 10],
    ]);
  });
});

describe("round 16c: a 'coming soon' note in brackets is no part of a name", () => {
  test("'Studio (coming soon)' and 'Agency (即将)' in a comparison table's header", () => {
    const html = `<table><thead><tr><th></th><th>Free</th><th>Pro</th><th>Studio (coming soon)</th><th>Agency (即将)</th></tr></thead><tbody><tr><td>Price</td><td>$0</td><td>$9/month</td><td>$29/month</td><td>$59/month</td></tr><tr><td>Sites</td><td>1</td><td>5</td><td>15</td><td>50</td></tr></tbody></table>`;
    expect(read(html).map((p) => p[0])).toEqual(["Free", "Pro", "Studio", "Agency"]);
  });
});

describe("round 16c: a ribbon in another language is no name", () => {
  test("'Más popular' and 'Empieza aquí' above the names of Spanish cards", () => {
    const card = (ribbon: string, name: string, price: string) =>
      `<div class="card">${ribbon ? `<span>${ribbon}</span>` : ""}<div>${name}</div><div><sup>$</sup>${price}<sub>/mes</sub></div><ul><li>Reservas</li><li>Reportes</li></ul><a href="/alta">Elegir</a></div>`;
    const grid = `<div class="cards">${card("Empieza aquí", "Inicial", "0")}${card("", "Equipo", "49")}${card("Más popular", "Negocio", "99")}</div>`;
    expect(read(grid, "es").map((p) => [p[0], p[1]])).toEqual([
      ["Inicial", 0],
      ["Equipo", 49],
      ["Negocio", 99],
    ]);
  });
});

describe("round 16c: a per-user figure under a plan's name prices extra seats, not the plan", () => {
  test("cards priced flat, a table below pricing each extra user", () => {
    const card = (name: string, price: string, seats: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price">${price} <small>/month</small></div><ul><li>Up to ${seats} users</li><li>Reports</li></ul><a href="/signup">Start</a></div>`;
    const cards = `<div class="plans">${card("Starter", "$290", "3")}${card("Pro", "$690", "15")}</div>`;
    const table = `<h2>Extras</h2><table><thead><tr><th></th><th>Starter</th><th>Pro</th></tr></thead><tbody><tr><td>Each extra user</td><td>$49/user</td><td>$39/user</td></tr></tbody></table>`;
    expect(plans(cards + table).map((p) => [p.name, p.amount, p.per_user])).toEqual([
      ["Starter", 290, false],
      ["Pro", 690, false],
    ]);
  });
});

describe("round 16c: '/ea' after a price is an item bought once", () => {
  test("'$349/ea' over a card that mentions a yearly subscription is one-time, not yearly", () => {
    const card = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Includes a 2 year cloud subscription</li><li>Ships in spring</li></ul><a href="/order">Order</a></div>`;
    expect(read(`<div class="plans">${card("Device", "$349/ea")}${card("Device Kit", "$899/ea")}</div>`)).toEqual([
      ["Device", 349, "USD", "one_time"],
      ["Device Kit", 899, "USD", "one_time"],
    ]);
  });
});

describe("round 16c: a card's price restated by the day is no price of its own", () => {
  // A toggle's cards: the monthly price shown, the yearly side and a struck copy hidden until the
  // switch flips, and a line restating the price by the day.
  const card = (name: string, month: number, year: number, day: string) =>
    `<div class="pricing-card"><h3 class="card-title">${name}</h3><div class="card-price"><div class="original-price yearly-price" style="display:none">₺${month}/ay</div><div class="price"><span>₺</span><span>${month}</span></div><div class="price-period">/ ay</div><div class="yearly-value" style="display:none">Yıllık: ${year} ₺/ay</div><div class="monthly-value">💡 ${day}</div></div><ul><li>Randevu</li><li>Hatırlatma</li></ul><a href="/kayit">Başla</a></div>`;
  test("'Günde sadece 15 ₺' (daily only) under '₺450 / ay'", () => {
    const grid = `<div class="toggle"><button>Aylık</button><button>Yıllık</button></div><div class="plans">${card("Temel", 450, 360, "Günde sadece 15 ₺")}${card("Pro", 900, 720, "Günde sadece 30 ₺")}</div>`;
    expect(read(grid, "tr").map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Temel", 450, "month"],
      ["Pro", 900, "month"],
    ]);
  });
  test("'only $1 a day' in English", () => {
    const en = (name: string, month: number, day: string) => card(name, month, month - 5, day).replace(/₺/g, "$").replace(/\/ ?ay/g, "/month").replace("Yıllık:", "Yearly:");
    expect(read(`<div class="plans">${en("Basic", 20, "Daily just $0.67")}${en("Plus", 30, "only $1 a day")}</div>`).map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Basic", 20, "month"],
      ["Plus", 30, "month"],
    ]);
  });
});

describe("round 16c: a non-members' price is another audience's, not the plan's", () => {
  test("'$12 /mo (annual plan, billed monthly) (Non-Members $18.00)' is a $12 plan", () => {
    const card = (name: string, price: number, other: number) =>
      `<div class="plan"><h3>${name}</h3><div class="price">$${price} <span>/mo</span></div><small>(Annual Plan Billed Monthly)</small><small>(Non-Members $${other}.00)</small><ul><li>Scans</li><li>Reports</li></ul><a href="/trial">Start trial</a></div>`;
    expect(read(`<div class="plans">${card("Scan", 12, 18)}${card("Scan Plus", 30, 40)}</div>`).map((p) => [p[0], p[1]])).toEqual([
      ["Scan", 12],
      ["Scan Plus", 30],
    ]);
  });
});

describe("round 16c: a line that opens with 'per' / 'por' / 'par' is the price's unit, not a name", () => {
  test("a room's rates whose only lines are 'per hour excl. VAT' and 'per day excl. VAT'", () => {
    const rate = (price: string, unit: string) => `<div class="py-4"><div class="price"><sup>€</sup> <span>${price}</span></div><p>${unit}</p></div>`;
    const room = (name: string) => `<div class="block"><div class="boxed"><div class="heading"><b>Meeting room</b><span><b>${name}</b></span></div>${rate("25", "per hour excl. 21% vat")}${rate("90", "half a day excl. 21% vat")}${rate("150", "per day excl. 21% vat")}<a href="/book">Book</a></div></div>`;
    const got = read(`<div class="rooms">${room("Orion")}${room("Vega")}</div>`).map((p) => String(p[0]));
    expect(got.filter((n) => /^per\b/i.test(n))).toEqual([]);
  });
});
