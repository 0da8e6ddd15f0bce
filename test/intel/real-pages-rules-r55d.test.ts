/**
 * Round 55, part d, on real pages (issue 25; docs/intel.md, "Round 55, part d"): per-user prices read
 * flat and a bare "$" of a company outside the US, re-counted on development (waves 8–12, 30–46). No
 * construction passes the bar (one shape on three sites in three waves that reads no development page
 * wrong), so no rule: these tests pin what is read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const HOME = "https://seatly.example/";
const page = (body: string, lang = "en", foot = "") =>
  `<!doctype html><html lang="${lang}"><head><title>Seatly — Pricing</title></head><body><header><a href="/">Seatly</a></header><main><h1>Pricing</h1>${body}</main><footer>${foot}</footer></body></html>`;
const home = `<!doctype html><html lang="en"><head><title>Seatly</title></head><body><main><h1>Rosters for small clinics</h1><p>Shifts, rooms and patients in one place.</p></main></body></html>`;
/** A card: its name, then its price and the words after it on one line. */
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Rosters</li><li>Reports</li></ul><a class="btn" href="/signup">Start</a></div>`;
const grid = (a: string, b: string, lang?: string, foot?: string) =>
  page(`<div class="plans">${card("Basic", a)}${card("Team", b)}</div>`, lang, foot);
const read = (html: string) =>
  extractSite([{ url: HOME, html: home }, { url: "https://seatly.example/pricing", html }], { url: HOME, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}${p.per_user ? " per user" : ""}`,
  );

describe("rules55d: seat words the per-user reader knows and those it does not", () => {
  test("the brief's seat words in other languages that the unit list already holds are read per user", () => {
    // "por usuario", "pro Nutzer", "par utilisateur", "per agent", "per editor": all in money.ts USER_WORDS.
    expect(read(grid("$9 por usuario / mes", "$19 por usuario / mes", "es"))).toEqual(["Basic: 9 USD/month per user", "Team: 19 USD/month per user"]);
    expect(read(grid("9 € pro Nutzer / Monat", "19 € pro Nutzer / Monat", "de"))).toEqual(["Basic: 9 EUR/month per user", "Team: 19 EUR/month per user"]);
    expect(read(grid("9 € par utilisateur / mois", "19 € par utilisateur / mois", "fr"))).toEqual(["Basic: 9 EUR/month per user", "Team: 19 EUR/month per user"]);
    expect(read(grid("$9 per agent / month", "$19 per editor / month"))).toEqual(["Basic: 9 USD/month per user", "Team: 19 USD/month per user"]);
  });

  test("Left: a seat word the list lacks ('por médico', Japanese 'ユーザー', Chinese '每用户') is read flat", () => {
    // Each is on one development site or none (nimbo-x 31 "por médico"; steedos 40 "用户", read right
    // there by other words): no construction on three sites in three waves, so no word is added.
    expect(read(grid("$449 por médico / mes", "$899 por médico / mes", "es"))).toEqual(["Basic: 449 USD/month", "Team: 899 USD/month"]);
    expect(read(grid("¥900 /ユーザー/月", "¥1,900 /ユーザー/月", "ja"))).toEqual(["Basic: 900 JPY/month", "Team: 1900 JPY/month"]);
    expect(read(grid("¥30 每用户/月", "¥60 每用户/月", "zh-CN"))).toEqual(["Basic: 30 CNY/month", "Team: 60 CNY/month"]);
  });
});

describe("rules55d: a bare dollar is the US dollar unless the page's prices say otherwise", () => {
  test("a country in the footer, a +NN phone, a language tag with a region: still the US dollar", () => {
    // Each of these is on development pages whose case is USD (a "+61" and a "+65" phone, "Canada",
    // "Australia", "zh-TW", "pt-BR" beside prices in US dollars): none may set the currency.
    const foot = "Seatly Pty Ltd · Melbourne, Australia · +61 3 9000 0000";
    expect(read(grid("$9 / month", "$19 / month", "en-AU", foot))).toEqual(["Basic: 9 USD/month", "Team: 19 USD/month"]);
  });

  test("a line that says the prices' currency is read (page-dollar.ts, round 18c)", () => {
    const html = page(`<p>All prices in AUD.</p><div class="plans">${card("Basic", "$9 / month")}${card("Team", "$19 / month")}</div>`);
    expect(read(html)).toEqual(["Basic: 9 AUD/month", "Team: 19 AUD/month"]);
  });
});
