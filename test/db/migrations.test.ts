import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderMigrationsModule } from "../../scripts/embed-migrations";
import { createTestApp } from "../helpers/app";
import { ROOT } from "../helpers/process";

describe("database", () => {
  test("the embedded migration list matches migrations/ (run `npm run db:generate` when this fails)", () => {
    expect(readFileSync(join(ROOT, "src/db/migrations.gen.ts"), "utf8")).toBe(renderMigrationsModule());
  });

  test("migrations apply once; WAL, busy_timeout and foreign keys are on", async () => {
    const t = await createTestApp();
    const c = t.rt.db.$client;
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
    t.rt.db.$client.run("INSERT INTO settings (key, value, updated_at) VALUES ('probe', '1', 0)");
    await t.rt.close();
    const again = await createTestApp({ dir: t.dir });
    expect((again.rt.db.$client.query("SELECT value FROM settings WHERE key='probe'").get() as any).value).toBe("1");
    await again.close();
    await t.close();
  });
});
