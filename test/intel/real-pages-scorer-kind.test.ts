/**
 * The scorer prints its totals by page kind (pageKind): pages whose case holds a plan billed by the
 * month or the year, and the rest (price lists). The kind comes from the case — what a reader saw —
 * never from the engine's reading, so the split cannot move with the engine. Cases of ours.
 */
import { describe, expect, test } from "bun:test";
import { pageKind, type RealCase } from "./support/real-pages-score.ts";

type Plan = RealCase["plans"][number];
const plan = (name: string, period: Plan["period"], amount: number | null = 10): Plan => ({ name, amount, currency: "EUR", period, per_user: false });

describe("pageKind", () => {
  test("a page with one monthly plan among services paid once is recurring", () => {
    expect(pageKind({ plans: [plan("Haircut", "one_time"), plan("Membership", "month")] })).toBe("recurring");
  });

  test("a yearly licence is recurring", () => {
    expect(pageKind({ plans: [plan("Pro", "year", 99)] })).toBe("recurring");
  });

  test("a price list of things paid once, or with no stated period, is other", () => {
    expect(pageKind({ plans: [plan("Inspection", "one_time"), plan("Call-out", null)] })).toBe("other");
  });

  test("a page without plans (script-drawn) is other", () => {
    expect(pageKind({ plans: [] })).toBe("other");
  });
});
