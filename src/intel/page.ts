/**
 * buildPage — parses one fetched page once into what every extractor reads: two text streams
 * (everything renderable, and only what is visible) with each element's range in them, the hidden
 * state of every element, headings, links, meta tags, JSON-LD blocks and embedded app-state JSON.
 *
 * Why streams: a price is often split across elements (`<span>$</span><span>29</span>`), so price
 * patterns run on the joined text and map back to elements by offset. Block elements add a line
 * break, inline ones join directly, so "$" + "29" reads "$29" while two paragraphs stay apart.
 * The "all" stream keeps hidden elements (the other side of a monthly/annual toggle); the
 * visible stream drops them. Script, style, template, noscript and SVG never render as text.
 */
import { parseHtml, textContent, type HDocument, type HElement, type HNode } from "./html/parse.ts";
import { readAppState, readJsonLd, type AppStateBlob } from "./extract/embedded-json.ts";
import { readStyleClasses, type StyleClasses } from "./style-classes.ts";
import { desktopHidden } from "./desktop-visibility.ts";
import { siblingAmounts } from "./sibling-amounts.ts";
import { drawnCurrency } from "./drawn-currency.ts";
import { centsCarrySeparator, dropSpaceBeforeCents, isCents, isFootnoteMark } from "./split-cents.ts";

export interface PageInput {
  url: string;
  html: string;
}

export interface Link {
  href: string;
  text: string;
  el: HElement;
}
export interface Heading {
  level: number;
  text: string;
  el: HElement;
}

export interface Page {
  url: string;
  doc: HDocument;
  lang: string | null;
  title: string | null;
  /** Lower-cased `name`/`property`/`itemprop` → content (first occurrence wins). */
  meta: ReadonlyMap<string, string>;
  canonical: string | null;
  headings: Heading[];
  links: Link[];
  jsonLd: unknown[];
  appState: AppStateBlob[];
  /** Renderable text, hidden elements included. */
  all: string;
  /** Visible text only. */
  visible: string;
  /** Classes the page's own `<style>` blocks strike through (`.price-old{text-decoration:line-through}`). */
  struckClasses: ReadonlySet<string>;
  isHidden(el: HElement): boolean;
  /** Text of `el` in the chosen stream (already whitespace-normalised). */
  text(el: HElement, stream?: "visible" | "all"): string;
  /** Start offset of `el` in a stream (for mapping matches back). */
  range(el: HElement, stream: "visible" | "all"): [number, number];
  /** The innermost element whose range contains the stream offsets [start, end). */
  elementAt(stream: "visible" | "all", start: number, end: number): HElement;
  /** The document order of `el`'s last descendant: [el.order, subtreeEnd(el)] spans its subtree. */
  subtreeEnd(el: HElement): number;
  /** Whether `inner` is `outer` or inside it. */
  contains(outer: HElement, inner: HElement): boolean;
}

/** Class tokens that style an element as a heading of a level: "h3", "heading-style-h4", "text-h2". */
const STYLED_HEADING = /(?:^|\s)(?:h|heading-style-h|text-h|heading-h)([1-6])(?:$|\s)/;
/**
 * `title` too: browsers never render it (display: none wherever it stands), and one left in the body
 * by a pasted document top, once its second `<head>` is ignored (html/parse.ts), is no visible line.
 */
const NO_TEXT = new Set(["script", "style", "template", "noscript", "svg", "head", "title", "iframe", "object", "select", "textarea", "canvas", "math", "video", "audio", "picture"]);
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "details", "dialog", "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li", "main", "nav", "ol", "p", "pre", "section",
  "table", "ul", "tr", "td", "th", "tbody", "thead", "tfoot", "caption", "summary", "br", "option", "button", "body", "html", "img",
  "label", "menu", "legend", "center",
]);
/**
 * Class names sites use to hide an element (Tailwind, Bootstrap, Webflow conditional visibility, …),
 * and the clones a looping carousel adds around its slides (Swiper, Slick): copies, not content.
 */
const HIDING_CLASS = /^(?:hidden|d-none|is-hidden|hide|invisible|w-condition-invisible|display-none|visually-hidden-until|u-hidden|js-hidden|swiper-slide-duplicate|slick-cloned)$/;

