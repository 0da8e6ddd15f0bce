/**
 * What a page's own `<style>` blocks say about its classes. A saved page keeps the CSS that
 * CSS-in-JS libraries and page builders inline (emotion, styled-components, Webflow and Finsweet
 * helpers): a toggle's other side hidden by `.hide{display:none}`, a list price struck by
 * `.price-old{text-decoration:line-through}`. The text stream cannot see a stylesheet, so those
 * two facts are read here, conservatively:
 *
 * - hidden: a class that a top-level rule of its own (`.x{display:none}`, outside any `@media`)
 *   hides and that no rule anywhere shows again (`.x.is-active{display:block}`,
 *   `@media (min-width: 768px){.x{display:flex}}`): state- and screen-dependent hiding is left
 *   to the other rules;
 * - struck: a class that ends a selector whose rule draws a line through the text.
 *
 * Never evaluated as a cascade: selectors are only split, never matched. Linear in the CSS read,
 * which is bounded.
 */
import { textContent, type HDocument } from "./html/parse.ts";

export interface StyleClasses {
  hidden: ReadonlySet<string>;
  struck: ReadonlySet<string>;
  /**
   * Attributes whose elements a plain rule hides (`[data-lang-en]{display:none}`): the other
   * language of a bilingual page. A rule showing them again counts unless it applies only under
   * another document language (`html[lang="en"] [data-lang-en]{display:inline}` on a page in "it").
   */
  hiddenAttrs: ReadonlySet<string>;
}

/** Real pages inline well under this much CSS; past it a page is hostile and the rest is not read. */
const MAX_CSS = 400_000;
const HIDES = /(?:^|[;{\s])(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;
const SHOWS = /(?:^|[;{\s])(?:display\s*:\s*(?!none\b)[a-z-]+|visibility\s*:\s*visible\b)/i;
const STRIKES = /(?:^|[;{\s])text-decoration(?:-line)?\s*:[^;]*\bline-through\b/i;
/** A class in a selector, CSS escapes kept (`.md\:block`). */
const CLASS = /\.((?:\\.|[\w-])+)/g;
const unescape = (c: string) => c.replace(/\\(.)/g, "$1");

/** A plain attribute selector: `[data-lang-en]`, `[lang="en"]`. */
const PLAIN_ATTR = /^\[([\w-]+)(?:=["']?[\w-]*["']?)?\]$/;
/** A rule that applies only under one document language: `html[lang="en"] …`, `:root:lang(en) …`. */
const ROOT_LANG = /^(?:html|:root)(?:\[lang[|^]?=["']?([\w-]+)["']?\]|:lang\(([\w-]+)\))\s/i;

export function readStyleClasses(doc: HDocument): StyleClasses {
  const hiddenBy = new Set<string>();
  const shown = new Set<string>();
  const struck = new Set<string>();
  const attrsHidden = new Set<string>();
  const attrsShown = new Set<string>();
  const lang = (doc.elements.find((e) => e.tag === "html")?.attrs.lang ?? "").toLowerCase().split("-")[0];
  let css = "";
  for (const el of doc.elements) {
    if (el.tag !== "style" || css.length >= MAX_CSS) continue;
    // A print sheet, or styles that apply only without scripts (inside <noscript>), say nothing about the page as shown.
    const media = el.attrs.media?.trim().toLowerCase();
    if (media && media !== "all" && media !== "screen") continue;
    if (el.parent?.tag === "noscript") continue;
    css += `${textContent(el).slice(0, MAX_CSS - css.length)}\n`;
  }
  if (!css) return { hidden: hiddenBy, struck, hiddenAttrs: attrsHidden };
  forEachRule(css.replace(/\/\*[\s\S]*?\*\//g, " "), (prelude, body, nested) => {
    const hides = HIDES.test(body);
    const shows = SHOWS.test(body);
    const strikes = STRIKES.test(body);
    if (!hides && !shows && !strikes) return;
    for (const raw of prelude.split(",")) {
      const selector = raw.trim();
      // The element an attribute rule styles ("html[lang=en] [data-lang-en]" → data-lang-en).
      const lastAttr = PLAIN_ATTR.exec(selector.split(/\s*[\s>+~]\s*/).pop() ?? "");
      if (lastAttr && (hides || shows)) {
        const onlyFor = ROOT_LANG.exec(selector);
        const applies = !onlyFor || (onlyFor[1] ?? onlyFor[2]).toLowerCase().split("-")[0] === lang;
        // Plain, or plain under this document's language ("html[lang=en] [data-lang-it]" on an English page).
        const plain = selector === lastAttr[0] || (!!onlyFor && applies && selector.slice(onlyFor[0].length).trim() === lastAttr[0]);
        if (hides && !nested && plain) attrsHidden.add(lastAttr[1]);
        if (shows && applies) attrsShown.add(lastAttr[1]);
      }
      // The classes of the last compound ("a .card .old" → "old"): the element the rule styles.
      const last = selector.split(/\s*[\s>+~]\s*/).pop() ?? "";
      const classes = [...last.matchAll(CLASS)].map((m) => unescape(m[1]));
      if (classes.length === 0) continue;
      if (shows) for (const c of classes) shown.add(c);
      // A plain ".x" (no element, attribute, state or pseudo-class) is what the class itself does.
      const plain = /^\.(?:\\.|[\w-])+$/.test(selector);
      if (hides && plain && !nested) hiddenBy.add(classes[0]);
      if (strikes && classes.length === 1 && !/(?<!\\):/.test(last)) struck.add(classes[0]);
    }
  });
  const hidden = new Set([...hiddenBy].filter((c) => !shown.has(c)));
  // Never the attributes every page carries: hiding those would hide the page.
  const hiddenAttrs = new Set([...attrsHidden].filter((a) => !attrsShown.has(a) && !/^(?:class|id|style|lang|href|src|role)$/.test(a)));
  return { hidden, struck, hiddenAttrs };
}

/**
 * Calls `visit` for every style rule: its selector list, its declarations, and whether it sits
 * inside an at-rule block (`@media`, `@supports`…). At-rule preludes and statements are skipped.
 */
function forEachRule(css: string, visit: (prelude: string, body: string, nested: boolean) => void) {
  let atDepth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === ";") start = i + 1;
    else if (ch === "}") {
      if (atDepth > 0) atDepth--;
      start = i + 1;
    } else if (ch === "{") {
      const prelude = css.slice(start, i).trim();
      if (prelude.startsWith("@")) {
        atDepth++;
        start = i + 1;
        continue;
      }
      // A rule the sheet never closes (a cut-off or hostile sheet) is not read.
      const close = css.indexOf("}", i + 1);
      if (close < 0) return;
      visit(prelude, css.slice(i + 1, close), atDepth > 0);
      i = close;
      start = close + 1;
    }
  }
}
