/**
 * A page's marketing heading is no plan's name (issue 25, round 21 part b).
 *
 * Counted on development (waves 1–12, 14, 15, raw reading): 15 invented plans on 13 sites were
 * named by a heading that is a sentence, a comparison or a call to action, not a plan — "One plan.
 * Everything you need", "Vzhled za statisíce. Cena za pár tisíc", "Free vs Pro Comparison",
 * "Upgrade to LinkHer+", "Unlock Premium Access", "Passe au niveau supérieur", "Let EdgeBreak Do
 * The Scanning"; the check refuses 14 of them on 12 sites ("Complete Your Purchase" is left: see
 * below), and none of the 1,721 expected plan names of those waves. The price under such
 * a heading is a hero number, a section's teaser or a plan whose real name is elsewhere on its
 * card, so the heading is refused as a name (the card's reader then looks for another one, or
 * reads no plan).
 *
 * Three constructions, each independent of the page's language (and, since round 64b, a pricing
 * section's title in Japanese or Chinese and a clause with an ideographic comma):
 * - two sentences: a word of two letters or more, a full stop (or "!", "?", or a CJK stop), then
 *   another word — a plan's name is one phrase;
 * - a comparison: "vs" / "vs." between two names;
 * - a call to action: an imperative verb from the table below opening a name of two words or more
 *   ("Upgrade to …", "Werde …", "Passez à …"). Verbs that are also tier names ("Complete",
 *   "Select", "Start", "Go", "Boost") are left out; a one-word name is never refused by it.
 *
 * Bounded: each test is one linear pattern over a name of at most a few dozen characters.
 */

/** Imperative verbs that open a call to action, by language (lower case, matched as a whole first word). */
const ACTION_VERBS: Record<string, readonly string[]> = {
  en: ["upgrade", "unlock", "cancel", "let", "let's", "choose", "pick", "get", "try", "join", "become", "buy", "subscribe", "claim", "grab", "discover", "learn", "find", "see", "switch"],
  fr: ["passez", "passe", "choisissez", "choisis", "obtenez", "essayez", "rejoignez", "devenez", "découvrez", "profitez", "commencez", "débloquez", "abonnez-vous"],
  de: ["werde", "wähle", "wählen", "hol", "holen", "starte", "teste", "testen", "entdecke", "sichere", "sichern", "buche", "buchen"],
  nl: ["word", "kies", "probeer", "ontdek", "neem", "begin"],
  es: ["elige", "hazte", "obtén", "prueba", "únete", "descubre", "consigue", "mejora", "comienza", "empieza", "suscríbete", "desbloquea"],
  pt: ["escolha", "torne-se", "assine", "experimente", "descubra", "garanta", "comece", "obtenha", "desbloqueie"],
  it: ["scegli", "prova", "scopri", "diventa", "ottieni", "inizia", "abbonati", "sblocca"],
  pl: ["wybierz", "dołącz", "wypróbuj", "zostań", "odblokuj"],
  cs: ["vyberte", "získejte", "vyzkoušejte", "odemkněte"],
  ro: ["alege", "alegeți", "încearcă", "obține", "deblochează"],
  tr: ["seç", "dene", "başla"],
};

const ACTION_VERB = new Set(Object.values(ACTION_VERBS).flat());

/** Two sentences in one line: "One plan. Everything you need", "限定。今すぐ". */
const TWO_SENTENCES = /\p{L}{2}[.!?]\s+\p{L}|[。！？]\s*\S/u;

/**
 * A comparison's title: "Free vs Pro", "Basic vs. Premium — side by side"; in Japanese and Chinese
 * the two names joined by "and" ("無料版とPro版": round 64b) — と only between
 * characters that are not hiragana, so the と inside a word ("ひとり") is no join.
 */
const COMPARISON = /(?<!\p{L})(?:vs\.?|versus)(?!\p{L})|(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Latin}\dー])\s*と\s*(?=[\p{Script=Han}\p{Script=Katakana}\p{Script=Latin}])/iu;

/**
 * A pricing section's title in Japanese or Chinese ("シンプルな料金プラン", "料金体系", "价格方案"):
 * the words for prices or a price list close it, as "Simple pricing" closes in "pricing" (round 64b).
 * A clause joined by an ideographic comma ("予約が入るだけで、…") is a sentence, not a name.
 */
const CJK_SECTION = /(?:料金プラン|料金体系|料金表|料金|価格|价格方案|价格|定价|價格|定價)$|[、，]/u;

/** True when a would-be plan name is a page's heading — two sentences, a comparison or a call to action. */
export function headlineName(name: string): boolean {
  if (TWO_SENTENCES.test(name) || COMPARISON.test(name) || CJK_SECTION.test(name)) return true;
  const space = name.indexOf(" ");
  if (space < 0) return false;
  return ACTION_VERB.has(name.slice(0, space).toLowerCase());
}

/**
 * A promotion's label set before a plan's name, or standing for it: "Offre spéciale Formule
 * locative", "(Special Price)", "限时特惠" (round 21b: three development sites, in three languages).
 * The label is the offer's, not the plan's: it is taken off, and a name that is only the label is
 * no name.
 */
const PROMOTION = /^[(\[（]?\s*(?:special (?:offer|price|deal)|limited[- ]time (?:offer|deal|price)|limited offer|launch (?:offer|price)|offre (?:spéciale|limitée|de lancement)|prix (?:spécial|de lancement)|oferta (?:especial|limitada|de lanzamiento|de lançamento)|precio especial|preço especial|sonderangebot|aktionspreis|einführungsangebot|offerta (?:speciale|limitata|lancio)|prezzo speciale|speciale aanbieding|actieprijs|introductieprijs|限时特惠|限时优惠|限時優惠|限時特價|期間限定|特別価格|한정 특가)\s*[)\]）]?\s*[-–—:|·!]?\s*/iu;

/** A name with a promotion's label taken off its start ("" when the label was all of it). */
export function withoutPromotion(name: string): string {
  return name.replace(PROMOTION, "").trim();
}
