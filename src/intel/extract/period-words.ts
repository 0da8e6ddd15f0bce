/**
 * How pages in many languages write a billing period after a price (round 20, part b): one table,
 * by language, that the period reader (money.ts `billingAfter`, `statesPeriod`) consults beside
 * its older English-first word lists. Vocabulary, not page quirks: "499 kr/md.", "4,17 € /kk",
 * "49 zł/mies.", "490 Kč/měs.", "99 lei/lună", "Rp 99.000/bln", "1 200 kr/år", "29 € al mes",
 * "engangsbeløb", "o singură dată", "разово".
 *
 * Two kinds of entry, because a short abbreviation is only a period where a period stands:
 * - `abbr`: read only straight after a slash or a "per" word ("/md.", "pr. md.", "per år",
 *   "pe lună"). Alone, "md", "kk", "år", "an" or "mc" are other words (Markdown, a name, "5 år"
 *   of warranty), so they never count on their own.
 * - `word`: whole words that say the period wherever they follow the price ("månedligt",
 *   "rocznie", "maandelijks", "ежемесячно").
 * Both are matched with letter edges that know accented and non-Latin letters (the `u` flag and
 * \p{L}), so "år" is never the end of "sommår" and "mc" never the start of "mcp". Every regex
 * built here is an alternation of fixed words: linear, no nested quantifiers.
 */
import type { Period } from "./money.ts";
import { FREE_WORD, TRIAL_WORD } from "./free-words.ts";
import { MORE_ONCE_STEMS, MORE_ONCE_WORDS } from "./once-words.ts";
import { textMemo } from "./site-memo.ts";

interface LanguageWords {
  month?: { abbr?: string[]; word?: string[] };
  year?: { abbr?: string[]; word?: string[] };
  once?: { word?: string[] };
}

