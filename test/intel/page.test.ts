import { describe, expect, test } from "bun:test";
import { buildPage } from "../../src/intel/page.ts";
import { jsonLiteralAt, unflattenDevalue } from "../../src/intel/extract/embedded-json.ts";
import { billingAfter, findPrices, parseNumber } from "../../src/intel/extract/money.ts";
import { MAX_DEPTH, MAX_ELEMENTS, parseHtml, textContent } from "../../src/intel/html/parse.ts";
import { readStyleClasses } from "../../src/intel/style-classes.ts";

const page = (html: string, url = "https://acme.example/") => buildPage({ url, html });
const byId = (p: ReturnType<typeof page>, id: string) => p.doc.elements.find((e) => e.attrs.id === id)!;

describe("parse", () => {
  test("broken HTML: unclosed tags, stray end tags, unquoted attributes, scripts holding markup", () => {
    const doc = parseHtml(`<div id=a class=card data-price=29><p>One<p>Two</div></div></div><div id=b><script>var s = "</div><p>";</script><span id=c>C</span></div>`);
    const a = doc.elements.find((e) => e.attrs.id === "a")!;
    expect(a.attrs["data-price"]).toBe("29");
    expect(a.children.filter((c) => c.kind === "element").length).toBe(2);
    const c = doc.elements.find((e) => e.attrs.id === "c")!;
    expect(c.parent?.attrs.id).toBe("b");
  });

  test("elements nested up to the depth bound parse and walk without recursion", () => {
    const n = MAX_DEPTH - 1;
    const p = page("<div>".repeat(n) + "<p id=deep>$9/month</p>" + "</div>".repeat(n));
    expect(byId(p, "deep").depth).toBe(MAX_DEPTH);
    expect(p.text(byId(p, "deep"))).toBe("$9/month");
  });

  test("20,000 nested elements: the tree stops at the depth bound, and the deep words go to the deepest kept element", () => {
    const p = page("<div>".repeat(20_000) + "<p id=deep>$9/month</p><script>var hidden = 1</script>" + "</div>".repeat(20_000) + "<p id=after>after</p>");
    expect(p.doc.elements.length).toBe(MAX_DEPTH + 1);
    expect(Math.max(...p.doc.elements.map((e) => e.depth))).toBe(MAX_DEPTH);
    expect(byId(p, "deep")).toBeUndefined();
    const deepest = p.doc.elements.find((e) => e.depth === MAX_DEPTH)!;
    // The words survive, a dropped script's code does not, and the markup after the nest is read normally.
    expect(p.text(deepest)).toBe("$9/month");
    expect(p.visible).not.toContain("hidden");
    expect(byId(p, "after").depth).toBe(1);
  });

  test("the parser's own stack stays bounded: stray end tags and <form>s under 200,000 open elements cost a bounded scan each", () => {
    // Without the bound each stray </span> scanned all 200,000 open elements (1 MB of this took 24 s).
    const doc = parseHtml("<div>".repeat(200_000) + "</span><form><b>x</b>".repeat(20_000) + "</div>".repeat(200_000) + "<p id=after>ok</p>");
    expect(doc.elements.length).toBeLessThanOrEqual(MAX_DEPTH + 2);
    expect(doc.elements.at(-1)!.attrs.id).toBe("after");
    expect(textContent(doc.root)).toContain("x".repeat(20_000));
  });

  test("past the element bound nothing more is built, and the text still counts", () => {
    const doc = parseHtml("<i>a</i>".repeat(MAX_ELEMENTS + 1_000) + "<p>tail</p>");
    expect(doc.elements.length).toBe(MAX_ELEMENTS);
    expect(textContent(doc.root).endsWith("tail")).toBe(true);
  });

  test("around the bounds every kept element keeps its attributes: the dropped ones' are not read (speed26)", () => {
    // Lists nested in list items past the depth bound: each new item closes the last by implication,
    // so the tree keeps items at the bound while the elements inside them are dropped.
    const items = MAX_DEPTH;
    const doc = parseHtml(Array.from({ length: items }, (_, i) => `<ul id=u${i}><li id=l${i} data-price="$${i}&amp;up"><a href="/p${i}" id=a${i}>P${i}</a>`).join(""));
    const kept = doc.elements;
    expect(kept.length).toBeGreaterThan(MAX_DEPTH);
    for (const el of kept) {
      expect(el.attrs.id).toBe(`${el.tag[0]}${el.attrs.id!.slice(1)}`);
      if (el.tag === "li") expect(el.attrs["data-price"]).toBe(`$${el.attrs.id!.slice(1)}&up`);
      if (el.tag === "a") expect(el.attrs.href).toBe(`/p${el.attrs.id!.slice(1)}`);
    }
    // Items at the bound, kept by the implied close of the one before, keep theirs too.
    const atBound = kept.filter((e) => e.depth === MAX_DEPTH && e.tag === "li");
    expect(atBound.length).toBeGreaterThan(1);
    expect(atBound.every((e) => e.attrs["data-price"]?.endsWith("&up"))).toBe(true);
    // Past the element bound, then back under an open element: the first element after is read whole.
    const wide = parseHtml(`<div id=box>${"<i class=x>a</i>".repeat(MAX_ELEMENTS)}</div><p id=after class="price" title="a&amp;b">tail</p>`);
    expect(wide.elements.length).toBe(MAX_ELEMENTS);
    expect(wide.elements.filter((e) => e.tag === "i").every((e) => e.attrs.class === "x")).toBe(true);
    expect(wide.elements.find((e) => e.attrs.id === "after")).toBeUndefined();
    const deep = parseHtml("<div>".repeat(MAX_DEPTH + 10) + `<b id=gone>x</b>` + "</div>".repeat(MAX_DEPTH + 10) + `<p id=after class="price" title="a&amp;b">tail</p>`);
    expect(deep.elements.find((e) => e.attrs.id === "gone")).toBeUndefined();
    expect(deep.elements.at(-1)!.attrs).toEqual({ id: "after", class: "price", title: "a&b" });
  });

  test("entities decode in text and attributes", () => {
    const p = page(`<p id=e title="a&amp;b">&euro;9&comma;99 &amp; &#36;5&nbsp;/mo</p>`);
    expect(p.text(byId(p, "e"))).toBe("€9,99 & $5 /mo");
    expect(byId(p, "e").attrs.title).toBe("a&b");
    expect(textContent(byId(p, "e"))).toContain("\u00a0");
  });
});

