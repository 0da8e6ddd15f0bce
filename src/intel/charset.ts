/**
 * Bytes of a fetched page → text, and "is this HTML at all", the way browsers decide (WHATWG
 * Encoding and MIME Sniffing standards, the parts that matter for reading marketing pages):
 *
 * - Encoding: a byte-order mark wins (browsers let it override even the header), then the
 *   Content-Type header's charset, then a `<meta>` declaration in the first 1,024 bytes, else
 *   UTF-8. Labels are resolved by TextDecoder itself ("latin1" and "iso-8859-1" are
 *   windows-1252, "shift_jis", "gbk", …); a label it does not know is skipped, never guessed.
 * - HTML: `text/html` or `application/xhtml+xml`; when the type is missing or the generic
 *   `application/octet-stream`, the first bytes are sniffed for a tag an HTML page starts with.
 */
import type * as Parse from "./html/parse.ts";

/**
 * The `<meta>` prescan, loaded at its first use: html/parse.ts brings htmlparser2 and entities,
 * and the fetcher (so this module) is built with the server at every start, long before a page
 * is read (docs/benchmarks.md, "Cold start, session 15"). `require` in the bundle is a lazy
 * initialiser: the module is evaluated on the first call.
 */
const metaCharset = (head: string) => (require("./html/parse.ts") as typeof Parse).metaCharset(head);

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const SNIFFED_TYPES = new Set(["", "application/octet-stream", "binary/octet-stream", "application/unknown", "unknown/unknown"]);
const PRESCAN_BYTES = 1024;

/** The media type without parameters, lower case ("" when absent). */
export const mediaType = (contentType: string | null) => (contentType ?? "").split(";")[0].trim().toLowerCase();

/** "html" when the type says so, "sniff" when only the bytes can tell, otherwise "other". */
export function htmlByType(contentType: string | null): "html" | "sniff" | "other" {
  const type = mediaType(contentType);
  return HTML_TYPES.has(type) ? "html" : SNIFFED_TYPES.has(type) ? "sniff" : "other";
}

// The MIME Sniffing standard's "HTML" patterns: each followed by a space or ">" (or "--" for comments).
const HTML_STARTS = ["<!doctype html", "<html", "<head", "<script", "<iframe", "<h1", "<div", "<font", "<table", "<a", "<style", "<title", "<b", "<body", "<br", "<p", "<!--"];

/** True when the first bytes (after a BOM and whitespace) open like an HTML document. */
export function sniffsAsHtml(bytes: Uint8Array): boolean {
  let i = bom(bytes)?.length ?? 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0c || bytes[i] === 0x0d)) i++;
  const head = latin1(bytes.subarray(i, i + 20)).toLowerCase();
  return HTML_STARTS.some((p) => {
    if (!head.startsWith(p)) return false;
    if (p === "<!--") return true;
    const next = head.charCodeAt(p.length);
    return next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0c || next === 0x0d;
  });
}

const latin1 = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return s;
};

function bom(bytes: Uint8Array): { label: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: "utf-8", length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: "utf-16be", length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: "utf-16le", length: 2 };
  return null;
}

/** A TextDecoder for `label`, or null when the label names no encoding TextDecoder knows. */
function decoderFor(label: string | null | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, ""));
  } catch {
    return null;
  }
}

export interface Decoded {
  html: string;
  /** The encoding used (TextDecoder's name for it) and where it came from. */
  charset: string;
  charsetSource: "bom" | "header" | "meta" | "default";
}

export function decodeHtml(bytes: Uint8Array, contentType: string | null): Decoded {
  const mark = bom(bytes);
  if (mark) return { html: new TextDecoder(mark.label).decode(bytes.subarray(mark.length)), charset: mark.label, charsetSource: "bom" };
  const fromHeader = decoderFor(/;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]);
  if (fromHeader) return { html: fromHeader.decode(bytes), charset: fromHeader.encoding, charsetSource: "header" };
  let fromMeta = decoderFor(metaCharset(latin1(bytes.subarray(0, PRESCAN_BYTES))));
  // A page cannot declare UTF-16 from inside itself (its markup would not be ASCII then): the
  // standard reads such a declaration as UTF-8; x-user-defined likewise means windows-1252.
  if (fromMeta?.encoding.startsWith("utf-16")) fromMeta = new TextDecoder("utf-8");
  else if (fromMeta?.encoding === "x-user-defined") fromMeta = new TextDecoder("windows-1252");
  if (fromMeta) return { html: fromMeta.decode(bytes), charset: fromMeta.encoding, charsetSource: "meta" };
  return { html: new TextDecoder("utf-8").decode(bytes), charset: "utf-8", charsetSource: "default" };
}