/** By language (ISO 639-1). Words already in money.ts's own lists are not repeated here. */
const TABLE: Record<string, LanguageWords> = {
  // Danish / Norwegian: "kr/md.", "kr. pr. md.", "pr. måned", "/mdr", "/år", "årligt", "engangsbeløb" (money.ts: engangs-).
  da: { month: { abbr: ["md", "md.", "mdr", "mdr.", "mnd."], word: ["månedligt", "månedlige", "om måneden", "i måneden"] }, year: { abbr: ["år"], word: ["årligt", "årlig", "årlige", "om året", "i året"] }, once: { word: ["engangspris", "engangsbeløb", "engangsbetaling", "engangsgebyr", "engangsavgift"] } },
  // Swedish: "kr/mån", "per månad" (money.ts), "/år", "årligen", "årsvis".
  sv: { month: { abbr: ["mån", "mån."], word: ["månadsvis", "månatlig", "månatligen", "i månaden", "om månaden"] }, year: { word: ["årligen", "årsvis"] }, once: { word: ["engångspris", "engångsbelopp", "engångsbetalning", "engångsavgift", "engångskostnad"] } },
  // Finnish: "€/kk", "/kk.", "kuukaudessa", "/vuosi", "vuodessa", "vuosittain".
  fi: { month: { abbr: ["kk", "kk.", "kuukausi"], word: ["kuukaudessa", "kuukausittain"] }, year: { abbr: ["vuosi"], word: ["vuodessa", "vuosittain"] }, once: { word: ["kertaluonteinen", "kertamaksuna"] } },
  // Polish: "zł/mies.", "zł/mc", "miesięcznie", "/rok" (money.ts), "rocznie".
  pl: { month: { abbr: ["mies", "mies.", "mc", "mc.", "msc", "msc."], word: ["miesięcznie"] }, year: { word: ["rocznie"] }, once: { word: ["jednorazowo", "jednorazowa opłata", "płatność jednorazowa"] } },
  // Czech / Slovak: "Kč/měs.", "/mes." (Slovak), "ročně" (money.ts), "mesačne", "ročne".
  cs: { month: { abbr: ["měs", "měs.", "mes.", "mesiac"], word: ["mesačne"] }, year: { word: ["ročne"] }, once: { word: ["jednorázově", "jednorázová platba", "jednorázový poplatek", "jednorazovo"] } },
  // Romanian: "lei/lună", "pe lună", "lunară" ("lunar" alone is also an English word a product may be named), "/an" (money.ts), "pe an", "anual"; "o singură dată", "plată unică".
  ro: { month: { abbr: ["lună", "luna"], word: ["lunară", "lunare"] }, year: { word: ["anuală", "anuale"] }, once: { word: ["o singură dată", "plată unică", "plata unica"] } },
  // Hungarian: "Ft/hó", "havonta", "/év", "évente", "egyszeri".
  hu: { month: { abbr: ["hó", "hó."], word: ["havonta"] }, year: { abbr: ["év"], word: ["évente"] }, once: { word: ["egyszeri"] } },
  // Spanish / Portuguese / Italian: "mensual", "mensualmente", "mensalmente", "mensilmente", "anualmente", "annualmente".
  es: { month: { word: ["mensual", "mensuales", "mensualmente", "mensalmente", "mensilmente"] }, year: { word: ["anualmente", "annualmente", "anuales"] }, once: { word: ["única vez", "unica vez", "pago por única vez"] } },
  // French: "annuel", "annuelle", "annuellement", "mensuellement".
  fr: { month: { word: ["mensuellement"] }, year: { word: ["annuel", "annuelle", "annuellement"] } },
  // German: "/Mon.", "/Mt.", "mtl.", "monatl.", "jährl.", "/J." is left out (a year's initial is too short to trust).
  de: { month: { abbr: ["mon.", "mt.", "mtl."], word: ["mtl.", "monatl."] }, year: { word: ["jährl.", "jahresgebühr"] }, once: { word: ["einmalzahlung", "einmalpreis", "einmalgebühr", "einmalkauf"] } },
  // Dutch: "maandelijks", "jaarlijks", "per jaar" (money.ts: jaar).
  nl: { month: { word: ["maandelijks"] }, year: { word: ["jaarlijks"] } },
  // Indonesian / Malay: "/bln", "per bulan" (money.ts), "bulanan", "/thn", "tahunan"; "sekali bayar" (money.ts).
  id: { month: { abbr: ["bln", "bln."], word: ["bulanan", "perbulan", "sebulan"] }, year: { abbr: ["thn", "thn."], word: ["tahunan", "pertahun", "setahun"] } },
  // Turkish: "₺/ay", "aylık" (money.ts), "yıllık" (money.ts); "tek seferlik", "tek çekim".
  tr: { once: { word: ["tek seferlik", "tek sefer", "tek çekim"] } },
  // Russian / Ukrainian: "/мес" (money.ts), "ежемесячно", "/міс", "щомісяця", "на місяць"; "/год" (money.ts), "/рік", "ежегодно", "щорічно"; "разово".
  ru: { month: { abbr: ["міс", "міс."], word: ["ежемесячно", "щомісяця", "на місяць"] }, year: { abbr: ["рік"], word: ["ежегодно", "щорічно", "на рік"] }, once: { word: ["разово", "единоразово", "единовременно", "разовый платёж", "разовый платеж", "разова оплата", "одноразово"] } },
  // Latvian: "EUR mēnesī" ("a month", a column's header "Maksa mēnesī, EUR"), "/mēn."; "gadā" (a year) only after a slash or a per word ("2020. gadā" is a date).
  lv: { month: { abbr: ["mēn", "mēn."], word: ["mēnesī", "ikmēneša"] }, year: { abbr: ["gadā", "gadu"] } },
  // Greek, Hebrew, Thai, Hindi: the month and year after a slash or a per word.
  el: { month: { abbr: ["μήνα", "μήνα."], word: ["μηνιαίως"] }, year: { abbr: ["έτος", "χρόνο"], word: ["ετησίως"] } },
  he: { month: { word: ["לחודש"] }, year: { word: ["לשנה"] } },
  // English "paid once" right after a price that money.ts's ONCE_WORD lacks (round 49, part d; German beside it, above):
  // "US$5,000 one off fee", "$14.99 one payment", "$599 Einmalzahlung" (three sites, three waves of
  // development: a one-time price read with no period, or with the page's month). Not "for life"
  // ("free for life" is a free plan's), not "per project" (a unit, already read as once).
  en: { once: { word: ["one off", "one-off", "one payment", "one-off payment", "one off payment"] } },
  // Arabic: "مرة واحدة" / "دفعة واحدة" (once, one payment); the month and year are in money.ts.
  ar: { once: { word: ["مرة واحدة", "مرّة واحدة", "دفعة واحدة"] } },
  // Thai writes "per month" as one word with no space, right after the price or its baht ("฿299 ต่อเดือน",
  // "299 บาทต่อเดือน"), and "monthly" / "yearly" as รายเดือน / รายปี (round 50c): matched with no letter edge
  // (a script without spaces, as the day words below).
  th: { month: { abbr: ["เดือน"], word: ["ต่อเดือน", "รายเดือน"] }, year: { abbr: ["ปี"], word: ["ต่อปี", "รายปี"] } },
  hi: { month: { abbr: ["माह", "महीना"] }, year: { abbr: ["वर्ष", "साल"] } },
  // Round 50c — the corpus's other languages, their standard forms (each the month, then the year):
  // Russian / Ukrainian / Bulgarian after "за" / "на" / a slash: "за месяц", "на місяць", "на месец", "за год", "на година";
  // Bulgarian "месечно", "годишно" (monthly, yearly; "месечно" is also Serbian Cyrillic).
  ru_uk_bg: { month: { abbr: ["месяц", "мес", "мес.", "місяць", "месец"], word: ["месечно"] }, year: { abbr: ["год", "година"], word: ["годишно"] } },
  // Serbian / Croatian / Bosnian / Slovenian after a slash or a per word: "/mesec", "na mjesec", "/godina", "na leto"
  // ("god." with its dot). Not the adverbs "mesečno", "mjesečno", "godišnje": round 26a reads them as a term to the
  // page-wide check, not a price's period ("€ 60 / mjesečno"), and that reading is kept.
  sh_sl: { month: { abbr: ["mesec", "mjesec", "mjes.", "mj."] }, year: { abbr: ["godina", "godinu", "god.", "leto"] } },
  // Hungarian "/hónap" (month; "hó" above). Icelandic "á mánuði", "á ári" (a month, a year), "/mán.", "/ári".
  hu_is: { month: { abbr: ["hónap", "mán", "mán.", "mánuði"], word: ["á mánuði"] }, year: { abbr: ["ári"], word: ["á ári"] } },
  // Estonian "/kuu" (month), "/aasta", "aastas" (a year). Not "kuus": "a month" and "six" are one word.
  et: { month: { abbr: ["kuu"] }, year: { abbr: ["aasta"], word: ["aastas"] } },
  // Lithuanian "per mėnesį", "/mėn.", "per metus" (a month, a year).
  lt: { month: { abbr: ["mėnesį", "mėn", "mėn."] }, year: { abbr: ["metus", "metams"] } },
  // Greek "το μήνα" / "τον μήνα" / "ανά μήνα" (a month, per month), "το χρόνο", "ανά έτος" (a year).
  el_more: { month: { word: ["το μήνα", "τον μήνα", "ανά μήνα"] }, year: { word: ["το χρόνο", "τον χρόνο", "ανά έτος", "ανά χρόνο", "το έτος"] } },
  // Hebrew "/חודש", "/שנה" after a slash (the prefixed "לחודש" above). Persian "ماهانه" (monthly), "/سال", "سالانه" (yearly).
  he_fa: { month: { abbr: ["חודש"], word: ["ماهانه"] }, year: { abbr: ["שנה", "سال"], word: ["سالانه"] } },
  // Romanian "pe an" (a year; "an" alone is an English article, so only with "pe"). Catalan "a l'any" (a year; "/mes" is money.ts's).
  ro_ca: { year: { word: ["pe an", "a l'any", "a l’any"] }, once: { word: ["pagament únic"] } },
  // Mongolian "/сар", "сард" (a month), "/жил", "жилд"; Kazakh "/ай", "айына", "/жыл", "жылына"; Uzbek "/oy", "oyiga", "/yil",
  // "yiliga"; Azerbaijani "aylıq", "illik" ("/il" is left out: "per il" is Italian); Albanian "/muaj", "në muaj", "/vit", "në vit".
  central_asia_sq: { month: { abbr: ["сар", "ай", "oy", "muaj"], word: ["сард", "айына", "oyiga", "aylıq", "në muaj"] }, year: { abbr: ["жил", "жыл", "yil", "vit"], word: ["жилд", "жылына", "yiliga", "illik", "në vit"] } },
  // Chinese: "按月" / "月付" / "包月" (by the month), "按年" / "年付" / "包年"; Vietnamese "mỗi tháng", "hằng năm".
  zh: { month: { word: ["按月", "月付", "包月"] }, year: { word: ["按年", "年付", "包年"] } },
  vi: { month: { word: ["mỗi tháng", "hàng tháng", "hằng tháng"] }, year: { word: ["mỗi năm", "hàng năm", "hằng năm"] } },
};

