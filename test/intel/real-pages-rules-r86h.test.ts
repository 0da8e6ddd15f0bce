/**
 * Round 86, part h, on real pages (issue 25; docs/intel.md, "Round 86, part h"): the free tier where no
 * card says free. A page says its product is free in prose the free-claim readers did not know — "Free,
 * open source, self-hosted", "the free version keeps 50 presets", "available for free on the App Store"
 * inside a long paragraph, a FAQ's "Is it free?" answered yes (also in Korean), "무료 버전", "無料版" —
 * and never a trial, an update or a delivery that is free. Small pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const PRICING = "https://tallowbird.example/pricing";
const HOME = "https://tallowbird.example/";
const doc = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Tallowbird</title></head><body><main>${body}</main></body></html>`;
/** One paid card with no free word and no trial: the pricing page every case shares. */
const paidCard = (price = "$7", period = "/month") =>
  `<section id="pricing"><h2>Pricing</h2><div class="plans"><div class="plan"><h3>Tallowbird Plus</h3><div class="price">${price}<span>${period}</span></div><ul><li>Unlimited boards</li><li>Sync across devices</li></ul><a href="/buy">Buy Plus</a></div></div></section>`;
const free = (pricing: string, home?: string, lang = "en") =>
  hasFreeTier(
    extractSite(
      [{ url: PRICING, html: doc(pricing, lang) }, ...(home ? [{ url: HOME, html: doc(home, lang) }] : [])],
      { url: PRICING, abstain: false },
    ),
  );
/** A paragraph of prose longer than the 300 characters the other signals read. */
const long = (claim: string) =>
  `<p>To start right away, follow the link below and set up your first board in a minute or two. ${claim} To unlock the full toolset with unlimited boards and remove the watermark from exports and printed sheets, pick the Plus subscription; it renews each month until you cancel it from your account settings, and your boards stay yours either way.</p>`;
const faq = (q: string, a: string) => `<section class="faq"><h2>Frequently asked questions</h2><div class="faq-item"><h3>${q}</h3><p>${a}</p></div></section>`;

describe("rules86h: the free tier where no card says free", () => {
  test("the paid page alone has no free tier", () => {
    expect(free(paidCard())).toBe(false);
  });

  test("the free edition said in prose (fails without the rule)", () => {
    expect(free(paidCard(), `<h1>Tallowbird</h1><p>Free, open source, install from the package manager.</p>`)).toBe(true);
    expect(free(paidCard() + `<ul><li>All 400 presets (the free version keeps 50)</li></ul>`)).toBe(true);
    expect(free(paidCard() + `<p>Prefer to build it yourself? It's free and MIT-licensed.</p>`)).toBe(true);
    expect(free(paidCard(), `<p>tallowbird.example is free to use without an account.</p>`)).toBe(true);
  });

  test("a claim inside a long paragraph (fails without the rule)", () => {
    expect(free(paidCard() + long("The app is available for free on the App Store."))).toBe(true);
  });

  test("free, and lasting, joined by \"and\" with its verb (fails without the rule)", () => {
    expect(free(paidCard("R$ 15", "/mês") + `<p>O painel inteiro é gratuito e sempre será.</p>`, undefined, "pt")).toBe(true);
    expect(free(paidCard() + `<p>The board is free and always will be.</p>`)).toBe(true);
    expect(free(paidCard() + `<p>Boards are free and always up to date.</p>`)).toBe(false);
  });

  test("a FAQ's is-it-free question answered yes, in English and Korean (fails without the rule)", () => {
    expect(free(paidCard(), faq("Is Tallowbird free?", "Yes, the boards and sync are free; Plus adds exports."))).toBe(true);
    expect(free(paidCard("US$7", "/월"), faq("탈로버드는 무료인가요?", "네, 기본 기능은 무료로 쓸 수 있습니다."), "ko")).toBe(true);
  });

  test("the free edition in Japanese (fails without the rule)", () => {
    expect(free(paidCard("700円", "/月") + `<ul><li>すべての機能（無料版を含む）</li></ul>`, undefined, "ja")).toBe(true);
  });

  test("a trial, an update, a delivery or a time limit is no free tier", () => {
    expect(free(paidCard() + long("Updates are available for free to every Plus subscriber."))).toBe(false);
    expect(free(paidCard() + `<p>The free version runs for 14 days.</p>`)).toBe(false);
    expect(free(paidCard(), faq("Is shipping free?", "Yes, on every order."))).toBe(false);
    expect(free(paidCard(), faq("Is Tallowbird free?", "Yes, for the first 30 days."))).toBe(false);
    expect(free(paidCard(), faq("Is Tallowbird free?", "No, but Plus costs less than a coffee."))).toBe(false);
    expect(free(paidCard("700円", "/月") + `<p>無料版で10日間お試しいただけます。</p>`, undefined, "ja")).toBe(false);
  });
});
