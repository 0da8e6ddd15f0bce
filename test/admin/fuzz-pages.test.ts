/**
 * Property-based fuzz of the dashboard as a signed-in admin: every list page with random filters,
 * every detail, download and action route with random ids and form fields (with the session's
 * CSRF token, so the requests reach validation and the verbs). Nothing may answer 500; whatever
 * the input, the pages stay pages.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, signedInAdmin } from "./helpers";

let t: TestApp;
let b: Browser;
let csrf: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ b, csrf } = await signedInAdmin(t));
});
afterAll(() => t.close());

const RUNS = 40;
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "..", "../../etc/passwd", "%2e%2e%2f", "\u0000", "\ud800", "<script>alert(1)</script>", "' OR 1=1 --", "-1", "1e309", "9".repeat(40), "rivalscope-20261123-120000.sqlite", "RIVALSCOPE_FREE_PER_MINUTE", "unlimited"),
);
/** Percent-encoding of any string (lone surrogates as the bytes a sloppy client sends). */
const enc = (s: string) => encodeURIComponent(s.toWellFormed()).replace(/%EF%BF%BD/g, "%ED%A0%80");
const queryOf = (q: Record<string, string>) => Object.entries(q).map(([k, v]) => `${k}=${enc(v)}`).join("&");

async function expectPage(res: Response, where: string) {
  expect(res.status, where).toBeLessThan(500);
  await res.arrayBuffer();
}

describe("fuzz: the dashboard, signed in", () => {
  test("list pages with random filters, as a page and as htmx", async () => {
    const pages = ["/admin", "/admin/keys", "/admin/accounts", "/admin/subscriptions", "/admin/reports", "/admin/competitors", "/admin/webhooks", "/admin/catalog", "/admin/outbox", "/admin/jobs", "/admin/backups", "/admin/audit", "/admin/settings"];
    const filters = fc.dictionary(fc.constantFrom("q", "search", "status", "account", "tier", "kind", "actor", "action", "target", "from", "to", "before", "page", "limit", "category", "x"), hostile, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), filters, fc.boolean(), async (page, q, htmx) => {
        const path = `${page}?${queryOf(q)}`;
        await expectPage(htmx ? await b.htmx(path) : await b.request(path), path);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  test("detail, download and action routes with random ids and form fields", async () => {
    const routes = [
      ["GET", "/admin/accounts/:id"],
      ["POST", "/admin/accounts/:id/plan"],
      ["GET", "/admin/keys/:id"],
      ["GET", "/admin/keys/:id/edit"],
      ["POST", "/admin/keys/:id"],
      ["POST", "/admin/keys/:id/revoke"],
      ["GET", "/admin/catalog/:id"],
      ["GET", "/admin/catalog/:id/edit"],
      ["POST", "/admin/catalog/:id"],
      ["POST", "/admin/catalog/:id/revert"],
      ["GET", "/admin/competitors/:id"],
      ["POST", "/admin/competitors/:id/check"],
      ["GET", "/admin/webhooks/:id"],
      ["POST", "/admin/webhooks/:id/disable"],
      ["POST", "/admin/jobs/:id/retry"],
      ["POST", "/admin/reports/:id/retry"],
      ["GET", "/admin/backups/:id"],
      ["POST", "/admin/settings/:id"],
      ["POST", "/admin/settings/:id/reset"],
    ] as const;
    // The control: the session and its CSRF token are accepted, so fuzzed forms reach validation.
    const control = await b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { method: "POST", form: { value: "not a number", _csrf: csrf } });
    expect([400, 422]).toContain(control.status);
    const form = fc.dictionary(fc.constantFrom("value", "plan", "tier", "name", "note", "per_minute", "quota", "status", "email", "x"), hostile, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(hostile, fc.uuid()), form, fc.boolean(), async ([method, template], id, fields, htmx) => {
        const path = template.replace(":id", enc(id) || "x");
        const init = method === "POST" ? { method, form: { ...fields, _csrf: csrf } } : { method };
        const res = htmx ? await b.htmx(path, { ...init, csrf }) : await b.request(path, init);
        await expectPage(res, `${method} ${path} ${JSON.stringify(fields).slice(0, 160)}`);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
