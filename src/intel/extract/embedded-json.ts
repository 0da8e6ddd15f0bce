/**
 * Structured data embedded in a page: JSON-LD blocks and framework app state (`__NEXT_DATA__`,
 * Nuxt 3 `__NUXT_DATA__`, `window.__NUXT__ = {…}`, `window.__INITIAL_STATE__ = {…}`, other
 * `application/json` scripts, and the Next.js app router's flight data, `self.__next_f.push(…)`).
 *
 * Security: page JavaScript is never evaluated. An assignment is read only when its right-hand
 * side is a JSON literal (or `JSON.parse('…')` of one), cut out with a string-aware bracket scan
 * and handed to JSON.parse; anything else (Nuxt 2's `(function(a,b){…})(…)`) is skipped.
 */
import { textContent, type HElement } from "../html/parse.ts";

export interface AppStateBlob {
  /** Where it came from: "__NEXT_DATA__", "__NUXT_DATA__", "window.__NUXT__", "#id", … */
  source: string;
  data: unknown;
}

/** Blobs larger than this are skipped: no real page's plans need more, and JSON.parse is not free. */
const MAX_JSON_CHARS = 4_000_000;

function tryJson(text: string): unknown {
  if (text.length > MAX_JSON_CHARS) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON-LD as sites write it: sometimes wrapped in comments/CDATA, with raw newlines in strings. */
function lenientJson(text: string): unknown {
  const t = text.trim().replace(/^<!--|-->$/g, "").replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "").trim();
  const direct = tryJson(t);
  if (direct !== undefined) return direct;
  // Control characters inside strings and trailing commas are the two common breakages.
  return tryJson(t.replace(/[\u0000-\u001f]+/g, " ").replace(/,\s*([}\]])/g, "$1"));
}

export function readJsonLd(scripts: HElement[]): unknown[] {
  const out: unknown[] = [];
  for (const s of scripts) {
    if ((s.attrs.type ?? "").trim().toLowerCase() !== "application/ld+json") continue;
    const v = lenientJson(textContent(s));
    if (v !== undefined && v !== null) out.push(v);
  }
  return out;
}

/**
 * Nuxt 3 `__NUXT_DATA__` is devalue's flattened form: an array whose entries reference each other
 * by index; `["Reactive", 5]`-style pairs wrap a value. Rebuilt with memoisation and a node budget,
 * so shared references and hostile cycles cost linear time and cannot loop.
 */
export function unflattenDevalue(arr: unknown): unknown {
  if (!Array.isArray(arr) || arr.length === 0) return undefined;
  const memo = new Map<number, unknown>();
  let budget = 200_000;
  const WRAPPERS = new Set(["Reactive", "ShallowReactive", "Ref", "ShallowRef", "EmptyRef", "EmptyShallowRef", "NuxtError", "Date", "Set", "Map", "Object", "BigInt", "null"]);
  const resolve = (i: unknown, depth: number): unknown => {
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= arr.length || depth > 80 || --budget < 0) return undefined;
    if (memo.has(i)) return memo.get(i);
    const v = arr[i];
    let out: unknown;
    if (Array.isArray(v)) {
      if (typeof v[0] === "string" && WRAPPERS.has(v[0]) && v.length === 2) {
        memo.set(i, undefined); // a cycle through a wrapper resolves to undefined
        out = v[0] === "Date" || v[0] === "BigInt" ? v[1] : resolve(v[1], depth + 1);
      } else {
        const list: unknown[] = [];
        memo.set(i, list);
        for (const x of v) list.push(resolve(x, depth + 1));
        return list;
      }
    } else if (v && typeof v === "object") {
      const obj: Record<string, unknown> = {};
      memo.set(i, obj);
      for (const [k, x] of Object.entries(v)) obj[k] = resolve(x, depth + 1);
      return obj;
    } else out = v;
    memo.set(i, out);
    return out;
  };
  return resolve(0, 0);
}

/** The JSON literal starting at `from` (an object or array), cut out string-aware; null if unbalanced. */
export function jsonLiteralAt(src: string, from: number): string | null {
  let i = from;
  while (i < src.length && /\s/.test(src[i])) i++;
  const open = src[i];
  if (open !== "{" && open !== "[") return null;
  let depth = 0;
  let inStr = false;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (inStr) {
      if (c === "\\") j++;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (--depth === 0) return src.slice(i, j + 1);
    }
  }
  return null;
}

