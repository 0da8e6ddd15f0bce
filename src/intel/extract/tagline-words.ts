/**
 * Round 38, part b: a card's tagline is no plan's name. A tier's name is a word or two that every
 * card of the group carries in parallel ("Free", "Professional", "Business"); the line a card adds
 * to say who the tier suits ("Best for small businesses", "Para consultores e canais", "Idéal pour
 * les équipes") is a phrase about an audience, set under or over the name. Where the name is drawn
 * in a pill the card reader passes over (round 16b), or sits in an element no reader takes, the
 * tagline was the first line left and was read as the name — on pages in three waves and two
 * languages (docs/intel.md, "Round 38, part b").
 *
 * The reason is general, not one page's wording: an audience phrase opens with "for" or a
 * "best/ideal/perfect/made for" lead, in every language the engine's word tables know (English,
 * Spanish, Portuguese, French, German, Italian, Dutch, Polish, Swedish, Danish/Norwegian,
 * Russian/Ukrainian, Indonesian/Malay, Chinese), or closes with the postposition that means it
 * (Turkish "için", Japanese "に最適", Korean "위한"). Guards, each a real name's shape:
 *   - a bare "for" takes at least two more words: "For Teams", "Para Empresas" may be a tier's
 *     name (a word after the lead), "For small teams" is the audience;
 *   - Italian "per" counts only after its lead ("ideale per …"): bare "per" opens an English
 *     unit ("Per seat"), which planName handles as a unit already;
 *   - Japanese "向け" (for …) stays a name: "個人向け" / "法人向け" name tiers on Japanese pages;
 *   - Czech and Slovak "pro" are left out: "Pro" is the commonest tier name of all.
 * Linear: alternations of fixed words, one `\s+` and a lookahead for a letter; no nested quantifier.
 */

/** A lead that makes the rest an audience however short it is: "Best for …", "Ideal para …". */
const LED = [
  "(?:best|ideal|ideally|perfect|great|good|built|made|designed|suited|tailored|recommended)\\s+for",
  "(?:ideal|perfect[oa]|perfeit[oa]|pensad[oa]|diseñad[oa]|feit[oa]|indicad[oa]|lo mejor|o melhor)\\s+para",
  "(?:idéale?|parfaite?|conçue?|pensée?)\\s+pour",
  "(?:ideal|perfekt|gemacht|optimal|geeignet)\\s+für",
  "(?:ideale|perfett[oa]|pensat[oa])\\s+per",
  "(?:ideaal|perfect|gemaakt)\\s+voor",
  "(?:idealn[aey]|stworzon[aey])\\s+dla",
  "(?:perfekt|idealisk|ideal|gjord|lavet|laget)\\s+(?:för|for|til)",
  "(?:идеально|идеальный|идеальная|создан[аоы]?|ідеально|ідеальний)\\s+для",
  "(?:cocok|ideal|sesuai)\\s+untuk",
].join("|");

/** A bare "for" in each language; the audience then takes two words or more. */
const BARE = "for|para|pour|für|voor|dla|för|для|untuk";

const LED_OPENING = new RegExp(`^(?:${LED})\\s+(?=\\p{L})`, "iu");
const BARE_OPENING = new RegExp(`^(?:${BARE})\\s+\\S+\\s+\\p{L}`, "iu");
/** Chinese "适合…" / "專為…" (suited to, made for) opening; postpositions closing. */
const CJK_OPENING = /^(?:适合|適合|专为|專為|专门为|專門為)\p{L}/u;
/**
 * Round 90i: Arabic "لل…" (for the …: "للطلاب", for students; "للشركات", for companies) opening a
 * line — the preposition and the article glued to the noun, as Arabic writes them. A plan's name
 * takes the article alone ("الأساسية", the basic) or none ("برو"), never "for the".
 */
const ARABIC_OPENING = /^لل\p{Script=Arabic}{2}/u;
// (Round 82k: Japanese "…したい方へ", "…な人に" — to those who … — addresses the buyer the way "For
// power users" does; a kana word before 方/人 keeps "個人向け", a tier's name, out.)
const CLOSING = /\p{L}\s*(?:に最適|におすすめ|にぴったり)$|\p{L}\s+için$|\p{L}\s*(?:을|를)?\s*위한$|\p{Script=Hiragana}(?:方|人)(?:へ|に|向け)$/u;

/** Whether a card's line is a tagline naming who the plan suits, never the plan's name. */
export function audienceTagline(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  return LED_OPENING.test(t) || BARE_OPENING.test(t) || CJK_OPENING.test(t) || ARABIC_OPENING.test(t) || CLOSING.test(t);
}

/**
 * Round 86e (caps-kicker.ts): a card's title that opens with a bare "for" and any word after it
 * ("Za polno delovanje", "For chains") — looser than an audience tagline's two words, so it only
 * decides between such a title and a label in capitals set over it. The same "for" words, and the
 * Slavic "za", Italian "per" and Danish/Norwegian "til" that stand bare in a title of purpose.
 */
const PURPOSE_OPENING = new RegExp(`^(?:${BARE}|za|per|til)\\s+\\p{L}`, "iu");

/** Whether a card's title is a phrase of purpose or audience ("Za polno delovanje", "For chains"). */
export function purposeTitle(title: string): boolean {
  return PURPOSE_OPENING.test(title.replace(/\s+/g, " ").trim().slice(0, 80));
}
