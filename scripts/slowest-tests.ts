/**
 * The slowest test files of a `bun test --reporter=junit` run, slowest first:
 *   bun run scripts/slowest-tests.ts junit.xml [N]   (N defaults to 10)
 * CI prints them at the end (.ci/run) so a file that grows slow is seen when it does.
 * A file's own <testsuite> is the one whose name is its path (describe blocks nest inside it).
 */
import { readFileSync } from "node:fs";

const [file, n = "10"] = process.argv.slice(2);
if (!file) {
  console.error("usage: bun run scripts/slowest-tests.ts JUNIT_XML [N]");
  process.exit(2);
}
const xml = readFileSync(file, "utf8");
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const files: { file: string; seconds: number; tests: number }[] = [];
for (const [tag] of xml.matchAll(/<testsuite\s[^>]*>/g)) {
  const name = attr(tag, "name");
  if (name === undefined || name !== attr(tag, "file")) continue;
  files.push({ file: name, seconds: Number(attr(tag, "time") ?? 0), tests: Number(attr(tag, "tests") ?? 0) });
}
files.sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((s, f) => s + f.seconds, 0);
console.log(`Slowest ${Math.min(Number(n), files.length)} of ${files.length} test files (${total.toFixed(0)} s in all):`);
for (const f of files.slice(0, Number(n))) console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`);
