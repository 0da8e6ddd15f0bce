/**
 * parseHtml — the one place that knows which HTML parser we use (htmlparser2, chosen by
 * measurement: docs/intel.md §1). It drives the parser's SAX callbacks to build our own small
 * tree, so swapping the parser means rewriting this file only.
 *
 * htmlparser2 is forgiving rather than WHATWG-exact: it closes implied ends (`<p>`, `<li>`, table
 * cells), ignores stray end tags, reads unquoted attributes and keeps `<script>`/`<style>` as raw
 * text. Everything downstream walks the tree iteratively, never recursively, because a hostile page
 * can nest elements tens of thousands deep — and the tree itself is bounded (MAX_DEPTH, MAX_ELEMENTS).
 */
import { Parser, type Handler, type QuoteType } from "htmlparser2";
import { foldDigits } from "./digits";

export interface HElement {
  readonly kind: "element";
  /** Lower-case tag name. */
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HNode[];
  readonly parent: HElement | null;
  /** Position in document order (0 = the synthetic root). */
  readonly order: number;
  readonly depth: number;
}
export interface HText {
  readonly kind: "text";
  text: string;
  readonly parent: HElement;
}
export type HNode = HElement | HText;

export interface HDocument {
  readonly root: HElement;
  /** Every element in document order (excluding the root). */
  readonly elements: readonly HElement[];
}

/**
 * Bounds that keep a hostile page from costing more than a large real one (docs/intel.md §1).
 *
 * Depth: elements nested deeper than MAX_DEPTH are not materialised; their text goes to the
 * deepest kept ancestor. Lighthouse calls a page deeper than 32 excessive, the deepest page of our
 * corpora nests 21 deep, and browsers stop nesting too (Blink at 512), so no real page is
 * affected — while 400,000 nested `<div>` (4.4 MB, under the fetcher's cap) no longer build a
 * 400,000-deep tree, and the parser's own scans of its stack stay short (BoundedParser).
 * Elements: past MAX_ELEMENTS the same. Lighthouse calls a page of more than 1,400 elements
 * excessive; a real page with 50,000 is a very long one (our largest fixture has 339), and
 * 5 MiB of markup could otherwise hold 400,000 of them.
 */
export const MAX_DEPTH = 256;
export const MAX_ELEMENTS = 50_000;
const MAX_ATTR_CHARS = 20_000;
/** Raw-text elements: their content is code, not words, so a dropped one's text is dropped too. */
const RAW_TEXT = new Set(["script", "style"]);
/** Elements the tokenizer reads as raw text (no child elements): they never deepen the stack by more than themselves. */
const RAW_CONTENT = new Set(["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes"]);
/** How far past MAX_DEPTH raw-text elements may still be pushed (in SVG they are not raw, and could nest). */
const RAW_SLACK = 8;

/** What a table section's start tag closes when one is open on top of the stack (see onopentagname). */
const CELL_OR_ROW = new Set(["td", "th", "tr"]);

/**
 * Start tags a document has once: a second `<html>` or `<head>` is ignored by browsers (WHATWG: in
 * the "in head" and "in body" modes `<html>` only merges its attributes into the first and `<head>`
 * is a parse error, dropped), so a page that pastes a second document's top into its own head
 * ("<head>…<!DOCTYPE html><html><head><style>…</style></head><body>…") still shows its body.
 * htmlparser2 pushed both, and the first `</head>` then closed only the second: the whole body sat
 * inside the first `<head>`, and a page holding plan cards read as no visible text at all (round 109c).
 */
const ONCE_PER_DOCUMENT = new Set(["html", "head"]);

/** Past this many open elements, end tags that match none of them skip the parser's scan (see onclosetag). */
const SCAN_SKIP_DEPTH = 64;

/**
 * htmlparser2's Parser with a bounded stack of open elements. The parser keeps that stack in an
 * array it scans whole — `indexOf` on every end tag, `includes` on every `<form>` — so on a page
 * nested 200,000 deep each stray end tag costs a scan of the whole stack: 1 MB of such markup
 * took 24 s. Past MAX_DEPTH, new elements are made void (opened and closed at once, as siblings:
 * what Blink does past its own cap of 512), so no scan ever passes MAX_DEPTH entries.
 * `isVoidElement` is the parser's documented extension point (protected); it is asked when an
 * element opens (push it or not), when its start tag ends (emit its close now or not) and for end
 * tags (look it up on the stack or not) — the first decision is remembered for the second, and end
 * tags always get the plain answer, so every element on the stack can still be closed.
 *
 * The callbacks count what is on the parser's stack (it is private), in all and by name, which
 * also lets deep end tags that match nothing skip the scan (onclosetag).
 */
