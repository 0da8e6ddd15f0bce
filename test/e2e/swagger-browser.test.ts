/**
 * Swagger UI in a real browser (Debian's Chromium via playwright-core), as a new user tries the
 * API: for EVERY operation of both interfaces, expand it, "Try it out", Execute with what the
 * page fills in by itself (required parameters' examples, the request body's example), and read
 * the answer the page shows.
 *
 * Each must be a 2xx with a body — or, where the example cannot succeed, the documented error
 * named in the table below with the reason. The user signs in through the page first (the
 * login example's account exists, on the Command plan) and pastes the access token into
 * Authorize, as the page invites, so the signed-in operations run signed in. No network: the
 * example websites (linear.app, …) resolve to nothing, so what must read them answers its
 * documented error.
 *
 * Like the dashboard tests: skipped with a warning where Chromium is missing, a failure in CI.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findOrCreateAccount, setPasswordHash } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, launchChromium, requireChromium, type Chromium } from "../helpers/browser";

requireChromium("the Swagger UI browser test");

type Json = Record<string, any>;

/**
 * Every operation's answer to its own examples. `status` 2xx needs no reason; any other names
 * why the example cannot succeed here — and must be a status the operation documents, with the
 * error code in the body one of its documented examples' codes.
 */
const NO_DNS = "its example names public websites, which this test cannot reach (no network; every name is unknown)";
const MADE_UP_ID = "its example id is made up: it names nothing of this account (real ids come from the list and create operations)";
const EXPECTED: Record<string, { status: number; why?: string }> = {
  "POST /api/scan": { status: 422, why: NO_DNS },
  "POST /api/roast": { status: 422, why: NO_DNS },
  "POST /api/reports/request": { status: 400, why: `${NO_DNS}; competitor URLs are checked when the report is requested` },
  "GET /api/reports/get": { status: 404, why: "its example id is made up: a report id is the credential only its requester is given" },
  "POST /api/auth/refresh": { status: 401, why: "its example refresh token is made up: a real one comes from POST /api/auth/login" },
  "POST /api/auth/logout": { status: 204, why: "answers no body, by design (the example token is unknown: logging it out changes nothing)" },
  "POST /api/webhooks": { status: 400, why: `${NO_DNS}; the receiver's address is checked when the endpoint is created` },
  "DELETE /api/webhooks/{id}": { status: 404, why: MADE_UP_ID },
  "POST /api/webhooks/{id}/rotate-secret": { status: 404, why: MADE_UP_ID },
  "POST /api/webhooks/{id}/test": { status: 404, why: MADE_UP_ID },
  "GET /api/webhooks/{id}/deliveries": { status: 404, why: MADE_UP_ID },
  "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver": { status: 404, why: MADE_UP_ID },
  "POST /api/competitors": { status: 400, why: `${NO_DNS}; a competitor's address is checked when it is added` },
  "GET /api/competitors/{id}": { status: 404, why: MADE_UP_ID },
  "DELETE /api/competitors/{id}": { status: 404, why: MADE_UP_ID },
  "POST /api/competitors/{id}/check": { status: 404, why: MADE_UP_ID },
  "GET /api/competitors/{id}/changes": { status: 404, why: MADE_UP_ID },
  "GET /api/competitors/{id}/snapshots": { status: 404, why: MADE_UP_ID },
};
/** Every other operation: a 2xx with a body. */
const SUCCESS = { status: 200 };

