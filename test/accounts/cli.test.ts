/**
 * `rivalscope accounts create|list|plan|rotate-signing-key` — the real CLI on a data directory,
 * then the same directory opened by a test app to check what a customer would see.
 */
import { describe, expect, test } from "bun:test";
import { createTestApp, testDatabaseEnv } from "../helpers/app";
import { ROOT, runCli, SOURCE_CLI, tableRows, tempDirs } from "../helpers/process";
import { listSubscriptionEvents, listSubscriptions } from "../../src/billing/queries";
import { ManualClock } from "../../src/lib/clock";

const tempDirOnly = tempDirs("rivalscope-accounts-cli-");
/** A data directory; under `npm run test:pg` also its PostgreSQL database, which the CLI (runCli) and the test app then share. */
const tempDir = async () => {
  const dir = tempDirOnly();
  await testDatabaseEnv(dir);
  return dir;
};
const cli = (dir: string, ...args: string[]) => runCli(SOURCE_CLI, [...args, "--dir", dir]);

describe("rivalscope accounts", () => {
  test("create (with a granted plan), update the password, list, change and end the grant", async () => {
    const dir = await tempDir();
    const created = cli(dir, "accounts", "create", "--email", "Ann@Example.com", "--password", "first password", "--plan", "tracker");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^account ann@example\.com \([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\) created; password set; plan: tracker \(granted, active\)/);

    const updated = cli(dir, "accounts", "create", "--email", "ann@example.com", "--password", "second password");
    expect(updated.stdout).toContain("updated; password set, earlier sign-ins ended; plan: tracker (granted, active)");

    expect(cli(dir, "accounts", "create", "--email", "bob@example.com").stdout).toContain("bob@example.com");
    const listed = cli(dir, "accounts", "list");
    expect(listed.code).toBe(0);
    const lines = tableRows(listed.stdout);
    expect(lines.map((l) => l.slice(0, 5))).toEqual([
      ["ann@example.com", "tracker", "active", "granted", "-"],
      ["bob@example.com", "none", "-", "-", "-"],
    ]);

    expect(cli(dir, "accounts", "plan", "--email", "ann@example.com", "--plan", "command").stdout).toContain("plan command (granted, active)");
    expect(cli(dir, "accounts", "plan", "--email", "ann@example.com", "--plan", "none").stdout).toContain("plan no plan");

    const t = await createTestApp({ dir, clock: new ManualClock(Date.now()) }); // the CLI ran on the wall clock
    try {
      const login = await t.request("/api/auth/login", { method: "POST", json: { email: "ann@example.com", password: "second password" } });
      expect(login.status).toBe(200);
      const me = await (await t.request("/api/me", { headers: { authorization: `Bearer ${(await login.json()).access_token}` } })).json();
      expect(me).toMatchObject({ plan: "none" });
      const [grant] = await listSubscriptions(t.ctx);
      expect(grant).toMatchObject({ product: "plan", provider: "manual", status: "canceled" });
      expect((await listSubscriptionEvents(t.ctx, { subscriptionId: grant.id })).map((e) => [e.type, e.data.granted_by])).toEqual([
        ["created", "cli"],
        ["upgraded", "cli"],
        ["canceled", "cli"],
      ]);
    } finally {
      await t.close();
    }
  }, 30_000);

  test("mistakes exit 2 (usage) or 1 (no such account) with a message", async () => {
    const dir = await tempDir();
    const cases: [string[], number, string][] = [
      [["accounts", "create", "--email", "nope"], 2, "--email must be an email address"],
      [["accounts", "create", "--email", "a@example.com", "--plan", "gold"], 2, "--plan must be one of tracker, command"],
      [["accounts", "create", "--email", "a@example.com", "--password", "short"], 2, "--password must be 8 to 256 characters long"],
      [["accounts", "plan", "--email", "a@example.com", "--plan", "gold"], 2, "--plan must be one of none, tracker, command"],
      [["accounts", "plan", "--email", "ghost@example.com", "--plan", "tracker"], 1, "no account with email ghost@example.com"],
    ];
    for (const [args, code, message] of cases) {
      const r = cli(dir, ...args);
      expect([args.join(" "), r.code]).toEqual([args.join(" "), code]);
      expect(r.stderr).toContain(message);
    }
  }, 30_000);

  test("--password - reads the password from stdin; help lists the commands", async () => {
    const dir = await tempDir();
    const proc = Bun.spawnSync([...SOURCE_CLI, "accounts", "create", "--email", "stdin@example.com", "--password", "-", "--dir", dir], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...(await testDatabaseEnv(dir)) },
      stdin: Buffer.from("from standard input\n"),
    });
    expect(proc.exitCode).toBe(0);
    expect(proc.stdout.toString()).toContain("password set");
    const help = runCli(SOURCE_CLI, ["--help"]).stdout;
    for (const c of ["accounts create", "accounts list", "accounts plan", "accounts rotate-signing-key"]) expect(help).toContain(c);
    expect(cli(dir, "accounts", "rotate-signing-key").stdout).toMatch(/^new signing key sk_\w+/);
  }, 30_000);
});
