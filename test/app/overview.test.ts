/**
 * The app's overview and plan buttons, the public pricing page, and the operator's side of
 * customer accounts — through the real pages (app.handle).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findAccountByEmail, findOrCreateAccount } from "../../src/accounts/accounts";
import { createAdminService } from "../../src/admin/service";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { contextFactory } from "../../src/context";
import { memoryLogger } from "../../src/lib/log";
import { listOutbox } from "../../src/mail/outbox";
import { competitorChanges, competitors } from "../../src/monitoring/tables";
import { createTestApp, type TestApp } from "../helpers/app";
import { createAdmin, signedInAdmin } from "../admin/helpers";
import { Browser, formToken, lastMailTo, pageCsrf, PASSWORD, signedUpCustomer } from "./helpers";

let t: TestApp;
let ip = 10;
const browser = () => new Browser(t, `198.51.100.${ip++}`);

beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_TRACKER_PRICE: "79" } });
});
afterAll(() => t.close());

/** A tracked competitor of `accountId` with one change, written as a check would. */
async function changeFor(accountId: string, name: string, summary: string, at: number) {
  const id = crypto.randomUUID();
  await t.rt.db.insert(competitors).values({ id, accountId, name, url: `https://${name}.example`, normalizedUrl: `${name}.example`, nextCheckAt: at, createdAt: at, updatedAt: at } as never);
  await t.rt.db
    .insert(competitorChanges)
    .values({ id: `chg_${id.slice(0, 8)}`, competitorId: id, type: "price_changed", severity: "high", severityRank: 2, summary, subject: "Pro", before: "$10", after: "$12", evidence: { before: null, after: null }, detectedAt: at, checkId: "chk_1" });
}

