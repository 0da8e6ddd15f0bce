/**
 * base62 (0-9A-Za-z) — encoding and unbiased random strings from a cryptographic RNG.
 */
export const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `n` in base62, left-padded with "0" to `width`. */
export function toBase62(n: number, width = 0): string {
  let s = "";
  do {
    s = BASE62[n % 62] + s;
    n = Math.floor(n / 62);
  } while (n > 0);
  return s.padStart(width, "0");
}

/**
 * A random base62 string. Bytes ≥ 248 (= 4 × 62) are discarded so every character is equally
 * likely — a plain `byte % 62` would favour the first eight characters.
 */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < 248) out += BASE62[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A prefixed random identifier, e.g. `key_3fK9…`. */
export const randomId = (prefix: string, length = 20) => `${prefix}_${randomBase62(length)}`;
