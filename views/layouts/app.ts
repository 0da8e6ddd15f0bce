/**
 * The customer app's layout (/app): the same layout → page → partial shape as the dashboard's
 * (views/layouts/admin.ts), its own navigation. A full document for browser navigations, or just
 * its shell (header and main, swapped into `#app`) when htmx navigates between pages.
 *
 * Each page group adds its entry to APP_NAV and answers with `appPage` (src/http/app/respond.ts).
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField, hxLink } from "../partials/links";
import { siteNav, type NavEntry } from "../partials/nav";

export type AppNavKey = "overview" | "competitors" | "reports" | "webhooks" | "settings" | "scan";

/** The signed-in customer's navigation, in the order it shows. */
export const APP_NAV: (NavEntry & { key: AppNavKey })[] = [
  { key: "overview", href: "/app", label: "Overview" },
  { key: "competitors", href: "/app/competitors", label: "Competitors" },
  { key: "reports", href: "/app/reports", label: "Reports" },
  { key: "webhooks", href: "/app/webhooks", label: "Webhooks" },
  { key: "scan", href: "/app/scan", label: "Scan" },
  { key: "settings", href: "/app/settings", label: "Settings" },
];

/** Before sign-in: where a visitor can go. */
const PUBLIC_NAV: NavEntry[] = [
  { key: "pricing", href: "/pricing", label: "Pricing" },
  { key: "login", href: "/app/login", label: "Sign in" },
  { key: "signup", href: "/app/signup", label: "Sign up" },
];

export interface AppLayoutView {
  title: string;
  /** Which navigation entry is current. */
  active?: AppNavKey | "pricing" | "login" | "signup";
  /** The signed-in customer; absent on the sign-in and sign-up pages. */
  session?: { email: string; csrfToken: string };
  /** A message shown above the content. */
  flash?: Html;
  /** A page before sign-in that needs the full width (pricing); the others are one narrow column. */
  wide?: boolean;
}

export { csrfField } from "../partials/links";
/** A link that swaps the next page's shell into `#app` (views/partials/links.ts). */
export const appLink = hxLink;

const plainLink = (href: string, label: string, cls: string) => html`<a href="${href}"${cls ? html` class="${cls}"` : ""}>${label}</a>`;


function header(view: AppLayoutView): Html {
  const brand = html`<a class="brand" href="/">Rivalscope</a>`;
  if (!view.session) return siteNav({ label: "Site", brand, entries: PUBLIC_NAV, active: view.active, link: plainLink });
  return siteNav({
    label: "App",
    brand,
    entries: APP_NAV,
    active: view.active,
    link: appLink,
    account: html`<form class="inline signout" method="post" action="/app/logout">${csrfField(view.session.csrfToken)}<span class="who" title="${view.session.email}">${view.session.email}</span> <button type="submit" class="link">Sign out</button></form>`,
  });
}

const appContent = (view: AppLayoutView & { content: Html }) =>
  html`${header(view)}
<main id="main" class="app${view.session || view.wide ? "" : " narrow-app"}"><div id="flash">${view.flash}</div>${view.content}</main>`;

/** Header and main: what `#app` holds, and what htmx navigations swap (htmx takes the <title> too). */
export const appShell = (view: AppLayoutView & { content: Html }): Html => html`<title>${view.title} · Rivalscope</title>
${appContent(view)}`;

/**
 * The whole document. The CSRF token rides on <body> so every htmx request below sends it. Pages
 * before sign-in run no script at all: they are plain forms, and some carry a token in their URL.
 */
export function appDocument(view: AppLayoutView & { content: Html }): Html {
  const csrf = view.session ? html` hx-headers:inherited="${JSON.stringify({ "X-CSRF-Token": view.session.csrfToken })}"` : html``;
  // htmx's indicator styles live in app.css (its own would be a run-time stylesheet outside the CSP).
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="htmx-config" content="includeIndicatorCSS:false">
<title>${view.title} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body${csrf}><div id="app">${appContent(view)}</div>
${view.session ? html`<script src="/assets/htmx.min.js"></script><script src="/assets/copy.js"></script>` : ""}</body></html>`;
}

/** A narrow page with the public navigation (refusals outside htmx). */
export const appPlainDocument = (view: { title: string; content: Html }): Html => appDocument({ title: view.title, content: view.content });
