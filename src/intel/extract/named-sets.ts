/**
 * Several sets of plan cards with the same names, each under a heading of its own (round 24c):
 * Figma's "Professional", "Organization" and "Enterprise" each selling a "Full seat", a "Dev seat"
 * and a "Collab seat" at their own prices; a studio's one-time "Preise & Leistungen" and its
 * "Website-Abos" renting the same three websites by the month; an agency's "Build", "Automation"
 * and "Growth" packages, each with a "Starter" and a "Business". Those are more plans, not one set
 * read twice: the site read merges plans by name, and would keep the first set's and drop the rest.
 * Each such set's plans carry the set's heading as their `group` (facts.ts), which keeps them apart.
 *
 * Only sets a reader sees side by side: shown (a hidden set is another tab's product or the other
 * side of a billing switch), not a billing side (a set marked yearly or monthly, or under a
 * switch), two to four of them (MAX_SETS), each headed by a heading of its own (after the previous
 * set ends: a heading above both sets titles neither; a plans table may carry its title in its corner
 * cell instead, "Permits API | Low | Medium | High", round 62b), no heading naming a billing period
 * ("Monthly", "Jährlich": the same plans by another billing, which the site read pairs as it always
 * did), and a name repeated at another price (the same names at the same prices restate the plans).
 * Round 90f: where two sets or more stand under the same nearest heading ("Pricing" under each
 * product's own heading on a page of several products), that word titles the kind of block, and
 * the heading of a higher level above it titles the set; tables of plans in rows reach here too.
 */
import { headingBefore, type Heading, type Page } from "../page.ts";
import type { HElement } from "../html/parse.ts";
import type { PlanFact } from "../facts.ts";
import { namedMonthly, namedYearly } from "./term-card.ts";
import { planKey } from "./text.ts";

export interface NamedSet {
  plans: PlanFact[];
  visible: boolean;
  own?: "annual" | "monthly" | null;
  origin?: { toggle: boolean };
  /** The element holding the set's cards (absent for sets not read from cards). */
  container?: HElement;
  /** A title the set carries inside itself, read before any heading above it: a plans table's corner cell ("Permits API | Low | Medium | High"). */
  title?: string | null;
}

/**
 * At most this many sets repeat the names: a page of ten model cards each priced "Input" and
 * "Output" lists rates of use per model, not plans (the site read keeps one reading of each name).
 */
const MAX_SETS = 4;

/** A set's heading is a short title, not a paragraph. */
const MAX_HEADING = 80;

const samePrice = (a: PlanFact, b: PlanFact) => a.amount === b.amount && a.currency === b.currency && a.period === b.period;

/** Marks the plans of sets that repeat another set's plan names under headings of their own. */
export function labelNamedSets(page: Page, sets: readonly NamedSet[]): void {
  const shown = sets.filter((s): s is NamedSet & { container: HElement } => s.visible && !s.own && !s.origin?.toggle && s.container !== undefined);
  if (shown.length < 2) return;
  shown.sort((a, b) => a.container.order - b.container.order);
  // A heading before the previous set's end titles both sets (or the page), not this one.
  const own = (h: Heading | null, i: number) => !!h && h.text.length <= MAX_HEADING && !(i > 0 && h.el.order <= page.subtreeEnd(shown[i - 1].container));
  const heads = shown.map((s, i) => {
    if (s.title) return null;
    const h = headingBefore(page, s.container.order, 4);
    return own(h, i) ? h : null;
  });
  // Sections that each title their set with the same word ("Pricing" under every product's own
  // heading): the word names the kind of block, not the set; the section's heading of a higher
  // level above it names the set, where it too stands after the previous set (round 90f).
  const count = new Map<string, number>();
  for (const h of heads) if (h) count.set(planKey(h.text), (count.get(planKey(h.text)) ?? 0) + 1);
  const titles: (string | null)[] = shown.map((s, i) => {
    if (s.title) return s.title.length > MAX_HEADING ? null : s.title;
    const h = heads[i];
    if (!h) return null;
    if ((count.get(planKey(h.text)) ?? 0) < 2 || h.level < 2) return h.text;
    const up = headingBefore(page, h.el.order, h.level - 1);
    return own(up, i) ? up!.text : null;
  });
  // A set repeats an earlier one when a name recurs at another price: the same names at the same
  // prices are the plans restated (a summary row above the full cards), read once as before.
  const repeated = new Set<number>();
  const seen = new Map<string, { at: number; plan: PlanFact }>();
  shown.forEach((s, i) => {
    for (const p of s.plans) {
      const k = planKey(p.name);
      const first = seen.get(k);
      if (first === undefined) seen.set(k, { at: i, plan: p });
      else if (first.at !== i && !samePrice(first.plan, p)) repeated.add(i).add(first.at);
    }
  });
  if (repeated.size < 2 || repeated.size > MAX_SETS) return;
  const sides = [...repeated].map((i) => titles[i]);
  // Every repeating set needs a title of its own, told apart from the others'; none a billing period.
  if (sides.some((t) => t === null) || new Set(sides.map((t) => planKey(t!))).size < sides.length) return;
  if (sides.some((t) => namedMonthly(t!) || namedYearly(t!))) return;
  for (const i of repeated) for (const p of shown[i].plans) p.group = titles[i]!;
}
