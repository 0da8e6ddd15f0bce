/**
 * Round 112, part c, on real pages (issue 25): the free-claim guard against a liberty ("you're
 * always free to leave") reads what follows the free word itself. A claim that ends on another word
 * — the product's open-source edition named as an edition, "from the open-source version to its
 * Enterprise edition" — is followed by "to" as a range, not a liberty, and its free tier was lost.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const PRICING = "https://lumenrelay.example/enterprise";
const HOME = "https://lumenrelay.example/";
const doc = (body: string) => `<!doctype html><html lang="en"><head><title>Lumenrelay</title></head><body><main>${body}</main></body></html>`;
/** Paid licences only, no free word, no trial: the pricing page every case shares. */
const PAID = `<section id="pricing"><h2>Lumenrelay Enterprise</h2><div class="plans"><div class="plan"><h3>Yearly</h3><div class="price">$900<span>/year</span></div><ul><li>Clustered relays</li><li>Audit log</li></ul><a href="/buy">Buy</a></div><div class="plan"><h3>Perpetual</h3><div class="price">$2,200<span> one-time</span></div><ul><li>Clustered relays</li><li>One year of updates</li></ul><a href="/buy">Buy</a></div></div></section>`;
const free = (home: string) =>
  hasFreeTier(extractSite([{ url: PRICING, html: doc(PAID) }, { url: HOME, html: doc(home) }], { url: HOME, abstain: false }));

describe("rules112c: 'to' after an edition's name is no liberty", () => {
  test("the paid page with a home that offers nothing free has no free tier", () => {
    expect(free(`<h1>Lumenrelay</h1><p>Lumenrelay moves telemetry between your sites in real time.</p>`)).toBe(false);
  });

  test("an open-source edition named in a range 'from … to …' is a free tier (fails without the rule)", () => {
    expect(free(`<h1>Lumenrelay</h1><p>Lumenrelay, from the open-source version to its Enterprise edition, moves telemetry between your sites.</p>`)).toBe(true);
    expect(free(`<h1>Lumenrelay</h1><p>Teams grow from the Community Edition to Enterprise without migrating data.</p>`)).toBe(true);
  });

  test("a liberty after the free word still says nothing of a price", () => {
    expect(free(`<h1>Lumenrelay</h1><p>Your data stays yours and you are always free to leave.</p>`)).toBe(false);
    expect(free(`<h1>Lumenrelay</h1><p>Every operator is completely free to choose their own relay topology.</p>`)).toBe(false);
  });
});
