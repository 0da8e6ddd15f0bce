import { withoutZeroPadded } from "./zero-padded-name.ts";
import { KICKER_WORDS } from "./kicker-words.ts";
import { badgePhrase } from "./name-badge.ts";
import { planKey } from "./text.ts";

/** A selector's or an account's state shown in a pill, in the languages the engine reads. */
const STATE_PILL =
  /^(?:selected|chosen|active|current|your plan|sélectionnée?|choisie?|actif|ausgewählt|gewählt|aktiv|seleccionad[oa]|elegid[oa]|activ[oa]|selecionad[oa]|escolhid[oa]|selezionat[oa]|scelt[oa]|attiv[oa]|geselecteerd|gekozen|actief|wybran[ya]|aktywn[ya]|seçili|seçildi|aktif|selectat|выбрано|выбран|активен|已选(?:择)?|当前|選択中|選択済み|現在|선택됨|현재|đã chọn|terpilih|dipilih)$/iu;

/** Whether a pill's words are a selector's or an account's state ("Selected", "Ausgewählt"). */
export const statePill = (words: string) => STATE_PILL.test(words);

/** One card's candidate: the words of the pill that is the card's sole line before its price. */
export interface PillLead<E> {
  /** The pill's words as the card reader's line reader took them (null: no pill, or no name). */
  name: string | null;
  el: E | null;
  /** The card shows a visible, unstruck price. */
  priced: boolean;
}

/**
 * Round 41, part c: a group of priced cards dropped because no card got a name, where every priced
 * card is drawn the same way — its sole line before the price is a pill (an element classed badge,
 * pill, tag, chip), and nothing is worded on the price's line before the price. The card reader
 * refuses a pill's words as a name (round 16b: a pill usually sits over the name), and round 37e's
 * card-by-card reading of a lone pill was not kept (it renamed a tier of a group whose other cards
 * were read, and added wrong plans). Here the question is the group's, asked only when the whole
 * group would be dropped: when every priced card of it shows one pill and nothing else before its
 * price, the pills are the one slot the template names its cards in, and there is no name they
 * could sit over.
 *
 * Guards (precision first — a group named wrongly is worse than one dropped):
 * - at least two priced cards, and every one of them has a candidate (one card without a pill
 *   means the pills are ribbons, not the template's name slot);
 * - each name is read by the card reader's line reader (planName: ribbon words of every language
 *   the tables know — "Most popular", "Populaire", "Recomendado" —, prices, limits, trial and
 *   button words are no name), has a tier's shape (a word or two, kicker-words.ts) and is neither
 *   a badge's status phrase (name-badge.ts) nor a selector's or an account's state ("Selected",
 *   "Ausgewählt");
 * - the names are distinct (by planKey): the same pill on every card ("New") is a ribbon.
 * Cards without a price are named only where they carry a candidate of their own.
 *
 * Why it should hold on pages nobody has seen: it keys on structure repeated across a group's
 * cards (one element alone before every card's price), not on a class name, a word or a language.
 */
export function pillRowNames<E>(leads: readonly PillLead<E>[]): ({ name: string; el: E } | null)[] | null {
  const priced = leads.filter((l) => l.priced);
  if (priced.length < 2) return null;
  const ok = (l: PillLead<E>) => !!l.name && !!l.el && KICKER_WORDS.test(withoutZeroPadded(l.name)) && !badgePhrase(l.name) && !statePill(l.name);
  if (!priced.every(ok)) return null;
  const named = leads.filter(ok);
  if (new Set(named.map((l) => planKey(l.name!))).size !== named.length) return null;
  return leads.map((l) => (ok(l) ? { name: l.name!, el: l.el! } : null));
}
