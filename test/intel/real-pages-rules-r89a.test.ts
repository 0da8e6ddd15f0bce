/**
 * Round 89, part a, on real pages (issue 25): a plan read right that the confidence gate withheld.
 *
 * The unpriced card that closes a grid in a one-page site's pricing section ("Let us plan it
 * together" where the price would be) beside sure priced cards: the section does not lift a card
 * with no price, so the grid vouches for it (section-closing-card.ts); not when it opens the grid,
 * nor beside a card the model doubts.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const tier = (name: string, price: string, bullets: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><div class="plan-price">${price}</div><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const HARBOUR = tier("Harbour", "$19 / month", ["One boat", "Online tickets"]);
const FLEET = tier("Fleet", "$59 / month", ["Five boats", "Manifests"]);
const PORT = tier("Port", "Let us plan it together", ["Any number of boats", "Dedicated helper", "Custom reports"]);
const onePage = (cards: string[]) =>
  page(
    "Ferrywise — bookings for ferries",
    `<nav><a href="#features">Features</a><a href="#pricing">Pricing</a></nav><h1>Bookings for small ferries</h1><section id="features"><h2>Features</h2><p>Tickets, manifests and weather alerts.</p></section><section id="pricing"><h2>Pricing</h2><div class="plan-grid">${cards.join("")}</div></section><footer>© Ferrywise</footer>`,
  );

const reported = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: true }).plans.map((p) => p.name);
const raw = (url: string, html: string) => assessSite([{ url, html }], { url }).facts.plans;

const HOME = "https://ferrywise.example/";

describe("rules89a: the unpriced card closing a pricing section's grid", () => {
  test("the unpriced card closing a pricing section's grid of sure cards is reported (fails without the rule)", () => {
    const html = onePage([HARBOUR, FLEET, PORT]);
    expect(raw(HOME, html).find((p) => p.name === "Port")).toMatchObject({ amount: null });
    expect(reported(HOME, html)).toEqual(["Harbour", "Fleet", "Port"]);
  });

  test("an unpriced card opening the grid is not vouched for (a free edition or a discount box reads so)", () => {
    const html = onePage([PORT, HARBOUR, FLEET]);
    expect(raw(HOME, html).map((p) => p.name)).toEqual(["Port", "Harbour", "Fleet"]);
    expect(reported(HOME, html)).toEqual(["Harbour", "Fleet"]);
  });

  test("nor one beside a card the model doubts", () => {
    // A priced card with no period and no name line of its own for the text reader: a doubted sibling.
    const html = onePage([HARBOUR, tier("Fleet extras", "$59", ["Five boats", "Manifests"]), PORT]);
    expect(raw(HOME, html).map((p) => p.name)).toEqual(["Harbour", "Fleet extras", "Port"]);
    expect(reported(HOME, html)).not.toContain("Port");
  });
});
