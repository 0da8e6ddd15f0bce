/**
 * preparedFor — a domain's hot queries, built and prepared once per database handle.
 *
 * A drizzle query built in place (`await ctx.db.select()…`) assembles its SQL from the query
 * builder on every call: measured beside 1,000 monitoring checks, that building was a sixth of
 * the event loop's time, on the path of every API request (bearer checks read the account, its
 * plan and the signing keys). A query declared here is built once per handle (a connection, and
 * the one that transactions on it share) with `sql.placeholder` for its values, bound at each
 * `.execute(values)`, which gives rows on both engines.
 *
 * Each query is named `<group>_<key>`: on SQLite the compiled statement is kept with the query
 * (and the connection's statement cache holds the rest, by text); on PostgreSQL the name is the
 * server-side prepared statement's (node-postgres prepares by name; postgres.js and Bun.sql
 * prepare by text on their own).
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";

interface Preparable {
  prepare(name?: string): unknown;
}

export type Prepared<T extends Record<string, Preparable>> = { [K in keyof T]: ReturnType<T[K]["prepare"]> };

export function preparedFor<T extends Record<string, Preparable>>(group: string, build: (db: Db) => T): (db: Db) => Prepared<T> {
  const byDb = new WeakMap<Db, Prepared<T>>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) {
      const built = build(db);
      statements = Object.fromEntries(Object.entries(built).map(([key, q]) => [key, q.prepare(`${group}_${key}`)])) as Prepared<T>;
      byDb.set(db, statements);
    }
    return statements;
  };
}

/**
 * A value bound at run time, passed to the driver as given. (A bare `sql.placeholder` in
 * `.values()` or `.set()` goes through the column's encoder instead: use that for JSON columns.)
 */
export const param = (name: string) => sql`${sql.placeholder(name)}`;
