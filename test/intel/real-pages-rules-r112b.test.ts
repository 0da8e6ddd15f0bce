/**
 * Round 112, part b, on real pages (issue 25): plans the raw reading reads right and the confidence
 * gate withheld, because three of the model's signals missed a sign the readers already had.
 *
 * - A structured-data offer joined to its card under the card's name ("Relay tier 1" for the row
 *   "Tier 1", at the same price) is a plan two readers agree on: `also_structured` (structured-twin.ts
 *   `shownStructuredTwin`, read by extract-site.ts).
 * - A free card that structured data also offers at 0, in a grid of sure cards of a one-page site's
 *   pricing section, is a free card of the pricing page (structured-twin.ts `structuredFreeCard`, read
 *   by confidence.ts `abstain`).
 * - A price whose period is a span of days right after it ("€9 / 30 days") states its period
 *   (day-span-period.ts `daySpanStates`, read by confidence.ts `planSignals`).
 *
 * Near misses: a structured offer no card shows stays unjoined; a free card whose siblings the
 * model doubts stays withheld; a span that is no month ("7 days") or a trial's days state nothing.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { daySpanStates } from "../../src/intel/day-span-period";
import { shownStructuredTwin, structuredFreeCard } from "../../src/intel/structured-twin";

const names = (html: string, url: string) => extractSite([{ url, html }], { url, abstain: true }).plans.map((p) => [p.name, p.amount, p.period]);

describe("a structured offer joined to its table row under the row's name (round 112b)", () => {
  const URL = "https://relaybox.example/pricing";
  const ld = (offers: [string, number][]) =>
    `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Relaybox",
      offers: offers.map(([name, price]) => ({ "@type": "Offer", name, price: String(price), priceCurrency: "USD" })),
    })}</script>`;
  const page = (offers: [string, number][]) =>
    `<!doctype html><html lang="en"><head><title>Relaybox</title>${ld(offers)}</head><body><main><h1>Relay throughput</h1>` +
    `<table><thead><tr><th></th><th>Free</th><th>Tier 1</th><th>Tier 2</th></tr></thead><tbody>` +
    `<tr><td>Price</td><td>$0</td><td>$60/year</td><td>$180/year</td></tr>` +
    `<tr><td>Relays</td><td>1</td><td>10</td><td>50</td></tr>` +
    `</tbody></table></main></body></html>`;

  test("is reported with the row's name and price", () => {
    expect(names(page([["Free", 0], ["Relay tier 1", 60], ["Relay tier 2", 180]]), URL)).toEqual([
      ["Free", 0, "month"],
      ["Tier 1", 60, "year"],
      ["Tier 2", 180, "year"],
    ]);
  });

  test("the sign: a plan first read from structured data that a card shows", () => {
    expect(shownStructuredTwin({ source: "json-ld" })).toBe(true);
    expect(shownStructuredTwin({ source: "app-state" })).toBe(true);
    expect(shownStructuredTwin({ source: "page" })).toBe(false);
  });
});

describe("a free card structured data offers at 0, in a one-page site's pricing section (round 112b)", () => {
  const URL = "https://tallyloom.example/";
  const card = (name: string, price: string) =>
    `<div class="plan"><div class="tier">${name}</div><div class="price">${price}</div><ul><li>Marcadores ilimitados</li><li>Tableros compartidos</li><li>Exportación CSV</li></ul><a href="/registro">Empezar</a></div>`;
  const ld = `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: "Tallyloom",
    offers: [
      { "@type": "Offer", name: "Free", price: "0", priceCurrency: "USD" },
      { "@type": "Offer", name: "Starter", price: "12", priceCurrency: "USD" },
      { "@type": "Offer", name: "Studio", price: "29", priceCurrency: "USD" },
    ],
  })}</script>`;
  const page = (cards: string) =>
    `<!doctype html><html lang="es"><head><title>Tallyloom — contá lo que quieras</title>${ld}</head><body><header><a href="#precios">Precios</a></header><main>` +
    `<h1>Contá lo que quieras, en equipo</h1><p>Tableros para equipos que llevan la cuenta.</p>` +
    `<section id="precios"><h2>Empezá gratis</h2><div class="plans">${cards}</div></section></main></body></html>`;

  test("is reported beside its sure priced siblings", () => {
    expect(names(page(card("Free", "Gratis / sin vencimiento") + card("Starter", "$12 / mes") + card("Studio", "$29 / mes")), URL)).toEqual([
      ["Free", 0, "month"],
      ["Starter", 12, "month"],
      ["Studio", 29, "month"],
    ]);
  });

  test("the sign: free, and structured data also offers it", () => {
    expect(structuredFreeCard({ free: 1, also_structured: 1 })).toBe(true);
    expect(structuredFreeCard({ free: 1, also_structured: 0 })).toBe(false);
    expect(structuredFreeCard({ free: 0, also_structured: 1 })).toBe(false);
  });
});

describe("a period given as a span of days after the price (round 112b)", () => {
  const URL = "https://warungku.example/";
  const card = (name: string, price: string, items: string) =>
    `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${items}</ul><a href="/daftar">Daftar</a></div>`;
  const page = (span: string) =>
    `<!doctype html><html lang="id"><head><title>Warungku — toko online dari satu tautan</title></head><body><main><h1>Toko online dari satu tautan</h1>` +
    `<section><h2>Mulai hari ini</h2><div class="grid">` +
    card("Gratis", "Rp0", "<li>1 toko</li><li>20 produk</li>") +
    card("Premium", `Rp60.000 / ${span}`, "<li>Produk tanpa batas</li><li>Domain sendiri</li>") +
    `</div></section></main></body></html>`;

  test("a 30-day span is the month, stated", () => {
    expect(names(page("30 hari"), URL)).toEqual([
      ["Gratis", 0, "month"],
      ["Premium", 60000, "month"],
    ]);
  });

  test("a span that is no month, or a trial's days, states no period: the card stays withheld", () => {
    expect(names(page("7 hari"), URL).map((p) => p[0])).toEqual(["Gratis"]);
    expect(names(page("30 hari gratis"), URL).map((p) => p[0])).toEqual(["Gratis"]);
  });

  test("the sign: the span gives the very period read; another span or a trial's days give none", () => {
    expect(daySpanStates({ amount: 9, period: "month", price_text: "€9 / 30 days" })).toBe(true);
    expect(daySpanStates({ amount: 80000, period: "month", price_text: "Rp80.000 / 30 hari" })).toBe(true);
    expect(daySpanStates({ amount: 90, period: "year", price_text: "$90 / 365 days" })).toBe(true);
    expect(daySpanStates({ amount: 9, period: "month", price_text: "€9 / 7 days" })).toBe(false);
    expect(daySpanStates({ amount: 9, period: "month", price_text: "€9 — 30 days free trial" })).toBe(false);
    expect(daySpanStates({ amount: 9, period: "year", price_text: "€9 / 30 days" })).toBe(false);
    expect(daySpanStates({ amount: 0, period: "month", price_text: "€0 / 30 days" })).toBe(false);
  });
});
