/**
 * Round 36, part e, on real pages (issue 25; docs/intel.md, "Round 36, part e"): a card's title
 * element that holds the plan's name and a part of its own — a tagline in its own block, a pill, a
 * line after a colon, an allowance after a dash — names the plan by its first part
 * (extract/name-tail.ts). On small pages of our own (never text from a real page):
 * - what it reads: the four constructions, in English, German and Indonesian-like wording;
 * - the look-alikes that stay whole: a name set on two lines ("Solo<br>Tag"), a name whose second
 *   word is styled ("Team <span class=accent>Plus</span>"), a plan word after the name ("Pro
 *   <span class=muted>plan</span>"), a name split by emphasis ("Pay <em>as you go</em>"), a
 *   hyphenated word cut by an element ("Self-<span>hosted</span>"), and a heading that is two sentences (refused whole, not
 *   rescued by its first part).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://quillmoor.example/pricing";
const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Quillmoor</title></head><body><main><h1>Quillmoor plans</h1>${body}</main></body></html>`;
/** A row of cards: the title's inner HTML, one price, two bullets and a button. */
const cards = (rows: [string, string][], title = (t: string) => `<h3>${t}</h3>`) =>
  `<div class="plans">${rows
    .map(([t, price]) => `<div class="plan">${title(t)}<p class="price">${price}</p><ul><li>Quill sync</li><li>Moor reports</li></ul><a href="/buy">Choose</a></div>`)
    .join("")}</div>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a title holding the name and a part of its own names the plan by its first part", () => {
  test("a tagline in its own block inside a name-classed title", () => {
    const body = cards(
      [
        [`<div class="plan-name">Basic</div><div class="plan-description">Keep every note in one place</div>`, "$8 /month"],
        [`<div class="plan-name">Team</div><div class="plan-description">Share notebooks with your group</div>`, "$15 /month"],
      ],
      (t) => `<div class="plan-title">${t}</div>`,
    );
    expect(read(body)).toEqual(["Basic: 8 USD /month", "Team: 15 USD /month"]);
  });

  test("a pill after the name in the heading (German)", () => {
    const body = cards([
      [`Solo`, "19 €/Monat"],
      [`Kanzlei <span class="text-xs rounded px-2">nur für Büros</span>`, "49 €/Monat"],
    ]);
    expect(read(body, "de")).toEqual(["Kanzlei: 49 EUR /month", "Solo: 19 EUR /month"]);
  });

  test("a name closed by a colon before a line break and a slogan", () => {
    const body = cards([
      [`Starter:<br/>Quiet Focus`, "$12 /month"],
      [`Studio:<br/>Shared Momentum`, "$29 /month"],
    ]);
    expect(read(body)).toEqual(["Starter: 12 USD /month", "Studio: 29 USD /month"]);
  });

  test("an allowance after a spaced dash", () => {
    const body = cards([
      [`Landing - <span>Gratis 1 Halaman</span>`, "Rp 900.000 /bulan"],
      [`Toko - <span>Gratis 10 Halaman</span>`, "Rp 2.500.000 /bulan"],
    ]);
    expect(read(body, "id")).toEqual(["Landing: 900000 IDR /month", "Toko: 2500000 IDR /month"]);
  });
});

describe("look-alikes: a title that is one name keeps it whole", () => {
  test("a name set on two lines, a styled second word, a plan word, emphasis, a cut hyphenated word", () => {
    const body = cards([
      [`Solo<br>Tag`, "$5 /month"],
      [`Team <span class="accent">Plus</span>`, "$9 /month"],
      [`Pro <span class="muted">plan</span>`, "$14 /month"],
      [`Pay <em>as you go</em>`, "$19 /month"],
      [`Self-<span class="accent">hosted</span>`, "$24 /month"],
    ]);
    expect(read(body)).toEqual([
      "Pay as you go: 19 USD /month",
      "Pro plan: 14 USD /month",
      "Self-hosted: 24 USD /month",
      "Solo Tag: 5 USD /month",
      "Team Plus: 9 USD /month",
    ]);
  });

  test("a heading of two sentences names no plan, and its first part does not either", () => {
    const body = `<section><h2>Honest prices.<br/>No <span class="accent">hidden fees</span>.</h2><p>Write with us from $9 a month.</p></section>`;
    expect(read(body).some((p) => p.startsWith("Honest prices") || p.startsWith("No "))).toBe(false);
  });
});
