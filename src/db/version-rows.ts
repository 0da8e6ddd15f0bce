/**
 * Version rows — a number in the key/value settings table that a writer bumps, in the same
 * transaction as its change, so every other process or replica on the database can tell with one
 * keyed read whether something it keeps in memory (the dashboard's settings, the catalog) changed
 * since it last looked. `settings.version` and `catalog.version` are such rows.
 */
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { serializeOn } from "./serialize";
import { settings } from "./settings-table";

/** The version stored under `key` (0 when never bumped). */
export async function readVersionRow(db: Db, key: string): Promise<number> {
  const row = (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1))[0];
  return row ? Number(JSON.parse(row.value)) || 0 : 0;
}

/**
 * Bumps the version under `key`; returns the new one. Call it inside the change's transaction:
 * bumps take turns on the key (PostgreSQL), so two replicas changing the catalog at once count
 * two, where both read N and wrote N + 1 before, and a replica that had seen N + 1 missed the
 * second change.
 */
export async function bumpVersionRow(db: Db, key: string, now: number): Promise<number> {
  await serializeOn(db, `version:${key}`);
  const v = (await readVersionRow(db, key)) + 1;
  await db
    .insert(settings)
    .values({ key, value: JSON.stringify(v), updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(v), updatedAt: now } });
  return v;
}
