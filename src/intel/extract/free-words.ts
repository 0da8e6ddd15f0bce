/**
 * What "free" and "trial" are called, one table per language (issue 25, round 20 part a). The
 * readers of a free card's price ("Free", "Kostenlos"), a pricing page's lone free line and a
 * markup zero's check each carried their own short list of five European words, so a Turkish
 * "Ücretsiz", a Polish "Za darmo", a Czech "Zdarma" or a Chinese "免费" card read as no price at
 * all on a page nobody tuned for. One table, read by all of them; the trial words beside it keep
 * a trial's "Free" (a trial card, "Kostenlos testen") from counting as a free tier in the same
 * languages.
 *
 * Words, not phrases: each is matched as a whole line or a whole word by the readers that use it.
 * Alternatives only (no nested quantifiers): the readers run on every card and line of a page.
 */

/** "free" by language (the adjective or adverb a price line shows alone). */
export const FREE_WORDS: Record<string, readonly string[]> = {
  en: ["free"],
  fr: ["gratuit", "gratuite", "gratuitement"],
  es: ["gratis", "gratuito", "gratuita"],
  pt: ["grátis", "gratis", "gratuito", "gratuita"],
  it: ["gratis", "gratuito", "gratuita"],
  de: ["kostenlos", "gratis", "kostenfrei"],
  nl: ["gratis"],
  sv_da_no: ["gratis", "kostnadsfritt", "kostenfrit"],
  fi: ["ilmainen", "maksuton"],
  pl: ["darmowy", "darmowa", "darmowe", "za darmo", "bezpłatny", "bezpłatna", "bezpłatnie"],
  cs: ["zdarma", "bezplatně", "bezplatná"],
  sk: ["zadarmo", "bezplatne"],
  ro: ["gratuit", "gratis"],
  hu: ["ingyenes", "ingyen"],
  tr: ["ücretsiz", "bedava"],
  ru: ["бесплатно", "бесплатный", "бесплатная"],
  uk: ["безкоштовно", "безкоштовний"],
  el: ["δωρεάν"],
  he: ["חינם"],
  ar: ["مجاني", "مجانا", "مجانًا", "مجانية"],
  fa: ["رایگان"],
  hi: ["मुफ्त", "मुफ़्त", "निःशुल्क"],
  id_ms: ["gratis", "percuma"],
  vi: ["miễn phí"],
  th: ["ฟรี"],
  zh: ["免费", "免費"],
  ja: ["無料"],
  ko: ["무료"],
  // Round 50c: the corpus's other languages — Bulgarian, Serbian/Croatian/Bosnian (Latin and Cyrillic), Slovenian,
  // Estonian, Lithuanian, Latvian, Icelandic, Catalan, Albanian, Azerbaijani, Uzbek, Kazakh, Mongolian ("free").
  bg: ["безплатно", "безплатен", "безплатна"],
  sh: ["besplatno", "besplatan", "besplatna", "бесплатан"],
  sl: ["brezplačno", "brezplačen", "brezplačna"],
  et: ["tasuta"],
  lt: ["nemokamai", "nemokamas", "nemokama"],
  lv: ["bezmaksas", "bez maksas"],
  is: ["ókeypis"],
  ca: ["gratuït", "gratuïta"],
  sq: ["falas"],
  az: ["pulsuz"],
  uz: ["bepul"],
  kk: ["тегін"],
  mn: ["үнэгүй"],
};

/**
 * "forever" by language, as a free price goes on ("Free forever", "Gratuit, pour toujours",
 * "Free / forever", "Ücretsiz, sonsuza dek"): on waves 1–12, 17 pages with a free tier print such a
 * line, none without one.
 */
export const FOREVER_WORDS: Record<string, readonly string[]> = {
  en: ["forever", "for ever", "for life"],
  fr: ["pour toujours", "à vie"],
  es: ["para siempre"],
  pt: ["para sempre"],
  it: ["per sempre"],
  de: ["für immer", "dauerhaft"],
  nl: ["voor altijd"],
  pl: ["na zawsze"],
  cs: ["navždy"],
  tr: ["sonsuza dek", "sonsuza kadar"],
  ru: ["навсегда"],
  uk: ["назавжди"],
  fa: ["برای همیشه"],
  zh: ["永久"],
  ja: ["ずっと"],
  ko: ["평생"],
};

/** A trial by language (the noun or verb a trial card or button shows). */
export const TRIAL_WORDS: Record<string, readonly string[]> = {
  en: ["trial"],
  fr: ["essai", "essayer"],
  es: ["prueba", "probar"],
  pt: ["teste", "testar", "avaliação"],
  it: ["prova", "provare"],
  de: ["test", "testen", "probe", "probezeit", "testversion", "probeabo"],
  nl: ["proef", "proefperiode", "uitproberen"],
  sv_da_no: ["prøv", "prova", "testperiode", "provperiod"],
  fi: ["kokeilu", "kokeile"],
  pl: ["próbny", "próbna", "wypróbuj", "okres próbny"],
  cs: ["zkušební", "vyzkoušet"],
  ro: ["încercare", "probă"],
  hu: ["próba"],
  tr: ["deneme", "dene"],
  ru: ["пробный", "пробная", "пробный период", "попробовать"],
  uk: ["пробний", "спробувати"],
  el: ["δοκιμή"],
  ar: ["تجربة", "تجريبية"],
  id_ms: ["uji coba", "percobaan"],
  vi: ["dùng thử"],
  zh: ["试用", "試用", "体验版"],
  ja: ["お試し", "トライアル", "試用"],
  ko: ["체험", "무료 평가", "평가판"],
};

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Longest first, so "za darmo" is tried before any shorter word it starts with. */
export const alternatives = (table: Record<string, readonly string[]>): string =>
  [...new Set(Object.values(table).flat().map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length).map(escape).join("|");

/** Every free word, as regex alternatives. */
export const FREE_WORD_ALTERNATIVES = alternatives(FREE_WORDS);
/** Every forever word, as regex alternatives. */
export const FOREVER_WORD_ALTERNATIVES = alternatives(FOREVER_WORDS);
/** Every trial word, as regex alternatives. */
export const TRIAL_WORD_ALTERNATIVES = alternatives(TRIAL_WORDS);

/**
 * Edges of a word in any script: `\b` knows only ASCII letters ("ücretsiz" starts with no `\b`),
 * and CJK has no spaces between words, so there a word stands wherever it occurs.
 */
const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const inText = (alts: string) =>
  alts.split("|").map((w) => (CJK.test(w) ? w : `${BEFORE}${w}${AFTER}`)).join("|");

/** A free word anywhere in a text, in any language of the table. */
export const FREE_WORD = new RegExp(inText(FREE_WORD_ALTERNATIVES), "iu");
/** A trial word anywhere in a text, in any language of the table. */
export const TRIAL_WORD = new RegExp(inText(TRIAL_WORD_ALTERNATIVES), "iu");
/** A lasting word ("forever", "pour toujours", "永久") anywhere in a text, in any language of the table. */
export const FOREVER_WORD = new RegExp(inText(FOREVER_WORD_ALTERNATIVES), "iu");
