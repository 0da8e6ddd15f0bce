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
import { MORE_ONCE_STEMS, MORE_ONCE_WORDS } from "./once-words.ts";

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
  de: { month: { abbr: ["mon.", "mt.", "mtl."], word: ["mtl.", "monatl."] }, year: { word: ["jährl.", "jahresgebühr"] } },
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
  // Arabic: "مرة واحدة" / "دفعة واحدة" (once, one payment); the month and year are in money.ts.
  ar: { once: { word: ["مرة واحدة", "مرّة واحدة", "دفعة واحدة"] } },
  th: { month: { abbr: ["เดือน"] }, year: { abbr: ["ปี"] } },
  hi: { month: { abbr: ["माह", "महीना"] }, year: { abbr: ["वर्ष", "साल"] } },
  // Chinese: "按月" / "月付" / "包月" (by the month), "按年" / "年付" / "包年"; Vietnamese "mỗi tháng", "hằng năm".
  zh: { month: { word: ["按月", "月付", "包月"] }, year: { word: ["按年", "年付", "包年"] } },
  vi: { month: { word: ["mỗi tháng", "hàng tháng", "hằng tháng"] }, year: { word: ["mỗi năm", "hàng năm", "hằng năm"] } },
};

/** The words that stand for "per" before an abbreviation: a slash, "per", Danish/Norwegian "pr.", "pro", "pe", "na", "za", "al", Russian "за", "на". */
const PER = String.raw`(?:[\/／]|(?:per|pr\.|pr|pro|pe|na|za|al|за|на)[ \t\u00a0])[ \t\u00a0]*`;
const escape = (w: string) => w.replace(/[.]/g, "\\.").replace(/ /g, "[ \\t\\u00a0]+");
/** A word ending on a dot has no letter edge after its dot to check; every other word does. */
const word = (w: string) => `${escape(w)}${w.endsWith(".") ? "" : "(?!\\p{L})"}`;

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

/** The leftmost match of the table in `text` that does not start inside a word; null when none. */
function tableMatch(text: string, re: RegExp): { index: number; period: Period } | null {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // A match that opens on a letter ("per", a word) must not continue a word ("upper år", "bimensual").
    if (m.index > 0 && LETTER.test(m[0][0]) && LETTER.test(text[m.index - 1])) {
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
  return ONCE_STEMS.some((stem) => lower.includes(stem)) && tableMatch(text, ONCE_RE) !== null;
};
/**
 * The stems every paid-once word of the table opens with: plain substring scans rule out almost
 * every card text before the Unicode-aware regex runs (a hostile page has thousands of cards).
 */
const ONCE_STEMS = ["engang", "engång", "jednor", "kerta", "egyszer", "singur", "plat", "única", "unica", "tek s", "tek ç", "разов", "единов", "одноразов", "مر", "دفعة", ...MORE_ONCE_STEMS];

/** The first period the table finds in `text`, with where it starts; null when none. */
export const tablePeriod = (text: string) => tableMatch(text, TABLE_RE);
