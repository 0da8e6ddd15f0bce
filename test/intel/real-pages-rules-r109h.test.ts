/**
 * Round 109h, on real pages (issue 25): a card marked by a billing term, named apart from the
 * cards beside it.
 *
 * A page that sells a subscription beside a licence paid once marks each card for its stylesheet
 * by the way it is paid (`class="offer offer-monthly"` beside `class="offer offer-lifetime"`),
 * names it in a name-classed slot by a name that is no term ("Membership", "Keeper"), gives it
 * its own button, and lists no features. The card finder took the term-marked card for one side of
 * a price toggle and lost its plan. Named apart from a sibling built alike, with its own button,
 * it is a card (term-named-cards.ts `namedApartCard`). A toggle's two sides that carry the same
 * name stay one plan's sides. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Quillnest</title></head><body><nav><a href="/">Quillnest</a><a href="/pricing">Pricing</a></nav>` +
  `<main><h1>Write your notes in one quiet place</h1><section id="pricing"><h2>Pick how you pay</h2>${body}</section></main>` +
  `<footer><a href="/privacy">Privacy</a> © Quillnest</footer></body></html>`;

const card = (term: string, name: string, figure: string, copy: string, button: string) =>
  `<div class="offer offer-${term}"><span class="offer-tag">${term === "monthly" ? "Pay as you go" : "Best value"}</span>` +
  `<div class="offer-name">${name}</div><div class="offer-figure"><span class="offer-amount">${figure}</span></div>` +
  `<p class="offer-copy">${copy}</p><a class="btn" href="https://pay.quillnest.example/${name.toLowerCase()}">${button}</a></div>`;

const row = (cards: string[], attrs = "") => `<div class="offer-row"${attrs}>${cards.join("")}</div>`;

const plansOf = (html: string) =>
  extractSite([{ url: "https://quillnest.example/pricing", html }], { url: "https://quillnest.example/", abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("a card marked by a billing term, named apart from the cards beside it (round 109h)", () => {
  const membership = card("monthly", "Membership", "$3 / month", "Every feature on one computer. Stop whenever you like.", "Start membership");
  const keeper = card("lifetime", "Keeper", "$29 one time", "Pay once and keep the app with its updates.", "Buy Keeper");

  test("a monthly-classed card named otherwise than its sibling is a card: both plans are read", () => {
    expect(plansOf(page(row([membership, keeper])))).toEqual([
      { name: "Membership", amount: 3, period: "month" },
      { name: "Keeper", amount: 29, period: "one_time" },
    ]);
  });

  test("with a second row of the same cards behind a hidden tab, the shown row's plans are still both read", () => {
    const other = row([
      card("monthly", "Membership", "$5 / month", "Every feature on three computers.", "Start membership"),
      card("lifetime", "Keeper", "$49 one time", "Pay once for three computers.", "Buy Keeper"),
    ], " hidden");
    const names = plansOf(page(row([membership, keeper]) + other)).filter((p) => p.amount === 3 || p.amount === 29);
    expect(names).toEqual([
      { name: "Membership", amount: 3, period: "month" },
      { name: "Keeper", amount: 29, period: "one_time" },
    ]);
  });
});

describe("the rule does not fire on a toggle's sides (round 109h)", () => {
  // One plan's monthly and yearly sides set side by side, each restating the plan's name and a button.
  const side = (term: string, figure: string) =>
    `<div class="offer offer-${term}"><div class="offer-name">Studio</div><div class="offer-amount">${figure}</div><a class="btn" href="/buy/studio-${term}">Choose</a></div>`;

  test("sides that share one name stay one plan", () => {
    const plans = plansOf(page(row([side("monthly", "$12 / month"), side("annual", "$120 / year")])));
    expect(plans.filter((p) => p.name === "Studio")).toHaveLength(1);
  });

  test("nor does a card without a button of its own", () => {
    const bare = (term: string, name: string, figure: string) => `<div class="offer offer-${term}"><div class="offer-name">${name}</div><div class="offer-amount">${figure}</div></div>`;
    const plans = plansOf(page(row([bare("monthly", "Membership", "$3 / month"), bare("annual", "Membership yearly", "$30 / year")]) + `<a class="btn" href="/buy">Start</a>`));
    expect(plans.filter((p) => p.name === "Membership yearly")).toHaveLength(0);
  });
});
