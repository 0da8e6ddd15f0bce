/**
 * Round 82, part f, on real pages (issue 25): a yearly price with its per-month equivalent beside it
 * ("… € /an" over "soit … €/mois", "$… /year" over "i.e. $…/month") is sold by the year — the month
 * figure is no monthly price; and đồng written in thousands with no sign ("160k/tháng") is a price.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://veilmoor.example/tarifs";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Veilmoor — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, lang?: string) => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans;
const byName = (body: string, lang?: string) => new Map(plans(body, lang).map((p) => [p.name, p]));

const card = (name: string, price: string, note: string) =>
  `<div class="pricing-card"><h3>${name}</h3><p class="tagline">For teams that scan often.</p><div class="price">${price}</div><p class="note">${note}</p><ul><li>Weekly reports</li><li>Email support</li></ul><a class="btn" href="/go">Choisir</a></div>`;

describe("rules82f: a year's price restated by the month, and đồng in thousands", () => {
  test("\"4 800 € HT/an\" over \"soit 400 €/mois\" is 4 800 € a year, not 400 € a month (fails without the rule)", () => {
    const got = byName(
      `<section><h2>Nos offres</h2><div class="grid">${card("Veille", "4 800 €<span> HT/an</span>", "Engagement 12 mois — soit 400 €/mois HT")}${card("Vigie", "9 600 €<span> HT/an</span>", "Engagement 12 mois — soit 800 €/mois HT")}</div></section>`,
      "fr",
    );
    expect(got.get("Veille")).toMatchObject({ amount: 4800, currency: "EUR", period: "year", annual_amount: 400 });
    expect(got.get("Vigie")).toMatchObject({ amount: 9600, period: "year", annual_amount: 800 });
  });

  test("\"$240 /year\" over \"i.e. $20/month\" and \"≈ $35/month\" beside $420 a year read by the year (fails without the rule)", () => {
    const got = byName(
      `<div class="grid">${card("Lantern", "$240 /year", "i.e. $20/month")}${card("Beacon", "$420 /year", "(≈ $35/month)")}</div>`,
    );
    expect(got.get("Lantern")).toMatchObject({ amount: 240, period: "year" });
    expect(got.get("Beacon")).toMatchObject({ amount: 420, period: "year" });
  });

  test("a monthly price with no restatement word beside a yearly total keeps its month", () => {
    const got = byName(`<div class="grid">${card("Lantern", "$20/month", "$240 billed yearly")}${card("Beacon", "$35/month", "$420 billed yearly")}</div>`);
    expect(got.get("Lantern")).toMatchObject({ amount: 20, period: "month" });
    expect(got.get("Beacon")).toMatchObject({ amount: 35, period: "month" });
  });

  test("a month figure after \"that's\" that is not the year's twelfth is read as the card reads any other", () => {
    const two = (word: string) => plans(`<div class="grid">${card("Lantern", "$240 /year", `${word} $25/month`)}${card("Beacon", "$420 /year", `${word} $42/month`)}</div>`);
    expect(two("That's")).toEqual(two("Or"));
  });

  test("\"120k/tháng\" on a Vietnamese page is 120 000 đồng a month (fails without the rule)", () => {
    const vi = (name: string, price: string, extra = "") =>
      `<div class="col"><div class="item"><div class="head"><span>${name}</span><strong>${price}</strong></div><ul><li>5 người dùng</li><li>Báo cáo${extra}</li></ul></div></div>`;
    const got = byName(`<h2>Bảng giá</h2><div class="row">${vi("NHỎ", "120k/tháng")}${vi("VỪA", "240K/tháng")}${vi("LỚN", "480K/tháng", " (chi nhánh thêm 90k/tháng)")}</div>`, "vi");
    expect(got.get("NHỎ")).toMatchObject({ amount: 120000, currency: "VND", period: "month" });
    expect(got.get("VỪA")).toMatchObject({ amount: 240000, currency: "VND", period: "month" });
    expect(got.get("LỚN")).toMatchObject({ amount: 480000, currency: "VND" });
    // (The bracketed fee of a further branch in a bullet is no plan.)
    expect([...got.values()].some((p) => p.amount === 90000)).toBe(false);
  });

  test("a \"k\" with no Vietnamese period stays a magnitude", () => {
    const got = plans(`<div class="grid">${card("Lantern", "$20/month", "Up to 50k/month events")}${card("Beacon", "$35/month", "Up to 200k/month events")}</div>`);
    expect(got.every((p) => p.currency === "USD")).toBe(true);
  });
});