describe("page model", () => {
  const html = `<!doctype html><html lang="en-GB"><head><title>Pricing | Acme</title>
    <meta name="description" content="  Plans   for teams "><meta property="og:site_name" content="Acme">
    <link rel="canonical" href="/pricing"><style>.x{}</style>
    <script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>
    <script type="application/ld+json">{ broken </script>
    <script id="__NEXT_DATA__" type="application/json">{"props":{"x":1}}</script>
    <script>window.__INITIAL_STATE__ = {"plans":[{"name":"A","price":1}]}; var other = 1;</script>
    <script>window.__NUXT__=(function(a){return {x:a}}(1));</script>
    <script>window.__APOLLO_STATE__ = JSON.parse('{"k":"it\\'s"}');</script>
    </head><body>
    <nav><a href="/pricing">Pricing</a> <a href="mailto:a@b.c">Mail</a> <a href="#top">Top</a> <a href="javascript:void 0">JS</a></nav>
    <h1>Ship <em>faster</em></h1>
    <p id=split><span>$</span><span>29</span><sup>99</sup><span>/mo</span></p>
    <div id=h1 hidden>hidden attr</div><div id=h2 style="display: none">display none</div>
    <div id=h3 class="hidden md:block">shown on desktop</div><div id=h4 class="hidden">tailwind hidden</div>
    <div id=h5 aria-hidden="true">decorative</div><template><p>template</p></template><noscript>enable JS</noscript>
    <p id=blocks>One<br>Two</p>
    </body></html>`;
  const p = page(html, "https://acme.example/pricing");

  test("title, meta, canonical, lang, headings, links", () => {
    expect(p.title).toBe("Pricing | Acme");
    expect(p.meta.get("description")).toBe("Plans for teams");
    expect(p.meta.get("og:site_name")).toBe("Acme");
    expect(p.canonical).toBe("https://acme.example/pricing");
    expect(p.lang).toBe("en-GB");
    expect(p.headings.map((h) => [h.level, h.text])).toEqual([[1, "Ship faster"]]);
    expect(p.links.map((l) => l.href)).toEqual(["https://acme.example/pricing"]);
  });

  test("JSON-LD and app state, never evaluating page code", () => {
    expect(p.jsonLd).toEqual([{ "@type": "Organization", name: "Acme" }]);
    expect(p.appState.map((b) => b.source)).toEqual(["__NEXT_DATA__", "window.__INITIAL_STATE__", "window.__APOLLO_STATE__"]);
    expect(p.appState[1].data).toEqual({ plans: [{ name: "A", price: 1 }] });
    expect(p.appState[2].data).toEqual({ k: "it's" });
  });

  test("split prices and superscript cents read as one price", () => {
    expect(p.text(byId(p, "split"))).toBe("$29.99/mo");
  });

  test("hidden elements are out of the visible text but kept in the 'all' stream", () => {
    for (const id of ["h1", "h2", "h4"]) {
      expect(p.isHidden(byId(p, id))).toBe(true);
      expect(p.visible).not.toContain(p.text(byId(p, id), "all"));
    }
    expect(p.isHidden(byId(p, "h3"))).toBe(false);
    expect(p.isHidden(byId(p, "h5"))).toBe(false);
    expect(p.all).toContain("tailwind hidden");
    expect(p.all).not.toContain("template");
    expect(p.all).not.toContain("enable JS");
    expect(p.all).not.toContain(".x{}");
    expect(p.text(byId(p, "blocks"))).toBe("One Two");
  });
});

