/**
 * A card's item the page marks as NOT included (round 25, part f): "✗ PDF export", a crossed icon
 * (`fa-times`, `icon-close`, an `<img alt="not included">`), or a class saying so on the item
 * (`feature--disabled`, `is-unavailable`, `not-included`). Counted on development: a class on 27
 * sites, a cross glyph on 12, a crossed icon on 6; struck items (1 site) and the words alone
 * ("Not included", 2 sites) are too rare to read. Such a line names a feature the plan LACKS: read as one of
 * the plan's bullets it becomes a wrong fact in every report and alert that lists the plan's
 * features. The card reader keeps it apart (the plan's `excluded`), never drops it from the page.
 *
 * Bounded: one walk over the item's own subtree (at most MAX_WALK elements) and its ancestors up
 * to the card (at most 3), so a hostile page pays per item, never per page.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

const MAX_WALK = 40;
/** A glyph that opens the line and crosses it out. */
const CROSS_GLYPH = /^[\s\u200b]*[✗✘✖✕❌☒×⨯]/u;
/** A class token (or its last part after - / _ / --) that says the item is not part of the plan. */
const OFF_PART = /^(?:disabled|unavailable|not-?included|notincluded|excluded|exclude|inactive|cross|crossed|unchecked|missing|negative|no|off|false|disable)$/i;
/** An icon's name, class, label or file that draws a cross. */
const CROSS_ICON = /(?:^|[\s/_:.#-])(?:fa-)?(?:times|xmark|x-?mark|close|cross|crossed|x-?circle|circle-?x|cancel|cross-?icon|icon-?x|x-?icon|not-?included|unavailable|excluded|ban|no-?check|uncheck(?:ed)?)(?:$|[\s/_.:#-])/i;
/** One class token names the off state: "disabled", "feature--disabled", "is-unavailable", "item_no". */
function offClass(cls: string | undefined): boolean {
  if (!cls) return false;
  for (const token of cls.split(/\s+/)) {
    // "disabled:opacity-50" styles a state the item may never be in (a Tailwind variant).
    if (!token || token.length > 60 || token.includes(":")) continue;
    if (/not-?included|unavailable|disabled|excluded/i.test(token)) return true;
    const last = token.split(/--|__|[-_]/).pop() ?? "";
    if (last !== token && OFF_PART.test(last)) return true;
    if (/^(?:no|off|cross|crossed|excluded|inactive|unchecked|missing)$/i.test(token)) return true;
  }
  return false;
}

const iconWords = (e: HElement) => `${e.attrs.class ?? ""} ${e.attrs["data-icon"] ?? ""} ${e.attrs.src ?? ""} ${e.attrs.href ?? ""} ${e.attrs["xlink:href"] ?? ""} ${e.attrs.name ?? ""} ${e.attrs.icon ?? ""}`;
/** An icon's label that says so ("Not included", "No", "Cross"). */
const CROSS_LABEL = /^(?:x|no|cross|not included|not available|unavailable|excluded)$/i;
const labelWords = (e: HElement) => `${e.attrs["aria-label"] ?? ""} ${e.attrs.alt ?? ""} ${e.attrs.title ?? ""}`;

/**
 * How `item` (a bullet of `card`) is marked as not included, or null when it is not. The
 * construction's name is returned (the counts in docs/intel.md are by construction).
 */
export function excludedMark(page: Page, item: HElement, card: HElement): "glyph" | "class" | "icon" | null {
  // The item or a wrapper between it and the card says so by class.
  for (let e: HElement | null = item, i = 0; e && e !== card && i < 3; e = e.parent, i++) if (offClass(e.attrs.class)) return "class";
  if (CROSS_GLYPH.test(page.text(item))) return "glyph";
  // An icon with no text of its own inside the item (`<i class="fa-times">`, `<svg class="cross">`, `<img alt="not included">`).
  const end = Math.min(page.subtreeEnd(item), item.order + MAX_WALK);
  for (let o = item.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || hasText(e)) continue;
    if (offClass(e.attrs.class)) return "class";
    if (CROSS_ICON.test(iconWords(e)) || CROSS_LABEL.test(labelWords(e).trim())) return "icon";
  }
  return null;
}

const hasText = (e: HElement) => e.children.some((c) => c.kind === "text" && c.text.trim() !== "");
