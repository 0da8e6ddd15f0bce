/**
 * A price list of services paid once (round 28, part c; docs/intel.md): the confidence model's view
 * of a local business's list — a repair firm's rates, a physiotherapist's sessions, a golf
 * simulator's hours — read as a set of cards or table rows whose every price has no period, so the
 * engine infers "paid once" for all of them.
 *
 * On waves 8–12 and 14–22 the model withheld about a hundred such plans read exact (an inferred
 * period, a sentence-case service name and a price without a period all weigh against a plan, and
 * they mark the card grids' invented plans too). What sets the right ones apart, counted on
 * development, is the page: one that calls itself a price list by its path, title or first heading
 * ("/preise", "Hinnasto", "Priser", "Prices") rather than a plan page ("Pricing", "Plans",
 * "Packages"). The same sets on "Pricing" pages are courses beside subscriptions, yearly licences
 * read without their year, a hotel's room rates by night: wrong or invented as often as right.
 *
 * The signal holds only for a whole set (three or more plans of one card grid or table on the page,
 * every one priced and paid once by inference): one such card beside plans billed by the month is
 * an add-on, not a list. (A range such as "150–250 €" is read at its lower end since part d, as the
 * cases read a "from" price; part c's guard against a range's top read as the price was dropped at
 * the merge: no reader yields that top any more.)
 */
import type { PlanFact } from "../facts.ts";
import type { Page } from "../page.ts";
import type { PlanOrigin } from "./plans-page.ts";
import { PRICING_PATH_WORDS } from "../pricing-path-words.ts";
import { LIST_TITLE_NON_LATIN, LIST_TITLE_WORDS, pageNames } from "./price-list.ts";
import { namesStay } from "./stay-label.ts";

/** The words a plan page is named by as well as a price list: they say nothing of which it is. */
const PLAN_PAGE_WORDS = new Set(["pricing", "plans", "price", "plans-and-pricing", "pricing-plans", "packages", "planes", "planos", "tarification", "fiyatlandirma", "hinnoittelu"]);

const LIST_WORDS = [...PRICING_PATH_WORDS.split("|"), ...LIST_TITLE_WORDS.split("|")].filter((w) => !PLAN_PAGE_WORDS.has(w)).join("|");
/** A price-list word standing alone in a path, a title or a heading ("/preise.html", "Hinnasto – …"). */
const LIST_NAME = new RegExp(String.raw`(?<!\p{L})(?:${LIST_WORDS})(?!\p{L})|${LIST_TITLE_NON_LATIN}`, "iu");

const memo = new WeakMap<Page, boolean>();

/** Whether the page names itself a price list (not a plan page) by its path, its title or its first h1. */
export function namesPriceList(page: Page): boolean {
  let named = memo.get(page);
  if (named === undefined) {
    const { path, title, h1 } = pageNames(page);
    named = [path.slice(0, 300), title, h1 ?? ""].some((t) => LIST_NAME.test(t));
    memo.set(page, named);
  }
  return named;
}

const paidOnceByInference = (p: PlanFact) => p.amount !== null && p.amount > 0 && p.period === "one_time" && (p.inferred?.includes("period") ?? false);
/**
 * A row of the list priced for a stay or one span of use its own label names ("… (1 сутки)", a
 * clinic's per-day inpatient row among its treatments): no period, by the README, and still a row
 * of the same list — it does not make the list's services anything but paid once (round 29e,
 * stay-label.ts; round 28g measured that one such row took the signal from a 33-row list).
 */
const pricedPerOwnSpan = (p: PlanFact) => p.amount !== null && p.amount > 0 && p.period === null && namesStay(p.name);

/**
 * The plans that stand in a paid-once price list: read from a card grid or a table on a page that
 * names itself a price list, in a set of at least three plans read on that page from the same
 * set (same origin kind and size), every one of them priced and paid once by inference — or priced
 * per a span its own label names, beside at least three that are.
 */
export function paidOnceListPlans(plans: readonly PlanFact[], originOf: (p: PlanFact) => PlanOrigin | null, pageOf: (url: string) => Page | undefined): Set<PlanFact> {
  const sets = new Map<string, PlanFact[]>();
  for (const p of plans) {
    const o = originOf(p);
    if (!o || (o.kind !== "card" && o.kind !== "table")) continue;
    const key = `${p.evidence.url}\u0000${o.kind}\u0000${o.rows === true}\u0000${o.size}`;
    const set = sets.get(key);
    if (set) set.push(p);
    else sets.set(key, [p]);
  }
  const out = new Set<PlanFact>();
  for (const set of sets.values()) {
    // (Rows priced per their own span may stand among them; at least three are paid once.)
    if (set.filter(paidOnceByInference).length < 3 || !set.every((p) => paidOnceByInference(p) || pricedPerOwnSpan(p))) continue;
    const page = pageOf(set[0]!.evidence.url);
    if (page && namesPriceList(page)) for (const p of set) out.add(p);
  }
  return out;
}
