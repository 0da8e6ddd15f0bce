/**
 * The catalog service: the in-memory index plus the verbs that change the catalog. Any change
 * rebuilds the index and bumps `version`, which invalidates cached responses at once.
 */
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/log";
import { CatalogIndex, type ListQuery, type RankedTool } from "./catalog-index";
import type { ToolChanges, ToolInput } from "./schema";
import { insertTool, pricesChecked, readAllTools, syncDataset, updateToolRow } from "./store";

export interface CatalogService {
  /** The current index (immutable; replaced on change). */
  index(): CatalogIndex;
  /** Increases on every change of the catalog. */
  version(): number;
  list(q: Partial<ListQuery> & { q?: string }): { total: number; tools: RankedTool[] };
  get(slug: string): RankedTool | undefined;
  categories(): string[];
  updateTool(slug: string, changes: ToolChanges): RankedTool;
  addTool(input: ToolInput): RankedTool;
  pricesChecked(): string | null;
}

export function createCatalog(deps: { db: Db; clock: Clock; logger: Logger; dataset: unknown }): CatalogService {
  const { db, clock, logger } = deps;
  const synced = syncDataset(db, clock, deps.dataset);
  if (synced) logger.info("catalog dataset loaded", { ...synced });

  // Built on first use rather than at start: a restart answers /healthz without waiting for it.
  let built: CatalogIndex | null = null;
  const index = () => (built ??= new CatalogIndex(readAllTools(db)));
  let version = 1;
  const refresh = () => {
    built = null;
    version++;
  };

  return {
    index,
    version: () => version,
    list({ q, limit = 50, offset = 0, ...rest }) {
      return index().list({ ...rest, terms: q ? splitTerms(q) : rest.terms, limit, offset });
    },
    get: (slug) => index().get(slug),
    categories: () => index().categories,
    updateTool(slug, changes) {
      const t = updateToolRow(db, clock, slug, changes);
      refresh();
      logger.info("catalog tool edited", { slug, fields: Object.keys(changes) });
      return t;
    },
    addTool(input) {
      const t = insertTool(db, clock, input);
      refresh();
      logger.info("catalog tool added", { slug: t.slug });
      return t;
    },
    pricesChecked: () => pricesChecked(db),
  };
}

/** `q`: case-insensitive, split on whitespace; every term must match. */
export const splitTerms = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);
