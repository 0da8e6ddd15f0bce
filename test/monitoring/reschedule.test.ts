/**
 * A plan change moves the tracked competitors onto the new plan's check interval: an upgrade from
 * Tracker (daily) to Command (hourly) brings each competitor's next check within the hour instead
 * of leaving it at its daily slot up to a day away — through the checkout, the billing portal's
 * switch and the operator's `accounts plan`. A downgrade keeps the check already due; a renewal
 * moves nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findAccountByEmail, findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import { ManualClock } from "../../src/lib/clock";
import { competitors } from "../../src/monitoring/tables";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { fixtureResolve } from "../helpers/fixture-sites";
import { runCli, SOURCE_CLI, tempDirs } from "../helpers/process";
import { customerOn } from "../app/helpers";
import { startMonitoringSites, type MonitoringSites } from "./helpers";

const HOUR = 3_600_000;
let sites: MonitoringSites;
beforeAll(() => {
  sites = startMonitoringSites();
});
afterAll(() => sites.stop());

const env = { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" };
const appWithSites = (opts: { dir?: string; clock?: ManualClock } = {}) => createTestApp({ env, net: { resolve: fixtureResolve }, ...opts });

/** The next checks of the account's competitors, as offsets from now. */
const nextChecks = async (t: TestApp, accountId: string) =>
  (await t.rt.db
    .select({ at: competitors.nextCheckAt })
    .from(competitors)
    .where(eq(competitors.accountId, accountId))
    )
    .map((r) => r.at - t.clock.now());

/** Tracks every monitoring fixture site for the account through the app's form. */
async function trackAll(b: Awaited<ReturnType<typeof customerOn>>) {
  for (const site of ["tasklane", "pulsemetrics", "mailroost"]) expect((await b.b.request("/app/competitors", { form: { _csrf: b.csrf, name: site, url: sites.url(site) } })).status).toBe(303);
}

/** Buys a plan through the app's checkout and the local test checkout's Pay button. */
async function buy(c: Awaited<ReturnType<typeof customerOn>>, plan: "tracker" | "command") {
  const checkout = await c.b.request("/app/billing/checkout", { form: { _csrf: c.csrf, plan } });
  expect(checkout.status).toBe(303);
  expect((await c.b.request(`${new URL(checkout.headers.get("location")!).pathname}/pay`, { form: {} })).status).toBe(303);
}

const daily = (offsets: number[]) => {
  expect(offsets.length).toBeGreaterThan(0);
  for (const o of offsets) expect(o).toBeGreaterThanOrEqual(12 * HOUR);
};
const withinTheHour = (offsets: number[]) => {
  expect(offsets.length).toBeGreaterThan(0);
  for (const o of offsets) {
    expect(o).toBeGreaterThanOrEqual(HOUR / 2);
    expect(o).toBeLessThanOrEqual(1.5 * HOUR);
  }
};

describe("a plan change reschedules the checks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSites();
  });
  afterAll(() => t.close());

  test("Tracker bought, then Command through the billing portal's switch: daily slots become hourly ones", async () => {
    const email = "portal.upgrade@example.com";
    const c = await customerOn(t, email, "none");
    await buy(c, "tracker");
    await trackAll(c);
    const id = (await findAccountByEmail(t.ctx, { email }))!.id;
    daily(await nextChecks(t, id));
    const portal = await c.b.request("/app/billing/portal", { form: { _csrf: c.csrf } });
    const token = new URL(portal.headers.get("location")!).searchParams.get("token")!;
    expect((await c.b.request("/account/billing/switch", { form: { token, plan: "command" } })).status).toBe(303);
    withinTheHour(await nextChecks(t, id));
    // Back to Tracker: the checks already due stay where they are (the scheduler spaces the next ones daily).
    const before = await nextChecks(t, id);
    expect((await c.b.request("/account/billing/switch", { form: { token, plan: "tracker" } })).status).toBe(303);
    expect(await nextChecks(t, id)).toEqual(before);
  });

  test("a granted Tracker account buys Command through the checkout: rescheduled", async () => {
    const email = "checkout.upgrade@example.com";
    const c = await customerOn(t, email, "tracker");
    await trackAll(c);
    const id = (await findAccountByEmail(t.ctx, { email }))!.id;
    daily(await nextChecks(t, id));
    await buy(c, "command");
    withinTheHour(await nextChecks(t, id));
  });

  test("a renewal or a repeated grant moves nothing", async () => {
    const email = "same.plan@example.com";
    const c = await customerOn(t, email, "command");
    await trackAll(c);
    const id = (await findAccountByEmail(t.ctx, { email }))!.id;
    const before = await nextChecks(t, id);
    t.clock.advance(10 * 60_000);
    await setGrantedPlan(t.ctx, { accountId: id, plan: "command" });
    expect((await nextChecks(t, id)).map((o) => o + 10 * 60_000)).toEqual(before);
  });
});

describe("through the operator's `accounts plan`", () => {
  const dirs = tempDirs("rivalscope-reschedule-");

  test("tracker → command from the CLI brings the next checks within the hour", async () => {
    const dir = dirs();
    // The CLI runs on the wall clock: so does this app.
    let t = await appWithSites({ dir, clock: new ManualClock(Date.now()) });
    let id: string;
    try {
      id = (await findOrCreateAccount(t.ctx, { email: "cli.upgrade@example.com" })).id;
      await setGrantedPlan(t.ctx, { accountId: id, plan: "tracker" });
      const ctx = t.rt.context({ kind: "account", id });
      for (const site of ["tasklane", "pulsemetrics"]) await t.rt.monitoring.addCompetitor(ctx, { accountId: id, name: site, url: sites.url(site) });
      daily(await nextChecks(t, id));
    } finally {
      await t.close();
    }
    const out = runCli(SOURCE_CLI, ["accounts", "plan", "--email", "cli.upgrade@example.com", "--plan", "command", "--dir", dir]);
    expect(out.stdout).toContain("plan command (granted, active)");
    t = await appWithSites({ dir, clock: new ManualClock(Date.now()) });
    try {
      withinTheHour(await nextChecks(t, id));
    } finally {
      await t.close();
    }
  });
});
