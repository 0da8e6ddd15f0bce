/**
 * Running the real CLI (from source or a compiled executable) as a child process.
 */
import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseOfDir } from "../support/pg-cluster";
import { cliBundle } from "./cli-bundle";

export const ROOT = join(import.meta.dir, "../..");
/**
 * The CLI built from the current sources: their bundle, built once per test run and cached
 * (test/helpers/cli-bundle.ts says why), or src/main.ts itself with RIVALSCOPE_TEST_CLI=source.
 */
export const SOURCE_CLI = [process.execPath, process.env.RIVALSCOPE_TEST_CLI === "source" ? join(ROOT, "src/main.ts") : await cliBundle(ROOT)];

/**
 * Under `npm run test:pg`, a child given the data directory of a test app (`--dir` or
 * RIVALSCOPE_DATA_DIR) works on that app's PostgreSQL database, as a replica beside it would.
 */
function databaseOf(args: string[], env: Record<string, string>): Record<string, string> {
  const i = args.indexOf("--dir");
  const dir = i >= 0 ? args[i + 1] : env.RIVALSCOPE_DATA_DIR;
  const url = dir ? databaseOfDir.get(dir) : undefined;
  return url && !env.RIVALSCOPE_DATABASE_URL ? { RIVALSCOPE_DATABASE_URL: url } : {};
}

export function runCli(cmd: string[], args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawnSync([...cmd, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...databaseOf(args, env), ...env }, stdout: "pipe", stderr: "pipe" });
  return { code: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

export interface Served {
  url: string;
  port: number;
  proc: ReturnType<typeof Bun.spawn>;
  output: () => string;
  stop(): Promise<number>;
}

/** Starts `serve` on a free loopback port and resolves once it logs "listening". */
export async function startServer(cmd: string[], args: string[], env: Record<string, string> = {}, timeoutMs = 15000): Promise<Served> {
  const proc = Bun.spawn([...cmd, "serve", "--host", "127.0.0.1", "--port", "0", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...databaseOf(args, env), ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let port = 0;
  while (!port) {
    if (Date.now() > deadline) {
      proc.kill();
      throw new Error(`server did not start: ${out}`);
    }
    const { value, done } = await reader.read();
    if (done) throw new Error(`server exited: ${out}${await new Response(proc.stderr).text()}`);
    out += decoder.decode(value);
    const m = out.match(/"msg":"listening","url":"http:\/\/[^:]+:(\d+)"/);
    if (m) port = Number(m[1]);
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      out += decoder.decode(value);
    }
  })();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    output: () => out,
    async stop() {
      proc.kill("SIGTERM");
      return await proc.exited;
    },
  };
}

/** Waits until a child's output (or any text that grows) matches, or fails after a few seconds. */
export async function waitFor(output: () => string, pattern: RegExp, ms = 5000): Promise<RegExpExecArray> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const m = pattern.exec(output());
    if (m) return m;
    await Bun.sleep(20);
  }
  throw new Error(`no ${pattern} in output:\n${output()}`);
}

/** Temporary directories for one test file, removed after its last test. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/**
 * The rows of a CLI listing (`keys list`, `jobs list`, …): tab-separated lines under a header row
 * of upper-case column names, which this checks and drops. An "no …" line gives no rows.
 */
export function tableRows(stdout: string): string[][] {
  const lines = stdout.trim().split("\n");
  if (lines.length === 1 && lines[0]!.startsWith("no ")) return [];
  const [header, ...rows] = lines;
  if (!/^[A-Z_]+(\t[A-Z_]+)*$/.test(header!)) throw new Error(`no header row: ${header}`);
  return rows.map((l) => l.split("\t"));
}
