/**
 * `rivalscope backup FILE` and `rivalscope restore FILE` — see docs/operations.md.
 *
 * backup opens the runtime without starting it (like `jobs list`), so it runs beside a server.
 * restore never opens the runtime on the target: it must not migrate, create a key or take the
 * database before its checks pass (src/backups/restore.ts).
 *
 * Exit codes: 0 done, 1 refused or failed (nothing changed), 2 wrong usage.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { writeBackup } from "../backups/backup";
import { restorePgBackup } from "../backups/pg-restore";
import { PgToolError, redactUrl } from "../db/pg-tools";
import { DATABASE_FILE, restoreBackup, RestoreError } from "../backups/restore";
import { AppError } from "../lib/errors";
import { loadInstanceKeys, SECRET_KEY_FILE } from "../lib/instance-key";
import { databasePath } from "../runtime";
import type { CliCommand } from "./command";
import type { Config } from "../config";
import { withRuntime } from "./command";
import { audit } from "../audit";
import { closeDatabase, openDatabase, type Db } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { systemClock } from "../lib/clock";

const fail = (message: string, code: number) => (console.error(message), Promise.resolve(code));

/**
 * The restore in the restored database's audit log. A backup made by an older build is first
 * migrated to this build's level, as the server's next start would do anyway (restore refused
 * migrations it does not know), so even a backup from before the audit log records its restore.
 * Written with a plain connection, not the runtime: opening the runtime would also load the keys,
 * which restore leaves to the server's start.
 */
async function recordRestore(dataDir: string, details: Record<string, unknown>) {
  let db: Db | null = null;
  try {
    db = openDatabase(resolve(dataDir, DATABASE_FILE));
    const { applied } = applyMigrations(db);
    if (applied.length) details = { ...details, migrated: applied };
    await audit({ db, clock: systemClock, actor: { kind: "system", via: "cli" } }, { action: "backup.restored", target: { type: "database", id: DATABASE_FILE }, details });
  } catch (e) {
    console.error(`warning: the restore is done but could not be recorded in the audit log: ${(e as Error).message}`);
  } finally {
    if (db) await closeDatabase(db);
  }
}

/** `restore FILE` on PostgreSQL: pg_restore of a pg_dump archive into RIVALSCOPE_DATABASE_URL's database. */
async function restoreIntoPg(config: Config, file: string): Promise<number> {
  const url = config.databaseUrl!;
  try {
    await restorePgBackup({ file, url, now: Date.now() });
  } catch (e) {
    if (e instanceof RestoreError || e instanceof PgToolError) return fail(`restore refused: ${e.message}`, 1);
    return fail(`restore failed: ${(e as Error).message}`, 1);
  }
  console.log(`restored ${resolve(file)} into ${redactUrl(url)}`);
  console.log("start the replicas with the instance key the backup's secrets were sealed with (a replica with another key refuses to start, saying so)");
  // Recorded in the restored database's audit log, through a runtime constructed, never started
  // (which also brings a backup from an older build to this build's migration level).
  try {
    await withRuntime(config, async (_rt, ctx) => {
      await audit(ctx, { action: "backup.restored", target: { type: "database", id: redactUrl(url) }, details: { file: resolve(file) } });
      return 0;
    });
  } catch (e) {
    console.error(`warning: the restore is done but could not be recorded in the audit log: ${(e as Error).message}`);
  }
  return 0;
}

