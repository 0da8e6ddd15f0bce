/**
 * Catalog tables (the tool catalog behind interface A).
 */
import { sql } from "drizzle-orm";
import { boolean, createdAt, index, integer, json, serialId, table, text, uniqueIndex, updatedAt } from "../db/columns";

export const tools = table(
  "tools",
  {
    id: serialId("id"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    pricingModel: text("pricing_model").notNull(),
    startingPrice: text("starting_price").notNull(),
    freeTier: boolean("free_tier").notNull(),
    description: text("description").notNull(),
    differentiator: text("differentiator").notNull(),
    /** JSON array of strings. */
    features: json<string[]>("features").notNull(),
    targetAudience: text("target_audience").notNull(),
    /** JSON array of other names the tool is looked up by (never shown in the API's Tool). */
    aliases: json<string[]>("aliases").notNull().default([]),
    /** Position inside its category (1 = most prominent); the API's "rank". */
    rank: integer("rank").notNull(),
    /** Dataset version that last wrote this row; null for tools an admin added. */
    datasetVersion: integer("dataset_version"),
    /** Set when an admin edits or adds the row: dataset upgrades never overwrite such rows. */
    editedAt: integer("edited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("tools_slug_unique").on(t.slug), uniqueIndex("tools_name_unique").on(sql`lower(${t.name})`), index("tools_category_idx").on(t.category, t.rank)],
);
