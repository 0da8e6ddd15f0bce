/**
 * A hosting store's product-group page (issue 25, round 105f).
 *
 * Hosts sell through store software (WHMCS, HostBill, Blesta, Paymenter, …) whose client area shows
 * one product group per page — `/cart/<group>/`, `/store/<group>`, `index.php?rp=/store/<group>`,
 * `index.php?/cart/<group>/`, `cart.php?gid=3`, `/products/<group>` — as a grid of product cards,
 * each with an order button or a billing-cycle choice. Such a page is the host's price list for
 * that group, though its address names no price: read as its pricing page (its plans weighed as a
 * pricing page's, the home page's best sellers from other groups not joined to them).
 *
 * The honest signal is the store's own shape, three things together: the page's address is a
 * group of the store; the page links to at least two other groups under the same store address
 * (the store's group menu); and it holds the store's order control — a billing-cycle `<select>`
 * (`name="cycle"` / `"billingcycle"`), a form that posts to the cart, or a link that adds a product
 * to the cart or checks it out under this group. A product page of a software site (`/products/x`)
 * has no cart route, no cycle select and no checkout under its own path.
 */
import { resolveUrl, type Page } from "./page.ts";

/** The segment that roots a store's groups in the route, before the group's slug. */
const GROUP_ROUTE = /^(.*\/(?:cart|store|products|shop))\/([a-z0-9][\w.-]*)\/?$/i;
/** The order form's billing-cycle choice. */
const CYCLE_SELECT = /^(?:cycle|billing_?cycle|billingcycle|billing_?period|period)$/i;
/** A cart action in a link or a form's action: add a product, go to the cart command. */
const CART_ACTION = /cart\.php\?(?:[^#]*&)?a=(?:add|confproduct)\b|[?&]cmd=cart\b|\/cart\/add\b|[?&]action=add\b/i;
/** How many other groups the store's menu must name. */
const MIN_SIBLING_GROUPS = 2;
const MAX_LINKS = 2000;

/** The store address and group an address names, or null when it names no group of a store. */
export function storeGroup(url: string): { store: string; group: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  // WHMCS's numbered groups: cart.php?gid=3.
  const gid = /\/cart\.php$/i.test(u.pathname) ? u.searchParams.get("gid") : null;
  if (gid && /^\d+$/.test(gid)) return { store: `${u.origin}${u.pathname}?gid=`, group: gid };
  // The route may ride in the query: `index.php?rp=/store/x` (WHMCS), `index.php?/cart/x/` (HostBill).
  const rp = u.searchParams.get("rp");
  const query = u.search.startsWith("?/") ? u.search.slice(1).split("&")[0] : null;
  const route = rp?.startsWith("/") ? rp : query ?? u.pathname;
  const at = route === u.pathname ? `${u.origin}` : `${u.origin}${u.pathname}?`;
  const m = GROUP_ROUTE.exec(route);
  if (!m) return null;
  return { store: `${at}${m[1]!.toLowerCase()}`, group: m[2]!.toLowerCase() };
}

/** True when `page` is one product group of a store: its address, its group menu and its order control. */
export function storeGroupPage(page: Page): boolean {
  const own = storeGroup(page.url);
  if (!own) return false;
  const siblings = new Set<string>();
  let ordering = false;
  // Every link of the markup, shown or not: a store's menu and its sold-out cards' buttons are
  // often hidden until a script or a hover opens them; they still say what the page is.
  const baseEl = page.doc.elements.find((e) => e.tag === "base" && e.attrs.href);
  const base = (baseEl && resolveUrl(baseEl.attrs.href!, page.url)) ?? page.url;
  let seen = 0;
  for (const e of page.doc.elements) {
    if (e.tag !== "a" || !e.attrs.href || ++seen > MAX_LINKS) continue;
    const href = resolveUrl(e.attrs.href, base);
    if (!href) continue;
    const g = storeGroup(href);
    if (g && g.store === own.store && g.group !== own.group) siblings.add(g.group);
    // A product's checkout under this group's own address (`/products/<group>/<product>/checkout`,
    // `/store/<group>/<product>`), or a cart action.
    if (CART_ACTION.test(href) || linkUnderGroup(href, page.url)) ordering = true;
  }
  if (siblings.size < MIN_SIBLING_GROUPS) return false;
  if (ordering) return true;
  return page.doc.elements.some((e) => (e.tag === "select" && CYCLE_SELECT.test(e.attrs.name ?? "")) || (e.tag === "form" && CART_ACTION.test(e.attrs.action ?? "")));
}

/** A link to a product of this group: the group's own address, one or two segments deeper. */
function linkUnderGroup(href: string, pageUrl: string): boolean {
  try {
    const a = new URL(href);
    const b = new URL(pageUrl);
    if (a.origin !== b.origin || a.search !== b.search) return false;
    const base = b.pathname.replace(/\/$/, "");
    if (!a.pathname.startsWith(`${base}/`)) return false;
    const rest = a.pathname.slice(base.length + 1).replace(/\/$/, "").split("/");
    return rest.length >= 1 && rest.length <= 2 && rest[0] !== "" && (rest.length === 1 || /^(?:checkout|order|buy|configure)$/i.test(rest[1]!));
  } catch {
    return false;
  }
}
