/**
 * Round 48, part e, on real pages (issue 25; docs/intel.md, "Round 48, part e"): an annual figure
 * several times the monthly price is a yearly total. Three development sites in three waves (12, 36,
 * 40) hold a switch's sides in data attributes (`data-monthly` / `data-annual`) where the annual side
 * is the year's total ("20" a year beside "2" a month); the engine gave that total as annual_amount,
 * which is the per-month price billed annually. The plan's annual side is now the total / 12. Small
 * pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://notes.example/pricing";
const doc = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Simple pricing</h1>` +
  `<div class="billing"><button class="on">Monthly</button><button>Yearly</button></div><div class="grid">${body}</div></main></body></html>`;
/** A card whose price element carries both sides of the switch, the annual one as `annual`. */
const card = (name: string, monthly: string, annual: string) =>
  `<div class="plan"><div class="plan-name">${name}</div><div class="plan-price" data-monthly="${monthly}" data-annual="${annual}">${monthly} <span>/mo</span></div>` +
  `<ul><li>Sync across devices</li><li>Shared notebooks</li><li>Email support</li></ul><a class="btn" href="/start">Start</a></div>`;
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period, p.annual_amount]);

describe("rules48e: a yearly total given as the annual side is a month's share of it", () => {
  test("data-annual holding the year's total: annual_amount is the total / 12", () => {
    const html = doc(card("Solo", "$6", "$60") + card("Team", "$15", "$150") + card("Studio", "$40", "$384"));
    expect(read(html)).toEqual([
      ["Solo", 6, "month", 5],
      ["Team", 15, "month", 12.5],
      ["Studio", 40, "month", 32],
    ]);
  });

  test("look-alike: data-annual holding the per-month price billed annually stays as read", () => {
    const html = doc(card("Solo", "$6", "$5") + card("Team", "$15", "$12") + card("Studio", "$40", "$32"));
    expect(read(html)).toEqual([
      ["Solo", 6, "month", 5],
      ["Team", 15, "month", 12],
      ["Studio", 40, "month", 32],
    ]);
  });
});
