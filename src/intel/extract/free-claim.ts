/**
 * A sentence that says the product itself costs nothing (issue 25, round 18 part d): "It's free.",
 * "All tools are completely free", "the app is free and open source", "Gratis para siempre en el
 * plan básico", "免费版导出带水印" (the free edition exports with a watermark). On development
 * (waves 1–11) 37 pages with a free tier were read as having none; on 12 of them no plan says
 * free and the page's words are the only evidence, in more phrasings and languages than "free
 * plan" / "free forever" (signals.ts TEXT_SIGNALS). Never a trial ("free for 14 days", "免费试用")
 * and never a liberty ("you're always free to leave", "free to play for your team").
 */

import { classFree } from "./class-free.ts";

/** Phrases a reader takes as "the product has a free tier". Alternatives only, no nested quantifiers. */
const CLAIM = new RegExp(
  [
    String.raw`\b(?:completely|totally|entirely|absolutely)\s+free\b`,
    // "Get started - it's free", "It's free." — the sentence ends on it ("It's free and there's no
    // obligation" offers a call, not the product).
    String.raw`\bit[’']?s\s+(?:100\s?%\s+)?free[.!]?$`,
    String.raw`\b(?:is|are)\s+(?:completely\s+|100\s?%\s+)?free\s+and\s+open[- ]source\b`,
    String.raw`\bopen[- ]source\s+and\s+free\b`,
    String.raw`\b(?:gratis para siempre|gr[aá]tis para sempre|gratuit pour toujours|f[üu]r immer kostenlos|dauerhaft kostenlos|gratis per sempre|sempre gratuito)\b`,
  ].join("|"),
  "i",
);

/**
 * The same in Chinese, Japanese and Korean. "免费版" also names a trial edition, so these count only
 * on a page that offers no trial at all (a paid card's "免费版所有功能" beside a 免费试用 column is
 * the trial's features, not a free tier).
 */
const CJK_CLAIM = /免费版|免费套餐|免费计划|免费方案|永久免费|开源且免费|开源免费|免费开源|無料プラン|フリープラン|ずっと無料|무료 플랜|무료 요금제|평생 무료/;
const CJK_TRIAL = /试用|試用|体验版|お試し|トライアル|체험|무료 평가/;

/** Whether a page's CJK free words may count: it mentions no trial anywhere. */
export const cjkClaimsCount = (visible: string): boolean => !CJK_TRIAL.test(visible);

/**
 * The free-plan phrase: "free plan", "free tier", "free forever", "always free", a free use that does
 * not run out ("free developer account (…, no expiration)", "free for up to 3 users"). Read by the
 * signals in text blocks (signals.ts TEXT_SIGNALS) and, alone of the free claims, in FAQ answers
 * (faq-free.ts, round 55b).
 */
export const FREE_PLAN_PHRASE = /\bfree forever\b|\bfree (?:[A-Za-z]+ )?plan\b|\bforever free\b|\bfree tier\b|\balways free\b|\bfree for up to \d[\d,]* (?:users|seats|members|people)\b|\bfree\b(?![^.]{0,60}\btrial)[^.]{0,60}\b(?:no expiration|never expires|does(?:n['’]t| not) expire)\b/i;

/** A trial or a time limit in the same sentence: "completely free for 30 days", "免费试用". */
const TRIAL = /\btrial\b|\bdays?\b|\bweeks?\b|\bmonths?\b|\bprueba\b|\bteste\b|\bessai\b|\btesten\b|\bprobe|试用|試用|体验|お試し|체험|\bfor \d/i;

/** After "free": " to leave", " to cancel", " to play" — a liberty, not a price ("free to use" is a price). */
const LIBERTY = /^\s+to\s+(?!use\b|run\b|download\b|install\b|self-host)/i;

/**
 * The span of a free claim in one sentence, or null; `cjk`: whether CJK claims count on its page,
 * or how to find out — asked only for a sentence with a CJK claim, since the answer is a scan of
 * the page's whole visible text (3 ms on a 2 MB page) that almost no page needs.
 */
export function freeClaim(sentence: string, cjk: boolean | (() => boolean)): { start: number; end: number } | null {
  if (sentence.length > 300) return null;
  const trimmed = sentence.trim();
  const m = CLAIM.exec(trimmed) ?? cjkClaim(trimmed, cjk);
  const at = sentence.indexOf(trimmed);
  // Or a free use offered to a class of users ("free for open source projects"): round 54b, class-free.ts.
  const span = m ? { start: at + m.index, end: at + m.index + m[0].length } : classFree(sentence);
  if (!span) return null;
  const { start, end } = span;
  if (TRIAL.test(sentence) || LIBERTY.test(sentence.slice(end))) return null;
  return { start, end };
}

function cjkClaim(trimmed: string, cjk: boolean | (() => boolean)): RegExpExecArray | null {
  const m = CJK_CLAIM.exec(trimmed);
  return m && (typeof cjk === "function" ? cjk() : cjk) ? m : null;
}

/** Whether a "free" matched by another reader ("always free") goes on to a liberty ("… to leave"). */
export const libertyAfter = (rest: string): boolean => LIBERTY.test(rest);
