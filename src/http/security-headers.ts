/**
 * Security headers, written once and applied to every response by the core plugin (core.ts).
 *
 * Every response: `X-Content-Type-Options: nosniff` (JSON included: a browser must never run an
 * API answer as a script or page), and HSTS when the public base URL is https.
 *
 * Everything outside the JSON surfaces (pages, redirects, assets, their errors) also gets the page
 * headers: the CSP allows our own scripts and styles only — a second line of defence should
 * escaping ever miss — and `frame-ancestors 'none'` (with X-Frame-Options for older browsers)
 * stops another site framing a page to trick a click on "Pay", "Revoke" or "Cancel"
 * (clickjacking). A response that sets one of these itself keeps its own (Swagger UI's CSP, the
 * pages whose URL must not leave as a Referer).
 *
 * No inline script anywhere; htmx 4 would add its request-indicator rules as a constructed
 * stylesheet, so the layouts turn that off (`includeIndicatorCSS:false`) and app.css carries them.
 */
export const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": PAGE_CSP,
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
};

/** Two years, subdomains included: what the HSTS preload list asks for. Sent only under https. */
export const HSTS_HEADER = "max-age=63072000; includeSubDomains";

/**
 * The JSON surfaces (no page headers): the APIs, health, metrics and the OpenAPI document.
 * `url` is the full request URL and `at` where its path starts (no URL object on the hot path).
 */
export function isJsonSurface(url: string, at: number): boolean {
  return url.startsWith("/api/", at) || url.startsWith("/healthz", at) || url.startsWith("/metrics", at) || url.startsWith("/swagger/json", at) || url.startsWith("/.well-known/", at);
}
