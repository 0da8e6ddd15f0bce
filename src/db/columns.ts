/**
 * Column helpers shared by the tables files. Timestamps are integer milliseconds since the epoch
 * (UTC); booleans are integers 0/1.
 */
import { integer } from "drizzle-orm/sqlite-core";

export const createdAt = () => integer("created_at").notNull();
export const updatedAt = () => integer("updated_at").notNull();
