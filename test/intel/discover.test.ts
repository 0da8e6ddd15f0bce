import { describe, expect, test } from "bun:test";
import { discoverPages } from "../../src/intel/discover.ts";
import { matchCatalog } from "../../src/intel/catalog-match.ts";
import { registrableDomain, sameSite } from "../../src/intel/site.ts";
import { loadSite } from "./support/sites.ts";

const home = (links: string, url = "https://www.acme.co.uk/") => ({ url, html: `<html><body><header><nav>${links}</nav></header><main><h1>Acme</h1></main></body></html>` });

describe("discoverPages", () => {
  test("pricing, features and product pages by link text and path, in that order", () => {
    const got = discoverPages(home(`<a href="/platform">Platform</a><a href="/features/">All features</a><a href="https://acme.co.uk/pricing?ref=nav">Plans &amp; Pricing</a><a href="/blog/pricing-tips">Blog</a>`));
    expect(got).toEqual([
      { url: "https://acme.co.uk/pricing", kind: "pricing", reason: 'link "Plans & Pricing" to /pricing' },
      { url: "https://www.acme.co.uk/features/", kind: "features", reason: 'link "All features" to /features/' },
      { url: "https://www.acme.co.uk/platform", kind: "product", reason: 'link "Platform" to /platform' },
    ]);
  });

  test("localised pricing links", () => {
    expect(discoverPages(home(`<a href="/de/preise">Preise</a>`, "https://zeitwerk.de/"))[0]).toEqual({ url: "https://zeitwerk.de/de/preise", kind: "pricing", reason: 'link "Preise" to /de/preise' });
    expect(discoverPages(home(`<a href="/tarifs">Tarifs</a>`, "https://facturo.fr/"))[0].url).toBe("https://facturo.fr/tarifs");
  });

  test("ignores other sites, apps, docs, sign-in, mailto/tel/javascript/hash links", () => {
    const got = discoverPages(
      home(
        `<a href="https://other.example/pricing">Pricing</a><a href="https://app.acme.co.uk/pricing">Pricing</a><a href="https://docs.acme.co.uk/features">Features</a>` +
          `<a href="/login">Log in</a><a href="/signup?plan=pro">Pricing</a><a href="mailto:sales@acme.co.uk">Pricing</a><a href="tel:123">Pricing</a>` +
          `<a href="javascript:void(0)">Pricing</a><a href="#pricing">Pricing</a>`,
      ),
    );
    expect(got.map((g) => g.reason)).toEqual(["common path /pricing", "common path /features", "common path /product"]);
    expect(got.map((g) => g.url)).toEqual(["https://www.acme.co.uk/pricing", "https://www.acme.co.uk/features", "https://www.acme.co.uk/product"]);
  });

  test("common paths fill only the kinds no link named, at most three pages", () => {
    const got = discoverPages(home(`<a href="/plans">See plans</a>`));
    expect(got.map((g) => [g.kind, g.url])).toEqual([
      ["pricing", "https://www.acme.co.uk/plans"],
      ["features", "https://www.acme.co.uk/features"],
      ["product", "https://www.acme.co.uk/product"],
    ]);
  });

  test("fixture home pages lead to their pricing pages", () => {
    const [index] = loadSite("jsonld-offers", "ledgerly.example");
    expect(discoverPages(index)[0]).toEqual({ url: "https://ledgerly.example/pricing", kind: "pricing", reason: 'link "Pricing" to /pricing' });
  });

  test("a static site's file names, folders and languages (session 21)", () => {
    const pricing = (links: string, url = "https://www.acme.co.uk/") => discoverPages(home(links, url)).find((d) => d.kind === "pricing")!;
    // Found by path whatever the text: a file name with its extension, a folder or two before it.
    expect(pricing(`<a href="/hinnasto.html">Tutustu</a>`).url).toBe("https://www.acme.co.uk/hinnasto.html");
    expect(pricing(`<a href="/ko/pricing.html">요금제</a>`, "https://ko.acme.example/").reason).toBe('link "요금제" to /ko/pricing.html');
    expect(pricing(`<a href="/my-site/cenik.html">More</a>`, "https://acme.github.io/my-site/").url).toBe("https://acme.github.io/my-site/cenik.html");
    expect(pricing(`<a href="/pricing/index.html">Plans</a>`).reason).toBe('link "Plans" to /pricing/index.html');
    // By text in more languages: Estonian, Catalan, Japanese words around 料金.
    expect(pricing(`<a href="/et/x">Hinnad</a>`).reason).toBe('link text "Hinnad"');
    expect(pricing(`<a href="/preus.html">Preus</a>`).reason).toBe('link "Preus" to /preus.html');
    expect(pricing(`<a href="/menu.html">料金メニュー</a>`).reason).toBe('link text "料金メニュー"');
    // Not a price page: a blog post on pricing, a page three folders down, a long sentence with 料金.
    expect(pricing(`<a href="/blog/pricing-tips.html">Pricing tips</a>`).reason).toBe("common path /pricing");
    expect(pricing(`<a href="/a/b/c/pricing.html">More</a>`).reason).toBe("common path /pricing");
    expect(pricing(`<a href="/news/1">料金改定のお知らせ：来月から全てのプランの料金を見直します</a>`).reason).toBe("common path /pricing");
  });

  test("an upgrade link leads to a product's paid side when no link names pricing, with /pricing beside it", () => {
    const got = discoverPages(home(`<a href="/premium.html">Get Premium</a><a href="/features">Features</a>`, "https://quillbot.example/"));
    expect(got).toEqual([
      { url: "https://quillbot.example/premium.html", kind: "pricing", reason: 'upgrade link "Get Premium" to /premium.html' },
      { url: "https://quillbot.example/pricing", kind: "pricing", reason: "common path /pricing" },
      { url: "https://quillbot.example/features", kind: "features", reason: 'link "Features" to /features' },
    ]);
    expect(discoverPages(home(`<a href="/upgrade">More</a>`, "https://quillbot.example/"))[0]).toMatchObject({ url: "https://quillbot.example/upgrade", reason: "upgrade path /upgrade" });
    // A pricing link always wins over an upgrade link, wherever each stands.
    expect(discoverPages(home(`<a href="/buy">Buy now</a><a href="/subscribe">Subscribe</a><a href="/plans.html">Plans</a>`, "https://quillbot.example/"))[0]).toMatchObject({ url: "https://quillbot.example/plans.html", kind: "pricing" });
    // An account's upgrade screen is behind a sign-in: never taken.
    expect(discoverPages(home(`<a href="/account/upgrade">Upgrade</a>`, "https://quillbot.example/"))[0].reason).toBe("common path /pricing");
  });

  test("deterministic", () => {
    const h = home(`<a href="/pricing">Pricing</a><a href="/pricing-plans">Pricing</a><a href="/product">Product</a>`);
    expect(JSON.stringify(discoverPages(h))).toBe(JSON.stringify(discoverPages(h)));
  });
});

