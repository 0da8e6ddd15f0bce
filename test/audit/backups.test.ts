/**
 * The backup schedule is a run-time setting, and backups taken or downloaded on the dashboard are
 * in the audit log as the admin who did it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listAudit } from "../../src/audit";
import { listBackups } from "../../src/backups/files";
import { ManualClock } from "../../src/lib/clock";
import { Browser, createAdmin } from "../admin/helpers";
import { createTestApp, type TestApp } from "../helpers/app";

const ADMIN_IP = "203.0.113.9";

describe("backups on the dashboard", () => {
  let t: TestApp;
  let b: Browser;
  let csrf: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 10, 23, 12)), env: { RIVALSCOPE_TRUST_PROXY: "1" } });
    adminId = (await createAdmin(t)).id;
    b = new Browser(t, ADMIN_IP);
    csrf = await b.signIn();
  });
  afterAll(() => t.close());

  test("the schedule follows the Settings page without a restart", async () => {
    expect(await (await b.request("/admin/backups")).text()).toContain("every 24 hours and the newest 7 are kept");
    for (const [name, value] of [["RIVALSCOPE_BACKUP_INTERVAL_HOURS", "6"], ["RIVALSCOPE_BACKUP_KEEP", "3"]]) {
      expect((await b.request(`/admin/settings/${name}`, { form: { _csrf: csrf, value } })).status).toBe(303);
    }
    expect(await (await b.request("/admin/backups")).text()).toContain("every 6 hours and the newest 3 are kept");
  });

  test("Back up now and a download: backup.created and backup.downloaded by the admin, from the admin's IP", async () => {
    expect((await b.request("/admin/backups", { form: { _csrf: csrf } })).status).toBe(303);
    const [made] = listBackups(t.config.dataDir);
    const download = await b.request(`/admin/backups/${made.name}`);
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const rows = await listAudit(t.ctx, { targetType: "backup", limit: 10 });
    expect(rows.map((r) => [r.action, r.actorKind, r.actorId, r.ip, r.targetId])).toEqual([
      ["backup.downloaded", "admin", adminId, ADMIN_IP, made.name],
      ["backup.created", "admin", adminId, ADMIN_IP, made.name],
    ]);
  });
});
