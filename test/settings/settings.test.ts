/**
 * Run-time settings through the dashboard's Settings page: a change applies on the next request
 * without a restart (the free tier's per-minute limit on /api/v1), invalid values are refused with
 * the schema's message and nothing saved, secrets and non-editable variables stay read-only, "reset
 * to environment" goes back, and a second runtime on the same database sees a change after its
 * scheduled refresh.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { listAudit } from "../../src/audit";
import { settings as settingsTable } from "../../src/db/schema";
import { ManualClock } from "../../src/lib/clock";
import { EDITABLE_VARS, SETTINGS_REFRESH_MS } from "../../src/settings/service";
import { ENV_VARS } from "../../src/config";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin } from "../admin/helpers";

const ENV = { RIVALSCOPE_TRUST_PROXY: "1" };
const ADMIN_IP = "203.0.113.7";

/** A fresh app with a signed-in admin. */
async function signedIn(env: Record<string, string> = {}) {
  const t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 10, 23, 12)), env: { ...ENV, ...env } });
  const admin = await createAdmin(t);
  const b = new Browser(t, ADMIN_IP);
  const csrf = await b.signIn();
  return { t, b, csrf, admin };
}

/** One setting's field on the page or in a group's section (its wrapper holds no other div). */
function settingIn(page: string, name: string): string {
  const at = page.indexOf(`<div class="setting" id="setting-${name}">`);
  if (at < 0) throw new Error(`no field for ${name}`);
  return page.slice(at, page.indexOf("</div>", at));
}

const tools = (t: TestApp) => t.request("/api/v1/tools?limit=1", { headers: { "x-forwarded-for": "198.51.100.20" } });

describe("changing the free tier's per-minute limit on the page", () => {
  let s: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await signedIn();
  });
  afterAll(() => s.t.close());

  test("applies on the next interface-A request, without a restart, and is audited", async () => {
    const { t, b, csrf, admin } = s;
    // The default (30/minute) in the headers before, and in the API document (served, so cached).
    expect((await tools(t)).headers.get("x-ratelimit-limit")).toBe("30");
    const freeTier = async () => /the free tier applies, per client IP: ([^.]*)\./.exec((await (await t.request("/swagger/json")).json()).info.description)?.[1];
    expect(await freeTier()).toBe("30 requests a minute and 100 a UTC day");

    const res = await b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { form: { _csrf: csrf, value: "2" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/settings?saved=tiers#settings-group-tiers");

    // The minute's window already holds one request: the second is the last allowed one.
    const second = await tools(t);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-ratelimit-limit")).toBe("2");
    const third = await tools(t);
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe("rate_limit_exceeded");

    // The page says where the value comes from; the index of /api/v1 states the new limit.
    const page = await (await b.request("/admin/settings")).text();
    expect(settingIn(page, "RIVALSCOPE_FREE_PER_MINUTE")).toContain(">dashboard<");
    expect(page).toContain("2 / minute");
    const index = await (await t.request("/api/v1")).json();
    expect(index.tiers.find((x: { tier: string }) => x.tier === "free").per_minute).toBe(2);
    // The document's text follows at once: its cache is refilled when the settings change.
    expect(await freeTier()).toBe("2 requests a minute and 100 a UTC day");

    const [entry] = await listAudit(t.ctx, { action: "setting.changed", targetId: "RIVALSCOPE_FREE_PER_MINUTE", limit: 5 });
    expect(entry).toMatchObject({ actorKind: "admin", actorId: admin.id, ip: ADMIN_IP, targetType: "setting", targetId: "RIVALSCOPE_FREE_PER_MINUTE" });
    expect(entry.details).toMatchObject({ to: "2", to_source: "dashboard", from_source: "default" });
  });

  test("htmx gets the group back; reset to environment drops the override", async () => {
    const { t, b, csrf } = s;
    const group = await b.htmx("/admin/settings/RIVALSCOPE_FREE_PER_DAY", { method: "POST", form: { value: "unlimited" }, csrf, target: "section#settings-group-tiers" });
    expect(group.status).toBe(200);
    const html = await group.text();
    expect(html).toStartWith('<section class="card settings-group" id="settings-group-tiers"');
    expect(html).toContain("Saved.");
    expect(html).toContain('name="reset" value="RIVALSCOPE_FREE_PER_DAY"');
    expect(t.rt.settings.current().tiers.free.quota).toBeNull();

    const reset = await b.htmx("/admin/settings/RIVALSCOPE_FREE_PER_DAY/reset", { method: "POST", csrf, target: "section#settings-group-tiers" });
    expect(reset.status).toBe(200);
    expect(settingIn(await reset.text(), "RIVALSCOPE_FREE_PER_DAY")).toContain(">default<");
    expect(t.rt.settings.current().tiers.free.quota).toBe(100);
    expect((await listAudit(t.ctx, { action: "setting.reset", limit: 5 }))[0]).toMatchObject({ targetId: "RIVALSCOPE_FREE_PER_DAY", actorKind: "admin" });
  });
});

