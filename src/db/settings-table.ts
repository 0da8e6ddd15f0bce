/**
 * The key/value settings table: bookkeeping (dataset version, signing keys, …) and, later, settings an operator changes at run time.
 */
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** Key/value settings and bookkeeping (dataset version, signing keys, …). Values are JSON. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
