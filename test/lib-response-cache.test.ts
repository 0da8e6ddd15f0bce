import { describe, expect, test } from "bun:test";
import { etagMatches, ResponseCache } from "../src/lib/response-cache";

describe("ResponseCache", () => {
  test("computes once per version and key; a new version empties it", () => {
    const c = new ResponseCache();
    let calls = 0;
    const a = c.get(1, "k", () => (calls++, { x: 1 }));
    expect(c.get(1, "k", () => (calls++, { x: 2 }))).toBe(a);
    expect(calls).toBe(1);
    expect(c.peek(2, "k")).toBeUndefined();
    expect(c.get(2, "k", () => (calls++, { x: 3 })).etag).not.toBe(a.etag);
    expect(c.size).toBe(1);
  });

  test("bounded by entries and by bytes, oldest first", () => {
    const c = new ResponseCache(3, 1000);
    for (let i = 0; i < 5; i++) c.get(1, `k${i}`, () => ({ i }));
    expect(c.size).toBe(3);
    expect(c.peek(1, "k0")).toBeUndefined();
    expect(c.peek(1, "k4")).toBeDefined();
    const big = new ResponseCache(100, 1000);
    for (let i = 0; i < 10; i++) big.get(1, `b${i}`, () => ({ pad: "x".repeat(300) }));
    expect(big.byteSize).toBeLessThanOrEqual(1000);
    expect(big.size).toBe(3);
  });

  test("If-None-Match: exact, weak, lists and *", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(null, '"a"')).toBe(false);
  });
});
