/**
 * The SQLite engine — bun:sqlite through drizzle, tuned for one process serving many requests.
 *
 * One connection per process, with two drizzle handles over it: the connection's (`ctx.db`
 * outside transactions, its statements passed through the ConnectionGate) and the transactions'
 * (handed to `withTransaction`'s callback, never waiting). Both share the connection's statement
 * cache. drizzle's bun-sqlite builders run synchronously when awaited, so on this engine an
 * `await` costs a microtask, not a round trip.
 */
import { Database, type SQLQueryBindings, type Statement } from "bun:sqlite";
import { PreparedQuery, SQLiteBunSession } from "drizzle-orm/bun-sqlite";
import { NoopLogger } from "drizzle-orm";
import { BaseSQLiteDatabase, SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { attachInternals, internalsOf } from "./handle";
import { ConnectionGate } from "./sqlite-gate";

/** Compiled statements kept per connection (beyond this, the least recently used is dropped). */
export const STATEMENT_CACHE_SIZE = 512;

/** How long a writer waits for another connection's write lock (and a statement for the gate). */
export const BUSY_TIMEOUT_MS = 5000;

/** How often a transaction that met SQLITE_BUSY is tried in all. */
const BUSY_ATTEMPTS = 3;

/**
 * A connection that compiles each distinct SQL text once.
 *
 * drizzle's bun-sqlite session calls `prepare(sql)` for every query it runs, and compiling is
 * often dearer than running: a profile of 1,000 monitoring checks beside the API spent as long in
 * `prepare` as in executing the statements, all of it on the event loop. drizzle builds the same
 * SQL text for the same query shape (values are bound parameters), so the statements are kept by
 * text, least recently used first out. Sharing one statement is safe because every caller runs it
 * to completion synchronously (run/all/get/values bind afresh and reset; nothing here iterates a
 * statement lazily), and SQLite recompiles a kept statement by itself after a schema change.
 * Calls with bound parameters compile as before: their statement carries those bindings.
 * (PostgreSQL's counterpart is the driver's own cache of prepared statements, by text.)
 */
class CachingDatabase extends Database {
  readonly #statements = new Map<string, Statement>();

  override prepare<R, P extends SQLQueryBindings | SQLQueryBindings[]>(sql: string, params?: P): Statement<R, P extends any[] ? P : [P]> {
    type Typed = Statement<R, P extends any[] ? P : [P]>;
    if (params !== undefined) return super.prepare<R, P>(sql, params);
    let stmt = this.#statements.get(sql);
    if (stmt) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.#statements.delete(sql);
    } else {
      stmt = super.prepare(sql);
      // The least recently used is only dropped, not finalized: a caller may hold it (prepared
      // queries kept for a connection's life); the collector finalizes it once nobody does.
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, stmt);
    return stmt as unknown as Typed;
  }
}

type Side = "connection" | "transaction";

/** drizzle's bun-sqlite statement, run through the gate (connection side) or checked to be inside its transaction. */
class GatedQuery extends PreparedQuery {
  gate!: ConnectionGate;
  side!: Side;
  #through<T>(exec: () => T): T {
    if (this.side === "connection") return this.gate.statement(exec) as T;
    if (!this.gate.held) throw new Error("a transaction's database handle was used after its transaction ended");
    return exec();
  }
  override run(p?: Record<string, unknown>) {
    return this.#through(() => super.run(p));
  }
  override all(p?: Record<string, unknown>) {
    return this.#through(() => super.all(p));
  }
  override get(p?: Record<string, unknown>) {
    return this.#through(() => super.get(p));
  }
  override values(p?: Record<string, unknown>) {
    return this.#through(() => super.values(p));
  }
}

const noLogging = new NoopLogger();

class GatedSession extends SQLiteBunSession<Record<string, never>, never> {
  constructor(
    private readonly db: Database,
    dialect: SQLiteSyncDialect,
    private readonly gate: ConnectionGate,
    private readonly side: Side,
  ) {
    super(db, dialect, undefined);
  }
  override prepareQuery(...args: Parameters<SQLiteBunSession<Record<string, never>, never>["prepareQuery"]>): any {
    const [query, fields, executeMethod, isResponseInArrayMode, customResultMapper] = args;
    const q = new GatedQuery(this.db.prepare(query.sql), query, noLogging, fields, executeMethod, isResponseInArrayMode, customResultMapper);
    q.gate = this.gate;
    q.side = this.side;
    return q;
  }
}

