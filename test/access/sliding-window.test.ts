import { describe, expect, test } from "bun:test";
import { EXACT_MAX, SlidingWindowLimiter } from "../../src/access/sliding-window";

describe("sliding window", () => {
  test("the limit-th request passes, the next is refused until the oldest leaves the window", () => {
    const w = new SlidingWindowLimiter(60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 30; i++) expect(w.hit("s", 30, t0 + i * 1000).allowed).toBe(true);
    const refused = w.hit("s", 30, t0 + 30_000);
    expect(refused).toEqual({ allowed: false, limit: 30, remaining: 0, resetSeconds: 30 });
    // Sliding, not fixed: at t0+60s exactly one slot (the first request's) frees up.
    expect(w.hit("s", 30, t0 + 60_000).allowed).toBe(true);
    expect(w.hit("s", 30, t0 + 60_500).allowed).toBe(false);
    expect(w.hit("s", 30, t0 + 61_000).allowed).toBe(true);
  });

  test("remaining and reset", () => {
    const w = new SlidingWindowLimiter(60_000);
    expect(w.hit("a", 3, 0)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
    expect(w.hit("a", 3, 10_000)).toEqual({ allowed: true, limit: 3, remaining: 1, resetSeconds: 50 });
    expect(w.hit("a", 3, 20_000, false)).toEqual({ allowed: true, limit: 3, remaining: 1, resetSeconds: 40 });
  });

  test("subjects are independent; a changed limit keeps recent requests; idle subjects are swept", () => {
    const w = new SlidingWindowLimiter(60_000);
    for (let i = 0; i < 2; i++) w.hit("a", 2, i);
    expect(w.hit("a", 2, 5).allowed).toBe(false);
    expect(w.hit("b", 2, 5).allowed).toBe(true);
    expect(w.hit("a", 3, 6).allowed).toBe(true); // raised limit: one more fits
    expect(w.hit("a", 3, 7).allowed).toBe(false);
    w.sweep(200_000);
    expect(w.subjects).toBe(0);
  });
});

describe("large limits (approximate sliding window counter)", () => {
  test("a limit above EXACT_MAX costs no per-request memory and still refuses past the limit", () => {
    const w = new SlidingWindowLimiter(60_000);
    const limit = EXACT_MAX + 5_000;
    const t0 = 60_000 * 100; // start of a window
    for (let i = 0; i < limit; i++) expect(w.hit("big", limit, t0 + 1).allowed).toBe(true);
    const refused = w.hit("big", limit, t0 + 2);
    expect(refused.allowed).toBe(false);
    expect(refused.resetSeconds).toBeGreaterThan(0);
    // Half-way through the next window, half of the previous window's count still weighs.
    const mid = w.hit("big", limit, t0 + 90_000);
    expect(mid.allowed).toBe(true);
    expect(mid.remaining).toBeGreaterThan(limit / 2 - 10);
    expect(mid.remaining).toBeLessThan(limit / 2 + 10);
    // Two windows later it is forgotten.
    expect(w.hit("big", limit, t0 + 180_000).remaining).toBe(limit - 1);
  });

  test("remaining counts down in the exact log too (binary search over the ring)", () => {
    const w = new SlidingWindowLimiter(60_000);
    for (let i = 0; i < 100; i++) expect(w.hit("r", EXACT_MAX, i * 10).remaining).toBe(EXACT_MAX - 1 - i);
  });
});
