/**
 * Small pieces of English for sentences built from data (reports, mails): lists of names, the
 * possessive of a name, and how a share of a set reads. Pure; imports nothing of ours.
 */

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "Acme's", "Acme Boards'": a name ending in "s" takes the apostrophe alone. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/**
 * How k of n things read: "both" (2 of 2), "all 3" (3 of 3), "1 of 2", "3 of 5", "none of the 4";
 * `noun` follows when given ("both competitors", "all 3 competitors", "3 of 5 competitors").
 */
export function share(k: number, n: number, noun = ""): string {
  const tail = noun ? ` ${noun}` : "";
  if (k === n && n === 2) return `both${tail}`;
  if (k === n && n > 2) return `all ${n}${tail}`;
  if (k === 0) return `none of the ${n}${tail}`;
  return `${k} of ${n}${tail}`;
}

/** The verb for a subject of `k` things: agree(1, "offers", "offer") → "offers". */
export const agree = (k: number, one: string, many: string) => (k === 1 ? one : many);