describe("same site and catalog match", () => {
  test("registrable domains through the public suffix list", () => {
    expect(registrableDomain("https://www.acme.co.uk/x")).toBe("acme.co.uk");
    expect(sameSite("https://www.acme.co.uk", "https://acme.co.uk/pricing")).toBe(true);
    expect(sameSite("https://a.github.io", "https://b.github.io")).toBe(false);
    expect(sameSite("http://127.0.0.1:4000/", "http://127.0.0.1:5000/pricing")).toBe(true);
    expect(registrableDomain("not a url")).toBeNull();
  });

  const tools = [
    { slug: "notion", name: "Notion", category: "Productivity", url: "https://www.notion.so" },
    { slug: "linear", name: "Linear", category: "Project Management", url: "https://linear.app" },
    { slug: "linear-insights", name: "Linear Insights", category: "Analytics", url: "https://insights.linear.app" },
  ];
  test("matches by registrable domain, lowest slug on ties, null otherwise", () => {
    expect(matchCatalog(tools, ["https://notion.so/pricing"])).toEqual({ slug: "notion", name: "Notion", category: "Productivity" });
    expect(matchCatalog(tools, ["https://linear.app"])).toEqual({ slug: "linear", name: "Linear", category: "Project Management" });
    expect(matchCatalog([...tools].reverse(), ["https://www.linear.app/"])?.slug).toBe("linear");
    expect(matchCatalog(tools, ["https://example.com", "https://redirected.example/"])).toBeNull();
    expect(matchCatalog(tools, ["https://old.example", "https://www.notion.so/"])?.slug).toBe("notion");
  });
});
