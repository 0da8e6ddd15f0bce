/**
 * `rivalscope audit list` through the real CLI: what the CLI itself changed (a key issued and
 * revoked) appears with the actor system:cli, newest first, filtered by action and actor; the key
 * never does; bad options are refused with exit code 2.
 */
import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { openDatabase } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { embeddedMigrations } from "../../src/db/migrations.gen";
import { runCli, SOURCE_CLI, tableRows, tempDirs } from "../helpers/process";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-audit-cli-");

describe("rivalscope audit list", () => {
  test("CLI changes are listed with actor system:cli, filtered; no secret", () => {
    const dir = tmp();
    expect(runCli(SOURCE_CLI, ["audit", "list", "--dir", dir]).stdout).toBe("no audit entries\n");
    const key = runCli(SOURCE_CLI, ["keys", "create", "--email", "cli@example.com", "--tier", "pro", "--dir", dir]).stdout.trim();
    expect(key).toStartWith("rsk_");
    const id = runCli(SOURCE_CLI, ["keys", "list", "--dir", dir]).stdout.split("\n").find((l) => l.includes("cli@example.com"))!.split("\t")[0];
    expect(runCli(SOURCE_CLI, ["keys", "revoke", id, "--dir", dir]).code).toBe(0);

    const all = runCli(SOURCE_CLI, ["audit", "list", "--dir", dir]);
    expect(all.code).toBe(0);
    const lines = tableRows(all.stdout);
    expect(lines.map((l) => l[2])).toEqual(["api_key.revoked", "api_key.issued"]);
    for (const l of lines) expect(l.slice(1, 5)).toEqual(["system:cli", l[2], `api_key:${id}`, "-"]);
    expect(all.stdout).not.toContain(key);

    const only = runCli(SOURCE_CLI, ["audit", "list", "--action", "api_key.issued", "--actor", "system", "--dir", dir]);
    expect(tableRows(only.stdout).length).toBe(1);
    expect(tableRows(runCli(SOURCE_CLI, ["audit", "list", "--action", "api_key.", "--dir", dir]).stdout).length).toBe(2);
    expect(runCli(SOURCE_CLI, ["audit", "list", "--actor", "admin", "--dir", dir]).stdout).toBe("no audit entries\n");
  });

  test("bad options: exit code 2 and a message", () => {
    const dir = tmp();
    for (const args of [["--actor", "robot"], ["--limit", "0"], ["--from", "yesterday"]]) {
      const r = runCli(SOURCE_CLI, ["audit", "list", ...args, "--dir", dir]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain(args[0]);
    }
  });
});

describe("backup and restore are audited", () => {
  test("`backup` records backup.created; `restore` records backup.restored in the restored database", () => {
    const dir = tmp();
    const target = tmp();
    expect(runCli(SOURCE_CLI, ["keys", "create", "--email", "kept@example.com", "--tier", "pro", "--dir", dir]).code).toBe(0);
    const file = `${tmp()}/copy.sqlite`;
    expect(runCli(SOURCE_CLI, ["backup", file, "--dir", dir]).code).toBe(0);
    const source = tableRows(runCli(SOURCE_CLI, ["audit", "list", "--dir", dir]).stdout);
    expect(source.map((l) => [l[1], l[2]])).toEqual([
      ["system:cli", "backup.created"],
      ["system:cli", "api_key.issued"],
    ]);
    const restored = runCli(SOURCE_CLI, ["restore", file, "--dir", target, "--key-file", `${dir}/secret.key`]);
    expect(restored.code).toBe(0);
    const after = tableRows(runCli(SOURCE_CLI, ["audit", "list", "--dir", target]).stdout);
    // The backup was taken before its own audit row: the restored log has the key, then the restore.
    expect(after.map((l) => [l[1], l[2], l[3]])).toEqual([
      ["system:cli", "backup.restored", "database:rivalscope.sqlite"],
      ["system:cli", "api_key.issued", after[1][3]],
    ]);
    expect(JSON.parse(after[0][5])).toMatchObject({ file, key_source: expect.any(String) });
  });

  test("a backup from an older build, before the audit log existed: restored, migrated, and the restore audited", () => {
    // What a build at migration 0007 would have written: an account, no audit table, nothing sealed.
    const file = `${tmp()}/old.sqlite`;
    const old = openDatabase(file);
    applyMigrations(old, { upTo: "0007_account_uuids" });
    sqliteOf(old).run("INSERT INTO accounts (id, email, created_at, updated_at) VALUES ('6f1c1c1e-3b7a-4c53-9a43-6f0e2f0b8c11', 'old@example.com', 1, 1)");
    expect(sqliteOf(old).query("SELECT 1 FROM sqlite_master WHERE name = 'audit_log'").get()).toBeNull();
    sqliteOf(old).exec("PRAGMA wal_checkpoint(TRUNCATE)");
    sqliteOf(old).close();

    const target = tmp();
    const r = runCli(SOURCE_CLI, ["restore", file, "--dir", target]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("could not be recorded");
    const restored = new Database(`${target}/rivalscope.sqlite`, { readonly: true });
    try {
      expect((restored.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n).toBe(embeddedMigrations.length);
      expect(restored.query("SELECT email FROM accounts").all()).toEqual([{ email: "old@example.com" }]);
    } finally {
      restored.close();
    }
    const entries = tableRows(runCli(SOURCE_CLI, ["audit", "list", "--dir", target]).stdout);
    expect(entries.map((l) => [l[1], l[2]])).toEqual([["system:cli", "backup.restored"]]);
    const later = embeddedMigrations.slice(embeddedMigrations.findIndex((m) => m.tag === "0007_account_uuids") + 1).map((m) => m.tag);
    expect(later).toContain("0008_audit_log");
    expect(JSON.parse(entries[0][5])).toMatchObject({ file, migrated: later });
    // And the keys command (a runtime on the directory) works on it: the level is current.
    expect(runCli(SOURCE_CLI, ["keys", "list", "--dir", target]).code).toBe(0);
  });
});
