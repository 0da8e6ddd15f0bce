/**
 * Catalog storage — the dataset sync at start, reading all rows for the index, and admin edits.
 *
 * Ownership rule: a row an admin edited or added (`edited_at` set) belongs to the admin from then
 * on. A newer dataset version adds tools, updates rows nobody edited and removes dataset rows that
 * left the dataset — but never touches edited rows.
 */
import { eq, max, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { serializeOn } from "../db/serialize";
import { withTransaction } from "../db/tx";
import { readAllRows } from "../db/read-all";
import { settings, tools } from "../db/schema";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { RankedTool } from "./catalog-index";
import type { DatasetSource } from "./dataset-source";
import { datasetSchema, slugify, type Dataset, type Tool, type ToolChanges, type ToolInput } from "./schema";
import { audit } from "../audit";

const VERSION_KEY = "catalog.dataset_version";
const CHECKED_KEY = "catalog.prices_checked";
/** The advisory lock (PostgreSQL) that dataset syncs take turns on. */
const SYNC_LOCK = "catalog.dataset_sync";

type Row = typeof tools.$inferSelect;

function toRanked(r: Row): RankedTool {
  return {
    slug: r.slug,
    name: r.name,
    url: r.url,
    category: r.category,
    pricing_model: r.pricingModel as Tool["pricing_model"],
    starting_price: r.startingPrice,
    free_tier: r.freeTier,
    description: r.description,
    differentiator: r.differentiator,
    features: r.features,
    target_audience: r.targetAudience,
    aliases: r.aliases,
    rank: r.rank,
  };
}

const toColumns = (t: Tool & { aliases?: string[] }) => ({
  slug: t.slug,
  name: t.name,
  url: t.url,
  category: t.category,
  pricingModel: t.pricing_model,
  startingPrice: t.starting_price,
  freeTier: t.free_tier,
  description: t.description,
  differentiator: t.differentiator,
  features: t.features,
  targetAudience: t.target_audience,
  aliases: t.aliases ?? [],
});

export async function readAllTools(db: Db): Promise<RankedTool[]> {
  return (await readAllRows(db, tools)).map(toRanked);
}

export async function storedDatasetVersion(db: Db): Promise<number> {
  const row = (await db.select().from(settings).where(eq(settings.key, VERSION_KEY)))[0];
  return row ? Number(JSON.parse(row.value)) : 0;
}

export async function pricesChecked(db: Db): Promise<string | null> {
  const row = (await db.select().from(settings).where(eq(settings.key, CHECKED_KEY)))[0];
  return row ? JSON.parse(row.value) : null;
}

type NewToolRow = Omit<typeof tools.$inferInsert, "id" | "editedAt">;

/**
 * The sync's INSERT of a dataset tool, prepared once per sync for rows shaped like `row`. Every
 * value is a placeholder filled through its column's encoder (JSON arrays, booleans as 0/1 on
 * SQLite), as `.values(row)` would do.
 */
function insertToolStatement(db: Db, row: NewToolRow) {
  const values = Object.fromEntries(Object.keys(row).map((c) => [c, sql.placeholder(c)])) as unknown as NewToolRow;
  return db.insert(tools).values(values).prepare();
}

export interface SyncResult {
  from: number;
  to: number;
  added: number;
  updated: number;
  removed: number;
  keptEdited: number;
}

/**
 * Brings the database up to the embedded dataset when the dataset is newer. Cheap when it is not
 * (one settings read, the dataset not even parsed), so every start can call it. `inSync` runs
 * in the sync's transaction when it changed rows (the catalog's version bump).
 */
export async function syncDataset(db: Db, clock: Clock, source: DatasetSource, inSync: (tx: Db) => Promise<unknown> = async () => {}): Promise<SyncResult | null> {
  const peek = source.version;
  const from = await storedDatasetVersion(db);
  if (typeof peek === "number" && peek <= from) return null;
  // The embedded dataset was validated before it was embedded (DatasetSource.checked); any other
  // is parsed, once per process at most, so without zod's eval-compiled fast path: generating it
  // cost more than the one parse it would speed up (as for the environment, config.ts).
  const dataset: Dataset = source.checked ? (source.read() as Dataset) : datasetSchema.parse(source.read(), { jitless: true });
  const now = clock.now();
  const result: SyncResult = { from, to: dataset.version, added: 0, updated: 0, removed: 0, keptEdited: 0 };

  const synced = await withTransaction({ db }, async ({ db }) => {
    // Replicas starting together on one PostgreSQL database all find the dataset newer than the
    // stored version: without this lock each inserted the whole dataset and all but the first
    // stopped on the slug's unique index (session 15, docs/benchmarks.md). The first to take
    // the lock syncs; the others wait for its commit, then find the version stored and do nothing.
    // On SQLite a write transaction holds the whole file already.
    await serializeOn(db, SYNC_LOCK);
    const stored = await storedDatasetVersion(db);
    if (dataset.version <= stored) return false;
    result.from = stored;
    const existing = new Map((await db.select().from(tools)).map((r) => [r.slug, r]));
    const rankInCategory = new Map<string, number>();
    const inDataset = new Set<string>();
    const added: NewToolRow[] = [];
    for (const t of dataset.tools) {
      const rank = (rankInCategory.get(t.category) ?? 0) + 1;
      rankInCategory.set(t.category, rank);
      inDataset.add(t.slug);
      const row = existing.get(t.slug);
      if (row?.editedAt != null) {
        result.keptEdited++;
        continue;
      }
      if (row) {
        await db.update(tools).set({ ...toColumns(t), rank, datasetVersion: dataset.version, updatedAt: now }).where(eq(tools.id, row.id));
        result.updated++;
      } else {
        added.push({ ...toColumns(t), rank, datasetVersion: dataset.version, createdAt: now, updatedAt: now });
      }
    }
    // New rows go through one prepared statement, its SQL built once: a first start adds every
    // tool of the dataset, and drizzle's builder assembling multi-row INSERTs (1,800 values in
    // five statements) took ~100 ms of CPU before the first answer (docs/benchmarks.md, "Cold
    // start, session 16").
    if (added.length > 0) {
      const insert = insertToolStatement(db, added[0]!);
      for (const row of added) await insert.execute(row);
    }
    result.added = added.length;
    for (const row of existing.values()) {
      if (row.editedAt == null && row.datasetVersion != null && !inDataset.has(row.slug)) {
        await db.delete(tools).where(eq(tools.id, row.id));
        result.removed++;
      }
    }
    for (const [key, value] of [
      [VERSION_KEY, dataset.version],
      [CHECKED_KEY, dataset.prices_checked],
    ] as const) {
      await db.insert(settings)
        .values({ key, value: JSON.stringify(value), updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updatedAt: now } });
    }
    await inSync(db);
    return true;
  });
  return synced ? result : null;
}

