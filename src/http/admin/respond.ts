/**
 * How the dashboard answers: a full page for a browser navigation, only the part htmx asked for
 * otherwise (after the Hypermedia Systems contact app). htmx 4 sends `HX-Request: true`,
 * `HX-Request-Type: full|partial` and `HX-Target: tag#id`; a partial request gets the fragment
 * named after its target's id when the page offers one, else the page's shell (header + main)
 * for `#app`.
 */
import { Html, html } from "../../lib/html";
import { adminDocument, adminShell, navLink, plainDocument, type LayoutView } from "../../../views/layouts/admin";
import { flashMessage } from "../../../views/partials/flash";
import { field } from "../request-fields";

export { field, readCookie } from "../request-fields";

/**
 * Headers on every dashboard response:
 * - Vary: the same URL answers a page or a fragment depending on these request headers, so no
 *   cache may hand one to the other.
 * - no-store: pages show data (and, once, a full API key) that must not linger in a cache.
 * - The CSP and framing rules of every HTML page are added to every page by core.ts (security-headers.ts).
 */
export const ADMIN_HEADERS: Record<string, string> = {
  "content-type": "text/html; charset=utf-8",
  vary: "HX-Request, HX-Request-Type, HX-Target",
  "cache-control": "no-store",
};

export const isHtmx = (request: Request) => request.headers.get("hx-request") === "true";

/** True when htmx wants a piece of a page rather than a whole document (history restores ask for "full"). */
export const wantsPartial = (request: Request) => isHtmx(request) && request.headers.get("hx-request-type") !== "full";

/** The id of the element htmx will swap into (`HX-Target: tbody#key-rows` → "key-rows"). */
export function targetId(request: Request): string | null {
  const t = request.headers.get("hx-target");
  const hash = t?.indexOf("#") ?? -1;
  if (!t || hash < 0) return null;
  try {
    return decodeURI(t.slice(hash + 1));
  } catch {
    return null;
  }
}

export function htmlResponse(body: Html | string, status = 200, headers: Record<string, string> | Headers = {}): Response {
  const h = new Headers(ADMIN_HEADERS);
  new Headers(headers).forEach((v, k) => h.append(k, v));
  return new Response(String(body), { status, headers: h });
}

export interface PageView extends LayoutView {
  content: Html;
  /** Fragments by target id, for partial requests that swap less than the page. */
  fragments?: Record<string, () => Html>;
  status?: number;
  headers?: Record<string, string> | Headers;
}

/** A dashboard page, or the part of it an htmx request targets. */
export function page(request: Request, view: PageView): Response {
  if (wantsPartial(request)) {
    const id = targetId(request);
    const fragment = id ? view.fragments?.[id] : undefined;
    return htmlResponse(fragment ? fragment() : adminShell(view), view.status, view.headers);
  }
  return htmlResponse(adminDocument(view), view.status, view.headers);
}

/**
 * Refuses a request with a message a person can act on: in the page's flash area for htmx
 * (HX-Retarget/HX-Reswap, since htmx 4 swaps error responses into the original target), as
 * a small page otherwise.
 */
export function refuse(request: Request, status: number, title: string, message: string, headers: Record<string, string> = {}): Response {
  if (isHtmx(request)) {
    return htmlResponse(flashMessage(message, "error"), status, { "hx-retarget": "#flash", "hx-reswap": "innerHTML", ...headers });
  }
  return htmlResponse(plainDocument({ title, content: html`<h1>${title}</h1><p>${message}</p><p><a href="/admin">Back to the dashboard</a></p>` }), status, headers);
}

/**
 * A 404 inside the dashboard, in the dashboard: its layout and navigation around the message, so
 * the admin is one click from anywhere. An htmx request that targets less than the page gets the
 * message in the flash area instead (see refuse).
 */
export function notFoundPage(request: Request, session: LayoutView["session"], title: string, message: string): Response {
  if (wantsPartial(request) && targetId(request) !== "app") return refuse(request, 404, title, message);
  return page(request, {
    title,
    session,
    status: 404,
    content: html`<h1>${title}</h1><p>${message}</p><p>${navLink("/admin", "Back to the overview")}</p>`,
  });
}

/** A redirect after a POST (303: the browser follows with GET); for htmx, a client-side redirect. */
export function seeOther(request: Request, location: string, headers: Record<string, string> | Headers = {}): Response {
  const h = new Headers(headers);
  if (isHtmx(request)) {
    h.set("hx-redirect", location);
    return htmlResponse("", 200, h);
  }
  h.set("location", location);
  return htmlResponse("", 303, h);
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────

/**
 * The values a filter offers: those the data has (so no choice can only ever match nothing),
 * plus the one selected, so the form still shows what the list is filtered by.
 */
export function offered<T extends string>(present: readonly T[], selected: string): readonly string[] {
  return selected && !present.includes(selected as T) ? [...present, selected] : present;
}

/** Every value of a field that may repeat (checkboxes of one name), as strings. */
export function fieldValues(body: unknown, name: string): string[] {
  if (!body || typeof body !== "object") return [];
  const v = (body as Record<string, unknown>)[name];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
}

/** A query parameter as a string ("" when absent or repeated oddly). */
export function param(query: unknown, name: string): string {
  return field(query, name).trim();
}

// ── Cookies ───────────────────────────────────────────────────────────────────────────────

/**
 * A dashboard cookie. HttpOnly: page scripts (and so any injected script) cannot read it.
 * SameSite=Strict: the browser never sends it on a request started by another site, which
 * stops cross-site request forgery at the door (the CSRF token is the second lock). Secure
 * under https, so it never travels in clear text. Path=/admin (or the customer pages' /account):
 * the API never sees it.
 */
export function cookie(name: string, value: string, opts: { maxAgeS: number; secure: boolean; path?: "/admin" | "/account" }): string {
  return `${name}=${value}; Path=${opts.path ?? "/admin"}; Max-Age=${opts.maxAgeS}; HttpOnly; SameSite=Strict${opts.secure ? "; Secure" : ""}`;
}
