/**
 * Checks end to end, through the API, on the monitoring fixture sites served on loopback: the
 * baseline records snapshots and no change; a version with only noise changed gives 0 changes;
 * the version with real changes gives exactly those; a site down twice gives page_unavailable
 * (once), and back gives page_restored. A re-run of a check job records nothing twice.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getJob } from "../../src/jobs/manage";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";

let t: MonitoringTestApp;
beforeAll(async () => {
  t = await createMonitoringApp();
});
afterAll(() => t.close());

// Time moves between checks (so their changes sort), but less than an access token lives.
const STEP = 60_000;
const brief = (cs: { type: string; severity: string; subject: string; summary: string }[]) => cs.map(({ type, severity, subject, summary }) => ({ type, severity, subject, summary }));

const TASKLANE_V3 = [
  { type: "pricing_change", severity: "high", subject: "Pro", summary: "Pro: $29/month → $35/month (+20.7%)" },
  { type: "plan_added", severity: "high", subject: "Business", summary: "Plan added: Business ($59/month) with 2 features: Advanced permissions, Portfolio reporting" },
  { type: "feature_removed", severity: "medium", subject: "Gantt charts", summary: "Feature removed: Gantt charts (was in Starter)" },
  { type: "messaging_change", severity: "low", subject: "headline", summary: 'Headline: "Every project, one calm place" → "Ship every project on time"' },
];

// One test per flow: the steps depend on each other, and tests may run in any order (--randomize).
describe("a competitor's checks, v1 → v2 (noise) → v3 (real changes)", () => {
  test("baseline: snapshots and no change; v2 (noise): no change, no new snapshot; v3: exactly the real changes; filters; the same version again: nothing", async () => {
    // tracking it runs the baseline: snapshots of its pages, no change
    const c = await t.customer("versions@example.com", "command");
    const auth = c.auth;
    t.sites.version.set("tasklane", "v1");
    const res = await t.track(auth, "tasklane", "Tasklane");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; last_checked_at: string | null; url: string; normalized_url: string };
    const id = body.id;
    expect(body.last_checked_at).toBeNull();
    expect(body.normalized_url).toBe(`http://tasklane.test:${t.sites.port}`);
    await t.runJobs();

    const got = (await (await t.request(`/api/competitors/${id}`, { headers: auth })).json()) as { last_checked_at: string | null; status: string };
    expect(got.last_checked_at).toBe(new Date(t.clock.now()).toISOString());
    expect(got.status).toBe("active");
    expect(await t.changes(auth, id)).toEqual([]);
    const snaps = (await (await t.request(`/api/competitors/${id}/snapshots`, { headers: auth })).json()) as { snapshots: { url: string; text_hash: string; facts: { plans: { name: string }[] } }[]; total: number };
    expect(snaps.snapshots.map((s) => new URL(s.url).pathname).sort()).toEqual(["/", "/pricing"]);
    const pricing = snaps.snapshots.find((s) => s.url.endsWith("/pricing"))!;
    expect(pricing.facts.plans.map((p) => p.name)).toContain("Pro");
    expect(pricing.text_hash).toMatch(/^[0-9a-f]{16,}$/);
    // v2, only noise: no change, and no new snapshot (the pages' normalised text is the same)
    {
      t.clock.advance(STEP);
      t.sites.version.set("tasklane", "v2");
      await t.checkNow(auth, id);
      expect(await t.changes(auth, id)).toEqual([]);
      const snaps = (await (await t.request(`/api/competitors/${id}/snapshots`, { headers: auth })).json()) as { total: number; snapshots: { seen_at: string; taken_at: string }[] };
      expect(snaps.total).toBe(2);
      for (const s of snaps.snapshots) expect(s.seen_at).toBe(new Date(t.clock.now()).toISOString());
    }
    // v3: exactly the real changes, with types, severities, summaries and evidence
    {
      t.clock.advance(STEP);
      t.sites.version.set("tasklane", "v3");
      await t.checkNow(auth, id);
      const changes = await t.changes(auth, id);
      expect(brief(changes)).toEqual(TASKLANE_V3);
      const [pro] = changes as unknown as { before: string; after: string; evidence: { before: { url: string } | null; after: { url: string } | null } }[];
      expect(pro.before).toBe("$29/month");
      expect(pro.after).toBe("$35/month");
      expect(pro.evidence.before?.url).toEndWith("/pricing");
      expect(pro.evidence.after?.url).toEndWith("/pricing");
      const snaps = (await (await t.request(`/api/competitors/${id}/snapshots`, { headers: auth })).json()) as { total: number };
      expect(snaps.total).toBe(4);
    }
    // filters: severity at or above, type, since; limit and offset page through newest first
    {
      expect(brief(await t.changes(auth, id, "&severity=high"))).toEqual(TASKLANE_V3.slice(0, 2));
      expect(brief(await t.changes(auth, id, "&type=feature_removed")).map((c) => c.subject)).toEqual(["Gantt charts"]);
      expect(await t.changes(auth, id, `&since=${encodeURIComponent(new Date(t.clock.now() + 1).toISOString())}`)).toEqual([]);
      const page = (await (await t.request(`/api/competitors/${id}/changes?limit=2&offset=2`, { headers: auth })).json()) as { changes: { subject: string }[]; total: number; limit: number; offset: number };
      expect(page.total).toBe(4);
      expect(page.changes.map((c) => c.subject)).toEqual(["Gantt charts", "headline"]);
    }
    // the same version again changes nothing
    {
      t.clock.advance(STEP);
      await t.checkNow(auth, id);
      expect((await t.changes(auth, id)).length).toBe(4);
    }
  });

  test("a re-run of a check job that already recorded its check records nothing twice", async () => {
    const c = await t.customer("rerun@example.com", "command");
    const auth = c.auth;
    t.sites.version.set("tasklane", "v1");
    const { id } = (await (await t.track(auth, "tasklane")).json()) as { id: string };
    await t.runJobs();
    t.clock.advance(STEP);
    t.sites.version.set("tasklane", "v3");
    const res = await t.request(`/api/competitors/${id}/check`, { method: "POST", headers: auth });
    const { check_id } = (await res.json()) as { check_id: string };
    await t.runJobs();
    const after = (await t.changes(auth, id)).length;
    expect(after).toBe(4);
    const job = (await getJob(t.ctx, { id: check_id }))!;
    await t.rt.monitoring.job.handle(t.rt.context({ kind: "system", via: "test" }), { competitorId: id }, { ...job, signal: new AbortController().signal });
    expect((await t.changes(auth, id)).length).toBe(after);
  });
});

describe("availability", () => {
  test("down once: nothing; down twice: page_unavailable (once); still down: nothing more; back: page_restored", async () => {
    const c = await t.customer("down@example.com", "command");
    t.sites.version.set("mailroost", "v1");
    const res = await t.track(c.auth, "mailroost", "Mailroost");
    const { id } = (await res.json()) as { id: string };
    await t.runJobs();
    const state = async () => (await (await t.request(`/api/competitors/${id}`, { headers: c.auth })).json()) as { status: string; consecutive_failures: number; last_error: string | null };

    t.sites.down.add("mailroost");
    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    expect(await t.changes(c.auth, id)).toEqual([]);
    expect(await state()).toMatchObject({ status: "active", consecutive_failures: 1 });
    expect((await state()).last_error).toContain("503");

    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    const down = await t.changes(c.auth, id);
    expect(down.map((x) => [x.type, x.severity])).toEqual([["page_unavailable", "medium"]]);
    expect(down[0].summary).toContain("503");
    expect(await state()).toMatchObject({ status: "unavailable", consecutive_failures: 2 });

    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    expect((await t.changes(c.auth, id)).length).toBe(1);

    t.sites.down.delete("mailroost");
    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    expect((await t.changes(c.auth, id)).map((x) => x.type)).toEqual(["page_restored", "page_unavailable"]);
    expect(await state()).toMatchObject({ status: "active", consecutive_failures: 0, last_error: null });
  });

  test("a site that cannot be read at the first check gets its baseline once it can", async () => {
    const c = await t.customer("late@example.com", "command");
    t.sites.version.set("pulsemetrics", "v1");
    t.sites.down.add("pulsemetrics");
    const { id } = (await (await t.track(c.auth, "pulsemetrics")).json()) as { id: string };
    await t.runJobs();
    t.sites.down.delete("pulsemetrics");
    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    expect(await t.changes(c.auth, id)).toEqual([]);
    t.sites.version.set("pulsemetrics", "v3");
    t.clock.advance(STEP);
    await t.checkNow(c.auth, id);
    expect((await t.changes(c.auth, id)).map((x) => x.type).sort()).toEqual(["feature_added", "free_tier_changed", "messaging_change", "messaging_change", "plan_removed", "pricing_change"]);
  });
});
