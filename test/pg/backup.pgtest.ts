/**
 * Backups on PostgreSQL (issue 27): `rivalscope backup` and the dashboard's "Back up now" write
 * pg_dump's archive (named and pruned as SQLite's backups are, `.pgdump`), and `rivalscope
 * restore` puts it back with pg_restore --clean --if-exists — refused while a replica runs on the
 * database, for a file that is no pg_dump archive, and for --with-key.
 *
 * PostgreSQL only (`npm run test:pg`); skipped loudly elsewhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { issueApiKey, revokeApiKey } from "../../src/access/keys";
import { listAudit } from "../../src/audit";
import { listBackups } from "../../src/backups/files";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { Browser, createAdmin } from "../admin/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { runCli, SOURCE_CLI, tempDirs } from "../helpers/process";
import { pgAvailable } from "../support/pg-cluster";
import { rows } from "../support/sql";

const onPg = PROCESS_DATABASE_ENGINE === "postgres" && pgAvailable();
if (PROCESS_DATABASE_ENGINE !== "postgres") console.warn("\n*** test/pg/backup.pgtest.ts runs under `npm run test:pg` only: SKIPPED ***\n");
const tempDir = tempDirs("rivalscope-pg-backup-");

describe.if(onPg)("backups on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 10, 23, 12)) });
  });
  afterAll(() => t?.close());

  // runCli gives the child the app's database (the data directory's, test/helpers/process.ts).
  const cli = (...args: string[]) => runCli(SOURCE_CLI, [...args, "--dir", t.dir]);
  const keyStatuses = async () => (await rows(t.rt.db).all("SELECT id, status FROM api_keys ORDER BY id")).map((r) => `${r.id}:${r.status}`);

  test("backup writes pg_dump's archive (0600); restore brings the database back as it was, and says so in the audit log", async () => {
    const { record: kept } = await issueApiKey(t.ctx, { email: "kept@example.com", tier: "pro" });
    const before = await keyStatuses();
    const file = join(tempDir(), "before.pgdump");
    const made = cli("backup", file);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`backup written to ${file}`);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Changed after the backup: one key revoked, another issued.
    await revokeApiKey(t.ctx, { id: kept.id });
    await issueApiKey(t.ctx, { email: "later@example.com", tier: "starter" });
    expect(await keyStatuses()).not.toEqual(before);

    const restored = cli("restore", file);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`restored ${file} into postgres://`);
    expect(await keyStatuses()).toEqual(before);
    expect((await listAudit(t.ctx, { action: "backup.restored", limit: 10 })).map((e) => e.details)).toEqual([{ file }]);
  });

  test("restore is refused while a replica holds the scheduler lease, and for a file that is not a pg_dump archive", async () => {
    const file = join(tempDir(), "b.pgdump");
    expect(cli("backup", file).code).toBe(0);
    await rows(t.rt.db).run("INSERT INTO leases (name, holder, expires_at) VALUES ('scheduler', 'replica-7', ?)", Date.now() + 60_000);
    try {
      const busy = cli("restore", file);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain("replica replica-7 is running on this database");
    } finally {
      await rows(t.rt.db).run("DELETE FROM leases WHERE name = 'scheduler'");
    }
    const notDump = join(tempDir(), "x.sqlite");
    await Bun.write(notDump, "SQLite format 3\0");
    const wrong = cli("restore", notDump);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("is not a pg_dump archive");
  });

  test("backup --with-key is refused on PostgreSQL (the archive has no place for the key)", () => {
    const r = cli("backup", join(tempDir(), "k.pgdump"), "--with-key");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("--with-key is for SQLite backups");
  });

  test("the dashboard's Back up now writes rivalscope-<UTC second>.pgdump into backups/, pruned to the kept number", async () => {
    await createAdmin(t);
    const b = new Browser(t);
    const csrf = await b.signIn();
    expect((await b.request("/admin/settings/RIVALSCOPE_BACKUP_KEEP", { form: { _csrf: csrf, value: "2" } })).status).toBe(303);
    for (let i = 0; i < 3; i++) {
      expect((await b.request("/admin/backups", { form: { _csrf: csrf } })).status).toBe(303);
      t.clock.advance(1000);
    }
    const names = listBackups(t.dir).map((f) => f.name);
    expect(names).toEqual(["rivalscope-20261123-120002.pgdump", "rivalscope-20261123-120001.pgdump"]);
    const download = await b.request(`/admin/backups/${names[0]}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer()).subarray(0, 5)).toEqual(new TextEncoder().encode("PGDMP"));
  });
});
