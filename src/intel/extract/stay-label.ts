/**
 * Round 29, part e (docs/intel.md): rents and stays — a row's or card's own label that says the
 * price is for a stay or one span of use ("1 éjszaka", "2 éjszaka", "3 nuits", "Viena diena", "One
 * week", "Nedēļas nogale", "… (1 сутки)"). Such a price is per that span or for that stay: the
 * README gives it no period (a price per night, day or week; a price for a term), never the "paid
 * once" a page with no recurrence gives its other bare prices (plans-page.ts `defaultPeriod`).
 *
 * Counted on development (waves 8–12, 14–23): a guest house's three stays by nights, a board
 * rental's day, weekend and week, a clinic's per-day inpatient row and a video studio's single
 * hour were read paid once where their cases have no period.
 *
 * Two kinds of label:
 * - one span of use (span-label.ts `namesOneSpan`: a count of one before an hour, day, night or
 *   week word, a weekend, "сутки");
 * - a stay of a number of nights ("2 éjszaka", "3 nuits", "7 Nächte"): a night is only ever a unit
 *   of a stay, so any count is a stay's length. Not hours, days or weeks counted above one: "10
 *   tímar", "5 tunnin kortti", "10 Hours" are packs bought once (their cases say so).
 *
 * Not a label of this kind: a price per person ("60 zł / osobę" is the trip's price, bought once),
 * a one-time fee's name ("Cleaning fee"), a SaaS usage price per day (that is the price's tail, read
 * by money.ts, not a label), a duration describing a service ("Massage 60 minutes").
 * The regexes are alternations of fixed words with bounded counts: linear.
 */
import { namesOneSpan } from "./span-label.ts";

/** A night as a unit of a stay, in the languages of our pages (singular and plural after a count). */
const NIGHT = String.raw`(?:nights?|nuits?|n[aä]chte?|nachten|noches?|nott[ei]|noites?|éjszak(?:a|ák)|éjjel|nakts|naktis|nakt[iī]s|yötä|yö|nætur|nótt|noc[ey]?|nocy|ночи|ночей|ночь|ноч[іе]|ночів|суток|сутки|nat|nætter|netter|natt|nätter)`;

/** A count of nights: a whole number of one or two digits, then the night word. */
const NIGHTS = new RegExp(String.raw`(?<![\p{L}\p{N}.,])\d{1,2}[\s\u00a0-]*${NIGHT}(?![\p{L}\p{N}])`, "iu");

/** Whether a plan's own label names a stay of some nights or one span of use: its price is for that span, with no billing period. */
export const namesStay = (label: string) => label.length <= 120 && (namesOneSpan(label) || NIGHTS.test(label));
