/**
 * Round 31, part c, on real pages (issue 25; docs/intel.md, "Round 31, part c"): plans whose
 * per-user flag is wrong, counted by the unit word beside the price and by the reader that sets it,
 * on development waves 8–12 and 14–25, checked on wave 13's totals. The rule, on small pages of our
 * own (never text from a real page), with the nearest look-alikes it must leave alone:
 * - a figure priced per user beside a card's flat price (an equivalent "about $3 per user at full
 *   capacity", far below the plan's price) is that figure's unit, not the plan's — while a per-user
 *   note with no figure of its own, the plan's other billing side priced per user (a discount, or a
 *   yearly total), and a price per seat itself stay per user; a flat price "for up to 5 users"
 *   prices no user.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://tallowmere.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Tallowmere</h1><h2>Plans and pricing</h2><div class="plans">${body}</div></main></body></html>`;
/** A plan card: its name, the price element's inner HTML, a note under it, then feature lines. */
const card = (name: string, price: string, note = "", features = ["Unlimited boards", "Email support", "Exports"]) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div>${note ? `<p class="note">${note}</p>` : ""}<ul>${features.map((f) => `<li>${f}</li>`).join("")}</ul><a href="/signup">Start</a></div>`;
const read = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}${p.per_user ? " per user" : ""}`);

describe("a figure priced per user beside a card's flat price is that figure's unit", () => {
  test("an equivalent per user under a team's flat price: the plan is flat", () => {
    const body = [
      card("Solo", `<strong>$19</strong><span>per month for one person</span>`, "For freelancers working alone"),
      card("Crew", `<strong>$79</strong><span>per month for a team of up to 25</span>`, "For teams of 10–25: about $3.16 per user at full capacity"),
      card("Guild", `<strong>$149</strong><span>per month for a team of up to 60</span>`, "For teams of 25–60: about $2.48 per user at full capacity"),
    ].join("");
    expect(read(body)).toEqual(["Solo: 19 USD /month", "Crew: 79 USD /month", "Guild: 149 USD /month"]);
  });

  test("NOT: the plan's other billing side priced per user prices the plan per user", () => {
    const body = [
      card("Starter", `<strong>$15</strong><span>/ month</span>`, "or $12 per user / month, billed annually"),
      card("Growth", `<strong>$25</strong><span>/ month</span>`, "or $20 per user / month, billed annually"),
    ].join("");
    expect(read(body)).toEqual(["Starter: 15 USD /month per user", "Growth: 25 USD /month per user"]);
  });

  test("NOT: a yearly total per user beside a month's price prices the plan per user", () => {
    const body = [
      card("Starter", `<strong>$12</strong><span>/ month</span>`, "$120 per user, billed yearly"),
      card("Growth", `<strong>$24</strong><span>/ month</span>`, "$240 per user, billed yearly"),
    ].join("");
    expect(read(body)).toEqual(["Starter: 12 USD /month per user", "Growth: 24 USD /month per user"]);
  });

  test("NOT: a per-user note with no figure of its own still prices the plan per user", () => {
    const body = [
      card("Starter", `<strong>$9</strong><span>/ month</span>`, "per user, billed annually"),
      card("Growth", `<strong>$18</strong><span>/ month</span>`, "per user, billed annually"),
    ].join("");
    expect(read(body)).toEqual(["Starter: 9 USD /month per user", "Growth: 18 USD /month per user"]);
  });

  test("NOT: a price per seat itself stays per user", () => {
    const body = [card("Starter", `<span class="amount">$9</span> per seat / month`), card("Growth", `<span class="amount">$18</span> per seat / month`)].join("");
    expect(read(body)).toEqual(["Starter: 9 USD /month per user", "Growth: 18 USD /month per user"]);
  });

  test("NOT: a flat price for up to 5 users prices no user", () => {
    const body = [
      card("Studio", `<strong>$29</strong><span>/ month for up to 5 users</span>`),
      card("Agency", `<strong>$59</strong><span>/ month for up to 15 users</span>`),
    ].join("");
    expect(read(body)).toEqual(["Studio: 29 USD /month", "Agency: 59 USD /month"]);
  });
});
