/**
 * Money in page text: finds price tokens ("$29", "USD 9", "€9,99", "9,99 €", "£1.200,50",
 * "$1,200/yr") and reads the billing words around them (per month/year, per user, one-time,
 * billed annually). Regexes run on TEXT only, never on HTML structure. Inputs are bounded by the
 * caller (one card or one short text block), and every pattern is linear (no nested quantifiers
 * over the same characters), so a 1M-character string costs one pass.
 */

import { RAND, randSign } from "./rand-sign.ts";
import { dongThousands } from "./dong-thousands.ts";
import { myriadSignPrices } from "./myriad-sign.ts";
import { dayCountAfter, tablePeriod } from "./period-words.ts";
import { denyRecurringCharge } from "./denied-period.ts";
import { inCodedUnit, MULTIPLE_UNIT_WORDS } from "./currency-multiples.ts";
import { rangeLowerEnd } from "./price-range.ts";
import { LETTER_PREFIXES } from "./letter-signs.ts";
import { CURRENCY_NAMES_AFTER } from "./currency-names.ts";
import { PREFIXED_DOLLARS } from "./dollar-signs.ts";
import { YUAN, YUAN_AFTER } from "./yuan-sign.ts";
import { START_FEE_THEN_PRICE } from "./start-fee-words.ts";
import { TERM_COMPARISON_AFTER } from "./term-comparison.ts";
import { billedAnnuallyWords, billedMonthlyWords, englishSide, withoutSideWords } from "./billing-side-words.ts";
import { INDIAN_GROUPED } from "./number-grouping.ts";
import { multiplierAfter } from "./amount-multipliers.ts";
import { PERPETUAL_LICENCE } from "./perpetual-licence.ts";

/** Currency markers → ISO 4217. Multi-character markers first so "US$" wins over "$". */
const MARKERS: [string, string][] = [
  // Every dollar named by its prefix ("NT$", "HK$", "A$"), then the bare one (dollar-signs.ts).
  ...PREFIXED_DOLLARS, ["$", "USD"],
  // "￥" is the full-width yen sign CJK pages type ("￥899.00"): the same sign as "¥" (round 18a;
  // a page in Chinese reads it as the yuan, plans-page.ts `chinesePage`).
  ["€", "EUR"], ["£", "GBP"], ["¥", "JPY"], ["￥", "JPY"], ["₹", "INR"], ["₩", "KRW"], ["₽", "RUB"], ["₺", "TRY"],
  // "VNĐ": how Vietnamese pages write the đồng's code (with the letter Đ), before or after the number.
  ["₪", "ILS"], ["₱", "PHP"], ["₫", "VND"], ["VNĐ", "VND"], ["฿", "THB"], ["zł", "PLN"], ["Kč", "CZK"],
  ["₦", "NGN"], ["₴", "UAH"], ["₸", "KZT"], ["₮", "MNT"], ["৳", "BDT"], ["₾", "GEL"], ["₼", "AZN"],
  // Round 50c: the Costa Rican colón's sign (Spanish: "₡5.000"), one currency's alone.
  ["₡", "CRC"],
  // The Gulf currencies as Arabic pages abbreviate them, before or after the number ("٢٩ ر.س",
  // "99 د.إ"), and the riyal written out with its country (round 20b). The bare word "ريال" is
  // the Saudi, Qatari, Omani and Yemeni riyal alike: the country's name settles it.
  ["ريال سعودي", "SAR"], ["ريال قطري", "QAR"], ["ريال عماني", "OMR"], ["درهم إماراتي", "AED"],
  ["ر.س", "SAR"], ["د.إ", "AED"], ["ر.ق", "QAR"], ["د.ك", "KWD"], ["ر.ع", "OMR"], ["د.ب", "BHD"], ["ج.م", "EGP"],
];
/**
 * Currencies written as a word of letters only AFTER the number, case as printed (round 20b):
 * the Romanian leu ("49 lei"), the forint ("4 990 Ft"; "ft" in lower case is feet), the Turkish
 * lira ("299 TL"), the lev ("29 лв"), the hryvnia ("199 грн"). Before a number they are other
 * words ("Lei" a name, "TL;DR"), so never a prefix. A letter after them is another word.
 */
const SUFFIX_WORDS: [string, string][] = [
  ["lei", "RON"], ["Lei", "RON"], ["LEI", "RON"], ["Ft", "HUF"], ["TL", "TRY"], ["лв", "BGN"], ["грн", "UAH"],
  // Round 27a: the Uzbek sum as Uzbek pages write it in Latin ("499,000 so'm", its apostrophe in
  // any of the forms typed: ' ’ ‘ ʻ) and as Russian and Kazakh pages do ("490 000 сум"; "сумка", a
  // bag, goes on with a letter); the Czech crown written out ("9 600 korun"); the đồng as
  // Vietnamese pages abbreviate it ("89.000đ", "168,000 đ"; "10 đêm", ten nights, goes on with a
  // letter); and the units that are a multiple of a coded currency (currency-multiples.ts: the
  // toman, "۱,۰۰۰,۰۰۰ تومان", read as rials × 10).
  ["so'm", "UZS"], ["so’m", "UZS"], ["so‘m", "UZS"], ["soʻm", "UZS"], ["сум", "UZS"], ["korun", "CZK"], ["đ", "VND"],
  ...MULTIPLE_UNIT_WORDS.map((w): [string, string] => [w, inCodedUnit(w, 1)!.currency]),
  // Round 34c: the euro spelt out ("100 Euros") and the Moroccan dirham's "dh" (currency-names.ts).
  ...CURRENCY_NAMES_AFTER,
];
/** Any letter of the scripts these words are written in ends no currency word: it goes on as another word. */
const SUFFIX_WORDS_RE = String.raw`(?:${SUFFIX_WORDS.map(([w]) => w.replace(/\./g, "\\.")).join("|")})(?![A-Za-z\u00c0-\u024f\u1e00-\u1effЀ-ӿ\u0370-\u03ff\u1f00-\u1fff\u0600-\u06ff\d])`;
/**
 * Currency signs written only AFTER the number ("980円", "9,900원"): the yen and won in their own
 * scripts. (元, the yuan and Taiwan's and Hong Kong's dollar alike, is read apart: yuan-sign.ts.)
 */
const SUFFIX_MARKERS: [string, string][] = [["円", "JPY"], ["원", "KRW"]];
/**
 * The rouble as Russian pages write it after the number more often than "₽": "9 000 руб.",
 * "990 рублей" (round 18a). Its word forms, and no other word: a letter after them is another word.
 */
