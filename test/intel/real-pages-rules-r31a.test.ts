/**
 * Round 31, part a, on real pages (issue 25; docs/intel.md, "Round 31, part a"): words that are no
 * part of a plan's name, counted on development waves 8–12 and 14–25, checked on wave 13's totals.
 * The rule, on small pages of our own (never text from a real page), with the nearest look-alikes
 * it must leave alone:
 * - a status or an action phrase ("Coming soon", "Contact us", "New") set in an element of its own
 *   after a card's name, with no badge class (an inline-styled pill), is no part of the name;
 * - a badge-classed element, or such a phrase, after a row's name in a table's label cell is none
 *   either;
 * - NOT: the same words typed into the name's own text ("New Patient Exam"), a plan whose whole
 *   name is a phrase's word ("Best"), a two-word name ("Team Plus") whose second word is in an element
 *   of its own, a word that is no badge's ("Plus").
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { badgePhrase } from "../../src/intel/extract/name-badge";

const PAGE = "https://lanternly.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Lanternly</h1>${body}</main></body></html>`;
const read = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

const PILL = `style="font-size:0.7rem;padding:2px 8px;border-radius:999px;border:1px solid #ccc"`;
/** A card whose name is a span beside a pill in one flex row, as inline-styled builds print it. */
const card = (name: string, pill: string | null, price: string) =>
  `<div class="card"><div style="display:flex;gap:8px"><span style="font-weight:800">${name}</span>${
    pill === null ? "" : `<span ${PILL}>${pill}</span>`
  }</div><div><span style="font-size:2.4rem">${price}</span><span>/month</span></div><ul><li>Unlimited lanterns</li><li>Email support</li></ul><a href="/signup">Get started</a></div>`;
const grid = (cards: string[]) => `<section><div style="display:grid;grid-template-columns:repeat(3,1fr)">${cards.join("")}</div></section>`;

describe("a badge's phrase in an element of its own after a card's name", () => {
  test("\"Coming soon\" pills beside two card names: the names alone", () => {
    const body = grid([card("Starter", null, "$9"), card("Studio", "Coming soon", "$29"), card("Guild", "Coming soon", "$79")]);
    expect(read(body)).toEqual(["Guild: 79 USD /month", "Starter: 9 USD /month", "Studio: 29 USD /month"]);
  });

  test("a \"New\" pill and a \"Contact us\" pill: the names alone", () => {
    const body = grid([card("Starter", "New", "$9"), card("Studio", null, "$29"), card("Guild", "Contact us", "$79")]);
    expect(read(body)).toEqual(["Guild: 79 USD /month", "Starter: 9 USD /month", "Studio: 29 USD /month"]);
  });

  test("NOT: a two-word name whose second word is set apart (\"Team\" + \"Plus\") stays whole", () => {
    const body = grid([card("Starter", null, "$9"), card("Team", "Plus", "$29"), card("Guild", null, "$79")]);
    expect(read(body)).toEqual(["Guild: 79 USD /month", "Starter: 9 USD /month", "Team Plus: 29 USD /month"]);
  });

  test("NOT: a plan named \"Best\" keeps its name, with or without a pill of its own", () => {
    // (A plan named only "Beta" is dropped by planName's BADGE table since round 15, before this rule.)
    const body = grid([card("Good", null, "$9"), card("Better", null, "$29"), card("Best", "Recommended", "$79")]);
    expect(read(body)).toEqual(["Best: 79 USD /month", "Better: 29 USD /month", "Good: 9 USD /month"]);
  });

  test("the phrase table: statuses and actions, not plan words", () => {
    for (const w of ["Coming soon", "coming  soon", "Contact us", "New", "Beta", "Recommended", "Best value", "Próximamente", "Em breve"]) expect(badgePhrase(w)).toBe(true);
    for (const w of ["Plus", "Pro", "Team", "Best plan for teams", "New Patient", "Business"]) expect(badgePhrase(w)).toBe(false);
  });
});

/** A price list in a table: label cell, price cell. */
const list = (rows: [string, string][]) =>
  `<section><h2>Treatments</h2><table><thead><tr><th>Treatment</th><th>Price</th></tr></thead><tbody>${rows
    .map(([label, price]) => `<tr><td>${label}</td><td>${price}</td></tr>`)
    .join("")}</tbody></table></section>`;

describe("a badge after a row's name in a table's label cell", () => {
  test("a badge-classed span glued to the label (\"…(per tooth)<span class=badge>TOP</span>\"): the label alone", () => {
    const body = list([
      ["Ceramic veneer (per tooth)<span class=\"badge badge--top\">TOP</span>", "£450"],
      ["Whitening (one session)", "£220"],
      ["Check-up and clean", "£60"],
    ]);
    const names = read(body).map((l) => l.split(":")[0]);
    expect(names).toContain("Ceramic veneer (per tooth)");
    expect(names.some((n) => n.includes("TOP"))).toBe(false);
  });

  test("NOT: \"New\" typed in the label's own text stays (\"New patient exam\")", () => {
    const body = list([
      ["New patient exam", "£45"],
      ["Whitening (one session)", "£220"],
      ["Check-up and clean", "£60"],
    ]);
    expect(read(body).map((l) => l.split(":")[0])).toContain("New patient exam");
  });
});
