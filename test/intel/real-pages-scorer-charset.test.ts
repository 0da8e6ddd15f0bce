/**
 * The real-pages scorer reads a saved page as the product reads one served without a charset in its
 * header (src/intel/charset.ts: a byte-order mark, then the page's own <meta>, else UTF-8). Saved
 * pages in legacy encodings (a windows-1250 Czech price list, a windows-1251 Bulgarian one) were
 * scored on text decoded as UTF-8 — text no visitor saw (round 28, found by part a). Pages of ours.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { casePages, type RealCase } from "./support/real-pages-score.ts";

const dir = mkdtempSync(join(tmpdir(), "scorer-charset-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** ASCII text with "č" (0xE8 in windows-1250) written as a single byte where `č` stands. */
function cp1250(html: string): Uint8Array {
  return Uint8Array.from([...html].map((ch) => (ch === "č" ? 0xe8 : ch.charCodeAt(0))));
}

function pageOf(slug: string, bytes: Uint8Array): string {
  mkdirSync(join(dir, slug), { recursive: true });
  writeFileSync(join(dir, slug, "pricing.html"), bytes);
  const c: RealCase = { slug, company: slug, repo: "ours/scored", commit: "a".repeat(40), pages: [{ role: "pricing", path: "pricing.html", url: "https://prekladac.example/cenik.html" }], plans: [] };
  return casePages(dir, c)!.pages[0]!.html;
}

describe("the scorer decodes saved pages as the product does", () => {
  test("a page declaring windows-1250 in its <meta> is read in windows-1250", () => {
    const html = pageOf("cp1250", cp1250(`<!doctype html><html><head><meta charset="windows-1250"><title>Cenik</title></head><body><p>Preklad: 220 Kč</p></body></html>`));
    expect(html).toContain("220 Kč");
  });

  test("a page without a declaration is read as UTF-8", () => {
    const html = pageOf("utf8", new TextEncoder().encode(`<!doctype html><html><head><title>Cenik</title></head><body><p>Preklad: 220 Kč</p></body></html>`));
    expect(html).toContain("220 Kč");
  });
});
