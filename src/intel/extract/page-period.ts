/**
 * What a page says about how often its prices are paid, away from the prices themselves (round 22,
 * part b; test/intel/real-pages/README.md, "Conventions"): the period of a bare price ("Starter —
 * $49", a report, a licence, a VPS size) that states none beside it.
 *
 * - A page that states **no recurrence anywhere** — no period word after any price or in any line
 *   ("/mo", "monthly", "per year", "kr/md.", "月額"), no subscription, billing, renewal or
 *   cancelling word, no allowance counted per hour, day or week ("500 API calls per hour") — sells
 *   its bare prices once: a reader pays the price shown. `recurrenceStated` is false there.
 * - A page that **declares one period for its prices** in a line of its own — a heading "Monthly
 *   plans", "Monthly Pricing", a footnote "All prices are per month" — and names no other period
 *   that way (no "Monthly / Yearly" switch): its bare prices are that period's. `declaredPeriod`.
 * - Otherwise (periods stated for other prices only, a switch, a term) the page does not say: the
 *   bare price keeps no period (round 19d: a "$49" audit beside "$299/year" plans).
 *
 * Either way the period is inferred, not read beside the price (PlanFact.inferred): the caller marks
 * it. One bounded scan of the page's lines, memoised per page: never a scan per card.
 */
import type { Page } from "../page.ts";
import { oneTimeIn, statesPeriod, type Period } from "./money.ts";
import { onceWordIn, tablePeriod } from "./period-words.ts";
import { pageLines } from "./paid-once.ts";
import { withoutSingleUse } from "./single-use.ts";

/**
 * Words of a recurring charge without a period word: subscribing, billing, renewing, cancelling,
 * in the languages of our pages. "Billed" alone counts: a page that bills speaks of a cycle.
 */
const RECURRING_WORD = /\b(?:subscri(?:be|bed|bes|bing|ption|ptions)|billed|billing\s+(?:cycle|period)|renew(?:s|al|ed|ing)?|recurring|cancel\s+(?:at\s+)?any\s*time|auto[-\s]?renew\w*|abonn\w+|abo\b|suscrip\w+|assinatura\w*|abbonament\w+|abonament\w*|prenumeration\w*|tilaus\w*|kündbar|résiliable|factur[ée]\w*\s+(?:mensuellement|annuellement))\b|サブスク|订阅|訂閱|定期/iu;

/**
 * An allowance or a price counted per hour, day or week ("500 API calls per hour", "Volume Limit:
 * [X/day]", "79€/hour", "Day Rate"): a service that runs over time, whose price the page does not
 * say is paid once.
 */
const PER_SPAN = /(?:\/\s*|\bper\s+|\bpro\s+|\bpar\s+|\bpor\s+)(?:hour|hr|day|week|stunde|tag|woche|heure|jour|semaine|hora|d[ií]a|semana)s?\b|\b(?:hourly|daily|weekly|day\s+rate|stündlich|täglich|wöchentlich)\b/i;

/**
 * A rented server's resources (a VPS or game host's cards: "Bandwidth: Unmetered", "2 vCPU", "CPU:
 * 4 cores"): a machine used over time, whose price a reader never takes for a purchase (the corpus
 * writes no period there when the page states none). And German compounds of a month or a year
 * ("Monatspreis", "Jahres-Lizenz"), which carry no word edge before the period.
 *
 * A bare "CPU" is counted only as a resource: a number before it ("2 CPU", "4 CPU cores") or after
 * it ("CPU: 2 cores", "CPU 4x") or a label on a line of its own (a spec table's "CPU" row), not a
 * model's ("an i7 CPU"). A desktop program's page speaks of the buyer's own CPU in prose
 * ("limited by your audio interface, not just your CPU": found after round 94), and a program sold
 * once is no rented machine. "vCPU" and "vCores" are a host's words either way.
 */
const OVER_TIME = /\b(?:bandwidth|vcpus?|vcores?|data\s+transfer|monats\p{L}*|jahres\p{L}*)\b|(?<![\p{L}\p{N}.])\p{N}+\s*(?:x\s*)?(?:shared\s+|dedicated\s+)?cpus?\b|\bcpus?\s*(?:cores?\s*)?[:=]?\s*\d|^cpus?\s*:?$/iu;

/**
 * Months and years in Cyrillic as whole words, counted or not ("1 месяц", "12 месяцев", "3 сар",
 * "1 жил", "рік"): Russian, Ukrainian and Mongolian terms the period readers know only after a slash
 * ("/мес", "/год"). Only for this page-wide check, where a stray word errs towards no period.
 */
const CYRILLIC_TERM = /(?<!\p{L})(?:месяц\p{L}{0,3}|мес|год|года|лет|місяц\p{L}{0,3}|рік|роки|років|сар|жил)(?!\p{L})/iu;

