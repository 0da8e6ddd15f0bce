/**
 * Raw SQL in tests, on either engine — for checking what a verb left in a table, or for setting
 * up rows no verb writes. `?` placeholders (rewritten to PostgreSQL's `$1…`); rows as objects;
 * 64-bit integers read as numbers on both engines (SQLite gives numbers; on PostgreSQL this reads
 * them as bigint and converts, so `count(*)` is 0, not "0"). Booleans stay each engine's own:
 * compare through drizzle where they matter.
 *
 *   expect(await rows(db).get("SELECT count(*) AS n FROM jobs WHERE kind = ?", "x")).toEqual({ n: 0 });
 */
import { SQL } from "bun";
import { eq } from "drizzle-orm";
import { jobs } from "../../src/jobs/tables";
import type { Db } from "../../src/db/client";
import { engineOf, rootOf } from "../../src/db/handle";
import { sqliteOf } from "../../src/db/sqlite";
import type { SQLQueryBindings } from "bun:sqlite";

type Row = Record<string, any>;

const pgClients = new WeakMap<Db, SQL>();
function pgClient(db: Db): SQL {
  const root = rootOf(db);
  let c = pgClients.get(root);
  if (!c) {
    const options = (root as unknown as { $client: SQL & { options: Record<string, unknown> } }).$client.options;
    c = new SQL({ ...options, bigint: true, max: 2, idleTimeout: 1 } as ConstructorParameters<typeof SQL>[0]);
    pgClients.set(root, c);
  }
  return c;
}

const toNumbers = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v]));
const numbered = (text: string) => {
  let i = 0;
  return text.replace(/\?/g, () => `$${++i}`);
};

export function rows(db: Db) {
  const all = async <T extends Row = Row>(text: string, ...params: unknown[]): Promise<T[]> => {
    if (engineOf(db) === "sqlite") return sqliteOf(db).query(text).all(...(params as SQLQueryBindings[])) as T[];
    return [...(await pgClient(db).unsafe(numbered(text), params))].map(toNumbers) as T[];
  };
  return {
    all,
    /** The first row, or null. */
    get: async <T extends Row = Row>(text: string, ...params: unknown[]): Promise<T | null> => (await all<T>(text, ...params))[0] ?? null,
    /** A statement whose rows are not wanted. */
    run: async (text: string, ...params: unknown[]): Promise<void> => void (await all(text, ...params)),
  };
}

/**
 * The jobs of `kind` whose payload has `key` equal to `value` — through drizzle, which reads the
 * payload (SQLite's JSON text, PostgreSQL's json) as the same object on both engines.
 */
export async function jobsWith(db: Db, kind: string, key: string, value: unknown): Promise<(typeof jobs.$inferSelect)[]> {
  return (await db.select().from(jobs).where(eq(jobs.kind, kind))).filter((j) => (j.payload as Record<string, unknown> | null)?.[key] === value);
}

/** A JSON column's value as `rows()` read it: SQLite's text, parsed; PostgreSQL's json is already parsed. */
export const parsed = <T = any>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
