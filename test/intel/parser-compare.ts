/**
 * Parser comparison behind docs/intel.md §1 — run by hand, not part of `bun test`:
 *   npx bun run test/intel/parser-compare.ts
 * It installs the candidates that are not project dependencies (parse5, node-html-parser,
 * linkedom, domhandler) into .bench-cache/parsers/ and measures, on the same generated pages:
 * median parse time (500 KB and 2 MB), heap retained by the parsed result, and a set of broken-HTML
 * cases (what each parser makes of them).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realisticPricingPage } from "./support/realistic-page.ts";

const CACHE = join(import.meta.dir, "../../.bench-cache/parsers");
const PKGS = ["parse5@8", "node-html-parser@9", "linkedom@0.18", "domhandler@6", "domutils@4"];
if (!existsSync(join(CACHE, "node_modules/linkedom/package.json"))) {
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, "package.json"), JSON.stringify({ name: "rivalscope-parser-cache", private: true }));
  const r = Bun.spawnSync(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", ...PKGS], { cwd: CACHE, stdout: "inherit", stderr: "inherit" });
  if (r.exitCode !== 0) throw new Error("could not install the candidates");
}
const from = (name: string) => import(join(CACHE, "node_modules", name));
const parse5: any = await from("parse5");
const nhp: any = await from("node-html-parser");
const linkedom: any = await from("linkedom");
const domutils: any = await from("domutils");
const { Parser, parseDocument } = await import("htmlparser2");
const { parseHtml, textContent } = await import("../../src/intel/html/parse.ts");

/** Each candidate parses a page and answers: the text of the element with `id`, and whether the parse survived. */
interface Candidate {
  name: string;
  parse(html: string): unknown;
  textById(doc: unknown, id: string): string | null;
  parentIdOf(doc: unknown, id: string): string | null;
}

const p5Find = (n: any, id: string): any => {
  const stack = [n];
  while (stack.length) {
    const x = stack.pop();
    if (x.attrs?.some((a: any) => a.name === "id" && a.value === id)) return x;
    if (x.childNodes) for (let i = x.childNodes.length - 1; i >= 0; i--) stack.push(x.childNodes[i]);
    if (x.content) stack.push(x.content);
  }
  return null;
};
const p5Text = (n: any): string => {
  let s = "";
  const stack = [n];
  while (stack.length) {
    const x = stack.pop();
    if (x.nodeName === "#text") s += x.value;
    else if (x.nodeName !== "script" && x.nodeName !== "style" && x.childNodes) for (let i = x.childNodes.length - 1; i >= 0; i--) stack.push(x.childNodes[i]);
  }
  return s;
};
const p5Id = (n: any) => n?.attrs?.find((a: any) => a.name === "id")?.value ?? (n?.nodeName ?? null);

const dhFind = (doc: any, id: string) => domutils.findOne((e: any) => e.attribs?.id === id, doc.children, true);