/**
 * Months and years in Croatian, Serbian, Bosnian and Slovenian (Latin script): "mjesečno", "Mesečni"
 * (a monthly pass), "12 mjeseci", "godišnje". Like the Cyrillic words, only for this page-wide check
 * and for a card named by its term (service-cards.ts), not beside a price: before round 26a they were
 * read only by accident (Italian "mese" ending before the "č", money.ts's letter edge).
 */
const SOUTH_SLAVIC_TERM = /(?<!\p{L})(?:mj?ese[cč]\p{L}{0,4}|godišnj\p{L}{0,2})(?!\p{L})/iu;

/** Whether a text names a month or a year in the words only the page-wide check knows (Cyrillic, South Slavic). */
export const termWordIn = (s: string) => CYRILLIC_TERM.test(s) || SOUTH_SLAVIC_TERM.test(s);

/** Whether one line of a page states that something recurs (a period, a subscription, a rate per span). */
export function recursIn(text: string): boolean {
  // (A code's or a key's single use, "一次性的" or "one-time password", is no period: round 96d.)
  const line = withoutSingleUse(text);
  // statesPeriod also answers for paid-once words ("one-time", "lifetime", and the table's
  // "engangsbeløb", "еднократно": round 34d): those are no recurrence.
  if (statesPeriod(line) && !((oneTimeIn(line) || onceWordIn(line)) && !monthOrYear(line))) return true;
  return RECURRING_WORD.test(line) || PER_SPAN.test(line) || OVER_TIME.test(line) || termWordIn(line);
}

/** A month or year word in the line, as the period readers know them (English-first lists, then the table of languages). */
const MONTH_OR_YEAR = /\b(?:mo|mos|mth|months?|monthly|yr|yrs|years?|yearly|annual(?:ly)?|annum)\b/i;
function monthOrYear(line: string): boolean {
  if (MONTH_OR_YEAR.test(line)) return true;
  const t = tablePeriod(line);
  return t !== null && t.period !== "one_time";
}

/**
 * A line of its own that gives the page's prices one period: "Monthly plans", "Monthly render-time
 * plans.", "Monthly Pricing", "Annual memberships", "All prices are per month", "Prices per year",
 * "Tarifs mensuels", "Monatliche Preise". Short, whole-line, one alternation of fixed words.
 */
const DECLARED = /^(?:(?<m1>monthly|mensuel(?:le)?s?|monatliche?|mensual(?:es)?|mensili?)|(?<y1>annual|yearly|annuel(?:le)?s?|jährliche?|anual(?:es)?|annuali?))\s+(?:[\p{L}-]{2,20}\s+)?(?:pricing|prices|plans?|subscriptions?|memberships?|rates|tarifs?|preise|tarife|precios|planes|prezzi|piani)[.:!]?$|^(?:pricing|prices|plans?|tarifs?|preise|precios|planes|prezzi|piani)\s+(?<m2>mensuel(?:le)?s?|monatlich|mensual(?:es)?|mensili?)|^(?:pricing|prices|plans?|tarifs?|preise|precios|planes|prezzi|piani)\s+(?<y2>annuel(?:le)?s?|jährlich|anual(?:es)?|annuali?)|^(?:all\s+|our\s+)?(?:prices|plans|pricing|rates)\s+(?:are\s+)?(?:shown\s+|quoted\s+|listed\s+)?(?:per|a|by\s+the)\s+(?:(?<m3>month)|(?<y3>year))\b/iu;

/** A switch's label of its own line: "Monthly", "Yearly", "Annually", "Billed monthly". */
const SIDE_LABEL = /^(?:billed\s+|pay\s+)?(?:(?<m>monthly|month)|(?<y>yearly|annual(?:ly)?|year))$/i;

interface PagePeriod {
  recurrence: boolean;
  /** The lines that state a recurrence, whitespace collapsed (at most MAX_RECURRING; `manyRecurring` beyond). */
  recurring: string[];
  manyRecurring: boolean;
  declared: Period | null;
  /** Some line counts an allowance or a price per hour, day or week, or a rented server's resources. */
  overTime: boolean;
  /** Some line speaks of subscribing, billing, renewing or cancelling. */
  subscription: boolean;
}

const memo = new WeakMap<Page, PagePeriod>();

/** Recurring lines kept for `recurrenceBeyond`: a price list whose labels recur is short; a page past this recurs anyway. */
const MAX_RECURRING = 40;
const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