async function nextRank(db: Db, category: string): Promise<number> {
  const row = (await db.select({ m: max(tools.rank) }).from(tools).where(eq(tools.category, category)))[0];
  return (row?.m ?? 0) + 1;
}

async function assertUnique(db: Db, field: "slug" | "name", value: string, exceptId?: number) {
  const col = field === "slug" ? tools.slug : tools.name;
  const hit = (await db
    .select({ id: tools.id })
    .from(tools)
    .where(field === "name" ? sql`lower(${col}) = ${value.toLowerCase()}` : eq(col, value)))[0];
  if (hit && hit.id !== exceptId) throw new AppError("conflict", `A tool with ${field} "${value}" already exists.`);
}

/** An admin adds a tool (input parsed by toolInputSchema); it is theirs (never overwritten by dataset upgrades). */
export async function insertTool(ctx: Ctx, data: ToolInput): Promise<RankedTool> {
  const { db } = ctx;
  const slug = data.slug ?? slugify(data.name);
  if (!slug) throw new AppError("bad_request", 'Invalid field "slug": cannot derive a slug from this name; give one.', { field: "slug" });
  await assertUnique(db, "slug", slug);
  await assertUnique(db, "name", data.name);
  const now = ctx.clock.now();
  const row = (await db
    .insert(tools)
    .values({ ...toColumns({ ...data, slug }), rank: await nextRank(db, data.category), datasetVersion: null, editedAt: now, createdAt: now, updatedAt: now })
    .returning())[0];
  await audit(ctx, { action: "tool.added", target: { type: "tool", id: slug }, details: { name: data.name, category: data.category } });
  return toRanked(row);
}

/** Where a row came from: the dataset (`inDataset`), and whether an admin changed it since (`edited`). */
export async function toolProvenance(db: Db, slug: string): Promise<{ inDataset: boolean; edited: boolean } | null> {
  const row = (await db.select({ datasetVersion: tools.datasetVersion, editedAt: tools.editedAt }).from(tools).where(eq(tools.slug, slug)))[0];
  return row ? { inDataset: row.datasetVersion !== null, edited: row.editedAt !== null } : null;
}

/**
 * Undoes an admin's edits: the row gets the dataset's version of the tool back (its rank in the
 * dataset's order included) and `edited_at` is cleared, so dataset upgrades update it again.
 * Only for tools the dataset has; a tool an admin added has no version to go back to.
 */
export async function revertToolRow(ctx: Ctx, input: { slug: string; dataset: Dataset }): Promise<RankedTool> {
  const { db } = ctx;
  const { slug, dataset } = input;
  const row = (await db.select().from(tools).where(eq(tools.slug, slug)))[0];
  if (!row) throw new AppError("not_found", `No tool with slug "${slug}".`);
  const original = dataset.tools.find((t) => t.slug === slug);
  if (!original || row.datasetVersion === null) throw new AppError("conflict", `"${row.name}" was added in the dashboard: the dataset has no version of it to go back to.`);
  const rank = dataset.tools.filter((t) => t.category === original.category).indexOf(original) + 1;
  // The dataset's name may meanwhile belong to another tool an admin renamed or added.
  await assertUnique(db, "name", original.name, row.id);
  const now = ctx.clock.now();
  const reverted = (await db
    .update(tools)
    .set({ ...toColumns(original), rank, datasetVersion: dataset.version, editedAt: null, updatedAt: now })
    .where(eq(tools.id, row.id))
    .returning())[0];
  await audit(ctx, { action: "tool.reverted", target: { type: "tool", id: slug }, details: { dataset_version: dataset.version } });
  return toRanked(reverted!);
}

/** An admin edits a tool (changes parsed by toolChangesSchema); from now on the row is theirs. */
export async function updateToolRow(ctx: Ctx, input: { slug: string; changes: ToolChanges }): Promise<RankedTool> {
  const { db } = ctx;
  const { slug, changes: data } = input;
  const row = (await db.select().from(tools).where(eq(tools.slug, slug)))[0];
  if (!row) throw new AppError("not_found", `No tool with slug "${slug}".`);
  if (data.name !== undefined) await assertUnique(db, "name", data.name, row.id);
  const merged = { ...toRanked(row), ...data };
  const rank = data.category !== undefined && data.category !== row.category ? await nextRank(db, data.category) : row.rank;
  const now = ctx.clock.now();
  const updated = (await db
    .update(tools)
    .set({ ...toColumns(merged), rank, editedAt: now, updatedAt: now })
    .where(eq(tools.id, row.id))
    .returning())[0];
  await audit(ctx, { action: "tool.edited", target: { type: "tool", id: slug }, details: { fields: Object.keys(data) } });
  return toRanked(updated!);
}
