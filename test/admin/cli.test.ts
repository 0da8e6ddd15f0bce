/**
 * The first-run experience from the command line: `serve` prints the setup link when there is no
 * admin, `rivalscope admin create` creates or resets an admin without a browser.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { ROOT, runCli, SOURCE_CLI, startServer, tempDirs, waitFor } from "../helpers/process";

const tempDir = tempDirs("rivalscope-admin-cli-");


describe("rivalscope admin create", () => {
  test("creates an admin, then resets its password; listed in --help", () => {
    const dir = tempDir();
    const a = runCli(SOURCE_CLI, ["admin", "create", "--email", "Ops@Example.com", "--password", "first password", "--dir", dir]);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain("admin ops@example.com created");
    const b = runCli(SOURCE_CLI, ["admin", "create", "--email", "ops@example.com", "--password", "second password", "--dir", dir]);
    expect(b.code).toBe(0);
    expect(b.stdout).toContain("password of admin ops@example.com reset");
    expect(runCli(SOURCE_CLI, ["--help"]).stdout).toContain("admin create");
    expect(runCli(SOURCE_CLI, ["admin", "create", "--help"]).stdout).toContain("Usage: rivalscope admin create --email E --password P");
  }, 30_000); // four CLI processes: generous on a loaded machine

  test("bad or missing values exit 2 with a message naming what is wrong", () => {
    const dir = tempDir();
    const noPassword = runCli(SOURCE_CLI, ["admin", "create", "--email", "a@example.com", "--dir", dir]);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain("--password");
    const badEmail = runCli(SOURCE_CLI, ["admin", "create", "--email", "nope", "--password", "long enough", "--dir", dir]);
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain("email must be an email address");
    const short = runCli(SOURCE_CLI, ["admin", "create", "--email", "a@example.com", "--password", "short", "--dir", dir]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("password must be at least 8 characters");
  }, 30_000);

  test("--password - reads the password from stdin", () => {
    const dir = tempDir();
    const proc = Bun.spawnSync([...SOURCE_CLI, "admin", "create", "--email", "stdin@example.com", "--password", "-", "--dir", dir], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn" },
      stdin: Buffer.from("from standard input\n"),
    });
    expect(proc.exitCode).toBe(0);
    expect(proc.stdout.toString()).toContain("admin stdin@example.com created");
  });
});

describe("first start", () => {
  test("stopped at once, before or while its setup link is printed (a moment after listening), serve exits 0", async () => {
    for (let i = 0; i < 3; i++) {
      const server = await startServer(SOURCE_CLI, ["--dir", tempDir()]);
      if (i > 0) await Bun.sleep(i === 1 ? 45 : 60); // around the moment the link is looked for
      expect(await server.stop()).toBe(0);
      expect(server.output()).not.toContain("setup link not announced");
    }
  }, 60_000);

  test("with no admin, serve prints a one-time setup link that opens the setup page", async () => {
    const server = await startServer(SOURCE_CLI, ["--dir", tempDir()]);
    try {
      const m = await waitFor(server.output, /"setup_url":"(http:\/\/localhost:\d+\/admin\/setup\?token=[0-9A-Za-z]{32})"/);
      const url = new URL(m[1]);
      expect(url.port).toBe(String(server.port)); // --port 0: the link names the real port
      const page = await fetch(`${server.url}${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Create the first admin");
      expect((await fetch(`${server.url}/admin/setup?token=wrong`)).status).toBe(403);
    } finally {
      await server.stop();
    }
  });

  test("with RIVALSCOPE_ADMIN_EMAIL/_PASSWORD the admin exists at once and no link is printed", async () => {
    const server = await startServer(SOURCE_CLI, ["--dir", tempDir()], { RIVALSCOPE_ADMIN_EMAIL: "env@example.com", RIVALSCOPE_ADMIN_PASSWORD: "from the environment" });
    try {
      expect(server.output()).toContain("admin created from RIVALSCOPE_ADMIN_EMAIL");
      await Bun.sleep(100);
      expect(server.output()).not.toContain("setup_url");
      const login = await fetch(`${server.url}/admin/login`);
      expect(await login.text()).not.toContain("No admin exists yet");
    } finally {
      await server.stop();
    }
  });
});
