import { describe, expect, test } from "bun:test";
import { displayPrefix, generateApiKey, isWellFormedKey, KEY_LENGTH, keyChecksum } from "../../src/access/key-format";
import { BASE62, randomBase62, toBase62 } from "../../src/lib/base62";
import { crc32 } from "../../src/lib/crc32";

describe("API key format", () => {
  test("rsk_ + 34 random base62 + 6-character base62 CRC32 of those 34", () => {
    const key = generateApiKey();
    expect(key).toMatch(/^rsk_[0-9A-Za-z]{40}$/);
    expect(key.length).toBe(KEY_LENGTH);
    const body = key.slice(4, 38);
    expect(key.slice(38)).toBe(toBase62(crc32(body), 6));
    expect(isWellFormedKey(key)).toBe(true);
  });

  test("CRC32 is the IEEE polynomial; base62 is 0-9A-Za-z, left-padded", () => {
    expect(crc32("123456789")).toBe(0xcbf43926);
    expect(toBase62(0, 6)).toBe("000000");
    expect(toBase62(61)).toBe("z");
    expect(toBase62(62)).toBe("10");
    expect(toBase62(0xffffffff, 6)).toBe("4gfFC3");
    expect(keyChecksum("a".repeat(34))).toHaveLength(6);
  });

  test("every one-character typo is caught offline", () => {
    const key = generateApiKey();
    let caught = 0;
    let tried = 0;
    for (let i = 4; i < key.length; i++) {
      for (const c of ["0", "a", "Z", "q"]) {
        if (key[i] === c) continue;
        tried++;
        if (!isWellFormedKey(key.slice(0, i) + c + key.slice(i + 1))) caught++;
      }
    }
    expect(caught).toBe(tried);
  });

  test("wrong shapes are refused", () => {
    const key = generateApiKey();
    for (const bad of ["", key.slice(0, -1), key + "x", key.replace("rsk_", "rsX_"), key.replace("rsk_", "RSK_"), key.slice(0, 10) + "-" + key.slice(11), ` ${key}`]) {
      expect(isWellFormedKey(bad)).toBe(false);
    }
  });

  test("random characters are unbiased and keys unique", () => {
    const s = randomBase62(62 * 400);
    const counts = new Map<string, number>();
    for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const c of BASE62) expect(counts.get(c)!).toBeGreaterThan(250); // expected 400 each
    const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
    expect(keys.size).toBe(1000);
  });

  test("the display prefix reveals only the first 8 random characters", () => {
    const key = generateApiKey();
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
  });
});
