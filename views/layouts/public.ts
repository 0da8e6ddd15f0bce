/**
 * The layout of the public pages a customer reaches by link (checkout, success, password reset,
 * billing portal): one narrow column and our stylesheet. No script, except copy.js on a page
 * with copy buttons (a file, never inline, as the CSP requires): the password form and the
 * billing portal run nothing.
 */
import { html, type Html } from "../../src/lib/html";

export function publicPage(title: string, body: Html, opts: { refreshSeconds?: number; copyButtons?: boolean } = {}): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${opts.refreshSeconds ? html`<meta http-equiv="refresh" content="${opts.refreshSeconds}">` : ""}
<title>${title} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body><main class="narrow">${body}</main>${opts.copyButtons ? html`<script src="/assets/copy.js"></script>` : ""}</body></html>`.value;
}
