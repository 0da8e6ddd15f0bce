/**
 * /api/competitors: plan gating, the plan's allowance, URL parsing and duplicates after
 * normalisation, other accounts' ids, check-now joining and its hourly limit, deletion.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listAudit } from "../../src/audit";
import { createMonitoringApp, type MonitoringTestApp } from "./helpers";
import { jobsWith, rows } from "../support/sql";

let t: MonitoringTestApp;
beforeAll(async () => {
  t = await createMonitoringApp();
});
afterAll(() => t.close());

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, any> });

describe("who may track", () => {
  test("without a plan: 403 naming the plans that include it, on every route", async () => {
    const c = await t.customer("noplan@example.com", "none");
    for (const [method, path] of [["GET", "/api/competitors"], ["POST", "/api/competitors"], ["GET", "/api/competitors/0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e/changes"]]) {
      const res = await t.request(path, { method, headers: c.auth, ...(method === "POST" ? { json: { name: "x", url: "http://tasklane.test/" } } : {}) });
      const { status, body } = await json(res);
      expect(status).toBe(403);
      expect(body.error).toBe("forbidden");
      expect(body.message).toContain("Tracker ($99/month) and the Command ($299/month) plans");
    }
  });

  test("without a token: 401", async () => {
    expect((await t.request("/api/competitors")).status).toBe(401);
  });
});

describe("adding", () => {
  test("Tracker: 5, then 403 naming the limit; the allowance shows in GET /api/competitors and /api/me", async () => {
    const c = await t.customer("five@example.com", "tracker");
    for (let i = 1; i <= 5; i++) expect((await t.track(c.auth, `http://rival-${i}.test:${t.sites.port}/`, `Rival ${i}`)).status).toBe(201);
    const { status, body } = await json(await t.track(c.auth, `http://rival-6.test:${t.sites.port}/`));
    expect(status).toBe(403);
    expect(body.message).toBe("This account already tracks 5 competitors, the most the Tracker plan allows (5). Delete one first, or move to the Command plan (20).");
    const list = await json(await t.request("/api/competitors", { headers: c.auth }));
    expect(list.body.limit).toBe(5);
    expect(list.body.competitors.map((x: { name: string }) => x.name)).toEqual(["Rival 1", "Rival 2", "Rival 3", "Rival 4", "Rival 5"]);
    const me = await json(await t.request("/api/me", { headers: c.auth }));
    expect(JSON.stringify(me.body)).toContain('"competitors":5');
    // Deleting one frees its place.
    const first = list.body.competitors[0].id;
    expect((await t.request(`/api/competitors/${first}`, { method: "DELETE", headers: c.auth })).status).toBe(204);
    expect((await t.track(c.auth, `http://rival-6.test:${t.sites.port}/`)).status).toBe(201);
  });

  test("the list keeps its order when a check updates a competitor: ties in one millisecond by name, on both engines", async () => {
    const c = await t.customer("order@example.com", "command");
    for (const name of ["Gamma", "Alpha", "Beta"]) expect((await t.track(c.auth, `http://${name.toLowerCase()}.test:${t.sites.port}/`, name)).status).toBe(201);
    const names = async () => (await json(await t.request("/api/competitors", { headers: c.auth }))).body.competitors.map((x: { name: string }) => x.name);
    expect(await names()).toEqual(["Alpha", "Beta", "Gamma"]);
    // The baseline checks update every row (PostgreSQL's physical order would now differ).
    await t.runJobs();
    expect(await names()).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  test("Command: 20", async () => {
    const c = await t.customer("twenty@example.com", "command");
    for (let i = 1; i <= 20; i++) expect((await t.track(c.auth, `http://r${i}.test/`)).status).toBe(201);
    const { status, body } = await json(await t.track(c.auth, "http://r21.test/"));
    expect(status).toBe(403);
    expect(body.message).toContain("the most the Command plan allows (20)");
  });

  test("the same URL after normalisation is refused, naming it; another account may track it", async () => {
    const c = await t.customer("dup@example.com", "command");
    const first = await json(await t.track(c.auth, "https://Acme.test:443/pricing/?utm_source=news&b=2&a=1#plans", "Acme"));
    expect(first.status).toBe(201);
    expect(first.body.normalized_url).toBe("https://acme.test/pricing?a=1&b=2");
    expect(first.body.url).toBe("https://acme.test/pricing/?utm_source=news&b=2&a=1");
    for (const again of ["https://acme.test/pricing?a=1&b=2", "HTTPS://ACME.TEST/pricing?b=2&a=1&gclid=x", "https://acme.test/pricing/?a=1&b=2#top"]) {
      const { status, body } = await json(await t.track(c.auth, again, "Acme again"));
      expect(status).toBe(400);
      expect(body).toEqual({ error: "bad_request", message: `url: https://acme.test/pricing?a=1&b=2 is already tracked as "Acme" (id ${first.body.id}).`, field: "url" });
    }
    // A different path or query is another page.
    expect((await t.track(c.auth, "https://acme.test/pricing?a=2&b=2")).status).toBe(201);
    const other = await t.customer("dup-other@example.com", "tracker");
    expect((await t.track(other.auth, "https://acme.test/pricing")).status).toBe(201);
  });

  test("bad input: 400 naming the field", async () => {
    const c = await t.customer("bad@example.com", "tracker");
    const cases: [unknown, string][] = [
      [{ url: "http://x.test/" }, 'Invalid field "name": is required and must be a string'],
      [{ name: "  ", url: "http://x.test/" }, 'Invalid field "name": must not be empty'],
      [{ name: "x" }, 'Invalid field "url": is required and must be a string'],
      [{ name: "x", url: "not a url" }, "url: it is not a valid URL (give an absolute http:// or https:// address)"],
      [{ name: "x", url: "javascript:alert(1)" }, "url: only http and https URLs can be fetched (got javascript)"],
      [{ name: "x", url: "https://user:pw@x.test/" }, "url: URLs with a user name or password are not accepted"],
      [{ name: "x", url: `https://x.test/${"a".repeat(2050)}` }, 'Invalid field "url": must be at most 2,048 characters'],
      [{ name: "x", url: "https://nowhere.invalid/" }, "url: "],
    ];
    for (const [body, message] of cases) {
      const res = await json(await t.request("/api/competitors", { method: "POST", headers: c.auth, json: body }));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toStartWith(message);
      expect(res.body.field).toBeDefined();
    }
    expect((await t.request("/api/competitors", { method: "POST", headers: { ...c.auth, "content-type": "application/json" }, body: "{" })).status).toBe(400);
  });
});

describe("ids", () => {
  test("another account's competitor is 404 on every route; a malformed id is 404 too", async () => {
    const owner = await t.customer("owner@example.com", "tracker");
    const thief = await t.customer("thief@example.com", "command");
    const { body } = await json(await t.track(owner.auth, "http://owned.test/"));
    for (const id of [body.id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      for (const [method, suffix] of [["GET", ""], ["DELETE", ""], ["POST", "/check"], ["GET", "/changes"], ["GET", "/snapshots"]]) {
        const res = await json(await t.request(`/api/competitors/${id}${suffix}`, { method, headers: thief.auth }));
        expect(res.status, `${method} ${suffix}`).toBe(404);
        expect(res.body.message).toBe(`This account tracks no competitor ${id}.`);
      }
    }
    expect((await t.request("/api/competitors", { headers: thief.auth }).then((r) => r.json()) as { competitors: unknown[] }).competitors).toEqual([]);
    expect((await t.request(`/api/competitors/${body.id}`, { headers: owner.auth })).status).toBe(200);
  });
});

describe("check now", () => {
  test("a check already queued is joined, not duplicated; once it ran, a new one is queued", async () => {
    const c = await t.customer("join@example.com", "command");
    const { body } = await json(await t.track(c.auth, "tasklane"));
    // The baseline is queued by tracking: asking now joins it.
    const a = await json(await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth }));
    const b = await json(await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth }));
    expect(a.status).toBe(202);
    expect(a.body).toMatchObject({ competitor_id: body.id, status: "queued", joined: true });
    expect(b.body.check_id).toBe(a.body.check_id);
    const queued = async () => (await jobsWith(t.rt.db, "monitoring.check", "competitorId", body.id)).length;
    expect(await queued()).toBe(1);
    await t.runJobs();
    const c2 = await json(await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth }));
    expect(c2.body.joined).toBe(false);
    expect(c2.body.check_id).not.toBe(a.body.check_id);
    expect(await queued()).toBe(2);
  });

  test("60 per hour per account, then 429 with Retry-After; another account is not affected", async () => {
    const c = await t.customer("hourly@example.com", "command");
    const { body } = await json(await t.track(c.auth, "http://hourly.test/"));
    let last: Response | null = null;
    for (let i = 0; i < 60; i++) {
      last = await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth });
      expect(last.status).toBe(202);
    }
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    const over = await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBeTruthy();
    expect(((await over.json()) as { error: string }).error).toBe("rate_limited");
    const other = await t.customer("hourly-other@example.com", "command");
    const o = await json(await t.track(other.auth, "http://hourly.test/"));
    expect((await t.request(`/api/competitors/${o.body.id}/check`, { method: "POST", headers: other.auth })).status).toBe(202);
  });

  test("deleting a competitor takes its snapshots and changes; its queued check then does nothing", async () => {
    const c = await t.customer("gone@example.com", "command");
    t.sites.version.set("tasklane", "v1");
    const { body } = await json(await t.track(c.auth, "tasklane"));
    await t.runJobs();
    await t.request(`/api/competitors/${body.id}/check`, { method: "POST", headers: c.auth });
    expect((await t.request(`/api/competitors/${body.id}`, { method: "DELETE", headers: c.auth })).status).toBe(204);
    await t.runJobs();
    const left = await rows(t.rt.db).get("SELECT (SELECT count(*) FROM competitor_snapshots WHERE competitor_id = ?) AS s, (SELECT count(*) FROM competitor_changes WHERE competitor_id = ?) AS c", body.id, body.id);
    expect(left).toEqual({ s: 0, c: 0 });
    expect((await t.request(`/api/competitors/${body.id}`, { headers: c.auth })).status).toBe(404);
    // Both changes are in the audit log, by the account.
    const audited = await listAudit(t.ctx, { targetType: "competitor", targetId: body.id, limit: 10 });
    expect(audited.map((r) => [r.action, r.actorKind, r.actorId])).toEqual([
      ["competitor.removed", "account", c.id],
      ["competitor.added", "account", c.id],
    ]);
  });
});