/** Elements whose content never renders as text; a declarative shadow root does render. */
function noText(el: HElement): boolean {
  if (!NO_TEXT.has(el.tag)) return false;
  return !(el.tag === "template" && (el.attrs.shadowrootmode !== undefined || el.attrs.shadowroot !== undefined));
}

const PRICE_LABEL = /[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD|CHF|INR|JPY|SEK|NOK|DKK|BRL)\b|\b(?:dollars?|euros?|pounds?)\b/i;

/**
 * Prices that are read from a label rather than text: animated number widgets (`<number-flow
 * aria-label="$10">`) keep the digits in a shadow root or per-digit spans, and some cards draw
 * the price (images, SVG, CSS counters) and give screen readers `aria-label="$29 per month"`.
 * The label is the text when it is a number on a custom element, or a price on a small element
 * whose own text has no digits (otherwise the text already says it, and reading both would double it).
 */
function labelledNumber(el: HElement): string | null {
  const label = el.attrs["aria-label"];
  if (!label || !/\d/.test(label) || label.length > 60) return null;
  if (el.tag.includes("-")) return label.length <= 40 ? label : null;
  if (!PRICE_LABEL.test(label)) return null;
  // Only a small price element: a labelled section's words must never be replaced by its label.
  const own = textUpTo(el, 40);
  return own !== null && !/\d/.test(own) ? label : null;
}

/**
 * A currency drawn by an icon font (`<i class="fa fa-usd"></i> 50 / per month`): the element is
 * empty and its class names the currency, so the text would show a bare number. The sign it
 * draws is read instead. Font Awesome, Bootstrap Icons, Material Design Icons, Line Awesome and
 * their kin all name the glyph after the currency. Semantic UI / Fomantic spell the glyph in
 * separate class words beside "icon" (`<i class="dollar sign icon">`, `<i class="euro icon">`).
 */
const CURRENCY_ICON = /^(?:fa[srlbd]?|fa-solid|bi|mdi|la|las|icon|glyphicon|ti|ri|uil|ion|ionicons?)-(?:currency-)?(usd|dollar|eur|euro|gbp|pound|inr|rupee|jpy|yen|rub|ruble|rouble|krw|won|try|lira|ils|shekel|brl|real)(?:-sign|-alt|-circle|-line|-fill)?$/;
const ICON_SIGN: Record<string, string> = { usd: "$", dollar: "$", eur: "€", euro: "€", gbp: "£", pound: "£", inr: "₹", rupee: "₹", jpy: "¥", yen: "¥", rub: "₽", ruble: "₽", rouble: "₽", krw: "₩", won: "₩", try: "₺", lira: "₺", ils: "₪", shekel: "₪", brl: "R$", real: "R$" };
/** The currency words of a spaced icon class ("dollar sign icon"): never "real" or "try", words of other icons too. */
const SPACED_ICON = /^(?:usd|dollar|eur|euro|gbp|pound|inr|rupee|jpy|yen|rub|ruble|won|shekel|lira)$/;
function iconCurrency(el: HElement): string | null {
  if (!el.attrs.class || el.children.some((c) => c.kind === "element" || c.text.trim() !== "")) return null;
  for (const t of el.attrs.class.split(/\s+/)) {
    const m = CURRENCY_ICON.exec(t);
    if (m) return ICON_SIGN[m[1]] ?? null;
  }
  const words = el.attrs.class.split(/\s+/);
  if (words.includes("icon")) {
    const named = words.find((w) => SPACED_ICON.test(w));
    if (named) return ICON_SIGN[named] ?? null;
  }
  return null;
}

/**
 * An icon drawn by a ligature font (`<span class="material-icons">check</span>`, Symbolset's
 * `ss-icon`): the word inside is the glyph's name, not text a reader sees.
 */
const LIGATURE_ICON = /(?:^|\s)(?:material-icons(?:-[a-z]+)?|material-symbols(?:-[a-z]+)?|ss-icon|ligature-icon)(?:\s|$)/;
const ligatureIcon = (el: HElement) => LIGATURE_ICON.test(el.attrs.class ?? "") && el.children.every((c) => c.kind === "text");

