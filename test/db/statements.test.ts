/**
 * The connection's compiled-statement cache (db/client.ts) and the prepared hot queries
 * (db/prepared.ts): one compile per SQL text, bounded, and the same results as building the query
 * in place — including after a migration changes the table under a kept statement.
 */
import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { param, preparedFor } from "../../src/db/prepared";
import { accounts } from "../../src/db/schema";
import { applyMigrations } from "../../src/db/migrate";
import { tempDirs } from "../helpers/process";
import { sqliteOf, STATEMENT_CACHE_SIZE } from "../../src/db/sqlite";

const dir = tempDirs("rivalscope-statements-")();
const db = openDatabase(join(dir, "s.sqlite"));
applyMigrations(db);
sqliteOf(db).run("INSERT INTO accounts (id, email, created_at, updated_at) VALUES ('a1', 'a@example.com', 1, 1), ('a2', 'b@example.com', 2, 2)");
afterAll(() => sqliteOf(db).close());

test("the same SQL text compiles once; another text or bound parameters compile anew", () => {
  const a = sqliteOf(db).prepare("SELECT 1 AS one");
  expect(sqliteOf(db).prepare("SELECT 1 AS one")).toBe(a);
  expect(sqliteOf(db).prepare("SELECT 2 AS two")).not.toBe(a);
  // A statement prepared with bindings carries them: it is never shared.
  const bound = sqliteOf(db).prepare("SELECT ?1 AS v", [5]);
  expect(bound).not.toBe(sqliteOf(db).prepare("SELECT ?1 AS v", [5]));
  expect(bound.get()).toEqual({ v: 5 });
});

test("the cache is bounded: the least recently used is dropped, and still works for whoever holds it", () => {
  const held = sqliteOf(db).prepare("SELECT 'held' AS v");
  for (let i = 0; i < STATEMENT_CACHE_SIZE; i++) sqliteOf(db).prepare(`SELECT ${i} AS n`);
  expect(sqliteOf(db).prepare("SELECT 'held' AS v")).not.toBe(held);
  expect(held.get()).toEqual({ v: "held" });
  // Recently used ones stay.
  const recent = sqliteOf(db).prepare(`SELECT ${STATEMENT_CACHE_SIZE - 1} AS n`);
  expect(sqliteOf(db).prepare(`SELECT ${STATEMENT_CACHE_SIZE - 1} AS n`)).toBe(recent);
});

test("drizzle queries run through the cache give the same rows as before, call after call", async () => {
  for (const id of ["a1", "a2", "a1", "nope"]) {
    const email: string | undefined = (await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, id)))[0]?.email;
    expect(email ?? "none").toBe(id === "nope" ? "none" : id === "a1" ? "a@example.com" : "b@example.com");
  }
});

test("preparedFor builds once per connection; param binds at each run", async () => {
  let builds = 0;
  const statements = preparedFor("test", (d) => {
    builds++;
    return { byEmail: d.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, param("email"))) };
  });
  expect((await statements(db).byEmail.execute({ email: "b@example.com" }))[0]).toEqual({ id: "a2" });
  expect((await statements(db).byEmail.execute({ email: "a@example.com" }))[0]).toEqual({ id: "a1" });
  expect(builds).toBe(1);
  const other = openDatabase(join(dir, "s.sqlite"));
  try {
    expect((await statements(other).byEmail.execute({ email: "a@example.com" }))[0]).toEqual({ id: "a1" });
    expect(builds).toBe(2);
  } finally {
    sqliteOf(other).close();
  }
});

test("a kept statement follows a schema change made after it was compiled", () => {
  sqliteOf(db).exec("CREATE TABLE evolving (a INTEGER)");
  sqliteOf(db).run("INSERT INTO evolving VALUES (1)");
  const read = () => sqliteOf(db).prepare("SELECT a FROM evolving ORDER BY a").all();
  expect(read()).toEqual([{ a: 1 }]);
  sqliteOf(db).exec("ALTER TABLE evolving ADD COLUMN b TEXT");
  sqliteOf(db).run("INSERT INTO evolving VALUES (2, 'x')");
  expect(read()).toEqual([{ a: 1 }, { a: 2 }]);
});
