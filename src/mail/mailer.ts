/**
 * The mailer — writes mail to the outbox (outbox.ts) and, when RIVALSCOPE_SMTP_URL is set,
 * delivers it as the `mail.send` job: retried by the job runner at 1, 5, 30 and 120 minutes
 * (±20%), then failed with the SMTP error kept on the outbox row. The job is idempotent: a mail
 * that is no longer queued (already sent by an earlier run that crashed before completing) is
 * not sent again.
 */
import { z } from "zod";
import type { Ctx } from "../context";
import { jittered, type Backoff } from "../lib/backoff";
import type { Logger } from "../lib/log";
import type { JobHandler } from "../jobs/runner";
import { loadNodemailer } from "../vendor";
import { enqueueMail, getMail, mailBody, markMailAttemptFailed, markMailSent, type MailMessage, type OutboxRecord } from "./outbox";

export type { MailMessage };

/** Minutes before each retry of a refused or failed SMTP send; then the mail is failed. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120];
const mailBackoff: Backoff = (attempt, random) => jittered(MAIL_RETRY_MINUTES[Math.min(attempt, MAIL_RETRY_MINUTES.length) - 1] * 60_000, 0.2, random);

/** The part of a nodemailer transport we use; tests may pass their own. */
export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface Mailer {
  readonly mode: "smtp" | "outbox";
  /** Writes a mail to the outbox (and its delivery job). Call inside the transaction of the change that causes it. */
  enqueue(ctx: Ctx, message: MailMessage): Promise<OutboxRecord>;
  /** The `mail.send` job kind, for the runtime to register. */
  readonly job: JobHandler<{ outboxId: string }>;
}

export interface MailerDeps {
  logger: Logger;
  smtpUrl?: string;
  from: string;
  transport?: MailTransport;
}

export function createMailer({ logger, smtpUrl, from, transport }: MailerDeps): Mailer {
  // nodemailer is loaded on the first send, not at start: most installations never configure
  // SMTP, and every module evaluated at start delays the first answer (SPEC §11 cold start).
  // Bounded timeouts: a dead mail server must not hold a job slot or the shutdown for minutes.
  let loaded: Promise<MailTransport> | null = null;
  const smtp: MailTransport | null =
    transport ??
    (smtpUrl
      ? {
          sendMail: async (msg) => {
            loaded ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }));
            return (await loaded).sendMail(msg);
          },
        }
      : null);

  return {
    mode: smtp ? "smtp" : "outbox",
    enqueue: (ctx, message) => enqueueMail(ctx, { message, smtp: smtp !== null }),
    job: {
      payload: z.object({ outboxId: z.string() }),
      maxAttempts: MAIL_RETRY_MINUTES.length + 1,
      backoff: mailBackoff,
      timeoutMs: 60_000,
      async handle(ctx, { outboxId }, job) {
        const m = await getMail(ctx, { id: outboxId });
        if (!m || m.status !== "queued" || !smtp) return; // sent already, or SMTP was turned off
        try {
          await smtp.sendMail({ from, to: m.to, subject: m.subject, text: mailBody(ctx, m) });
        } catch (e) {
          const error = (e as Error)?.message ?? String(e);
          const final = job.attempts >= (job.maxAttempts ?? MAIL_RETRY_MINUTES.length + 1);
          await markMailAttemptFailed(ctx, { id: m.id, error, final });
          logger.error(final ? "mail failed for good" : "mail failed; will retry", { mail_id: m.id, to: m.to, subject: m.subject, attempt: job.attempts, err: e as Error });
          throw e;
        }
        await markMailSent(ctx, { id: m.id });
        logger.info("mail sent", { mail_id: m.id, to: m.to, subject: m.subject });
      },
    },
  };
}
