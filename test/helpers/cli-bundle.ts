/**
 * The CLI the tests spawn "from source": src/main.ts bundled once by Bun's bundler, with the same
 * entry points as the executable (scripts/build.ts), cached in the temporary directory under a
 * hash of everything that goes into it.
 *
 * Why: the suite spawns the CLI a few hundred times (commands, `serve`, crash and restore tests),
 * and `bun src/main.ts` transpiles and links a few hundred modules at every start: a `serve`
 * started from the bundle costs ~0.3 CPU s instead of ~0.45–0.55, a command ~0.12 instead of
 * ~0.2 (docs/benchmarks.md, "Issue 24 item 7", speed7). The code is the same code the tests
 * would run from src/, built from the current sources (any change to them gives a new hash and a
 * new bundle), so what the tests prove about the CLI as a process is unchanged.
 * `RIVALSCOPE_TEST_CLI=source` spawns src/main.ts itself (to compare, or to debug with source
 * lines in stack traces).
 *
 * Layout: each entry point (worker threads, on-demand libraries) sits under its path relative to
 * src/, and the shared code in chunks one folder down, so src/lib/entry-points.ts — run from a
 * chunk, whose folder's parent stands for src/ — finds the workers and vendor modules as it does
 * from source. `publicPath` makes the embedded files (dataset, assets) absolute paths, as they are
 * in the executable, rather than paths relative to the working directory.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";

/** Worker threads and on-demand libraries: the entry points besides main.ts (as scripts/build.ts). */
const ENTRY_POINTS = ["main.ts", "analysis/worker.ts", "db/checkpoint-worker.ts", "vendor/stripe.ts", "vendor/nodemailer.ts", "vendor/prom-client.ts", "vendor/openapi.ts", "vendor/openid-client.ts"];
/** What a bundle is made of: the sources, the files they embed, and the locked dependencies. */
const INPUTS = ["src/**/*", "views/**/*", "data/**/*", "migrations/**/*", "migrations-pg/**/*", "package.json", "package-lock.json", "tsconfig.json"];

/**
 * The dependencies actually installed: npm writes this file on every install, with each package's
 * version and integrity. package-lock.json alone would miss a node_modules changed under it (a
 * worktree's node_modules can be a link to another checkout's, installed from another lock).
 */
const INSTALLED = "node_modules/.package-lock.json";

/** Everything that decides what the bundle holds; a change to any of them gives a new key. */
export function inputsHash(root: string): string {
  const hasher = new Bun.CryptoHasher("sha256");
  // The bundler and how it is called (this file's options) are inputs too.
  hasher.update(`${Bun.version}\0${readFileSync(import.meta.path)}\0`);
  const files = INPUTS.flatMap((pattern) => [...new Bun.Glob(pattern).scanSync({ cwd: root, onlyFiles: true })]).sort();
  if (existsSync(join(root, INSTALLED))) files.push(INSTALLED);
  for (const f of files) {
    hasher.update(`${f}\0`);
    hasher.update(readFileSync(join(root, f)));
  }
  return hasher.digest("hex").slice(0, 16);
}

/**
 * The bundle's inputs (the bundler's own list) that the key does not follow: none may be, or a
 * change to such a file would leave a stale bundle in use. Dependencies are followed through
 * INSTALLED; everything else must match one of INPUTS.
 */
export function unkeyedInputs(root: string, bundled: string[], cwd = process.cwd()): string[] {
  const globs = INPUTS.map((pattern) => new Bun.Glob(pattern));
  return bundled.filter((input) => {
    // The bundler names its inputs relative to the working directory.
    const path = relative(root, resolve(cwd, input));
    if (path.split(sep).includes("node_modules")) return false;
    return path.startsWith("..") || !globs.some((glob) => glob.match(path));
  });
}

/**
 * Each change to the sources leaves a bundle (~7 MB) behind: those no run has used for a day go
 * (a run that found one marks it used, and no run lasts a day, so none is removed under a run).
 */
function pruneOldBundles(cacheDir: string): void {
  const before = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(cacheDir)) {
    if (!name.startsWith("rivalscope-test-cli-")) continue;
    const path = join(cacheDir, name);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** Builds (or finds) the bundle of the CLI; returns the path of its main.ts. */
export async function cliBundle(root: string, cacheDir = tmpdir()): Promise<string> {
  const dir = join(cacheDir, `rivalscope-test-cli-${inputsHash(root)}`);
  const main = join(dir, "main.ts");
  if (existsSync(main)) {
    utimesSync(dir, new Date(), new Date()); // in use: see pruneOldBundles
    return main;
  }
  pruneOldBundles(cacheDir);
  // Built beside and renamed into place, so two test processes building at once (npm test and a
  // --randomize run) never see a half-written bundle: the first rename wins, the other is dropped.
  const staging = mkdtempSync(`${dir}.staging-`);
  const out = staging;
  const built = await Bun.build({
    entrypoints: ENTRY_POINTS.map((p) => join(root, "src", p)),
    root: join(root, "src"),
    outdir: out,
    target: "bun",
    format: "esm",
    splitting: true,
    publicPath: `${dir}/`,
    naming: { entry: "[dir]/[name].ts", chunk: "chunks/[name]-[hash].js", asset: "assets/[name]-[hash].[ext]" },
    metafile: true,
  });
  if (!built.success) throw new Error(`bundling the CLI failed:\n${built.logs.join("\n")}`);
  const unkeyed = unkeyedInputs(root, Object.keys(built.metafile?.inputs ?? {}));
  if (unkeyed.length > 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`bundling the CLI: ${unkeyed.join(", ")} went into the bundle but not into its key (INPUTS in test/helpers/cli-bundle.ts)`);
  }
  // The layout above holds only while entryPointUrl runs from a chunk: say so if the bundler
  // ever inlines it into main.ts (whose folder's parent is not the bundle).
  if (readFileSync(join(out, "main.ts"), "utf8").includes("function entryPointUrl")) throw new Error("bundling the CLI: entryPointUrl landed in main.ts, outside chunks/ (test/helpers/cli-bundle.ts)");
  try {
    renameSync(staging, dir);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(main)) throw e;
  }
  return main;
}
