/**
 * Round 76, part f (docs/intel.md): the text reader takes a plan's title carrying its badge after a
 * dash or a dot ("⭐ Quarter — Popular") as a line naming the plan, as round 69c took it for a next
 * plan's name. Before, the reader found no line that was the bare name, said nothing of the plan
 * (`text_absent`), and the confidence model withheld a card the page prints plainly. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const page = (body: string) => `<!doctype html><html><head><title>Buy a pass | Vendor</title></head><body>${body}</body></html>`;
const input = (body: string) => [{ url: "https://vendor.example/pricing", html: page(body) }];
const tile = (title: string, price: string, note: string) =>
  `<div class="pass-card"><div class="pass-title">${title}</div><div class="pass-price">${price}</div><div class="pass-note">${note}</div></div>`;
const passes = (middle: string) =>
  `<main><h1>Buy a pass</h1><div class="pass-grid">${tile("Week", "$2.50 /", "about 36¢ a day · 7 days")}${tile(middle, "$7.90 /", "about 26¢ a day · 30 days")}${tile("Year", "$69.00 /", "about 19¢ a day · 365 days")}</div></main>`;
const verdicts = (body: string) => Object.fromEntries(assessSite(input(body)).assessed.map((a) => [a.plan.name, a.text?.verdict ?? null]));

describe("round 76f: a plan's own title with its badge names the plan for the text reader", () => {
  test('"⭐ Month — Popular" over the card\'s price agrees with the Month plan read from the card', () => {
    const body = passes("⭐ Month — Popular");
    expect(verdicts(body).Month).toBe("agrees");
    const month = extractSite(input(body)).plans.find((p) => p.name === "Month");
    expect(month && [month.amount, month.currency]).toEqual([7.9, "USD"]);
  });

  test("a dot before the badge counts too", () => {
    expect(verdicts(passes("Month · Best value")).Month).toBe("agrees");
  });

  test("words after the dash that are no badge are not cut off as one", () => {
    // "Month — for regular riders" is a title with a tagline, no badge: no plan "Month" is named by it.
    const v = verdicts(passes("Month — for regular riders"));
    expect(v.Month).toBeUndefined();
    expect(Object.keys(v)).toContain("Month — for regular riders");
  });
});
