/**
 * Reports paid by a plan: a Bearer-authenticated Tracker (5) or Command (20) account gets its
 * reports from the monthly allowance — `checkout_url: null`, generation at once — counted per UTC
 * calendar month, failed ones not counted; over the allowance, or without a plan, it buys them like
 * anyone, and the report is the signed-in account's either way. Concurrent requests never exceed
 * the allowance (here within one process; test/e2e/reports-allowance.test.ts races two servers).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import type { AccountPlan } from "../../src/lib/plans";
import { accountWithPassword, bearer, expect401, me, signIn } from "../accounts/helpers";
import { createReportsApp, type ReportsTestApp } from "./helpers";
import { rows } from "../support/sql";

let t: ReportsTestApp;
beforeAll(async () => {
  t = await createReportsApp();
});
afterAll(() => t.close());

let n = 0;
/** A signed-in account on `plan`: its id and Bearer headers. */
async function customer(plan: AccountPlan) {
  const email = `customer-${++n}@example.com`;
  const account = await accountWithPassword(t, email);
  if (plan !== "none") await setGrantedPlan(t.ctx, { accountId: account.id, plan });
  const { access_token } = await signIn(t, email);
  return { id: account.id, email, token: access_token, headers: bearer(access_token) };
}

const ask = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const res = await t.requestReport(["next-data"], extra, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as { report_id: string; checkout_url: string | null };
};

describe("a plan's allowance", () => {
  test("Tracker: five reports a month without checkout, generated at once; the sixth is sold; GET /api/me counts them", async () => {
    const c = await customer("tracker");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(c.headers));
    for (const a of answers) {
      expect(a.checkout_url).toBeNull();
      expect(await t.report(a.report_id)).toMatchObject({ accountId: c.id, status: "processing", funding: "allowance", priceCents: null, checkoutSessionId: null });
      expect((await t.jobsOf(a.report_id)).length).toBe(1);
    }
    const sixth = await ask(c.headers);
    expect(sixth.checkout_url).toContain("/checkout/local/cs_local_");
    expect(await t.report(sixth.report_id)).toMatchObject({ accountId: c.id, status: "pending", funding: "payment", priceCents: 4900 });
    expect((await me(t, c.token)).body.allowances_used.reports_this_month).toBe(5);
    const allowances = await (await t.request("/api/me/allowances", { headers: c.headers })).json();
    expect(allowances.reports).toMatchObject({ used: 5, limit: 5 });

    await t.runJobs();
    expect((await t.report(answers[0].report_id)).status).toBe("completed");
    expect((await t.mailsTo(c.email)).length).toBe(5);
  });

  test("counted per calendar month (UTC): the 1st of the next month starts afresh", async () => {
    const c = await customer("tracker");
    for (let i = 0; i < 5; i++) await ask(c.headers);
    expect((await ask(c.headers)).checkout_url).not.toBeNull();
    const before = t.clock.now();
    const d = new Date(before);
    t.clock.set(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    try {
      const { access_token } = await signIn(t, c.email);
      expect((await ask(bearer(access_token))).checkout_url).toBeNull();
      expect((await me(t, access_token)).body.allowances_used.reports_this_month).toBe(1);
    } finally {
      t.clock.set(before);
    }
  });

  test("a failed report gave nothing and does not count", async () => {
    const c = await customer("tracker");
    const first = await ask(c.headers);
    for (let i = 0; i < 4; i++) await ask(c.headers);
    await rows(t.rt.db).run("UPDATE reports SET status = 'failed' WHERE id = ?", first.report_id);
    expect((await ask(c.headers)).checkout_url).toBeNull();
    expect((await ask(c.headers)).checkout_url).not.toBeNull();
  });

  test("Command: twenty", async () => {
    const c = await customer("command");
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await ask(c.headers));
    expect(answers.filter((a) => a.checkout_url === null).length).toBe(20);
    expect(answers[20].checkout_url).not.toBeNull();
  });

  test("concurrent requests never exceed the allowance", async () => {
    const c = await customer("tracker");
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(c.headers)));
    expect(answers.filter((a) => a.checkout_url === null).length).toBe(5);
    // On PostgreSQL the requests run on separate pooled connections at once: the allowance holds
    // only because the count and the insert take turns per account (src/db/serialize.ts).
    expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM reports WHERE account_id = ? AND funding = 'allowance'", c.id)).toEqual({ n: 5 });
  });
});

describe("signed in without a plan that includes reports", () => {
  test("the report is sold, and it is the signed-in account's (its address gets the mail), whatever email the body names", async () => {
    const c = await customer("none");
    const a = await ask(c.headers, { email: "someone-else@example.com" });
    expect(a.checkout_url).not.toBeNull();
    expect((await t.report(a.report_id)).accountId).toBe(c.id);
    await t.pay(a.checkout_url!);
    await t.runJobs();
    expect((await t.report(a.report_id)).status).toBe("completed");
    expect((await t.mailsTo(c.email)).length).toBe(1);
    expect(await t.mailsTo("someone-else@example.com")).toEqual([]);
  });

  test("a token that does not verify is refused (401), never served as anonymous", async () => {
    const res = await t.requestReport(["next-data"], {}, bearer("eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln"));
    await expect401(res);
    const malformed = await t.requestReport(["next-data"], {}, { authorization: "Basic YTpi" });
    expect(await expect401(malformed)).toBe('The Authorization header must be "Bearer <access token>".');
  });
});
