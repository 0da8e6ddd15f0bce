/**
 * A currency drawn as a picture beside the figure (round 90i): `<span>39.99</span><svg
 * class="pricing-riyal">…</svg>`, `<img src="/img/sar.svg" alt="">` after "149". The page shows a
 * sign; its text holds a bare number, so no price token is read and the plans are lost. Signs no
 * font carries yet are drawn so as a rule: the Saudi riyal's new sign (2025) and the UAE dirham's
 * are inline SVGs or images on the sites that adopted them, and icon sets draw the others the same
 * way (`<svg class="lucide-indian-rupee">`). An icon font's empty element is read apart (page.ts
 * `iconCurrency`); this reads the pictures: an inline `<svg>` or an `<img>`.
 *
 * What names the currency is the picture's own markup: its class, id, `aria-label`, `title` or `alt`,
 * an SVG's `<title>` or `<use href="#icon-riyal">`, an image's file name — split into words
 * ("pricing-riyal" → "pricing", "riyal"). Only words that name one currency count ("riyal",
 * "sar", "dirham", "aed", "rupee", "euro", …); not "rial" (Iran's, Oman's, Yemen's), "won",
 * "real" or "try", words of other things too.
 *
 * Only beside a figure: the picture's neighbour in its parent (past an empty wrapper of the picture
 * alone) is a bare number and nothing else ("39.99", "1,299"). A coin icon before "5 projects" in a
 * feature list, or a dollar icon beside the word "Pricing" in a menu, is decoration and reads as
 * nothing, as before.
 */
import type { HElement, HNode } from "./html/parse.ts";

/** A word of a picture's markup → what the text reads in its place (an ISO code, or the sign money.ts knows). */
const CURRENCY_WORDS: Record<string, string> = {
  riyal: "SAR", sar: "SAR", saudiriyal: "SAR",
  dirham: "AED", aed: "AED",
  usd: "$", dollar: "$",
  eur: "€", euro: "€",
  gbp: "£", pound: "£", sterling: "£",
  inr: "₹", rupee: "₹",
  jpy: "¥", yen: "¥",
  rub: "₽", ruble: "₽", rouble: "₽",
  krw: "₩",
  ils: "₪", shekel: "₪",
  lira: "₺",
};

/** A figure and nothing else: "39.99", "1,299", "0". */
const BARE_FIGURE = /^\d[\d.,'\s\u00a0\u202f]*$/;

/** Text of a small node, or null past `max` characters (bounded: a neighbour is a figure or it is not). */
function shortText(n: HNode, max = 24): string | null {
  let out = "";
  const stack: HNode[] = [n];
  for (let k = 0; stack.length; k++) {
    if (k > 30) return null;
    const x = stack.pop()!;
    if (x.kind === "text") {
      out += x.text;
      if (out.length > max * 2) return null;
    } else if (x.tag !== "svg" && x.tag !== "script" && x.tag !== "style") for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
  }
  const t = out.trim();
  return t.length <= max ? t : null;
}

const blank = (n: HNode) => n.kind === "text" && n.text.trim() === "";

/** Whether the nearest non-blank node on one side of `el` among its siblings is a bare figure. */
function figureBeside(el: HElement): boolean {
  // (Past wrappers that hold the picture alone: `<span class="currency"><svg/></span>`.)
  let at: HElement = el;
  for (let i = 0; i < 2 && at.parent && at.parent.children.filter((c) => !blank(c)).length === 1; i++) at = at.parent;
  const kids = at.parent?.children ?? [];
  const i = kids.indexOf(at);
  if (i < 0) return false;
  for (const step of [-1, 1]) {
    let j = i + step;
    while (j >= 0 && j < kids.length && blank(kids[j]!)) j += step;
    const n = kids[j];
    if (!n) continue;
    const t = shortText(n);
    if (t && BARE_FIGURE.test(t)) return true;
  }
  return false;
}

/** The words of a picture's own markup that may name what it draws. */
function markupWords(el: HElement): string[] {
  const a = el.attrs;
  const parts: (string | undefined)[] = [a.class, a.id, a["aria-label"], a.title, a.alt, a["data-icon"], a["data-name"]];
  if (el.tag === "img") parts.push((a.src ?? "").split(/[?#]/)[0]!.split("/").pop());
  for (const c of el.tag === "svg" ? el.children : []) {
    if (c.kind !== "element") continue;
    if (c.tag === "title") parts.push(shortText(c, 40) ?? "");
    if (c.tag === "use") parts.push(c.attrs.href ?? c.attrs["xlink:href"]);
  }
  return parts
    .filter((p): p is string => !!p)
    .join(" ")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * What a drawn currency reads as in the page's text ("SAR", "₹"), or null: `el` is an inline
 * `<svg>` or an `<img>` whose markup names one currency, and a bare figure stands beside it.
 */
export function drawnCurrency(el: HElement): string | null {
  if (el.tag !== "svg" && el.tag !== "img") return null;
  const named = new Set(markupWords(el).map((w) => CURRENCY_WORDS[w]).filter((c): c is string => !!c));
  // (Two currencies named, "usd-to-eur", is a converter's picture: no one sign.)
  if (named.size !== 1) return null;
  return figureBeside(el) ? [...named][0]! : null;
}
