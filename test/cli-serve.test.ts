/**
 * `serve` as an operator meets it: a port another process holds, sharing a port on purpose, and
 * `npm start` stopped by a signal, and a data directory left open to other users.
 */
import { describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir } from "../src/lib/private-dir";
import { ROOT, runCli, SOURCE_CLI, startServer, tempDirs, waitFor } from "./helpers/process";

const tempDir = tempDirs("rivalscope-serve-");

describe("serve on a busy port", () => {
  test("a port held by another program stops serve with exit code 1 and a message naming the port", () => {
    // Any program at all: a bare TCP listener, not a Rivalscope server.
    const held = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    try {
      const r = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(held.port), "--dir", tempDir()]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`port ${held.port} on 127.0.0.1 is in use by another process; stop it or choose another with --port / PORT`);
      expect(r.stdout).not.toContain('"msg":"listening"');
    } finally {
      held.stop(true);
    }
  });

  test("a second server on a running server's port refuses to start, and the first keeps answering alone", async () => {
    const first = await startServer(SOURCE_CLI, ["--dir", tempDir()]);
    try {
      const r = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(first.port), "--dir", tempDir()]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use by another process`);
      expect(r.stderr).toContain("--share-port");
      // Through PORT rather than --port: the same refusal.
      const viaEnv = runCli(SOURCE_CLI, ["serve", "--dir", tempDir()], { PORT: String(first.port), HOST: "127.0.0.1" });
      expect(viaEnv.code).toBe(1);
      expect(viaEnv.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use`);
      // Asking to share does not help while the first server did not: it says what is missing.
      const sharing = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(first.port), "--dir", tempDir(), "--share-port"]);
      expect(sharing.code).toBe(1);
      expect(sharing.stderr).toContain("does not share it; every server on a shared port must be started with --share-port");
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  }, 60_000); // two CLI starts from source: ~20 s on a 2-core machine at load 15+

  test("servers that all ask for it (--share-port, RIVALSCOPE_SHARE_PORT) share one port", async () => {
    const dir = tempDir(); // replicas on one data directory, as the flag is documented for
    const first = await startServer(SOURCE_CLI, ["--dir", dir, "--share-port"]);
    try {
      const second = await startServer(SOURCE_CLI, ["--dir", dir, "--port", String(first.port)], { RIVALSCOPE_SHARE_PORT: "true" });
      try {
        expect(second.port).toBe(first.port);
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});

/** The pids of `pid`'s descendants, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone while we read
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parents) if (parent === p) (found.push(child), walk(child));
  };
  walk(pid);
  return found;
}

/** True while the process exists and has not exited (a zombie has exited). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

describe("npm start", () => {
  test.skipIf(process.platform !== "linux")("SIGTERM to the npm process stops the server: the port is released and no process is left", async () => {
    const dir = tempDir();
    const npm = Bun.spawn(["npm", "start"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", RIVALSCOPE_DATA_DIR: dir, LOG_LEVEL: "info", NPM_CONFIG_UPDATE_NOTIFIER: "false" },
      stdout: "pipe",
      stderr: "pipe",
    });
    let out = "";
    void (async () => {
      for await (const chunk of npm.stdout) out += new TextDecoder().decode(chunk);
    })();
    let children: number[] = [];
    try {
      const port = Number((await waitFor(() => out, /"msg":"listening","url":"http:\/\/127\.0\.0\.1:(\d+)"/, 20_000))[1]);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      children = descendants(npm.pid);
      expect(children.length).toBeGreaterThan(0);

      npm.kill("SIGTERM");
      await npm.exited;
      await waitFor(() => out, /"msg":"shutting down","signal":"SIGTERM"/);
      // Nothing npm started outlives it (an orphaned server would be re-parented and keep running).
      expect(children.filter(running)).toEqual([]);
      // The port is free again: binding it succeeds.
      const again = Bun.listen({ hostname: "127.0.0.1", port, socket: { data() {} } });
      again.stop(true);
    } finally {
      npm.kill("SIGKILL");
      for (const pid of children.filter(running)) process.kill(pid, "SIGKILL");
    }
  }, 40_000);
});

describe("the data directory's mode", () => {
  const modeOf = (dir: string) => statSync(dir).mode & 0o777;

  test("an existing data directory with mode 0755 is tightened to 0700 by serve and by the CLI, and the log says so", async () => {
    const forServe = join(tempDir(), "data");
    mkdirSync(forServe);
    chmodSync(forServe, 0o755);
    const s = await startServer(SOURCE_CLI, ["--dir", forServe]);
    try {
      expect(modeOf(forServe)).toBe(0o700);
      expect(s.output()).toContain('"msg":"data directory was open to other users: permissions tightened"');
      expect(s.output()).toContain('"from":"0755","to":"0700"');
    } finally {
      expect(await s.stop()).toBe(0);
    }
    // A CLI command opens the same directory the same way (its logs go to stderr).
    const forCli = join(tempDir(), "data");
    mkdirSync(forCli);
    chmodSync(forCli, 0o775);
    const r = runCli(SOURCE_CLI, ["migrate", "--dir", forCli], { LOG_LEVEL: "info" });
    expect(r.code).toBe(0);
    expect(modeOf(forCli)).toBe(0o700);
    expect(r.stderr).toContain('"from":"0775","to":"0700"');
    // Already private: nothing to say.
    const again = runCli(SOURCE_CLI, ["migrate", "--dir", forCli], { LOG_LEVEL: "info" });
    expect(again.stderr).not.toContain("permissions tightened");
  });

  test("a new data directory is created 0700", () => {
    const fresh = join(tempDir(), "new", "data");
    expect(runCli(SOURCE_CLI, ["migrate", "--dir", fresh]).code).toBe(0);
    expect(modeOf(fresh)).toBe(0o700);
  });

  test("where tightening is refused (another owner, a read-only mount) the outcome says so, with the mode, for the warning", () => {
    // As root every chmod succeeds, so the refusal is staged through the seam.
    const dir = join(tempDir(), "shared");
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const refuse = () => {
      throw Object.assign(new Error("EPERM: operation not permitted, chmod"), { code: "EPERM" });
    };
    expect(ensurePrivateDir(dir, refuse)).toEqual({ kind: "open", mode: "0755", reason: "EPERM: operation not permitted, chmod" });
    expect(modeOf(dir)).toBe(0o755);
    expect(ensurePrivateDir(dir)).toEqual({ kind: "tightened", from: "0755", to: "0700" });
    expect(ensurePrivateDir(dir)).toEqual({ kind: "private" });
  });
});
