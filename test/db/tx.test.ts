/**
 * inTransaction: all or nothing, nested calls as savepoints, and SQLITE_BUSY surfaced (after its
 * retries) rather than a half-done write when another connection holds the write lock.
 */
import { afterAll, beforeEach, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { inTransaction } from "../../src/db/tx";
import { tempDirs } from "../helpers/process";

const dir = tempDirs("rivalscope-tx-")();
const path = join(dir, "t.sqlite");
const db = openDatabase(path);
db.$client.exec("CREATE TABLE t (v INTEGER)");
afterAll(() => db.$client.close());
// Each test starts from an empty table, whatever ran before it.
beforeEach(() => db.$client.exec("DELETE FROM t"));
const values = () => (db.$client.query("SELECT v FROM t ORDER BY v").all() as { v: number }[]).map((r) => r.v);

test("a throw rolls back every statement of the transaction", () => {
  expect(() =>
    inTransaction(db, () => {
      db.$client.run("INSERT INTO t VALUES (1)");
      throw new Error("boom");
    }),
  ).toThrow("boom");
  expect(values()).toEqual([]);
});

test("a nested call is a savepoint: its failure leaves the outer work", () => {
  inTransaction(db, () => {
    db.$client.run("INSERT INTO t VALUES (2)");
    try {
      inTransaction(db, () => {
        db.$client.run("INSERT INTO t VALUES (3)");
        throw new Error("inner");
      });
    } catch {}
  });
  expect(values()).toEqual([2]);
});

test("another connection holding the write lock: SQLITE_BUSY after the retries, nothing written", () => {
  db.$client.run("INSERT INTO t VALUES (2)"); // committed earlier: the failure must leave it
  db.$client.exec("PRAGMA busy_timeout = 20");
  const other = new Database(path);
  other.exec("BEGIN IMMEDIATE");
  let calls = 0;
  try {
    expect(() =>
      inTransaction(db, () => {
        calls++;
        db.$client.run("INSERT INTO t VALUES (4)");
      }),
    ).toThrow();
    expect(calls).toBe(0); // BEGIN IMMEDIATE itself waited and failed: fn never ran half-way
  } finally {
    other.exec("ROLLBACK");
    other.close();
    db.$client.exec("PRAGMA busy_timeout = 5000");
  }
  inTransaction(db, () => db.$client.run("INSERT INTO t VALUES (5)"));
  expect(values()).toEqual([2, 5]);
});
