/**
 * Round 82, part k, on real pages (issue 25): a card's label, kicker or small print read as the
 * plan's name. Five shapes on development (waves 45–77): a purpose clause set as a kicker over the
 * card's heading ("To get started" over "Free"); a card's section heading with a qualifier ("Top
 * benefits", "Plan limits", "Subscription price"); a section's title ending in a full stop over a
 * lone card ("… pricing."); a footnote opening with "※" under a price whose name shares the price's
 * line; a Japanese line addressed to the buyer ("…したい方へ", "to those who want …") over the price;
 * and a comparison table whose columns give the site's tiers by its name ("Acme Pro") beside rivals.
 * Small pages of our own (invented names and prices), never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillpond.example/pricing";
const page = (body: string, lang: string) => `<!doctype html><html lang="${lang}"><head><title>Quillpond — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans;
const names = (body: string, lang = "en") => plans(body, lang).map((p) => p.name);

const tierCard = (name: string, price: string) =>
  `<li class="item"><div class="row"><span class="package">${name}</span><span class="price">${price} <span class="duration">/Month</span></span><div class="tag"><img src="/i.svg" alt=""></div></div><div class="info"><p class="subtitle">For drafting and trying the tool</p><div class="groups"><div class="block"><h4 class="heading">Top benefits</h4><ul><li>Eight drafts a week</li><li>Two open folders</li><li>Plain-text export</li></ul></div><div class="block"><h4 class="heading">Plan limits</h4><ul><li>One seat</li></ul></div></div></div></li>`;
const labelled = `<section><h2>Choose your tier</h2><div class="toggle-group"><span class="plan">Pay Yearly</span><div class="toggle"></div><span class="plan">Pay Monthly</span></div><ul class="card-group">${tierCard("Basic — Sketcher", "$0.00")}${tierCard("PLUS — Drafter", "$4.00")}${tierCard("MAX — Publisher", "$11.00")}</ul></section>`;
const specCard = (name: string, price: string) =>
  `<div class="plans__item"><div class="plans__general"><h3 class="plans__title">${name}</h3><div class="plans__content">Our way into managed invoicing for small shops.</div><div class="plans__action"><button class="button">Free trial</button></div></div><div class="plans__specific"><h4 class="plans__specific-title">Subscription price</h4><div class="plans__specific-content"><span class="unit">$</span><span class="number">${price}</span><span class="per">/mo</span></div></div><div class="plans__specific"><h4 class="plans__specific-title">Invoices per month</h4><div class="plans__specific-content"><span class="number">500</span></div></div></div>`;
const specified = `<div class="plans"><h2>Invoicing from $29/mo</h2><div class="plans__items">${specCard("Corner", "29")}${specCard("Street", "119")}${specCard("Avenue", "349")}</div></div>`;
const sectionTitle = `<section class="tech"><h2>Under the hood</h2><div class="cell"><h3>Menu bar</h3><p>Quick switching</p></div></section><section class="pricing"><div class="wrap"><h2>Plain pricing.</h2><p class="lead">Pay once. No subscription. No hidden fees.</p><div class="pricing-card"><div class="price"><span class="price-currency">¥</span>3,200</div><div class="price-note">One-time purchase · Lifetime license</div><ul class="pricing-features"><li><span class="check">✓</span> <span>Every tool included</span></li><li><span class="check">✓</span> <span>Free updates</span></li></ul><a class="btn" href="/buy">Buy</a></div></div></section>`;
const kanaCard = (badge: string, label: string, price: string) =>
  `<div class="price-card"><div class="price-badge">${badge}</div><div class="price-label">${label}</div><div class="price-amount">${price}</div><div class="price-unit">/ 月（自動更新）</div><div class="price-feature">無制限に作成</div><div class="price-feature">広告なし</div></div>`;
const addressed = `<div class="pricing-grid"><div class="price-card"><div class="price-badge">FREE</div><div class="price-label">まずは試したい方へ</div><div class="price-amount">$0</div><div class="price-feature">月3回まで</div><div class="price-feature">登録なしで使える</div></div>${kanaCard("PLUS", "たくさん使いたい方へ", "$2")}</div>`;
const kickerCard = (kicker: string, name: string, price: string) =>
  `<article class="relative flex"><div class="flex"><div class="flex"><span class="flex"><svg></svg></span><p class="uppercase">${kicker}</p></div><h3>${name}</h3><div class="flex"><span>${price}</span><span>/month</span></div><div></div><ul><li class="flex"><span>Two notebooks</span></li><li class="flex"><span>Weekly digest</span></li></ul><a href="/get">Try it</a></div></article>`;
const kicker = `<div class="grid">${kickerCard("To get started", "Free", "$0")}${kickerCard("For individuals", "Solo Plus", "$4.99")}${kickerCard("For households", "Home", "$9.99")}</div>`;
const footnote = `<section><h2>料金プラン</h2><div class="row"><div class="col"><div class="card"><h3>チームプラン</h3><p>1チーム定額</p><div><span class="price-amount">900</span> <span class="price-period">円 / 月（税込）</span></div><ul class="check-list"><li>記録の自動入力</li><li>部署別の集計</li><li>CSV書き出し</li></ul><a href="/buy/team" class="btn">使ってみる</a></div></div></div><div class="row"><div class="col"><div class="d-flex" style="border:1px solid #ddd;padding:1rem;"><div style="flex:1 1 260px;"><div class="fw-bold mb-1">ライトプラン <span class="text-primary">480</span><span class="text-muted">円 / 月（税込）</span></div><div class="text-muted">ユーザーが<strong>1名</strong>の方向け。記録・集計・書き出しの基本機能はそのまま使えます。<br><span style="font-size:0.76rem;">※ 共有フォルダ・権限設定はチームプラン限定です。</span></div></div><a href="/buy/light" class="btn btn-outline-primary">ライトプランで試す</a></div></div></div></section>`;

describe("rules82k: no kicker, section label, footnote or rival column as a plan", () => {
  test("a purpose clause over the card's heading is no name: the heading names the card (fails without the rule)", () => {
    const got = names(kicker);
    expect(got).not.toContain("To get started");
    expect(got).toEqual(["Free", "Solo Plus", "Home"]);
  });

  test("a card's section headings with a qualifier are no names (fails without the rule)", () => {
    const got = names(labelled);
    expect(got).not.toContain("Top benefits");
    expect(got).not.toContain("Plan limits");
    expect(got).toContain("PLUS — Drafter");
  });

  test("a price's label with a qualifier is no name: the cards are read by their titles (fails without the rule)", () => {
    const got = new Map(plans(specified).map((p) => [p.name, p]));
    expect(got.has("Subscription price")).toBe(false);
    expect(got.get("Corner")?.amount).toBe(29);
    expect(got.get("Avenue")?.amount).toBe(349);
  });

  test("a section's title with its full stop over a lone card is no name (fails without the rule)", () => {
    const got = names(sectionTitle);
    expect(got).not.toContain("Plain pricing");
    expect(got).not.toContain("Plain pricing.");
  });

  test("a footnote opening with ※ is no name (fails without the rule)", () => {
    const got = names(footnote, "ja");
    expect(got.some((n) => n.startsWith("※"))).toBe(false);
    expect(got).toContain("チームプラン");
  });

  test("a Japanese line addressed to the buyer is no name (fails without the rule)", () => {
    expect(names(addressed, "ja").some((n) => n.endsWith("方へ"))).toBe(false);
  });

  test("a table of the site's tiers by its name beside rivals compares the product, it sells nothing (fails without the rule)", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><ul><li>Local drafts</li><li>Exports</li></ul><a href="/go">Choose</a></div>`;
    const row = (label: string, cells: string[]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    const table = `<h2>Quillpond vs the alternatives</h2><table><thead><tr><th>Feature</th><th>Quillpond Free</th><th>Quillpond Pro</th><th>Inkwell</th><th>Scribbly</th></tr></thead><tbody>${row("Price", ["$0", "$79 once", "$8/month", "$11/month"])}${row("Offline", ["✓", "✓", "✗", "✗"])}</tbody></table>`;
    const got = names(`<div class="grid">${card("Free", "$0")}${card("Pro", "$79 one-time")}</div>${table}`);
    for (const n of ["Quillpond Free", "Quillpond Pro", "Inkwell", "Scribbly"]) expect(got).not.toContain(n);
    expect(got).toContain("Pro");
  });

  test("a plans table naming its tiers by the site's name stays plans", () => {
    const row = (label: string, cells: string[]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    const got = names(`<table><thead><tr><th></th><th>Quillpond Free</th><th>Quillpond Pro</th><th>Quillpond Team</th></tr></thead><tbody>${row("Price", ["$0", "$8/month", "$20/month"])}</tbody></table>`);
    expect(got).toEqual(["Quillpond Free", "Quillpond Pro", "Quillpond Team"]);
  });

  test("names that share the words stay names", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}/month</p><ul><li>Notebooks</li><li>Exports</li></ul><a href="/go">Choose</a></div>`;
    expect(names(`<div class="grid">${card("Benefits Plus", "$5")}${card("Toronto", "$9")}${card("個人向け", "$19")}</div>`)).toEqual(["Benefits Plus", "Toronto", "個人向け"]);
  });
});
