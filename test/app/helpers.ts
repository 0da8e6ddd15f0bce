/**
 * Helpers for the customer app's tests: a browser-like client (the dashboard tests' Browser, with
 * its cookie jar), signing up through the real forms, links from the outbox.
 */
import { expect } from "bun:test";
import { findAccountByEmail } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { listOutbox } from "../../src/mail/outbox";
import type { TestApp } from "../helpers/app";
import { Browser, formToken } from "../admin/helpers";

export { Browser, formToken };

export const PASSWORD = "correct horse battery";

/** The newest mail to `to` in the outbox, or undefined (mails written in one transaction share a time: look them up by subject). */
export const lastMailTo = async (t: TestApp, to: string) => (await listOutbox(t.ctx, { limit: 1000 })).find((m) => m.to === to);

/** The app link (path and token) of the newest mail to `to`. */
export async function linkIn(t: TestApp, to: string, kind: "confirm" | "set-password"): Promise<{ path: string; token: string } | null> {
  const m = (await lastMailTo(t, to))?.text.match(new RegExp(`http://localhost:3000(/app/${kind}\\?token=(r\\w\\w_[0-9A-Za-z]{43})[^\\s]*)`));
  return m ? { path: m[1], token: m[2] } : null;
}

/** The CSRF token on <body hx-headers> of a signed-in app page. */
export function pageCsrf(page: string): string {
  const m = /hx-headers:inherited="([^"]+)"/.exec(page);
  if (!m) throw new Error("no hx-headers on the page");
  return JSON.parse(m[1].replace(/&quot;/g, '"'))["X-CSRF-Token"];
}

/** Signs up through the form; expects the "check your inbox" answer. */
export async function signUp(b: Browser, email: string, password = PASSWORD, extra: Record<string, string> = {}) {
  const form = await (await b.request("/app/signup")).text();
  const res = await b.request("/app/signup", { form: { _csrf: formToken(form), email, password, confirm: password, ...extra } });
  return res;
}

/** Opens a confirmation link and types the password: signed in (303). */
export async function confirm(b: Browser, path: string, password = PASSWORD) {
  const page = await b.request(path);
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)![1];
  const next = /name="next" value="([^"]+)"/.exec(html)?.[1];
  return b.request("/app/confirm", { form: { _csrf: formToken(html), token, password, ...(next ? { next: next.replace(/&amp;/g, "&") } : {}) } });
}

/** A new customer, signed up, confirmed and signed in through the forms; returns the session's CSRF token. */
export async function signedUpCustomer(t: TestApp, b: Browser, email: string, password = PASSWORD): Promise<string> {
  expect((await signUp(b, email, password)).status).toBe(200);
  const link = (await linkIn(t, email, "confirm"))!;
  expect((await confirm(b, link.path, password)).status).toBe(303);
  const overview = await b.request("/app");
  expect(overview.status).toBe(200);
  return pageCsrf(await overview.text());
}

/** Signs in through the form (303 on success). */
export async function logIn(b: Browser, email: string, password = PASSWORD, next?: string) {
  const form = await (await b.request(`/app/login${next ? `?next=${encodeURIComponent(next)}` : ""}`)).text();
  return b.request("/app/login", { form: { _csrf: formToken(form), email, password, ...(next ? { next } : {}) } });
}

let nextIp = 10;

/**
 * A signed-up customer in a browser of its own address (so per-IP limits never meet), on `plan`
 * as the operator grants it ("none": no plan); with its session's CSRF token.
 */
export async function customerOn(t: TestApp, email: string, plan: "tracker" | "command" | "none"): Promise<{ b: Browser; csrf: string }> {
  const b = new Browser(t, `198.51.100.${nextIp++ % 250}`);
  const csrf = await signedUpCustomer(t, b, email);
  if (plan !== "none") await setGrantedPlan(t.ctx, { accountId: (await findAccountByEmail(t.ctx, { email }))!.id, plan });
  return { b, csrf };
}
