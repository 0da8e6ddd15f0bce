/**
 * The two pieces every signed-in surface (the dashboard, the customer app) puts in its pages, so
 * partials shared by both need neither layout.
 */
import { html, type Html } from "../../src/lib/html";

/**
 * A link that swaps the next page's shell into `#app` and pushes its URL, so back/forward and
 * reloads work; without JavaScript it is an ordinary link.
 */
export const hxLink = (href: string, label: string | Html, cls = "") =>
  html`<a href="${href}" hx-get="${href}" hx-target="#app" hx-push-url="true"${cls ? html` class="${cls}"` : ""}>${label}</a>`;

/** The hidden CSRF field every state-changing form carries (htmx also sends it as a header). */
export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`;
