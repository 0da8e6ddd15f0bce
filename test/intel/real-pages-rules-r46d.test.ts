/**
 * Round 46, part d, on real pages (issue 25; docs/intel.md, "Round 46, part d"): plans the engine
 * reports wrong only by their per-user flag. Counted on development (waves 8–12, 30–38): 7 plans on
 * 6 sites in 5 waves, each construction on one or two sites — no rule passes the bar (≥ 3 sites in
 * ≥ 3 waves). These tests pin what the reader of per-user prices (money.ts: billingAfter, perUserIn;
 * plans-page.ts: perUserNote) reads — the unit word after the period, in a line below the price, in
 * the card's subtitle, in a note above the grid or a switch label, in the languages of our pages — and
 * the look-alikes that stay not per user. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li></ul>`;
const card = (name: string, price: string, below = "", subtitle = "") =>
  `<div class="plan-card"><h3>${name}</h3>${subtitle}<div class="plan-price">${price}</div>${below}${bullets}<a class="btn" href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<div class="grid">${cards.join("")}</div>`;
const read = (html: string, url = "https://tools.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period, p.per_user]);
/** Two cards priced the same way: the unit words given once, as the price's own text. */
const two = (a: string, b: string, below = "", lang = "en") => read(doc(grid(card("Starter", a, below), card("Team", b, below)), lang));

describe("rules46d: per-user prices read, wherever the unit word sits", () => {
  test("the unit word after the price, before or after the period", () => {
    expect(two("$9 /user/month", "$29 /user/month")).toEqual([["Starter", 9, "month", true], ["Team", 29, "month", true]]);
    expect(two("$9/seat/mo", "$29/seat/mo")).toEqual([["Starter", 9, "month", true], ["Team", 29, "month", true]]);
    expect(two("$9/user/mo", "$29/user/mo")).toEqual([["Starter", 9, "month", true], ["Team", 29, "month", true]]);
    for (const who of ["member", "agent", "employee", "developer"])
      expect(two(`$9 per ${who} / month`, `$29 per ${who} / month`).map((p) => p[3])).toEqual([true, true]);
  });

  test("in a line below the price", () => {
    expect(two("$9", "$29", "<p>per user / month</p>")).toEqual([["Starter", 9, "month", true], ["Team", 29, "month", true]]);
    expect(two("$9 /month", "$29 /month", "<p>per seat</p>")).toEqual([["Starter", 9, "month", true], ["Team", 29, "month", true]]);
  });

  test("in the card's subtitle, or only in a switch label above the grid", () => {
    const sub = `<p>Priced per user</p>`;
    expect(read(doc(grid(card("Starter", "$9 /month", "", sub), card("Team", "$29 /month", "", sub)))).map((p) => p[3])).toEqual([true, true]);
    const toggle = `<div class="toggle"><button>Monthly</button><button>Yearly (per user)</button></div>`;
    expect(read(doc(toggle + grid(card("Starter", "$9 /month"), card("Team", "$29 /month")))).map((p) => p[3])).toEqual([true, true]);
  });

  test("in the languages of our pages: pro Nutzer, par utilisateur, por usuario, per medewerker", () => {
    expect(two("9 € pro Nutzer / Monat", "29 € pro Nutzer / Monat", "", "de").map((p) => p[3])).toEqual([true, true]);
    expect(two("9 € par utilisateur / mois", "29 € par utilisateur / mois", "", "fr").map((p) => p[3])).toEqual([true, true]);
    expect(two("9 € por usuario / mes", "29 € por usuario / mes", "", "es").map((p) => p[3])).toEqual([true, true]);
    expect(two("€ 9 per medewerker per maand", "€ 29 per medewerker per maand", "", "nl").map((p) => p[3])).toEqual([true, true]);
  });
});

describe("rules46d: look-alikes that stay not per user", () => {
  test("a count of users is an allowance, not a unit: 'up to 5 users', 'unlimited users', 'projects / users'", () => {
    expect(two("$9 /month", "$29 /month", "<p>Up to 5 users</p>").map((p) => p[3])).toEqual([false, false]);
    expect(two("$9/month for up to 5 users", "$29/month for up to 20 users").map((p) => p[3])).toEqual([false, false]);
    expect(two("$9/month · unlimited users", "$29/month · unlimited users").map((p) => p[3])).toEqual([false, false]);
    expect(two("$9/month", "$29/month", "<p>Unlimited projects / users</p>").map((p) => p[3])).toEqual([false, false]);
  });

  test("a price per location, per host or per server is no price per user", () => {
    expect(two("$99 /month", "$199 /month", "<p>per location</p>")).toEqual([["Starter", 99, "month", false], ["Team", 199, "month", false]]);
    expect(two("$15 per host, per month", "$23 per host, per month").map((p) => p[3])).toEqual([false, false]);
    expect(two("$15 per server / month", "$23 per server / month").map((p) => p[3])).toEqual([false, false]);
  });

  test("a per-user phrase denied in a note: 'per workspace, not per seat'", () => {
    const note = `<p>Flat pricing per workspace, not per seat.</p>`;
    expect(read(doc(note + grid(card("Starter", "$9/month"), card("Team", "$29/month")))).map((p) => p[3])).toEqual([false, false]);
  });
});
