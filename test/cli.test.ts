import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { runCli, SOURCE_CLI, startServer, tempDirs } from "./helpers/process";

const tempDir = tempDirs("rivalscope-cli-");

describe("CLI", () => {
  test("version prints the package version", () => {
    const r = runCli(SOURCE_CLI, ["version"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^rivalscope \d+\.\d+\.\d+/);
  });

  test("--help lists the commands; every command has its own --help", () => {
    const r = runCli(SOURCE_CLI, ["--help"]);
    expect(r.code).toBe(0);
    for (const c of ["serve", "migrate", "version", "healthcheck"]) expect(r.stdout).toContain(c);
    for (const c of ["serve", "migrate", "version", "healthcheck"]) {
      const h = runCli(SOURCE_CLI, [c, "--help"]);
      expect(h.code).toBe(0);
      expect(h.stdout).toContain(`Usage: rivalscope ${c}`);
    }
  });

  test("unknown command and unknown flag exit 2 with a message", () => {
    const a = runCli(SOURCE_CLI, ["frobnicate"]);
    expect(a.code).toBe(2);
    expect(a.stderr).toContain('Unknown command "frobnicate"');
    const b = runCli(SOURCE_CLI, ["migrate", "--bogus"]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("--bogus");
  });

  test("a bad configuration value stops the process naming the variable", () => {
    const a = runCli(SOURCE_CLI, ["migrate"], { PORT: "eighty" });
    expect(a.code).toBe(2);
    expect(a.stderr).toContain("PORT");
    const b = runCli(SOURCE_CLI, ["migrate", "--dir", tempDir()], { RIVALSCOPE_PAYMENTS: "paypal" });
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("RIVALSCOPE_PAYMENTS");
    const c = runCli(SOURCE_CLI, ["migrate", "--port", "99999"]);
    expect(c.code).toBe(2);
    expect(c.stderr).toContain("--port");
  });

  test("migrate creates the data dir and database, and is idempotent", () => {
    const dir = join(tempDir(), "nested", "data");
    const a = runCli(SOURCE_CLI, ["migrate", "--dir", dir]);
    expect(a.code).toBe(0);
    expect(existsSync(join(dir, "rivalscope.sqlite"))).toBe(true);
    const b = runCli(SOURCE_CLI, ["migrate", "--dir", dir]);
    expect(b.code).toBe(0);
    expect(b.stdout).toContain("up to date");
  });

  test("migrate --to refuses what it cannot copy, saying why (the copy itself: test/pg/migrate-to.pgtest.ts)", () => {
    const dir = tempDir();
    expect(runCli(SOURCE_CLI, ["migrate", "--dir", dir]).code).toBe(0);
    const notPg = runCli(SOURCE_CLI, ["migrate", "--dir", dir, "--to", "sqlite:///tmp/x.db"]);
    expect(notPg.code).toBe(2);
    expect(notPg.stderr).toContain("--to takes a PostgreSQL URL");
    const missing = join(tempDir(), "none");
    const noDb = runCli(SOURCE_CLI, ["migrate", "--dir", missing, "--to", "postgres://u@127.0.0.1:1/db"]);
    expect(noDb.code).toBe(1);
    expect(noDb.stderr).toContain(`there is no SQLite database at ${join(missing, "rivalscope.sqlite")}`);
    expect(existsSync(missing)).toBe(false);
    const away = runCli(SOURCE_CLI, ["migrate", "--dir", dir, "--to", "postgres://u:hunter2@127.0.0.1:1/db"]);
    expect(away.code).toBe(1);
    expect(away.stderr).toContain("cannot reach PostgreSQL at postgres://u:***@127.0.0.1:1/db");
    expect(away.stderr).not.toContain("hunter2");
  });

  test("serve answers /healthz, healthcheck agrees, and SIGTERM stops it cleanly", async () => {
    const s = await startServer(SOURCE_CLI, ["--dir", tempDir()], { LOG_LEVEL: "info" });
    try {
      const res = await fetch(`${s.url}/healthz`);
      expect(res.status).toBe(200);
      const hc = runCli(SOURCE_CLI, ["healthcheck", "--port", String(s.port)]);
      expect(hc.code).toBe(0);
    } finally {
      expect(await s.stop()).toBe(0);
    }
    expect(s.output()).toContain('"msg":"shutting down"');
  });

  test("healthcheck follows the port serve took, whatever chose it (--port, PORT, 0), through the data dir", async () => {
    const dir = tempDir();
    // serve picks a free port (--port 0); healthcheck is given only the data dir, and a PORT
    // that points elsewhere (as Docker's image sets PORT=3000 while serve may have --port).
    const s = await startServer(SOURCE_CLI, ["--dir", dir]);
    try {
      const hc = runCli(SOURCE_CLI, ["healthcheck"], { RIVALSCOPE_DATA_DIR: dir, PORT: "1" });
      expect(hc.stdout.trim()).toBe("ok");
      expect(hc.code).toBe(0);
      // An explicit --port wins.
      expect(runCli(SOURCE_CLI, ["healthcheck", "--port", "1", "--dir", dir]).code).toBe(1);
    } finally {
      expect(await s.stop()).toBe(0);
    }
    // Stopped: the record is gone, and the check fails instead of trusting it.
    const after = runCli(SOURCE_CLI, ["healthcheck", "--dir", dir], { PORT: String(s.port) });
    expect(after.code).toBe(1);
    expect(after.stdout).toContain("unhealthy");
  });

  test("healthcheck fails when nothing listens", () => {
    const r = runCli(SOURCE_CLI, ["healthcheck", "--port", "1"]);
    expect(r.code).toBe(1);
  });

  test("keys create/list/revoke against a running server: revocation takes effect on the next request", async () => {
    const dir = tempDir();
    const s = await startServer(SOURCE_CLI, ["--dir", dir]);
    try {
      const created = runCli(SOURCE_CLI, ["keys", "create", "--email", "Ops@Example.com", "--tier", "starter", "--name", "ci", "--dir", dir]);
      expect(created.code).toBe(0);
      const key = created.stdout.trim();
      expect(key).toMatch(/^rsk_[0-9A-Za-z]{40}$/); // stdout holds the key alone; logs went to stderr
      const ok = await fetch(`${s.url}/api/v1/tools?limit=1`, { headers: { "x-api-key": key } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("x-ratelimit-limit")).toBe("60");
      const list = runCli(SOURCE_CLI, ["keys", "list", "--dir", dir]);
      const line = list.stdout.split("\n").find((l) => l.includes("ops@example.com"))!;
      expect(line).toContain(key.slice(0, 12));
      expect(line).not.toContain(key);
      const id = line.split("\t")[0];
      const revoked = runCli(SOURCE_CLI, ["keys", "revoke", id, "--dir", dir]);
      expect(revoked.code).toBe(0);
      const refused = await fetch(`${s.url}/api/v1/tools?limit=1`, { headers: { "x-api-key": key } });
      expect(refused.status).toBe(401);
    } finally {
      await s.stop();
    }
  });

  test("keys commands reject bad input with exit code 2", () => {
    const dir = tempDir();
    expect(runCli(SOURCE_CLI, ["keys", "create", "--email", "nope", "--tier", "pro", "--dir", dir]).code).toBe(2);
    expect(runCli(SOURCE_CLI, ["keys", "create", "--email", "a@example.com", "--tier", "gold", "--dir", dir]).stderr).toContain("--tier");
    expect(runCli(SOURCE_CLI, ["keys", "revoke", "--dir", dir]).code).toBe(2);
    expect(runCli(SOURCE_CLI, ["keys", "revoke", "key_nothing", "--dir", dir]).stderr).toContain("no key");
  }, 60_000); // several CLI runs from source: slow on a loaded 2-core machine

  test("usage counted by a running server survives SIGTERM and a restart", async () => {
    const dir = tempDir();
    const key = runCli(SOURCE_CLI, ["keys", "create", "--email", "count@example.com", "--tier", "pro", "--dir", dir]).stdout.trim();
    // A long flush interval: only the shutdown flush can have written these counts.
    const env = { RIVALSCOPE_USAGE_FLUSH_MS: "600000" };
    const first = await startServer(SOURCE_CLI, ["--dir", dir], env);
    for (let i = 0; i < 5; i++) expect((await fetch(`${first.url}/api/v1/tools/asana`, { headers: { "x-api-key": key } })).status).toBe(200);
    expect(await first.stop()).toBe(0);
    const second = await startServer(SOURCE_CLI, ["--dir", dir], env);
    try {
      const res = await fetch(`${second.url}/api/v1/validate-key`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key }) });
      expect(await res.json()).toMatchObject({ valid: true, tier: "pro", requests_this_month: 5 });
    } finally {
      await second.stop();
    }
  }, 60_000); // two server starts from source: slow on a loaded 2-core machine
});
