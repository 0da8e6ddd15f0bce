import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli, SOURCE_CLI, startServer } from "./helpers/process";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "rivalscope-cli-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

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

  test("healthcheck fails when nothing listens", () => {
    const r = runCli(SOURCE_CLI, ["healthcheck", "--port", "1"]);
    expect(r.code).toBe(1);
  });
});
