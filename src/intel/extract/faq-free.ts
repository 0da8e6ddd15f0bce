/**
 * A free plan said in a FAQ answer (issue 25, round 55 part b; docs/intel.md, "Round 55, part b"):
 * "If you decide not to upgrade … you will be reverted to our free plan", "TurtleCI offers: - A Free
 * Plan with 600 build minutes/month", or the question "Is there a free plan?" answered "Yes. …".
 * The signals read no FAQ answer (signals.ts `blocks`, round 18's guard: "we switched from a tool
 * with no SSO" is no claim about the product) and so missed the free tier of three development sites
 * in three waves (33, 38, 40) that say it only there. Counted over every development case (waves
 * 8–12, 30–46): the free-plan phrase (free-claim.ts FREE_PLAN_PHRASE: "free plan", "free tier",
 * "free forever", …) is read so in a FAQ on 44 sites in 18 waves, every one recorded with a free
 * tier, none without (a FAQ block up to 1,500 characters, signals.ts `blocks`: hutte's answer runs
 * to 451); the wider free claims are not ("Runo setup is completely free" is a set-up fee, and the
 * answers of the 31 sites without a free tier speak of free trials, free samples, a free first
 * call, "about three months free"): only the phrase is read here.
 *
 * A question names a free plan without saying there is one ("Is there a free plan?"), so it counts
 * only when its answer — the question's next sentence, or the next FAQ block — opens with a yes.
 */
import type { HElement } from "../html/parse.ts";
import { FREE_PLAN_PHRASE, libertyAfter } from "./free-claim.ts";

/** An answer that grants what the question asked. */
const YES = /^\s*(?:yes|yep|yeah|absolutely|of course|sure|definitely)\b/i;

export interface FaqFree {
  el: HElement;
  sentence: string;
  start: number;
  end: number;
}

/** The first FAQ sentence that says the product has a free plan, or null; `faq`: the FAQ's text blocks in page order. */
export function faqFreePlan(faq: readonly { el: HElement; text: string }[]): FaqFree | null {
  for (let i = 0; i < faq.length; i++) {
    const sentences = faq[i]!.text.split(/(?<=[.!?])\s+/);
    for (let j = 0; j < sentences.length; j++) {
      const sentence = sentences[j]!;
      const m = FREE_PLAN_PHRASE.exec(sentence);
      if (!m || libertyAfter(sentence.slice(m.index + m[0].length))) continue;
      if (/\?\s*$/.test(sentence) && !YES.test(sentences[j + 1] ?? faq[i + 1]?.text ?? "")) continue;
      return { el: faq[i]!.el, sentence, start: m.index, end: m.index + m[0].length };
    }
  }
  return null;
}
