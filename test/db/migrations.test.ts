import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import { renderMigrationsModule } from "../../scripts/embed-migrations";
import * as schema from "../../src/db/schema";
import { createTestApp } from "../helpers/app";
import { ROOT } from "../helpers/process";
import { sqliteOf } from "../../src/db/sqlite";

describe("database", () => {
  test("the embedded migration list matches migrations/ (run `npm run db:generate` when this fails)", () => {
    expect(readFileSync(join(ROOT, "src/db/migrations.gen.ts"), "utf8")).toBe(renderMigrationsModule());
  });

  // The tables are declared through src/db/columns.ts (one description for SQLite and
  // PostgreSQL): the SQLite DDL it builds must stay what the migrations created.
  test("the schema is what the last migration's snapshot says (run `npm run db:generate` when this fails)", async () => {
    const journal = JSON.parse(readFileSync(join(ROOT, "migrations/meta/_journal.json"), "utf8"));
    const last = journal.entries.at(-1);
    const snapshot = JSON.parse(readFileSync(join(ROOT, `migrations/meta/${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8"));
    const current = await generateSQLiteDrizzleJson(schema);
    expect(await generateSQLiteMigration(snapshot, current)).toEqual([]);
  });

  test("migrations apply once; WAL, busy_timeout and foreign keys are on", async () => {
    const t = await createTestApp();
    const c = sqliteOf(t.rt.db);
    expect((c.query("PRAGMA journal_mode").get() as any).journal_mode).toBe("wal");
    expect((c.query("PRAGMA busy_timeout").get() as any).timeout).toBe(5000);
    expect((c.query("PRAGMA foreign_keys").get() as any).foreign_keys).toBe(1);
    const n = (c.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as any).n;
    const journal = JSON.parse(readFileSync(join(ROOT, "migrations/meta/_journal.json"), "utf8"));
    expect(n).toBe(journal.entries.length);
    await t.close();
  });

  test("reopening an existing data dir applies nothing new and keeps data", async () => {
    const t = await createTestApp();
    sqliteOf(t.rt.db).run("INSERT INTO settings (key, value, updated_at) VALUES ('probe', '1', 0)");
    await t.rt.close();
    const again = await createTestApp({ dir: t.dir });
    expect((sqliteOf(again.rt.db).query("SELECT value FROM settings WHERE key='probe'").get() as any).value).toBe("1");
    await again.close();
    await t.close();
  });
});
