/**
 * pageTextHash and maskNoise: every kind of noise leaves the hash alone; anything a reader sees
 * moves it.
 */
import { describe, expect, test } from "bun:test";
import { maskNoise, pageTextHash, pageTextLines, textKey } from "../../src/monitoring/normalise.ts";

const page = (o: { head?: string; body?: string; title?: string } = {}) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${o.title ?? "Acme – Pricing"}</title>
<meta name="description" content="Plans for every team.">${o.head ?? ""}</head>
<body>${o.body ?? ""}<main><h1>Simple pricing</h1>
<div class="plans"><div class="card"><h3>Starter</h3><p>$12/month</p></div><div class="card"><h3>Pro</h3><p>$29/month</p></div></div>
</main><footer><p>© 2025 Acme Inc.</p></footer></body></html>`;

describe("pageTextHash", () => {
  const base = pageTextHash(page());

  test("a SHA-256 hex digest, the same for the same page", () => {
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(pageTextHash(page())).toBe(base);
  });

  test("scripts, styles, nonces, CSRF tokens, tracking pixels and JSON-LD do not count", () => {
    const noisy = page({
      head: `<meta name="csrf-token" content="k2P9x"><script nonce="abc">window.t=1762071249</script><style>.a{color:red}</style><script type="application/ld+json">{"a":1}</script>`,
      body: `<input type="hidden" name="_csrf" value="Zx81"><noscript><img src="https://px.example/p.gif?id=UA-1-1"></noscript><template><p>later</p></template>`,
    });
    expect(pageTextHash(noisy)).toBe(base);
  });

  test("attribute values and order, cache-busting query strings, whitespace", () => {
    const html = page().replace('<div class="card"><h3>Pro</h3>', '<div data-track="trk_91ab" id="p2"   class="card"\n><h3 >  Pro </h3>').replace("<main>", '<main data-v="456"><link rel="stylesheet" href="/a.css?v=456">');
    expect(pageTextHash(html)).toBe(base);
  });

  test("element order: cards swapped", () => {
    const swapped = page().replace('<div class="card"><h3>Starter</h3><p>$12/month</p></div><div class="card"><h3>Pro</h3><p>$29/month</p></div>', '<div class="card"><h3>Pro</h3><p>$29/month</p></div><div class="card"><h3>Starter</h3><p>$12/month</p></div>');
    expect(pageTextHash(swapped)).toBe(base);
  });

  test("© year, dates and times printed on the page", () => {
    expect(pageTextHash(page().replace("© 2025", "© 2026"))).toBe(base);
    expect(pageTextHash(page().replace("© 2025", "© 2019–2026"))).toBe(pageTextHash(page().replace("© 2025", "© 2019-2025")));
    const dated = (d: string) => pageTextHash(page({ body: `<p class="note">Prices updated ${d}</p>` }));
    const first = dated("November 2, 2026 at 08:14 UTC");
    for (const d of ["Nov 23, 2026 at 7:41 pm UTC", "23 November 2026 at 19:41 UTC", "Monday, November 23rd, 2026 at 19:41 UTC"]) expect(dated(d)).toBe(first);
    expect(dated("2026-11-02T08:14:09Z")).toBe(dated("2026-11-23T19:41:01.120Z"));
    expect(dated("02.11.2026")).toBe(dated("23.11.2026"));
    expect(dated("3 hours ago")).toBe(dated("12 minutes ago"));
  });

  test("printed build hashes, request ids and UUIDs", () => {
    const footer = (s: string) => pageTextHash(page({ body: `<p>${s}</p>` }));
    expect(footer("Build 4f1b2a9c3d7e")).toBe(footer("Build 9e0c7d2b5a14"));
    expect(footer("Request 3f2c8a1e-0b4d-4c7e-9a6f-12ab34cd56ef")).toBe(footer("Request 00000000-1111-4222-8333-444455556666"));
    expect(footer("Session Xk29fPq1LmZ7vB3nR8tYc")).toBe(footer("Session Wq71hTz0NcRb4Ls9Ye2Kd"));
  });

  test("what a reader sees moves it: a price, a plan name, a word, the title, the description", () => {
    expect(pageTextHash(page().replace("$29/month", "$35/month"))).not.toBe(base);
    expect(pageTextHash(page().replace("<h3>Pro</h3>", "<h3>Professional</h3>"))).not.toBe(base);
    expect(pageTextHash(page().replace("Simple pricing", "Fair pricing"))).not.toBe(base);
    expect(pageTextHash(page({ title: "Acme – Plans" }))).not.toBe(base);
    expect(pageTextHash(page().replace("Plans for every team.", "Plans for small teams."))).not.toBe(base);
    // A hidden element shown (a new visible line) moves it; its hidden twin does not.
    expect(pageTextHash(page({ body: '<p hidden>Coming soon: Enterprise</p>' }))).toBe(base);
    expect(pageTextHash(page({ body: "<p>Coming soon: Enterprise</p>" }))).not.toBe(base);
  });

  test("never throws on broken or empty HTML", () => {
    for (const html of ["", "<", "<html><body><div>".repeat(1000), "\ud800<p>x</p>", "<script>", "<title>only"]) expect(pageTextHash(html)).toMatch(/^[0-9a-f]{64}$/);
    expect(pageTextLines("")).toEqual([]);
  });
});

describe("maskNoise and textKey", () => {
  test("masks dates, times, years after ©, ids; keeps prices and words", () => {
    expect(maskNoise("Updated November 2, 2026 at 08:14 UTC — © 2025 Acme")).toBe("Updated ‹date› at ‹time› — © Acme");
    expect(maskNoise("Pro  $29/month\n billed   yearly")).toBe("Pro $29/month billed yearly");
    expect(maskNoise("Save 20% — 10,000+ teams — 14-day trial — 99.9% uptime")).toBe("Save 20% — 10,000+ teams — 14-day trial — 99.9% uptime");
    expect(maskNoise("GTM-PM4XK7Q and G-7QK2M4XZ1P and UA-12345-1")).toBe("‹id› and ‹id› and ‹id›");
  });

  test("textKey ignores case, punctuation, whitespace and noise", () => {
    expect(textKey("Single sign-on (SSO)")).toBe(textKey("single sign on SSO"));
    expect(textKey("Ship faster.")).toBe(textKey("ship   faster!"));
    expect(textKey("Offer ends Nov 30, 2026")).toBe(textKey("Offer ends 1 December 2026"));
    expect(textKey("Ship faster")).not.toBe(textKey("Ship slower"));
  });
});
