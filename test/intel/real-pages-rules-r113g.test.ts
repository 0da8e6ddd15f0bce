/**
 * Round 113, part g, on real pages (issue 25): a one-page site whose "Buy" button leads to an anchor
 * in the page — `id="buy"` or `id="purchase"`, set on the section or on the section's own title —
 * has its plans in that section, and the section is weighed as the site's pricing section
 * (id-named-section.ts, read by pricing-section.ts). Before, neither word named a pricing section,
 * and an id on a heading named only the heading's words, so the cards under it were never "on the
 * pricing page" for the confidence model and were withheld.
 *
 * Near misses: the same anchor on a section that holds no plan (the cards in another, unnamed
 * section) lifts nothing; an anchor named otherwise ("get") is not read as a pricing section.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { anchoredSection, PURCHASE_ID } from "../../src/intel/id-named-section";
import { parseHtml } from "../../src/intel/html/parse";

const URL = "https://sketchwell.example/";
const names = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => [p.name, p.amount, p.period]);

const card = (name: string, price: string, items: string[]) =>
  `<div class="tier"><h3>${name}</h3><div class="amount">${price}</div><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="https://checkout.example/sketchwell/${name.toLowerCase()}">Get ${name}</a></div>`;
const cards =
  card("Solo", "$39", ["One seat", "Every stencil pack", "Every future update"]) +
  card("Studio", "$149", ["Ten seats", "Every stencil pack", "Every future update"]);

const page = (offer: string, id = "buy") =>
  `<!doctype html><html lang="en"><head><title>Sketchwell – storyboards that draw themselves</title></head><body>` +
  `<header><nav><a href="#how">How it works</a><a class="cta" href="#${id}">Buy</a></nav></header>` +
  `<section class="hero"><h1>Storyboards that draw themselves</h1><p>Stencils and arrows for any whiteboard tool.</p></section>` +
  `<section class="how"><h2 id="how">How it works</h2><p>Drop a stencil, connect the frames, share the board.</p></section>` +
  offer +
  `<footer><p>Made by two illustrators.</p></footer></body></html>`;

describe("a one-page site's plans under its own purchase anchor (round 113g)", () => {
  test("an id'd section title: the section it opens is the pricing section", () => {
    const html = page(`<section class="choose"><div class="wrap"><h2 id="buy">Tuned for makers and studios</h2><div class="tiers">${cards}</div></div></section>`);
    expect(names(html)).toEqual([
      ["Solo", 39, "one_time"],
      ["Studio", 149, "one_time"],
    ]);
  });

  test("an id'd section: \"purchase\" names it too", () => {
    const html = page(`<section id="purchase"><h2>Tuned for makers and studios</h2><div class="tiers">${cards}</div></section>`, "purchase");
    expect(names(html)).toEqual([
      ["Solo", 39, "one_time"],
      ["Studio", 149, "one_time"],
    ]);
  });

  test("near miss: the anchor's section holds no plan, the cards sit in another", () => {
    const html = page(`<section class="intro"><h2 id="buy">Tuned for makers and studios</h2><p>Pick a licence below.</p></section><section class="choose"><div class="tiers">${cards}</div></section>`);
    expect(names(html)).toEqual([]);
  });

  test("near miss: an anchor named otherwise names no pricing section", () => {
    const html = page(`<section class="choose"><h2 id="get">Tuned for makers and studios</h2><div class="tiers">${cards}</div></section>`, "get");
    expect(names(html)).toEqual([]);
  });

  test("the words and the heading's section", () => {
    for (const id of ["buy", "purchase", "buy-now", "BUY"]) expect(PURCHASE_ID.test(id)).toBe(true);
    for (const id of ["get", "buyers", "order", "shop", "purchases-faq"]) expect(PURCHASE_ID.test(id)).toBe(false);
    const doc = parseHtml(`<body><section class="s"><div><h2 id="buy">Title</h2></div><p>Cards</p></section><div><h3 id="buy2">Loose</h3></div></body>`);
    const h2 = doc.elements.find((e) => e.tag === "h2")!;
    const h3 = doc.elements.find((e) => e.tag === "h3")!;
    expect(anchoredSection(h2).tag).toBe("section");
    expect(anchoredSection(h3)).toBe(h3);
  });
});
