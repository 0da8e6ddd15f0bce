/**
 * Admin dashboard tables: admins and their sessions.
 */
import { createdAt, integer, table, text, uniqueIndex, updatedAt } from "../db/columns";

export const admins = table(
  "admins",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admins_email_unique").on(t.email)],
);

export const adminSessions = table("admin_sessions", {
  /** SHA-256 of the session cookie value; a stolen database does not yield live sessions. */
  id: text("id").primaryKey(),
  adminId: text("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  csrfToken: text("csrf_token").notNull(),
  createdAt: createdAt(),
  expiresAt: integer("expires_at").notNull(),
});
