/**
 * Mail tables: the outbox — every mail the server sends or would send.
 */
import { createdAt, index, integer, table, text } from "../db/columns";

export const MAIL_STATUSES = ["queued", "sent", "failed", "stored"] as const;

export const outbox = table(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** The text as the dashboard shows it: secrets replaced by what identifies them. */
    text: text("text").notNull(),
    /**
     * The full text, sealed under the instance key, when it carries a secret (a new API key) and
     * is still to be sent over SMTP. Erased once sent, and by housekeeping when it never was.
     */
    sealedText: text("sealed_text"),
    /**
     * queued = waiting for (another) SMTP attempt by its `mail.send` job; sent = SMTP accepted it; failed = SMTP refused
     * it after every retry (`error` says why); stored = no SMTP configured: kept here for the
     * operator, never sent.
     */
    status: text("status", { enum: MAIL_STATUSES }).notNull(),
    /** The last SMTP error. */
    error: text("error"),
    /** SMTP attempts so far (the `mail.send` job schedules them). */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);
