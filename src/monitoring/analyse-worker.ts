/**
 * The analysis worker (analyse.ts): finds a site's pages, extracts its facts and hashes its
 * pages' normalised text, off the main thread. Listed as an entry point of the compiled build (scripts/build.ts).
 */
import type { PageInput } from "../intel/page";
import { analyseInline, discoverInline, type AnalyseInput } from "./analyse";
import { runInBackground } from "../lib/workers";

declare const self: Worker;

runInBackground();

self.onmessage = (e: MessageEvent<{ id: number; op: "analyse" | "discover"; arg: unknown }>) => {
  try {
    const result = e.data.op === "discover" ? discoverInline(e.data.arg as PageInput) : analyseInline(e.data.arg as AnalyseInput);
    self.postMessage({ id: e.data.id, result });
  } catch (err) {
    self.postMessage({ id: e.data.id, error: err instanceof Error ? err.message : String(err) });
  }
};