const ROUBLE_WORD = String.raw`руб(?:лей|ля|ль|\.)?(?![а-яё])`;
/**
 * ISO 4217 codes pages price in. USDT / USDC (dollar stablecoins) come before USD so that
 * "4.99 USDT" is read whole (reported as USD: STABLECOINS below). Codes that are also common words or
 * names on a software page are left out ("PHP 8.2" is a language, not pesos).
 */
const CODES = [
  "USDT", "USDC", "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "JPY", "INR", "BRL", "SEK", "NOK", "DKK", "PLN", "CZK", "SGD", "HKD", "MXN", "ZAR", "TRY", "ILS", "KRW", "CNY", "RUB",
  "SAR", "AED", "QAR", "KWD", "BHD", "OMR", "EGP", "MYR", "IDR", "THB", "VND", "TWD", "PKR", "BDT", "LKR", "MNT", "KZT", "UAH", "RON", "HUF", "BGN", "ISK", "CLP", "COP", "ARS", "NGN", "KES", "GHS", "TND",
  // Round 22a: more of Africa's and Asia's currencies, whose pages print the code ("Rwf 10,000").
  "RWF", "UGX", "TZS", "ETB", "MAD", "DZD", "JOD", "NPR", "MMK", "KHR", "RSD", "MKD", "UYU", "PYG", "GTQ", "DOP",
  // Round 27a: the Moldovan leu ("2500 MDL") and the Bosnian convertible mark ("~ 1000 BAM"), as pages print
  // them. (Not the mark's "KM": kilometres.)
  "MDL", "BAM",
];
/**
 * A code as some pages set it, in title case ("Rwf 10,000", "Eur 49"): the same code (round 22a).
 * Not the codes whose title case is a word or a name that may stand beside a number ("Try 14
 * days free", "Cad 3D", "Ron 2", "Cop 2", "Mad 3", "Rub 2", "Bam 2").
 */
const TITLE_WORDS = new Set(["TRY", "CAD", "RON", "RUB", "COP", "MAD", "ARS", "DOP", "BAM"]);
const TITLE_CODES = CODES.filter((c) => c.length === 3 && !TITLE_WORDS.has(c)).map((c) => c[0] + c.slice(1).toLowerCase());
/** Names pages use instead of the ISO code: "NTD 1099" is Taiwan dollars, "RMB 99" yuan. */
const CODE_ALIASES: [string, string][] = [["NTD", "TWD"], ["RMB", "CNY"]];
/**
 * Signs written only BEFORE the number, as letters: the rupiah ("Rp 99.000", "Rp99.000") and the
 * ringgit ("RM 199"). Only as a prefix followed by the number: as a suffix "RM" would take the
 * first letters of "RMB", and both are too short to trust standing after a number. Abbreviated
 * with a dot ("Rp.1.000.000,00", "Rp. 1,3 juta") when the number follows at once (round 22a).
 */
// Round 31g: the rupee's "Rs" and the sol's "S/", the same way (letter-signs.ts).
const PREFIX_LETTERS: [string, string][] = [["Rp", "IDR"], ["RM", "MYR"], ...LETTER_PREFIXES];
/**
 * Dollar stablecoins as a plan's currency (round 89j): "4.99 USDT", "$299 USDC / year" are priced in
 * US dollars — the coin is the dollar's token, 1:1 by design — and the API promises an ISO 4217 code,
 * which USDT is not, so they are reported as USD (the price's own text keeps the coin). They stay in
 * CODES so that "4.99 USDT" is read whole rather than as "USD" and a stray "T". The corpus records
 * them the same way (its readers write USD "since the schema needs an ISO code").
 */
const STABLECOINS: [string, string][] = [["USDT", "USD"], ["USDC", "USD"]];
const SYMBOL_TO_CODE = new Map([...MARKERS, ...SUFFIX_MARKERS, YUAN, ...CODE_ALIASES, ...STABLECOINS, ...PREFIX_LETTERS, ...SUFFIX_WORDS, RAND]);
const esc = (s: string) => s.replace(/[$.]/g, (c) => `\\${c}`);
const SYMBOLS = MARKERS.map(([m]) => esc(m)).join("|");
const SUFFIX_SYMBOLS = SUFFIX_MARKERS.map(([m]) => m).join("|");
const CODE_RE = [...CODES, ...CODE_ALIASES.map(([a]) => a), ...TITLE_CODES].join("|");
const PREFIX_LETTERS_RE = PREFIX_LETTERS.map(([a]) => a).join("|");
/**
 * A number as pages print it: 29, 29.99, 9,99, 1,200, 1.200,50, 1 200, 1'200, and sub-cent unit prices (0.0083).
 * Cents set in an element of their own with their separator ("<big>19</big> <small>.95</small>")
 * read "19 .95": a space before a separator and exactly two digits joins them (round 15).
 * The Indian grouping ("₹2,00,000") is tried first: it reads by its shape alone (number-grouping.ts).
 */
const NUM = String.raw`${INDIAN_GROUPED}|0[.,]\d{3,6}(?!\d)|\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d{1,7}(?:[.,]\d{1,2}|[ \u00a0][.,]\d{2}(?![\d.,]))?`;
const SPACE = String.raw`[\s\u00a0\u202f]?`;
/** The suffix form stays on one line: "150,000" ending a line is no price in the "$" opening the next. */
const SAME_LINE_SPACE = String.raw`[ \t\u00a0\u202f]?`;
/**
 * A whole amount written with a dash for its cents ("249.- CHF", "49,– €"): Swiss and German
 * pages print it so (round 15, part b). Only in the suffix form, between the number and its
 * currency, so a range ("49.-59") is never read as one.
 */
const WHOLE_DASH = String.raw`(?:[.,][-–])?`;
/**
 * The krona / krone written before the number, as Danish and Norwegian pages print it ("kr 499",
 * "kr. 1.299,-", "Kr 99"), often in an element of its own beside the figure (round 20b; the
 * suffix form "499 kr" was read before). With its dot, then a space or the figure.
 */
const KRONE_BEFORE = String.raw`[Kk]r\.?`;
/** Prefix form ("$29", "USD 9", "US$ 9") or suffix form ("9,99 €", "29 EUR", "99 kr", "8,000 Kr", "249.- CHF"). */
const TOKEN = new RegExp(
  String.raw`(?<![\w.,'])(?:(?<pre>${SYMBOLS}|${randSign(NUM, SPACE)}|(?:${CODE_RE}|${PREFIX_LETTERS_RE}|${KRONE_BEFORE})(?=[\s\u00a0\u202f\d])|(?:${PREFIX_LETTERS_RE})\.(?=[ \u00a0\u202f]?\d))${SPACE}(?<n1>${NUM})|(?<n2>${NUM})${WHOLE_DASH}${SAME_LINE_SPACE}(?<post>${SYMBOLS}|${SUFFIX_SYMBOLS}|${YUAN_AFTER}|${ROUBLE_WORD}|${SUFFIX_WORDS_RE}|(?:${CODE_RE}|kr|Kr|CHF)\b))`,
  "g",
);

