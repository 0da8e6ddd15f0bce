/**
 * Mail: the outbox without SMTP, real SMTP delivery (nodemailer → a fake SMTP server on loopback)
 * with the key redacted from the stored copy, and SMTP failures recorded, never thrown.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createMailer } from "../../src/mail/mailer";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp";

let smtp: FakeSmtp;
beforeAll(() => {
  smtp = startFakeSmtp();
});
afterAll(() => smtp.stop());

describe("without SMTP: the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("a mail is stored at once, in full, with status stored", async () => {
    expect(t.rt.mail.mode).toBe("outbox");
    const p = t.rt.mail.sendMail({ to: "ann@example.com", subject: "Hello", text: "secret rsk_x", redact: ["rsk_x"] });
    // Stored before the promise settles: callers that do not await still leave a row.
    expect(listOutbox(t.rt.db)).toHaveLength(1);
    const row = await p;
    expect(row).toMatchObject({ to: "ann@example.com", subject: "Hello", text: "secret rsk_x", status: "stored", sentAt: null });
  });

  test("listOutbox: newest first, limited, filtered by status", async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await t.rt.mail.sendMail({ to: `n${i}@example.com`, subject: `Mail ${i}`, text: "." });
    }
    const rows = listOutbox(t.rt.db, { limit: 3 });
    expect(rows.map((r) => r.subject)).toEqual(["Mail 4", "Mail 3", "Mail 2"]);
    expect(listOutbox(t.rt.db, { status: "sent" })).toEqual([]);
    expect(listOutbox(t.rt.db, { limit: 0 })).toHaveLength(1);
  });
});

describe("with SMTP", () => {
  test("the local checkout mails the key over SMTP; the outbox copy has it redacted", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url, RIVALSCOPE_MAIL_FROM: "Rivalscope <billing@intel.example.com>" } });
    try {
      expect(t.rt.mail.mode).toBe("smtp");
      const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: "Ann@Example.com", tier: "pro" } });
      const path = new URL((await res.json()).checkout_url).pathname;
      await t.request(`${path}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
      const page = await (await t.request(`/checkout/success?session_id=${path.split("/").pop()}`)).text();
      const key = page.match(/rsk_[0-9A-Za-z]{40}/)![0];
      expect(page).toContain("A copy was mailed to");

      await t.rt.mail.flush();
      const mail = smtp.mails.find((m) => m.to.includes("<ann@example.com>"))!;
      expect(mail.from).toBe("<billing@intel.example.com>");
      expect(mail.data).toContain("Subject: Your Rivalscope API key (pro)");
      expect(mail.data).toContain(key);

      const [row] = listOutbox(t.rt.db);
      expect(row).toMatchObject({ to: "ann@example.com", status: "sent" });
      expect(row.sentAt).not.toBeNull();
      expect(row.text).not.toContain(key);
      expect(row.text).toContain("[redacted]");
    } finally {
      await t.close();
    }
  });

  test("an SMTP failure is logged and recorded as failed (in full, for the operator); it never throws", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url } });
    smtp.rejectMail = true;
    try {
      const row = await t.rt.mail.sendMail({ to: "bob@example.com", subject: "Key", text: "key rsk_abc", redact: ["rsk_abc"] });
      expect(row).toMatchObject({ status: "failed", text: "key rsk_abc" });
      expect(row!.error).toContain("550");
      expect(t.logger.lines.some((l) => l.msg === "mail failed")).toBe(true);
    } finally {
      smtp.rejectMail = false;
      await t.close();
    }
  });

  test("an unreachable SMTP server fails the same way", async () => {
    const dead = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = dead.port;
    dead.stop(true);
    const t = await createTestApp();
    try {
      const mailer = createMailer({ db: t.rt.db, clock: t.clock, logger: t.logger, smtpUrl: `smtp://127.0.0.1:${port}`, from: "x@example.com" });
      const row = await mailer.sendMail({ to: "c@example.com", subject: "s", text: "t" });
      expect(row?.status).toBe("failed");
      await mailer.flush();
    } finally {
      await t.close();
    }
  });

  test("flush() waits for mail still being sent (the runtime calls it at shutdown)", async () => {
    const slow = { sendMail: () => new Promise((r) => setTimeout(r, 50)) };
    const t = await createTestApp();
    const mailer = createMailer({ db: t.rt.db, clock: t.clock, logger: t.logger, from: "x@example.com", transport: slow });
    void mailer.sendMail({ to: "d@example.com", subject: "s", text: "t" });
    expect(listOutbox(t.rt.db)).toHaveLength(0);
    await mailer.flush();
    expect(listOutbox(t.rt.db)[0]).toMatchObject({ status: "sent" });
    await t.close();
  });
});
