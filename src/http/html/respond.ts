/**
 * How the server-rendered surfaces (the admin dashboard, the customer app) answer: a full page for
 * a browser navigation, only the part htmx asked for otherwise (after the Hypermedia Systems
 * contact app). htmx 4 sends `HX-Request: true`, `HX-Request-Type: full|partial` and
 * `HX-Target: tag#id`; a partial request gets the fragment named after its target's id when the
 * page offers one, else the page's shell (header + main) for `#app`.
 *
 * The layout is a parameter (`htmlResponder(layout)`): each surface brings its own document, shell
 * and plain page, and gets `page`, `refuse` and `notFound` that answer in it.
 */
import { Html, html } from "../../lib/html";
import { flashMessage } from "../../../views/partials/flash";
import { field } from "../request-fields";

export { field, readCookie, urlField } from "../request-fields";

/**
 * Headers on every page and fragment:
 * - Vary: the same URL answers a page or a fragment depending on these request headers, so no
 *   cache may hand one to the other.
 * - no-store: pages show data (and, once, a full API key) that must not linger in a cache.
 * - The CSP and framing rules of every HTML page are added to every page by core.ts (security-headers.ts).
 */
export const HTML_HEADERS: Record<string, string> = {
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
  const h = new Headers(HTML_HEADERS);
  new Headers(headers).forEach((v, k) => h.append(k, v));
  return new Response(String(body), { status, headers: h });
}

/** What a surface's layout offers the responder. `V` is the layout's own view (title, session, navigation…). */
export interface HtmlLayout<V extends { title: string }> {
  /** The whole document around a page. */
  document(view: V & { content: Html }): Html;
  /** What `#app` holds — header and main — for htmx navigations. */
  shell(view: V & { content: Html }): Html;
  /** A narrow page without navigation (refusals outside htmx). */
  plain(view: { title: string; content: Html }): Html;
  /** The link back to the surface's start page, under a refusal or a 404. */
  back: { plain: Html; inLayout: Html };
}

export type PageView<V> = V & {
  content: Html;
  /** Fragments by target id, for partial requests that swap less than the page. */
  fragments?: Record<string, () => Html>;
  status?: number;
  headers?: Record<string, string> | Headers;
};

export interface HtmlResponder<V extends { title: string }> {
  /** A page, or the part of it an htmx request targets. */
  page(request: Request, view: PageView<V>): Response;
  /**
   * Refuses a request with a message a person can act on: in the page's flash area for htmx
   * (HX-Retarget/HX-Reswap, since htmx 4 swaps error responses into the original target), as a
   * small page otherwise.
   */
  refuse(request: Request, status: number, title: string, message: string | Html, headers?: Record<string, string>): Response;
  /**
   * A 404 inside the surface, in its layout and navigation, so the person is one click from
   * anywhere. An htmx request that targets less than the page gets the message in the flash area.
   */
  notFound(request: Request, view: Omit<V, "title">, title: string, message: string): Response;
}

export function htmlResponder<V extends { title: string }>(layout: HtmlLayout<V>): HtmlResponder<V> {
  const page = (request: Request, view: PageView<V>): Response => {
    if (wantsPartial(request)) {
      const id = targetId(request);
      const fragment = id ? view.fragments?.[id] : undefined;
      return htmlResponse(fragment ? fragment() : layout.shell(view), view.status, view.headers);
    }
    return htmlResponse(layout.document(view), view.status, view.headers);
  };
  const refuse = (request: Request, status: number, title: string, message: string | Html, headers: Record<string, string> = {}) => {
    if (isHtmx(request)) {
      return htmlResponse(flashMessage(message, "error"), status, { "hx-retarget": "#flash", "hx-reswap": "innerHTML", ...headers });
    }
    return htmlResponse(layout.plain({ title, content: html`<h1>${title}</h1><p>${message}</p><p>${layout.back.plain}</p>` }), status, headers);
  };
  return {
    page,
    refuse,
    notFound(request, view, title, message) {
      if (wantsPartial(request) && targetId(request) !== "app") return refuse(request, 404, title, message);
      return page(request, { ...view, title, status: 404, content: html`<h1>${title}</h1><p>${message}</p><p>${layout.back.inLayout}</p>` } as PageView<V>);
    },
  };
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

export interface CookieOptions {
  maxAgeS: number;
  secure: boolean;
  /** The part of the site that sees the cookie; the API under /api never sees a page's cookie. */
  path?: "/admin" | "/account" | "/app";
  /**
   * Strict (the default; the dashboard): never sent on a request another site started. Lax (the
   * customer app): also sent on a top-level GET navigation from another site — a link in a mail,
   * the identity provider's redirect back — but still never on a cross-site POST or fetch.
   */
  sameSite?: "Strict" | "Lax";
}

/**
 * A page cookie. HttpOnly: page scripts (and so any injected script) cannot read it. SameSite
 * keeps it off requests other sites start (cross-site request forgery stops at the door; the CSRF
 * token is the second lock). Secure under https, so it never travels in clear text.
 */
export function cookie(name: string, value: string, opts: CookieOptions): string {
  return `${name}=${value}; Path=${opts.path ?? "/admin"}; Max-Age=${opts.maxAgeS}; HttpOnly; SameSite=${opts.sameSite ?? "Strict"}${opts.secure ? "; Secure" : ""}`;
}