/** A SQLite handle: a Db that also exposes the bun:sqlite connection, for src/db and tests. */
export type SqliteDb = Db & { $client: Database };

const isBusy = (e: unknown) => {
  const code = (e as { code?: unknown })?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
};

export function openSqliteDatabase(path: string): SqliteDb {
  const client = new CachingDatabase(path, { create: true, strict: true });
  // WAL lets readers proceed while one writer commits; busy_timeout makes a second writer
  // (the CLI beside a running server) wait instead of failing; foreign keys are off by default in SQLite.
  client.exec("PRAGMA journal_mode = WAL");
  client.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  client.exec("PRAGMA foreign_keys = ON");
  client.exec("PRAGMA synchronous = NORMAL");

  const gate = new ConnectionGate(BUSY_TIMEOUT_MS);
  const dialect = new SQLiteSyncDialect();
  const handle = (side: Side) => {
    const db = new BaseSQLiteDatabase("sync", dialect, new GatedSession(client, dialect, gate, side), undefined) as unknown as SqliteDb;
    db.$client = client;
    return db;
  };
  const root = handle("connection");
  const inner = handle("transaction");
  /** Savepoints open inside the current transaction. */
  let depth = 0;

  /**
   * BEGIN IMMEDIATE takes the write lock up front, so a concurrent writer (the CLI beside a
   * running server, a second process) waits in SQLite's busy handler (busy_timeout) instead of
   * failing half-way through; a deferred transaction that reads first and writes later can instead
   * fail with SQLITE_BUSY at its first write, with nothing to wait for. Should SQLITE_BUSY still
   * come back (the busy timeout ran out under a long writer), the whole function is run again, a
   * few times: `fn` must therefore do nothing but database work (no network, no mail sends) —
   * which is the rule for transactions anyway.
   */
  const transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      await gate.acquire();
      try {
        client.run("BEGIN IMMEDIATE");
        try {
          const result = await fn(inner);
          client.run("COMMIT");
          return result;
        } catch (e) {
          if (client.inTransaction) client.run("ROLLBACK");
          throw e;
        }
      } catch (e) {
        if (!isBusy(e) || attempt >= BUSY_ATTEMPTS) throw e;
      } finally {
        depth = 0;
        gate.release();
      }
    }
  };
  /** A transaction inside a transaction: a savepoint, undone alone when `fn` throws. */
  const savepoint = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    const name = `sp${++depth}`;
    client.run(`SAVEPOINT ${name}`);
    try {
      const result = await fn(inner);
      client.run(`RELEASE ${name}`);
      return result;
    } catch (e) {
      if (client.inTransaction) {
        client.run(`ROLLBACK TO ${name}`);
        client.run(`RELEASE ${name}`);
      }
      throw e;
    } finally {
      depth--;
    }
  };
  const close = async () => client.close();
  const ping = async () => void client.query("SELECT 1").get();
  // Moves when another connection commits (the CLI beside a running server); a read of connection
  // state, so it needs no turn at the gate.
  const dataVersion = client.prepare("PRAGMA data_version");
  const changes = () => dataVersion.values()[0]![0] as number;
  // VACUUM cannot run inside a transaction: it waits its turn at the gate like any statement.
  const copyTo = async (path: string) => void (await gate.statement(() => client.run("VACUUM INTO ?", [path])));
  const common = { engine: "sqlite" as const, root, close, ping, changes, copyTo, afterCommit: (fn: () => void) => fn() };
  attachInternals(root, { ...common, inTransaction: false, transaction });
  attachInternals(inner, { ...common, inTransaction: true, transaction: savepoint });
  return root;
}

/** The bun:sqlite connection under a SQLite handle (src/db, and tests that inspect the file). */
export function sqliteOf(db: Db): Database {
  const i = internalsOf(db);
  if (i.engine !== "sqlite") throw new Error(`this database is ${i.engine}, not SQLite`);
  return (i.root as SqliteDb).$client;
}
