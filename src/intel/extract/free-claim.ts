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
import { openEdition } from "./open-edition.ts";

/**
 * Round 86h (docs/intel.md, "Round 86, part h"): more ways a page says its product is free with no
 * card to say it — 29 development pages of waves 45–79 with a free tier read none, many in these
 * words: "Free, open source, install from …", "It's free and MIT-licensed", "the free version has
 * 200 lines", "The app is available for free on the App Store", "… is free to use without an
 * account", "… is free for everyone", "… es 100% gratuito", "software that's free and easy to use".
 * The free word leads each phrase, so "free updates", "free shipping" or a "free trial" never match
 * one; a trial or a time limit in the sentence still drops it (TRIAL below), and "updates",
 * "upgrades" or a delivery in the sentence drop the wider ones (WIDER_NOT).
 */
const WIDER_CLAIMS = [
  // "Free, open source and self-hosted", "a free and open source project", "Free & open source",
  // "free and MIT-licensed": the free word right before the open licence.
  String.raw`\bfree\s{0,2}(?:,|&|and)\s{0,2}(?:open[- ]source|(?:MIT|GPL|Apache|BSD)[- ]licen[sc]ed)\b`,
  // "The free version has 200 lines", "the free edition": an edition of the product at no price.
  String.raw`\bfree\s+(?:version|edition)\b`,
  // "The app is available for free on the App Store".
  String.raw`\b(?:is|are)\s+(?:now\s+|also\s+)?available\s+for\s+free\b`,
  // "… is free to use without an account", "Langki is free for everyone".
  String.raw`\b(?:is|are)\s+(?:completely\s+|totally\s+)?free\s+(?:to\s+use|for\s+(?:everyone|everybody|anyone|all\s+users))\b`,
  // "software that's free and easy to use".
  String.raw`\bfree\s+and\s+easy\s+to\s+use\b`,
  // "el uso de … es 100% gratuito", "is 100% free", "ist 100 % kostenlos".
  String.raw`(?<=^|\s)(?:is|es|é|est|ist|è)\s+100\s?%\s+(?:free|gratuito|gratuita|gratis|grátis|gratuit|gratuite|kostenlos)\b`,
];

const WIDER = new RegExp(WIDER_CLAIMS.join("|"), "i");
/** What the wider claims may not be about: an update, an upgrade, a delivery, a first consultation. */
const WIDER_NOT = /\bupdates?\b|\bupgrades?\b|\bshipping\b|\bdelivery\b|\breturns?\b|\bconsultation\b|\bquotes?\b|\bsamples?\b|\btemplates?\b/i;

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
 * the trial's features, not a free tier). Round 86h added the free edition ("無料版", "무료 버전"),
 * free software ("フリーソフトウェア") and a free use ("無料でご利用いただけます", "무료로 사용할 수
 * 있습니다", "免费使用").
 */
const CJK_CLAIM = /免费版|免费套餐|免费计划|免费方案|永久免费|开源且免费|开源免费|免费开源|免费使用|無料プラン|フリープラン|ずっと無料|無料版|フリー版|フリーソフトウェア|無料で(?:ご)?(?:利用|使え|使用)|무료 플랜|무료 요금제|평생 무료|무료 ?버전|무료로 (?:사용|이용)/;
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
  // Or the product's own open-source edition named as an edition ("everything from open-source
  // Acme, plus …", "Community Edition", "开源版"): round 89k, open-edition.ts.
  const m = CLAIM.exec(trimmed) ?? widerClaim(trimmed) ?? cjkClaim(trimmed, cjk) ?? openEdition(trimmed, cjk);
  const at = sentence.indexOf(trimmed);
  // Or a free use offered to a class of users ("free for open source projects"): round 54b, class-free.ts.
  const span = m ? { start: at + m.index, end: at + m.index + m[0].length } : classFree(sentence);
  if (!span) return null;
  const { start, end } = span;
  if (TRIAL.test(sentence) || (endsOnFree(sentence.slice(start, end)) && LIBERTY.test(sentence.slice(end)))) return null;
  return { start, end };
}

/**
 * Round 112c: the liberty guard reads what follows the free word itself ("free to leave"). A claim
 * that ends on another word — an edition's name, "from the open-source version to its Enterprise
 * edition", "the free version to Pro", a class, "free for students to …" — is followed by "to" as
 * a range or a purpose, never as a liberty, and lost its free tier to the guard.
 */
const endsOnFree = (claim: string): boolean => /\bfree[.!]?$/i.test(claim.trimEnd());

function widerClaim(trimmed: string): RegExpExecArray | null {
  const m = WIDER.exec(trimmed);
  return m && !WIDER_NOT.test(trimmed) ? m : null;
}

function cjkClaim(trimmed: string, cjk: boolean | (() => boolean)): RegExpExecArray | null {
  const m = CJK_CLAIM.exec(trimmed);
  return m && (typeof cjk === "function" ? cjk() : cjk) ? m : null;
}

/** Whether a "free" matched by another reader ("always free") goes on to a liberty ("… to leave"). */
export const libertyAfter = (rest: string): boolean => LIBERTY.test(rest);
