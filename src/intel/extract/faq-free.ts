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

/** An answer that grants what the question asked (round 86h: also in the languages of FREE_QUESTION). */
const YES = /^\s*(?:(?:yes|yep|yeah|absolutely|of course|sure|definitely|s[ií]|oui|ja|sim)\b|(?:네|예|はい|是的?|对|當然|当然)(?=[\s,.!、，。！]))/i;

/**
 * Round 86h: the question whether the product itself is free — "Is BrainCheck free?", "Is it free
 * to use?", "뇌체크는 무료인가요?", "無料ですか？", "免费吗？" — answered yes: a free tier said only
 * in a FAQ (a Korean app's home page, wave 53). At most three words name what is asked about, and
 * none of them a service, a delivery or a trial ("Is shipping free?", "Is the trial free?": the
 * answer's yes is no free tier); a trial or a time limit in the answer drops it too.
 */
const FREE_QUESTION = /^\s*(?:is|are)\s+(?:[\w'’.-]{1,30}\s+){0,3}free(?:\s+to\s+use)?\s*\?\s*$|^[^?？]{0,40}(?:무료인가요|무료예요|무료입니까|無料ですか|無料でしょうか|免费吗|免費嗎|是免费的吗)\s*[?？]\s*$/i;
const NOT_THE_PRODUCT = /\b(?:trial|demo|shipping|delivery|setup|set-up|installation|consultation|support|onboarding|migration|quote|estimate|returns?|updates?|cancell?ation|sign[- ]?up|registration)\b|체험|試用|お試し|トライアル|试用|配送|送料|相談|상담|배송/i;
/** A time limit or a trial in the answer: "Yes, for the first 14 days". */
const ANSWER_LIMIT = /\btrial\b|\bdays?\b|\bweeks?\b|\bmonths?\b|体験|試用|お試し|トライアル|试用|체험|\d+\s*(?:일|日|天)/i;

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
      const answer = sentences[j + 1] ?? faq[i + 1]?.text ?? "";
      if (freeQuestionGranted(sentence, answer)) return { el: faq[i]!.el, sentence, start: 0, end: sentence.length };
      const m = FREE_PLAN_PHRASE.exec(sentence);
      if (!m || libertyAfter(sentence.slice(m.index + m[0].length))) continue;
      if (/\?\s*$/.test(sentence) && !YES.test(answer)) continue;
      return { el: faq[i]!.el, sentence, start: m.index, end: m.index + m[0].length };
    }
  }
  return null;
}

/** Whether a question asks if the product is free and its answer says yes, with no trial or time limit. */
function freeQuestionGranted(question: string, answer: string): boolean {
  if (question.length > 120 || !FREE_QUESTION.test(question) || NOT_THE_PRODUCT.test(question)) return false;
  const first = answer.split(/(?<=[.!?。])\s*/)[0] ?? "";
  return YES.test(first) && !ANSWER_LIMIT.test(first);
}
