/**
 * Copies a SQLite database into an empty PostgreSQL database — `rivalscope migrate --to` (the
 * move from one process on SQLite to replicas on PostgreSQL, docs/operations.md).
 *
 * Raw SQL on both sides, not the domain's tables: a process builds its tables for one engine
 * (src/db/columns.ts), and this one reads one engine and writes the other. The PostgreSQL schema
 * is the embedded migrations' (applied first, under the advisory lock), and the list of columns
 * and their types is read from it, so every table both schemas have is copied whole.
 *
 * Everything is written in one transaction: a copy that fails anywhere leaves the target as the
 * migrations left it (empty), and the command can simply be run again.
 */
import { Database } from "bun:sqlite";
import { SQL } from "bun";
import { migratePgClient } from "./migrate";
import { redactUrl } from "./pg-tools";

export class CopyToPgError extends Error {}

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

export interface CopyResult {
  /** The PostgreSQL migrations this run applied (empty when the target was already up to date). */
  migrated: string[];
  /** Every copied table, in the order copied, with its rows on either side after the copy. */
  counts: TableCount[];
}

/** Tables of one side only that are not data: drizzle's bookkeeping and SQLite's own. */
const NOT_COPIED = new Set(["__drizzle_migrations", "sqlite_sequence"]);

/** Bind parameters per INSERT statement, well under PostgreSQL's 65,535. */
const PARAMS_PER_STATEMENT = 20_000;
const MAX_ROWS_PER_STATEMENT = 500;

interface PgColumn {
  name: string;
  /** information_schema's data_type: text, bigint, integer, boolean, json, bytea, … */
  type: string;
  identity: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A SQLite value as the PostgreSQL column takes it. SQLite stores booleans as 0/1 and JSON as
 * the text drizzle wrote; timestamps are integer milliseconds on both engines (columns.ts).
 */
function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === "boolean") return value === 1 || value === 1n || value === true || value === "1";
  if (typeof value === "bigint") return value.toString();
  return value;
}

/**
 * The parameter's cast. JSON goes in as the string SQLite holds, cast to json exactly as the
 * app's own writes on PostgreSQL reach the column (drizzle hands Bun.SQL the JSON text as a
 * string parameter of a json column), so the domain reads copied rows as it reads its own.
 */
const castOf = (type: string) => (type === "USER-DEFINED" ? "" : `::${type === "character varying" ? "text" : type}`);

/** Tables ordered so every table comes after the tables its foreign keys point at. */
function foreignKeyOrder(tables: string[], refs: { from: string; to: string }[]): string[] {
  const deps = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs) if (r.from !== r.to && deps.has(r.from) && deps.has(r.to)) deps.get(r.from)!.add(r.to);
  const done: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t)) return;
    if (path.has(t)) throw new CopyToPgError(`the foreign keys between ${[...path].join(", ")} form a cycle; cannot order the copy`);
    path.add(t);
    for (const d of [...deps.get(t)!].sort()) visit(d, path);
    path.delete(t);
    seen.add(t);
    done.push(t);
  };
  for (const t of [...tables].sort()) visit(t, new Set());
  return done;
}

/** Opens a client and checks the server answers, with a message that says where it failed. */
export async function connectPg(url: string): Promise<SQL> {
  const client = new SQL(url, { max: 2, connectionTimeout: 10, idleTimeout: 30 });
  try {
    await client`SELECT 1`;
    return client;
  } catch (e) {
    await client.close({ timeout: 1 }).catch(() => {});
    throw new CopyToPgError(`cannot reach PostgreSQL at ${redactUrl(url)}: ${(e as Error).message}`);
  }
}

/**
 * Migrates the PostgreSQL database at `url`, refuses it if any table to be filled holds a row,
 * copies every table of the SQLite file at `sqlitePath` (already at this build's migration level),
 * then counts the rows of each table on both sides.
 */
