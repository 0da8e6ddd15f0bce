/**
 * The dashboard layout: a full document for browser navigations, or just its shell (header and
 * main, swapped into `#app`) when htmx navigates between pages.
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField, hxLink } from "../partials/links";
import { siteNav, type NavEntry } from "../partials/nav";

export interface LayoutView {
  title: string;
  /** Which navigation entry is current. */
  active?: NavKey;
  /** The signed-in admin; absent on the sign-in and setup pages. */
  session?: { email: string; csrfToken: string };
  /** A message shown above the content. */
  flash?: Html;
}

export type NavKey = "overview" | "keys" | "accounts" | "reports" | "competitors" | "webhooks" | "catalog" | "outbox" | "jobs" | "backups" | "audit" | "settings";

/** The bar's entries; the rest sit under "More" (one row at 1280 px; see views/partials/nav.ts). */
const NAV: NavEntry[] = [
  { key: "overview", href: "/admin", label: "Overview" },
  { key: "keys", href: "/admin/keys", label: "API keys" },
  { key: "accounts", href: "/admin/accounts", label: "Accounts" },
  { key: "reports", href: "/admin/reports", label: "Reports" },
  { key: "competitors", href: "/admin/competitors", label: "Competitors" },
  { key: "webhooks", href: "/admin/webhooks", label: "Webhooks" },
  { key: "catalog", href: "/admin/catalog", label: "Catalog" },
];
const MORE: NavEntry[] = [
  { key: "outbox", href: "/admin/outbox", label: "Outbox" },
  { key: "jobs", href: "/admin/jobs", label: "Jobs" },
  { key: "backups", href: "/admin/backups", label: "Backups" },
  { key: "audit", href: "/admin/audit", label: "Audit log" },
  { key: "settings", href: "/admin/settings", label: "Settings" },
];

export { csrfField } from "../partials/links";
/** A link that swaps the next page's shell into `#app` (views/partials/links.ts). */
export const navLink = hxLink;


function header(view: LayoutView): Html {
  if (!view.session) return html``;
  return siteNav({
    label: "Dashboard",
    brand: html`<span class="brand">Rivalscope</span>`,
    entries: NAV,
    more: MORE,
    active: view.active,
    link: navLink,
    account: html`<form class="inline signout" method="post" action="/admin/logout">${csrfField(view.session.csrfToken)}<span class="who" title="${view.session.email}">${view.session.email}</span> <button type="submit" class="link">Sign out</button></form>`,
  });
}

const appContent = (view: LayoutView & { content: Html }) =>
  html`${header(view)}
<main id="main"><div id="flash">${view.flash}</div>${view.content}</main>`;

/** Header and main: what `#app` holds, and what htmx navigations swap (htmx takes the <title> too). */
export const adminShell = (view: LayoutView & { content: Html }): Html => html`<title>${view.title} · Rivalscope admin</title>
${appContent(view)}`;

/** The whole document. The CSRF token rides on <body> so every htmx request below sends it. */
export function adminDocument(view: LayoutView & { content: Html }): Html {
  const csrf = view.session ? html` hx-headers:inherited="${JSON.stringify({ "X-CSRF-Token": view.session.csrfToken })}"` : html``;
  // htmx's own indicator rules would arrive as a stylesheet it builds at run time, outside the
  // CSP's style-src 'self': they are off here and live in app.css instead.
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="htmx-config" content="includeIndicatorCSS:false">
<title>${view.title} · Rivalscope admin</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body${csrf}><div id="app">${appContent(view)}</div>
<script src="/assets/htmx.min.js"></script><script src="/assets/copy.js"></script></body></html>`;
}

/** A narrow page without navigation (sign-in, setup, refusals). */
export function plainDocument(view: { title: string; content: Html }): Html {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.title} · Rivalscope admin</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body><main class="narrow">${view.content}</main></body></html>`;
}
