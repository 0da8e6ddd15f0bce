/**
 * containsIgnoringCase — a `LIKE` condition for "column contains this text, any case", with the
 * text's own `%`, `_` and `\` escaped so a search for "rsk_ab" matches literally.
 */
import { sql, type SQLWrapper } from "drizzle-orm";

export const containsIgnoringCase = (column: SQLWrapper, text: string) =>
  sql`lower(${column}) LIKE ${`%${text.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`} ESCAPE '\\'`;
