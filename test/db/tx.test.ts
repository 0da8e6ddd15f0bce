/**
 * withTransaction: all or nothing, nested calls as savepoints, SQLITE_BUSY surfaced (after its
 * retries) rather than a half-done write when another connection holds the write lock, and —
 * the connection being shared — a statement from outside never lands inside someone's transaction.
 */
import { afterAll, beforeEach, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../src/db/client";
import { withTransaction } from "../../src/db/tx";
import { tempDirs } from "../helpers/process";
import { sqliteOf } from "../../src/db/sqlite";

const dir = tempDirs("rivalscope-tx-")();
const path = join(dir, "t.sqlite");
const db = openDatabase(path);
const ctx = { db };
sqliteOf(db).exec("CREATE TABLE t (v INTEGER)");
afterAll(() => sqliteOf(db).close());
// Each test starts from an empty table, whatever ran before it.
beforeEach(() => sqliteOf(db).exec("DELETE FROM t"));
const values = () => (sqliteOf(db).query("SELECT v FROM t ORDER BY v").all() as { v: number }[]).map((r) => r.v);
const insert = (on: Db, v: number) => on.run(sql`INSERT INTO t VALUES (${v})`);

test("a throw rolls back every statement of the transaction", async () => {
  await expect(
    withTransaction(ctx, async (tx) => {
      await insert(tx.db, 1);
      await Promise.resolve(); // an await between statements, as verbs have
      await insert(tx.db, 2);
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  expect(values()).toEqual([]);
});

test("a nested call is a savepoint: its failure leaves the outer work", async () => {
  await withTransaction(ctx, async (tx) => {
    await insert(tx.db, 2);
    try {
      await withTransaction(tx, async (inner) => {
        await insert(inner.db, 3);
        throw new Error("inner");
      });
    } catch {}
  });
  expect(values()).toEqual([2]);
});

test("a write from outside while a transaction awaits waits for it, and is not rolled back with it", async () => {
  let release!: () => void;
  const paused = new Promise<void>((r) => (release = r));
  const failing = withTransaction(ctx, async (tx) => {
    await insert(tx.db, 1);
    await paused; // the transaction is open and idle: another request runs now
    throw new Error("rolled back");
  });
  const outside = insert(db, 7); // another request's one-statement write, on the shared connection
  release();
  await expect(failing).rejects.toThrow("rolled back");
  await outside;
  expect(values()).toEqual([7]);
});

test("another connection holding the write lock: SQLITE_BUSY after the retries, nothing written", async () => {
  sqliteOf(db).run("INSERT INTO t VALUES (2)"); // committed earlier: the failure must leave it
  sqliteOf(db).exec("PRAGMA busy_timeout = 20");
  const other = new Database(path);
  other.exec("BEGIN IMMEDIATE");
  let calls = 0;
  try {
    await expect(
      withTransaction(ctx, async (tx) => {
        calls++;
        await insert(tx.db, 4);
      }),
    ).rejects.toThrow();
    expect(calls).toBe(0); // BEGIN IMMEDIATE itself waited and failed: fn never ran half-way
  } finally {
    other.exec("ROLLBACK");
    other.close();
    sqliteOf(db).exec("PRAGMA busy_timeout = 5000");
  }
  await withTransaction(ctx, (tx) => insert(tx.db, 5));
  expect(values()).toEqual([2, 5]);
});
