/**
 * "Always free", "free forever" in every language the free-word table knows (issue 25, round 26
 * part e). English has had the phrase since the first rounds (signals.ts TEXT_SIGNALS: "free
 * forever", "forever free", "always free"); free-claim.ts added a handful of fixed phrases in five
 * European languages and CJK. A page in another language that says its product or a part of it
 * stays free ("Завжди безкоштовно", "二维码功能始终免费", "رایگان برای همیشه") gave no free tier:
 * on the development waves on this machine three pages with a free tier say it only so (plus one
 * Persian page whose free word the table lacked), and no page without a free tier does.
 *
 * The claim is a free word of free-words.ts beside a lasting word — "always" or "forever" in the
 * same languages — in either order, at most a few spaces or one punctuation mark apart. Guards, as
 * free-claim.ts's: no trial or time limit in the sentence ("always free for 14 days", "免费试用"),
 * no liberty after it ("always free to leave"), and the CJK words only on a page that offers no
 * trial anywhere. Literal alternatives and bounded separators only: linear on any text.
 */
import { FOREVER_WORD_ALTERNATIVES, FREE_WORD_ALTERNATIVES } from "./free-words.ts";
import { libertyAfter } from "./free-claim.ts";

/** "Always" by language: the word a lasting free claim is made with besides "forever". */
export const ALWAYS_WORDS: Record<string, readonly string[]> = {
  en: ["always"],
  fr: ["toujours"],
  es: ["siempre"],
  pt_it: ["sempre"],
  de: ["immer"],
  nl: ["altijd"],
  sv_da_no: ["alltid", "altid"],
  fi: ["aina"],
  pl: ["zawsze"],
  cs_sk: ["vždy", "vždycky", "navždy"],
  ro: ["mereu", "întotdeauna", "pentru totdeauna"],
  hu: ["mindig", "örökre"],
  tr: ["her zaman", "daima", "hep"],
  ru: ["всегда"],
  uk: ["завжди", "назавжди"],
  el: ["πάντα", "για πάντα"],
  he: ["תמיד", "לתמיד"],
  ar: ["دائما", "دائمًا", "للأبد"],
  fa: ["همیشه", "برای همیشه"],
  vi: ["luôn luôn", "luôn", "mãi mãi"],
  id_ms: ["selalu", "selamanya"],
  th: ["ตลอดไป", "เสมอ"],
  zh: ["始终", "始終", "一直", "永远", "永遠", "永久"],
  ja: ["ずっと", "いつでも", "永久"],
  ko: ["항상", "언제나", "영원히", "평생"],
};

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Every lasting word ("always", "forever", "pour toujours"), as regex alternatives, longest first. */
export const LASTING_ALTERNATIVES = [...new Set([...Object.values(ALWAYS_WORDS).flat(), ...FOREVER_WORD_ALTERNATIVES.split("|")].map((w) => w.toLowerCase()))]
  .sort((a, b) => b.length - a.length)
  .map((w) => (w.includes("\\") ? w : escape(w)))
  .join("|");

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/**
 * A word standing alone: no letter or digit on either side, except in CJK, which has no spaces.
 * One boundary check around all the spaced words (not one per word): the regex runs on every
 * sentence of a page, and a check per alternative made it ten times slower.
 */
const word = (alts: string) => {
  const all = alts.split("|");
  const spaced = all.filter((w) => !CJK_CHAR.test(w));
  const cjk = all.filter((w) => CJK_CHAR.test(w));
  return [String.raw`(?<![\p{L}\p{N}])(?:${spaced.join("|")})(?![\p{L}\p{N}])`, ...cjk].join("|");
};
const LASTING = word(LASTING_ALTERNATIVES);
const FREE = word(FREE_WORD_ALTERNATIVES);
/** Spaces, or one mark between them ("Free — forever", "Gratuit, pour toujours", "رایگان / برای همیشه"). */
const GAP = String.raw`\s{0,3}(?:[,/·•—–:-]\s{0,3})?`;
/** The lasting words alone, no boundaries: a cheap first look that most sentences fail. */
const ANY_LASTING = new RegExp(LASTING_ALTERNATIVES, "i");
/**
 * Round 86h: the free word, "and", then the lasting word with its verb — "é gratuito e sempre será",
 * "is free and always will be", "es gratis y siempre lo será", "free and will always be". The verb
 * is required: "free and always up to date" says nothing lasting about the price.
 */
const JOINED = String.raw`(?:${FREE})\s{1,3}(?:and|e|y|et|und|en)\s{1,3}(?:will\s{1,3})?(?:${LASTING})\s{1,3}(?:will\s{1,3}be|be|remain|stay|será|sera|sarà|bleibt|blijft|lo\s{1,3}será)(?![\p{L}\p{N}])`;
const CLAIM = new RegExp(String.raw`(?:${LASTING})${GAP}(?:${FREE})|(?:${FREE})${GAP}(?:${LASTING})|${JOINED}`, "iu");

/** A trial or a time limit in the sentence, in the table's languages and the usual day words (also free-paid-contrast.ts's guard). */
export const TIME_LIMIT = /\btrial\b|\bdays?\b|\bweeks?\b|\bfor \d|\d+\s*(?:дн|днів|дней|gün|dní|dni|jours|días|dias|tage|giorni|dagen|päivää|ημέρες|ימים|روز|يوم|ngày|hari|วัน)|试用|試用|体验|お試し|トライアル|체험/iu;
/** "Gratis siempre que compres…", "grátis sempre que": "whenever", a condition, not a lasting price. */
const CONDITION_AFTER = /^\s*(?:que|che)\b/i;

/**
 * The span of a lasting free claim in one sentence, or null. `cjk`: whether CJK claims count on its
 * page (free-claim.ts `cjkClaimsCount`), asked only when the claim is written in CJK.
 */
export function lastingFree(sentence: string, trial: (s: string) => boolean, cjk: () => boolean): { start: number; end: number } | null {
  if (sentence.length > 300) return null;
  const m = ANY_LASTING.test(sentence) ? CLAIM.exec(sentence) : null;
  if (!m) return null;
  const end = m.index + m[0].length;
  if (TIME_LIMIT.test(sentence) || trial(sentence) || libertyAfter(sentence.slice(end)) || CONDITION_AFTER.test(sentence.slice(end))) return null;
  if (CJK_CHAR.test(m[0]) && !cjk()) return null;
  return { start: m.index, end };
}
