/**
 * Round 100, part d, on real pages (issue 25; session 43): a free check, scan or analysis of the
 * visitor's own material offered on the pricing page as the first way to use the product ("Free
 * scan", "Kostenloser Vorab-Check"), before a paid report — the free tier of an automated checker
 * whose page prints no "$0" card and no "free plan" (free-check.ts, read by signals.ts).
 *
 * Monitoring: a free card that leaves a page which still offers the free check is a plan removed,
 * with no free-tier alert; a free check new to the page is the free tier gained.
 *
 * And its failure side: a free check beside a trial, a free audit, a free consultation, a hotel's
 * free check-in, and the same words on a page that is not the pricing page give no free tier.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { diffFacts } from "../../src/monitoring/diff";

const PRICING = "https://leakfinder.example/pricing";
const page = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const free = (body: string, lang = "en", url = PRICING, title = "Pricing - Leakfinder") => hasFreeTier(extractSite([{ url, html: page(title, body, lang) }], { url, abstain: false }));

const report = (price: string) => `<section><h2>Full report</h2><div class="card"><h3>Full report</h3><p class="price">${price}</p><p>Every finding with its fix, as a PDF.</p><a href="/buy">Buy the report</a></div></section>`;

describe("rules100d: a free check before the paid report is a free tier", () => {
  test("'Free scan' as the first step beside a paid report card", () => {
    const body = `<h1>Find the leaks in your roof budget</h1><section><h2>Free scan</h2><p>Upload your building plan and see how many weak spots we find. No card needed.</p></section>${report("$29 one-time")}`;
    expect(free(body)).toBe(true);
  });

  test("German: 'Kostenloser Schnell-Check' before the paid full check", () => {
    const body = `<h1>Heizkostenabrechnung prüfen</h1><p>Neu: Kostenloser Schnell-Check in zwei Minuten</p><p>Danach entscheiden Sie, ob Sie die vollständige Prüfung starten.</p><section><h2>Vollständige Prüfung</h2><div class="card"><h3>Vollständige Prüfung</h3><p class="price">7,99 € einmalig</p><a href="/kaufen">Jetzt prüfen</a></div></section>`;
    expect(free(body, "de")).toBe(true);
  });
});

describe("rules100d: what is no free tier", () => {
  test("a free scan beside a free trial of the paid plan", () => {
    const body = `<h1>Find the leaks</h1><section><h2>Free scan</h2><p>See how many weak spots we find.</p></section>${report("$29 / month")}<p>Start your 14-day free trial today.</p>`;
    expect(free(body)).toBe(false);
  });

  test("a free audit or a free consultation is a sales step, not the product used for free", () => {
    expect(free(`<h1>Roof consulting</h1><section><h2>Free audit</h2><p>Our engineer reviews your building plan.</p></section>${report("$290 one-time")}`)).toBe(false);
    expect(free(`<h1>Roof consulting</h1><p>Book a free check with our consultation team.</p>${report("$290 one-time")}`)).toBe(false);
  });

  test("a hotel's free check-in and free checkout are no check", () => {
    expect(free(`<h1>Rooms</h1><p>Free check-in from 2 pm and free checkout until noon.</p>${report("$129 per night")}`)).toBe(false);
  });

  test("the same words on a page that is not the pricing page", () => {
    const body = `<h1>Leakfinder blog</h1><section><h2>Free scan</h2><p>We scanned a hundred roofs.</p></section>`;
    expect(free(body, "en", "https://leakfinder.example/blog/roofs", "What a hundred roofs taught us - Leakfinder")).toBe(false);
  });
});

describe("rules100d: monitoring beside a free check", () => {
  const facts = (body: string, lang = "en") => extractSite([{ url: PRICING, html: page("Pricing - Leakfinder", body, lang) }], { url: PRICING, abstain: false });
  const cards = (...c: [string, string][]) =>
    `<section id="pricing"><h2>Plans</h2><div class="plan-grid">${c.map(([n, p]) => `<div class="plan-card"><h3>${n}</h3><div class="price">${p}</div><ul><li>Weak-spot map</li><li>PDF export</li></ul><a class="btn" href="/buy">Choose ${n}</a></div>`).join("")}</div></section>`;
  const scan = `<h1>Find the leaks</h1><section><h2>Free scan</h2><p>Upload your building plan and see how many weak spots we find.</p></section>`;

  test("the free card gone while the free scan stays: a plan removed, the free tier stays", () => {
    const before = facts(scan + cards(["Free", "$0/month"], ["Pro", "$19/month"], ["Team", "$49/month"]));
    const after = facts(scan + cards(["Pro", "$19/month"], ["Team", "$49/month"]));
    const changes = diffFacts(before, after).map((c) => [c.type, c.subject]);
    expect(changes).toContainEqual(["plan_removed", "Free"]);
    expect(changes.some(([t]) => t === "free_tier_changed")).toBe(false);
  });

  test("a free check new to a page without cards: the free tier gained", () => {
    const report = `<p>Komplette Prüfung für 4,99 € einmalig.</p>`;
    const before = facts(`<h1>Heizkosten prüfen</h1>${report}`, "de");
    const after = facts(`<h1>Heizkosten prüfen</h1><p>Neu: Kostenloser Vorab-Check in zwei Minuten</p>${report}`, "de");
    expect(diffFacts(before, after).map((c) => c.type)).toContain("free_tier_changed");
  });
});
