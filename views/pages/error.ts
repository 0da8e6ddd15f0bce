import { html } from "../../src/lib/html";

const TITLES: Record<number, string> = { 400: "Bad request", 403: "Forbidden", 404: "Page not found", 405: "Method not allowed", 413: "Request too large", 429: "Too many requests", 500: "Something went wrong" };

/** A plain error page for browser navigations (the APIs answer JSON), with the ways back in. */
export function htmlErrorPage(status: number, message: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} ${TITLES[status] ?? "Error"} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body><main class="narrow"><h1>${status} · ${TITLES[status] ?? "Error"}</h1><p>${message}</p>
<nav aria-label="Ways back"><ul class="links"><li><a href="/">Home</a></li><li><a href="/swagger">API documentation</a></li></ul></nav></main></body></html>`.value;
}
