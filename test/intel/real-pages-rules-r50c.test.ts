/**
 * Round 50, part c, on real pages (issue 25; docs/intel.md, "Round 50, part c"): the words of price
 * tables in every language the corpus holds. The held-out waves kept losing plans to a period or a
 * currency word the tables lacked (Thai "ต่อเดือน", "FCFA"); the tables were completed from each
 * language's standard vocabulary (period-words.ts, currency-names.ts, money.ts, page-signs.ts,
 * free-words.ts, quote-words.ts). Small pages of our own, never text from a real page; every test
 * fails without the additions.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter, findPrices } from "../../src/intel/extract/money";
import { tablePeriod, dayCount } from "../../src/intel/extract/period-words";
import { FREE_WORD } from "../../src/intel/extract/free-words";
import { contactLine } from "../../src/intel/extract/plans-page";

const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Lumatok</h1>${body}</main></body></html>`;
const read = (body: string, lang: string, page = "https://lumatok.example/pricing", abstain = false) =>
  extractSite([{ url: page, html: html(body, lang) }], { url: page, abstain }).plans.map(
    (p) => `${p.name}: ${p.free ? "free" : p.contact_sales ? "contact" : `${p.amount} ${p.currency}/${p.period}`}`,
  );
const card = (name: string, price: string, items: string[], cta: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">${cta}</a></div>`;

describe("rules50c: the tables' words in the corpus's languages", () => {
  test("a Thai card \"฿299 ต่อเดือน\" and \"299 บาทต่อเดือน\": the month, in baht", () => {
    expect(billingAfter(" ต่อเดือน").period).toBe("month");
    expect(billingAfter(" รายปี").period).toBe("year");
    expect(findPrices("299 บาทต่อเดือน")[0]?.currency).toBe("THB");
    const body = `<div class="plans">${card("เริ่มต้น", "฿299 ต่อเดือน", ["ผู้ใช้ 3 คน", "รายงานพื้นฐาน"], "สมัคร")}${card("มืออาชีพ", "990 บาทต่อเดือน", ["ผู้ใช้ 20 คน", "รายงานขั้นสูง"], "สมัคร")}</div>`;
    expect(read(body, "th")).toEqual(["เริ่มต้น: 299 THB/month", "มืออาชีพ: 990 THB/month"]);
  });

  test("a franc CFA card \"5 000 FCFA / mois\": West African francs by the month; a CEMAC domain's are Central African", () => {
    for (const t of ["5 000 FCFA", "2 500 F CFA", "2 500 F.CFA"]) expect(findPrices(t)[0]?.currency).toBe("XOF");
    // Not "CFA" alone (an exam's name after a level).
    expect(findPrices("Level 2 CFA")).toEqual([]);
    const body = `<div class="plans">${card("Essentiel", "5 000 FCFA / mois", ["10 élèves", "Suivi des notes"], "Choisir")}${card("Avancé", "12 500 F CFA / mois", ["50 élèves", "Bulletins"], "Choisir")}</div>`;
    expect(read(body, "fr")).toEqual(["Essentiel: 5000 XOF/month", "Avancé: 12500 XOF/month"]);
    expect(read(body, "fr", "https://lumatok.cm/tarifs")).toEqual(["Essentiel: 5000 XAF/month", "Avancé: 12500 XAF/month"]);
  });

  test("Russian, Ukrainian, Bulgarian, Serbian, Greek, Hebrew, Persian and Central Asian periods after a price", () => {
    const month = [" за месяц", " на місяць", " на месец", " месечно", " /mesec", " na mjesec", " το μήνα", " /חודש", " ماهانه", " /kuu", " per mėnesį", " á mánuði", " /сар", " айына", " oyiga", " aylıq", " në muaj", " /hónap"];
    for (const t of month) expect([t, billingAfter(t).period]).toEqual([t, "month"]);
    const year = [" за год", " на година", " /godina", " na leto", " ανά έτος", " /שנה", " سالانه", " aastas", " per metus", " pe an", " a l'any", " жылына", " illik", " në vit"];
    for (const t of year) expect([t, billingAfter(t).period]).toEqual([t, "year"]);
    // Left out where the word is another one: Estonian "kuus" is also "six", Azerbaijani "/il" would read Italian "per il".
    expect(tablePeriod("29 € kuus kasutajat")).toBeNull();
    expect(tablePeriod("€29 per il primo mese")).toBeNull();
    expect(dayCount("30 dana")?.period).toBe("month");
  });

  test("free and contact words of the corpus's other languages fill a card's price slot", () => {
    for (const w of ["Besplatno", "Brezplačno", "Tasuta", "Nemokamai", "Bezmaksas", "Безплатно", "Pulsuz", "Falas"]) expect([w, FREE_WORD.test(w)]).toEqual([w, true]);
    for (const w of ["Kontakta oss", "Kontakt os", "Hubungi kami", "ติดต่อเรา", "צור קשר", "Na upit", "Po dogovoru", "Teklif alın"]) expect([w, contactLine(w)]).toEqual([w, true]);
    const body = `<div class="plans">${card("Osnovni", "Besplatno", ["1 projekat", "Osnovna podrška"], "Počni")}${card("Pro", "1.990 RSD / mesec", ["10 projekata", "Prioritetna podrška"], "Kupi")}${card("Firma", "Po dogovoru", ["Neograničeno projekata", "SLA"], "Kontakt")}</div>`;
    expect(read(body, "sr")).toEqual(["Osnovni: free", "Pro: 1990 RSD/month", "Firma: contact"]);
  });

  test("a Swedish contact card \"Kontakta oss\" beside priced ones", () => {
    const body = `<div class="plans">${card("Bas", "99 kr/mån", ["1 användare", "E-postsupport"], "Välj")}${card("Team", "299 kr/mån", ["10 användare", "Telefonsupport"], "Välj")}${card("Företag", "Kontakta oss", ["Obegränsat", "Egen kontakt"], "Boka möte")}</div>`;
    expect(read(body, "sv")).toEqual(["Bas: 99 SEK/month", "Team: 299 SEK/month", "Företag: contact"]);
  });
});