export const backupCommands: Record<string, CliCommand> = {
  backup: {
    summary: "Write a consistent copy of the database to FILE (safe beside a running server)",
    usage: "rivalscope backup FILE [--force] [--with-key] [--dir PATH]",
    options: {
      force: { type: "boolean", help: "replace FILE if it already exists" },
      "with-key": { type: "boolean", help: "put the instance key in the backup too (then the file alone opens every sealed secret: keep it as safe as the data directory)" },
    },
    async run({ config, values, positionals }) {
      const [file, ...extra] = positionals;
      if (!file || extra.length) return fail("give one FILE to write the backup to, e.g. `rivalscope backup /backups/rivalscope.sqlite`", 2);
      if (!values.force && existsSync(file)) return fail(`${resolve(file)} already exists; pass --force to replace it`, 1);
      // On PostgreSQL (RIVALSCOPE_DATABASE_URL) the backup is pg_dump's archive of that database.
      if (!config.databaseUrl && !existsSync(databasePath(config))) return fail(`there is no database at ${databasePath(config)} (wrong --dir or RIVALSCOPE_DATA_DIR?)`, 1);
      const withKey = values["with-key"] === true;
      return withRuntime(config, async (_rt, ctx) => {
        let key: Uint8Array | undefined;
        // The key the runtime just loaded: the same function, the same sources.
        if (withKey) key = loadInstanceKeys({ key: config.encryptionKey, previous: config.previousEncryptionKeys, dataDir: resolve(config.dataDir) })[0];
        try {
          const r = await writeBackup(ctx, { file, force: values.force === true, instanceKey: key });
          console.log(`backup written to ${r.file} (${r.bytes} bytes)`);
          await audit(ctx, { action: "backup.created", target: { type: "backup", id: r.file }, details: { bytes: r.bytes, with_key: r.withKey } });
          if (config.databaseUrl) {
            console.error("It is pg_dump's archive of the PostgreSQL database (restore: `rivalscope restore FILE` with the same RIVALSCOPE_DATABASE_URL, or pg_restore). It does not contain the instance key: keep RIVALSCOPE_ENCRYPTION_KEY safe, apart from the backup.");
            return 0;
          }
          console.error(
            r.withKey
              ? "It contains the instance key: anyone with the file can open its secrets. Keep it as safe as the data directory."
              : `It does not contain the instance key: restore needs it (--key-file with ${config.encryptionKey ? "RIVALSCOPE_ENCRYPTION_KEY's value" : resolve(config.dataDir, SECRET_KEY_FILE)}). Keep the key safe, apart from the backup.`,
          );
          return 0;
        } catch (e) {
          if (e instanceof AppError || e instanceof PgToolError) return fail(e.message, 1);
          throw e;
        }
      });
    },
  },
  restore: {
    summary: "Replace the data directory's database with a backup (no server may be running on it)",
    usage: "rivalscope restore FILE [--dir PATH] [--key-file PATH]",
    options: { "key-file": { type: "string", arg: "PATH", help: "the instance key the backup's secrets were sealed with (a secret.key file, or a file holding RIVALSCOPE_ENCRYPTION_KEY's value), for a backup made without --with-key" } },
    async run({ config, values, positionals }) {
      const [file, ...extra] = positionals;
      if (!file || extra.length) return fail("give the backup FILE to restore, e.g. `rivalscope restore /backups/rivalscope.sqlite --dir /data`", 2);
      if (config.databaseUrl) return restoreIntoPg(config, file);
      let keyFileText: string | undefined;
      if (typeof values["key-file"] === "string") {
        try {
          keyFileText = readFileSync(values["key-file"], "utf8");
        } catch (e) {
          return fail(`cannot read --key-file ${values["key-file"]}: ${(e as Error).message}`, 1);
        }
      }
      try {
        const r = restoreBackup({ file, dataDir: config.dataDir, keyFileText, envKey: config.encryptionKey, envPreviousKeys: config.previousEncryptionKeys });
        const pending = r.migrations.known - r.migrations.applied;
        console.log(`restored ${resolve(file)} into ${r.dataDir}`);
        console.log(`instance key: ${r.keySource}${r.wroteKey ? ` (written to ${resolve(r.dataDir, SECRET_KEY_FILE)})` : ""}`);
        console.log(pending ? `${pending} newer migration(s) will be applied when the server starts` : "database is at this binary's migration level");
        for (const w of r.warnings) console.error(`warning: ${w}`);
        await recordRestore(r.dataDir, { file: resolve(file), key_source: r.keySource, migrations: r.migrations });
        return 0;
      } catch (e) {
        if (e instanceof RestoreError) return fail(`restore refused: ${e.message}`, 1);
        // Anything else (a disk error) also left the target as it was: the rename is the last step.
        return fail(`restore failed: ${(e as Error).message}`, 1);
      }
    },
  },
};