describe("the overview", () => {
  test("no plan: the buy buttons at the prices in effect; a plan: renewal, allowances used, the portal", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "overview@example.com");
    let page = await (await b.request("/app")).text();
    expect(page).toContain("No plan yet");
    expect(page).toContain("Buy Tracker · $79/month");
    expect(page).toContain("Buy Command · $299/month");

    // Buy Tracker: the same checkout as the API's, then the local test checkout's Pay.
    const checkout = await b.request("/app/billing/checkout", { form: { _csrf: csrf, plan: "tracker" } });
    expect(checkout.status).toBe(303);
    const local = new URL(checkout.headers.get("location")!);
    expect(local.pathname).toMatch(/^\/checkout\/local\/cs_local_/);
    expect(await (await b.request(local.pathname)).text()).toContain("Tracker");
    expect((await b.request(`${local.pathname}/pay`, { form: {} })).status).toBe(303);

    page = await (await b.request("/app")).text();
    expect(page).toContain("<strong>Tracker</strong>");
    expect(page).toContain("Renews");
    expect(page).toContain("Tracked competitors</span> <strong>0</strong> of 5");
    expect(page).toContain("Reports this month</span> <strong>0</strong> of 5");
    expect(page).toContain('action="/app/billing/portal"');
    expect(page).not.toContain("Buy Tracker");

    // A second subscription is refused: the portal changes the plan.
    const again = await b.request("/app/billing/checkout", { form: { _csrf: csrf, plan: "command" } });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("billing portal");
    const portal = await b.request("/app/billing/portal", { form: { _csrf: csrf } });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/account\/billing\?token=/);

    // Paying is read from the database (an awaited query): the plan page and the Webhooks plan
    // gate send a paying customer to the portal instead of offering a second subscription.
    const planPage = await (await b.request("/app/plan?plan=command")).text();
    expect(planPage).toContain("You already pay for the Tracker plan");
    expect(planPage).toContain('action="/app/billing/portal"');
    expect(planPage).not.toContain("Buy Command");
    const gate = await (await b.request("/app/webhooks")).text();
    expect(gate).toContain("Webhooks is part of the Command plan");
    expect(gate).toContain("Switch plans in the billing portal");
    expect(gate).not.toContain("Buy Command");
  });

  test("a customer who does not pay is offered the plan on the plan page and in the plan gate, not the portal", async () => {
    const b = browser();
    await signedUpCustomer(t, b, "notpaying@example.com");
    const planPage = await (await b.request("/app/plan?plan=command")).text();
    expect(planPage).toContain("Buy Command");
    expect(planPage).not.toContain("You already pay");
    const gate = await (await b.request("/app/webhooks")).text();
    expect(gate).toContain("Webhooks is part of the Command plan");
    expect(gate).toContain("Buy Command");
    expect(gate).not.toContain("Switch plans in the billing portal");
  });

  test("a granted plan shows as granted; unknown plans are refused with a 400", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "granted@example.com");
    await setGrantedPlan(t.ctx, { accountId: (await findAccountByEmail(t.ctx, { email: "granted@example.com" }))!.id, plan: "command" });
    const page = await (await b.request("/app")).text();
    expect(page).toContain("(granted by the operator)");
    expect(page).toContain("Webhook endpoints");
    expect(page).toContain("Hourly");
    expect((await b.request("/app/billing/checkout", { form: { _csrf: csrf, plan: "platinum" } })).status).toBe(400);
    expect((await b.request("/app/plan?plan=platinum")).status).toBe(404);
  });

  test("the latest changes are the account's own, never another account's", async () => {
    const a = browser();
    await signedUpCustomer(t, a, "changes.a@example.com");
    const accountA = (await findAccountByEmail(t.ctx, { email: "changes.a@example.com" }))!;
    const accountB = await findOrCreateAccount(t.ctx, { email: "changes.b@example.com" });
    await changeFor(accountA.id, "alpha", "Alpha raised Pro to $12", t.clock.now());
    await changeFor(accountB.id, "bravo", "Bravo <script>cut</script> prices", t.clock.now() + 1);
    const page = await (await a.request("/app")).text();
    expect(page).toContain("Alpha raised Pro to $12");
    expect(page).not.toContain("Bravo");
  });

  test("the billing buttons share the API's per-account limit (10 a minute)", async () => {
    const b = browser();
    const csrf = await signedUpCustomer(t, b, "busy@example.com");
    for (let i = 0; i < 10; i++) expect((await b.request("/app/billing/portal", { form: { _csrf: csrf } })).status).toBe(303);
    const res = await b.request("/app/billing/portal", { form: { _csrf: csrf } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("the plan page (where /pricing leads) asks a signed-out visitor to sign in first, then comes back", async () => {
    const b = browser();
    const res = await b.request("/app/plan?plan=command");
    expect(res.headers.get("location")).toBe("/app/login?next=%2Fapp%2Fplan%3Fplan%3Dcommand");
    const login = await (await b.request(res.headers.get("location")!)).text();
    expect(login).toContain('href="/app/signup?next=%2Fapp%2Fplan%3Fplan%3Dcommand"');
    await signedUpCustomer(t, b, "plan.page@example.com");
    const plan = await (await b.request("/app/plan?plan=command")).text();
    expect(plan).toContain("$299/month");
    expect(plan).toContain("Buy Command");
  });
});

describe("the pricing page", () => {
  test("every tier and plan with the prices and limits in effect, and a way to buy each", async () => {
    const res = await t.request("/pricing");
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const s of ["$0", "$9/month", "$29/month", "$79/month", "$299/month", "30 requests a minute", "100 requests a day per IP address", "1,000 requests a month", "10,000 requests a month"]) expect(page).toContain(s);
    expect(page).toContain('href="/app/plan?plan=tracker"');
    expect(page).toContain('href="/app/plan?plan=command"');
    expect(page.match(/action="\/pricing\/checkout"/g)).toHaveLength(2);
    expect(page).toContain('<label for="email-starter">');
    expect(page).toContain("test checkout");
  });

  test("the key form starts the same checkout as POST /api/v1/checkout; the buyer gets the key, then a welcome with a set-password link", async () => {
    const res = await t.request("/pricing/checkout", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=Key.Buyer%40Example.com&tier=pro", redirect: "manual" });
    expect(res.status).toBe(303);
    const id = new URL(res.headers.get("location")!).pathname.split("/").pop()!;
    await t.rt.billing.payLocalCheckout(t.ctx, { id });
    const welcome = (await listOutbox(t.ctx, { limit: 1000 })).find((m) => m.to === "key.buyer@example.com" && m.subject.startsWith("Welcome"))!;
    expect(welcome.subject).toBe("Welcome to Rivalscope: set your password");
    expect(welcome.text).toContain("[the set-password link: sent by SMTP only, never stored in clear]");
  });

  test("bad input and the per-IP limit are answered in the page", async () => {
    const post = (body: string, from: string) => t.request("/pricing/checkout", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from }, body, redirect: "manual" });
    const bad = await post("email=nope&tier=starter", "192.0.2.1");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Email: must be a valid email address");
    for (let i = 0; i < 9; i++) await post("email=nope&tier=pro", "192.0.2.2");
    const limited = await post("email=ann%40example.com&tier=pro", "192.0.2.2");
    expect(limited.status).toBe(303); // the 10th is still admitted
    const over = await post("email=ann%40example.com&tier=pro", "192.0.2.2");
    expect(over.status).toBe(429);
    expect(over.headers.get("content-type")).toContain("text/html");
    expect(await over.text()).toContain("/checkout limit of 10 requests per minute");
  });

  test("GET /checkout leads a person to the pricing page", async () => {
    const res = await t.request("/checkout", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/pricing");
  });

  test("with payments off, nothing is offered for sale", async () => {
    const off = await createTestApp({ env: { RIVALSCOPE_PAYMENTS: "off" } });
    try {
      const page = await (await off.request("/pricing")).text();
      expect(page).not.toContain('action="/pricing/checkout"');
      expect(page).not.toContain("/app/plan?plan=");
      expect(page).toContain("Not on sale on this server");
    } finally {
      await off.close();
    }
  });
});

describe("the operator's side", () => {
  test("the dashboard creates an account with a set-password link; without SMTP it shows the link once; the link signs the customer in", async () => {
    const { b: admin, csrf } = await signedInAdmin(t);
    const created = await admin.request("/admin/accounts", { form: { _csrf: csrf, email: "Invited@Example.com", plan: "tracker", invite: "1" } });
    expect(created.status).toBe(303);
    const page = await (await admin.request(created.headers.get("location")!)).text();
    expect(page).toContain("Account created.");
    expect(page).toContain("not confirmed");
    const account = (await findAccountByEmail(t.ctx, { email: "invited@example.com" }))!;
    expect((await lastMailTo(t, "invited@example.com"))!.subject).toBe("Your Rivalscope account: set your password");

    const sent = await admin.htmx(`/admin/accounts/${account.id}/set-password-link`, { method: "POST", target: "section#set-password-link", csrf });
    expect(sent.status).toBe(200);
    const card = await sent.text();
    const link = /<code class="secret" id="set-password-url">http:\/\/localhost:3000(\/app\/set-password\?token=rpr_[0-9A-Za-z]{43})<\/code>/.exec(card)![1];

    const customer = browser();
    const form = await (await customer.request(link)).text();
    const set = await customer.request("/app/set-password", { form: { _csrf: formToken(form), token: /name="token" value="([^"]+)"/.exec(form)![1], password: PASSWORD, confirm: PASSWORD } });
    expect(set.status).toBe(303);
    const overview = await (await customer.request("/app?password_set=1")).text();
    expect(overview).toContain("<strong>Tracker</strong>");
    expect(await (await admin.request(`/admin/accounts/${account.id}`)).text()).toContain('<span class="badge ok"');
  });

  test("creating refuses a bad address (400, named) and the CSRF-less post (403); an existing address opens its page", async () => {
    const { b: admin, csrf } = await signedInAdmin(t, "203.0.113.77");
    const bad = await admin.htmx("/admin/accounts", { method: "POST", form: { email: "nope", plan: "none" }, target: "details#account-create", csrf });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Email: type a valid address");
    expect((await admin.request("/admin/accounts", { form: { email: "x@example.com", plan: "none" } })).status).toBe(403);
    expect(await findAccountByEmail(t.ctx, { email: "x@example.com" })).toBeNull();
    const existing = await findOrCreateAccount(t.ctx, { email: "already@example.com" });
    const res = await admin.request("/admin/accounts", { form: { _csrf: csrf, email: "already@example.com", plan: "none" } });
    expect(res.headers.get("location")).toBe(`/admin/accounts/${existing.id}?existed=1`);
  });

  test("with SMTP the link is mailed, not shown", async () => {
    const { startFakeSmtp } = await import("../helpers/fake-smtp");
    const smtp = startFakeSmtp();
    const s = await createTestApp({ env: { RIVALSCOPE_SMTP_URL: smtp.url } });
    try {
      const { b: admin, csrf } = await signedInAdmin(s);
      const account = await findOrCreateAccount(s.ctx, { email: "mailed@example.com" });
      const card = await (await admin.htmx(`/admin/accounts/${account.id}/set-password-link`, { method: "POST", target: "section#set-password-link", csrf })).text();
      expect(card).toContain("A set-password link was mailed to mailed@example.com.");
      expect(card).not.toContain("rpr_");
    } finally {
      await s.close();
      smtp.stop();
    }
  });

  test("the first-run setup link is also printed as one plain line for a person", async () => {
    const lines: string[] = [];
    // A database with an admin prints no setup link (made here: this test must not rely on others).
    await createAdmin(t, { email: "setup.line@example.com", password: "correct horse battery" });
    const admin = await createAdminService({ context: contextFactory({ db: t.rt.db, clock: t.clock, logger: memoryLogger(), secrets: t.ctx.secrets }), clock: t.clock, config: { ...t.config, admin: {} }, logger: memoryLogger(), print: (l) => void lines.push(l) });
    const fresh = await createTestApp();
    try {
      const freshAdmin = await createAdminService({ context: fresh.rt.context, clock: fresh.clock, config: fresh.config, logger: memoryLogger(), print: (l) => void lines.push(l) });
      const url = (await freshAdmin.announceSetupLink())!;
      expect(lines.join("\n").split("\n").filter((l) => l.trim() === url)).toHaveLength(1);
      expect(lines.join("\n")).toContain("Open this link to create the first one (valid 30 minutes, once)");
      expect(await admin.announceSetupLink()).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

test("an app page's CSRF token stays the same across the session's rotations", async () => {
  const b = browser();
  const csrf = await signedUpCustomer(t, b, "stable.csrf@example.com");
  t.clock.advance(61 * 60_000);
  expect(pageCsrf(await (await b.request("/app")).text())).toBe(csrf);
});
