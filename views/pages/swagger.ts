import { html } from "../../src/lib/html";

/**
 * Swagger UI, served offline: the bundle, its stylesheet and the start-up script are assets of
 * the executable (no inline script, so the page keeps a strict CSP).
 */
export function swaggerPage(title: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/swagger/assets/swagger-ui.css"><link rel="stylesheet" href="/swagger/assets/swagger-overrides.css"><link rel="icon" href="/favicon.ico"></head>
<body><div id="swagger-ui" data-spec-url="/swagger/json"></div>
<script src="/swagger/assets/swagger-ui-bundle.js"></script>
<script src="/swagger/assets/swagger-local-refs.js"></script>
<script src="/swagger/assets/swagger-init.js"></script></body></html>`.value;
}
