/**
 * Round 52, part d, on real pages (issue 25; docs/intel.md, "Round 52, part d"): invented plans —
 * what the engine reports that no reader saw — counted on development (waves 8–12, 30–44, product
 * and raw) by where each came from: a FAQ question, a section or hero heading, an add-on or
 * "coming later" card, an offer banner, a service or course module, a real plan under another
 * name, a calculator's or checkout's total, other. No source but the renamed real plan recurs on
 * three sites in three waves with one shape; the one filter widened is the name test's question
 * mark (plans-page.ts `planName`), which knew only "?" and "!", so a FAQ question set with the
 * full-width "？" of Chinese and Japanese pages was read as a plan's name. The other tests pin what
 * is read (the docs' "Left"). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const readOn = (page: string, lang: string) => (body: string) =>
  extractSite([{ url: page, html: `<!doctype html><html lang="${lang}"><head><title>Site</title></head><body><header><a href="/">Home</a></header><main>${body}</main></body></html>` }], { url: page, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`,
  );
const rawZh = readOn("https://chiplink.example/zh/pricing", "zh");
const raw = readOn("https://quillnest.example/pricing", "en");

/** Licence cards of our own: a name, a price, two lines, a button (classes as a CSS-module build writes them). */
const licence = (name: string, price: string) => `<div class="card_Xy12"><h3>${name}</h3><div class="price_Ab34">${price}</div><ul><li>设备接入</li><li>OTA 升级</li></ul><a href="/buy">购买</a></div>`;
const licences = `<h2>选择授权</h2><div class="grid_Qw12">${licence("开源开发者", "免费")}${licence("IoT 连接", "¥5 / 台")}${licence("AI + IoT", "¥12 / 台")}</div>`;
/** A FAQ entry whose classes no zone word matches ("faqItem_…": a CSS module's hashed name). */
const faq = (q: string, a: string) => `<div class="faqItem_Rq7w"><div class="faqQuestion_Tm2k">${q}</div><div class="faqAnswer_Pz9e"><p>${a}</p></div></div>`;
const LICENCES_READ = ["开源开发者: 0 CNY/month", "IoT 连接: 5 CNY/null", "AI + IoT: 12 CNY/null"];

describe("rules52d: a name that ends in a full-width question mark is a question, not a plan", () => {
  test("a FAQ's questions ending in \"？\", their answers quoting the prices, name no plan", () => {
    const page = `${licences}<section><div><span class="tag_Hh1">常见问题</span><h2>常见问题</h2></div><div class="faqContainer_Vb3x">${faq("为什么需要授权码？", "授权是设备接入云端的身份。")}${faq("这是按月订阅吗？", "不是。¥5 / ¥12 授权是按设备的一次性购买。")}${faq("两种授权有何区别？", "¥5 授权让设备接入云端；¥12 授权增加 AI 智能体。")}</div></section>`;
    expect(rawZh(page)).toEqual(LICENCES_READ);
  });

  test("the same FAQ asked with \"?\" was already refused (the filter widened, not a new one)", () => {
    const page = `${licences}<section><h2>问答</h2><div class="faqContainer_Vb3x">${faq("Is this a monthly subscription?", "No. The ¥5 / ¥12 licence is a one-time purchase per device.")}${faq("What is the difference?", "¥5 connects; ¥12 adds the agent.")}</div></section>`;
    expect(rawZh(page).map((l) => l.split(":")[0])).toEqual(["开源开发者", "IoT 连接", "AI + IoT"]);
  });
});

describe("rules52d: invented plans left (one site each, or no common shape)", () => {
  const LIST = `<ul><li>Offline editor</li><li>Export to PDF</li></ul>`;
  const card = (n: string, p: string, u: string) => `<div class="plan"><h3>${n}</h3><div class="price"><span>${p}</span><span>${u}</span></div>${LIST}<a href="/go">Choose ${n}</a></div>`;

  test("left: a card under a \"Coming later\" kicker, its price \"planned — not purchasable yet\", is read as a plan", () => {
    const app = `<h1>Pricing</h1><div class="buy"><h2>Quillnest</h2><p>One-time purchase · yours to keep</p><div class="price"><span>$29</span><span>once</span></div>${LIST}<a href="/buy">Buy Quillnest — $29</a></div>`;
    const soon = `<div class="later"><p class="kicker">Coming later</p><h3>Device Sync</h3><p>On the roadmap — not available yet</p><div class="price"><span>$5</span><span>/ month</span></div><p>Planned pricing — not purchasable yet</p><ul><li>Sync across devices</li></ul></div>`;
    expect(raw(app + soon)).toEqual(["Quillnest: 29 USD/one_time", "Device Sync: 5 USD/month"]);
  });

  // (Credit packs under a "Top-up Packs" heading beside the tiers: pinned by round 46c, real-pages-rules-r46c.test.ts.)

  test("an offer's badge (\"offer ends soon\") over a named card does not name it", () => {
    const offer = `<h2>Lifetime</h2><div class="plan"><h3>Lifetime licence</h3><span class="badge">offer ends soon</span><div class="price"><s>$29</s> <span>$19</span></div><p>Forever</p>${LIST}</div>`;
    const read = raw(offer);
    expect(read).toHaveLength(1);
    expect(read[0]).not.toContain("offer ends soon");
    expect(read[0]).toEndWith(": 19 USD/one_time");
  });
});
