import { html } from "../../src/lib/html";

/** A plain error page for browser navigations (the APIs answer JSON). */
export function htmlErrorPage(status: number, message: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"></head>
<body><main class="narrow"><h1>${status}</h1><p>${message}</p><p><a href="/">Home</a></p></main></body></html>`.value;
}
