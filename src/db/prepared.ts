/**
 * preparedFor — a domain's hot queries, built and compiled once per connection.
 *
 * A drizzle query built in place (`ctx.db.select()…get()`) assembles its SQL from the query
 * builder on every call: measured beside 1,000 monitoring checks, that building was a sixth of
 * the event loop's time, on the path of every API request (bearer checks read the account, its
 * plan and the signing keys). A statement written with `sql.placeholder` and `.prepare()` is
 * built once; its values are bound at each run. Keyed by connection, because tests open many.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";

export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = build(db)));
    return statements;
  };
}

/**
 * A value bound at run time, passed to SQLite as given. (A bare `sql.placeholder` in `.values()`
 * or `.set()` goes through the column's encoder instead: use that for JSON columns.)
 */
export const param = (name: string) => sql`${sql.placeholder(name)}`;
