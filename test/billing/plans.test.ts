import { describe, expect, test } from "bun:test";
import { oneMonthLater, tierOfPrice } from "../../src/billing/plans";

describe("tierOfPrice (API tiers)", () => {
  const configured = { starter: { priceId: "price_s", amountCents: 900 }, pro: { priceId: "price_p", amountCents: 2900 } };
  test.each([
    [{ id: "price_p" }, "pro"],
    [{ id: "price_s", unitAmount: 2900 }, "starter"], // the configured id wins over the amount
    [{ id: "price_x", metadata: { tier: "pro" } }, "pro"],
    [{ id: "price_x", lookupKey: "rivalscope_starter" }, "starter"],
    [{ id: "price_x", unitAmount: 2900 }, "pro"],
    [{ id: "price_x", unitAmount: 900 }, "starter"],
    [{ id: "price_x", unitAmount: 4900 }, null],
    [{ metadata: { tier: "internal" } }, null],
  ] as const)("%o → %p", (price, tier) => {
    expect(tierOfPrice(price as any, configured)).toBe(tier as any);
  });
});

describe("oneMonthLater (UTC, Stripe's monthly anchor)", () => {
  test.each([
    ["2026-11-22T12:00:00Z", "2026-12-22T12:00:00.000Z"],
    ["2026-12-15T00:00:00Z", "2027-01-15T00:00:00.000Z"],
    ["2027-01-31T08:30:00Z", "2027-02-28T08:30:00.000Z"],
    ["2028-01-31T08:30:00Z", "2028-02-29T08:30:00.000Z"],
    ["2026-03-31T23:59:59Z", "2026-04-30T23:59:59.000Z"],
  ])("%s → %s", (from, to) => {
    expect(new Date(oneMonthLater(Date.parse(from))).toISOString()).toBe(to);
  });
});
