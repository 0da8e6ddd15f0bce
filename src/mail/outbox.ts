/**
 * Outbox — the durable half of mail. A mail is written here by `enqueueMail`, inside the
 * transaction of the change that causes it (a key issued, a payment recorded), together with the
 * `mail.send` job that will deliver it over SMTP: a change never commits without its mail, and a
 * rolled-back change leaves none. Without SMTP the row is the delivery itself, shown in the
 * dashboard, and no job is queued.
 *
 * Secrets: a mail may carry one (a new API key). Its display text always has the secret replaced
 * by what identifies it ("rsk_3fK9aB2c… (shown once on the success page)"); the full text exists
 * only sealed, only while SMTP still has to send it, and is erased once it is sent. Without SMTP
 * the full text is never stored at all: the key was shown on the success page.
 */
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import { enqueue } from "../jobs/queue";
import { outbox } from "./tables";

export type OutboxRecord = typeof outbox.$inferSelect;
export type OutboxStatus = OutboxRecord["status"];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Secrets in `text` and what to show instead of each wherever the text is stored in clear. */
  secrets?: { value: string; shownAs: string }[];
}

/** The job kind that delivers one queued mail. */
export const MAIL_SEND = "mail.send";
/** Sealing purpose of a mail's full text (bound into the ciphertext). */
const SEALED_TEXT = "outbox.sealed_text";
/** A sealed text nobody could send is erased this long after the mail was written. */
export const SEALED_MAIL_KEEP_MS = 24 * 60 * 60 * 1000;

const displayText = (m: MailMessage) => (m.secrets ?? []).filter((s) => s.value).reduce((t, s) => t.split(s.value).join(s.shownAs), m.text);

/**
 * Writes one mail to the outbox: queued with its `mail.send` job when SMTP is configured, stored
 * otherwise. Synchronous, so it joins the caller's transaction.
 */
export async function enqueueMail(ctx: Ctx, input: { message: MailMessage; smtp: boolean }): Promise<OutboxRecord> {
  const m = input.message;
  const text = displayText(m);
  const carriesSecret = text !== m.text;
  const row = (await ctx.db
    .insert(outbox)
    .values({
      id: ctx.ids.id("mail", 16),
      to: m.to,
      subject: m.subject,
      text,
      sealedText: input.smtp && carriesSecret ? ctx.secrets.seal(m.text, SEALED_TEXT) : null,
      status: input.smtp ? "queued" : "stored",
      attempts: 0,
      createdAt: ctx.clock.now(),
    })
    .returning())[0];
  if (input.smtp) await enqueue(ctx, { kind: MAIL_SEND, payload: { outboxId: row.id }, uniqueKey: `mail:${row.id}` });
  return row;
}

export async function getMail(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<OutboxRecord | null> {
  return (await ctx.db.select().from(outbox).where(eq(outbox.id, input.id)))[0] ?? null;
}

/** The full text to send: opened from the seal when the mail carries a secret. */
export const mailBody = (ctx: Pick<Ctx, "secrets">, m: OutboxRecord) => (m.sealedText ? ctx.secrets.open(m.sealedText, SEALED_TEXT) : m.text);

/** SMTP accepted the mail: sent, and the sealed full text is erased. */
export async function markMailSent(ctx: Ctx, input: { id: string }): Promise<void> {
  await ctx.db.update(outbox).set({ status: "sent", sentAt: ctx.clock.now(), sealedText: null, error: null }).where(eq(outbox.id, input.id));
}

/** SMTP refused or failed: the attempt is counted and, when it was the last, the mail is failed. */
export async function markMailAttemptFailed(ctx: Ctx, input: { id: string; error: string; final: boolean }): Promise<void> {
  const mail = await getMail(ctx, input);
  if (!mail) return;
  await ctx.db
    .update(outbox)
    .set({ status: input.final ? "failed" : "queued", attempts: mail.attempts + 1, error: input.error.slice(0, 1000) })
    .where(eq(outbox.id, input.id));
}

/**
 * Erases sealed texts older than SEALED_MAIL_KEEP_MS (scheduled): a secret is not kept for a
 * mail SMTP could not take. One still queued then goes out with its display text.
 */
export async function purgeSealedMail(ctx: Ctx): Promise<number> {
  return (await ctx.db
    .update(outbox)
    .set({ sealedText: null })
    .where(and(isNotNull(outbox.sealedText), lt(outbox.createdAt, ctx.clock.now() - SEALED_MAIL_KEEP_MS)))
    .returning({ id: outbox.id })
    ).length;
}

/** The statuses the stored mails have, for a filter that offers only what can match. */
export async function outboxStatusesPresent(ctx: Pick<Ctx, "db">): Promise<OutboxStatus[]> {
  return (await ctx.db
    .selectDistinct({ status: outbox.status })
    .from(outbox)
    )
    .map((r) => r.status);
}

/** Newest first; `limit` defaults to 100 and is capped at 1,000. */
export async function listOutbox(ctx: Pick<Ctx, "db">, opts: { limit?: number; status?: OutboxStatus } = {}): Promise<OutboxRecord[]> {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? 100)), 1000);
  return await ctx.db
    .select()
    .from(outbox)
    .where(opts.status ? eq(outbox.status, opts.status) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