/** The words that stand for "per" before an abbreviation: a slash, "per", Danish/Norwegian "pr.", "pro", "pe", "na", "za", "al", Russian "за", "на". */
const PER = String.raw`(?:[\/／]|(?:per|pr\.|pr|pro|pe|na|za|al|за|на)[ \t\u00a0])[ \t\u00a0]*`;
const escape = (w: string) => w.replace(/[.]/g, "\\.").replace(/ /g, "[ \\t\\u00a0]+");
/** Thai writes no spaces between words ("299 บาทต่อเดือน"): its words have no letter edge to check (round 50c). */
const NO_SPACE_SCRIPT = /[\u0e00-\u0e7f]/u;
/** A word ending on a dot has no letter edge after its dot to check; every other word does (but a Thai one). */
const word = (w: string) => `${escape(w)}${w.endsWith(".") || NO_SPACE_SCRIPT.test(w) ? "" : "(?!\\p{L})"}`;

/**
 * One regex for the three periods (one pass over the text, the leftmost match wins), each in a
 * group of its own. The letter edge BEFORE a match is checked in code (`tableMatch`), not by a
 * leading lookbehind, which would stop the engine from skipping ahead to a possible first
 * character: this runs on every price's tail and on card texts (hostile pages have thousands).
 */
function build(periods: readonly ("month" | "year" | "once")[]): RegExp {
  const groups: string[] = [];
  for (const period of periods) {
    const abbr: string[] = [];
    const words: string[] = [];
    for (const lang of Object.values(TABLE)) {
      const entry: { abbr?: string[]; word?: string[] } | undefined = lang[period];
      abbr.push(...(entry?.abbr ?? []));
      words.push(...(entry?.word ?? []));
    }
    // "Paid once" in the languages the table lacked it for (round 34d, once-words.ts).
    if (period === "once") for (const list of Object.values(MORE_ONCE_WORDS)) words.push(...list);
    // Longest first, so "mdr." wins over "md" and "mies." over "mies".
    const byLength = (a: string, b: string) => b.length - a.length;
    const parts: string[] = [];
    if (abbr.length) parts.push(`${PER}(?:${abbr.sort(byLength).map(word).join("|")})`);
    if (words.length) parts.push(`(?:${words.sort(byLength).map(word).join("|")})`);
    groups.push(`(?<${period}>${parts.join("|")})`);
  }
  return new RegExp(groups.join("|"), "giu");
}

