/**
 * Round 44, part b, on real pages (issue 25; docs/intel.md, "Round 44, part b"): a billing
 * switch's labels read as plans. Counted on development and left without a rule (one site in one
 * wave; the look-alike — cards named only by a billing term that the page sells as plans — on 26
 * sites in 16 waves, 8 of them beside plans with names of their own). These tests pin what the
 * engine reads on the look-alike, so a later rule for the switch cannot drop it unseen. Small pages
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1><section class="plans">${body}</section></main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li><li>Weekly backups</li></ul>`;
const card = (name: string, price: string, after: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><p>${after}</p>${bullets}<a class="btn" href="/signup">Start</a></div>`;
const read = (html: string, url = "https://tools.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules44b: cards named only by a billing term", () => {
  test("a page whose only plans are named by their terms keeps them (the README's term cards)", () => {
    const got = read(doc(card("Monthly", "$6", "per month") + card("Yearly", "$60", "per year")));
    expect(got).toEqual([["Monthly", 6, "month"], ["Yearly", 60, "year"]]);
  });

  test("term-named cards beside a card with a name of its own are all kept (the look-alike a switch rule must not drop)", () => {
    const got = read(doc(card("Monthly", "$6", "per month") + card("Annual", "$60", "per year") + card("Team", "$20", "per month")));
    expect(got).toEqual([["Monthly", 6, "month"], ["Annual", 60, "year"], ["Team", 20, "month"]]);
  });

  test("Spanish term cards: Mensual / Anual", () => {
    const got = read(doc(card("Mensual", "$6", "por mes") + card("Anual", "$60", "por año"), "es"));
    expect(got.map((g) => g[0])).toEqual(["Mensual", "Anual"]);
  });
});
