/**
 * Hosting plans named by their resources (round 100h). Hosting and game-server companies often
 * title each card by its size alone — "2GB RAM", "8GB", "512MB", "1TB SSD" — the figure glued to
 * its unit. A number opens no name elsewhere ("10 seats" is an allowance over a card's name), and a
 * count's heading is taken as a name only as "12 months" (a space after the figure). A memory or
 * storage size opening the heading that opens a card is the same kind of count: the card sells that
 * size. Only byte units (MB, GB, TB and their binary forms) and a figure of at most four digits: the
 * glued form of the count ("12 months") such a heading may already open with; the name's other
 * tests (length, words, the title's lead before a tagline, name-tail.ts) apply as to any count.
 */
const RESOURCE_SIZE = /^\d{1,4}(?:[.,]\d{1,2})?\s?[KMGT]i?B(?![\p{L}\d])/u;

/** True when a card title opens with a memory or storage size ("2GB RAM", "16 GB", "1TB SSD"). */
export function resourceSizeName(text: string): boolean {
  return RESOURCE_SIZE.test(text.replace(/\s+/g, " ").trim());
}
