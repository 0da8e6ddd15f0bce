/**
 * `npm test`: the type check and the test suite, in three `bun test` runs side by side; arguments
 * are passed on to `bun test`:
 *   bun run scripts/test.ts [bun test arguments…]
 *
 * Why side by side: one `bun test` runs its files one after another and leaves a core idle for
 * much of its run (it waits on Chromium, child processes and sockets). Measured on this 2-core
 * machine, quiet, on the same commit: one run beside the renderer's (session 12's two runs) took
 * 4 min 57 s of wall time for 4 min 50 s of CPU — one core's worth; the three runs below took 4 min
 * 23 s and 4 min 39 s with both cores 92–93% busy. So the files are shared out:
 *   - the renderer's files (test/browser/, about 60 s, mostly waiting on Chromium) and the two
 *     long browser walks, the suite's longest files (waitingFiles);
 *   - the rest, in two runs of every other file (heavyLast's order, so each run gets half of the
 *     in-process files and half of those that start processes or browsers);
 *   - `tsc --noEmit` beside them.
 * Each test file starts its own servers, browser and temporary directories on free ports, as every
 * file does, so files never share state across runs. Nothing is hidden: the other runs' output is
 * held back and printed after the main run's (so it is not interleaved with it), and any run
 * failing fails `npm test`.
 *
 * Within each run the in-process files come first and those that start processes or browsers
 * last (heavyLast), and the alternation shares each kind evenly between the two runs. (That order
 * alone, in session 12's two runs, measured no faster: 4 min 57 s against 4 min 54 s in bun's own
 * order — it was written to keep test/secrets, test/cli-serve and test/cli, first in bun's order,
 * away from the type check's start; the second run of the rest is what gained.)
 *
 * Given test paths or filters (`npm test -- test/intel`), it runs just those, in one `bun test`.
 * With `--reporter-outfile=F` (CI's junit file), the other runs write beside F and their
 * <testsuite> elements are merged into F, so F names every file.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const args = process.argv.slice(2);
const bun = (more: string[], stdout: "inherit" | "pipe") => Bun.spawn([process.execPath, "test", "--timeout", "20000", ...more], { cwd: root, stdio: ["inherit", stdout, stdout], env: { ...process.env, FORCE_COLOR: stdout === "pipe" ? "0" : process.env.FORCE_COLOR } });

/**
 * The renderer's files, a run of their own: they mostly wait (a page's network to settle, its
 * deadline, a browser's start) rather than compute. The other Chromium files (the dashboards'
 * journeys and layouts) keep Chromium busy drawing, so they are shared out with the rest rather
 * than gathered in one run (session 12: gathered beside the rest, they slowed it) — all but the
 * two long single-test walks, the Swagger UI's and the customer app's journey: the longest files
 * of the suite (77 s and 38 s in session 14's npm test), each made whichever run of the rest drew
 * it the slowest, while the renderer's run ended early (79 s in CI at 062c562). Measured per file
 * (junit, quiet machine, 4c68af4): with the Swagger walk alone beside the renderer's files the runs
 * took 300 / 259 / 160 s; with both walks there, the same per-file times give 261 / 260 / 198 s.
 */
const LONG_WALKS = ["test/e2e/swagger-browser.test.ts", "test/e2e/app-journey-browser.test.ts"];
function waitingFiles(): string[] {
  const renderer = readdirSync(join(root, "test/browser")).filter((f) => f.endsWith(".test.ts")).map((f) => `test/browser/${f}`);
  return [...renderer, ...LONG_WALKS.filter((f) => existsSync(join(root, f)))].sort();
}

/** Every test file bun would find on its own (its name patterns; node_modules and dot folders skipped). */
function testFiles(dir = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) found.push(...testFiles(path));
    } else if (/(\.test|_test|\.spec|_spec)\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** What makes a file start a process or a browser: the helpers that do, or a spawn of its own. */
const STARTS_PROCESSES = /helpers\/process|helpers\/browser|Bun\.spawn|spawnSync|startServer|launchChromium/;

/** The rest's files in the order both runs take them: the in-process ones first, then those that start processes or browsers. */
function heavyLast(files: string[]): string[] {
  const heavy = new Set(files.filter((f) => STARTS_PROCESSES.test(readFileSync(join(root, f), "utf8"))));
  return [...files.filter((f) => !heavy.has(f)), ...files.filter((f) => heavy.has(f))];
}

const filtered = args.some((a) => !a.startsWith("-"));
const outfileArg = args.find((a) => a.startsWith("--reporter-outfile="));
const outfile = outfileArg?.slice("--reporter-outfile=".length);
const tsc = Bun.spawn([join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", "."], { cwd: root, stdout: "pipe", stderr: "pipe" });
const rendererFiles = filtered ? [] : waitingFiles();
const ordered = filtered ? [] : heavyLast(testFiles().filter((f) => !rendererFiles.includes(f)));
/** The runs beside the main one: every other file of the rest, and the renderer's files. */
const sides = [
  { name: "every other file of the rest", files: ordered.filter((_, i) => i % 2 === 1) },
  { name: "test/browser (the renderer) and the long browser walks", files: rendererFiles },
].filter((s) => s.files.length);
const mainFiles = ordered.filter((_, i) => i % 2 === 0);
const main = bun([...args, ...mainFiles.map((f) => `./${f}`)], "inherit");
const lanes = sides.map((side, i) => {
  const laneOutfile = outfile ? `${outfile}.lane${i + 2}.xml` : undefined;
  const proc = bun([...args.map((a) => (a === outfileArg && laneOutfile ? `--reporter-outfile=${laneOutfile}` : a)), ...side.files.map((f) => `./${f}`)], "pipe");
  return { ...side, laneOutfile, proc, out: text(proc.stdout as ReadableStream), err: text(proc.stderr as ReadableStream) };
});

function text(s: ReadableStream | undefined) {
  return s ? new Response(s).text() : Promise.resolve("");
}
const [mainCode, tscCode, tscOut, tscErr] = await Promise.all([main.exited, tsc.exited, text(tsc.stdout), text(tsc.stderr)]);
const laneCodes: number[] = [];
for (const lane of lanes) {
  const code = await lane.proc.exited;
  laneCodes.push(code);
  console.log(`\n---- ${lane.name}, run beside the rest (${lane.files.length} files) ----`);
  process.stdout.write(await lane.out);
  process.stdout.write(await lane.err);
  if (code !== 0) console.error(`\n${lane.name} FAILED (exit ${code})`);
  if (outfile && lane.laneOutfile && existsSync(lane.laneOutfile)) {
    mergeJunit(outfile, lane.laneOutfile);
    rmSync(lane.laneOutfile, { force: true });
  }
}
if (tscCode === 0) console.log("\ntype check (tsc --noEmit -p .): passed");
else {
  console.error(`\ntype check (tsc --noEmit -p .) FAILED (exit ${tscCode}):`);
  process.stderr.write(tscOut + tscErr);
}
process.exit([mainCode, ...laneCodes, tscCode].find((c) => c !== 0) ?? 0);

/** Puts the second run's test suites into the first run's junit document. */
function mergeJunit(into: string, from: string): void {
  const suites = /<testsuites[^>]*>([\s\S]*)<\/testsuites>/.exec(readFileSync(from, "utf8"))?.[1] ?? "";
  const doc = existsSync(into) ? readFileSync(into, "utf8") : `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n</testsuites>\n`;
  const end = doc.lastIndexOf("</testsuites>");
  writeFileSync(into, end < 0 ? doc + suites : doc.slice(0, end) + suites + doc.slice(end));
}
