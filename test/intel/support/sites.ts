/**
 * Loads a fixture site from test/fixtures/sites/<name>/ as the pages the fetcher would hand over:
 * index.html is the home page at https://<brand>.example/, other files sit at /<file name>.
 * windows-1252 files are decoded the way the fetcher will (from the bytes, by their declared charset).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageInput } from "../../../src/intel/page.ts";

export const SITES_DIR = join(import.meta.dir, "../../fixtures/sites");

export function loadSite(name: string, host: string, encoding = "utf-8"): PageInput[] {
  const dir = join(SITES_DIR, name);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((f) => ({
      url: `https://${host}/${f === "index.html" ? "" : f.replace(/\.html$/, "")}`,
      html: new TextDecoder(encoding).decode(readFileSync(join(dir, f))),
    }));
}