function pagePeriod(page: Page): PagePeriod {
  let v = memo.get(page);
  if (v) return v;
  let recurrence = false;
  const recurring: string[] = [];
  let manyRecurring = false;
  let overTime = false;
  let subscription = false;
  const named = new Set<Period>();
  let declaration = false;
  // The page's lines as paid-once.ts bounds them (3,000 lines of 300 characters), split once for both.
  for (const raw of pageLines(page)) {
    const line = raw.trim();
    if (!line) continue;
    // Every recurring line up to MAX_RECURRING (recurrenceBeyond), then none: a page that recurs
    // that often is asked nothing more, as before.
    if (!manyRecurring && recursIn(line)) {
      recurrence = true;
      if (recurring.length < MAX_RECURRING) recurring.push(collapse(line));
      else manyRecurring = true;
    }
    if (!overTime && (PER_SPAN.test(line) || OVER_TIME.test(line))) overTime = true;
    if (!subscription && RECURRING_WORD.test(line)) subscription = true;
    if (line.length > 60) continue;
    const d = DECLARED.exec(line);
    if (d) declaration = true;
    const g = d?.groups ?? SIDE_LABEL.exec(line)?.groups;
    if (!g) continue;
    if (g.m1 ?? g.m2 ?? g.m3 ?? g.m) named.add("month");
    if (g.y1 ?? g.y2 ?? g.y3 ?? g.y) named.add("year");
  }
  // Only a declaration counts, not a lone switch label; and one period only: "Monthly" beside
  // "Yearly" is a switch, whose side the cards' own prices tell.
  const declared = declaration && named.size === 1 ? [...named][0]! : null;
  v = { recurrence, recurring, manyRecurring, declared, overTime, subscription };
  memo.set(page, v);
  return v;
}

/** Whether the page states anywhere that something recurs: a period, a subscription, billing, a rate per hour, day or week. */
export const recurrenceStated = (page: Page) => pagePeriod(page).recurrence;

/** The one period a line of its own gives the page's prices ("Monthly plans", "All prices per month"); null when none or both. */
export const declaredPeriod = (page: Page) => pagePeriod(page).declared;

/**
 * Whether the page counts something per hour, day or week, or describes a rented server ("500 calls
 * per hour", "79€/hour", "2 vCPU"): a service used over time, whose bare prices a reader does not
 * take for purchases (round 26, part a, extract/service-cards.ts).
 */
export const usedOverTime = (page: Page) => pagePeriod(page).overTime;

/** Whether some line of the page speaks of subscribing, billing, renewing or cancelling ("Cancel any time", "Memberships renew"). */
export const subscriptionStated = (page: Page) => pagePeriod(page).subscription;

/**
 * Whether the page states a recurrence in some line other than a price list's own row labels
 * (round 28, part g). A row "Monthly card | €32" or "Subscription room | €90" is one row's term,
 * not the page's: when it is the page's only recurring line, the list's other bare rows are still
 * the services a reader pays once (the row itself is read by `labelPeriod`). A line is the row's own
 * when it is the label, or the label's first line (a label cell of several lines), or the label
 * starts it (a row cell followed by its note in the same line).
 */
export function recurrenceBeyond(page: Page, labels: readonly string[]): boolean {
  const v = pagePeriod(page);
  if (!v.recurrence) return false;
  if (v.manyRecurring) return true;
  const own = labels.map(collapse).filter((l) => l.length > 0);
  return v.recurring.some((line) => !own.some((l) => l === line || l.startsWith(line + " ") || line.startsWith(l + " ")));
}

/**
 * The period a row's own label gives it by an adjective of a month or a year with no count before
 * it ("Monthly card", "Mesečna karta", "Annual membership", "Годовой абонемент"): a membership
 * priced per month in a price list. Not a count ("6 Monthly Examination": a check every six months,
 * bought once), not a noun of a term ("в течение года", within a year: a validity).
 */
const LABEL_MONTH = /(?<!\p{N}[\s-]?)(?<![\p{L}\p{N}])(?:monthly|mensuel\p{L}{0,3}|monatlich\p{L}{0,2}|mensual\p{L}{0,2}|mensil\p{L}|mj?eseč\p{L}{1,4}|mesečn\p{L}{0,3}|месячн\p{L}{1,3}|ежемесячн\p{L}{1,3}|місячн\p{L}{1,3}|mėnesin\p{L}{1,3})(?!\p{L})/iu;
const LABEL_YEAR = /(?<!\p{N}[\s-]?)(?<![\p{L}\p{N}])(?:yearly|annual|annuel\p{L}{0,3}|jährlich\p{L}{0,2}|anual\p{L}{0,2}|godišnj\p{L}{1,3}|годов\p{L}{1,3}|годичн\p{L}{1,3}|річн\p{L}{1,3}|metin\p{L}{1,3})(?!\p{L})/iu;

/** A month or a year that a row's own label names by an adjective (above); null when none or both. */
export function labelPeriod(label: string): Period | null {
  if (label.length > 120) return null;
  const m = LABEL_MONTH.test(label);
  const y = LABEL_YEAR.test(label);
  return m === y ? null : m ? "month" : "year";
}
