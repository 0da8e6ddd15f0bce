/**
 * Which PostgreSQL driver under drizzle (issue 27): Bun's built-in `Bun.SQL` (drizzle-orm/bun-sql)
 * against postgres.js (drizzle-orm/postgres-js), on a keyed select and an insert, both prepared
 * (`.prepare(name)` + `.execute(values)`, as src/db/prepared.ts runs the hot queries), one at a
 * time and 32 at once, alternating drivers. postgres.js is not a dependency: to measure it,
 * install it beside a copy of drizzle-orm in a scratch folder and pass that folder:
 *
 *   mkdir /tmp/pgjs && cd /tmp/pgjs && npm init -y && npm i postgres drizzle-orm@0.45
 *   PGJS_DIR=/tmp/pgjs npx bun run test/bench/pg-driver.ts
 *
 * Figures: docs/operations.md ("PostgreSQL", the driver).
 */
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { drizzle as bunDrizzle } from "drizzle-orm/bun-sql";
import { SQL } from "bun";
import { freshDatabase } from "../support/pg-cluster";

const keys = pgTable("bench_keys", { id: text("id").primaryKey(), hash: text("hash").notNull(), tier: text("tier").notNull(), at: bigint("at", { mode: "number" }).notNull() });
const N = 3000;

const url = await freshDatabase("driver");
type Drizzle = ReturnType<typeof bunDrizzle>;
const drivers: { name: string; db: Drizzle; close(): Promise<void> }[] = [];
{
  const client = new SQL(url, { max: 10, prepare: true });
  drivers.push({ name: "Bun.SQL", db: bunDrizzle({ client }), close: () => client.close() });
}
if (process.env.PGJS_DIR) {
  const dir = join(process.env.PGJS_DIR, "node_modules");
  const postgres = (await import(join(dir, "postgres/src/index.js"))).default;
  const { drizzle } = await import(join(dir, "drizzle-orm/postgres-js/index.js"));
  const client = postgres(url, { max: 10, prepare: true });
  drivers.push({ name: "postgres.js", db: drizzle({ client }), close: () => client.end() });
}
const [first] = drivers;
await first!.db.execute(sql`CREATE TABLE bench_keys (id text PRIMARY KEY, hash text NOT NULL UNIQUE, tier text NOT NULL, at bigint NOT NULL)`);
await first!.db.execute(sql`INSERT INTO bench_keys SELECT 'k' || g, 'h' || g, 'pro', g FROM generate_series(1, 10000) g`);

const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
const results: Record<string, Record<string, number[]>> = {};
let seq = 0;
for (let round = 0; round < 3; round++) {
  for (const d of drivers) {
    const select = d.db.select().from(keys).where(eq(keys.hash, sql.placeholder("hash"))).prepare("bench_select");
    const insert = d.db.insert(keys).values({ id: sql.placeholder("id"), hash: sql.placeholder("hash"), tier: "free", at: sql.placeholder("at") }).prepare("bench_insert");
    const r = (results[d.name] ??= {});
    const add = (k: string, ms: number) => (r[k] ??= []).push((ms * 1000) / N);
    add("select, serial (µs/op)", await time(async () => { for (let i = 0; i < N; i++) await select.execute({ hash: `h${(i % 10000) + 1}` }); }));
    add("select, 32 at once (µs/op)", await time(async () => { for (let i = 0; i < N; i += 32) await Promise.all(Array.from({ length: 32 }, (_, j) => select.execute({ hash: `h${((i + j) % 10000) + 1}` }))); }));
    add("insert, serial (µs/op)", await time(async () => { for (let i = 0; i < N; i++) { seq++; await insert.execute({ id: `n${seq}`, hash: `n${seq}`, at: seq }); } }));
    add("insert, 32 at once (µs/op)", await time(async () => { for (let i = 0; i < N; i += 32) await Promise.all(Array.from({ length: 32 }, () => { seq++; return insert.execute({ id: `n${seq}`, hash: `n${seq}`, at: seq }); })); }));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, r] of Object.entries(results)) {
  console.log(name);
  for (const [k, xs] of Object.entries(r)) console.log(`  ${k.padEnd(30)} ${median(xs).toFixed(1)}`);
}
for (const d of drivers) await d.close();
process.exit(0);
