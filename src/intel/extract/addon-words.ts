/**
 * What a section of add-ons is called, by language (issue 25, round 21 part b).
 *
 * Cards under an "Add-ons" or "Extras" heading are no plans (plans-page.ts `findGroups`), but the
 * heading was read in English only, so "Options additionnelles", "Nos offres complémentaires",
 * "Zusatzmodule", "Usługi dodatkowe", "Lisäosat" or "Tilvalg" let a page's add-ons, extra services
 * or modules through as plans. On development (waves 1–12, 14, 15) eight sites in seven languages
 * title such a section with one of these words.
 *
 * Phrases, matched anywhere in a heading between letter edges (no nested quantifiers: one
 * alternation, run once per group of cards).
 */

/** Add-on section titles by language (lower case). */
export const ADDON_WORDS: Record<string, readonly string[]> = {
  fr: ["options additionnelles", "option additionnelle", "options supplémentaires", "options complémentaires", "offres complémentaires", "services complémentaires", "prestations complémentaires", "modules complémentaires"],
  de: ["zusatzleistungen", "zusatzoptionen", "zusatzmodule", "zusatzpakete", "zusatzfunktionen", "zusatzprodukte", "erweiterungen"],
  es: ["complementos", "servicios adicionales", "opciones adicionales", "módulos adicionales"],
  pt: ["serviços adicionais", "opções adicionais", "módulos adicionais", "adicionais"],
  it: ["servizi aggiuntivi", "opzioni aggiuntive", "moduli aggiuntivi", "componenti aggiuntivi"],
  nl: ["extra opties", "aanvullende diensten", "aanvullende opties", "uitbreidingen"],
  da_no: ["tilvalg", "tillæg", "tilleggstjenester", "tilleggsmoduler"],
  sv: ["tillägg", "tilläggstjänster"],
  fi: ["lisäpalvelut", "lisäosat", "lisäominaisuudet"],
  pl: ["dodatki", "usługi dodatkowe", "opcje dodatkowe", "moduły dodatkowe"],
  cs_sk: ["doplňky", "doplňkové služby", "doplnkové služby"],
  ro: ["servicii suplimentare", "opțiuni suplimentare", "servicii adiționale"],
  hu: ["kiegészítők", "kiegészítő szolgáltatások"],
  tr: ["ek hizmetler", "eklentiler", "ek paketler"],
  ru_uk: ["дополнительные услуги", "дополнительные опции", "дополнения", "додаткові послуги", "доповнення"],
  ja: ["追加オプション", "オプションサービス"],
  zh: ["附加服务", "增值服务", "附加组件", "加购"],
  ko: ["부가 서비스", "추가 옵션", "애드온"],
};

const ALTERNATIVES = Object.values(ADDON_WORDS)
  .flat()
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");

/** An add-on section's title in a language of the table, between letter edges. */
const ADDON_TITLE = new RegExp(`(?<!\\p{L})(?:${ALTERNATIVES})(?!\\p{L})`, "iu");

/** True when a heading titles a section of add-ons in one of the table's languages. */
export function addonHeading(text: string): boolean {
  return ADDON_TITLE.test(text.slice(0, 200));
}
