/**
 * Round 52, part f, on real pages (issue 25; docs/intel.md, "Round 52, part f"): pages whose free
 * tier is read wrong, counted on development (waves 8–12, 30–44) by cause and direction. The cause
 * that recurs with one shape — a card at zero that opens as a trial, read as a free plan (seven
 * sites in seven waves) — is read as a trial's card: a plan at 0, not free, and no free tier
 * (trial-card.ts, read by plans-page.ts; a comparison table's column named like that card is no
 * free line either, signals.ts). The other tests pin what stays free, and what is left. Small pages
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const PAGE = "https://tallyden.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Tallyden</title></head><body><header><a href="/">Tallyden</a></header><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string, lang = "en") => extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false });
/** The page's plans at zero (name and whether free) and whether it has a free tier. */
const reads = (body: string, lang = "en") => {
  const facts = read(body, lang);
  return { zeroes: facts.plans.filter((p) => p.amount === 0).map((p) => `${p.name}: free ${p.free}`), freeTier: hasFreeTier(facts) };
};

const LIST = `<ul><li>Shared ledgers</li><li>Email support</li></ul>`;
/** A card: heading, price, a line under the price, the list, a button. */
const card = (name: string, price: string, line: string, list = LIST, button = "Choose") =>
  `<div class="plan-card"><h3>${name}</h3><div class="plan-price">${price}</div><p class="plan-line">${line}</p>${list}<a class="btn" href="/signup">${button}</a></div>`;
const PAID = card("Team", "$19 / month", "For small offices") + card("Business", "$49 / month", "For growing firms");
const grid = (first: string) => `<section class="plans"><div class="plan-grid">${first}${PAID}</div></section>`;

/** A card at zero that opens as a trial, beside two paid cards: a plan at 0, not free, and no free tier. */
const TRIAL_CARDS: [title: string, name: string, price: string, line: string][] = [
  ["\"$0\" over \"3-day trial\": a plan at 0, not free, and no free tier", "Discovery", "$0", "3-day trial"],
  ["\"$0 Free Trial\" in the price line: not free", "Starter credits", "$0 Free Trial", "300 credits to start"],
];

describe("rules52f: a card at zero that opens as a trial is a trial's card, not a free tier", () => {
  for (const [title, name, price, line] of TRIAL_CARDS)
    test(title, () => expect(reads(grid(card(name, price, line)))).toEqual({ zeroes: [`${name}: free false`], freeTier: false }));

  test("a trial word of another language in the opening (\"3 jours d'essai\"): not free", () => {
    const fr = (n: string, p: string, l: string) => card(n, p, l, `<ul><li>Registres partagés</li><li>Support par e-mail</li></ul>`, "Choisir");
    const page = `<section class="plans"><div class="plan-grid">${fr("Découverte", "0 €", "3 jours d'essai")}${fr("Équipe", "19 € / mois", "Pour les petits bureaux")}${fr("Entreprise", "49 € / mois", "Pour les cabinets")}</div></section>`;
    expect(reads(page, "fr")).toEqual({ zeroes: ["Découverte: free false"], freeTier: false });
  });
});

describe("rules52f: a comparison table's column named like the trial's card", () => {
  test("a card named by its free word that opens as a trial, and its column \"Free\" in the table below: no free tier", () => {
    const trial = `<div class="plan-card"><h3>Free</h3><p class="plan-line">Every feature, as a 14-day trial.</p><a class="btn" href="/signup">Sign up</a></div>`;
    const table = `<h2>Compare plans</h2><table><thead><tr><th>Feature</th><th>Free</th><th>Team</th><th>Business</th></tr></thead><tbody><tr><td>Ledgers</td><td>1</td><td>Unlimited</td><td>Unlimited</td></tr><tr><td>Export</td><td>✗</td><td>✓</td><td>✓</td></tr></tbody></table>`;
    const page = grid(trial) + table;
    expect(reads(page)).toEqual({ zeroes: ["Free: free false"], freeTier: false });
  });
});

/** A free card's opening, its list, and its one plan at zero read free, with the page's free tier. */
const STAYS_FREE: [title: string, name: string, price: string, line: string, list?: string][] = [
  ["a \"7-day trial\" bullet among a free card's allowances says nothing of the card", "Starter", "$0", "For one person", `<ul><li>25 entries a month</li><li>7-day trial</li></ul>`],
  ["a zero with its period (\"$0 / month\") over a tagline with a trial word stays free", "Free", "$0 / month", "A trial run for your books, as long as you like"],
  ["a free card that says it lasts (\"forever, no trial needed\") stays free", "Solo", "$0", "Free forever, no trial needed"],
  ["a free card with a plain tagline stays free (the rule needs a trial in the opening)", "Solo", "$0", "For one person"],
];

describe("rules52f: what stays a free tier", () => {
  for (const [title, name, price, line, list] of STAYS_FREE)
    test(title, () => expect(reads(grid(card(name, price, line, list)))).toEqual({ zeroes: [`${name}: free true`], freeTier: true }));
});

describe("rules52f: left (docs, Left), read since round 92c", () => {
  // Left by round 52f; round 92c reads the card's button, a trial's alone of its group ("Free trial"
  // beside "Choose"): the trial's card (trial-card.ts `trialCloser`).
  test("a trial said only by a time limit in the tagline and by its button after the list: a trial's card, no free tier", () => {
    const page = grid(card("Discovery", "$0", "To try Tallyden, no commitment (15 days at most)", LIST, "Free trial"));
    expect(reads(page)).toEqual({ zeroes: ["Discovery: free false"], freeTier: false });
  });
});
