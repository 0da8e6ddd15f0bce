/**
 * Round 28, part h, on real pages (issue 25; docs/intel.md, "Round 28, part h"): the free tier.
 * Counted on development waves 8–12 and 14–22, checked on wave 13's totals. Each rule on a small
 * page of our own (never text from a real page), with the nearest look-alikes it must not read:
 * a free trial of the paid side, free seats counted on a paid plan, the customer's own free and
 * paid members, a free account, a free
 * consultation, free shipping; and a "Free" plan card, which stays a free tier.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { freePaidContrast } from "../../src/intel/extract/free-paid-contrast";

const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Lindenmoor</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">→</a></div>`;

describe("a free side set against a paid one", () => {
  const PAGE = "https://lindenmoor.example/pricing/";
  const englishCards = `<div class="plans">${card("Pro", "$12 / month", ["10 boards", "Exports"])}${card("Team", "$39 / month", ["50 boards", "Roles"])}</div>`;
  const tier = (intro: string) =>
    hasFreeTier(extractSite([{ url: PAGE, html: html(`<p>${intro}</p>${englishCards}`, "en") }], { url: PAGE, abstain: false }));

  test("\"free users or premium\", \"Free vs Pro\", \"Paid vs Free\": a free tier", () => {
    expect(tier("Support answers every question, whether you are one of our free users or premium.")).toBe(true);
    expect(freePaidContrast("Free vs Pro — the full comparison")).toBe("free vs pro");
    expect(freePaidContrast("Paid vs Free")).toBe("paid vs free");
    expect(freePaidContrast("Boards sync for both our free and paid users.")).toBe("free and paid");
  });

  test("the same page without it has none", () => {
    expect(tier("Support answers every question, whatever your plan.")).toBe(false);
  });

  test("a trial of the paid side, free seats counted on a paid plan, a free account: no tier", () => {
    expect(freePaidContrast("Free vs Pro: try Pro free for 14 days.")).toBeNull();
    expect(freePaidContrast("Team includes 5 free users, then $4 each.")).toBeNull();
    expect(freePaidContrast("One free user on every paid plan")).toBeNull();
    expect(freePaidContrast("Create your free account and start your trial.")).toBeNull();
    expect(freePaidContrast("Create a free account to book a free consultation.")).toBeNull();
    expect(freePaidContrast("Send each issue to free or paid members.")).toBeNull();
    expect(freePaidContrast("Turn your free users into paying customers.")).toBeNull();
    expect(tier("Free shipping on every order. Free consultation for new clients.")).toBe(false);
  });

  test("a \"Free\" plan card is a free tier, with or without the phrase", () => {
    const cards = `<div class="plans">${card("Free", "$0 / month", ["1 board"])}${card("Pro", "$12 / month", ["10 boards"])}${card("Team", "$39 / month", ["50 boards"])}</div>`;
    expect(hasFreeTier(extractSite([{ url: PAGE, html: html(cards, "en") }], { url: PAGE, abstain: false }))).toBe(true);
  });
});
