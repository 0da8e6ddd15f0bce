/**
 * Does a page need a browser to show its prices? Asked only of a page whose static read found no
 * plan (a browser costs seconds and hundreds of MB; SPEC §14: "used only when it helps"). The
 * answer is a reason for people, or null.
 *
 * Signals, each seen on the real corpus's script-drawn pricing pages (docs/intel.md §9):
 * - an application shell: scripts, and almost no text in the body (bluedill, emptyinbox, whoza, wps-ai);
 * - empty price slots: an element named for a price or amount with nothing in it, for a script to
 *   fill (webperformance-report, calendall);
 * - custom elements (`<tier-card>`, `<stripe-pricing-table>`): only a script defines what they show (lpdf, docu-chat);
 * - a checkout script that writes prices into marked elements (FastSpring's `data-fsc-item-*`,
 *   Paddle's `data-product`, Chargebee's `data-cb-*`) (aya).
 *
 * Regular expressions over the raw HTML, bounded (the first 2 MB), no parse: it must be cheap
 * enough to ask of every page without a plan, and a false "yes" only costs a render.
 */

const MAX_SCANNED = 2 * 1024 * 1024;
/** Below this many characters of visible text, a page with scripts is a shell. */
const SHELL_TEXT = 300;

const SCRIPT = /<script\b/i;
const EMPTY_PRICE_SLOT = /<([a-z][a-z0-9]*)\b[^>]*\b(?:class|id)\s*=\s*["'][^"']*(?:price|amount|cost|preis|prix|precio|betrag)[^"']*["'][^>]*>\s*<\/\1>/i;
/** Custom element names (a hyphen), without those that are not drawn by a script of the page. */
const CUSTOM_ELEMENT = /<([a-z][a-z0-9]*-[a-z0-9-]*)[\s>]/gi;
const CHECKOUT_MARKS = /\bdata-(?:fsc-item-path|fsc-item-price|cb-item|cb-plan-id|paddle-product|product-price)\b|<stripe-pricing-table\b|paddle\.js|fastspring-builder|chargebee\.js/i;

/** The text a reader would see: tags, scripts, styles, comments and entities' markup removed. */
function visibleTextLength(html: string): number {
  const body = html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<head\b[\s\S]*?<\/head\s*>/i, " ");
  return body.replace(/<[^>]*>/g, " ").replace(/&[a-z0-9#]+;/gi, "x").replace(/\s+/g, " ").trim().length;
}

export function needsRendering(html: string): string | null {
  const page = html.length > MAX_SCANNED ? html.slice(0, MAX_SCANNED) : html;
  if (!SCRIPT.test(page)) return null;
  if (visibleTextLength(page) < SHELL_TEXT) return "the page is an application shell (its scripts draw it)";
  if (CHECKOUT_MARKS.test(page)) return "a checkout script writes the prices";
  if (EMPTY_PRICE_SLOT.test(page)) return "its price fields are empty until a script fills them";
  const custom = new Set(Array.from(page.matchAll(CUSTOM_ELEMENT), (m) => m[1].toLowerCase()));
  if (custom.size > 0) return `its content is drawn by custom elements (<${[...custom][0]}>)`;
  return null;
}
