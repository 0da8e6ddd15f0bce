/**
 * Round 89, part k, on real pages (issue 25): the free tier where a page names the product's own
 * open-source edition and no $0 card says it ("Everything from open-source Acme, plus …", "on top of
 * the OSS version", "Community Edition", "versión de código abierto", "开源版", "社区版"). The README's
 * convention counts such an edition as a free tier when the pricing or home page offers it as a way
 * to use the product; open-edition.ts reads the edition's name, read by free-claim.ts. "Open source"
 * alone (technologies, a project's sources, another project) stays no free tier.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const PRICING = "https://quillmesh.example/pro";
const HOME = "https://quillmesh.example/";
const doc = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Quillmesh</title></head><body><main>${body}</main></body></html>`;
/** One paid licence, no free word, no trial: the pricing page every case shares. */
const paidCard = (price = "€2,400", period = "/year") =>
  `<section id="pricing"><h2>Quillmesh PRO</h2><div class="plans"><div class="plan"><h3>PRO licence</h3><div class="price">${price}<span>${period}</span></div><ul><li>Cluster metrics</li><li>Single sign-on</li></ul><a href="/buy">Buy PRO</a></div></div></section>`;
const free = (pricing: string, home?: string, lang = "en") =>
  hasFreeTier(
    extractSite(
      [{ url: PRICING, html: doc(pricing, lang) }, ...(home ? [{ url: HOME, html: doc(home, lang) }] : [])],
      { url: PRICING, abstain: false },
    ),
  );

describe("rules89k: the product's own open-source edition named as an edition", () => {
  test("the paid page alone has no free tier", () => {
    expect(free(paidCard())).toBe(false);
  });

  test("the paid edition extends the open one (fails without the rule)", () => {
    expect(free(`<h2>Comparison</h2><p>Everything from open-source Quillmesh, plus tracing and push delivery in PRO.</p>` + paidCard())).toBe(true);
    expect(free(paidCard(), `<h1>Quillmesh</h1><p>Quillmesh PRO adds cluster metrics on top of the OSS version.</p>`)).toBe(true);
    expect(free(`<p>Start with the Community Edition; move to PRO when your cluster grows.</p>` + paidCard())).toBe(true);
  });

  test("in Spanish, German and Chinese (fails without the rule)", () => {
    expect(free(`<p>PRO incluye todo lo de la versión de código abierto.</p>` + paidCard("2.400 €", "/año"), undefined, "es")).toBe(true);
    expect(free(`<p>PRO enthält alles aus der Open-Source-Version.</p>` + paidCard("2.400 €", "/Jahr"), undefined, "de")).toBe(true);
    expect(free(`<table><tr><th>功能</th><th>社区版</th><th>专业版</th></tr><tr><td>集群指标</td><td>✗</td><td>✓</td></tr></table>` + paidCard("¥9800", "/年"), undefined, "zh")).toBe(true);
  });

  test("open source that offers no edition stays no free tier", () => {
    expect(free(`<p>Quillmesh PRO is built with state-of-the-art open source technologies.</p>` + paidCard())).toBe(false);
    expect(free(`<p>Your licence supports our open source projects and their maintainers.</p>` + paidCard())).toBe(false);
  });

  test("a CJK edition's name beside a trial stays no free tier", () => {
    expect(free(`<table><tr><th>功能</th><th>社区版</th><th>专业版</th></tr></table><p>专业版可免费试用30天。</p>` + paidCard("¥9800", "/年"), undefined, "zh")).toBe(false);
  });
});
