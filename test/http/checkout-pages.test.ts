/**
 * The pages a buyer sees after paying (issue 20): the success page says truthfully what became
 * of the mail with the key, offers a copy button that needs no framework (an external script:
 * the CSP forbids inline ones), and every checkout page keeps itself out of caches and Referers.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp";

const UNLIMITED = { RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited", RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const PAGE = { accept: "text/html" };

/** Starts a local checkout for `email` and returns its id. */
async function start(t: TestApp, email: string): Promise<string> {
  const res = await t.request("/api/v1/checkout", { method: "POST", json: { email } });
  return new URL((await res.json()).checkout_url).pathname.split("/").pop()!;
}
const pay = (t: TestApp, id: string) => t.request(`/checkout/local/${id}/pay`, { method: "POST", headers: form, body: "" });
const success = async (t: TestApp, id: string) => (await t.request(`/checkout/success?session_id=${id}`, { headers: PAGE })).text();
/** The page's text without tags, so sentences can be compared whole. */
const words = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the success page tells the truth about the mail", () => {
  let smtp: FakeSmtp;
  beforeAll(() => {
    smtp = startFakeSmtp();
  });
  afterAll(() => smtp.stop());

  test("no SMTP: the copy is kept in the operator's outbox, never 'sent'", async () => {
    const t = await createTestApp({ env: UNLIMITED });
    try {
      const id = await start(t, "ann@example.com");
      await pay(t, id);
      const first = words(await success(t, id));
      expect(first).toContain("This server does not send mail: the copy for ann@example.com is kept in the operator's outbox.");
      expect(first).not.toMatch(/sent to|mailed to|on its way/i);
      const later = words(await success(t, id));
      expect(later).toContain("kept in the operator's outbox");
      expect(later).not.toMatch(/sent to|on its way/i);
    } finally {
      await t.close();
    }
  });

  test("SMTP: 'on its way' while queued, 'sent to' only once SMTP accepted it", async () => {
    const t = await createTestApp({ env: { ...UNLIMITED, RIVALSCOPE_SMTP_URL: smtp.url } });
    try {
      const id = await start(t, "bob@example.com");
      await pay(t, id);
      // The runtime is not started in tests: nothing has delivered the mail yet.
      expect((await listOutbox(t.ctx)).find((m) => m.to === "bob@example.com" && m.subject.includes("API key"))?.status).toBe("queued");
      const first = words(await success(t, id));
      expect(first).toContain("A copy is on its way to bob@example.com.");
      expect(first).not.toContain("sent to");
      await t.runJobs();
      expect(smtp.mails.some((m) => m.to.includes("<bob@example.com>"))).toBe(true);
      const later = words(await success(t, id));
      expect(later).toContain("A copy was sent to bob@example.com.");
    } finally {
      await t.close();
    }
  });

  test("SMTP refused it for good: not sent, and the outbox keeps it", async () => {
    const t = await createTestApp({ env: { ...UNLIMITED, RIVALSCOPE_SMTP_URL: smtp.url } });
    smtp.rejectMail = true;
    try {
      const id = await start(t, "carol@example.com");
      await pay(t, id);
      for (let attempt = 0; attempt < 5; attempt++) {
        await t.runJobs();
        t.clock.advance(3 * 60 * 60 * 1000);
      }
      expect((await listOutbox(t.ctx)).find((m) => m.to === "carol@example.com" && m.subject.includes("API key"))?.status).toBe("failed");
      const page = words(await success(t, id));
      expect(page).toContain("The copy for carol@example.com could not be sent; it is kept in the operator's outbox.");
      expect(page).not.toContain("sent to");
    } finally {
      smtp.rejectMail = false;
      await t.close();
    }
  });
});

describe("the key on the success page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: UNLIMITED });
  });
  afterAll(() => t.close());

  test("sits in a wrapping block with a copy button run by an external script", async () => {
    const id = await start(t, "dave@example.com");
    await pay(t, id);
    const page = await success(t, id);
    const key = /rsk_[0-9A-Za-z]{40}/.exec(page)![0];
    expect(page).toContain(`<code class="secret" id="api-key">${key}</code>`);
    expect(page).toContain('<button type="button" class="copy secondary" data-copy="api-key">Copy key</button>');
    expect(page).toContain('<script src="/assets/copy.js"></script>');
    // No inline script or handler: the CSP (script-src 'self') would block it.
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|\son[a-z]+=/i);
    const script = await t.request("/assets/copy.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("navigator.clipboard");
  });
});

describe("every checkout page: Cache-Control no-store, Referrer-Policy no-referrer", () => {
  let t: TestApp;
  let open = "";
  let paid = "";
  let canceled = "";
  beforeAll(async () => {
    t = await createTestApp({ env: UNLIMITED });
    open = await start(t, "erin@example.com");
    paid = await start(t, "frank@example.com");
    await pay(t, paid);
    canceled = await start(t, "gina@example.com");
    await t.request(`/checkout/local/${canceled}/cancel`, { method: "POST", headers: form, body: "" });
  });
  afterAll(() => t.close());

  const requests: [string, () => [string, RequestInit?]][] = [
    ["the test checkout", () => [`/checkout/local/${open}`]],
    ["the test checkout once paid (redirect)", () => [`/checkout/local/${paid}`]],
    ["the test checkout once canceled", () => [`/checkout/local/${canceled}`]],
    ["an unknown test checkout", () => ["/checkout/local/cs_local_nope"]],
    ["Pay (redirect)", () => [`/checkout/local/${open}/pay`, { method: "POST", headers: form, body: "" }]],
    ["Pay on a canceled checkout (409)", () => [`/checkout/local/${canceled}/pay`, { method: "POST", headers: form, body: "" }]],
    ["Cancel (redirect)", () => [`/checkout/local/${paid}/cancel`, { method: "POST", headers: form, body: "" }]],
    ["GET on Pay (405)", () => [`/checkout/local/${open}/pay`]],
    ["the success page, first visit", () => [`/checkout/success?session_id=${paid}`]],
    ["the success page, later visits", () => [`/checkout/success?session_id=${paid}`]],
    ["the success page of an open checkout", () => [`/checkout/success?session_id=${canceled}`]],
    ["the success page without a session", () => ["/checkout/success"]],
    ["the success page of an unknown session", () => ["/checkout/success?session_id=cs_test_nope"]],
    ["the cancel page", () => ["/checkout/cancel"]],
  ];
  for (const [what, make] of requests) {
    test(what, async () => {
      const [path, init = {}] = make();
      const res = await t.request(path, { ...init, headers: { ...PAGE, ...(init.headers as Record<string, string>) } });
      expect(res.headers.get("cache-control"), `${res.status} ${path}`).toBe("no-store");
      expect(res.headers.get("referrer-policy"), `${res.status} ${path}`).toBe("no-referrer");
    });
  }
});