/** The text under `el`, or null as soon as it passes `max` characters (bounded work on big subtrees). */
function textUpTo(el: HElement, max: number): string | null {
  let out = "";
  let nodes = 0;
  const stack: HNode[] = [el];
  while (stack.length) {
    if (++nodes > 40) return null;
    const n = stack.pop()!;
    if (n.kind === "text") {
      out += n.text.replace(/\s+/g, " ");
      if (out.length > max * 2) return null;
    } else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out.trim().length <= max ? out : null;
}

/**
 * Ids of ARIA tab panels whose tab is not the selected one: `role="tab"` with
 * `aria-selected="false"` controlling them (`aria-controls`), or a panel labelled by such a tab.
 * Sites hide those panels with a stylesheet the text stream cannot see; the ARIA state says it.
 * When no tab of a tab list is selected (markup before hydration), nothing is hidden.
 */
function inactiveTabPanels(doc: HDocument): Set<string> {
  const tabs: HElement[] = [];
  const byId = new Map<string, HElement>();
  const listsWithSelection = new Set<HElement | null>();
  for (const el of doc.elements) {
    if (el.attrs.role !== "tab") continue;
    tabs.push(el);
    if (el.attrs.id) byId.set(el.attrs.id, el);
    if (el.attrs["aria-selected"] === "true") listsWithSelection.add(el.parent);
  }
  const out = new Set<string>();
  const off = (tab: HElement | undefined) => !!tab && tab.attrs["aria-selected"] === "false" && listsWithSelection.has(tab.parent);
  for (const tab of tabs) if (off(tab) && tab.attrs["aria-controls"]) out.add(tab.attrs["aria-controls"]);
  if (tabs.length === 0) return out;
  for (const el of doc.elements) {
    const by = el.attrs["aria-labelledby"];
    if (el.attrs.role === "tabpanel" && el.attrs.id && by && off(byId.get(by))) out.add(el.attrs.id);
  }
  return out;
}

/**
 * A tab panel's class in the common toolkits: Bootstrap's `tab-pane`, Foundation's `tabs-panel`, and
 * their kin; and a language switcher's panes (`lang-content`, one per language, one active: round 57e).
 */
const TAB_PANE_CLASS = /^(?:(?:[\w-]*[-_])?tabs?[-_]?(?:pane|panel|content[-_]item)|lang(?:uage)?[-_](?:content|pane|panel))$/i;
const ACTIVE_CLASS = /^(?:active|is-active|show|current|selected|is-selected|is-current)$/;

/**
 * Tab panes a stylesheet hides: sibling elements that share a tab-pane class (`tab-pane`,
 * `tabs-panel`, `pricing-tab-panel`) where some sibling is marked active and these are not
 * (Bootstrap's `.tab-content > .tab-pane { display: none }` lives in a stylesheet). When no pane
 * of a set is marked active (markup before scripts ran), none is hidden.
 */
function inactiveTabPanes(doc: HDocument): Set<HElement> {
  const out = new Set<HElement>();
  const seen = new Set<HElement>();
  // Each class string is looked at once (a page repeats a few on thousands of elements).
  const paneClassOf = new Map<string, string | undefined>();
  for (const el of doc.elements) {
    const parent = el.parent;
    const cls = el.attrs.class;
    if (!parent || seen.has(parent) || !cls) continue;
    let paneClass = paneClassOf.get(cls);
    if (paneClass === undefined && !paneClassOf.has(cls)) paneClassOf.set(cls, (paneClass = cls.split(/\s+/).find((t) => TAB_PANE_CLASS.test(t))));
    if (!paneClass) continue;
    seen.add(parent);
    const panes = parent.children.filter((c): c is HElement => c.kind === "element" && (c.attrs.class ?? "").split(/\s+/).includes(paneClass));
    const active = (p: HElement) => (p.attrs.class ?? "").split(/\s+/).some((t) => ACTIVE_CLASS.test(t));
    if (panes.length < 2 || !panes.some(active)) continue;
    for (const p of panes) if (!active(p)) out.add(p);
  }
  return out;
}

/** Hidden by a class of another screen size (desktopHidden's "copy"): neither stream reads it. */
const SCREEN_COPY = 2;

/**
 * What an element's class attribute alone says of its visibility: `own` — another screen's layout
 * (SCREEN_COPY), hidden by a utility (true) or neither (false); `sheet` — a class the page's
 * stylesheet hides (an inline style may show it again); `webflow` — an inactive Webflow tab pane or
 * a closed dropdown list.
 */
interface ClassVerdict {
  own: boolean | typeof SCREEN_COPY;
  sheet: boolean;
  webflow: boolean;
}
/**
 * Verdicts by class attribute, for one page: a page repeats the same few class strings on thousands
 * of elements, and splitting and matching each one again cost a tenth of a large page's build.
 */
type ClassMemo = Map<string, ClassVerdict>;

function classVerdict(cls: string, sheet: StyleClasses): ClassVerdict {
  const tokens = cls.split(/\s+/);
  // Responsive utilities decide at one desktop width ("hidden md:block" shows, "lg:hidden" and
  // "hidden lg:block xl:hidden" hide); without any, a hiding class hides.
  const desktop = desktopHidden(tokens);
  const own = desktop === "copy" ? SCREEN_COPY : desktop === "hidden" || (desktop === null && tokens.some((t) => HIDING_CLASS.test(t)));
  return {
    own,
    sheet: sheet.hidden.size > 0 && tokens.some((t) => sheet.hidden.has(t)),
    // Webflow's own stylesheet hides an inactive tab pane and a closed dropdown list; only the
    // active pane (w--tab-active) and an open list (w--open) show.
    webflow: (tokens.includes("w-tab-pane") && !tokens.includes("w--tab-active")) || (tokens.includes("w-dropdown-list") && !tokens.includes("w--open")),
  };
}

/** Whether an element's own responsive classes make it another screen's layout (desktopHidden's "copy"). */
function screenCopy(el: HElement, sheet: StyleClasses, classes: ClassMemo): boolean {
  const cls = el.attrs.class;
  if (!cls) return false;
  let v = classes.get(cls);
  if (!v) classes.set(cls, (v = classVerdict(cls, sheet)));
  return v.own === SCREEN_COPY;
}

/** 0: shown; 1: hidden (still in the "all" stream); SCREEN_COPY: the layout of another screen. */
function ownHidden(el: HElement, inactivePanels: Set<string>, sheet: StyleClasses, inactivePanes: Set<HElement>, classes: ClassMemo): boolean | typeof SCREEN_COPY {
  const a = el.attrs;
  if (noText(el)) return true;
  if (a.id !== undefined && inactivePanels.has(a.id)) return true;
  if (inactivePanes.has(el)) return true;
  if (a.hidden !== undefined) return true;
  if (el.tag === "input" && a.type?.toLowerCase() === "hidden") return true;
  const style = a.style;
  if (style && /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style)) return true;
  // An attribute the page's own stylesheet hides ([data-lang-en]: the other language).
  if (sheet.hiddenAttrs.size && Object.keys(a).some((k) => sheet.hiddenAttrs.has(k)) && !(style && /(?:^|;)\s*display\s*:\s*(?!none\b)[a-z]/i.test(style))) return true;
  const cls = a.class;
  if (cls) {
    let v = classes.get(cls);
    if (!v) classes.set(cls, (v = classVerdict(cls, sheet)));
    if (v.own !== false) return v.own;
    // Hidden by the page's own stylesheet, unless a script showed it again with an inline style.
    if (v.sheet && !(style && /(?:^|;)\s*display\s*:\s*(?!none\b)[a-z]/i.test(style))) return true;
    if (v.webflow) return true;
  }
  return false;
}

