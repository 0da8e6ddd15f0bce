/**
 * Round 112a: a price named the list price by its markup alone. The card reader takes a price as
 * struck through when a class or id around it says so ("old-price", "was-price", "full-price",
 * `STRUCK_CLASS` in plans-page.ts), because pages often draw the strike from a stylesheet the
 * engine does not read. That word says which of TWO prices is the list one: a sale block beside a
 * "full price" block, filled and shown by a script while a promotion runs. When the sale block is
 * hidden or empty, the block named "full price" is the only price the card (or the page) shows,
 * and nothing strikes it: a tag (`<s>`, `<del>`), an inline line-through, a class the page's own
 * stylesheet strikes — none is there. A visitor reads it as the price charged.
 *
 * So: when every price of a card (for the sole-price reader, every price of the page) is struck
 * only by such a name, and none is struck by a drawn mark, the prices are read as not struck. A
 * card that also shows an unstruck price, or draws its strike, keeps the list-price reading.
 */

/** A price reading with its strike, and whether only a class or id word made it struck. */
export interface NamedStrike {
  struck: boolean;
  /** Struck only by a class or id word ("full-price"), no strike drawn (plans-page.ts `isStruck(page, el, false)` says no). */
  struckByName?: boolean;
}

/** The card's prices, unstruck when every one is struck only by a name (see above); else the same array. */
export function unstruckWhenOnlyNamed<T extends NamedStrike>(pts: T[]): T[] {
  if (pts.length === 0 || !pts.every((p) => p.struckByName)) return pts;
  return pts.map((p) => ({ ...p, struck: false }));
}