describe("refusals", () => {
  let s: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await signedIn({ STRIPE_SECRET_KEY: "sk_test_settings_secret_value" });
  });
  afterAll(() => s.t.close());

  const overrides = async () => (await s.t.rt.db.select().from(settingsTable)).filter((r) => r.key.startsWith("env:"));

  test("an invalid value → 422 with the schema's message beside the field; nothing saved", async () => {
    const { t, b, csrf } = s;
    for (const [name, value, message] of [
      ["RIVALSCOPE_FREE_PER_MINUTE", "0", "must be a whole number from 1 to 1,000,000,000, or &quot;unlimited&quot;"],
      ["RIVALSCOPE_TRACKER_PRICE", "0.10", "must be at least 0.50"],
      ["RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", "60,abc", "must be comma-separated seconds"],
      ["RIVALSCOPE_CHANGE_THRESHOLD", "urgent", "must be one of low, medium, high, critical"],
      ["RIVALSCOPE_COMMAND_REPORTS", "-3", "must be a whole number from 0 to 10,000, written in decimal digits only"],
      ["RIVALSCOPE_FREE_PER_MINUTE", "  ", "must not be empty"],
    ] as const) {
      const res = await b.request(`/admin/settings/${name}`, { form: { _csrf: csrf, value } });
      expect(res.status, name).toBe(422);
      const page = await res.text();
      expect(page).toContain(`id="setting-${name}-error"`);
      expect(page).toContain(message);
      const frag = await b.htmx(`/admin/settings/${name}`, { method: "POST", form: { value }, csrf, target: `tr#setting-${name}` });
      expect(frag.status).toBe(422);
      expect(await frag.text()).toContain(message);
    }
    expect(await overrides()).toEqual([]);
    expect(t.rt.settings.current().tiers.free.perMinute).toBe(30);
    expect(await listAudit(t.ctx, { action: "setting.changed", limit: 5 })).toEqual([]);
  });

  test("typed markup is shown escaped", async () => {
    const res = await s.b.request("/admin/settings/RIVALSCOPE_CHANGE_THRESHOLD", { form: { _csrf: s.csrf, value: `<script>alert(1)</script>` } });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("secrets, addresses and unknown names cannot be set; without the CSRF token nothing is", async () => {
    const { b, csrf } = s;
    for (const name of ["STRIPE_SECRET_KEY", "RIVALSCOPE_DATA_DIR", "PORT", "RIVALSCOPE_ENCRYPTION_KEY"]) {
      expect((await b.request(`/admin/settings/${name}`, { form: { _csrf: csrf, value: "x" } })).status, name).toBe(403);
    }
    for (const name of ["NO_SUCH_THING", "constructor", "__proto__", "toString"]) expect((await b.request(`/admin/settings/${name}`, { form: { _csrf: csrf, value: "1" } })).status, name).toBe(404);
    expect((await b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { form: { value: "5" } })).status).toBe(403);
    expect(await overrides()).toEqual([]);
  });

  test("the page shows secrets as set / not set only, and offers forms only for editable variables", async () => {
    const page = await (await s.b.request("/admin/settings")).text();
    expect(page).not.toContain("sk_test_settings_secret_value");
    expect(page).toContain("<code>STRIPE_SECRET_KEY</code>");
    // Every editable setting has a labelled field in some group; nothing else has a field.
    for (const name of EDITABLE_VARS) expect(page, name).toMatch(new RegExp(`<label for="setting-${name}-value">[^<]+</label>\\s*<input id="setting-${name}-value" name="${name}"`));
    for (const name of Object.keys(ENV_VARS).filter((n) => !EDITABLE_VARS.includes(n as never))) expect(page).not.toContain(`name="${name}"`);
    // Secrets are never editable.
    for (const name of EDITABLE_VARS) expect((ENV_VARS[name] as { secret: boolean }).secret, name).toBe(false);
  });
});