class BoundedParser extends Parser {
  private opening = false;
  private closing = false;
  private flattened = false;
  private open = 0;
  private readonly openByName = new Map<string, number>();
  /** The element whose start tag is being read will not be kept: its attributes are not collected. */
  private skipAttributes = false;
  /** ONCE_PER_DOCUMENT tags already opened. */
  private readonly seenOnce = new Set<string>();

  constructor(
    /** The whole document, written at once: the tokenizer's indices are offsets into it. */
    private readonly html: string,
    cbs: Partial<Handler>,
    /** Whether the tree will drop the element just opened (asked once its implied closes are done). */
    private readonly drops: () => boolean,
  ) {
    const self: { parser?: BoundedParser } = {};
    const count = (name: string, by: number) => {
      const p = self.parser!;
      p.open += by;
      const key = name.toLowerCase();
      p.openByName.set(key, (p.openByName.get(key) ?? 0) + by);
    };
    super(
      {
        ...cbs,
        onopentag(name, attribs, implied) {
          count(name, 1);
          cbs.onopentag?.(name, attribs, implied);
        },
        onclosetag(name, implied) {
          count(name, -1);
          cbs.onclosetag?.(name, implied);
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
    self.parser = this;
  }

  protected override isVoidElement(name: string): boolean {
    if (super.isVoidElement(name)) return true;
    if (this.closing) return false;
    if (this.opening) {
      this.flattened = this.open >= MAX_DEPTH && (this.open >= MAX_DEPTH + RAW_SLACK || !RAW_CONTENT.has(name));
      return this.flattened;
    }
    // The end of the start tag just opened ("" when the parser ignored it: a second <form>).
    return this.flattened && name !== "";
  }

  // The flags need no try/finally: an exception out of the parser ends the parse, flags and all.
  override onopentagname(start: number, endIndex: number): void {
    // A second <html> or <head> (ONCE_PER_DOCUMENT): emptied as the parser empties a second <form>
    // — no name, so nothing is pushed or emitted and its attributes and end are no-ops. Two short
    // tag names, told by their length and first letter before any slice: no cost on the other tags.
    if (endIndex - start === 4 && (this.html.charCodeAt(start) | 0x20) === 0x68 /* h */) {
      const name = this.html.slice(start, endIndex).toLowerCase();
      if (ONCE_PER_DOCUMENT.has(name)) {
        if (this.seenOnce.has(name)) {
          const self = this as unknown as { endIndex: number; startIndex: number; openTagStart: number; tagname: string };
          self.endIndex = endIndex;
          self.openTagStart = self.startIndex;
          self.tagname = "";
          this.skipAttributes = true;
          return;
        }
        this.seenOnce.add(name);
      }
    }
    // A table section opened while a cell is open closes the cell and its row first, as browsers do
    // (the WHATWG "in cell" mode): HTML lets a page omit `</th>`, `</tr>` and `</thead>`, and a
    // minifier does ("<tr><th>Pro<tbody><tr><td>Price"). htmlparser2 closes only an open section on
    // `<tbody>`, so the whole body was nested in the header's last cell (round 96g).
    if (this.openByName.get("th") || this.openByName.get("td")) {
      const name = this.html.slice(start, endIndex).toLowerCase();
      if (name === "tbody" || name === "tfoot" || name === "thead") {
        const stack = (this as unknown as { stack: string[] }).stack;
        const pop = (this as unknown as { popElement: (implied: boolean) => void }).popElement.bind(this);
        while (stack.length > 0 && CELL_OR_ROW.has(stack[0]!)) pop(true);
      }
    }
    this.opening = true;
    super.onopentagname(start, endIndex);
    this.opening = false;
    this.skipAttributes = this.drops();
  }

  // Past a bound most elements are dropped (a hostile page's hundreds of thousands): their
  // attributes would only be sliced, lower-cased and stored for nothing. The tree's decision is
  // the same at the end of the start tag (no callback between changes it), so skipping is safe.
  override onattribname(start: number, endIndex: number): void {
    if (!this.skipAttributes) super.onattribname(start, endIndex);
  }
  override onattribdata(start: number, endIndex: number): void {
    if (!this.skipAttributes) super.onattribdata(start, endIndex);
  }
  override onattribentity(codePoint: number): void {
    if (!this.skipAttributes) super.onattribentity(codePoint);
  }
  override onattribend(quote: QuoteType, endIndex: number): void {
    if (!this.skipAttributes) super.onattribend(quote, endIndex);
  }

  override onclosetag(start: number, endIndex: number): void {
    // Deep in a hostile page, most end tags belong to flattened elements or to nothing: the parser
    // would scan its whole stack for them and then ignore them. Ignored here without the scan —
    // but not `</p>` and `</br>`, which the parser turns into elements when nothing matches.
    if (this.open >= SCAN_SKIP_DEPTH) {
      const name = this.html.slice(start, endIndex).toLowerCase();
      if (name !== "p" && name !== "br" && !this.openByName.get(name)) return;
    }
    this.closing = true;
    super.onclosetag(start, endIndex);
    this.closing = false;
  }
}

export function parseHtml(html: string): HDocument {
  const root: HElement = { kind: "element", tag: "#root", attrs: {}, children: [], parent: null, order: 0, depth: 0 };
  const elements: HElement[] = [];
  let current = root;
  // Elements past a bound are not materialised: their opens and closes are only counted (the
  // parser reports every open with a close, implied ones included, so the count pairs up), and
  // their text goes to the nearest kept ancestor so no visible words are lost.
  let dropped = 0;
  // The `dropped` level of the outermost dropped raw-text element whose text is being skipped (0: none).
  let rawFrom = 0;
  const drops = () => dropped > 0 || current.depth >= MAX_DEPTH || elements.length >= MAX_ELEMENTS;
  const parser = new BoundedParser(html, {
      onopentag(name, attribs) {
        if (drops()) {
          dropped++;
          if (rawFrom === 0 && RAW_TEXT.has(name)) rawFrom = dropped;
          return;
        }
        // htmlparser2 hands us a fresh object per tag: keep it, trimming only absurd values.
        const attrs = attribs;
        for (const k in attrs) if (attrs[k].length > MAX_ATTR_CHARS) attrs[k] = attrs[k].slice(0, MAX_ATTR_CHARS);
        const el: HElement = { kind: "element", tag: name, attrs, children: [], parent: current, order: elements.length + 1, depth: current.depth + 1 };
        current.children.push(el);
        elements.push(el);
        current = el;
      },
      onclosetag() {
        if (dropped > 0) {
          if (dropped === rawFrom) rawFrom = 0;
          dropped--;
          return;
        }
        if (current.parent) current = current.parent;
      },
      ontext(raw) {
        if (rawFrom !== 0) return;
        const data = foldDigits(raw);
        const last = current.children[current.children.length - 1];
        if (last && last.kind === "text") last.text += data;
        else current.children.push({ kind: "text", text: data, parent: current });
      },
  }, drops);
  parser.write(html);
  parser.end();
  return { root, elements };
}

/** All text under `el` (raw-text elements included), joined without separators. */
export function textContent(el: HElement): string {
  let out = "";
  const stack: HNode[] = [el];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.kind === "text") out += n.text;
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}

/**
 * The encoding a page declares in its first bytes — `<meta charset="…">` or `<meta
 * http-equiv="Content-Type" content="…; charset=…">` — as the HTML standard's prescan looks for
 * it: `head` is the first 1,024 bytes read as Latin-1 (every byte one character, so any
 * ASCII-compatible encoding's markup reads right). The label as written, or null.
 */
export function metaCharset(head: string): string | null {
  let found: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (found !== null || name !== "meta") return;
        if (attrs.charset?.trim()) found = attrs.charset.trim();
        else if (attrs["http-equiv"]?.trim().toLowerCase() === "content-type") {
          const m = /charset\s*=\s*["']?([^"';\s]+)/i.exec(attrs.content ?? "");
          if (m) found = m[1];
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(head);
  parser.end();
  return found;
}
