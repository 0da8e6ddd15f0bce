/**
 * Every row of a table, read without drizzle's general result mapping — the catalog's start-up
 * read (437 rows, on the cold start's path before the server listens).
 *
 * drizzle's `select().from(t)` maps each field through its general mapper (nested selections,
 * join nullability, a column-kind check per value): ~13 ms for the catalog where the query itself
 * takes ~2 ms. Here the table's own column objects (the one schema: names, types, decoders) are
 * read once, and each row is decoded with them. SQLite only: on PostgreSQL the driver's rows go
 * through drizzle as before (the read there is dominated by the round trip, not the mapping).
 */
import { Column, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { engineOf } from "./handle";

const IDENTITY = Column.prototype.mapFromDriverValue;

export async function readAllRows<T extends SQLiteTable>(db: Db, table: T): Promise<T["$inferSelect"][]> {
  if (engineOf(db) !== "sqlite") return (await db.select().from(table as SQLiteTable)) as T["$inferSelect"][];
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  // Identity decoders are skipped (text and integer columns); the others are the column's own
  // mapFromDriverValue (JSON parsing, 0/1 → boolean), as drizzle would apply them.
  const decode = columns.map(([, c]) => (c.mapFromDriverValue === IDENTITY ? null : (v: unknown) => c.mapFromDriverValue(v)));
  const names = columns.map(([, c]) => c.name);
  const keys = columns.map(([k]) => k);
  const query = sql.raw(`select ${names.map((n) => `"${n}"`).join(", ")} from "${getTableName(table)}"`);
  // `values()` goes through the connection's gate like every query of the handle (src/db/sqlite.ts).
  const rows = (await (db as unknown as { values(q: unknown): Promise<unknown[][]> }).values(query)) as unknown[][];
  return rows.map((r) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const v = r[i];
      const d = decode[i];
      row[keys[i]!] = v === null || !d ? v : d(v);
    }
    return row as T["$inferSelect"];
  });
}