describe("embedded JSON helpers", () => {
  test("devalue payloads unflatten, with shared references and cycles bounded", () => {
    expect(unflattenDevalue([["Reactive", 1], { a: 2, b: 2 }, [3], "x"])).toEqual({ a: ["x"], b: ["x"] });
    const cyclic = unflattenDevalue([{ self: 0 }]) as { self: unknown };
    expect(cyclic.self).toBe(cyclic);
    expect(unflattenDevalue("nope")).toBeUndefined();
  });

  test("JSON literals are cut out string-aware", () => {
    expect(jsonLiteralAt(`x = {"a":"}{","b":[1]}; y`, 4)).toBe(`{"a":"}{","b":[1]}`);
    expect(jsonLiteralAt(`x = (function(){})`, 4)).toBeNull();
    expect(jsonLiteralAt(`{"open": [`, 0)).toBeNull();
  });
});

describe("money", () => {
  test.each([
    ["1,200", 1200], ["1.200,50", 1200.5], ["9,99", 9.99], ["29.5", 29.5], ["1 200", 1200], ["1.200", 1200], ["12", 12], ["1'200", 1200],
  ])("parseNumber(%p) = %p", (s, n) => expect(parseNumber(s)).toBe(n));

  test.each([
    ["USD 9 / month", 9, "USD"], ["€9,99", 9.99, "EUR"], ["9,99 €", 9.99, "EUR"], ["$1,200/yr", 1200, "USD"], ["£1.200,50", 1200.5, "GBP"],
    ["US$19.99", 19.99, "USD"], ["CA$15", 15, "CAD"], ["29 CHF", 29, "CHF"], ["¥1,000", 1000, "JPY"], ["99 kr", 99, "SEK"],
  ])("findPrices(%p)", (text, amount, currency) => {
    const [t] = findPrices(text);
    expect([t.amount, t.currency]).toEqual([amount, currency]);
  });

  test("billing words after a price", () => {
    expect(billingAfter(" per seat/month billed annually")).toEqual({ period: "month", perUser: true, billedAnnually: true, billedMonthly: false, billedEither: false });
    expect(billingAfter(" billed monthly")).toMatchObject({ period: null, billedMonthly: true });
    // An annual commitment paid monthly is the annual plan's price; one price both ways is both sides.
    expect(billingAfter("/mo excl. tax Annual, billed monthly")).toMatchObject({ period: "month", billedAnnually: true, billedMonthly: false });
    expect(billingAfter(" per user/month, billed monthly on a 1-year contract")).toMatchObject({ billedAnnually: true, billedMonthly: false });
    expect(billingAfter(" USD/user/month (billed monthly or annually)")).toMatchObject({ period: "month", perUser: true, billedEither: true, billedMonthly: false, billedAnnually: false });
    expect(billingAfter("/yr")).toMatchObject({ period: "year" });
    expect(billingAfter(" one-time payment")).toMatchObject({ period: "one_time" });
    expect(billingAfter(" USD per active user, per month")).toMatchObject({ period: "month", perUser: true });
    expect(billingAfter(" pro Nutzer / Monat")).toMatchObject({ period: "month", perUser: true });
  });

  test("no price in plain numbers or words", () => {
    expect(findPrices("Up to 10 users and 2,000 emails")).toEqual([]);
    expect(findPrices("A4 paper, 3D printing, $ alone")).toEqual([]);
  });
});