const WORDISH = /[\p{L}\p{N}]/u;
const CURRENCY_SIGN = /\p{Sc}/u;
/**
 * An element whose whole text is one price, sign and figure ("<strong>¥99</strong>"): digits that
 * follow in the next element ("<b>10 certificates / year</b>") are a count of their own, not more
 * of the figure — "¥9910" was a plan priced a hundred times over. Cents set apart are read before
 * this (isCents), and a figure split digit by digit never holds its sign in the same element.
 */
const WHOLE_PRICE = /^\p{Sc}\s?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?$|^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?\s?\p{Sc}$/u;
const DIGIT = /\p{N}/u;

interface Streams {
  all: string;
  visible: string;
  /** Start offset of each text chunk and the element that holds it, per stream (for elementAt). */
  allStarts: number[];
  allOwners: HElement[];
  visStarts: number[];
  visOwners: HElement[];
  /** [allStart, allEnd, visStart, visEnd] per element order. */
  ranges: Int32Array;
  hidden: Uint8Array;
}

/** One iterative walk: hidden flags, both text streams and each element's ranges. */
function buildStreams(doc: HDocument, sheet: StyleClasses): Streams {
  const inactivePanels = inactiveTabPanels(doc);
  const inactivePanes = inactiveTabPanes(doc);
  const classes: ClassMemo = new Map();
  // Two whole amounts in sibling elements are two numbers: a line between them, or the annual one
  // of a pair whose classes name both billing sides hidden as the toggle's other side.
  const pairs = siblingAmounts(doc, (el) => !BLOCK.has(el.tag) && !isCents(el), (el) => ownHidden(el, inactivePanels, sheet, inactivePanes, classes) !== false);
  const n = doc.elements.length + 1;
  const ranges = new Int32Array(n * 4);
  const hidden = new Uint8Array(n);
  const all: string[] = [];
  const vis: string[] = [];
  let allLen = 0;
  let visLen = 0;
  let allLast = "\n";
  let visLast = "\n";
  const pushAll = (s: string) => {
    all.push(s);
    allLen += s.length;
    allLast = s[s.length - 1];
    allTail = (allTail + s).slice(-24);
  };
  const pushVis = (s: string) => {
    vis.push(s);
    visLen += s.length;
    visLast = s[s.length - 1];
    visTail = (visTail + s).slice(-24);
  };
  const allStarts: number[] = [];
  const allOwners: HElement[] = [];
  const visStarts: number[] = [];
  const visOwners: HElement[] = [];
  const brk = (visible: boolean) => {
    if (allLast !== "\n") pushAll("\n");
    if (visible && visLast !== "\n") pushVis("\n");
  };
  const gap = () => {
    if (allLast !== "\n") pushAll("\n");
    if (visLast !== "\n" && visLast !== " ") pushVis(" ");
  };
  // Inline elements join directly ("$" + "29" reads "$29"), but where the joint would glue a
  // number to a word or two words together ("$10" + "per seat", "/month" + "billed annually",
  // "USD" + "per user") a space goes in: sites separate such pieces with CSS (block spans, flex
  // gaps, margins) that a text stream cannot see. Digits meeting digits stay joined.
  let softAll = false;
  let softVis = false;
  // The last characters of each stream, and whether the element just left was a whole price.
  let allTail = "";
  let visTail = "";
  let priceAll = false;
  let priceVis = false;
  // A number meeting a currency sign ("$99.00" struck, then "$49.50") is two prices side by side.
  // A lower-case word meeting one ("Starting at" + "$100") is a word and a price; "US" + "$" stays "US$".
  const glues = (prev: string, next: string) => (WORDISH.test(prev) && WORDISH.test(next) && !(DIGIT.test(prev) && DIGIT.test(next))) || ((DIGIT.test(prev) || /[a-z]/.test(prev)) && CURRENCY_SIGN.test(next));
  // A hidden element inside a visible one (the other side of a toggle) stays a separate line in
  // the "all" stream, so "$10" + hidden "$8" never reads "$10$8".
  const hiddenVariant = (el: HElement) => hidden[el.order] === 1 && !!el.parent && hidden[el.parent.order] === 0;
  const emit = (el: HElement, raw: string) => {
    const t = raw.replace(/[\s\u00a0\u202f\u2009\u200b\ufeff]+/g, " ");
    if (t === " ") {
      if (allLast !== " " && allLast !== "\n") pushAll(" ");
      if (!hidden[el.order] && visLast !== " " && visLast !== "\n") pushVis(" ");
      return;
    }
    if (t.length === 0) return;
    const a = allLast === " " || allLast === "\n" ? t.replace(/^ /, "") : t;
    if (a) {
      // (A line apart, not a space: "¥499 200" would read as one figure with a space for thousands.)
      if (priceAll && DIGIT.test(allLast) && DIGIT.test(a[0])) pushAll("\n");
      else if (softAll && glues(allLast, a[0])) pushAll(" ");
      softAll = priceAll = false;
      allStarts.push(allLen);
      allOwners.push(el);
      pushAll(a);
    }
    if (!hidden[el.order]) {
      const v = visLast === " " || visLast === "\n" ? t.replace(/^ /, "") : t;
      if (v) {
        if (priceVis && DIGIT.test(visLast) && DIGIT.test(v[0])) pushVis("\n");
        else if (softVis && glues(visLast, v[0])) pushVis(" ");
        softVis = priceVis = false;
        visStarts.push(visLen);
        visOwners.push(el);
        pushVis(v);
      }
    }
  };
  // Work items: a node to enter, or (as a negative marker) an element to leave.
  type Item = HNode | { leave: HElement };
  const stack: Item[] = [doc.root];
  while (stack.length) {
    const item = stack.pop()!;
    if ("leave" in item) {
      const el = item.leave;
      const vis = !hidden[el.order];
      if (hiddenVariant(el)) gap();
      else if (BLOCK.has(el.tag)) brk(vis);
      else if (!isCents(el)) {
        softAll = softVis = true;
        const nAll = allLen - ranges[el.order * 4];
        const nVis = visLen - ranges[el.order * 4 + 2];
        priceAll = nAll > 0 && nAll <= 16 && WHOLE_PRICE.test(allTail.slice(-nAll).trim());
        priceVis = nVis > 0 && nVis <= 16 && WHOLE_PRICE.test(visTail.slice(-nVis).trim());
      }
      ranges[el.order * 4 + 1] = allLen;
      ranges[el.order * 4 + 3] = visLen;
      continue;
    }
    if (item.kind === "text") {
      if (!noText(item.parent)) emit(item.parent, item.text);
      continue;
    }
    const el = item;
    const parentHidden = el.parent ? hidden[el.parent.order] : 0;
    // A currency drawn as a picture beside a bare figure (an inline SVG of the riyal's new sign, an
    // image of the rupee) reads as the currency it draws, inline with the figure (drawn-currency.ts).
    const drawn = drawnCurrency(el);
    if (drawn !== null) {
      const shut = parentHidden || pairs.otherSide.has(el) || el.attrs.hidden !== undefined || /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(el.attrs.style ?? "");
      hidden[el.order] = shut ? 1 : 0;
      ranges[el.order * 4] = allLen;
      ranges[el.order * 4 + 2] = visLen;
      softAll = softVis = true;
      emit(el, drawn);
      softAll = softVis = true;
      ranges[el.order * 4 + 1] = allLen;
      ranges[el.order * 4 + 3] = visLen;
      continue;
    }
    // (Inside a hidden pane — a toggle's other side — an element of another screen size is still that
    // screen's copy: "$0" set for phones under a desktop "Custom" is no price of the pane's either, round 82a.)
    const own = parentHidden || pairs.otherSide.has(el) ? (screenCopy(el, sheet, classes) ? SCREEN_COPY : true) : ownHidden(el, inactivePanels, sheet, inactivePanes, classes);
    hidden[el.order] = own ? 1 : 0;
    const visible = !hidden[el.order];
    if (isCents(el)) {
      // Cents set apart ("$29<sup>99</sup>", "<span class=fractional-part>99</span>") read 29.99:
      // drop the spaces and the break a block wrapper put after the units, join with a point.
      // A dropped text chunk leaves no owner behind for elementAt.
      allLen -= dropSpaceBeforeCents(all);
      if (all.length) allLast = all[all.length - 1].slice(-1);
      while (allStarts.length && allStarts[allStarts.length - 1] >= allLen) allStarts.pop(), allOwners.pop();
      if (visible) {
        visLen -= dropSpaceBeforeCents(vis);
        if (vis.length) visLast = vis[vis.length - 1].slice(-1);
        while (visStarts.length && visStarts[visStarts.length - 1] >= visLen) visStarts.pop(), visOwners.pop();
      }
      // Cents that carry their own point or comma (".99", ",90") need none added.
      const sep = !centsCarrySeparator(el);
      if (sep && /\d$/.test(allLast)) pushAll(".");
      if (sep && visible && /\d$/.test(visLast)) pushVis(".");
    } else if (isFootnoteMark(el) && /\d$/.test(allLast)) {
      // "$19<sup>1</sup>" is $19 and a footnote, never 191: a space keeps the mark apart.
      gap();
    } else if (hiddenVariant(el)) gap();
    else if (BLOCK.has(el.tag) || pairs.apart.has(el)) brk(visible);
    else softAll = softVis = true;
    ranges[el.order * 4] = allLen;
    ranges[el.order * 4 + 2] = visLen;
    stack.push({ leave: el });
    // A screen copy (a mobile table, a card's mobile price) is no other billing side: the "all"
    // stream, which readers of hidden toggle panes use, skips it too.
    if (noText(el) || ligatureIcon(el) || own === SCREEN_COPY) continue;
    const label = labelledNumber(el) ?? iconCurrency(el);
    if (label !== null) {
      emit(el, label);
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return { all: all.join(""), visible: vis.join(""), ranges, hidden, allStarts, allOwners, visStarts, visOwners };
}

export function resolveUrl(href: string, base: string): string | null {
  try {
    const u = new URL(href.trim(), base);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    u.hash = "";
    return u.href;
  } catch {
    return null;
  }
}

export function buildPage(input: PageInput): Page {
  const doc = parseHtml(input.html);
  const sheet = readStyleClasses(doc);
  const s = buildStreams(doc, sheet);
  const meta = new Map<string, string>();
  const headings: Heading[] = [];
  const links: Link[] = [];
  const scripts: HElement[] = [];
  let title: string | null = null;
  let canonical: string | null = null;
  let lang: string | null = null;
  let base = input.url;
  const norm = (t: string) => t.replace(/\s+/g, " ").trim();
  const text = (el: HElement, stream: "visible" | "all" = "visible") => {
    const o = el.order * 4 + (stream === "all" ? 0 : 2);
    return (stream === "all" ? s.all : s.visible).slice(s.ranges[o], s.ranges[o + 1]).replace(/\s+/g, " ").trim();
  };
  for (const el of doc.elements) {
    const a = el.attrs;
    switch (el.tag) {
      case "html":
        lang ??= a.lang?.trim() || null;
        break;
      case "base":
        if (a.href) base = resolveUrl(a.href, input.url) ?? base;
        break;
      case "title":
        if (title === null && !el.parent?.tag.match(/^(svg|symbol|g)$/)) title = norm(textContent(el)) || null;
        break;
      case "meta": {
        const key = (a.property ?? a.name ?? a.itemprop)?.toLowerCase().trim();
        if (key && a.content !== undefined && !meta.has(key)) meta.set(key, norm(a.content));
        break;
      }
      case "link":
        if (a.rel?.toLowerCase().split(/\s+/).includes("canonical") && a.href && canonical === null) canonical = resolveUrl(a.href, input.url);
        break;
      case "script":
        scripts.push(el);
        break;
      case "a":
        if (a.href !== undefined && !s.hidden[el.order]) {
          const raw = a.href.trim();
          if (/^(?:mailto|tel|javascript|data|sms):/i.test(raw) || raw.startsWith("#")) break;
          const href = resolveUrl(raw, base);
          if (href) links.push({ href, text: text(el) || norm(a["aria-label"] ?? a.title ?? ""), el });
        }
        break;
      default: {
        const m = /^h([1-6])$/.exec(el.tag);
        // A heading by its style class where the markup has none (`<div class="card__title h3">`,
        // Webflow's `heading-style-h4`): page builders and themes set titles that way.
        const styled = !m && a.role !== "heading" && el.tag !== "a" && el.tag !== "button" && a.class ? STYLED_HEADING.exec(a.class) : null;
        const level = m ? Number(m[1]) : a.role === "heading" ? Number(a["aria-level"]) || 2 : styled ? Number(styled[1]) : 0;
        if (level && !s.hidden[el.order]) {
          const t = text(el);
          if (t && (!styled || (t.length <= 120 && !el.children.some((c) => c.kind === "element" && BLOCK.has(c.tag))))) headings.push({ level, text: t, el });
        }
      }
    }
  }
  // Text chunk → owning element by binary search, then the lowest common ancestor of the chunks
  // at both ends: no walk from the root, so deep documents stay linear.
  const chunkAt = (starts: number[], offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const elementAt = (stream: "visible" | "all", start: number, end: number): HElement => {
    const starts = stream === "all" ? s.allStarts : s.visStarts;
    const owners = stream === "all" ? s.allOwners : s.visOwners;
    if (starts.length === 0) return doc.root;
    let a: HElement = owners[chunkAt(starts, start)];
    let b: HElement = owners[chunkAt(starts, Math.max(start, end - 1))];
    while (a.depth > b.depth) a = a.parent!;
    while (b.depth > a.depth) b = b.parent!;
    while (a !== b) {
      a = a.parent!;
      b = b.parent!;
    }
    return a;
  };
  // Subtree ends in one reverse pass: children come after their parent in document order.
  const ends = new Int32Array(doc.elements.length + 1);
  for (let i = doc.elements.length - 1; i >= 0; i--) {
    const el = doc.elements[i];
    let end = el.order;
    for (let j = el.children.length - 1; j >= 0; j--) {
      const c = el.children[j];
      if (c.kind === "element") {
        end = ends[c.order];
        break;
      }
    }
    ends[el.order] = end;
  }
  ends[0] = doc.elements.length;
  const subtreeEnd = (el: HElement) => ends[el.order];
  return {
    url: input.url,
    doc,
    lang,
    title,
    meta,
    canonical,
    headings,
    links,
    jsonLd: readJsonLd(scripts),
    appState: readAppState(scripts),
    all: s.all,
    visible: s.visible,
    struckClasses: sheet.struck,
    isHidden: (el) => s.hidden[el.order] === 1,
    text,
    range: (el, stream) => {
      const o = el.order * 4 + (stream === "all" ? 0 : 2);
      return [s.ranges[o], s.ranges[o + 1]];
    },
    elementAt,
    subtreeEnd,
    contains: (outer, inner) => inner.order >= outer.order && inner.order <= ends[outer.order],
  };
}

/** Index of the first heading at or after document position `order` (headings are in order). */
function headingIndex(page: Page, order: number): number {
  const hs = page.headings;
  let lo = 0;
  let hi = hs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hs[mid].el.order < order) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The last visible heading of at most `maxLevel` that starts before position `order`. */
export function headingBefore(page: Page, order: number, maxLevel = 6): Heading | null {
  const lo = headingIndex(page, order);
  for (let i = lo - 1; i >= 0 && i >= lo - 50; i--) if (page.headings[i].level <= maxLevel) return page.headings[i];
  return null;
}

/** The visible headings inside `el` (at most `max`), in document order. */
export function headingsWithin(page: Page, el: HElement, max = 8): Heading[] {
  const end = page.subtreeEnd(el);
  const out: Heading[] = [];
  for (let i = headingIndex(page, el.order); i < page.headings.length && page.headings[i].el.order <= end && out.length < max; i++) out.push(page.headings[i]);
  return out;
}

/**
 * How many of the visible headings inside `el` (the first `max`, as headingsWithin lists them) pass
 * `test`, without building the list: asked for every heading of a page (features.ts's section
 * titles), a hostile page of 10,000 cards listed 400,000 headings (speed26).
 */
export function countHeadingsWithin(page: Page, el: HElement, max: number, test: (h: Heading) => boolean): number {
  const end = page.subtreeEnd(el);
  const first = headingIndex(page, el.order);
  let n = 0;
  for (let i = first; i < page.headings.length && page.headings[i].el.order <= end && i - first < max; i++) if (test(page.headings[i])) n++;
  return n;
}

/** Ancestors of `el` from its parent up to (excluding) the root. */
export function* ancestors(el: HElement): Generator<HElement> {
  for (let p = el.parent; p && p.tag !== "#root"; p = p.parent) yield p;
}

/** A short CSS-like path for evidence: up to four steps, stopping at an id. */
export function selectorOf(el: HElement): string {
  const steps: string[] = [];
  for (let e: HElement | null = el; e && e.tag !== "#root" && steps.length < 4; e = e.parent) {
    const id = e.attrs.id;
    if (id && /^[A-Za-z][\w-]{0,40}$/.test(id)) {
      steps.unshift(`${e.tag}#${id}`);
      break;
    }
    const cls = (e.attrs.class ?? "").split(/\s+/).find((c) => /^[A-Za-z][\w-]{1,30}$/.test(c));
    steps.unshift(cls ? `${e.tag}.${cls}` : e.tag);
  }
  return steps.join(" > ");
}
