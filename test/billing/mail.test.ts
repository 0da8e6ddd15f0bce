/**
 * Mail: written to the outbox in the transaction of its cause; without SMTP the outbox is the
 * delivery (and never holds a key); with SMTP (nodemailer → a fake SMTP server on loopback)
 * queued mail is sent by the scheduled sender, retried on failure, then failed with the error;
 * a key travels sealed and is erased once sent.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { withTransaction } from "../../src/db/tx";
import { MAIL_RETRY_MINUTES } from "../../src/mail/mailer";
import { listOutbox, purgeSealedMail, SEALED_MAIL_KEEP_MS } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp";
import { jobsWith, rows } from "../support/sql";

let smtp: FakeSmtp;
beforeAll(() => {
  smtp = startFakeSmtp();
});
afterAll(() => smtp.stop());

const SECRET = { value: "rsk_0123456789abcdefghijklmnopqrstuvwxyzABCD", shownAs: "rsk_01234567… (shown once on the success page)" };
const rawRow = async (t: TestApp, id: string) => (await rows(t.rt.db).get("SELECT * FROM outbox WHERE id = ?", id))!;

/** Pays a local checkout through the real pages; returns the key the success page showed. */
async function buyKey(t: TestApp, email: string) {
  const res = await t.request("/api/v1/checkout", { method: "POST", json: { email, tier: "pro" } });
  const path = new URL((await res.json()).checkout_url).pathname;
  await t.request(`${path}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
  const page = await (await t.request(`/checkout/success?session_id=${path.split("/").pop()}`)).text();
  return { key: page.match(/rsk_[0-9A-Za-z]{40}/)![0], page };
}

describe("without SMTP: the outbox is the delivery", () => {
  // A fresh app per test: each reads the outbox (and moves the clock) on its own.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  test("a mail is stored at once with status stored; a secret is never stored, only what identifies it", async () => {
    expect(t.rt.mail.mode).toBe("outbox");
    const row = await t.rt.mail.enqueue(t.ctx, { to: "ann@example.com", subject: "Hello", text: `key ${SECRET.value}`, secrets: [SECRET] });
    expect(row).toMatchObject({ to: "ann@example.com", subject: "Hello", status: "stored", sentAt: null, sealedText: null });
    expect(row.text).toBe(`key ${SECRET.shownAs}`);
    expect(JSON.stringify(rawRow(t, row.id))).not.toContain(SECRET.value);
  });

  test("the mail shares the fate of its transaction: rolled back, it is gone", async () => {
    const before = (await listOutbox(t.ctx)).length;
    await expect(
      withTransaction(t.ctx, async (tx) => {
        await t.rt.mail.enqueue(tx, { to: "x@example.com", subject: "never", text: "." });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow();
    expect(await listOutbox(t.ctx)).toHaveLength(before);
  });

  test("listOutbox: newest first, limited, filtered by status", async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await t.rt.mail.enqueue(t.ctx, { to: `n${i}@example.com`, subject: `Mail ${i}`, text: "." });
    }
    expect((await listOutbox(t.ctx, { limit: 3 })).map((r) => r.subject)).toEqual(["Mail 4", "Mail 3", "Mail 2"]);
    expect(await listOutbox(t.ctx, { status: "sent" })).toEqual([]);
    expect(await listOutbox(t.ctx, { limit: 0 })).toHaveLength(1);
  });

  test("a checkout's key mail says the key was shown once; the key is not in the outbox", async () => {
    const { key } = await buyKey(t, "Kim@Example.com");
    const row = (await listOutbox(t.ctx)).find((m) => m.to === "kim@example.com" && m.subject.includes("API key"))!;
    expect(row).toMatchObject({ to: "kim@example.com", status: "stored", subject: "Your Rivalscope API key (pro)" });
    expect(row.text).toContain(`${key.slice(0, 12)}… (shown once on the success page)`);
    expect(row.text).not.toContain(key);
    // The app's settings page lists the keys (never the key itself).
    expect(row.text).toContain("listed in the app's settings:\n\n    http://localhost:3000/app/settings");
  });
});

describe("with SMTP", () => {
  test("the local checkout queues the key mail sealed with its job; the job delivers it and erases the sealed copy", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url, RIVALSCOPE_MAIL_FROM: "Rivalscope <billing@intel.example.com>" } });
    try {
      expect(t.rt.mail.mode).toBe("smtp");
      const { key, page } = await buyKey(t, "Ann@Example.com");
      expect(page).toContain("ann@example.com");
      // The key mail (beside it, the welcome of the account the checkout opened).
      const keyMail = async () => (await listOutbox(t.ctx)).find((m) => m.subject.includes("API key"))!;
      const queued = await keyMail();
      expect(queued.status).toBe("queued");
      expect(queued.sealedText).toStartWith("sealed:v1:");
      expect(JSON.stringify(await rawRow(t, queued.id))).not.toContain(key);
      const [job] = await jobsWith(t.rt.db, "mail.send", "outboxId", queued.id);
      expect(job).toMatchObject({ kind: "mail.send", status: "queued" });

      await t.runJobs();
      // By its subject: the welcome mail sent beside it mentions "the API keys you bought", and on
      // PostgreSQL the two jobs (enqueued in one millisecond) may be delivered in either order.
      const mail = smtp.mails.find((m) => m.to.includes("<ann@example.com>") && m.data.includes("Subject: Your Rivalscope API key"))!;
      expect(mail.from).toBe("<billing@intel.example.com>");
      expect(mail.data).toContain("Subject: Your Rivalscope API key (pro)");
      expect(mail.data).toContain(key);

      const sent = await keyMail();
      expect(sent).toMatchObject({ to: "ann@example.com", status: "sent", sealedText: null, attempts: 0 });
      expect(sent.sentAt).not.toBeNull();
      expect(sent.text).not.toContain(key);
      // Run again (a crash after sending, before the job was completed): nothing is sent twice.
      const before = smtp.mails.length;
      await rows(t.rt.db).run("UPDATE jobs SET status = 'queued'");
      await t.runJobs();
      expect(smtp.mails.length).toBe(before);
    } finally {
      await t.close();
    }
  });

  test("refusals are retried on schedule by the job, then the mail is failed with the error", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url } });
    smtp.rejectMail = true;
    try {
      const row = await t.rt.mail.enqueue(t.ctx, { to: "bob@example.com", subject: "Key", text: `key ${SECRET.value}`, secrets: [SECRET] });
      await t.runJobs();
      let now = (await listOutbox(t.ctx))[0];
      expect(now).toMatchObject({ id: row.id, status: "queued", attempts: 1 });
      expect(now.error).toContain("550");
      expect(t.logger.lines.some((l) => l.msg === "mail failed; will retry")).toBe(true);
      for (const minutes of MAIL_RETRY_MINUTES) {
        t.clock.advance(minutes * 0.7 * 60_000); // before the retry is due (jitter is ±20%)
        await t.runJobs();
        t.clock.advance(minutes * 0.6 * 60_000);
        await t.runJobs();
      }
      now = (await listOutbox(t.ctx))[0];
      expect(now).toMatchObject({ status: "failed", attempts: MAIL_RETRY_MINUTES.length + 1 });
      expect(now.text).not.toContain(SECRET.value);
      expect(await rows(t.rt.db).get("SELECT status, attempts FROM jobs")).toEqual({ status: "failed", attempts: MAIL_RETRY_MINUTES.length + 1 });
      // The sealed copy of a mail that could not be sent is erased after a day.
      expect(now.sealedText).not.toBeNull();
      t.clock.advance(SEALED_MAIL_KEEP_MS);
      expect(await purgeSealedMail(t.ctx)).toBe(1);
      expect((await listOutbox(t.ctx))[0].sealedText).toBeNull();
    } finally {
      smtp.rejectMail = false;
      await t.close();
    }
  });

  test("an unreachable SMTP server is an attempt that failed, never a throw", async () => {
    const dead = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = dead.port;
    dead.stop(true);
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      await t.rt.mail.enqueue(t.ctx, { to: "c@example.com", subject: "s", text: "t" });
      await t.runJobs();
      expect((await listOutbox(t.ctx))[0]).toMatchObject({ status: "queued", attempts: 1 });
    } finally {
      await t.close();
    }
  });

  test("a started server sends at once: the enqueue wakes the runner", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url } });
    try {
      t.rt.start();
      await t.rt.mail.enqueue(t.ctx, { to: "dora@example.com", subject: "Soon", text: "." });
      for (let i = 0; i < 50 && (await listOutbox(t.ctx))[0].status !== "sent"; i++) await Bun.sleep(10);
      expect((await listOutbox(t.ctx))[0].status).toBe("sent");
    } finally {
      await t.close();
    }
  });
});