describe.skipIf(!CHROMIUM)("Swagger UI: Try it out → Execute on every operation", () => {
  let t: TestApp;
  let base: string;
  let browser: Chromium;
  let doc: Json;

  beforeAll(async () => {
    // The document names RIVALSCOPE_BASE_URL as its server, and the page sends its requests
    // there: the server must listen where the base URL says, so its port is chosen first.
    const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = probe.port;
    probe.stop(true);
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: { RIVALSCOPE_BASE_URL: base, RIVALSCOPE_FREE_PER_MINUTE: "45" },
      // No DNS: every public name the examples use is unknown here.
      net: { resolve: async (host: string) => Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" })) },
    });
    t.app.listen({ port, hostname: "127.0.0.1" });
    doc = await (await t.request("/swagger/json")).json();
    // The account of the login example, on the Command plan (everything signed in is open to it).
    const login = doc.paths["/api/auth/login"].post.requestBody.content["application/json"];
    const example = login.example ?? Object.values<Json>(login.examples)[0].value;
    const account = await findOrCreateAccount(t.ctx, { email: example.email });
    await setPasswordHash(t.ctx, { accountId: account.id, passwordHash: await t.ctx.passwords.hash(example.password) });
    await setGrantedPlan(t.ctx, { accountId: account.id, plan: "command" });
    browser = await launchChromium(base);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.app.stop();
    await t?.close();
  });

  /** Expands an operation, presses Try it out and Execute, and reads the status and body it shows. */
  async function tryIt(method: string, path: string): Promise<{ status: number; body: string; url: string }> {
    const { page } = browser;
    const block = page.locator(`.opblock.opblock-${method}`).filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
    await block.locator(".opblock-summary-control").click();
    await block.locator("button.try-out__btn").click();
    await block.locator("button.execute").click();
    const row = block.locator(".live-responses-table tbody tr.response").first();
    await row.waitFor();
    const status = Number((await row.locator(".response-col_status").innerText()).trim());
    const pre = row.locator(".response-col_description .highlight-code pre");
    const body = (await pre.count()) ? await pre.first().innerText() : "";
    const url = (await block.locator(".request-url pre").innerText()).trim();
    // Collapse it again, so the page stays short.
    await block.locator(".opblock-summary-control").click();
    return { status, body, url };
  }

  test("every operation answers its own examples as documented", async () => {
    const { page } = browser;
    await page.goto(`${base}/swagger`);
    await page.locator(".opblock").first().waitFor();
    // Without CSS transitions: a click waits until what it clicks has stopped moving, and the
    // page's transitions made that about half of this test's time (94 s of the suite's 322 on a
    // loaded machine). What each click does is unchanged.
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });

    // One tag's section open at a time, as a reader of a long page would: a closed section's
    // operations are not in the page at all, so each click re-lays out a few operations rather
    // than every one of them (with all open, the renderer's work per click made this test a
    // quarter of the suite's time).
    const tagOf = (op: Json): string => op.tags?.[0] ?? "default";
    const tag = (name: string) => page.locator(`h3.opblock-tag[data-tag="${name}"]`);
    const openTag = async (name: string, open: boolean) => {
      if ((await tag(name).getAttribute("data-is-open")) !== String(open)) await tag(name).click();
      await page.locator(`h3.opblock-tag[data-tag="${name}"][data-is-open="${open}"]`).waitFor();
    };
    for (const name of await page.locator("h3.opblock-tag").evaluateAll((hs) => hs.map((h) => h.getAttribute("data-tag")!))) await openTag(name, false);

    const seen: Record<string, { status: number; body: string; url: string }> = {};
    // Sign in first, through the page, and authorize with the token it shows.
    const loginTag = tagOf(doc.paths["/api/auth/login"].post);
    await openTag(loginTag, true);
    seen["POST /api/auth/login"] = await tryIt("post", "/api/auth/login");
    await openTag(loginTag, false);
    const token = JSON.parse(seen["POST /api/auth/login"].body).access_token as string;
    await page.locator(".auth-wrapper button.authorize").click();
    const bearer = page.locator(".modal-ux .auth-container").filter({ hasText: "bearer" });
    await bearer.locator("input").fill(token);
    await bearer.locator("button.authorize").click();
    await bearer.locator("button.btn-done").click();

    const byTag = new Map<string, { method: string; path: string }[]>();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) byTag.set(tagOf(op), [...(byTag.get(tagOf(op)) ?? []), { method, path }]);
    }
    for (const [name, ops] of byTag) {
      await openTag(name, true);
      for (const { method, path } of ops) {
        const key = `${method.toUpperCase()} ${path}`;
        if (!seen[key]) seen[key] = await tryIt(method, path);
      }
      await openTag(name, false);
    }
    const operations = Object.entries<Json>(doc.paths).flatMap(([path, item]) => Object.entries<Json>(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    expect(operations.length).toBeGreaterThanOrEqual(36);
    expect(Object.keys(seen).sort()).toEqual(operations.map((o) => o.name).sort());
    expect(Object.keys(EXPECTED).filter((name) => !seen[name])).toEqual([]); // no line left from an operation that is gone
    const wrong: string[] = [];
    for (const { name, op } of operations) {
      const { status, body } = seen[name];
      const expected = EXPECTED[name] ?? SUCCESS;
      const summary = `${name} → ${status} ${body.replace(/\s+/g, " ").slice(0, 200)}`;
      if (expected === SUCCESS) {
        // 200, 201, 202: whatever success the operation documents, with a body.
        if (!(status >= 200 && status < 300 && op.responses[status] && body.trim().length > 2)) wrong.push(`expected a 2xx with a body: ${summary}`);
        continue;
      }
      if (status !== expected.status) {
        wrong.push(`expected ${expected.status} (${expected.why}): ${summary}`);
        continue;
      }
      if (!op.responses[status]) wrong.push(`answered a status it does not document: ${summary}`);
      if (status >= 400) {
        // The documented error: a code one of the status's examples shows.
        const codes = Object.values<Json>(op.responses[status].content?.["application/json"]?.examples ?? {}).map((e) => e.value?.error);
        const code = JSON.parse(body).error;
        if (!codes.includes(code)) wrong.push(`error ${code} is not among the documented ${status} examples (${codes.join(", ")}): ${summary}`);
      }
    }
    expect(wrong).toEqual([]);
    // Each operation opened was resolved by views/assets/swagger-local-refs.js, not by Swagger
    // UI's client (which re-reads the whole document for each) — and to exactly what the client
    // returns: one resolve of the whole document by the client, compared with the local
    // resolution of every operation and path item, key order included. A reference the local
    // resolver does not cover (one with a sibling key) is passed on to the client.
    const resolution = await page.evaluate(async () => {
      const w = window as any;
      const system = w.ui.getSystem();
      const spec = system.specSelectors.specJS();
      const options = { baseDoc: String(new URL(system.specSelectors.url(), document.baseURI)) };
      const counts = { ...w.RivalscopeLocalRefs.counts };
      const client = w.SwaggerUIBundle.plugins.SwaggerClient(system).fn.resolveSubtree;
      const whole = await client(spec, [], options);
      const at = (tree: any, path: string[]) => path.reduce((node, key) => node?.[key], tree);
      const subtrees: string[][] = [["webhooks"], ["components", "securitySchemes"], ["components", "headers"]];
      for (const where of ["paths", "webhooks"]) {
        for (const [name, item] of Object.entries<any>(spec[where])) subtrees.push([where, name], ...Object.keys(item).map((method) => [where, name, method]));
      }
      const differ: string[] = [];
      for (const path of subtrees) {
        const local = await system.fn.resolveSubtree(spec, path, options);
        if (local.errors.length || JSON.stringify(local.spec) !== JSON.stringify(at(whole.spec, path))) differ.push(path.join(" "));
      }
      const passedOn = w.RivalscopeLocalRefs.counts.client;
      const odd = structuredClone(spec);
      odd.paths["/api/v1/tools"].get.responses["200"].headers["X-Request-Id"] = { $ref: "#/components/headers/X-Request-Id", description: "overridden" };
      const sibling = await system.fn.resolveSubtree(odd, ["paths", "/api/v1/tools", "get"], options);
      return { counts, compared: subtrees.length, differ, wholeErrors: whole.errors.length, passedOn, onSibling: w.RivalscopeLocalRefs.counts.client - passedOn, sibling: sibling.spec.responses["200"].headers["X-Request-Id"] };
    });
    // (one more than the operations: Authorize resolves the security schemes)
    expect(resolution.counts).toEqual({ local: operations.length + 1, client: 0 });
    expect(resolution.wholeErrors).toBe(0);
    expect(resolution.compared).toBeGreaterThan(operations.length);
    expect(resolution.differ).toEqual([]);
    expect(resolution.passedOn).toBe(0);
    expect(resolution.onSibling).toBe(1);
    expect(resolution.sibling).toMatchObject({ description: "overridden", schema: { type: "string" }, $$ref: `${base}/swagger/json#/components/headers/X-Request-Id` });
    // The first request of the tool list is the plain one: nothing pre-filled into it.
    expect(seen["GET /api/v1/tools"].url).toBe(`${base}/api/v1/tools`);
    // The limits the page states are the ones in effect (RIVALSCOPE_FREE_PER_MINUTE above).
    expect((await page.locator(".information-container").innerText()).replace(/\s+/g, " ")).toContain("the free tier applies, per client IP: 45 requests a minute and 100 a UTC day");
    expect(browser.problems).toEqual([]);
    expect(browser.offsite).toEqual([]);
  }, 300_000);
});
