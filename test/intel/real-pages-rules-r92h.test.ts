/**
 * Round 92, part h, on real pages (issue 25): cards that are the panels of a tab set, named only by
 * their tabs (tab-names.ts `tabPanelNames`, read by plans-page.ts).
 *
 * A tab set writes its labels in a row and its panels after it, each panel a price, a button and
 * bullets with no title of its own: the tab is the panel's title. Pure-CSS tabs (labels pointing at
 * radio inputs, panels matched by position) and ARIA tabs (`aria-controls`) both. What must not be
 * read: tabs that name a billing term (the panels are one price's two sides), a row that does not
 * match the panels one for one, and a section labelled by its own heading (no tab).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { tabPanelNames } from "../../src/intel/extract/tab-names";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Our lamp kits for workshops.</p>${body}</main></body></html>`;
const raw = (html: string) => {
  const url = "https://lampwick.example/pricing";
  return assessSite([{ url, html }], { url }).facts.plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));
};

const panel = (price: string, bullets: string[], attrs = "") =>
  `<div class="tab-block"${attrs}><p><strong>${price}</strong></p><p><a href="/buy" class="button">Order now</a></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;

// Pure-CSS tabs: radio inputs, a row of labels, then the panels in a sibling.
const cssTabs = (labels: string[], prices: string[]) =>
  page(
    "Lampwick kits",
    `<h2>Pricing</h2><div class="tab-set">${labels.map((_, i) => `<input type="radio" name="t" id="t${i}"${i === 0 ? " checked" : ""}>`).join("")}<div class="tab-labels">${labels.map((l, i) => `<label for="t${i}">${l}</label>`).join("")}</div><div class="tab-content">${prices.map((p, i) => panel(p, [`Wick pack ${i + 1}`, "Glass shade", "Mail support"])).join("")}</div></div>`,
  );

// ARIA tabs: buttons with aria-controls, panels with ids.
const ariaTabs = (labels: string[], prices: string[]) =>
  page(
    "Lampwick kits",
    `<h2>Pricing</h2><div role="tablist">${labels.map((l, i) => `<button role="tab" aria-controls="p${i}">${l}</button>`).join("")}</div><div class="panels">${prices.map((p, i) => panel(p, [`Wick pack ${i + 1}`, "Glass shade", "Mail support"], ` role="tabpanel" id="p${i}"`)).join("")}</div>`,
  );

describe("rules92h: tab panels named by their tabs", () => {
  test("pure-CSS tabs: each nameless panel takes its tab's label (fails without the rule)", () => {
    expect(raw(cssTabs(["Tinker", "Workshop", "Guild"], ["€ 120 / yr", "€ 300 / yr", "€ 900 / yr"]))).toEqual([
      { name: "Tinker", amount: 120, period: "year" },
      { name: "Workshop", amount: 300, period: "year" },
      { name: "Guild", amount: 900, period: "year" },
    ]);
  });

  test("ARIA tabs: the tab that controls the panel names it (fails without the rule)", () => {
    expect(raw(ariaTabs(["Tinker", "Workshop"], ["$12/month", "$30/month"]))).toEqual([
      { name: "Tinker", amount: 12, period: "month" },
      { name: "Workshop", amount: 30, period: "month" },
    ]);
  });

  test("tabs naming billing terms are one price's sides, not plans named Monthly and Yearly", () => {
    // (The tabs name no panel; what other readers make of the two prices is theirs.)
    const names = raw(cssTabs(["Monthly", "Yearly"], ["$12/month", "$120/year"])).map((p) => p.name);
    expect(names).not.toContain("Monthly");
    const both = raw(cssTabs(["Monthly", "Every month"], ["$12/month", "$14/month"])).map((p) => p.name);
    expect(both).not.toContain("Monthly");
    expect(both).not.toContain("Every month");
  });

  test("a label row that does not match the panels one for one names nothing", () => {
    const html = cssTabs(["Tinker", "Workshop"], ["€ 120 / yr", "€ 300 / yr", "€ 900 / yr"]).replace('<label for="t2">', "");
    expect(raw(html).map((p) => p.name)).not.toContain("Tinker");
  });

  test("a section labelled by its own heading is no tab: the heading inside it names no panel", () => {
    const card = (id: string, title: string) =>
      `<article class="tile" aria-labelledby="${id}"><h3 id="${id}">${title}</h3><p>¥3 per lamp-hour</p></article>`;
    const page = buildPage({ url: "https://lampwick.example/", html: `<html><body><div class="tiles">${card("a", "Lamp alerts")}${card("b", "Lamp map")}</div></body></html>` });
    const tiles = page.doc.elements.filter((e) => e.tag === "article");
    expect(tabPanelNames(page, tiles, (t) => t)).toBeNull();
    // The same tiles with their headings in a tab list before them are a tab set's panels.
    const tabbed = buildPage({ url: "https://lampwick.example/", html: `<html><body><div role="tablist"><button role="tab" aria-controls="pa">Lamp alerts</button><button role="tab" aria-controls="pb">Lamp map</button></div><div class="tiles"><article id="pa"><p>¥3 per lamp-hour</p></article><article id="pb"><p>¥5 per lamp-hour</p></article></div></body></html>` });
    expect(tabPanelNames(tabbed, tabbed.doc.elements.filter((e) => e.tag === "article"), (t) => t)?.map((n) => n?.name)).toEqual(["Lamp alerts", "Lamp map"]);
  });
});
