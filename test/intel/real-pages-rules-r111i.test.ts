/**
 * Round 111, part i, on real pages (issue 25): a card at zero that names itself a trial beside a
 * qualifier ("Sandbox Trial") and says how many days it runs ("Evaluation only (10 days)") is a
 * trial's card — a plan at 0, not free, the page no free tier — also when its zero carries the
 * grid's period ("$0/month", as every card's price does) (extract/trial-card.ts
 * `namedTrialForDays`, read by plans-page.ts). Not a trial: a free card whose tagline has a trial
 * word but whose name has none, a card named a trial that states no length, a trial-named card
 * that says it lasts ("forever").
 *
 * Also (round 111i): the Arabic "pound" written after the figure ("90 جنيه / شهر") is the Egyptian
 * pound (currency-names.ts), unless the page settles another (page-signs.ts `arabicPound`): sterling
 * named ("جنيه إسترليني"), the Sudanese pound named or a .sd domain. Small pages of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { namedTrialForDays } from "../../src/intel/extract/trial-card";
import { arabicPound } from "../../src/intel/extract/page-signs";

const URL = "https://ledgerkite.example/pricing";
const card = (name: string, price: string, tagline: string, cta: string) =>
  `<div class="card"><h3>${name}</h3><div class="price">${price}<span>/month</span></div><p>${tagline}</p>` +
  `<ul><li>500 lookups / mo</li><li>20 lookups / day</li><li>Email support</li></ul><a href="/signup">${cta}</a></div>`;
const page = (first: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Ledgerkite</title></head><body><main>` +
  `<section id="pricing"><h2>Simple pricing for the invoice API</h2><p>Start free, scale as you grow.</p><div class="grid">` +
  first +
  card("Starter", "$19", "For side projects", "Buy Starter") +
  card("Growth", "$49", "For growing teams", "Buy Growth") +
  card("Scale", "$129", "For high volume", "Buy Scale") +
  `</div></section></main></body></html>`;
const read = (html: string, abstain = true) => extractSite([{ url: URL, html }], { url: URL, abstain });

describe("a card named a trial that runs for days, priced $0 by the month (round 111i)", () => {
  test("is a plan at 0, not free, and the page has no free tier", () => {
    for (const abstain of [true, false]) {
      const facts = read(page(card("Sandbox Trial", "$0", "Evaluation only (10 days)", "Get started free")), abstain);
      const first = facts.plans.find((p) => p.name === "Sandbox Trial");
      expect(first).toMatchObject({ amount: 0, free: false });
      expect(facts.plans.map((p) => p.amount)).toEqual([0, 19, 49, 129]);
      expect(hasFreeTier(facts)).toBe(false);
    }
  });

  test("a free card with a trial word in its tagline only stays free", () => {
    const facts = read(page(card("Hobby", "$0", "Try the API for 10 days, then keep it", "Get started free")));
    expect(facts.plans.find((p) => p.name === "Hobby")).toMatchObject({ amount: 0, free: true });
    expect(hasFreeTier(facts)).toBe(true);
  });

  test("no length, or a lasting word: the rule says nothing", () => {
    expect(namedTrialForDays("Sandbox Trial", "Sandbox Trial $0/month Evaluation only")).toBe(false);
    expect(namedTrialForDays("Sandbox Trial", "Sandbox Trial $0/month Free forever, 10 days of history")).toBe(false);
    expect(namedTrialForDays("Hobby", "Hobby $0/month 10 days of history")).toBe(false);
    expect(namedTrialForDays("Sandbox Trial", "Sandbox Trial $0/month Evaluation only (10 days)")).toBe(true);
    expect(namedTrialForDays("Prueba Pro", "Prueba Pro 0 €/mes 14 días")).toBe(true);
  });
});

describe("the Arabic pound after the figure (round 111i)", () => {
  const arCard = (name: string, amount: number) =>
    `<div class="card"><h3>${name}</h3><div class="price"><b>${amount}</b> <span>جنيه / شهر</span></div><ul><li>تقارير يومية</li><li>دعم بالبريد</li></ul><a href="/join">اشترك</a></div>`;
  const arPage = (note: string) =>
    `<!doctype html><html lang="ar" dir="rtl"><head><title>الأسعار | حقلي</title></head><body><main><section id="plans"><h2>اختر باقتك</h2><p>${note}</p><div class="plans">` +
    arCard("بداية", 90) + arCard("متقدم", 180) + arCard("شركات", 400) + `</div></section></main></body></html>`;
  const readAt = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

  test("is the Egyptian pound, priced by the month", () => {
    expect(readAt("https://haqli.example/pricing", arPage("ادفع بالطريقة اللي تناسبك."))).toEqual([
      ["بداية", 90, "EGP", "month"],
      ["متقدم", 180, "EGP", "month"],
      ["شركات", 400, "EGP", "month"],
    ]);
  });

  test("the page settles sterling or the Sudanese pound", () => {
    expect(readAt("https://haqli.example/pricing", arPage("الأسعار بالجنيه الإسترليني.")).map((p) => p[2])).toEqual(["GBP", "GBP", "GBP"]);
    expect(readAt("https://haqli.sd/pricing", arPage("ادفع بالطريقة اللي تناسبك.")).map((p) => p[2])).toEqual(["SDG", "SDG", "SDG"]);
    expect(arabicPound({ url: "https://haqli.example/", visible: "الأسعار بالجنيه المصري، ولعملائنا في لندن بالجنيه الإسترليني" })).toBe("EGP");
  });
});
