/**
 * A card doubted only for the shape of its name, in a set whose other plans the model is sure of
 * (round 92, part a; docs/intel.md, "Round 92, part a").
 *
 * Four of the model's signals weigh a plan's name by its form alone: a later word in lower case
 * (`name_sentence_case`, −1.72: a heading, a status or a feature line read as a name), more than
 * two words, all capitals, a digit. They were fitted on English pages, where plan names are one word
 * or title case; but a Russian, French or German site names its tiers in sentence case as its
 * language writes ("Стандартный план", "Видео- и аудиоконтент", "Selbst einreichen"), and an
 * English one may too ("Competitive product"). Alone, such a name is as likely a heading as a plan,
 * and the weight stays. Inside a set the page reader read as one — cards of one grid, a table's
 * plans, a run of name / price paragraphs, on one page — the set's other plans answer the doubt:
 * when the model is sure of every one of them, the set is the site's plans, and its member named in
 * the site's own style is one of them.
 *
 * So a doubted plan of a set of three or more is reported when every other plan of the set is
 * sure (two at least, one of them priced), the text reader, reading the page on its own, finds the
 * plan's name with its price (`text_agrees`), and the model would be sure of the plan were its
 * name's shape left out. A set with a doubted plan for another reason (a price with no period, a
 * struck or second price, no text line) is left to the model, and so is a pair: two plans vouch too
 * little (on the check set, a pair's doubted sentence-case card was invented).
 * On development (waves 45–84) the rule reports 4 plans, all read exact; no wrong or invented plan
 * of the raw reading meets it.
 */
import type { Assessed, SignalName } from "./confidence.ts";
import { planSets } from "./card-grids.ts";

/** The signals that weigh a name by its form alone. */
const NAME_SHAPE = ["name_sentence_case", "long_name", "name_all_caps", "name_has_digit"] as const satisfies readonly SignalName[];

/**
 * The doubted plans `sure` (the plans the model is sure of) should also hold, by the rule above;
 * `sureOf` says whether the model is sure of a plan with the given signals.
 */
export function nameShapeCards(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>, sureOf: (signals: Record<SignalName, number>) => boolean): Assessed[] {
  const out: Assessed[] = [];
  const shapeOnly = (a: Assessed): boolean => {
    if (!NAME_SHAPE.some((k) => a.signals[k] === 1) || a.signals.text_agrees !== 1) return false;
    const plain = { ...a.signals };
    for (const k of NAME_SHAPE) plain[k] = 0;
    return sureOf(plain);
  };
  for (const set of planSets(assessed)) {
    const doubted = set.filter((a) => !sure.has(a));
    const vouching = set.filter((a) => sure.has(a));
    if (set.length < 3 || doubted.length === 0 || vouching.length < 2 || !vouching.some((a) => a.plan.amount !== null && a.plan.amount > 0)) continue;
    if (doubted.every(shapeOnly)) out.push(...doubted);
  }
  return out;
}