describe("values other domains read at use time", () => {
  let s: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await signedIn({ RIVALSCOPE_REPORT_PRICE: "49" });
  });
  afterAll(() => s.t.close());

  const set = async (name: string, value: string) => expect((await s.b.request(`/admin/settings/${name}`, { form: { _csrf: s.csrf, value } })).status).toBe(303);

  test("prices, plan allowances, retry schedule, retention and the default change threshold", async () => {
    const { t } = s;
    await set("RIVALSCOPE_COMMAND_PRICE", "199.50");
    expect(t.rt.billing.offers.plan.command.amountCents).toBe(19950);
    await set("RIVALSCOPE_COMMAND_REPORTS", "7");
    await set("RIVALSCOPE_WEBHOOK_ENDPOINTS", "9");
    expect(t.rt.billing.allowances.command).toMatchObject({ reportsPerMonth: 7, webhooks: 9 });
    expect(t.rt.webhooks.endpointLimit).toBe(9);
    await set("RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", "5,10");
    expect(t.rt.settings.current().webhookRetrySchedule).toEqual([5, 10]);
    await set("RIVALSCOPE_CHANGE_THRESHOLD", "high");
    expect((await findOrCreateAccount(t.ctx, { email: "new-account@example.com" })).changeThreshold).toBe("high");
    // The environment's value stays the fallback the page names.
    const page = await (await s.b.request("/admin/settings")).text();
    expect(page).toContain('placeholder="49 (environment)"');
    // A limit left unset shows the number in effect, not "unset".
    expect(settingIn(page, "RIVALSCOPE_AUTH_PER_MINUTE")).toMatch(/placeholder="30 \(default\)"[\s\S]*In effect: <strong>30<\/strong> <span class="badge">default<\/span>/);
  });
});

describe("a second runtime on the same database", () => {
  test("sees a change after its scheduled refresh; an invalid stored value is ignored", async () => {
    const s = await signedIn();
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
    const other = await createTestApp({ dir: s.t.dir, clock, env: ENV });
    try {
      expect((await s.b.request("/admin/settings/RIVALSCOPE_PRO_PER_MINUTE", { form: { _csrf: s.csrf, value: "7" } })).status).toBe(303);
      expect(s.t.rt.settings.current().tiers.pro.perMinute).toBe(7);
      // Until its refresh the other process keeps what it had (no database read per request).
      expect(other.rt.settings.current().tiers.pro.perMinute).toBe(300);
      clock.advance(SETTINGS_REFRESH_MS);
      await other.rt.scheduler.tick();
      expect(other.rt.settings.current().tiers.pro.perMinute).toBe(7);
      expect(other.rt.settings.current().sources.RIVALSCOPE_PRO_PER_MINUTE).toBe("dashboard");

      // A row no current schema accepts (written by hand, or by an older build) is skipped.
      await other.rt.db.insert(settingsTable).values({ key: "env:RIVALSCOPE_FREE_PER_MINUTE", value: JSON.stringify("lots"), updatedAt: 0 });
      await other.rt.db.update(settingsTable).set({ value: "999" }).where((await import("drizzle-orm")).eq(settingsTable.key, "settings.version"));
      expect(await other.rt.settings.refresh()).toBe(true);
      expect(other.rt.settings.current().tiers.free.perMinute).toBe(30);
      expect(other.rt.settings.current().tiers.pro.perMinute).toBe(7);
    } finally {
      await other.close();
      await s.t.close();
    }
  });
});

