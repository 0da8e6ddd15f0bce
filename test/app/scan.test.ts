/**
 * Scan and roast in the app through app.handle: a result is kept in the account's history and
 * shown from it (post/redirect/get), refusals come back in the form with the API's status, the
 * analysis limits are the API's (per account, and per address per day), another customer's entry
 * answers 404, and the forms need the CSRF token.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";
import { Browser, customerOn, logIn } from "./helpers";

let sites: FixtureSites;
let t: TestApp;

beforeAll(async () => {
  sites = startFixtureSites();
  t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_ANALYSIS_PER_SESSION: "3" }, net: { resolve: sites.resolve } });
});
afterAll(async () => {
  await t.close();
  sites.stop();
});

describe("scan and roast in the app", () => {
  test("a scan and a roast: kept, listed, opened from the history; the form reads addresses without a scheme", async () => {
    const { b, csrf } = await customerOn(t, "scan.keeper@example.com", "none");
    let page = await (await b.request("/app/scan")).text();
    expect(page).toContain('<label for="your_url">Your website</label>');
    expect(page).toContain("Nothing yet");
    expect(page).toContain("Up to 3 scans and 3 roasts per 24 hours for your account");

    const scan = await b.request("/app/scan", { form: { _csrf: csrf, your_url: sites.url("next-data"), competitor_url: sites.url("plain-cards") } });
    expect(scan.status).toBe(303);
    const scanPath = scan.headers.get("location")!;
    expect(scanPath).toMatch(/^\/app\/scan\/scn_[0-9A-Za-z]+$/);
    const kept = await (await b.request(scanPath)).text();
    expect(kept).toContain('<section id="result"');
    expect(kept).toContain("differentiation score");
    expect(kept).toContain("<h1>Scan: ");

    const roast = await b.request("/app/roast", { form: { _csrf: csrf, url: sites.url("contact-only").replace("http://", "") } });
    // Without a scheme the form reads https://, which the fixture server does not speak: a 422 naming the site.
    expect(roast.status).toBe(422);
    expect(await roast.text()).toContain("Website:");
    const roasted = await b.request("/app/roast", { form: { _csrf: csrf, url: sites.url("contact-only") } });
    expect(roasted.status).toBe(303);
    expect(await (await b.request(roasted.headers.get("location")!)).text()).toContain("roasted");

    page = await (await b.request("/app/scan")).text();
    expect(page.match(/class="card history-item"/g)).toHaveLength(2);
    expect(page).toContain(`href="${roasted.headers.get("location")}"`);
    const history = await (await b.request("/app/scan/history")).text();
    expect(history.match(/class="card history-item"/g)).toHaveLength(2);
    expect((await b.request("/app/scan/history?offset=x")).status).toBe(400);
  });

  test("bad input is a 400 in the form naming the field, and costs nothing; the limit per account is the API's (429 with Retry-After)", async () => {
    const { b, csrf } = await customerOn(t, "scan.limits@example.com", "none");
    const bad = await b.request("/app/scan", { form: { _csrf: csrf, your_url: "ftp://nope.example", competitor_url: sites.url("nuxt") } });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Your website:");
    expect(html).toContain('value="ftp://nope.example"');
    for (let i = 0; i < 3; i++) expect((await b.request("/app/roast", { form: { _csrf: csrf, url: sites.url("plain-cards") } })).status).toBe(303);
    const limited = await b.request("/app/roast", { form: { _csrf: csrf, url: sites.url("plain-cards") } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await limited.text()).toContain("The limit of 3 roasts per session");
    // Signing in again elsewhere grants nothing new: the account is the session.
    const again = new Browser(t, "198.51.100.249");
    expect((await logIn(again, "scan.limits@example.com")).status).toBe(303);
    const page = await (await again.request("/app/scan")).text();
    const csrf2 = /name="_csrf" value="([^"]+)"/.exec(page)![1];
    expect((await again.request("/app/roast", { form: { _csrf: csrf2, url: sites.url("plain-cards") } })).status).toBe(429);
    // Scans have their own allowance.
    expect((await b.request("/app/scan", { form: { _csrf: csrf, your_url: sites.url("plain-cards"), competitor_url: sites.url("nuxt") } })).status).toBe(303);
  });

  test("another customer's kept result answers 404; the forms need the CSRF token", async () => {
    const owner = await customerOn(t, "scan.owner@example.com", "none");
    const id = (await owner.b.request("/app/roast", { form: { _csrf: owner.csrf, url: sites.url("nuxt") } })).headers.get("location")!;
    const other = await customerOn(t, "scan.other@example.com", "none");
    expect((await other.b.request(id)).status).toBe(404);
    expect(await (await other.b.request("/app/scan/history")).text()).not.toContain(id);
    expect((await other.b.request("/app/scan/scn_doesnotexist")).status).toBe(404);
    for (const path of ["/app/scan", "/app/roast"]) expect((await owner.b.request(path, { form: { url: sites.url("nuxt"), your_url: sites.url("nuxt"), competitor_url: sites.url("plain-cards") } })).status).toBe(403);
  });
});
