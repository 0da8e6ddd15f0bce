/**
 * Round 28, part g (docs/intel.md): a card's or a row's own label that names a span of use or a
 * term — one hour, day, night, week or a weekend ("Viena diena", "Stakur tími", "… (1 сутки)",
 * "Weekend"), or a daily, weekly or quarterly adjective ("Dnevni", "Kvartalni"). plans-page.ts
 * `defaultPeriod` asks it, with the page's own recurrence words, to tell a set of passes by term
 * (several such names: a coworking's day, week, month and quarter) from one monthly card among
 * services, whose label alone does not make the page's other prices recurring.
 *
 * Measured and NOT kept: giving such a row no period (the README's "a price per day, week or hour
 * has period null") in place of the paid once its page gives it. On main before part c it turned 5
 * raw plans on 3 development sites exact and none wrong; merged with part c's `paid_once_list`
 * signal, which holds only for a set whose every plan is paid once, the one per-day row of a clinic's
 * 33-row list took the signal from the whole list and the product withheld 31 exact plans.
 *
 * One span only: a count of one ("1", a word for one or single) before an hour, day, night or week
 * word, or a weekend word. Not a pack of several ("10 tímar", "5 days"), not a month or a year
 * ("1 год", "1 year": a validity or a term, read elsewhere), not a length describing the service
 * ("20 minutes").
 */

/** "1" or a word for one or single, in the languages of our pages. */
const ONE = String.raw`(?:1|one|single|a\s+single|ein(?:e|en)?|un(?:e|a|o)?|uma?|viens|viena|vienas|yksi|stak(?:ur|ir|an|a)|jeden|jedna|jedn[oa]|один|одна|одни|одну)`;

/** An hour, a day, a night or a week as a unit of use (whole words; singular and the forms after "one"). */
const UNIT = String.raw`(?:hour|hr|day|night|week|stunde|tag|nacht|woche|heure|jour|nuit|semaine|hora|d[ií]a|noche|semana|ora|ura|giorno|notte|settimana|noite|stunda|diena|nakts|nedēļa|valanda|naktis|savaitė|tunti|päivä|yö|viikko|vuorokausi|tími|dagur|nótt|vika|godzina|dzień|noc|tydzień|час|день|ночь|неделя|неделю|сутки|доба|тиждень)`;

/** A weekend, which is one span of use whatever its days. */
const WEEKEND = String.raw`(?:week-?end|wochenende|fin\s+de\s+semana|fine\s+settimana|nedēļas\s+nogale|savaitgalis|viikonloppu|helgi|выходные|вихідні)`;

/** A label naming one span of use; "сутки" (a day and night) is one span with no count as well. */
const ONE_SPAN = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${ONE}[\s-]+${UNIT}|${WEEKEND}|сутки|vuorokausi|vrk)(?![\p{L}\p{N}])`, "iu");

/** Whether a plan's own label names one hour, day, night, week or weekend of use: its price is per that span. */
export const namesOneSpan = (label: string) => label.length <= 120 && ONE_SPAN.test(label);

/**
 * A card or row named by how often or how long it runs where the page-wide words do not know it:
 * daily, weekly and quarterly adjectives ("Dnevni", "Nedeljni", "Kvartalni": a coworking's passes
 * by term). Asked with the page's own recurrence words to tell a set of passes by term — several
 * names of spans — from one monthly card among services (plans-page.ts `defaultPeriod`, round 28g).
 */
const TERM_ADJECTIVE = /(?<![\p{L}\p{N}])(?:daily|weekly|quarterly|dnevn\p{L}{0,3}|nedeljn\p{L}{0,3}|tjedn\p{L}{0,3}|tedensk\p{L}{0,3}|kvartaln\p{L}{0,3}|trimestr\p{L}{0,4}|vierteljährlich\p{L}{0,2}|ежедневн\p{L}{0,3}|еженедельн\p{L}{0,3}|квартальн\p{L}{0,3})(?!\p{L})/iu;

/** Whether a label names one span of use or a daily, weekly or quarterly term. */
export const namesSpanOrTerm = (label: string) => namesOneSpan(label) || (label.length <= 120 && TERM_ADJECTIVE.test(label));