const candidates: Candidate[] = [
  {
    name: "HTMLRewriter (Bun, streaming, no tree)",
    parse(html) {
      // A streaming rewriter builds no tree: collect what a tree walk would need (ids with their text).
      const texts = new Map<string, string>();
      const parents = new Map<string, string>();
      const open: string[] = [];
      const rw = new HTMLRewriter()
        .on("*", {
          element(el) {
            const id = el.getAttribute("id") ?? `<${el.tagName}>`;
            parents.set(id, open.at(-1) ?? "#root");
            texts.set(id, "");
            open.push(id);
            try {
              el.onEndTag(() => void open.pop());
            } catch {
              open.pop(); // void element: no end tag
            }
          },
          text(t) {
            for (const id of open) if (!id.startsWith("<")) texts.set(id, texts.get(id) + t.text);
          },
        });
      rw.transform(html);
      return { texts, parents };
    },
    textById: (d: any, id) => d.texts.get(id) ?? null,
    parentIdOf: (d: any, id) => d.parents.get(id) ?? null,
  },
  {
    name: "htmlparser2 SAX → own tree (src/intel/html/parse.ts)",
    parse: (html) => parseHtml(html),
    textById(doc: any, id) {
      const el = doc.elements.find((e: any) => e.attrs.id === id);
      return el ? textContent(el) : null;
    },
    parentIdOf(doc: any, id) {
      const el = doc.elements.find((e: any) => e.attrs.id === id);
      return el ? (el.parent?.attrs?.id ?? el.parent?.tag ?? "#root") : null;
    },
  },
  {
    name: "htmlparser2 + domhandler (parseDocument)",
    parse: (html) => parseDocument(html),
    textById(doc: any, id) {
      const el = dhFind(doc, id);
      return el ? domutils.textContent(el) : null;
    },
    parentIdOf(doc: any, id) {
      const el = dhFind(doc, id);
      return el ? (el.parent?.attribs?.id ?? el.parent?.name ?? "#root") : null;
    },
  },
  {
    name: "parse5 (WHATWG tree construction)",
    parse: (html) => parse5.parse(html),
    textById: (doc, id) => {
      const n = p5Find(doc, id);
      return n ? p5Text(n) : null;
    },
    parentIdOf: (doc, id) => {
      const n = p5Find(doc, id);
      return n ? p5Id(n.parentNode) : null;
    },
  },
  {
    name: "node-html-parser",
    parse: (html) => nhp.parse(html, { blockTextElements: { script: true, style: true, noscript: true, pre: true } }),
    textById: (doc: any, id) => doc.querySelector(`#${id}`)?.textContent ?? null,
    parentIdOf: (doc: any, id) => {
      const n = doc.querySelector(`#${id}`);
      return n ? (n.parentNode?.id || n.parentNode?.rawTagName || "#root") : null;
    },
  },
  {
    name: "linkedom",
    parse: (html) => linkedom.parseHTML(html).document,
    textById: (doc: any, id) => doc.getElementById(id)?.textContent ?? null,
    parentIdOf: (doc: any, id) => {
      const n = doc.getElementById(id);
      return n ? (n.parentNode?.id || n.parentNode?.localName || "#root") : null;
    },
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
function time(fn: () => unknown, runs: number) {
  fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    fn();
    t.push(performance.now() - s);
  }
  return median(t);
}
function retained(fn: () => unknown) {
  Bun.gc(true);
  const before = process.memoryUsage().heapUsed;
  (globalThis as any).__keep = fn();
  Bun.gc(true);
  const after = process.memoryUsage().heapUsed;
  (globalThis as any).__keep = null;
  return (after - before) / 1e6;
}

const CASES: { name: string; html: string; check: (c: Candidate, d: unknown) => boolean }[] = [
  {
    name: "unclosed <p>/<li>, implied ends",
    html: `<ul id=l><li id=a>One<li id=b>Two</ul><div id=c><p id=p1>First<p id=p2>Second</div>`,
    check: (c, d) => c.parentIdOf(d, "b") === "l" && c.parentIdOf(d, "p2") === "c" && c.textById(d, "p1") === "First",
  },
  {
    name: "stray </div> does not swallow the rest",
    html: `<div id=outer><div id=inner>A</div></div></div><div id=next>B</div>`,
    check: (c, d) => c.parentIdOf(d, "next") !== "outer" && c.textById(d, "next") === "B",
  },
  {
    name: "unquoted attributes",
    html: `<div id=card class=plan data-price=29><span id=v>29</span></div>`,
    check: (c, d) => c.parentIdOf(d, "v") === "card",
  },
  {
    name: "<script> holding '</div>' strings",
    html: `<div id=x><script>var s = "</div><p>";</script><span id=y>Y</span></div>`,
    check: (c, d) => c.parentIdOf(d, "y") === "x" && c.textById(d, "y") === "Y",
  },
  {
    name: "table without closing cells",
    html: `<table id=t><tr id=r><td id=a>A<td id=b>B</table><p id=after>after</p>`,
    check: (c, d) => c.textById(d, "a") === "A" && c.parentIdOf(d, "after") !== "b",
  },
  {
    name: "entities decoded",
    html: `<p id=e>&euro;9&comma;99 &amp; &#36;5&nbsp;/mo</p>`,
    check: (c, d) => c.textById(d, "e") === "€9,99 & $5\u00a0/mo",
  },
  {
    name: "20,000 nested <div>",
    html: "<div>".repeat(20_000) + `<span id=deep>deep</span>` + "</div>".repeat(20_000),
    check: (c, d) => c.textById(d, "deep") === "deep",
  },
];

const small = realisticPricingPage(500_000);
const large = realisticPricingPage(2_000_000);
console.log(`pages: ${(small.length / 1e3).toFixed(0)} KB and ${(large.length / 1e3).toFixed(0)} KB, Bun ${Bun.version}\n`);
console.log("| parser | 500 KB median ms | 2 MB median ms | heap held by the 2 MB result (MB) | broken-HTML cases passed |");
console.log("|---|---|---|---|---|");
for (const c of candidates) {
  const t500 = time(() => c.parse(small), 15);
  const t2m = time(() => c.parse(large), 7);
  const mem = retained(() => c.parse(large));
  const results = CASES.map((k) => {
    try {
      return k.check(c, c.parse(k.html));
    } catch {
      return false;
    }
  });
  const failed = CASES.filter((_, i) => !results[i]).map((k) => k.name);
  console.log(`| ${c.name} | ${t500.toFixed(1)} | ${t2m.toFixed(1)} | ${mem.toFixed(1)} | ${results.filter(Boolean).length}/${CASES.length}${failed.length ? ` (fails: ${failed.join("; ")})` : ""} |`);
}