export interface PriceToken {
  amount: number;
  currency: string;
  /** The matched characters, e.g. "$1,200". */
  raw: string;
  index: number;
  end: number;
}

/** Reads "1,200" / "1.200,50" / "9,99" / "1 200" into a number (null when absurd). */
export function parseNumber(s: string): number | null {
  const t = s.replace(/[\s\u00a0\u202f']/g, "");
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let n: number;
  // "0.008" is eight tenths of a cent (a unit price), never eight: no thousands after a lone 0.
  if (/^0[.,]\d+$/.test(t)) {
    const v = Number(t.replace(",", "."));
    return Number.isFinite(v) ? Math.round(v * 1e6) / 1e6 : null;
  }
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the later one is the decimal separator.
    const dec = lastDot > lastComma ? "." : ",";
    const thou = dec === "." ? "," : ".";
    n = Number(t.split(thou).join("").replace(dec, "."));
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const parts = t.split(sep);
    // One separator followed by exactly three digits is a thousands separator ("1,200", "1.200");
    // followed by one or two digits it is a decimal one ("9,99", "29.5").
    if (parts.length > 2 || parts[parts.length - 1].length === 3) n = Number(parts.join(""));
    else n = Number(parts.join("."));
  } else n = Number(t);
  return Number.isFinite(n) && n >= 0 && n < 10_000_000 ? Math.round(n * 100) / 100 : null;
}

/** The dollar-family code written beside a "$" price ("$1,499 MXN", "MXN $1,499"). */
const DOLLAR_CODES = "USD|CAD|AUD|NZD|MXN|SGD|HKD|TWD|NTD|ARS|CLP|COP|BRL";
const CODE_AFTER = new RegExp(String.raw`^[ \u00a0\u202f]?(${DOLLAR_CODES})\b`);
const CODE_BEFORE = new RegExp(String.raw`\b(${DOLLAR_CODES})[ \u00a0\u202f]?$`);

/** A figure just before a currency code (at most a space between): the code is its suffix. */
const AMOUNT_BEFORE_CODE = /\d[ \u00a0\u202f]?$/;
/** Signs written before the amount wherever they are used (money.ts' round 86d), and the figure right after one. */
const PREFIX_SIGN = /^(?:[A-Z]{0,2}\$|£|₹|₱|₩)$/;
const NUMBER_AFTER_SIGN = /^[ \u00a0\u202f]?\d[\d.,]{0,12}/;
/** The sign and the figure it opens, read from the sign (SYMBOLS and NUM are TOKEN's own parts). */
const SIGN_THEN_NUMBER = new RegExp(String.raw`^(?:${SYMBOLS})${SPACE}(${NUM})`);

/**
 * A rolling counter's digit strip after a sign ("$" then 0 0 1 2 3 4 5 6 7 8 9, one digit per
 * element, for a script to scroll to the price): a template's placeholder, no price (round 82d). The
 * figure read on from the sign, spaces and separators left out, runs through "123456789" — no
 * price's digits do. Bounded: at most 40 characters after the sign.
 */
function digitStrip(text: string, at: number): boolean {
  const run = /^\d+/.exec(text.slice(at, at + 40).replace(/[\s.,]+/g, ""));
  return !!run && run[0].includes("123456789");
}

/**
 * How many tokens one call of `findPrices` returns unless asked for more: a card, a line or a
 * sentence never holds more. A caller reading a whole page asks for its own bound (plans-page.ts
 * `findPricesBounded`): a page may hold far more than fifty prices in a few thousand characters — a
 * grid whose every card lists its billing periods as options, each with its total and its saving
 * (round 89i).
 */
export const PRICE_TOKEN_CAP = 50;

/** Every price token in `text`, in order: the first `cap` of them (the scan stops there, so a huge text costs no more). */
export function findPrices(text: string, cap = PRICE_TOKEN_CAP): PriceToken[] {
  const out: PriceToken[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const g = m.groups!;
    const marker = g.pre ?? g.post!;
    const amount = parseNumber(g.n1 ?? g.n2!);
    if (amount === null) continue;
    if (g.pre && digitStrip(text, m.index + g.pre.length)) continue;
    // A code right after a number is that number's ("$14.99 USD" then "14-day free trial" on the
    // next line): not the prefix of the figure that follows it (round 19c).
    if (g.pre && /^[A-Za-z]+\.?$/.test(g.pre) && AMOUNT_BEFORE_CODE.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    // A sign written before amounts ("R$", "$", "£") between two numbers on one line belongs to the
    // number after it: "LAB 15 R$ 69 /mês" is a plan named "Lab 15" at R$ 69, not 15 reais — unless
    // that number carries the sign after it too ("10 $ 20 $", a page that writes dollars last). Re-read
    // from the sign (round 86d).
    if (g.post && PREFIX_SIGN.test(g.post)) {
      const end0 = m.index + m[0].length;
      const next = NUMBER_AFTER_SIGN.exec(text.slice(end0, end0 + 24));
      const signAt = m.index + m[0].length - g.post.length;
      const own = next && !text.startsWith(g.post, end0 + next[0].length) && !text.startsWith(` ${g.post}`, end0 + next[0].length) ? SIGN_THEN_NUMBER.exec(text.slice(signAt, signAt + 32)) : null;
      const ownAmount = own ? parseNumber(own[1]) : null;
      if (own && ownAmount !== null) {
        out.push({ amount: ownAmount, currency: SYMBOL_TO_CODE.get(g.post) ?? g.post.toUpperCase(), raw: own[0], index: signAt, end: signAt + own[0].length });
        TOKEN.lastIndex = signAt + own[0].length;
        if (out.length >= cap) break;
        continue;
      }
    }
    // (A prefix of letters abbreviated with a dot, "Rp.1.000.000,00", is that prefix; round 22a.)
    const letters = /^(?:[A-Za-z]{2}|S\/)\.$/.test(marker) ? marker.slice(0, -1) : marker;
    let currency = SYMBOL_TO_CODE.get(letters) ?? (/^[Kk]r\.?$/.test(marker) ? "SEK" : marker.startsWith("руб") ? "RUB" : marker.toUpperCase());
    const end = m.index + m[0].length;
    const raw = m[0];
    // A sign that several currencies share, then the code that settles it: "$1,499 MXN", "MXN $1,499".
    if (g.pre && /\$$/.test(g.pre)) {
      const after = CODE_AFTER.exec(text.slice(end, end + 8));
      const before = CODE_BEFORE.exec(text.slice(Math.max(0, m.index - 8), m.index));
      const code = after?.[1] ?? before?.[1];
      // The token stays the number and its sign (the code is a word of the tail, like "USD" in "$10 USD/mo").
      if (code) currency = SYMBOL_TO_CODE.get(code) ?? code;
    }
    // "$15k/yr", "INR 1.5 lakh+ / month": thousands (lakhs, crores, myriads) written as a word, then
    // a billing period, is a price (amount-multipliers.ts); "$4B processed" or "$15k saved" stay
    // magnitudes (NOT_A_PLAN_PRICE_AFTER drops them).
    const kilo = g.pre ? multiplierAfter(text.slice(end, end + 32)) : null;
    // "Rp 99rb" / "Rp 1,5jt": rupiah amounts written in thousands (ribu) or millions (juta). "Rp 275k"
    // too (round 34, lead: part e found a hosting page's packages read as 275 rupiah): the rupiah's
    // unit is too small for any price to be counted in it bare, so a "k" after it is always thousands.
    // "Rp 1.5M": millions written as the English M (round 43d), the juta's abbreviation on pages in English.
    const idr = currency === "IDR" ? /^[ \u00a0]?(rb|ribu|jt|juta|k|m)\b/i.exec(text.slice(end, end + 6)) : null;
    if (idr) {
      const scaled = amount * (/^[jm]/i.test(idr[1]) ? 1_000_000 : 1000);
      if (scaled < 10_000_000_000) out.push({ amount: scaled, currency, raw: raw + idr[0], index: m.index, end: end + idr[0].length });
    } else if (kilo) {
      // Past parseNumber's ceiling ("₹2 crore / year") the whole is refused, never read as its figure.
      if (amount * kilo.factor < 10_000_000) out.push({ amount: Math.round(amount * kilo.factor * 100) / 100, currency, raw: raw + kilo.text, index: m.index, end: end + kilo.text.length });
    } else {
      // A unit that is a multiple of a coded currency (the toman): its amount in that currency.
      const coded = g.post ? inCodedUnit(g.post, amount) : null;
      // "150–250 €": a range whose currency follows its upper end is read at its lower end, as
      // "€150–250" is (round 28d, price-range.ts).
      const range = g.post && !coded ? rangeLowerEnd(text, m.index, amount) : null;
      if (range) out.push({ amount: range.amount, currency, raw: text.slice(range.index, end), index: range.index, end });
      else out.push({ amount: coded?.amount ?? amount, currency: coded?.currency ?? currency, raw, index: m.index, end });
    }
    if (out.length >= cap) break;
  }
  // "160k/tháng": đồng in thousands with no sign (round 82f, dong-thousands.ts); only where no token stands.
  let all = out;
  if (text.includes("/")) {
    const dong = apart(dongThousands(text, cap), all);
    if (dong.length) all = [...all, ...dong].sort((a, b) => a.index - b.index).slice(0, cap);
  }
  // "20万円", "2만원": yen and won counted in myriads before their sign (round 89b, myriad-sign.ts).
  if (/[万萬만]/.test(text)) {
    const myriad = apart(myriadSignPrices(text), all);
    if (myriad.length) all = [...all, ...myriad].sort((a, b) => a.index - b.index).slice(0, cap);
  }
  return all;
}

/**
 * The tokens of `extra` that overlap none of `tokens` (both in text order, `tokens` apart from each
 * other): one walk through both, so a long text's many tokens cost no more than reading them.
 */
function apart(extra: PriceToken[], tokens: PriceToken[]): PriceToken[] {
  const out: PriceToken[] = [];
  let j = 0;
  for (const d of extra) {
    while (j < tokens.length && tokens[j]!.end <= d.index) j++;
    if (j < tokens.length && tokens[j]!.index < d.end) continue;
    out.push(d);
  }
  return out;
}

const KNOWN_CODES = new Set(CODES);
const CODE_ALIAS = new Map(CODE_ALIASES);
/** Whether `s` is one of the ISO 4217 codes pages price in ("USD", "eur"). */
export const isCurrencyCode = (s: string) => KNOWN_CODES.has(s.toUpperCase());

/** Maps a currency given as a code or symbol (JSON-LD `priceCurrency`, app state) to ISO 4217. */
export function currencyCode(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (/^[A-Za-z]{3}$/.test(s)) return CODE_ALIAS.get(s.toUpperCase()) ?? s.toUpperCase();
  return SYMBOL_TO_CODE.get(s) ?? null;
}

export type Period = "month" | "year" | "one_time";

export interface BillingWords {
  period: Period | null;
  perUser: boolean;
  /** "billed annually/yearly", "annual plan", "per year, billed…" */
  billedAnnually: boolean;
  billedMonthly: boolean;
  /** "billed monthly or annually": the same price either way (both billing sides). */
  billedEither: boolean;
}

// The word lists below open on \b, which (these regexes are not Unicode-aware) also holds after an
// accented letter: Spanish "cómo" ended in the month's "mo" ("desde 850 € · Revisamos cómo
// trabaja tu equipo" read as 850 a month). So none may follow a Latin letter with a diacritic
// (round 18, part c). Nor may one stand before such a letter (round 26, part a): Croatian,
// Serbian and Polish "možete", "možemo", "może" began with the month's "mo", and a page of service
// cards that says "you can" read as one that bills by the month.
// Czech and Arabic month / year words stand after a space or a slash (no \b: the regexes are not
// Unicode-aware, so a letter such as "ě" or "ش" is no word character to them); Vietnamese "tháng"
// (month) and "năm" (year) only after a slash ("50.000 VNĐ / tháng"): alone they are common words.
// Persian "ماه" (month; alone it is also the moon) likewise only after a slash ("تومان /ماه", round 27a).
const MONTH_WORD = /(?:^|[\s\/])(?:měsíčně|měsíc|شهر|شهري|شهريا|شهرياً)(?![a-zà-žа-я\u0600-\u06FF])|\/\s*ماه(?![\u0600-\u06FF])|\/\s*tháng(?![a-zà-ỹ])|\/\s*m\b|\/\s*(?:per\s+)?mon\b|\bper\s+mon\b|\/\s*мес|в\s+месяц|\/\s*ay\b|\baylık\b|[\/／]\s*[月월]|月額|毎月|每月|매월|월간|\bpar\s+mois\b|(?<![\u00c0-\u024f])\b(?:mo|mos|mth|month|months|monthly|monat|monatlich|mois|mensuel|mensuelle|mes|mese|mensile|mês|mensal|maand|miesiąc|bulan|mnd|måned|månad|månedlig)\b(?![\u00c0-\u024f])/i;
// "pa" / "p.a." (per annum) only right after the number or at the words' start ("£50pa", "£85 p.a."; round
// 69, part c): anywhere else it is the start of a word ("pages", "paid").
const YEAR_WORD = /(?:^|(?<=\d))[ \t]?p\.?a\.?(?![a-z\u00c0-\u024f\d])|(?:^|[\s\/])(?:ročně|za rok|سنة|سنوي|سنويا|سنوياً)(?![a-zà-žа-я\u0600-\u06FF])|\/\s*năm(?![a-zà-ỹ])|\/\s*год|в\s+год(?![а-я])|\b(?:per|for|every|each|pro|par|por|ogni|voor|för)\s+12\s+(?:months|mesi|meses|mois|monate|monaten|maanden|månader)\b|\/\s*(?:y|an|yıl)\b|\byıllık\b|\/\s*any\b(?![ \t]+[a-z])|[\/／]\s*[年년]|年額|毎年|每年|매년|연간|\bpar\s+an\b|(?<![\u00c0-\u024f])\b(?:yr|yrs|year|years|yearly|annually|annual|annum|jahr|jährlich|année|año|anual|anno|annuale|ano|jaar|rok|tahun)\b(?![\u00c0-\u024f])/i;
// Round 15 (part b): the same words as other languages print them after a price — "pago unico"
// without its accent, "pagamento único", "paiement unique", Finnish "kertamaksu", Indonesian
// "sekali bayar", Danish/Norwegian "engangs-", Czech/Slovak "jednorázově", German "einmalige".
// Round 16 (part c): "$499/ea" right after the price is an item's price, bought once.
export const ONCE_WORD = /\b(?:one[-\s]?time|once|lifetime|pay once|forever license|single payment|einmalig\w*|une fois|paiement unique|pago [uú]nico|pagamento [uú]nico|una tantum|eenmalig|jednorazow\w*|jednoráz\w*|engångs\w*|engangs\w*|kertamaksu\w*|sekali bayar)\b|買い切り|一次性|[\/／]\s*终身|[\/／]\s*ea(?:ch)?\b/i;
/**
 * The people a plan can be priced per (a school's "per student" is its seat; a help desk's "agent", and its
 * Italian, Spanish and Portuguese "agente" / "agenti": round 35, lead — a live chat's "per agente al mese" was read flat). Not "host": on a pricing page that is a server ("$15 per
 * host, per month" for infrastructure monitoring) as often as a meeting host, and a machine is no user.
 */
export const USER_WORDS = "user|seat|member|editor|agent|agente|agenti|person|admin|student|contributor|creator|maker|license|licence|teammate|employee|contractor|worker|developer|utilisateur|usuario|usuário|nutzer|benutzer|utente|gebruiker|collaborateur|membre|miembro|mitglied|lizenz|licencia|medewerker|mitarbeiter|postazione|licenza|puesto|colaborador|empleado|funcionário|dipendente|employé|anställd|användare|bruger|bruker|użytkownik|licencja|brugere|brukere|medarbejder|medarbejdere|ansatt|ansatte|användaren|użytkownika|uživatel|uživatele|utilizator|pengguna";
/** "per full seat", "per active user", "per Dev seat": a word between "per" and the user word. */
const USER_ADJECTIVES = "(?:active|paid|full|first|billable|licensed|named|internal|monthly\\s+active|team|dev|developer|standard|core|regular|full[-\\s]access)";
const PER_USER = new RegExp(String.raw`^[\s\S]{0,40}?(?:\/\s*|\bper\s+|\ba\s+|\beach\s+|\bpar\s+|\bpor\s+|\bpr\.\s*|\b(?:pr|pe|za|na)\s+)(?:${USER_ADJECTIVES}\s+)?(?:${USER_WORDS})s?\b`, "i");
/**
 * The same in Russian and Ukrainian ("299 ₽ за сотрудника в месяц", "за пользователя", "за
 * користувача"), which PER_USER's \b cannot bound (Cyrillic letters are no word characters to a
 * regular expression without the u flag): "за"/"на"/"с"/"з" and a person word's stem, within 40
 * characters of the price (round 86n). Bounded, no nested quantifier.
 */
const PER_USER_CYRILLIC = /^[\s\S]{0,40}?(?:^|[\s(/])(?:за|на|с|з)\s+(?:одного\s+|одне\s+)?(?:сотрудник|пользовател|участник|работник|человек|користувач|співробітник|працівник|учасник)/iu;
/**
 * A capitalised product word naming the paid seat: "per Doc Maker", "per Full Seat". Case-sensitive
 * (only a capitalised word may stand between "per" and the user word this way), user word in either case.
 */
const EITHER_CASE_USER_WORDS = USER_WORDS.split("|").map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`).join("|");
/**
 * German "pro Nutzer", "pro Lizenz": lower-case "pro" only — a capitalised "Pro" is a plan's name
 * ("Buy Pro License" on a one-time license card is no per-user price).
 */
const PER_USER_PRO = new RegExp(String.raw`^[\s\S]{0,40}?\bpro\s+(?:${EITHER_CASE_USER_WORDS})s?\b`, "u");
/** "Unlimited projects / users" on the line after a price: two things counted, not a price per user. */
const COUNT_LIST = new RegExp(String.raw`\b(?!(?:${USER_WORDS})s\b)\p{L}{3,}s\s*\/\s*(?=(?:${USER_WORDS})s?\b)`, "giu");
const PER_NAMED_SEAT = new RegExp(String.raw`\b[Pp]er\s+\p{Lu}\p{Ll}{1,14}\s+(?:${EITHER_CASE_USER_WORDS})s?\b`, "u");
/** The user word first, as some cards print it: "$9 seat / month", "$12 user/mo". */
const USER_FIRST = new RegExp(String.raw`^\s*(?:${USER_WORDS})s?\s*(?:\/|per\b)\s*(?:mo|month|yr|year)\b`, "i");
/**
 * Round 105, part b: "dev", the short form of "developer", as the unit a price is counted in: "$19
 * /dev/month", "$12 per dev / mo". Only right after the price and only followed by a period (a
 * developer tool's price per developer a month): "dev" alone is too many other things ("/dev/null",
 * "per dev environment", "dev and prod") to join USER_WORDS, which are read anywhere in a price's tail.
 */
const PER_DEV = /^[ \t\u00a0]*(?:\/|\bper\b|\beach\b)[ \t\u00a0]*devs?[ \t\u00a0]*(?:\/|\bper\b|\ba\b|\beach\b)[ \t\u00a0]*(?:mo|mos|month|yr|year)\b/i;
/**
 * The English billing-side phrases, built from the one table of every language's
 * (billing-side-words.ts, round 42d): "billed annually", "paid monthly", "billed as $96 per year",
 * "month-to-month" right after the price.
 */
const BILLED_ANNUALLY = englishSide("annual");
const BILLED_MONTHLY = englishSide("monthly");
/** An annual commitment paid in monthly instalments ("Annual, billed monthly"): the annual-billing side, whatever "billed monthly" says on its own. */
const ANNUAL_COMMITMENT = englishSide("commitment");
/** One price whichever way it is billed ("billed monthly or annually", "paid yearly or monthly"). */
const BILLED_EITHER = englishSide("either");

/**
 * A price per a span of several months or years, straight after it ("$75 /3 months", "€120 per 6
 * months", "/ 2 years"): a term no billing period of ours names, so no period — never the
 * month its "months" would read as (round 18, part c). One month and twelve months, or one year,
 * are the month and the year. Later words (a note "billed every 3 months" under "$29/month") are
 * not this: only right after the price. (Round 89e: the term words of term-names.ts's languages,
 * "/ 3 tháng", "за 3 месяца", "2 anos", "/ 2 yıl", as well.) Round 89m: a sum "for" a span, paid once
 * or up front ("€96 paid once for 12 months", "747,60 € enkratno za 12 mesecev", "€96 upfront for
 * 12 months"), as a card's note of what a year paid ahead costs under its monthly price: the sum
 * covers the span, so twelve months are the year and the card's annual side — where the once-word
 * made it the card's one-time price, or nothing (only the year: a sum paid once for 3 months is left
 * to the once-word). The once-word first: a bare "$1 for 3 months" is
 * an introductory offer, no plan's price (NOT_A_PLAN_PRICE_AFTER). Right after the price only:
 * "$9/month for 12 months" is a month price for a time, its "/month" first.
 */
const PER_TERM = /^[ \t\u00a0]*(?:((?:paid[ \t\u00a0]+once|once|one[-\s]time|upfront|up[-\s]front|einmalig|enkratno|jednorazowo)[ \t\u00a0]+(?:for|für|pour|za|na)\b)|[\/／]|per\b|every\b|each\b|a\b|por\b|par\b|pro\b|all['’]?|ogni\b|voor\b)?[ \t\u00a0]*(\d{1,2})[ \t\u00a0-]?(months?|mos?\b|mths?|meses|mois|monate?n?|mesi|maanden|måneder|månader|aylık|ay\b|tháng|mesecev|mesece|meseci|miesięcy|месяц(?:а|ев)?|years?|yrs?\b|años|anos|ans\b|jahre?n?|anni|jaar|yıl(?:lık)?|năm|года?\b|лет)/i;
/** Whether the words after a price make it a price per a span of months or years ("/3 months"): a term, not a unit of its own. */
export const perTerm = (tail: string) => termPeriod(tail) !== undefined;
function termPeriod(tail: string): Period | null | undefined {
  const m = PER_TERM.exec(tail.slice(0, 40));
  if (!m) return undefined;
  const n = Number(m[2]);
  const year = /^(?:y|a[nñ]|j|jaar)/i.test(m[3]!);
  const period = year ? (n === 1 ? "year" : null) : n === 1 ? "month" : n === 12 ? "year" : null;
  // A sum paid once for another span ("€240 paid once for 3 months") stays the once-word's to read.
  if (m[1] && period !== "year") return undefined;
  return period;
}

/** Whether a price as shown ("$299/month billed annually", "$29 one-time") names a billing period at all. */
export const statesPeriod = (priceText: string) => MONTH_WORD.test(priceText) || YEAR_WORD.test(priceText) || ONCE_WORD.test(priceText) || tablePeriod(priceText) !== null;

/**
 * Round 86g: the line that states the price's terms qualifies it in parentheses ("One-time payment
 * (per user)", "Billed yearly (per seat)"): the unit is the price's, however far down the card the
 * terms' line sits under a tagline (PER_USER reads only 40 characters). The period word and the
 * parenthesis on one line, at most 24 characters apart; bounded, no nested quantifier.
 */
const PERIOD_LINE_PER_USER = /\b(?:one[-\s]?time|lifetime|monthly|yearly|annual(?:ly)?|per (?:month|year)|payment|billed)\b[^\n()]{0,24}\(\s{0,2}(?:per|\/)\s{0,2}(?:user|seat|member)s?\s{0,2}\)/i;

/**
 * Reads the billing words that follow a price token ("/user/month, billed annually"). The period
 * is the first month/year/one-time word after the price, ignoring the "billed annually" phrase
 * itself (a "$8/month billed annually" price is a month price on annual billing).
 */
export function billingAfter(tail: string): BillingWords {
  // "$499 (no monthly fee ever)": the month word is denied, the price is paid once (round 100i, denied-period.ts).
  const raw = denyRecurringCharge(tail.slice(0, 90));
  const either = BILLED_EITHER.test(raw);
  const commitment = ANNUAL_COMMITMENT.test(raw);
  // The phrases that settle the billing side on their own leave the rest to be read as usual.
  const t = raw.replace(BILLED_EITHER, " ").replace(ANNUAL_COMMITMENT, " ");
  const words = withoutSideWords(t.slice(0, 60).replace(BILLED_ANNUALLY, " ").replace(BILLED_MONTHLY, " "));
  const found: [number, Period][] = [];
  const m = MONTH_WORD.exec(words);
  if (m) found.push([m.index, "month"]);
  const y = YEAR_WORD.exec(words);
  if (y) found.push([y.index, "year"]);
  const o = ONCE_WORD.exec(words.slice(0, 40));
  // A once-word the year's word qualifies right after it ("pago único anual · equivale a $14.992/mes",
  // "one-time annual payment") is one payment for the year: the year's price, not a price paid once
  // (round 90h). (Only a year's word on the same line with nothing between; "one-time, annual updates" stays.)
  if (o && !(y && y.index > o.index && /^[ \t]*$/.test(words.slice(o.index + o[0].length, y.index)))) found.push([o.index, "one_time"]);
  // The period words of other languages (period-words.ts): "kr/md.", "€/kk", "zł/mies.", "engangsbeløb".
  // Only before the first period the older lists found: the leftmost word is the period.
  const other = tablePeriod(found.length ? words.slice(0, Math.min(...found.map((f) => f[0]))) : words);
  if (other && (other.period !== "one_time" || other.index < 40)) found.push([other.index, other.period]);
  found.sort((a, b) => a[0] - b[0]);
  const term = termPeriod(raw);
  // A count of days right after the price ("за 30 дней", "/ 30 days"): a 30- or 365-day span is
  // the month or the year (round 48c, period-words.ts); another count leaves the words to decide.
  const days = term === undefined ? dayCountAfter(raw) : undefined;
  return {
    period: term !== undefined ? term : days !== undefined ? days : (found[0]?.[1] ?? null),
    perUser: PER_USER.test(t.replace(COUNT_LIST, " ")) || PER_USER_CYRILLIC.test(t) || PER_USER_PRO.test(t) || USER_FIRST.test(t) || PER_DEV.test(t) || PER_NAMED_SEAT.test(t.slice(0, 60)) || PERIOD_LINE_PER_USER.test(t),
    // (The same phrases in the other languages the engine reads: billing-side-words.ts' table, round 39f.)
    billedAnnually: commitment || BILLED_ANNUALLY.test(t) || billedAnnuallyWords(t),
    billedMonthly: !commitment && (BILLED_MONTHLY.test(t) || billedMonthlyWords(t)),
    billedEither: either,
  };
}

const PER_USER_ANYWHERE = new RegExp(String.raw`\bper\s+(?:${USER_ADJECTIVES}\s+)?(?:user|seat|member|editor|agent|agente|agenti|teammate|contributor|employee|person|maker|medewerker|mitarbeiter|postazione|utente|gebruiker)s?\b|\/\s*(?:user|seat|member|editor|agent|person|medewerker)\b`, "i");
/** "Flat pricing per workspace, not per agent", "no per-seat fees": a per-user phrase denied. */
const DENIED_PER_USER = /\b(?:not|no|never|without)\s+(?:(?:a|any|extra)\s+)?(?:per[-\s]+|by\s+the\s+)\p{L}+/giu;
export const perUserIn = (s: string) => {
  const t = s.replace(DENIED_PER_USER, " ");
  return PER_USER_ANYWHERE.test(t) || PER_NAMED_SEAT.test(t);
};
// "No subscription" in the languages of our pages ("Fast pris. Ingen abonnement"): paid once (round 17a).
// "One purchase" / "a single purchase" ("$0.99 — one purchase covers iPhone, iPad & Mac"): an app
// bought once says so without "time" (round 89b).
const ONE_TIME_WORDS = /\b(?:one[-\s]?time\s+(?:payment|purchase|fee|price|cost|charge|licen[cs]e)|(?:one|single)\s+purchase|pay(?:ment)?\s+(?:once|one[-\s]?time)|lifetime\s+(?:deal|access|license|licence|plan)|forever\s+license|no\s+subscription|ingen\s+abonnement|inget\s+abonnemang|sans\s+abonnement|sin\s+suscripci[oó]n|sem\s+assinatura|senza\s+abbonamento|geen\s+abonnement|ohne\s+abo(?:nnement)?|kein\s+abo(?:nnement)?|einmalig\w*|una\s+tantum|eenmalig|paiement\s+unique|pago\s+[uú]nico|pagamento\s+[uú]nico|kertamaksu\w*|sekali\s+bayar)\b/i;
/**
 * The same in Chinese and Japanese, whose words carry no \b (round 18a): "一次性付费", "买断", a
 * perpetual licence or edition ("永久授权", "购买永久专业版"), "no need to buy again" ("无需再次购买"),
 * "買い切り". "永久免费" (free for ever) is none: 免 may not follow 永久.
 * Korean too (round 50f): "일회성 결제" / "일회성 구매" (a one-time payment, purchase) — "1회" alone is a
 * count of uses, not a payment.
 */
const ONE_TIME_CJK = /一次性(?:付费|付款|购买|買斷|买断)|买断|買斷|永久(?:授权|授權|许可|許可|使用权|使用權|[^\s免]{0,4}版)|终身(?:授权|使用|会员|版)|終身(?:授權|使用|會員|版)|无需再次购买|無需再次購買|買い切り|일회성\s*(?:결제|구매|지불|요금)/u;
/**
 * A single payment the year's word qualifies ("pago único anual", "paiement unique annuel", "one-time
 * annual payment" is already no phrase of ONE_TIME_WORDS): one payment a year, not a sum paid once
 * (round 90h; billingAfter reads the year there too).
 */
const ONCE_A_YEAR = /\b(?:pago\s+[uú]nico|pagamento\s+[uú]nico|paiement\s+unique|single\s+payment|one[-\s]?time\s+payment)[ \t]+(?:anual|annuel|annual|yearly|annuale)\b/giu;
export const oneTimeIn = (s: string) => {
  const t = s.replace(ONCE_A_YEAR, " ");
  return ONE_TIME_WORDS.test(t) || ONE_TIME_CJK.test(t) || PERPETUAL_LICENCE.test(t);
};

/**
 * A price of 0 that is only the base of a usage bill ("$0/mo base price + usage", a plan named
 * "Pay-as-you-go"): the plan costs what is used, so it is not a free plan.
 */
export const PAID_BY_USE = /\bbase\s+(?:price|fee)\b|(?:\+|\bplus)\s*usage\b|\bpay[-\s]as[-\s]you[-\s]go\b|\busage[-\s]based\b|\bthen\s+\D{0,4}\d[\d.,]*\s*(?:\/|per\s)/i;

/** Words just before a price that make it the yearly total of an annual plan ("billed annually at $96"). */
export const YEARLY_TOTAL_BEFORE = /(?:\b(?:billed|paid|charged)\s+(?:annually|yearly|once a year)\s*(?:at|as|\()?|\b(?:per|a)\s+year\s*(?:at|:)?|\bannual(?:ly)?\s+total\s*:?|\byearly\s+total\s*:?)\s*$/i;

/** Words that, just before a price, say it is not a plan price (a saving, an add-on, an overage; round 16c: another audience's, "(Non-Members $15)"). */
export const NOT_A_PLAN_PRICE_BEFORE = /(?:\bnon[-\s]?members?\s*:?|\bsave|\bsaving|\bsavings|\bhemat|\bspare|\bsparen|économisez|\bahorr(?:a|as|ás|e|es|amos)|\beconomize|\brisparmia|\bbespaar|\bdiscount|\boff|\bextra|\badditional|\badd-?on|\boverage|\beach\s+additional|\bfrom\s+only|\bworth|\bvalue|\bup\s+to|\bover|\bmore\s+than|\bless\s+than|\bearn|\bcredit|\bcredits|\bbudget|\brevenue|\braised|\bfunding|\bsaved|\bcost\s+of|\badd\s+[\w\s,.]{1,24}\s(?:for|at)|\+|\bzzgl\.?|\bzuzüglich|\bplus|\b(?:additional|extra)\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:from|at|for|costs?|are|is)(?:\s+(?:billed|charged|priced))?(?:\s+at)?\s*:?)\s*$/i;
/** What a unit price is charged per ("$0.10 per GB", "$1.50 per verification", "$2 per monthly active account"). */
const UNIT_NOUNS = String.raw`gb|gib|tb|tib|mb|mib|1k|1,000|1000|million|request|call|minute|min\b|hour|hr\b|sms|message|email|event|unit|transaction|api\s+call|credit|token|page|contact|lead|view|record|run|build|verification|conversation|resolution|charge|invoice|payout|lookup|execution|invocation|profile|subscriber|(?:monthly\s+)?active\s+account|(?:active\s+)?customer|instance|kb|kib|job|task|dispatch|[mk]tok`;
/**
 * "$0.05 per screened transaction", "per successful card charge": the kind of unit, then the unit.
 * A metered product names what it meters the same way ("per ingested or scanned GB", "per 10K test
 * runs", "per 1M input tokens", "per active application instance"; round 82d): two such words may
 * be joined by "or"/"and".
 */
const UNIT_QUALIFIERS = String.raw`(?:(?:successful|screened|processed|completed|sent|delivered|domestic|international|card|card-present|automated|dispatched|executed|finished|ingested|scanned|indexed|analy[sz]ed|retained|stored|test|active|application|input|output|cached)\s+(?:(?:or|and)\s+)?){0,3}`;
/**
 * How many units a usage price is for: "10K", "1M", "1,000", spelled out ("per hundred test runs"),
 * and after a count one word of what is counted ("per million log events").
 */
const UNIT_COUNT = String.raw`(?:(?:\d[\d,.]*\s*[km]?|hundred|thousand|million|billion)\s+(?:[a-z]{2,12}\s+)?)?`;
/** A price followed by the unit it is charged per: a usage price, never a plan's. */
export const USAGE_UNIT = new RegExp(String.raw`^\s*(?:\/\s*|per\s+|a\s+|each\s+)${UNIT_COUNT}${UNIT_QUALIFIERS}(?:${UNIT_NOUNS})`, "i");
/** "Additional contacts are $0.25 each", "extra credits cost $10 each": the unit named before the price. */
export const UNIT_EACH_BEFORE = new RegExp(String.raw`\b(?:additional|extra)\s+(?:${UNIT_NOUNS})s?\b[^$€£¥₹\d]{0,20}$`, "i");
export const EACH_AFTER = /^\s*each\b/i;
/**
 * A magnitude, not a price: "$4B processed", "earned over $8 billion". The letter stands alone: a
 * word that merely starts with it ("490 Kč měsíčně") is no magnitude (`\b` alone saw "m" end at "ě").
 */
const MAGNITUDE = String.raw`[kmb](?![\wÀ-ɏ])|bn\b|billion|million|thousand`;
export const MAGNITUDE_AFTER = new RegExp(String.raw`^\s*(?:${MAGNITUDE})`, "i");
/** A net price printed beside the gross one ("446,25 € 375 € netto"): the same price without tax. */
export const NET_AFTER = /^\s*(?:netto|net)\b/i;
/**
 * A fee charged once to start ("$0 setup fee", "0€ de frais d'installation", "R$ 0 de taxa de
 * adesão"), printed in a plan's card beside its price: a fee, never the plan's price (a card read
 * "0€ … 149€/an" as a free plan billed 149 a year).
 */
const SETUP_FEE = String.raw`(?:(?:one[-\s]?time|initial)\s+)?(?:setup|set-up|installation|install|onboarding|activation|implementation)\s+(?:fees?|charges?|costs?)\b|(?:de\s+)?frais\s+d['’]\s*(?:installation|activation|mise\s+en\s+service)\b|(?:de\s+)?(?:taxa|tarifa|cuota)\s+de\s+(?:instala\S+|ativa\S+|activaci\S+|ades\S+|alta|inscri\S+)|einrichtungs(?:gebühr|kosten)`;
/**
 * "Savings" after a price in the languages whose pages print one beside a plan ("Yıllık 36.000 TL
 * tasarruf", "120 € d'économies", "240 € Ersparnis", "R$ 120 de economia"): a saving, as "$120
 * savings" is (session 32: a Turkish card's hidden yearly saving was read as its monthly price).
 * Japanese writes the same after the figure: "¥1,000引き", "1,000円割引", "500円オフ" (round 89c; not
 * "引き落とし", a debit of that amount).
 */
const SAVINGS_AFTER = String.raw`tasarruf|ersparnis|d['’]\s*économies?|de\s+ahorro|di\s+risparmio|de\s+economia|besparing|oszczędności|úspor[ay]|megtakarítás|säästö|besparelse|экономи[яи]|引き(?!落)|割引|オフ`;
/** Words that, just after a price, say the same ("$5 off", "$120 savings", "$10 per additional user", "$5.00 cap"). */
export const NOT_A_PLAN_PRICE_AFTER = new RegExp(
  String.raw`^\s*(?:for\s+(?:the\s+first\s+)?\d+\s+(?:days?|weeks?|months?)\b|(?:per|para|pour|für|voor)\s+\d+\s+(?:days?|weeks?|giorni|días|dias|jours|tagen?|dagen)\b|${MAGNITUDE}|off\b|savings?\b|saved\b|discount\b|(?:${SAVINGS_AFTER})(?![\wÀ-ɏ])|credit\b|in\s+credits?\b|cap\b|max(?:imum)?\b|(?:per|for\s+each|each|\/)\s*(?:additional|extra)\b|(?:per\s+)?m(?![\wÀ-ɏ])|\/\s*m(?![\wÀ-ɏ])(?=[ \t]*(?:[a-z-]+[ \t]+)?(?:${UNIT_NOUNS}|input|output|words?|characters?|chars?|rows?))|(?:\/\s*)?(?:per\s+)?(?:k(?![\wÀ-ɏ])|${UNIT_NOUNS})s?\b|(?:\/\s*)?(?:per\s+)?(?:additional|extra)\b|(?:in|of)\s+(?:[a-z-]+\s+){0,2}(?:credits?|usage|spend)\b|\+?\s*(?:[A-Za-z]+\s+){0,2}credits?\b|worth\s+of\b|in\s+value\b|${SETUP_FEE}|${START_FEE_THEN_PRICE}|${TERM_COMPARISON_AFTER})`,
  "i",
);
/**
 * A percentage fee ("2.9% + 30¢ per successful transaction", "0.7% of billing volume"): pricing
 * by use, like a unit price. The number is bounded (two digits) so "100% uptime" is no fee.
 */
export const PERCENT_FEE = /\b\d{1,2}(?:[.,]\d{1,2})?\s?%(?:\s*\+\s*(?:[$€£]\s?\d{1,3}(?:[.,]\d{1,2})?|\d{1,3}\s?¢))?\s*(?:per|of|on|for\s+each)\s+(?:(?:each|every|successful|processed|completed|paid|domestic|international|card|billing|payment|sales?)\s+){0,3}(?:transaction|charge|payment|sale|order|invoice|volume|revenue|booking|donation|gmv)s?\b/gi;
