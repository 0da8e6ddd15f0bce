/**
 * Security headers on every response (security-headers.ts, applied in core.ts): nosniff on all,
 * the page headers (CSP, framing, referrer) on HTML, HSTS only under an https base URL.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/app";
import { PAGE_CSP } from "../../src/http/security-headers";

interface Row {
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
  html: boolean;
}

const HTML_ACCEPT = { accept: "text/html,application/xhtml+xml" };
const ROWS: Row[] = [
  { name: "interface A JSON", path: "/api/v1/tools?q=crm", status: 200, html: false },
  { name: "interface A JSON, second time (fast path)", path: "/api/v1/tools?q=crm", status: 200, html: false },
  { name: "interface A index", path: "/api/v1", status: 200, html: false },
  { name: "interface B JSON 401", path: "/api/me", status: 401, html: false },
  { name: "health", path: "/healthz", status: 200, html: false },
  { name: "OpenAPI document", path: "/swagger/json", status: 200, html: false },
  { name: "metrics", path: "/metrics", status: 200, html: false },
  { name: "home page", path: "/", status: 200, html: true },
  { name: "dashboard sign-in page", path: "/admin/login", status: 200, html: true },
  { name: "Swagger UI", path: "/swagger", status: 200, html: true },
  { name: "asset: htmx", path: "/assets/htmx.min.js", status: 200, html: false },
  { name: "asset: stylesheet", path: "/assets/app.css", status: 200, html: false },
  { name: "404 JSON", path: "/api/v1/nothing-here", status: 404, html: false },
  { name: "404 HTML page", path: "/nothing-here", init: { headers: HTML_ACCEPT }, status: 404, html: true },
  { name: "404 inside the dashboard", path: "/admin/nothing-here", init: { headers: HTML_ACCEPT }, status: 303, html: true },
  { name: "405", path: "/api/v1/tools", init: { method: "DELETE" }, status: 405, html: false },
  { name: "413", path: "/api/auth/login", init: { method: "POST", headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) }, body: "{}" }, status: 413, html: false },
  { name: "redirect to sign-in", path: "/admin", status: 303, html: true },
];

describe("security headers (http base URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const row of ROWS) {
    test(`${row.name}: ${row.init?.method ?? "GET"} ${row.path} → ${row.status}`, async () => {
      const res = await t.app.handle(new Request(`http://localhost${row.path}`, row.init));
      // 303 from /admin/nothing-here: a signed-out visitor goes to sign-in first.
      expect(res.status).toBe(row.status);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      const type = res.headers.get("content-type") ?? "";
      if (type.startsWith("text/html")) expect(row.html).toBe(true);
      if (row.html) {
        const csp = res.headers.get("content-security-policy") ?? "";
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain("'unsafe-inline'; script"); // never for scripts
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("referrer-policy")).toMatch(/^(same-origin|no-referrer)$/);
      }
    });
  }

  test("pages use the one CSP, which allows no inline script or style", async () => {
    const res = await t.app.handle(new Request("http://localhost/admin/login"));
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(PAGE_CSP).not.toContain("unsafe-inline");
    const html = await res.text();
    // No inline script in the page: every <script> has a src.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  });

  test("the dashboard layout, which loads htmx, turns off its injected indicator styles", async () => {
    const { adminDocument } = await import("../../views/layouts/admin");
    const html = String(adminDocument({ title: "T", active: "overview", content: "" as never } as never));
    expect(html).toContain("htmx.min.js");
    expect(html).toContain('<meta name="htmx-config" content="includeIndicatorCSS:false">');
  });
});

describe("security headers (https base URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RIVALSCOPE_BASE_URL: "https://rivalscope.example.com" } });
  });
  afterAll(() => t.close());

  for (const path of ["/api/v1/tools?q=crm", "/healthz", "/", "/nothing-here", "/admin"]) {
    test(`HSTS on ${path}`, async () => {
      const res = await t.app.handle(new Request(`http://localhost${path}`));
      expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    });
  }
});
