/**
 * Changes made on one replica reach another on the same database (SPEC §13: settings, key
 * revocations, ended sign-ins, catalog edits — within 5 s). Two runtimes on one data directory:
 * each its own connection, as two replicas are; B sees A's writes only through the database and
 * its change counter.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { signOutEverywhere } from "../../src/accounts/refresh-tokens";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { issueApiKey, revokeApiKey } from "../../src/access/keys";
import { changeCounter } from "../../src/db/handle";
import { ManualClock } from "../../src/lib/clock";
import { accessTokenFor } from "../helpers/access-token";
import { createTestApp, type TestApp } from "../helpers/app";

let a: TestApp;
let b: TestApp;
const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
beforeAll(async () => {
  a = await createTestApp({ clock });
  b = await createTestApp({ clock, dir: a.dir });
  seen = changeCounter(b.rt.db)();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/**
 * What B's scheduler does within a second: one turn of its refresh task, once B's change counter
 * has moved (SQLite: at once, data_version; PostgreSQL: at its next poll of the version row, about
 * a second of real time).
 */
const bRefreshes = async () => {
  const changes = changeCounter(b.rt.db);
  for (let i = 0; i < 60 && changes() === seen; i++) await Bun.sleep(50);
  expect(changes()).not.toBe(seen);
  seen = changes();
  clock.advance(1000);
  await b.rt.scheduler.tick();
};
let seen = -1;

test("a setting changed on A applies on B at its next refresh (one second), not before", async () => {
  await a.rt.settings.set(a.ctx, { name: "RIVALSCOPE_PRO_PER_MINUTE", value: "11" });
  expect(b.rt.settings.current().tiers.pro.perMinute).toBe(300);
  await bRefreshes();
  expect(b.rt.settings.current().tiers.pro.perMinute).toBe(11);
});

test("a catalog edit on A shows on B at its next refresh", async () => {
  const slug = a.rt.catalog.list({ limit: 1 }).tools[0]!.slug;
  await a.rt.catalog.updateTool(a.ctx, { slug, changes: { name: "Renamed On A" } });
  expect(a.rt.catalog.get(slug)!.name).toBe("Renamed On A");
  expect(b.rt.catalog.get(slug)!.name).not.toBe("Renamed On A");
  await bRefreshes();
  expect(b.rt.catalog.get(slug)!.name).toBe("Renamed On A");
  expect(((await (await b.request(`/api/v1/tools/${slug}`)).json()) as { tool: { name: string } }).tool.name).toBe("Renamed On A");
  // Nothing changed: B's next refresh reads nothing new.
  expect(await b.rt.catalog.refresh()).toBe(false);
});

test("a key revoked on A stops working on B at its next request", async () => {
  const { key, record } = await issueApiKey(a.ctx, { email: "k@example.com", tier: "pro" });
  const call = () => b.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } });
  expect((await call()).status).toBe(200);
  expect((await call()).status).toBe(200); // now from B's cache
  await revokeApiKey(a.ctx, { id: record.id });
  await Bun.sleep(2); // the key cache asks the change counter at most once a millisecond
  const refused = await call();
  expect(refused.status).toBe(401);
  expect(await refused.text()).toContain("revoked");
});

test("a sign-in ended on A ends on B at its next bearer request (the sid check's cache is emptied)", async () => {
  const account = await findOrCreateAccount(a.ctx, { email: "sid@example.com" });
  const { token } = await accessTokenFor(a.ctx, a.rt.accounts.keys, { accountId: account.id, issuer: a.config.baseUrl });
  const me = () => b.request("/api/me", { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status).toBe(200);
  expect((await me()).status).toBe(200); // the sign-in is now known live in B's cache
  await signOutEverywhere(a.ctx, { accountId: account.id });
  const refused = await me();
  expect(refused.status).toBe(401);
  expect(await refused.text()).toContain("sign in again");
  // And on A itself (its own revocation empties its cache).
  expect((await a.request("/api/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
});
