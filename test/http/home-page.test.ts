/**
 * The public home page: GET / with its two forms, and the no-JavaScript form posts (POST /scan,
 * POST /roast) that answer with the result — or the refusal — in the page, with the right status,
 * the HTML security headers, and everything a hostile site wrote escaped.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";

let sites: FixtureSites;
let t: TestApp;

beforeAll(async () => {
  sites = startFixtureSites();
  t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_TRUST_PROXY: "1" }, net: { resolve: sites.resolve } });
});
afterAll(async () => {
  await t.close();
  sites.stop();
});

const form = (path: string, fields: Record<string, string>, ip = "203.0.113.1", headers: Record<string, string> = {}) =>
  t.request(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-forwarded-for": ip, ...headers } });

function expectPageHeaders(res: Response) {
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-request-id")).toBeTruthy();
}

describe("GET /", () => {
  test("a page with the scan and roast forms, links to pricing, sign-in, sign-up, the API docs and the dashboard, no script", async () => {
    const res = await t.request("/");
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    const page = await res.text();
    expect(page).toContain('<form class="card" method="post" action="/scan#result" id="scan">');
    expect(page).toContain('name="your_url"');
    expect(page).toContain('name="competitor_url"');
    expect(page).toContain('<form class="card" method="post" action="/roast#result" id="roast">');
    expect(page).toContain('name="url"');
    expect(page).toContain('href="/swagger"');
    expect(page).toContain('href="/admin"');
    for (const href of ["/pricing", "/app/login", "/app/signup"]) expect(page).toContain(`href="${href}"`);
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(page).not.toContain("<script");
    expect(page).toContain("10 scans and 10 roasts");
  });
});

describe("the forms without JavaScript", () => {
  test("POST /scan answers the results page: names, plans, prices, gaps, score, insight", async () => {
    // An address of its own: the allowance shown is this client's first use.
    const res = await form("/scan", { your_url: sites.url("next-data"), competitor_url: sites.url("plain-cards") }, "203.0.113.60");
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("9");
    expect(res.headers.get("set-cookie")).toStartWith("rs_session=");
    const page = await res.text();
    expect(page).toContain("<title>Shipyard vs Salonbook · Rivalscope</title>");
    expect(page).toContain('<section id="result"');
    expect(page).toContain("differentiation score");
    expect(page).toContain("Strategic insight");
    expect(page).toContain("Price comparison");
    expect(page).toContain("Feature gaps");
    expect(page).toContain("Plans: Shipyard");
    expect(page).toContain("Plans: Salonbook");
    expect(page).toMatch(/<th scope="row">Pro<\/th><td><strong>\$20<\/strong> per user\/month<\/td>/);
    expect(page).toContain("<strong>$24.99</strong>/month");
    expect(page).toContain("Contact sales");
    // The form keeps what was typed.
    expect(page).toContain(`value="${sites.url("next-data")}"`);
  });

  test("POST /roast answers the roast: verdict, score, size, weaknesses with evidence links", async () => {
    const res = await form("/roast", { url: sites.url("contact-only") });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("roasted</h2>");
    expect(page).toContain('<blockquote class="verdict">');
    expect(page).toContain("positioning score");
    expect(page).toContain("Estimated size:");
    expect(page).toContain('<ol class="weaknesses">');
    expect(page).toMatch(new RegExp(`<a href="http://contact-only\\.test:${sites.port}/[^"]*" rel="nofollow noopener noreferrer">`));
  });

  test("everything a hostile site wrote is escaped", async () => {
    const res = await form("/roast", { url: sites.url("hostile-markup") }, "203.0.113.9");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).not.toMatch(/<script>alert/);
    expect(page).not.toMatch(/<img src=x/);
    expect(page).not.toMatch(/<svg onload/);
    expect(page).not.toMatch(/<b onmouseover/);
    expect(page).not.toContain("javascript:");
    expect(page).toContain("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;Evilcorp, roasted");
    const scan = await (await form("/scan", { your_url: sites.url("hostile-markup"), competitor_url: sites.url("nuxt") }, "203.0.113.9")).text();
    expect(scan).not.toMatch(/<(script|img|svg|b) /i);
    expect(scan).not.toContain("<script>");
    expect(scan).toContain("&lt;img src=x onerror=alert(&#39;plan&#39;)&gt;Starter");
    expect(scan).toContain("Team &quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;");
  });

  test("an address typed without a scheme is read as https", async () => {
    const res = await form("/roast", { url: "no-such-site.invalid/pricing" });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain("Website: https://no-such-site.invalid/pricing could not be fetched: no-such-site.invalid does not resolve");
    expect(page).toContain('value="https://no-such-site.invalid/pricing"');
  });
});

describe("refusals are shown in the page with the right status", () => {
  test("400: an invalid or refused address, named by its form label", async () => {
    const res = await form("/scan", { your_url: "ftp://files.example/", competitor_url: sites.url("nuxt") });
    expect(res.status).toBe(400);
    expectPageHeaders(res);
    const page = await res.text();
    expect(page).toContain('<div class="flash error" role="alert" id="scan-error">Your website: only http and https URLs can be fetched (got ftp)</div>');
    const redirect = sites.url("to-metadata");
    sites.on("to-metadata", "/", () => new Response(null, { status: 302, headers: { location: "http://169.254.169.254/" } }));
    const refused = await form("/roast", { url: redirect });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("cloud metadata address");
    const empty = await form("/roast", {});
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Website: the URL is empty");
  });

  test("422: a site that cannot be read", async () => {
    sites.on("down", "/", () => new Response("no", { status: 503 }));
    const res = await form("/scan", { your_url: sites.url("nuxt"), competitor_url: sites.url("down") });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain(`Competitor&#39;s website: ${sites.url("down")} could not be fetched: down.test:${sites.port} answered HTTP 503 (Service Unavailable).`);
  });

  test("429: the 11th roast of the session, with Retry-After — the same limits as the API", async () => {
    const ip = "203.0.113.50";
    const first = await form("/roast", { url: sites.url("plain-cards") }, ip);
    const cookie = /rs_session=[^;]+/.exec(first.headers.get("set-cookie")!)![0];
    for (let i = 2; i <= 10; i++) expect((await form("/roast", { url: sites.url("plain-cards") }, ip, { cookie })).status).toBe(200);
    // The API shares the session's allowance.
    const api = await t.request("/api/roast", { method: "POST", json: { url: sites.url("plain-cards") }, headers: { cookie, "x-forwarded-for": ip } });
    expect(api.status).toBe(429);
    const res = await form("/roast", { url: sites.url("plain-cards") }, ip, { cookie });
    expect(res.status).toBe(429);
    expectPageHeaders(res);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await res.text()).toContain('<div class="flash error" role="alert" id="roast-error">The limit of 10 roasts per session (24 hours) is used up');
  });
});