export async function copySqliteToPg(opts: { sqlitePath: string; url: string; progress?: (table: string, rows: number) => void }): Promise<CopyResult> {
  const client = await connectPg(opts.url);
  const lite = new Database(opts.sqlitePath, { readonly: true });
  try {
    const { applied } = await migratePgClient(client);

    const columnRows = await client<{ table_name: string; column_name: string; data_type: string; is_identity: string }[]>`
      SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`;
    const pgTables = new Map<string, PgColumn[]>();
    for (const c of columnRows) {
      const list = pgTables.get(c.table_name) ?? [];
      list.push({ name: c.column_name, type: c.data_type, identity: c.is_identity === "YES" });
      pgTables.set(c.table_name, list);
    }

    const liteTables = (lite.query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name).filter((n) => !NOT_COPIED.has(n));
    // Tables only PostgreSQL has (its change counter) are its own; a SQLite table without a
    // PostgreSQL counterpart would be data left behind, so it stops the copy.
    const missing = liteTables.filter((t) => !pgTables.has(t));
    if (missing.length) throw new CopyToPgError(`the PostgreSQL schema has no table ${missing.join(", ")} (is the SQLite database from a newer build?)`);
    for (const t of liteTables) {
      const liteCols = new Set((lite.query(`PRAGMA table_info(${quote(t)})`).all() as { name: string }[]).map((c) => c.name));
      const pgCols = pgTables.get(t)!.map((c) => c.name);
      const diff = [...pgCols.filter((c) => !liteCols.has(c)), ...[...liteCols].filter((c) => !pgCols.includes(c))];
      if (diff.length) throw new CopyToPgError(`table ${t} has different columns on SQLite and PostgreSQL (${diff.join(", ")}); both must be at this build's migration level`);
    }

    // Never merged into data that is already there: ids would collide, and counts would not tell.
    const occupied: string[] = [];
    for (const t of liteTables) {
      const [row] = await client.unsafe(`SELECT EXISTS (SELECT 1 FROM ${quote(t)}) AS present`);
      if (row.present) occupied.push(t);
    }
    if (occupied.length) throw new CopyToPgError(`the PostgreSQL database is not empty (${occupied.length === 1 ? `table ${occupied[0]} has rows` : `tables ${occupied.join(", ")} have rows`}); migrate into a new, empty database`);

    const refs = await client<{ from: string; to: string }[]>`
      SELECT conrelid::regclass::text AS "from", confrelid::regclass::text AS "to" FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`;
    const order = foreignKeyOrder(liteTables, refs.map((r) => ({ from: r.from.replace(/^"|"$/g, ""), to: r.to.replace(/^"|"$/g, "") })));

    // One read transaction on SQLite: every table is read at the same moment.
    lite.exec("BEGIN");
    try {
      await client.begin(async (tx) => {
        for (const t of order) {
          const cols = pgTables.get(t)!;
          const names = cols.map((c) => quote(c.name)).join(", ");
          const perStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(PARAMS_PER_STATEMENT / cols.length)));
          let batch: unknown[][] = [];
          let copied = 0;
          const flush = async () => {
            if (!batch.length) return;
            const values = batch.map((_, r) => `(${cols.map((c, i) => `$${r * cols.length + i + 1}${castOf(c.type)}`).join(", ")})`).join(", ");
            await tx.unsafe(`INSERT INTO ${quote(t)} (${names}) VALUES ${values}`, batch.flat());
            copied += batch.length;
            batch = [];
          };
          // Streamed, a statement's worth of rows at a time: a table need not fit in memory.
          for (const row of lite.query(`SELECT ${names} FROM ${quote(t)}`).iterate() as Iterable<Record<string, unknown>>) {
            batch.push(cols.map((c) => convert(row[c.name], c.type)));
            if (batch.length >= perStatement) await flush();
          }
          await flush();
          // Identity columns were given their values: their sequences continue after the largest.
          for (const c of cols.filter((c) => c.identity)) {
            await tx.unsafe(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(c.name)}) FROM ${quote(t)}), 1), (SELECT count(*) > 0 FROM ${quote(t)}))`, [quote(t), c.name]);
          }
          opts.progress?.(t, copied);
        }
      });
    } finally {
      lite.exec("COMMIT");
    }

    const counts: TableCount[] = [];
    for (const t of order) {
      const sqlite = (lite.query(`SELECT count(*) AS n FROM ${quote(t)}`).get() as { n: number }).n;
      const [row] = await client.unsafe(`SELECT count(*)::bigint AS n FROM ${quote(t)}`);
      counts.push({ table: t, sqlite, postgres: Number(row.n) });
    }
    return { migrated: applied, counts };
  } finally {
    lite.close();
    await client.close({ timeout: 5 });
  }
}
