/**
 * What the data layer knows about a `Db` handle that the domain code does not: its engine, the
 * connection-wide handle it belongs to, and the engine's way of running a transaction.
 *
 * Every handle the data layer gives out — a connection, or a transaction on one — carries these
 * under a symbol. Registries that are per connection (prepared statements, job wake-ups, the key
 * cache) key on `root`, so a verb called inside a transaction finds the same ones as outside.
 */
import type { DatabaseEngine } from "../config";
import type { Db } from "./client";

const INTERNALS = Symbol("rivalscope.db");

export interface DbInternals {
  engine: DatabaseEngine;
  /** The connection's handle outside any transaction. */
  root: Db;
  /** True for a transaction's handle. */
  inTransaction: boolean;
  /** Runs `fn` in a transaction on this handle's connection (a savepoint when it is one already). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A number that moves whenever another connection has committed a change (read synchronously,
   * so caches can check it on the request path at no await). SQLite: `PRAGMA data_version`;
   * PostgreSQL (stage B): a version row polled or a LISTEN channel, kept in memory.
   */
  changes(): number;
  /**
   * Calls `fn` once what this handle wrote can be read by the connection's other handles: at once
   * outside a transaction; inside one, after it commits (not at all when it rolls back).
   * SQLite calls at once in any case: its other handles wait at the gate until the transaction
   * ends (src/db/sqlite-gate.ts), so whatever they start reading after `fn` sees the commit.
   * PostgreSQL keeps `fn` until the outermost transaction commits: another pool connection reads
   * at once, and would not see the uncommitted rows.
   */
  afterCommit(fn: () => void): void;
  /** Runs a trivial query (throws when the database cannot answer). */
  ping(): Promise<void>;
  /**
   * Writes a consistent copy of the whole database to the file `path` (it must exist, empty):
   * SQLite's VACUUM INTO; on PostgreSQL, pg_dump's custom-format archive (src/db/pg-tools.ts).
   */
  copyTo(path: string): Promise<void>;
  /** Closes the connection (root handles). */
  close(): Promise<void>;
}

export function attachInternals<D extends object>(db: D, internals: DbInternals): D {
  Object.defineProperty(db, INTERNALS, { value: internals, enumerable: false });
  return db;
}

export function internalsOf(db: Db): DbInternals {
  const i = (db as unknown as Record<symbol, DbInternals | undefined>)[INTERNALS];
  if (!i) throw new Error("not a database handle of src/db (opened with openDatabase)");
  return i;
}

/** The engine a handle runs on. */
export const engineOf = (db: Db): DatabaseEngine => internalsOf(db).engine;

/** Reads the connection's change counter (DbInternals.changes). */
export const changeCounter = (db: Db): (() => number) => {
  const i = internalsOf(db);
  return () => i.changes();
};

/** The connection-wide handle of `db` (itself outside a transaction). */
export const rootOf = (db: Db): Db => internalsOf(db).root;
