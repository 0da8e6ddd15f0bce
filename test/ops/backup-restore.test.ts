/**
 * `rivalscope backup` and `rivalscope restore` refusing what they must, through the real CLI:
 * usage errors (2), an existing FILE without --force, no database; a damaged or non-SQLite file,
 * a backup from a newer binary, a wrong key — each exit 1 with a clear message and the target's
 * files byte for byte as they were. A server cannot start while a restore holds the directory.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { embeddedMigrations } from "../../src/db/migrations.gen";
import { takeExclusiveLock } from "../../src/lib/server-lock";
import { runCli, SOURCE_CLI, tempDirs } from "../helpers/process";

const tmp = tempDirs("rivalscope-restore-");
let source: string;
let backup: string;
let root: string;

beforeAll(() => {
  root = tmp();
  source = join(root, "source");
  expect(runCli(SOURCE_CLI, ["migrate", "--dir", source]).code).toBe(0);
  backup = join(root, "good.sqlite");
  expect(runCli(SOURCE_CLI, ["backup", backup, "--dir", source]).code).toBe(0);
});

/** A target directory holding a restored database, and a snapshot of its files to compare with. */
function target() {
  const dir = join(tmp(), "data");
  const r = runCli(SOURCE_CLI, ["restore", backup, "--dir", dir, "--key-file", join(source, "secret.key")]);
  expect(r.code).toBe(0);
  const files = ["rivalscope.sqlite", "secret.key"].map((f) => join(dir, f));
  const before = files.map((f) => readFileSync(f));
  const names = readdirSync(dir).sort();
  return {
    dir,
    untouched: () => {
      files.forEach((f, i) => expect(readFileSync(f).equals(before[i])).toBe(true));
      // No temporary copy left behind either.
      expect(readdirSync(dir).sort()).toEqual(names);
    },
  };
}

const restore = (file: string, dir: string, ...more: string[]) => runCli(SOURCE_CLI, ["restore", file, "--dir", dir, "--key-file", join(source, "secret.key"), ...more]);

