/**
 * parseHtml — the one place that knows which HTML parser we use (htmlparser2, chosen by
 * measurement: docs/intel.md §1). It drives the parser's SAX callbacks to build our own small
 * tree, so swapping the parser means rewriting this file only.
 *
 * htmlparser2 is forgiving rather than WHATWG-exact: it closes implied ends (`<p>`, `<li>`, table
 * cells), ignores stray end tags, reads unquoted attributes and keeps `<script>`/`<style>` as raw
 * text. Everything downstream walks the tree iteratively, never recursively, because a hostile page
 * can nest elements tens of thousands deep.
 */
import { Parser } from "htmlparser2";

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

/** Bounds that keep a hostile page from costing more than a large real one. */
const MAX_ELEMENTS = 300_000;
const MAX_ATTR_CHARS = 20_000;

export function parseHtml(html: string): HDocument {
  const root: HElement = { kind: "element", tag: "#root", attrs: {}, children: [], parent: null, order: 0, depth: 0 };
  const elements: HElement[] = [];
  let current = root;
  // Elements past the cap are not materialised: their opens and closes are only counted, and their
  // text goes to the nearest kept ancestor so no visible words are lost.
  let dropped = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (elements.length >= MAX_ELEMENTS) {
          dropped++;
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
          dropped--;
          return;
        }
        if (current.parent) current = current.parent;
      },
      ontext(data) {
        const last = current.children[current.children.length - 1];
        if (last && last.kind === "text") last.text += data;
        else current.children.push({ kind: "text", text: data, parent: current });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
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
