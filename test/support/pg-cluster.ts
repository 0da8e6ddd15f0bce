/**
 * A throwaway PostgreSQL cluster for tests (and for a shell: scripts/pg-cluster.ts).
 *
 * `RIVALSCOPE_TEST_DATABASE_URL` set: that server is used as it is (CI may run its own).
 * Otherwise the first caller in the process runs `initdb` in a fresh temporary folder and starts
 * `postgres` on a free loopback port with trust authentication (a loopback-only cluster that lives
 * as long as the test process: no password to keep), and stops it when the process exits.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (Debian's
 * package creates it) or `nobody`. A watcher process stops the cluster when the process that
 * started it ends in any way (`bun test` may exit without running exit hooks).
 *
 * `freshDatabase()` creates an empty database on the cluster for one test file or context, so
 * tests never see each other's rows and need no clean-up between them.
 *
 * When PostgreSQL is absent, `pgAvailable()` is false and the tests that need it skip with a loud
 * warning — but only outside CI: with `CI` set, absence is a failure.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of PostgreSQL's server programs (initdb, pg_ctl): Debian's newest, or on PATH. */
export function pgBinDir(): string | null {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => existsSync(join(debian, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  const found = which.stdout.trim();
  return which.status === 0 && found ? join(found, "..") : null;
}

export interface PgCluster {
  /** A URL of the cluster's maintenance database (`postgres`), as its superuser. */
  url: string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Runs a server program as the unprivileged user when we are root (initdb and postgres refuse root). */
function asOwner(user: string | null, cmd: string, args: string[]) {
  const [file, argv] = user ? ["runuser", ["-u", user, "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r;
}

/** Starts a new cluster in a temporary folder; `stop()` ends it and removes the folder. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (no initdb under /usr/lib/postgresql or on PATH)");
  const root = process.getuid?.() === 0;
  const user = root ? (spawnSync("id", ["-u", "postgres"]).status === 0 ? "postgres" : "nobody") : null;
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-pg-"));
  // The unprivileged owner must reach the folder (mkdtemp makes it 0700, owned by root).
  if (user) {
    chmodSync(dir, 0o777);
  }
  const data = join(dir, "data");
  asOwner(user, join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const port = await freePort();
  // Durability off: the cluster is thrown away with the test run. The socket goes in our folder,
  // not /var/run/postgresql (which may not exist or belong to another cluster).
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  asOwner(user, join(bin, "pg_ctl"), ["-D", data, "-l", join(dir, "log"), "-o", opts, "-w", "-s", "start"]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asOwner(user, join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "-s", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // The stop hook below runs on a normal exit; `bun test` (and a killed process) may end without
  // one, so a small watcher stops the cluster once this process is gone, whatever ended it.
  const ctl = [...(user ? ["runuser", "-u", user, "--"] : []), join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "-s", "stop"].map(shellQuote).join(" ");
  const watcher = spawn("sh", ["-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${ctl} >/dev/null 2>&1; rm -rf ${shellQuote(dir)}`], { detached: true, stdio: "ignore" });
  watcher.unref();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

let shared: Promise<string> | null = null;

/** The URL of the test server: RIVALSCOPE_TEST_DATABASE_URL, or a cluster started once for this process. */
export function testServerUrl(): Promise<string> {
  return (shared ??= (async () => {
    const given = process.env.RIVALSCOPE_TEST_DATABASE_URL;
    if (given) return given;
    const cluster = await startPgCluster();
    process.once("exit", () => cluster.stop());
    return cluster.url;
  })());
}

/** True when tests can have a PostgreSQL server; outside CI, false with a loud warning when not. */
export function pgAvailable(): boolean {
  if (process.env.RIVALSCOPE_TEST_DATABASE_URL || pgBinDir()) return true;
  if (process.env.CI) throw new Error("PostgreSQL is required in CI (install the postgresql package, or set RIVALSCOPE_TEST_DATABASE_URL)");
  console.warn("\n*** PostgreSQL is not installed: the PostgreSQL tests are SKIPPED (they fail in CI). Install the postgresql package to run them. ***\n");
  return false;
}

let counter = 0;

/** Creates an empty database on the test server and returns its URL. */
export async function freshDatabase(label = "t"): Promise<string> {
  const server = new URL(await testServerUrl());
  const name = `${label.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Bun.SQL(server.toString(), { max: 1 });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  server.pathname = `/${name}`;
  return server.toString();
}

/** The database each test data directory was given (test/helpers/app.ts), for child processes on it. */
export const databaseOfDir = new Map<string, string>();
