/**
 * `npm test`: the type check, the renderer's tests and the rest of the suite, side by side;
 * arguments are passed on to `bun test`:
 *   bun run scripts/test.ts [bun test arguments…]
 *
 * Why side by side: one `bun test` runs its files one after another, and the suite leaves a core
 * idle for much of its run (it waits on Chromium, child processes and sockets): measured alone on
 * this 2-core machine, 331 s of wall time for 284 s of CPU (user + sys). The renderer's files
 * (test/browser/, 51 s, mostly waiting: see waitingFiles) run in a second `bun test` beside the
 * rest — each test file starts its own browser, server and temporary directory, as every file
 * does — and `tsc --noEmit` beside both. Nothing is hidden: the other runs' output is held back
 * and printed after the main run's (so it is not interleaved with it), and any of them failing
 * fails `npm test`.
 *
 * The main run's order: files that start processes or browsers (servers, the CLI, Chromium) run
 * last, after the in-process ones (heavyLast). They are the CPU-hungry ones, and run first (bun's
 * own order put test/secrets, test/cli-serve and test/cli first) they competed with the type check
 * and the renderer's run: CI's shuffled run, without those beside it, read secrets' server tests
 * in 0.7 s and 2.0 s where the main run took 3.4 s and 8.2 s. The in-process files (about 80 s)
 * now run while the other two finish.
 *
 * Given test paths or filters (`npm test -- test/intel`), it runs just those, in one `bun test`.
 * With `--reporter-outfile=F` (CI's junit file), the second run writes beside F and its
 * <testsuite> elements are merged into F, so F names every file.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const args = process.argv.slice(2);
const bun = (more: string[], stdout: "inherit" | "pipe") => Bun.spawn([process.execPath, "test", "--timeout", "20000", ...more], { cwd: root, stdio: ["inherit", stdout, stdout], env: { ...process.env, FORCE_COLOR: stdout === "pipe" ? "0" : process.env.FORCE_COLOR } });

/**
 * The second lane: the renderer's files, which mostly wait (a page's network to settle, its
 * deadline, a browser's start) rather than compute. The other Chromium files (Swagger UI, the
 * dashboards' journeys and layouts) keep Chromium busy drawing; beside the rest of the suite on 2
 * cores they slowed it by more than they saved, so they stay in the main run.
 */
function waitingFiles(): string[] {
  return readdirSync(join(root, "test/browser")).filter((f) => f.endsWith(".test.ts")).map((f) => `test/browser/${f}`).sort();
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

/** The main run's files: the in-process ones first, then those that start processes or browsers. */
function heavyLast(files: string[]): string[] {
  const heavy = new Set(files.filter((f) => STARTS_PROCESSES.test(readFileSync(join(root, f), "utf8"))));
  return [...files.filter((f) => !heavy.has(f)), ...files.filter((f) => heavy.has(f))];
}

const filtered = args.some((a) => !a.startsWith("-"));
const outfileArg = args.find((a) => a.startsWith("--reporter-outfile="));
const outfile = outfileArg?.slice("--reporter-outfile=".length);
const laneOutfile = outfile ? `${outfile}.lane2.xml` : undefined;

const tsc = Bun.spawn([join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", "."], { cwd: root, stdout: "pipe", stderr: "pipe" });
const files = filtered ? [] : waitingFiles();
const mainFiles = filtered ? [] : heavyLast(testFiles().filter((f) => !files.includes(f)));
const main = bun([...args, ...mainFiles.map((f) => `./${f}`)], "inherit");
const lane = files.length ? bun([...args.map((a) => (a === outfileArg && laneOutfile ? `--reporter-outfile=${laneOutfile}` : a)), ...files.map((f) => `./${f}`)], "pipe") : null;

const text = (s: ReadableStream | undefined) => (s ? new Response(s).text() : Promise.resolve(""));
const [mainCode, laneCode, laneOut, laneErr, tscCode, tscOut, tscErr] = await Promise.all([
  main.exited,
  lane ? lane.exited : Promise.resolve(0),
  text(lane?.stdout as ReadableStream | undefined),
  text(lane?.stderr as ReadableStream | undefined),
  tsc.exited,
  text(tsc.stdout),
  text(tsc.stderr),
]);

if (lane) {
  console.log(`\n---- test/browser (the renderer), run beside the rest (${files.length} files) ----`);
  process.stdout.write(laneOut);
  process.stdout.write(laneErr);
  if (laneCode !== 0) console.error(`\ntest/browser FAILED (exit ${laneCode})`);
  if (outfile && laneOutfile && existsSync(laneOutfile)) {
    mergeJunit(outfile, laneOutfile);
    rmSync(laneOutfile, { force: true });
  }
}
if (tscCode === 0) console.log("\ntype check (tsc --noEmit -p .): passed");
else {
  console.error(`\ntype check (tsc --noEmit -p .) FAILED (exit ${tscCode}):`);
  process.stderr.write(tscOut + tscErr);
}
process.exit([mainCode, laneCode, tscCode].find((c) => c !== 0) ?? 0);

/** Puts the second run's test suites into the first run's junit document. */
function mergeJunit(into: string, from: string): void {
  const suites = /<testsuites[^>]*>([\s\S]*)<\/testsuites>/.exec(readFileSync(from, "utf8"))?.[1] ?? "";
  const doc = existsSync(into) ? readFileSync(into, "utf8") : `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n</testsuites>\n`;
  const end = doc.lastIndexOf("</testsuites>");
  writeFileSync(into, end < 0 ? doc + suites : doc.slice(0, end) + suites + doc.slice(end));
}
