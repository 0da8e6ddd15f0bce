/**
 * `rivalscope migrate --to postgres://…` (issue 27): a SQLite data directory filled through the
 * domain (test/pg/fill-sqlite.ts, its own SQLite process) is copied into a fresh PostgreSQL
 * database by the CLI, and an app on PostgreSQL then sees the same data — the key works, the
 * customer signs in, the report reads the same, the tracked competitor is listed, the setting
 * holds, and the webhook secret sealed on SQLite still signs a delivery. Also: a target that
 * holds data, a running server, and bad input are refused.
 *
 * PostgreSQL only (`npm run test:pg`); skipped loudly elsewhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { audit } from "../../src/audit";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { holdServerLock } from "../../src/lib/server-lock";
import { listDeliveries, sendTest } from "../../src/webhooks/deliveries";
import { PASSWORD, signIn } from "../accounts/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { ROOT, runCli, SOURCE_CLI, tableRows, tempDirs } from "../helpers/process";
import { databaseOfDir, freshDatabase, pgAvailable } from "../support/pg-cluster";
import { rows } from "../support/sql";
import { startReceiver } from "../webhooks/helpers";

const onPg = PROCESS_DATABASE_ENGINE === "postgres" && pgAvailable();
if (PROCESS_DATABASE_ENGINE !== "postgres") console.warn("\n*** test/pg/migrate-to.pgtest.ts runs under `npm run test:pg` only: SKIPPED ***\n");
const tempDir = tempDirs("rivalscope-migrate-to-");

/** The CLI as an operator runs it beside a SQLite directory: no RIVALSCOPE_DATABASE_URL. */
const migrateTo = (url: string, dir: string) => runCli(SOURCE_CLI, ["migrate", "--to", url, "--dir", dir]);

describe.if(onPg)("rivalscope migrate --to", () => {
  let dir: string;
  let url: string;
  let filled: Record<string, any>;
  let copy: ReturnType<typeof runCli>;
  let t: TestApp;

  beforeAll(async () => {
    dir = tempDir();
    const fill = Bun.spawnSync([process.execPath, "test/pg/fill-sqlite.ts", dir], { cwd: ROOT, env: { PATH: process.env.PATH ?? "" }, stdout: "pipe", stderr: "pipe" });
    if (fill.exitCode !== 0) throw new Error(`fill-sqlite failed: ${fill.stderr.toString()}`);
    filled = JSON.parse(fill.stdout.toString().trim().split("\n").pop()!);
    url = await freshDatabase("migrate_to");
    copy = migrateTo(url, dir);
    // The app on PostgreSQL opens the migrated database, with the directory's instance key.
    databaseOfDir.set(dir, url);
    t = await createTestApp({ dir, clock: new ManualClock(Date.now()), env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited" } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  test("copies every table and prints matching counts per table; exit 0", () => {
    expect(copy.code).toBe(0);
    const counts = new Map(tableRows(copy.stdout.split("\ncopied ")[0]!).map(([table, sqlite, postgres]) => [table!, [Number(sqlite), Number(postgres)]]));
    for (const [table, [sqlite, postgres]] of counts) expect({ table, postgres }).toEqual({ table, postgres: sqlite });
    for (const table of ["api_keys", "usage_counters", "settings", "accounts", "refresh_tokens", "reports", "competitors", "competitor_snapshots", "webhook_endpoints", "webhook_deliveries", "webhook_attempts", "audit_log", "tools"]) {
      expect(counts.get(table)?.[0] ?? 0).toBeGreaterThan(0);
    }
    expect(copy.stdout).toMatch(/every count matches/);
    expect(copy.stdout).toContain("needs the same instance key");
  });

  test("the key works, and the data reads back the same through the routes", async () => {
    const tools = await t.request(filled.toolsPath, { headers: { "x-api-key": filled.apiKey } });
    expect(tools.status).toBe(200);
    expect(await tools.json()).toEqual(filled.tools);
    // The usage counted on SQLite came along: the key's two calls in this month's window.
    const [used] = await rows(t.rt.db).all("SELECT max(count) AS n FROM usage_counters WHERE subject LIKE 'key:%'");
    expect(used?.n).toBeGreaterThanOrEqual(2);

    const report = await t.request(`/api/reports/get?id=${filled.reportId}`);
    expect(report.status).toBe(200);
    expect(await report.json()).toEqual(filled.report);

    const { access_token } = await signIn(t, filled.email, PASSWORD);
    const competitors = await t.request("/api/competitors", { headers: { authorization: `Bearer ${access_token}` } });
    expect(await competitors.json()).toEqual(filled.competitors);

    expect(t.rt.settings.current().tiers.pro.perMinute).toBe(77);
  });

  test("the webhook secret sealed on SQLite still signs deliveries; the old deliveries are listed", async () => {
    const page = await listDeliveries(t.ctx, { endpointId: filled.endpointId, limit: 10 });
    expect(page?.deliveries).toHaveLength(filled.deliveries);
    const receiver = startReceiver();
    try {
      await rows(t.rt.db).run("UPDATE webhook_endpoints SET url = ? WHERE id = ?", receiver.url, filled.endpointId);
      t.clock.set(Date.now());
      expect(await sendTest(t.ctx, { endpointId: filled.endpointId })).not.toBeNull();
      await t.runJobs();
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = receiver.received[0]!;
      expect(() => new Webhook(filled.secret).verify(body, headers)).not.toThrow();
    } finally {
      receiver.stop();
    }
  });

  test("identity sequences continue after the copied rows (a new audit entry is written, its JSON stored as the copied)", async () => {
    const before = await rows(t.rt.db).get("SELECT max(id) AS id FROM audit_log");
    await audit(t.ctx, { action: "backup.created", target: { type: "backup", id: "after" }, details: {} });
    expect((await rows(t.rt.db).get("SELECT max(id) AS id FROM audit_log"))!.id).toBeGreaterThan(before!.id);
    // Copied JSON is stored in the form the app's own writes take (one form per column).
    const kinds = await rows(t.rt.db).all("SELECT DISTINCT json_typeof(details) AS kind FROM audit_log WHERE details IS NOT NULL");
    expect(kinds).toHaveLength(1);
  });

  test("a target that already holds data is refused, naming the tables; nothing is added", async () => {
    const again = migrateTo(url, dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not empty \(tables .*api_keys.* have rows\)/);
    expect((await rows(t.rt.db).get("SELECT count(*) AS n FROM api_keys"))!.n).toBe(1);
  });

  test("refused while a server holds the data directory", async () => {
    const lock = holdServerLock(dir);
    try {
      const r = migrateTo(await freshDatabase("migrate_busy"), dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("a server is running on");
    } finally {
      lock.release();
    }
  });

  test("bad input: not a PostgreSQL URL (2), no database in the directory (1), an unreachable server (1)", async () => {
    const notPg = migrateTo("mysql://db/rivalscope", dir);
    expect(notPg.code).toBe(2);
    expect(notPg.stderr).toContain("--to takes a PostgreSQL URL");
    const empty = migrateTo(url, tempDir());
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("there is no SQLite database at");
    const away = migrateTo("postgres://nobody:secret@127.0.0.1:1/rivalscope", dir);
    expect(away.code).toBe(1);
    expect(away.stderr).toContain("cannot reach PostgreSQL at postgres://nobody:***@127.0.0.1:1/rivalscope");
    expect(away.stderr).not.toContain("secret@");
  });
});
