/**
 * Round 16, part b, on real pages (issue 25; docs/intel.md, "Round 16, part b"): plans the raw
 * reading misses. Developed on waves 2–9, checked on wave 10's totals. Each rule on a small page of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const page = (body: string, title = "Quillnote Desktop") =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const raw = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);

describe("round 16b: an order form's select list names the plans it sells", () => {
  const PURCHASE = "https://quillnote.example/purchase.htm";
  const form = (options: string[], name = "edition") =>
    `<form action="/cart" method="post"><select name="${name}" size="3">${options.map((o, i) => `<option value="${i}">${o}`).join("")}</select><input type="submit" value="Buy Now"></form>`;

  test("each priced option is a plan; a licence sold with no period is paid once", () => {
    const html = page(`<p>Pick a licence and proceed to our reseller.</p>${form(["Quillnote Desktop Single Licence @ USD 39.95", "Quillnote Desktop 3 Licence Pack @ USD 89.95", "Quillnote Desktop Site Licence @ USD 499"])}`);
    expect(raw(PURCHASE, html)).toEqual([
      ["Quillnote Desktop Single Licence", 39.95, "USD", "one_time", false],
      ["Quillnote Desktop 3 Licence Pack", 89.95, "USD", "one_time", false],
      ["Quillnote Desktop Site Licence", 499, "USD", "one_time", false],
    ]);
    // Their origin is a signal of its own for the confidence model.
    const { assessed } = assessSite([{ url: PURCHASE, html }], { url: PURCHASE, abstain: false });
    expect(assessed.map((a) => a.signals.option_list)).toEqual([1, 1, 1]);
  });

  test("a period after an option's price is the plan's; two lists read one after the other", () => {
    const html = page(`${form(["Notes – $6 / month", "Notes Team – $15 per user / month"])}${form(["Archive add-on: €2 per month", "Archive Plus: €5 per month"], "archive")}`);
    expect(raw(PURCHASE, html)).toEqual([
      ["Notes", 6, "USD", "month", false],
      ["Notes Team", 15, "USD", "month", true],
      ["Archive add-on", 2, "EUR", "month", false],
      ["Archive Plus", 5, "EUR", "month", false],
    ]);
  });

  test("a purchase page is a pricing page by its path", () => {
    const html = page(form(["Solo Licence @ $19", "Family Licence @ $29"]));
    expect(raw("https://quillnote.example/purchase/", html).length).toBe(2);
    // The same list on a page that is about something else is a form, not a price list.
    expect(raw("https://quillnote.example/contact.htm", html)).toEqual([]);
  });

  test("a calculator's choices with a price inside their words are no price list", () => {
    const html = page(`<h1>Pricing</h1>${form(["Rival A ($45/mo tier)", "Rival B ($75/mo tier)", "Rival C ($105/mo tier)"], "compare")}`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", html)).toEqual([]);
    // One priced option that does not read as "name, price" spoils the list.
    const mixed = page(form(["Solo Licence @ $19", "Family Licence @ $29", "Upgrade from v1 ($10 off)"]));
    expect(raw(PURCHASE, mixed)).toEqual([]);
  });

  test("a list with one priced option, or a hidden one, reads nothing", () => {
    expect(raw(PURCHASE, page(form(["Choose…", "Solo Licence @ $19"])))).toEqual([]);
    expect(raw(PURCHASE, page(`<div style="display:none">${form(["Solo Licence @ $19", "Family Licence @ $29"])}</div>`))).toEqual([]);
  });

  test("a page whose cards are read keeps them: the select list is not read beside them", () => {
    const card = (n: string, p: string) => `<div class="plan"><h3>${n}</h3><p class="price">${p}</p><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Buy</a></div>`;
    const html = page(`<h1>Purchase</h1><div class="plans">${card("Solo", "$19 one-time")}${card("Family", "$29 one-time")}</div>${form(["Solo Licence @ $19", "Family Licence @ $29"])}`);
    expect(raw(PURCHASE, html).map((p) => p[0])).toEqual(["Solo", "Family"]);
  });

  test("a hostile page of many long lists stays bounded", () => {
    // 100 lists of 400 options: 40,000 options, under the parser's element bound (so all are lists).
    const options = Array.from({ length: 400 }, (_, i) => `Edition ${i} Licence @ USD ${i + 1}.99`);
    const lists = Array.from({ length: 100 }, (_, i) => form(options, `l${i}`)).join("");
    const plans = raw(PURCHASE, page(lists));
    // At most 20 lists of 40 options are read; the same names repeat, so one list's worth is kept.
    expect(plans.length).toBeLessThanOrEqual(40);
    expect(plans.length).toBeGreaterThan(1);
    // Options nested in each other (unclosed markup) are still read one by one, within the bounds.
    const nested = `<form><select>${options.slice(0, 300).map((o) => `<option><span>${o}`).join("")}${"</span></option>".repeat(300)}</select></form>`;
    expect(raw(PURCHASE, page(nested)).length).toBeLessThanOrEqual(40);
  });
});

describe("round 16b: a hidden billing side between a number and its currency", () => {
  const PRICING = "https://quillnote.example/pricing";
  const card = (n: string, m: string, y: string) =>
    `<div class="tier"><div class="tier-name">${n}</div><div class="tier-price"><span class="amt monthly">${m}</span><span class="amt yearly" style="display:none">${y}</span><span class="cur">€</span><div class="per monthly">per month</div><div class="per yearly" style="display:none">per month, billed yearly</div></div><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Choose</a></div>`;

  test("the visible price reads whole though the yearly figure sits between its pieces", () => {
    const html = page(`<h1>Pricing</h1><div class="tiers">${card("Solo", "9", "7")}${card("Team", "19", "15")}${card("Studio", "49", "39")}</div>`, "Pricing — Quillnote");
    expect(raw(PRICING, html)).toEqual([
      ["Solo", 9, "EUR", "month", false],
      ["Team", 19, "EUR", "month", false],
      ["Studio", 49, "EUR", "month", false],
    ]);
  });

  test("a price the hidden stream already reads is not read twice", () => {
    const whole = (n: string, m: string) => `<div class="tier"><h3>${n}</h3><p class="price">${m} € per month</p><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Choose</a></div>`;
    const html = page(`<h1>Pricing</h1><div class="tiers">${whole("Solo", "9")}${whole("Team", "19")}</div>`, "Pricing — Quillnote");
    expect(raw(PRICING, html)).toEqual([
      ["Solo", 9, "EUR", "month", false],
      ["Team", 19, "EUR", "month", false],
    ]);
  });

  test("a hostile page of many split prices stays bounded", () => {
    const cards = Array.from({ length: 3000 }, (_, i) => card(`Tier ${i}`, String(i + 1), String(i))).join("");
    const plans = raw(PRICING, page(`<h1>Pricing</h1><div class="tiers">${cards}</div>`, "Pricing — Quillnote"));
    expect(plans.length).toBeLessThanOrEqual(24 * 12);
  });
});

describe("round 16b: a badge set over the name is not the name", () => {
  test("a card's first line marked badge by its class is skipped for the name below it", () => {
    const card = (badge: string, n: string, p: string) =>
      `<div class="offer"><span class="offer-badge">${badge}</span><div class="offer-level">${n}</div><div class="offer-amount">${p}</div><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Start</a></div>`;
    const html = page(`<h1>Pricing</h1><div class="offers">${card("Start here", "Solo", "$0/month")}${card("Grow faster", "Team", "$12/month")}<div class="offer"><div class="offer-level">Studio</div><div class="offer-amount">$30/month</div><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Start</a></div></div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", html).map((p) => [p[0], p[1]])).toEqual([
      ["Solo", 0],
      ["Team", 12],
      ["Studio", 30],
    ]);
  });
});

describe("round 16b: a licence table names its rows by product and licence", () => {
  test("a long row name under a licence corner is the plan's name; elsewhere it is not", () => {
    const row = (n: string, p: string) => `<tr><td>${n}</td><td>${p}</td><td><a href="https://store.example/checkout?id=1">Buy now</a></td></tr>`;
    const table = (corner: string) =>
      `<table><tr><td><strong>${corner}</strong></td><td>Price per unit</td><td>Order link</td></tr>${row(`<a href="/w"><strong>Notes to Word</strong></a><strong> - Single User Business License</strong>`, `<strike>$69.95</strike><br><strong>$49.95</strong>`)}${row("Notes to Image - Single User Business License", "$49.95")}${row("Notes to Word - Site License", "$999")}</table>`;
    const url = "https://quillnote.example/purchase.htm";
    expect(raw(url, page(`<h1>Purchase</h1>${table("License type")}`)).map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Notes to Word - Single User Business License", 49.95, "one_time"],
      ["Notes to Image - Single User Business License", 49.95, "one_time"],
      ["Notes to Word - Site License", 999, "one_time"],
    ]);
    // Under another corner a row's name stays within a plan name's length: the long rows are left out.
    expect(raw(url, page(`<h1>Purchase</h1>${table("Product")}`)).map((p) => p[0])).toEqual(["Notes to Word - Site License"]);
  });
});

describe("round 16b: a pass of an odd length is paid once", () => {
  test("'250-day access' under a price reads one-time, and bare prices beside passes follow", () => {
    const card = (n: string, p: string, after: string) => `<div class="pass"><h3>${n}</h3><p class="price">${p}</p><p>${after}</p><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Choose</a></div>`;
    const html = page(`<h1>Pricing</h1><div class="passes">${card("Short", "$3", "Unlimited notes")}${card("Long", "$19", "250 Day Access")}${card("Longer", "$29", "400 Day Access")}</div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", html).map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Short", 3, "one_time"],
      ["Long", 19, "one_time"],
      ["Longer", 29, "one_time"],
    ]);
    // A 30-day pass is still a month's.
    const month = page(`<h1>Pricing</h1><div class="passes">${card("Short", "$3", "30 Day Access")}${card("Long", "$19", "30 Day Access")}</div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", month).map((p) => p[3])).toEqual(["month", "month"]);
  });
});

describe("round 16b: free twins of a lone priced card, named by class rather than heading", () => {
  test("cards of divs with a name-classed element: the free ones beside the priced one are plans", () => {
    const tier = (n: string, p: string, extra = "") => `<div class="box${extra}"><div class="box-name">${n}</div><div class="box-price">${p}</div><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Start</a></div>`;
    const html = page(`<h1>Pricing</h1><div class="boxes">${tier("Cloud", "Free")}${tier("Plus", "$19/month", " featured")}${tier("On premises", "Free forever")}</div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", html).map((p) => [p[0], p[1]])).toEqual([
      ["Cloud", 0],
      ["Plus", 19],
      ["On premises", 0],
    ]);
    // Siblings that carry no name class and no heading are not the card's twins.
    const plain = (t: string) => `<div class="box"><p>${t}</p><ul><li>Notes</li><li>Sync</li></ul></div>`;
    const other = page(`<h1>Pricing</h1><div class="boxes">${plain("Free")}${tier("Plus", "$19/month", " featured")}${plain("Free forever")}</div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", other).map((p) => p[0])).toEqual(["Plus"]);
  });

  test("a class that ends in 'tier' names the card too; a contact twin is a plan with no price", () => {
    const card = (n: string, p: string) => `<div class="offer-card"><div class="offer-card-tier">${n}</div><div class="offer-amount">${p}</div><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Go</a></div>`;
    const html = page(`<h1>Pricing</h1><div class="offers">${card("Community", "Free <span>forever</span>")}${card("Backed", "$299 / month")}${card("Enterprise", "Contact us")}</div>`, "Pricing — Quillnote");
    expect(raw("https://quillnote.example/pricing", html).map((p) => [p[0], p[1]])).toEqual([
      ["Community", 0],
      ["Backed", 299],
      ["Enterprise", null],
    ]);
  });
});