const TABLE_RE = build(["month", "year", "once"]);
/** The paid-once words alone, for whole card texts and notes. */
const ONCE_RE = build(["once"]);
const LETTER = /\p{L}/u;

type TableMatch = { readonly index: number; readonly period: Period } | null;

/** The leftmost match of the table in `text` that does not start inside a word; null when none. */
function tableMatch(text: string, re: RegExp): TableMatch {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // A match that opens on a letter ("per", a word) must not continue a word ("upper år", "bimensual").
    if (m.index > 0 && LETTER.test(m[0][0]) && !NO_SPACE_SCRIPT.test(m[0][0]) && LETTER.test(text[m.index - 1])) {
      re.lastIndex = m.index + 1;
      continue;
    }
    const g = m.groups!;
    return { index: m.index, period: g.month !== undefined ? "month" : g.year !== undefined ? "year" : "one_time" };
  }
  return null;
}

/**
 * Whether `text` says somewhere that it is paid once, in the table's words ("Engangspris, ingen
 * vedligeholdelse", "płatność jednorazowa"), as money.ts `oneTimeIn` in English: read in the notes beside a set
 * of prices that state no period of their own (plans-page.ts, the set's notes).
 */
export const onceWordIn = (text: string) => {
  const lower = text.toLowerCase();
  return ONCE_STEMS.some((stem) => lower.includes(stem)) && onceMatch(text) !== null;
};
/**
 * The stems every paid-once word of the table opens with: plain substring scans rule out almost
 * every card text before the Unicode-aware regex runs (a hostile page has thousands of cards).
 */
