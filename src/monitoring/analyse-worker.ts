/**
 * The analysis worker (analyse.ts): extracts a site's facts and hashes its pages' normalised
 * text, off the main thread. Listed as an entry point of the compiled build (scripts/build.ts).
 */
import { analyseInline, type AnalyseInput } from "./analyse";

declare const self: Worker;

self.onmessage = (e: MessageEvent<{ id: number; input: AnalyseInput }>) => {
  try {
    self.postMessage({ id: e.data.id, result: analyseInline(e.data.input) });
  } catch (err) {
    self.postMessage({ id: e.data.id, error: err instanceof Error ? err.message : String(err) });
  }
};
