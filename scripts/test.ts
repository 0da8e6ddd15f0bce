/**
 * `npm test`: the type check and the test run side by side, arguments passed on to `bun test`:
 *   bun run scripts/test.ts [bun test arguments…]
 *
 * Why side by side: the suite leaves a core idle for much of its run (it waits on Chromium, child
 * processes and sockets), and `tsc --noEmit` took 10–15 s of wall time before the first test ran.
 * Its failures are not hidden: its output is held back and printed after the tests' (so it is not
 * interleaved with them), and either one failing fails `npm test`.
 */
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const args = process.argv.slice(2);
const tsc = Bun.spawn([join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", "."], { cwd: root, stdout: "pipe", stderr: "pipe" });
const tests = Bun.spawn([process.execPath, "test", "--timeout", "20000", ...args], { cwd: root, stdio: ["inherit", "inherit", "inherit"] });

const [testCode, tscCode, tscOut, tscErr] = await Promise.all([tests.exited, tsc.exited, new Response(tsc.stdout).text(), new Response(tsc.stderr).text()]);
if (tscCode === 0) console.log("\ntype check (tsc --noEmit -p .): passed");
else {
  console.error(`\ntype check (tsc --noEmit -p .) FAILED (exit ${tscCode}):`);
  process.stderr.write(tscOut + tscErr);
}
process.exit(testCode !== 0 ? testCode : tscCode !== 0 ? tscCode : 0);
