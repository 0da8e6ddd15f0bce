/**
 * The detector that decides a page without a statically read plan is worth a render
 * (src/browser/detect.ts), on pages of ours shaped like the real corpus's script-drawn ones, and
 * on pages that must not be sent to a browser.
 */
import { describe, expect, test } from "bun:test";
import { needsRendering } from "../../src/browser/detect";

const filler = "<p>" + "We help teams ship faster with fewer meetings and clearer plans. ".repeat(8) + "</p>";

describe("needsRendering: pages whose scripts draw the prices", () => {
  const cases: [string, string, RegExp][] = [
    ["an application shell", `<html><head><title>Pricing</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>`, /application shell/],
    ["a shell whose only text is a loading line", `<body><div id="app">Loading…</div><script>boot()</script></body>`, /application shell/],
    ["empty price fields for a script to fill", `<body>${filler}<div class="card"><h3>Pro</h3><span class="pricing-amount pricing-amount-1"></span><small>/month</small></div><script src="/prices.js"></script></body>`, /price fields are empty/],
    ["a checkout script's marked items", `<body>${filler}<span data-fsc-item-path="pro-annual" data-fsc-item-priceValue></span><script src="https://x.example/fastspring-builder.min.js"></script></body>`, /checkout script/],
    ["Stripe's pricing table", `<body>${filler}<stripe-pricing-table pricing-table-id="prctbl_1"></stripe-pricing-table><script src="https://js.stripe.com/v3/pricing-table.js"></script></body>`, /checkout script/],
    ["custom-element cards", `<body>${filler}<tier-card tier="team"></tier-card><script type="module" src="/cards.js"></script></body>`, /custom elements \(<tier-card>\)/],
  ];
  for (const [name, html, why] of cases) test(name, () => expect(needsRendering(html) ?? "").toMatch(why));
});

describe("needsRendering: pages a browser would not help", () => {
  test("a page without scripts", () => expect(needsRendering(`<body><div id="root"></div></body>`)).toBeNull());
  test("a page with text and scripts but no sign they draw prices", () => expect(needsRendering(`<body>${filler}<span class="price">Contact us</span><script src="/analytics.js"></script></body>`)).toBeNull());
  test("text in scripts, styles and comments is not counted as the page's text", () => {
    const hidden = `<script>var t = "${"x".repeat(2000)}";</script><style>.a{}${" ".repeat(10)}</style><!-- ${"y".repeat(2000)} -->`;
    expect(needsRendering(`<body><div id="app"></div>${hidden}</body>`) ?? "").toMatch(/application shell/);
  });
  test("a huge page is scanned only in its first 2 MB", () => {
    const html = `<body>${filler.repeat(4000)}<tier-card></tier-card><script></script></body>`;
    expect(html.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(needsRendering(html)).toBeNull();
  });
});
