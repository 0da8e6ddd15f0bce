/**
 * Scheduled backups — the `backup.run` job, enqueued by a scheduler task, into `<data>/backups/`.
 *
 * The scheduler task runs every minute (the first check a minute after start) and asks one question: is the newest backup in the
 * directory older than the interval? Then it enqueues `backup.run` for now, under one unique key
 * (never two at once). Deciding from the files rather than a timer means a restart neither skips
 * nor doubles a backup, a dashboard backup counts as the latest one, and a schedule changed at run
 * time (backupSchedule is the one place it is read) applies at the next minute.
 *
 * The job is idempotent (at least once): its payload names the second it is for, so a second run
 * finds that file and only prunes again.
 */
import { z } from "zod";
import type { Config } from "../config";
import type { ContextFactory, Ctx } from "../context";
import { enqueue } from "../jobs/queue";
import type { JobRunner } from "../jobs/runner";
import type { Scheduler } from "../lib/scheduler";
import { writeBackup } from "./backup";
import { backupName, ensureBackupsDir, listBackups, pruneBackups, type BackupFile } from "./files";
import { existsSync } from "node:fs";
import { engineOf } from "../db/handle";
import { join } from "node:path";

export const BACKUP_RUN = "backup.run";
const CHECK_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface BackupSchedule {
  /** Hours between scheduled backups; 0 = none. */
  intervalHours: number;
  /** Backups kept in the directory (at least 1). */
  keep: number;
}

/** The schedule in effect (a run-time setting: pass `settings.current()`) — the one place it is read. */
export function backupSchedule(config: Pick<Config, "backup">): BackupSchedule {
  return { intervalHours: config.backup.intervalHours, keep: Math.max(1, config.backup.keep) };
}

type BackupCtx = Pick<Ctx, "db" | "secrets" | "clock" | "log">;

/**
 * Takes the backup for the second `at` into the backups directory unless it is already there,
 * then deletes the oldest beyond keep-N. Returns the backup file.
 */
export async function backupInto(ctx: BackupCtx, input: { dataDir: string; at: number; keep: number }): Promise<BackupFile> {
  const dir = ensureBackupsDir(input.dataDir);
  const name = backupName(input.at, engineOf(ctx.db) === "postgres" ? "pgdump" : "sqlite");
  if (!existsSync(join(dir, name))) {
    const r = await writeBackup({ ...ctx, clock: { now: () => input.at } }, { file: join(dir, name) });
    ctx.log.info("backup written", { file: name, bytes: r.bytes });
  }
  const deleted = pruneBackups(input.dataDir, input.keep);
  if (deleted.length) ctx.log.info("old backups deleted", { deleted, keep: input.keep });
  return listBackups(input.dataDir).find((b) => b.name === name)!;
}

/** "Back up now" (dashboard): a backup for this second, pruned like a scheduled one. */
export async function backupNow(ctx: BackupCtx, input: { config: Pick<Config, "backup" | "dataDir"> }): Promise<BackupFile> {
  return await backupInto(ctx, { dataDir: input.config.dataDir, at: Math.floor(ctx.clock.now() / 1000) * 1000, keep: backupSchedule(input.config).keep });
}

/** True when a scheduled backup is due at `now`. */
export function backupDue(dataDir: string, schedule: BackupSchedule, now: number): boolean {
  if (schedule.intervalHours <= 0) return false;
  // A file dated in the future (the clock was set back) does not hold the schedule up.
  const newest = listBackups(dataDir).find((b) => b.takenAt <= now);
  return !newest || now - newest.takenAt >= schedule.intervalHours * HOUR_MS;
}

/** Registers the job kind and the minute check that enqueues it. */
export function scheduleBackups(deps: { runner: JobRunner; scheduler: Scheduler; context: ContextFactory; config: Pick<Config, "dataDir">; settings: { current(): Pick<Config, "backup"> } }) {
  deps.runner.register<{ at: number }>(BACKUP_RUN, {
    concurrency: 1,
    maxAttempts: 3,
    payload: z.object({ at: z.number().int().nonnegative() }),
    async handle(ctx, payload) {
      await backupInto(ctx, { dataDir: deps.config.dataDir, at: payload.at, keep: backupSchedule(deps.settings.current()).keep });
    },
  });
  const ctx = deps.context({ kind: "system", via: "scheduler" });
  deps.scheduler.every(
    "backups.schedule",
    CHECK_EVERY_MS,
    async () => {
      const now = ctx.clock.now();
      if (!backupDue(deps.config.dataDir, backupSchedule(deps.settings.current()), now)) return;
      await enqueue(ctx, { kind: BACKUP_RUN, payload: { at: Math.floor(now / 1000) * 1000 }, uniqueKey: BACKUP_RUN });
    },
    // One backup for the installation, not one per replica.
    { shared: true },
  );
}
