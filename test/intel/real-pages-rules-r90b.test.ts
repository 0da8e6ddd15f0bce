/**
 * Round 90, part b, on real pages (issue 25): a zero the page prints that is not a plan's price.
 *
 * - A price whose own label names a fee paid to start ("初期費用0円", "Setup fee: $0") is that
 *   fee, waived to sell the plan — not a plan at zero, and no free tier (start-fee-words.ts
 *   `START_FEE_BEFORE`, read by plans-page.ts). A bare start word ("Installation €60") is a price
 *   list's row and keeps its price.
 * - A zero whose line counts a trial's days ("7日間 ¥0 無料", "$0 for 14 days") beside the card's
 *   positive price is the trial's, and the positive price the plan's (zero-beside-price.ts). A
 *   free card's "$0 forever" and a trial's own card at zero stay as they were.
 * - A zero labelled as a sum spent ("Kosten: €0.00", a tile's "€0.00" over "Gesamtkosten") is an
 *   app's readout shipped in the page, not a plan (readout-zero.ts); "Cost: $0 / month" is a price.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, lines: string[], bullets: string[]) =>
  `<div class="pricing-card"><h3 class="pricing-name">${name}</h3>${lines.map((l) => `<div>${l}</div>`).join("")}<ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup">申し込む</a></div>`;

const raw = (url: string, html: string) => assessSite([{ url, html }], { url }).facts;

describe("rules90b: a start fee's zero is no plan", () => {
  const URL = "https://kumo-yoyaku.example/";
  // A landing page that pitches in bullets, one of them the waived setup fee, and prices its one plan in a sentence.
  const pitch = (feeLine: string) =>
    page(
      "ja",
      "クモ予約 — 予約管理",
      `<h1>予約の管理を、もっと軽く</h1><section><h2>導入のメリット</h2><ul class="merits"><li>予約が入るだけで、受付表が自動で埋まる</li><li>確認の電話がいらなくなる</li><li>${feeLine}</li></ul></section><section><h2>お問い合わせ</h2><p>導入のご相談はお気軽にどうぞ。</p></section>`,
    );

  test("a bullet '初期費用0円・14日間無料' is no plan at ¥0 and no free tier (fails without the rule)", () => {
    const f = raw(URL, pitch("初期費用0円・14日間無料・カード登録不要"));
    expect(f.plans.filter((p) => p.amount === 0)).toEqual([]);
  });

  // (English held before this round: a labelled zero beside a positive price, zero-beside-price.ts.)
  test("an English card's 'Setup fee: $0' line is not its price; the monthly price is", () => {
    const html = page(
      "en",
      "Tidewater pricing",
      `<h1>Pricing</h1><div class="plans">${[
        `<div class="plan"><h3>Harbor</h3><div class="fee">Setup fee: $0</div><div class="price">$29 / month</div><ul><li>One dock</li><li>Email support</li></ul><a href="/buy/harbor">Choose Harbor</a></div>`,
        `<div class="plan"><h3>Fleet</h3><div class="fee">Setup fee: $0</div><div class="price">$79 / month</div><ul><li>Ten docks</li><li>Phone support</li></ul><a href="/buy/fleet">Choose Fleet</a></div>`,
      ].join("")}</div>`,
    );
    const plans = raw("https://tidewater.example/pricing", html).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Harbor", 29, "month"],
      ["Fleet", 79, "month"],
    ]);
  });

  test("the failure side: a bare start word before a price is a row's name, and keeps its price", () => {
    const html = page(
      "en",
      "Dockside services — prices",
      `<h1>Prices</h1><table><tr><th>Service</th><th>Price</th></tr><tr><td>Installation</td><td>$60</td></tr><tr><td>Yearly check</td><td>$40</td></tr></table>`,
    );
    const plans = raw("https://dockside.example/prices", html).plans;
    expect(plans.find((p) => p.name === "Installation")).toMatchObject({ amount: 60 });
  });
});

describe("rules90b: a trial's zero beside the card's price", () => {
  const URL = "https://shiken-navi.example/";
  const grid = (cards: string[]) => page("ja", "試験ナビ 料金", `<section><h2>料金プラン</h2><div class="pricing-grid">${cards.join("")}</div></section>`);
  const FREE = card("無料プラン", ["¥0", "ずっと無料"], ["1日10問まで", "進捗の記録"]);

  test("'7日間 ¥0 無料' over '¥780 /月' is read at ¥780 a month, not a free plan (fails without the rule)", () => {
    const html = grid([FREE, card("Plus", ["7日間 ¥0 無料", "¥780 /月（税込）"], ["問題解き放題", "模擬試験"])]);
    const plus = raw(URL, html).plans.find((p) => p.name === "Plus");
    expect(plus).toMatchObject({ amount: 780, currency: "JPY", period: "month", free: false });
  });

  // (English held before this round: "for 14 days" after a price, money.ts NOT_A_PLAN_PRICE_AFTER.)
  test("in English: '$0 for 14 days' over '$12 / month' is the trial; the plan is $12 a month", () => {
    const html = page(
      "en",
      "Quizly pricing",
      `<h2>Plans</h2><div class="pricing-grid">${[
        `<div class="pricing-card"><h3>Basic</h3><div>$0</div><div>Free forever</div><ul><li>10 quizzes a day</li></ul><a href="/signup">Start</a></div>`,
        `<div class="pricing-card"><h3>Plus</h3><div>$0 for 14 days</div><div>$12 / month</div><ul><li>Unlimited quizzes</li></ul><a href="/signup?plan=plus">Try Plus</a></div>`,
      ].join("")}</div>`,
    );
    const plans = raw("https://quizly.example/pricing", html).plans;
    expect(plans.find((p) => p.name === "Plus")).toMatchObject({ amount: 12, period: "month", free: false });
    // The failure side: the free card's lasting zero is still a free plan.
    expect(plans.find((p) => p.name === "Basic")).toMatchObject({ amount: 0, free: true });
  });

  test("the failure side: a free card's zero without a trial's days keeps the card free", () => {
    const html = grid([FREE, card("Plus", ["¥780 /月（税込）"], ["問題解き放題", "模擬試験"])]);
    const plans = raw(URL, html).plans;
    expect(plans.find((p) => p.name === "無料プラン")).toMatchObject({ amount: 0, free: true });
    expect(plans.find((p) => p.name === "Plus")).toMatchObject({ amount: 780, period: "month" });
  });
});

describe("rules90b: a sum spent shown at zero is an app's readout", () => {
  const URL = "https://wortwerk.example/";
  // A one-page app: its pricing section, then its signed-in account view shipped in the same HTML.
  const app = (accountView: string) =>
    page(
      "de",
      "Wortwerk — Texte prüfen",
      `<section id="pricing"><h2>Preise</h2><div class="pricing-grid">${[
        `<div class="pricing-card"><h3>Basis</h3><div class="price">€0/Monat</div><ul><li>10 Prüfungen am Tag</li></ul><a href="#signup">Starten</a></div>`,
        `<div class="pricing-card"><h3>Profi</h3><div class="price">€19/Monat</div><ul><li>Unbegrenzt prüfen</li></ul><a href="#signup">Upgraden</a></div>`,
      ].join("")}</div></section><div class="dashboard" id="dashboard">${accountView}</div>`,
    );
  const tiles = `<div class="content-card"><h2>Nutzung</h2><div class="stat-box"><div class="stat-value" id="req">0</div><div class="stat-label">Prüfungen</div></div><div class="stat-box"><div class="stat-value" id="cost">€0.00</div><div class="stat-label">Gesamtkosten</div></div></div>`;
  const month = `<div class="content-card"><h2>Diesen Monat</h2><div class="row"><span>Prüfungen:</span> <strong id="m-req">0</strong></div><div class="row"><span>Kosten:</span> <strong id="m-cost">€0.00</strong></div></div>`;

  test("an account view's tiles and a month's summary at €0.00 are no plans (fails without the rule)", () => {
    const names = raw(URL, app(tiles + month)).plans.map((p) => p.name);
    expect(names).toContain("Profi");
    expect(names).not.toContain("Nutzung");
    expect(names).not.toContain("Diesen Monat");
  });

  test("the failure side: a free card's zero with its period stays a free plan, whatever its label", () => {
    const html = page(
      "en",
      "Quillwork pricing",
      `<h2>Plans</h2><div class="pricing-grid">${[
        `<div class="pricing-card"><h3>Starter</h3><div>Cost: $0 / month</div><ul><li>Three projects</li></ul><a href="/signup">Start</a></div>`,
        `<div class="pricing-card"><h3>Studio</h3><div>Cost: $24 / month</div><ul><li>Unlimited projects</li></ul><a href="/signup?plan=studio">Choose</a></div>`,
      ].join("")}</div>`,
    );
    const plans = raw("https://quillwork.example/pricing", html).plans;
    expect(plans.find((p) => p.name === "Starter")).toMatchObject({ amount: 0, period: "month", free: true });
    expect(plans.find((p) => p.name === "Studio")).toMatchObject({ amount: 24, period: "month" });
  });
});