describe("backup", () => {
  test("usage errors exit 2; an existing FILE needs --force; no database is exit 1", () => {
    expect(runCli(SOURCE_CLI, ["backup", "--dir", source]).code).toBe(2);
    expect(runCli(SOURCE_CLI, ["backup", "a", "b", "--dir", source]).code).toBe(2);
    expect(runCli(SOURCE_CLI, ["backup", "x", "--bogus", "--dir", source]).code).toBe(2);

    const before = readFileSync(backup);
    const again = runCli(SOURCE_CLI, ["backup", backup, "--dir", source]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists; pass --force");
    expect(readFileSync(backup).equals(before)).toBe(true);

    const forced = join(root, "forced.sqlite");
    writeFileSync(forced, "old content", { mode: 0o644 });
    const replaced = runCli(SOURCE_CLI, ["backup", forced, "--force", "--dir", source]);
    expect(replaced.code).toBe(0);
    expect(readFileSync(forced).subarray(0, 15).toString()).toBe("SQLite format 3");
    expect(statSync(forced).mode & 0o777).toBe(0o600);

    const empty = join(tmp(), "nothing-here");
    const none = runCli(SOURCE_CLI, ["backup", join(root, "none.sqlite"), "--dir", empty]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("there is no database at");
    expect(existsSync(join(root, "none.sqlite"))).toBe(false);
    expect(existsSync(join(empty, "secret.key"))).toBe(false);
  });

  test("--help shows the options", () => {
    const help = runCli(SOURCE_CLI, ["backup", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--with-key");
    expect(runCli(SOURCE_CLI, ["restore", "--help"]).stdout).toContain("--key-file");
  });
});

describe("restore refuses, leaving the target as it was", () => {
  test("no FILE is a usage error; a missing FILE exit 1", () => {
    expect(runCli(SOURCE_CLI, ["restore", "--dir", join(root, "x")]).code).toBe(2);
    const missing = runCli(SOURCE_CLI, ["restore", join(root, "missing.sqlite"), "--dir", join(root, "x")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("does not exist");
  });

  test("a file that is not SQLite, and a damaged one", () => {
    const t = target();
    const text = join(root, "notes.sqlite");
    writeFileSync(text, "these are not the pages you are looking for\n".repeat(200));
    const notSqlite = restore(text, t.dir);
    expect(notSqlite.code).toBe(1);
    expect(notSqlite.stderr).toContain("is not a usable SQLite database");
    t.untouched();

    // Damage inside the file: a page of the tools table overwritten with noise.
    const damaged = join(root, "damaged.sqlite");
    copyFileSync(backup, damaged);
    const bytes = readFileSync(damaged);
    const pageSize = bytes.readUInt16BE(16);
    for (let p = 3; p < bytes.length / pageSize - 1; p += 7) randomBytes(pageSize - 100).copy(bytes, p * pageSize + 100);
    writeFileSync(damaged, bytes);
    const bad = restore(damaged, t.dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/is damaged \(integrity_check|is not a usable SQLite database/);
    t.untouched();

    const truncated = join(root, "truncated.sqlite");
    writeFileSync(truncated, readFileSync(backup).subarray(0, 8192));
    expect(restore(truncated, t.dir).code).toBe(1);
    t.untouched();
  });

  test("an SQLite file that is not a Rivalscope database", () => {
    const t = target();
    const other = join(root, "other.sqlite");
    const db = new Database(other, { create: true });
    db.exec("CREATE TABLE t (x)");
    db.close();
    const r = restore(other, t.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not a Rivalscope backup");
    t.untouched();
  });

  test("a backup from a newer binary (a migration this one does not know)", () => {
    const t = target();
    const newer = join(root, "newer.sqlite");
    copyFileSync(backup, newer);
    const db = new Database(newer);
    db.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('f00d', ?)", [embeddedMigrations.at(-1)!.when + 86_400_000]);
    db.close();
    const r = restore(newer, t.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("the backup was made by a newer Rivalscope");
    expect(r.stderr).toContain(embeddedMigrations.at(-1)!.tag);
    t.untouched();
  });

  test("the wrong key: --key-file, or RIVALSCOPE_ENCRYPTION_KEY (which the server would use)", () => {
    const t = target();
    const wrong = join(root, "wrong.key");
    writeFileSync(wrong, randomBytes(32).toString("base64"));
    const byFile = runCli(SOURCE_CLI, ["restore", backup, "--dir", t.dir, "--key-file", wrong]);
    expect(byFile.code).toBe(1);
    expect(byFile.stderr).toContain("does not open this backup's secrets");
    t.untouched();
    const byEnv = runCli(SOURCE_CLI, ["restore", backup, "--dir", t.dir], { RIVALSCOPE_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    expect(byEnv.code).toBe(1);
    expect(byEnv.stderr).toContain("RIVALSCOPE_ENCRYPTION_KEY");
    t.untouched();
    writeFileSync(wrong, "not a key");
    const garbage = runCli(SOURCE_CLI, ["restore", backup, "--dir", t.dir, "--key-file", wrong]);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toContain("--key-file is not an instance key");
    t.untouched();
  });

  test("the right key in RIVALSCOPE_ENCRYPTION_KEY restores without writing secret.key", () => {
    const dir = join(tmp(), "env");
    const key = readFileSync(join(source, "secret.key"), "utf8").trim();
    const r = runCli(SOURCE_CLI, ["restore", backup, "--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: key });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("instance key: RIVALSCOPE_ENCRYPTION_KEY");
    expect(existsSync(join(dir, "secret.key"))).toBe(false);
  });

});

describe("restore over an existing instance", () => {
  test("restoring another instance's backup over a directory keeps its old key aside, and makes the database 0600", () => {
    const t = target();
    const oldKey = readFileSync(join(t.dir, "secret.key"), "utf8");
    const other = join(tmp(), "other");
    expect(runCli(SOURCE_CLI, ["migrate", "--dir", other]).code).toBe(0);
    const file = join(root, "other-with-key.sqlite");
    expect(runCli(SOURCE_CLI, ["backup", file, "--with-key", "--dir", other]).code).toBe(0);
    chmodSync(file, 0o644);
    const r = runCli(SOURCE_CLI, ["restore", file, "--dir", t.dir]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(t.dir, "secret.key"), "utf8")).toBe(readFileSync(join(other, "secret.key"), "utf8"));
    const aside = readdirSync(t.dir).filter((f) => f.startsWith("secret.key.replaced-"));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(t.dir, aside[0]), "utf8")).toBe(oldKey);
    expect(statSync(join(t.dir, "rivalscope.sqlite")).mode & 0o777).toBe(0o600);
  });

  test("a server does not start while a restore holds the directory", () => {
    const t = target();
    const lock = takeExclusiveLock(t.dir)!;
    try {
      const serve = runCli(SOURCE_CLI, ["serve", "--dir", t.dir, "--port", "0", "--host", "127.0.0.1"]);
      expect(serve.code).toBe(1);
      expect(serve.stderr).toContain("a restore is in progress");
    } finally {
      lock.release();
    }
  });
});