describe("a group of settings, saved at once", () => {
  let s: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await signedIn({ RIVALSCOPE_PRO_PER_MONTH: "5000" });
  });
  afterAll(() => s.t.close());
  const formOf = async () => {
    const page = await (await s.b.request("/admin/settings")).text();
    const at = page.indexOf('id="settings-group-tiers"');
    const section = page.slice(at, page.indexOf("</section>", at));
    // What a browser would post: every field of the group as it is shown.
    return Object.fromEntries([...section.matchAll(/<input id="setting-[A-Z_]+-value" name="([A-Z_]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  };

  test("the changed fields are stored together, untouched ones keep following the environment; one audit row each", async () => {
    const { t, b, csrf } = s;
    const form = await formOf();
    expect(form.RIVALSCOPE_PRO_PER_MONTH).toBe("5000"); // the environment's value, shown
    const res = await b.request("/admin/settings/group/tiers", { form: { ...form, _csrf: csrf, RIVALSCOPE_FREE_PER_MINUTE: "40", RIVALSCOPE_STARTER_PER_MINUTE: "70" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/settings?saved=tiers#settings-group-tiers");
    const c = t.rt.settings.current();
    expect([c.tiers.free.perMinute, c.tiers.starter.perMinute, c.tiers.pro.quota]).toEqual([40, 70, 5000]);
    const overrides = t.rt.settings.overrides();
    expect([overrides.RIVALSCOPE_FREE_PER_MINUTE, overrides.RIVALSCOPE_STARTER_PER_MINUTE, overrides.RIVALSCOPE_PRO_PER_MONTH]).toEqual(["40", "70", undefined]);
    // This save's audit rows: one per changed setting, the untouched ones not among them.
    const rows = await listAudit(t.ctx, { action: "setting.changed", limit: 2 });
    expect(rows.map((r) => [r.targetId, (r.details as { to: string }).to]).sort()).toEqual([["RIVALSCOPE_FREE_PER_MINUTE", "40"], ["RIVALSCOPE_STARTER_PER_MINUTE", "70"]]);
    const page = await (await b.request(res.headers.get("location")!.split("#")[0]!)).text(); // a browser sends no fragment
    expect(page.slice(page.indexOf('id="settings-group-tiers"'))).toContain('role="status">Saved.');
  });

  test("one refused value saves nothing of the group; each refusal is next to its field, the typed values kept", async () => {
    const { t, b, csrf } = s;
    const before = t.rt.settings.overrides();
    const form = await formOf();
    const res = await b.htmx("/admin/settings/group/tiers", { method: "POST", form: { ...form, RIVALSCOPE_FREE_PER_DAY: "500", RIVALSCOPE_PRO_PER_MINUTE: "lots", RIVALSCOPE_STARTER_PER_MONTH: "0" }, csrf, target: "section#settings-group-tiers" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(settingIn(html, "RIVALSCOPE_PRO_PER_MINUTE")).toContain('id="setting-RIVALSCOPE_PRO_PER_MINUTE-error"');
    expect(settingIn(html, "RIVALSCOPE_PRO_PER_MINUTE")).toContain('value="lots"');
    expect(settingIn(html, "RIVALSCOPE_STARTER_PER_MONTH")).toContain('aria-invalid="true"');
    expect(settingIn(html, "RIVALSCOPE_FREE_PER_DAY")).not.toContain("aria-invalid");
    expect(t.rt.settings.overrides()).toEqual(before);
  });

  test("Save comes before the reset buttons (Enter in a field saves); a reset button drops only its setting", async () => {
    const { t, b, csrf } = s;
    // Two overrides of this group, made here (tests may run in any order).
    expect((await b.request("/admin/settings/group/tiers", { form: { ...(await formOf()), _csrf: csrf, RIVALSCOPE_FREE_PER_MINUTE: "41", RIVALSCOPE_STARTER_PER_MINUTE: "71" } })).status).toBe(303);
    const page = await (await b.request("/admin/settings")).text();
    const section = page.slice(page.indexOf('id="settings-group-tiers"'), page.indexOf("</section>", page.indexOf('id="settings-group-tiers"')));
    const firstSubmit = /<button type="submit"[^>]*>([^<]+)</.exec(section)!;
    expect(firstSubmit[1]).toBe("Save api tiers");
    expect(section).toContain('name="reset" value="RIVALSCOPE_FREE_PER_MINUTE"');
    const res = await b.htmx("/admin/settings/group/tiers", { method: "POST", form: { ...(await formOf()), reset: "RIVALSCOPE_FREE_PER_MINUTE" }, csrf, target: "section#settings-group-tiers" });
    expect(res.status).toBe(200);
    expect(t.rt.settings.overrides().RIVALSCOPE_FREE_PER_MINUTE).toBeUndefined();
    expect(t.rt.settings.overrides().RIVALSCOPE_STARTER_PER_MINUTE).toBe("71");
    // A reset may only name a setting of its own group, and the group must exist.
    expect((await b.request("/admin/settings/group/tiers", { form: { _csrf: csrf, reset: "RIVALSCOPE_TRACKER_PRICE" } })).status).toBe(404);
    expect((await b.request("/admin/settings/group/nope", { form: { _csrf: csrf } })).status).toBe(404);
    expect((await b.request("/admin/settings/group/tiers", { form: { RIVALSCOPE_FREE_PER_MINUTE: "9" } })).status).toBe(403);
  });

  test("every editable setting sits in a named group with a label (none falls into Other)", async () => {
    const page = await (await s.b.request("/admin/settings")).text();
    expect(page).not.toContain('id="settings-group-other"');
    for (const name of EDITABLE_VARS) expect(page).toMatch(new RegExp(`<label for="setting-${name}-value">(?!${name}<)[^<]+</label>`));
  });
});
