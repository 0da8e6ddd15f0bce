/**
 * The top navigation of the dashboard and the customer app: one bar on a laptop, one "Menu"
 * disclosure on a phone — no script. Both are in the page; the stylesheet shows one of them by the
 * screen's width, and the hidden one (display: none) is out of the tab order and of what screen
 * readers read, so nobody meets the links twice.
 *
 * On the wide bar, entries past the first few go under a "More" disclosure, so the bar stays one
 * row at 1280 px whatever is added to it.
 */
import { html, type Html } from "../../src/lib/html";

export interface NavEntry {
  key: string;
  href: string;
  label: string;
}

export interface NavView {
  /** The nav's accessible name ("Dashboard", "App"). */
  label: string;
  brand: Html;
  /** Shown on the wide bar. */
  entries: NavEntry[];
  /** Under "More" on the wide bar. */
  more?: NavEntry[];
  active?: string;
  /** Who is signed in and the sign-out form (right of the bar; last in the phone menu). */
  account?: Html;
  /** How an entry links (plain, or htmx navigation inside the surface). */
  link: (href: string, label: string, cls: string) => Html;
}

export function siteNav(v: NavView): Html {
  const item = (e: NavEntry) => html`<li>${v.link(e.href, e.label, e.key === v.active ? "active" : "")}</li>`;
  const more = v.more ?? [];
  const moreActive = more.some((e) => e.key === v.active);
  return html`<header class="top"><nav aria-label="${v.label}">
  ${v.brand}
  <ul class="nav-wide">${v.entries.map(item)}${
    more.length ? html`<li><details class="nav-more"><summary${moreActive ? html` class="active"` : ""}>More</summary><ul>${more.map(item)}</ul></details></li>` : ""
  }</ul>
  ${v.account ? html`<div class="nav-account nav-wide">${v.account}</div>` : ""}
  <details class="nav-narrow"><summary>Menu</summary><div class="nav-panel"><ul>${[...v.entries, ...more].map(item)}</ul>${v.account ? html`<div class="nav-account">${v.account}</div>` : ""}</div></details>
</nav></header>`;
}
