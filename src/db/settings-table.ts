/**
 * The key/value settings table: bookkeeping (dataset version, signing keys, …) and the run-time
 * settings an operator changes on the dashboard (`env:<NAME>` rows and `settings.version`, owned
 * by src/settings).
 */
import { table, text, updatedAt } from "./columns";

/** Key/value settings and bookkeeping (dataset version, signing keys, …). Values are JSON. */
export const settings = table("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
