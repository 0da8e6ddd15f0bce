/**
 * The tables' vocabulary, written once for both engines (SPEC §13).
 *
 * Every domain declares its tables with these functions instead of drizzle's `sqlite-core` or
 * `pg-core` ones. Each builds the column (table, index) of the engine this process runs on
 * (PROCESS_DATABASE_ENGINE, fixed before any tables module loads), so one description yields
 * SQLite's tables or PostgreSQL's, and drizzle-kit generates the migrations of either from the
 * same files. The domain code is typed against the SQLite flavour: the JavaScript values are
 * the same on both (strings, numbers, booleans, parsed JSON), and the calling shape the domains
 * keep to (src/db/client.ts) exists on both.
 *
 * The kinds, and what each is on either engine:
 *   text      TEXT                    text             (an `enum` narrows the type only)
 *   integer   INTEGER (64-bit)        bigint, read as a JS number — timestamps are integer
 *                                     milliseconds since the epoch (UTC), beyond int4's range
 *   boolean   INTEGER 0/1             boolean
 *   json      TEXT holding JSON       json — not jsonb: the text is kept as written, so what was
 *                                     signed or hashed over it reads back byte for byte
 *   serialId  INTEGER PRIMARY KEY AUTOINCREMENT   bigint identity
 * The SQLite DDL these produce is exactly what the tables were declared with before this layer
 * (test/db/migrations.test.ts: the schema still matches the last migration's snapshot).
 *
 * PostgreSQL's builders are loaded only in a process that runs on it, so a SQLite process (and
 * the executable's cold start) never pays for them.
 */
import { sql, type SQL } from "drizzle-orm";
import * as sqlite from "drizzle-orm/sqlite-core";
import type * as PgCore from "drizzle-orm/pg-core";
import { PROCESS_DATABASE_ENGINE, type DatabaseEngine } from "../config";

/** The engine the tables of this process are built for. */
export const TABLES_ENGINE: DatabaseEngine = PROCESS_DATABASE_ENGINE;

let pgCore: typeof PgCore | undefined;
const pg = (): typeof PgCore => (pgCore ??= require("drizzle-orm/pg-core") as typeof PgCore);
const onPg = TABLES_ENGINE === "postgres";

// The builders below are typed as SQLite's and, on PostgreSQL, return pg-core's: both have the
// same chain (notNull, default, primaryKey, references, $type, on, where), and nothing in the
// domain code touches what differs.
const cast = <T>(v: unknown) => v as T;

/** A table: `sqliteTable` or `pgTable`. */
export const table: typeof sqlite.sqliteTable = cast((name: string, columns: any, extra?: any) => (onPg ? pg().pgTable(name, columns, extra) : sqlite.sqliteTable(name, columns, extra)));

/** A text column; `{ enum }` narrows its type (no CHECK on either engine, as before). */
export function text<N extends string, U extends string, T extends Readonly<[U, ...U[]]>>(name: N, config?: { enum: T }) {
  const col = sqlite.text(name, config as { enum: T } & { mode: "text" });
  return onPg ? cast<typeof col>(pg().text(name, config as never)) : col;
}

/** A 64-bit integer column (counts, limits, and every timestamp: ms since the epoch). */
export function integer<N extends string>(name: N) {
  const col = sqlite.integer(name);
  return onPg ? cast<typeof col>(pg().bigint(name, { mode: "number" })) : col;
}

/** A boolean column (0/1 in SQLite). */
export function boolean<N extends string>(name: N) {
  const col = sqlite.integer(name, { mode: "boolean" });
  return onPg ? cast<typeof col>(pg().boolean(name)) : col;
}

/** A JSON column of type T (stored as the text JSON.stringify wrote). */
export function json<T = unknown, N extends string = string>(name: N) {
  const col = sqlite.text(name, { mode: "json" }).$type<T>();
  return onPg ? cast<typeof col>(pg().json(name).$type<T>()) : col;
}

/** An auto-incremented integer primary key. */
export function serialId<N extends string>(name: N) {
  const col = sqlite.integer(name).primaryKey({ autoIncrement: true });
  return onPg ? cast<typeof col>(pg().bigint(name, { mode: "number" }).primaryKey().generatedByDefaultAsIdentity()) : col;
}

export const index: typeof sqlite.index = cast((name: string) => (onPg ? pg().index(name) : sqlite.index(name)));
export const uniqueIndex: typeof sqlite.uniqueIndex = cast((name: string) => (onPg ? pg().uniqueIndex(name) : sqlite.uniqueIndex(name)));
export const primaryKey: typeof sqlite.primaryKey = cast((config: any) => (onPg ? pg().primaryKey(config) : sqlite.primaryKey(config)));

export const createdAt = () => integer("created_at").notNull();
export const updatedAt = () => integer("updated_at").notNull();

/**
 * The order rows were inserted in, for ties between equal timestamps: SQLite's `rowid`;
 * PostgreSQL has no such column, and its `ctid` (the row's physical place) follows insertion
 * order for rows never updated since — the append-only histories this orders (changes, events).
 */
export const insertionOrder = (t: sqlite.SQLiteTable): SQL => (onPg ? sql`${t}.ctid` : sql`${t}.rowid`);
