/**
 * A second product line sold beside the main one (round 42f): "AI CORE / AI PRO / AI ULTRA" and
 * "Interview CORE / Interview PRO / Interview ULTRA" beside "Full Start / Full CORE / …"; "VPS
 * Starter / VPS Pro / VPS Premium" beside "Paket Starter / Paket Pro / Paket Premium"; "Bono
 * individual / Bono pareja" beside "Terapia individual / Terapia de pareja". The main-product pick
 * (plans-page.ts, mainProduct) drops a visible group whose names repeat the main group's tiers,
 * since a bundle upsell does that ("Starter Customer Platform" under "Marketing Hub Starter"). A
 * product line repeats the tiers too; what sets it apart is how the page builds it:
 *
 * - its cards are the main group's template — the same element with the same class tokens shared
 *   by every card (a per-card id such as "mcb-item-4e23" or a "featured" mark aside): the site
 *   sells both lines the same way, where an upsell or a support row is drawn as a box of its own
 *   ("bundle-card", "support-tier" beside "pricing-card", "postgres-tier");
 * - every one of its names carries one word of its own that no main name has (the line's product
 *   word: "VPS", "Bono", "AI"), the way the main names carry theirs;
 * - none of its names is a main name: a set that repeats some names whole is the same offers
 *   again under another heading (named-sets.ts' case), not another product;
 * - it names its tiers the way the main line does, only with another product word: a tier word
 *   it shares with a main name ends the name in both or opens it in both ("VPS Pro" as "Paket
 *   Pro", "Bono pareja" as "Terapia de pareja"); a bundle turns the order round ("Starter Customer
 *   Platform" under "Marketing Hub Starter").
 *
 * Why it should hold on unseen pages: it asks for nothing a language or a wording gives — only
 * that two groups share one card template and that each names its tiers with a word of its own.
 */
import type { HElement } from "../html/parse.ts";
import type { PlanFact } from "../facts.ts";
import { planKey } from "./text.ts";

export interface LineGroup {
  plans: PlanFact[];
  /** The group's cards, in page order (absent for a set not read from cards). */
  cards?: HElement[];
}

/** The card template of a group: the tag and the class tokens every card carries. */
function template(cards: readonly HElement[]): string | null {
  if (cards.length < 2) return null;
  const tokens = (e: HElement) => new Set((e.attrs.class ?? "").split(/\s+/).filter(Boolean));
  const tag = cards[0]!.tag;
  if (cards.some((c) => c.tag !== tag)) return null;
  const common = [...tokens(cards[0]!)].filter((t) => cards.every((c) => tokens(c).has(t)));
  // (Cards with no class in common say nothing of a template: "div" alone is every block.)
  return common.length ? `${tag}.${common.sort().join(".")}` : null;
}

const words = (name: string) => planKey(name).split(" ").filter((w) => /\p{L}/u.test(w));

/** Whether `group`, dropped for repeating the main group's tiers, is a product line beside it. */
export function productLine(group: LineGroup, main: LineGroup): boolean {
  if (!group.cards || !main.cards || group.plans.length < 2) return false;
  if (group.plans.filter((p) => (p.amount ?? 0) > 0).length < 2) return false;
  const shape = template(group.cards);
  if (!shape || shape !== template(main.cards)) return false;
  const mainKeys = new Set(main.plans.map((p) => planKey(p.name)));
  if (group.plans.some((p) => mainKeys.has(planKey(p.name)))) return false;
  const mainWords = new Set(main.plans.flatMap((p) => words(p.name)));
  const [first, ...rest] = group.plans.map((p) => new Set(words(p.name)));
  if (![...first!].some((w) => !mainWords.has(w) && rest.every((s) => s.has(w)))) return false;
  const mainNames = main.plans.map((p) => words(p.name));
  return group.plans.every((p) => {
    const own = words(p.name);
    return mainNames.every((m) => own.every((w) => !m.includes(w) || sameEnd(end(own, w), end(m, w))));
  });
}

/** Where a word sits in a name: opening it, ending it, or both (a name of one word). */
function end(name: readonly string[], w: string): "start" | "end" | "both" | "inside" {
  if (name.length === 1) return "both";
  return name[0] === w ? "start" : name[name.length - 1] === w ? "end" : "inside";
}

const sameEnd = (a: ReturnType<typeof end>, b: ReturnType<typeof end>) => a === "both" || b === "both" || a === b;