const ONCE_STEMS = ["one off", "one-off", "one pay", "einmal", "engang", "engång", "jednor", "kerta", "egyszer", "singur", "plat", "única", "unica", "tek s", "tek ç", "разов", "единов", "одноразов", "مر", "دفعة", "pagament", ...MORE_ONCE_STEMS];

/** The first period the table finds in `text`, with where it starts; null when none. */
export const tablePeriod = textMemo((text: string) => tableMatch(text, TABLE_RE));
/** The same for the paid-once words alone. Both are kept per site (site-memo.ts): readers ask them about the same card lines again and again. */
const onceMatch = textMemo((text: string) => tableMatch(text, ONCE_RE));

/**
 * A price for a count of days (round 48, part c): "5 970 руб за 30 дней", "6 500 FCFA" over
 * "30 jours", a "Duration" column's "30 days" beside "1€". The README reads a 30-day pass as the
 * month and a 365-day one as the year (cases on six sites in five waves, and three for the year),
 * as round 16b's English "30-day access" already was (plans-page.ts `passPeriod`, `durationPeriod`):
 * the words for "days" by language, so the one reading holds in every language of our pages.
 * Plurals and the forms a count takes ("30 дней", "30 Tage", "30 jours", "30天"); "日" alone is
 * left out (Japanese "30日" is a date as often as a span; "30日間" is the span).
 */
