/**
 * sendMail — SMTP when RIVALSCOPE_SMTP_URL is set, otherwise the outbox table (status "stored"),
 * which the admin dashboard shows. Every mail leaves a row in the outbox either way.
 *
 * sendMail never rejects: a mail is a side effect of something that has already
 * happened (a key was issued, a payment recorded) and must not undo or fail it. SMTP sends run in
 * the background; `flush()` waits for them (shutdown, tests).
 */
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/log";
import { storeOutboxRow, type OutboxRecord } from "./outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Secrets in the text (an API key). Once SMTP has delivered the mail they are replaced by
   * "[redacted]" in the outbox copy, so the database keeps no usable secret. Without SMTP the
   * outbox copy is the only delivery, so it must keep them.
   */
  redact?: string[];
}

/** The part of a nodemailer transport we use; tests may pass their own. */
export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface Mailer {
  readonly mode: "smtp" | "outbox";
  /**
   * Stores (outbox mode, synchronously, before the promise is returned) or sends (SMTP) one mail.
   * Resolves to its outbox row; null only when even that could not be written (logged).
   */
  sendMail(m: MailMessage): Promise<OutboxRecord | null>;
  /** Resolves when every SMTP send started so far has finished. */
  flush(): Promise<void>;
}

export interface MailerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  transport?: MailTransport;
}

export function createMailer({ db, clock, logger, smtpUrl, from, transport }: MailerDeps): Mailer {
  // nodemailer is loaded on the first send, not at start: most installations never configure
  // SMTP, and every module evaluated at start delays the first answer (SPEC §11 cold start).
  // Bounded timeouts: a dead mail server must not hold a request or the shutdown for minutes.
  let loaded: Promise<MailTransport> | null = null;
  const smtp: MailTransport | null =
    transport ??
    (smtpUrl
      ? {
          sendMail: async (msg) => {
            loaded ??= import("nodemailer").then((m) => m.default.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }));
            return (await loaded).sendMail(msg);
          },
        }
      : null);
  const inflight = new Set<Promise<OutboxRecord | null>>();

  const redacted = (m: MailMessage) => (m.redact ?? []).filter(Boolean).reduce((t, s) => t.split(s).join("[redacted]"), m.text);

  const store = (row: Parameters<typeof storeOutboxRow>[1]): OutboxRecord | null => {
    try {
      return storeOutboxRow(db, row);
    } catch (e) {
      logger.error("mail could not be recorded in the outbox", { to: row.to, subject: row.subject, err: e as Error });
      return null;
    }
  };

  async function deliver(m: MailMessage): Promise<OutboxRecord | null> {
    try {
      await smtp!.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      logger.info("mail sent", { to: m.to, subject: m.subject });
      return store({ to: m.to, subject: m.subject, text: redacted(m), status: "sent", createdAt: clock.now(), sentAt: clock.now() });
    } catch (e) {
      logger.error("mail failed", { to: m.to, subject: m.subject, err: e as Error });
      // Kept in full: an undelivered mail is what the operator forwards by hand from the outbox.
      return store({ to: m.to, subject: m.subject, text: m.text, status: "failed", error: (e as Error)?.message ?? String(e), createdAt: clock.now() });
    }
  }

  return {
    mode: smtp ? "smtp" : "outbox",
    sendMail(m) {
      if (!smtp) return Promise.resolve(store({ to: m.to, subject: m.subject, text: m.text, status: "stored", createdAt: clock.now() }));
      const p = deliver(m);
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
      return p;
    },
    async flush() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}
