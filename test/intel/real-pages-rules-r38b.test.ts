/**
 * Round 38, part b, on real pages (issue 25; docs/intel.md, "Round 38, part b"): a card's line that
 * says who the plan suits — "Best for …", "Ideal para …", "Pour les …", "…に最適" — is its tagline,
 * never its name (extract/tagline-words.ts). On small pages of our own (never text from a real page):
 * - the name kept: a tagline set before the name among a card's plain lines no longer names the card;
 * - the tagline refused: a card whose name is drawn in a pill (which no reader takes) and whose
 *   tagline sits under the price reports no plan under the tagline, in English, Spanish and French;
 * - the look-alikes kept as they are: a two-word name ("Pro Plus"), a bare "For" with one word
 *   ("For Teams"), a name in a non-Latin script alone ("プロ") beside a Japanese tagline, and
 *   "Team" under a kicker.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { audienceTagline } from "../../src/intel/extract/tagline-words";

const PAGE = "https://fernwick.example/pricing";
const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Fernwick</title></head><body><main><h1>Fernwick plans</h1>${body}</main></body></html>`;
/** A row of cards, each its inner HTML before two bullets and a button. */
const cards = (inner: string[]) =>
  `<div class="plans">${inner.map((i) => `<div class="plan">${i}<ul><li>Fern sync</li><li>Wick reports</li></ul><a href="/buy">Choose</a></div>`).join("")}</div>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a tagline naming who the plan suits is no plan's name", () => {
  test("the name kept: a tagline line set before the name", () => {
    const body = cards([
      `<p>Best for freelancers</p><p>Solo</p><p>$9 / month</p>`,
      `<p>Best for growing studios</p><p>Studio</p><p>$29 / month</p>`,
    ]);
    expect(read(body)).toEqual(["Solo: 9 USD /month", "Studio: 29 USD /month"]);
  });

  test("the tagline refused: the name in a pill, the tagline under the price", () => {
    const pill = (name: string, price: string, tagline: string) =>
      `<span class="badge badge-pill">${name}</span><div class="h1">${price}</div><h5>${tagline}</h5>`;
    const en = read(cards([pill("Basic", "$12 / month", "Best for small businesses"), pill("Business", "$40 / month", "Ideal for growing teams")]));
    const es = read(cards([pill("Básico", "12 € / mes", "Ideal para equipos pequeños"), pill("Empresa", "40 € / mes", "Perfecto para empresas medianas")]), "es");
    const fr = read(cards([pill("Essentiel", "12 € / mois", "Pour les petites équipes"), pill("Entreprise", "40 € / mois", "Idéal pour les grandes équipes")]), "fr");
    for (const plans of [en, es, fr]) expect(plans.filter((p) => /best|ideal|idéal|perfecto|pour/i.test(p))).toEqual([]);
  });

  test("the look-alikes kept: a two-word name, a bare 'For' and one word, a name in another script, a name under a kicker", () => {
    expect(read(cards([`<h3>Pro Plus</h3><p>$19 / month</p><p>Best for agencies</p>`, `<h3>For Teams</h3><p>$49 / month</p><p>Best for larger teams</p>`]))).toEqual([
      "For Teams: 49 USD /month",
      "Pro Plus: 19 USD /month",
    ]);
    expect(read(cards([`<h3>プロ</h3><p>¥980 / 月</p><p>小規模チームに最適</p>`, `<h3>ビジネス</h3><p>¥2,980 / 月</p><p>成長する企業におすすめ</p>`]), "ja")).toEqual([
      "ビジネス: 2980 JPY /month",
      "プロ: 980 JPY /month",
    ]);
    expect(read(cards([`<p class="kicker">Most popular</p><h3>Team</h3><p>$29 / month</p>`, `<h3>Solo</h3><p>$9 / month</p>`]))).toEqual([
      "Solo: 9 USD /month",
      "Team: 29 USD /month",
    ]);
  });

  test("the word table: audience phrases in the engine's languages, and names that are not", () => {
    for (const t of ["Best for small businesses", "Para consultores e canais", "Für kleine Teams geeignet", "Idealny dla małych firm", "Для небольших команд", "Cocok untuk UMKM", "适合个人开发者", "Küçük işletmeler için", "小規模チームに最適"])
      expect(audienceTagline(t)).toBe(true);
    for (const t of ["For Teams", "Para Empresas", "Pro", "Pro Plus", "Per seat", "Team", "法人向け", "Fortress", "Paramount"]) expect(audienceTagline(t)).toBe(false);
  });
});