const DAY_WORDS: Record<string, string[]> = {
  en: ["days", "day"],
  de: ["tage", "tagen"],
  fr: ["jours"],
  es_pt: ["días", "dias"],
  it: ["giorni"],
  nl: ["dagen"],
  da_no_sv: ["dage", "dager", "dagar", "døgn"],
  pl_cs_sk: ["dni", "dní", "dnů", "dny"],
  ro: ["zile"],
  hu: ["nap"],
  fi: ["päivää", "päivän"],
  tr: ["gün"],
  ru_uk_bg: ["дней", "дня", "днів", "дні", "дни"],
  el: ["ημέρες", "μέρες"],
  id_ms: ["hari"],
  vi: ["ngày"],
  ar: ["يومًا", "يوما", "يوم", "أيام"],
  he: ["ימים"],
  hi: ["दिन"],
  th: ["วัน"],
  zh_ja: ["天", "日間"],
  // Round 50c: the corpus's other languages — Lithuanian, Latvian, Estonian, Serbian/Croatian/Bosnian, Albanian,
  // Uzbek, Kazakh, Mongolian ("30 dienų", "30 dienas", "30 päeva", "30 dana", "30 ditë", "30 kun", "30 күн", "30 хоног").
  more: ["dienų", "dienas", "päeva", "dana", "ditë", "kun", "күн", "хоног"],
};
const CJK_OR_THAI = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]/u;
const DAY_ALTERNATIVES = Object.values(DAY_WORDS)
  .flat()
  .sort((a, b) => b.length - a.length)
  // A script without spaces between words has no letter edge after its word ("30天内").
  .map((w) => (CJK_OR_THAI.test(w) ? w : `${w}(?!\\p{L})`))
  .join("|");
/** A count of days: "30 days", "30-day", "30 дней", "365天". */
const DAY_COUNT_BODY = String.raw`(\d{1,3})[ \t\u00a0]*-?[ \t\u00a0]*(?:${DAY_ALTERNATIVES})`;
const DAY_COUNT = new RegExp(String.raw`(?<![\p{L}\p{N}])${DAY_COUNT_BODY}`, "iu");

/** A span of about a month (28–31 days) is the month, of about a year (360–366) the year; any other none. */
const spanPeriod = (days: number): Period | null => (days >= 28 && days <= 31 ? "month" : days >= 360 && days <= 366 ? "year" : null);

/** The first count of days in `text` ("Duration: 30 days"), where it starts and the period it gives (null for another length); null when none. */
export function dayCount(text: string): { index: number; period: Period | null } | null {
  const m = DAY_COUNT.exec(text);
  return m ? { index: m.index, period: spanPeriod(Number(m[1])) } : null;
}

/**
 * A count of days right after a price, bare or after a per word, on its line or the next ("за 30
 * дней" under "5 970 руб", "/ 30 days", "30 jours"): the period a 30-day or a 365-day span gives, else undefined (another length says
 * nothing the README reads as a period, and the rest of the page decides, as before). Not a
 * trial's or a guarantee's days ("$0 30 days free", "30 days money-back guarantee", "30 jours
 * d'essai"): the words after the count must not be a free, trial or guarantee word.
 */
const DAYS_AFTER = new RegExp(String.raw`^[ \t\u00a0]*\n?[ \t\u00a0]*(?:${PER})?${DAY_COUNT_BODY}`, "iu");
const GUARANTEE = /(?<!\p{L})(?:guarantee|guaranteed|money[-\s]back|refund|garantie|garantía|garantia|garanzia|geld[-\s]zurück|remboursé|reembolso|rimborso|гарантия|возврат)(?!\p{L})/iu;
export function dayCountAfter(tail: string): Period | undefined {
  const m = DAYS_AFTER.exec(tail.slice(0, 40));
  if (!m) return undefined;
  const next = tail.slice(m[0].length, m[0].length + 30);
  if (TRIAL_WORD.test(next) || FREE_WORD.test(next) || GUARANTEE.test(next)) return undefined;
  return spanPeriod(Number(m[1])) ?? undefined;
}

/** A whole text that is a count of days and nothing else ("30天", "30 days", "30-day"): the count; null otherwise (round 105a, term-kicker.ts). */
const WHOLE_DAY_COUNT = new RegExp(String.raw`^${DAY_COUNT_BODY}$`, "iu");
export function wholeDayCount(text: string): number | null {
  const m = WHOLE_DAY_COUNT.exec(text.trim());
  return m ? Number(m[1]) : null;
}
/** The period a span of days gives: about a month the month, about a year the year, any other none. */
export const daySpanPeriod = spanPeriod;