const ASSIGNMENT = /(?:window|self|globalThis)\s*\.\s*(__NUXT__|__INITIAL_STATE__|__APOLLO_STATE__|__PRELOADED_STATE__|__INITIAL_DATA__|__STATE__|__DATA__|__REDUX_STATE__|__remixContext|__staticRouterHydrationData|__SERVER_DATA__)\s*=\s*/g;

function fromAssignments(src: string, out: AppStateBlob[]) {
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(src); m; m = ASSIGNMENT.exec(src)) {
    const at = m.index + m[0].length;
    let data: unknown;
    const lit = jsonLiteralAt(src, at);
    if (lit) data = tryJson(lit);
    else {
      // JSON.parse("…") / JSON.parse('…'): unescape the string literal as JSON, then parse that.
      const jp = /^JSON\.parse\(\s*(["'])/.exec(src.slice(at, at + 20));
      if (jp) {
        const q = jp[1];
        const start = at + jp[0].length;
        let j = start;
        while (j < src.length && src[j] !== q) j += src[j] === "\\" ? 2 : 1;
        const body = src.slice(start, j);
        const asJsonString = q === '"' ? `"${body}"` : `"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`;
        const inner = tryJson(asJsonString);
        if (typeof inner === "string") data = tryJson(inner);
      }
    }
    if (data !== undefined) out.push({ source: `window.${m[1]}`, data });
  }
}

/** Flight data larger than this (all chunks together) is not read. */
const MAX_FLIGHT_CHARS = 8_000_000;
const FLIGHT_PUSH = /self\.__next_f\.push\(\s*/g;
/** A flight row that holds JSON: "<hex id>:" then an array or object (other rows are imports, text, hints). */
const FLIGHT_ROW = /(?:^|\n)[0-9a-f]{1,8}:(?=[[{])/g;

/**
 * The Next.js app router streams the React tree as "flight" rows, pushed as JS string chunks:
 * `self.__next_f.push([1,"<rows>"])`. Each push's argument is a JSON array literal (cut out and
 * parsed, never run); the type-1 strings, joined in page order, are rows `<id>:<payload>\n`.
 * Rows whose payload is JSON (elements with their props, data objects) are parsed and returned
 * as one list, where plan arrays in props (`{"plans": [{"name": "Pro", "price": 10}]}`) are found
 * like any other app state. Client-rendered pricing tables often exist only here.
 */
function readFlight(sources: string[]): unknown[] | null {
  let payload = "";
  for (const src of sources) {
    FLIGHT_PUSH.lastIndex = 0;
    for (let m = FLIGHT_PUSH.exec(src); m; m = FLIGHT_PUSH.exec(src)) {
      const lit = jsonLiteralAt(src, m.index + m[0].length);
      const chunk = lit ? tryJson(lit) : undefined;
      if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === "string") payload += chunk[1];
      if (payload.length > MAX_FLIGHT_CHARS) return null;
    }
  }
  if (!payload) return null;
  const rows: unknown[] = [];
  FLIGHT_ROW.lastIndex = 0;
  for (let m = FLIGHT_ROW.exec(payload); m && rows.length < 5_000; m = FLIGHT_ROW.exec(payload)) {
    const lit = jsonLiteralAt(payload, m.index + m[0].length);
    if (!lit) continue;
    const v = tryJson(lit);
    if (v !== undefined) rows.push(v);
    FLIGHT_ROW.lastIndex = m.index + m[0].length + lit.length;
  }
  return rows.length ? rows : null;
}

export function readAppState(scripts: HElement[]): AppStateBlob[] {
  const out: AppStateBlob[] = [];
  const flight: string[] = [];
  for (const s of scripts) {
    const type = (s.attrs.type ?? "").trim().toLowerCase();
    const id = s.attrs.id ?? "";
    if (type === "application/ld+json") continue;
    const src = textContent(s);
    if (src.length > MAX_JSON_CHARS) continue;
    if (id === "__NUXT_DATA__") {
      const data = unflattenDevalue(tryJson(src));
      if (data !== undefined) out.push({ source: "__NUXT_DATA__", data });
    } else if (type === "application/json" || id === "__NEXT_DATA__") {
      const data = tryJson(src);
      if (data !== undefined) out.push({ source: id ? (id === "__NEXT_DATA__" ? id : `#${id}`) : "application/json", data });
    } else if (type === "" || type.includes("javascript") || type === "module") {
      if (src.includes("__next_f")) flight.push(src);
      else if (src.includes("__")) fromAssignments(src, out);
    }
  }
  const rows = readFlight(flight);
  if (rows) out.push({ source: "self.__next_f", data: rows });
  return out;
}