describe("the page's own stylesheet", () => {
  const sheet = (css: string, attrs = "") => readStyleClasses(parseHtml(`<head><style${attrs}>${css}</style></head>`));

  test("plain top-level rules hide and strike; comments, at-rule statements, @font-face and @keyframes are stepped over", () => {
    const s = sheet(`@import url(x.css); @charset "utf-8"; /* .c{display:none} */ @font-face{font-family:X;src:url(x.woff)} @keyframes f{0%{opacity:0}100%{opacity:1}}
      .a{color:red;display:none}.b,.c{visibility:hidden} .md\\:hide{display : none !important} .card .was-x{text-decoration: line-through} .d:hover{text-decoration-line:line-through}`);
    expect([...s.hidden].sort()).toEqual(["a", "b", "c", "md:hide"]);
    expect([...s.struck]).toEqual(["was-x"]);
  });

  test("state- and screen-dependent hiding is not hiding; styles without scripts or for print say nothing", () => {
    expect([...sheet(`.a{display:none}.a.is-open{display:block}.b{display:none}@media (min-width:1px){.b{display:flex}}.c{display:none}.wrap>.c{visibility:visible}`).hidden]).toEqual([]);
    expect([...sheet(`@media (max-width:600px){.a{display:none}} .x .b{display:none} .c:not(.on){display:none} div.d{display:none}`).hidden]).toEqual([]);
    expect([...sheet(`.a{display:none}`, ` media="print"`).hidden]).toEqual([]);
    expect([...readStyleClasses(parseHtml(`<noscript><style>.a{display:none}</style></noscript>`)).hidden]).toEqual([]);
  });

  test("an element hidden by a stylesheet class is hidden unless a script showed it with an inline style", () => {
    const p = page(`<style>.off{display:none}</style><p id=a class="x off">A</p><p id=b class="off" style="display: block">B</p>`);
    expect(p.isHidden(byId(p, "a"))).toBe(true);
    expect(p.isHidden(byId(p, "b"))).toBe(false);
    expect(p.visible).not.toContain("A");
  });

  test("a hostile stylesheet: an unclosed block, a million braces, 100,000 nested @media", () => {
    // No clock here (a test must not depend on the machine's speed): a parser that went
    // quadratic on these would not finish within the test's timeout.
    expect([...sheet(`.a{display:none` + "{".repeat(1_000_000)).hidden]).toEqual([]);
    expect([...sheet("@media{".repeat(100_000) + ".a{display:none}").hidden]).toEqual([]);
  });
});
