/**
 * Where the catalog dataset comes from: the data/tools.json embedded in the executable, or the
 * object a test passes. The embedded file is embedded as a file, not as a module: a 400 KB object
 * literal in the bundle costs every start about 2 ms to load and build, while the dataset is
 * needed only when it is newer than the database's copy (the first start, an upgrade) or when an
 * admin reverts a tool. Its version is read from the text; the rest is parsed on demand.
 */
import { readFileSync } from "node:fs";
import embeddedPath from "../../data/tools.json" with { type: "file" };

export interface DatasetSource {
  /** The dataset's version when it could be read without parsing; otherwise undefined. */
  version: unknown;
  /** The dataset, parsed JSON (validated by the caller unless `checked`). */
  read(): unknown;
  /**
   * True when the dataset was validated before it was embedded, so a sync stores it without
   * running it through the schema again: the build refuses a data/tools.json the schema rejects
   * (scripts/build.ts), and test/catalog/dataset.test.ts checks that the schema leaves it
   * unchanged (no value trimmed or dropped). Parsing its 437 tools took ~60 ms of CPU on every
   * first start (docs/benchmarks.md, "Cold start, session 16").
   */
  checked: boolean;
}

/** `"version": N` opening the file, as it is written; if it ever is not, a sync parses the file to compare. */
const LEADING_VERSION = /^\s*\{\s*"version"\s*:\s*(\d+)\s*,/;

export function embeddedDataset(): DatasetSource {
  // The file import gives the embedded file's path (in the executable, /$bunfs/…).
  const text = readFileSync(embeddedPath as unknown as string, "utf8");
  const m = LEADING_VERSION.exec(text.slice(0, 200));
  let parsed: unknown;
  return { version: m ? Number(m[1]) : undefined, read: () => (parsed ??= JSON.parse(text)), checked: true };
}

/** A dataset given as an object (tests). */
export const datasetObject = (raw: unknown): DatasetSource => ({ version: (raw as { version?: unknown } | null)?.version, read: () => raw, checked: false });
