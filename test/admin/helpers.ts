/**
 * Helpers for the dashboard's route tests: an admin, a signed-in browser-like client that keeps
 * its cookies, and the tokens pages carry.
 */
import { afterAll, beforeAll } from "bun:test";
import { upsertAdmin } from "../../src/admin/admins";
import { createTestApp, type TestApp } from "../helpers/app";

export const ADMIN = { email: "ops@example.com", password: "correct horse battery" };

export async function createAdmin(t: TestApp, who = ADMIN) {
  return (await upsertAdmin(t.ctx, who)).admin;
}

/** The usual start of a dashboard test: an admin, and a browser signed in as it with its form token. */
export async function signedInAdmin(t: TestApp, ip?: string) {
  const admin = await createAdmin(t);
  const b = new Browser(t, ip);
  return { admin, b, csrf: await b.signIn() };
}

/**
 * For a describe block: a fresh app and a browser signed in as an admin, made before its first
 * test and closed after its last. Read the fields inside tests (they are set by then).
 */
export function signedInDashboard(opts?: Parameters<typeof createTestApp>[0]): { t: TestApp; b: Browser; csrf: string } {
  const s = {} as { t: TestApp; b: Browser; csrf: string };
  beforeAll(async () => {
    s.t = await createTestApp(opts);
    Object.assign(s, await signedInAdmin(s.t));
  });
  afterAll(() => s.t.close());
  return s;
}

/** The value of the hidden _csrf field in a page. */
export const formToken = (page: string) => /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";

/** A client with a cookie jar, speaking to the app through app.handle. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    private t: TestApp,
    private ip = "203.0.113.7",
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    headers.set("x-forwarded-for", this.ip);
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
    const res = await this.t.request(path, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/.test(c) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** htmx-style request: HX-Request headers plus the session's CSRF header. */
  htmx(path: string, init: { method?: string; form?: Record<string, string>; target?: string; csrf?: string | null } = {}) {
    const headers: Record<string, string> = { "hx-request": "true", "hx-request-type": "partial", accept: "text/html" };
    if (init.target) headers["hx-target"] = init.target;
    if (init.csrf) headers["x-csrf-token"] = init.csrf;
    return this.request(path, { method: init.method, form: init.form, headers });
  }

  /** Signs in through the real form; returns the session's CSRF token. */
  async signIn(who = ADMIN): Promise<string> {
    const login = await (await this.request("/admin/login")).text();
    const res = await this.request("/admin/login", { form: { _csrf: formToken(login), email: who.email, password: who.password, next: "/admin" } });
    if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return this.csrf();
  }

  /** The CSRF token the dashboard puts on <body hx-headers>. */
  async csrf(): Promise<string> {
    const page = await (await this.request("/admin")).text();
    const m = /hx-headers:inherited="([^"]+)"/.exec(page);
    if (!m) throw new Error("no hx-headers on the page");
    return JSON.parse(m[1].replace(/&quot;/g, '"'))["X-CSRF-Token"];
  }
}
