/**
 * readAllRows (src/db/read-all.ts): the catalog's start-up read without drizzle's row mapper gives
 * exactly what `select().from(table)` gives — JSON parsed, 0/1 as booleans, nulls kept — and waits
 * for a transaction in progress on the connection like every other query of the handle.
 */
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { readAllRows } from "../../src/db/read-all";
import { sqliteOf } from "../../src/db/sqlite";
import { tools } from "../../src/catalog/tables";
import { withTransaction } from "../../src/db/tx";
import { tempDirs } from "../helpers/process";

const dir = tempDirs("rivalscope-read-all-")();
const db = openDatabase(join(dir, "r.sqlite"));
applyMigrations(db);
afterAll(() => sqliteOf(db).close());

const row = (slug: string, over: Partial<typeof tools.$inferInsert> = {}): typeof tools.$inferInsert => ({
  slug,
  name: slug.toUpperCase(),
  url: `https://${slug}.example`,
  category: "Testing",
  pricingModel: "Freemium",
  startingPrice: "$5/month",
  freeTier: true,
  description: "d",
  differentiator: "x",
  features: ["a", "b \"quoted\""],
  targetAudience: "teams",
  aliases: [],
  rank: 1,
  createdAt: 1,
  updatedAt: 2,
  ...over,
});

test("the same rows as drizzle's select: JSON, booleans and nulls decoded alike", async () => {
  await db.insert(tools).values([row("one"), row("two", { freeTier: false, aliases: ["deux"], datasetVersion: 7, editedAt: null }), row("three", { editedAt: 99, features: [] })]);
  const expected = await db.select().from(tools);
  const rows = await readAllRows(db, tools);
  expect(rows).toStrictEqual(expected);
  expect(rows.find((r) => r.slug === "two")).toMatchObject({ freeTier: false, aliases: ["deux"], datasetVersion: 7, editedAt: null });
});

test("a read started during a transaction on the connection sees the state after it, not inside it", async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const ctx = { db } as Parameters<typeof withTransaction>[0];
  const tx = withTransaction(ctx, async (t) => {
    await t.db.insert(tools).values(row("rolled-back"));
    await held;
    throw new Error("roll back");
  }).catch(() => "rolled back");
  await Bun.sleep(5);
  const reading = readAllRows(db, tools);
  release();
  expect(await tx).toBe("rolled back");
  expect((await reading).map((r) => r.slug)).not.toContain("rolled-back");
});
