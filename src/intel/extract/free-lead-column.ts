/**
 * Round 100, part a (docs/intel.md, "Round 100, part a"): a free plan a page shows only as the first
 * column of its feature comparison — "Feature | Free | Pro", "Herramienta | Gratis | PRO",
 * "機能 | 無料 | Pro", " | FREE | PRO", " | Free | Basic | Pro | Enterprise" — while the paid plans
 * it compares have cards (or a price row) of their own. The free column holds ticks and limits, no
 * price and often no button, so no card reader finds it: the free plan a visitor sees beside the
 * paid ones went unreported. On development (waves 45–92) seven pages print their free plan so;
 * on four of them (Spanish, Japanese, German, English) the paid columns name the plans read.
 *
 * What makes it the page's plan set rather than a table of something else: the free column is the
 * first one after an optional title cell, its whole label is a free word (with at most a plan
 * word: "Free plan", "無料版", "免费版"), and every column after it names a plan the page read — the
 * same name, or its first words ("PRO" over "PRO Anual", "Pro" over "Pro プラン"). A table whose paid
 * column names something no card sells ("Free | Supporter" over "Monthly" / "Yearly" cards, an
 * open-source "Community | Pro" over seat cards) compares the product's editions, not the page's
 * plans; the free use is then the free tier only (free-claim.ts), not a plan.
 *
 * Pure over the header's labels; plans-page.ts finds the rows and checks that no plan read is free
 * and that the column holds no price.
 */
import { FREE_WORD_ALTERNATIVES } from "./free-words.ts";
import { planKey } from "./text.ts";

/** A free word, alone or with a plan word after it ("Free plan", "Gratuit", "無料版", "免费版", "無料プラン"). */
const FREE_LABEL = new RegExp(`^(?:${FREE_WORD_ALTERNATIVES})[!.]?(?:\\s*(?:plan|tier|version|edition|版|プラン|플랜|套餐))?$`, "iu");

/** Whether `label` is a free word naming a column ("Free", "GRATIS", "無料", "Free plan"). */
export function freeLabel(label: string): boolean {
  const t = label.replace(/\s+/g, " ").trim();
  return t.length > 0 && t.length <= 20 && FREE_LABEL.test(t);
}

/** Whether a column labelled `label` names the plan `name`: the same key, or the name's first words. */
function namesPlan(label: string, name: string): boolean {
  const l = planKey(label);
  const n = planKey(name);
  if (!l) return false;
  return n === l || (n.startsWith(l) && n.length > l.length && n[l.length] === " ");
}

/**
 * The index in `labels` of the free column, when the labels are an optional title cell, a free
 * word, and then one or more columns that each name one of `paidNames` (at most seven); null
 * otherwise. The title cell may be empty or a word for the rows ("Feature", "機能"), never a plan.
 */
export function freeLeadColumn(labels: readonly string[], paidNames: readonly string[]): number | null {
  if (labels.length < 2 || labels.length > 8 || paidNames.length === 0) return null;
  const at = freeLabel(labels[0]!) ? 0 : freeLabel(labels[1] ?? "") ? 1 : -1;
  if (at < 0) return null;
  if (at === 1 && paidNames.some((n) => namesPlan(labels[0]!, n))) return null;
  const rest = labels.slice(at + 1);
  if (rest.length === 0) return null;
  for (const l of rest) if (freeLabel(l) || !paidNames.some((n) => namesPlan(l, n))) return null;
  return at;
}
