/**
 * The dashboard's Backups page (list, "Back up now" with CSRF, downloads that only ever serve a
 * file of the listing) and the scheduled `backup.run` job, driven by a ManualClock: a backup per
 * interval, the newest keep-N kept, none when the interval is 0, and at-least-once runs harmless.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { backupName, backupsDir, ensureBackupsDir, listBackups } from "../../src/backups/files";
import { BACKUP_RUN } from "../../src/backups/schedule";
import { enqueue } from "../../src/jobs/queue";
import { ManualClock } from "../../src/lib/clock";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin, signedInAdmin } from "../admin/helpers";
import { sqliteOf } from "../../src/db/sqlite";

const HOUR = 3_600_000;

describe("Backups page", () => {
  let t: TestApp;
  let b: Browser;
  let csrf: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ b, csrf } = await signedInAdmin(t));
  });
  afterAll(() => t.close());

  test("needs a signed-in admin: page, Back up now and download all redirect to sign in", async () => {
    const anonymous = new Browser(t);
    const before = listBackups(t.config.dataDir).length;
    const page = await anonymous.request("/admin/backups");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fbackups");
    const post = await anonymous.request("/admin/backups", { form: {} });
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toBe("/admin/login");
    const download = await anonymous.request(`/admin/backups/${backupName(Date.now())}`);
    expect(download.status).toBe(303);
    expect(listBackups(t.config.dataDir)).toHaveLength(before);
  });

  test("a server without backups says so; Back up now without the CSRF token is refused", async () => {
    const fresh = await createTestApp();
    try {
      await createAdmin(fresh);
      const browser = new Browser(fresh);
      await browser.signIn();
      const page = await (await browser.request("/admin/backups")).text();
      expect(page).toContain("No backups yet.");
      expect(page).toContain('action="/admin/backups"');
    } finally {
      await fresh.close();
    }
    const before = listBackups(t.config.dataDir).length;
    const refused = await b.request("/admin/backups", { form: { _csrf: "wrong" } });
    expect(refused.status).toBe(403);
    expect(listBackups(t.config.dataDir)).toHaveLength(before);
  });

  test("Back up now writes a 0600 backup, the page lists it, and its download is the file, as an attachment", async () => {
    const res = await b.request("/admin/backups", { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    const made = listBackups(t.config.dataDir).find((f) => f.name === backupName(Math.floor(t.clock.now() / 1000) * 1000))!;
    expect(made.name).toBe(backupName(Math.floor(t.clock.now() / 1000) * 1000));
    expect(res.headers.get("location")).toBe(`/admin/backups?made=${made.name}`);
    expect(statSync(made.path).mode & 0o777).toBe(0o600);

    const page = await (await b.request(res.headers.get("location")!)).text();
    expect(page).toContain(`Backup ${made.name} written.`);
    expect(page).toContain(`href="/admin/backups/${made.name}"`);

    const download = await b.request(`/admin/backups/${made.name}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${made.name}"`);
    expect(download.headers.get("content-type")).toBe("application/vnd.sqlite3");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes).equals(readFileSync(made.path))).toBe(true);
    expect(new TextDecoder().decode(bytes.subarray(0, 15))).toBe("SQLite format 3");
    // A real copy of the database, with the restore probe and without the key.
    const copy = new Database(made.path, { readonly: true });
    try {
      expect((copy.query("SELECT count(*) AS n FROM tools").get() as { n: number }).n).toBeGreaterThan(100);
      const meta = Object.fromEntries((copy.query("SELECT name, value FROM rivalscope_backup").all() as { name: string; value: string }[]).map((r) => [r.name, r.value]));
      expect(meta.probe).toStartWith("sealed:v1:");
      expect(meta.instance_key).toBeUndefined();
    } finally {
      copy.close();
    }
  });

  test("a download names only a file of the listing: traversal, encoded, absolute and foreign names are 404", async () => {
    if (!listBackups(t.config.dataDir).length) expect((await b.request("/admin/backups", { form: { _csrf: csrf } })).status).toBe(303);
    const dir = ensureBackupsDir(t.config.dataDir);
    writeFileSync(join(dir, "notes.txt"), "not a backup");
    const secret = readFileSync(join(t.dir, "secret.key"), "utf8").trim();
    const attempts = [
      "..%2Fsecret.key",
      "%2e%2e%2fsecret.key",
      "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
      "..%5Csecret.key",
      "%252e%252e%252fsecret.key",
      "%2Fetc%2Fpasswd",
      encodeURIComponent(join(t.dir, "secret.key")),
      encodeURIComponent(join(dir, listBackups(t.config.dataDir)[0].name)),
      "rivalscope.sqlite",
      "notes.txt",
      "rivalscope-20261399-250000.sqlite",
      `${listBackups(t.config.dataDir)[0].name}%00.txt`,
    ];
    for (const name of attempts) {
      const res = await b.request(`/admin/backups/${name}`);
      const body = await res.text();
      expect([name, res.status]).toEqual([name, 404]);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(body).not.toContain(secret);
    }
    // An unencoded ../ is resolved by the URL itself: it never reaches the download route.
    const plain = await b.request("/admin/backups/../secret.key");
    expect(plain.status).toBe(404);
    expect(await plain.text()).not.toContain(secret);
  });
});

describe("scheduled backups", () => {
  test("one per interval into <data>/backups/, the newest keep-N kept", async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 0, 0, 0));
    const t = await createTestApp({ clock, env: { RIVALSCOPE_BACKUP_INTERVAL_HOURS: "6", RIVALSCOPE_BACKUP_KEEP: "3" } });
    try {
      const names: string[] = [];
      for (let i = 0; i < 6; i++) {
        clock.advance(6 * HOUR);
        await t.rt.scheduler.tick();
        await t.runJobs();
        names.push(backupName(clock.now()));
        // Within the interval nothing more is taken.
        clock.advance(HOUR);
        await t.rt.scheduler.tick();
        await t.runJobs();
        clock.advance(-HOUR);
        expect(listBackups(t.config.dataDir).map((f) => f.name)).toEqual(names.slice(-3).reverse());
      }
      expect(readdirSync(backupsDir(t.config.dataDir))).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  test("a job run twice for the same second writes one file (at least once is harmless)", async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 0, 0, 0));
    const t = await createTestApp({ clock });
    try {
      const at = clock.now();
      await enqueue(t.ctx, { kind: BACKUP_RUN, payload: { at } });
      await enqueue(t.ctx, { kind: BACKUP_RUN, payload: { at } });
      await t.runJobs();
      expect(listBackups(t.config.dataDir).map((f) => f.name)).toEqual([backupName(at)]);
      const failed = sqliteOf(t.rt.db).query("SELECT count(*) AS n FROM jobs WHERE kind = ? AND status != 'succeeded'").get(BACKUP_RUN) as { n: number };
      expect(failed.n).toBe(0);
    } finally {
      await t.close();
    }
  });

  test("RIVALSCOPE_BACKUP_INTERVAL_HOURS=0 takes none", async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 0, 0, 0));
    const t = await createTestApp({ clock, env: { RIVALSCOPE_BACKUP_INTERVAL_HOURS: "0" } });
    try {
      for (let i = 0; i < 3; i++) {
        clock.advance(48 * HOUR);
        await t.rt.scheduler.tick();
        await t.runJobs();
      }
      expect(listBackups(t.config.dataDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
