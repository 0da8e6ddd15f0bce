/**
 * The catalog service: the in-memory index plus the verbs that change the catalog. Any change
 * rebuilds the index and bumps `version`, which invalidates cached responses at once.
 */
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { withTransaction } from "../db/tx";
import { bumpVersionRow, readVersionRow } from "../db/version-rows";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/log";
import { CatalogIndex, type ListQuery, type RankedTool } from "./catalog-index";
import type { DatasetSource } from "./dataset-source";
import { datasetSchema, type Dataset, type ToolChanges, type ToolInput } from "./schema";
import { insertTool, pricesChecked, readAllTools, revertToolRow, syncDataset, toolProvenance, updateToolRow } from "./store";

export interface CatalogService {
  /** The current index (immutable; replaced on change). */
  index(): CatalogIndex;
  /** Increases on every change of the catalog. */
  version(): number;
  list(q: Partial<ListQuery> & { q?: string }): { total: number; tools: RankedTool[] };
  get(slug: string): RankedTool | undefined;
  categories(): string[];
  updateTool(ctx: Ctx, input: { slug: string; changes: ToolChanges }): Promise<RankedTool>;
  addTool(ctx: Ctx, input: ToolInput): Promise<RankedTool>;
  /** Puts the embedded dataset's version of an edited tool back (see revertToolRow). */
  revertTool(ctx: Ctx, input: { slug: string }): Promise<RankedTool>;
  /** Whether a tool comes from the dataset and whether an admin edited it; null when unknown. */
  provenance(slug: string): Promise<{ inDataset: boolean; edited: boolean } | null>;
  pricesChecked(): Promise<string | null>;
  /** Re-reads the tools when another process or replica changed them; true when something changed. */
  refresh(): Promise<boolean>;
}

/**
 * Bumped in the transaction of every change of the catalog's rows (src/db/version-rows.ts), so
 * other replicas on the database see with one read that their index is stale.
 */
const VERSION_KEY = "catalog.version";

export async function createCatalog(deps: { db: Db; clock: Clock; logger: Logger; dataset: DatasetSource }): Promise<CatalogService> {
  const { db, clock, logger } = deps;
  // A newer dataset (an upgraded replica) changes the rows: the version is bumped in the same
  // transaction, so the others re-read them.
  const synced = await syncDataset(db, clock, deps.dataset, (tx) => bumpVersionRow(tx, VERSION_KEY, clock.now()));
  if (synced) logger.info("catalog dataset loaded", { ...synced });
  let stored = await readVersionRow(db, VERSION_KEY);

  // The rows are read at start and after every change, so the index (interface A's hot path)
  // never waits for the database; the index itself is built on first use rather than at start:
  // a restart answers /healthz without waiting for it.
  let rows = await readAllTools(db);
  let built: CatalogIndex | null = null;
  const index = () => (built ??= new CatalogIndex(rows));
  let version = 1;
  // Parsed only when an admin reverts a tool: the start-up sync reads it only when it is newer.
  let dataset: Dataset | null = null;
  const reload = async () => {
    rows = await readAllTools(db);
    built = null;
    version++;
  };
  /** Runs a change and bumps the stored version with it, then rebuilds this process's index. */
  const changing = async <T>(ctx: Ctx, change: (tx: Ctx) => Promise<T>): Promise<T> => {
    const result = await withTransaction(ctx, async (tx) => {
      const r = await change(tx);
      stored = await bumpVersionRow(tx.db, VERSION_KEY, tx.clock.now());
      return r;
    });
    await reload();
    return result;
  };

  return {
    index,
    version: () => version,
    list({ q, limit = 50, offset = 0, ...rest }) {
      return index().list({ ...rest, terms: q ? splitTerms(q) : rest.terms, limit, offset });
    },
    get: (slug) => index().get(slug),
    categories: () => index().categories,
    async updateTool(ctx, input) {
      const t = await changing(ctx, (tx) => updateToolRow(tx, input));
      logger.info("catalog tool edited", { slug: input.slug, fields: Object.keys(input.changes) });
      return t;
    },
    async addTool(ctx, input) {
      const t = await changing(ctx, (tx) => insertTool(tx, input));
      logger.info("catalog tool added", { slug: t.slug });
      return t;
    },
    async revertTool(ctx, input) {
      const parsed = (dataset ??= datasetSchema.parse(deps.dataset.read()));
      const t = await changing(ctx, (tx) => revertToolRow(tx, { slug: input.slug, dataset: parsed }));
      logger.info("catalog tool reverted to the dataset", { slug: input.slug });
      return t;
    },
    provenance: (slug) => toolProvenance(db, slug),
    pricesChecked: () => pricesChecked(db),
    async refresh() {
      const v = await readVersionRow(db, VERSION_KEY);
      if (v === stored) return false;
      stored = v;
      await reload();
      return true;
    },
  };
}

/** `q`: case-insensitive, split on whitespace; every term must match. */
export const splitTerms = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);
