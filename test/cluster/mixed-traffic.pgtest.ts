/**
 * The issue's proof, as "How it is proven" words it (issue 27, SPEC §13): three `dist/rivalscope
 * serve` processes on one PostgreSQL, clients rotating over them, mixed traffic — interface A
 * with keys at their minute and month limits, customer sign-ins (with their throttle), paid
 * reports through the built-in local checkout, tracked competitors on loopback sites checked by
 * the scheduler, webhook deliveries to a loopback receiver — while one replica is killed with
 * SIGKILL mid-way (the scheduler's lease holder, with report generation and checks held in flight)
 * and another is restarted.
 *
 * Afterwards:
 * - every report `completed`, and exactly one `report.completed` webhook-id per report at the
 *   receiver (a webhook-id may arrive again — the receiver refuses each one's first attempt — but
 *   never two ids for one report), each verified with `standardwebhooks`;
 * - every delivery in the database `succeeded`, its id among those the receiver got;
 * - limits (the bound: what ONE process would admit, nothing more): the month key admits exactly
 *   its quota; the minute key, the sign-in throttle and the report requests at most their limit
 *   (a sliding window may refuse one early at a minute's boundary, never admit one late);
 * - every competitor due at the start checked exactly once (one `monitoring.check` job, recorded
 *   once) and moved to its next slot, none checked twice;
 * - usage counters equal to the requests admitted;
 * - the scheduler's lease with a live replica.
 *
 * The executable is built first when absent or older than the sources (CI builds it before
 * `npm run test:pg`). PostgreSQL only (`npm run test:pg`); skipped loudly elsewhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { issueApiKey, updateApiKey } from "../../src/access/keys";
import { loadConfig, PROCESS_DATABASE_ENGINE } from "../../src/config";
import { closeDatabase, openDatabase } from "../../src/db/client";
import { windowKey } from "../../src/lib/calendar";
import { openRuntime } from "../../src/runtime";
import { startSiteServers } from "../helpers/fixture-sites";
import { ROOT, runCli, startServer, tempDirs, type Served } from "../helpers/process";
import { until } from "../helpers/wait";
import { freshDatabase, pgAvailable } from "../support/pg-cluster";
import { rows } from "../support/sql";
import { startReceiver, type Receiver } from "../webhooks/helpers";

const onPg = PROCESS_DATABASE_ENGINE === "postgres" && pgAvailable();
if (PROCESS_DATABASE_ENGINE !== "postgres") console.warn("\n*** test/cluster/mixed-traffic.pgtest.ts runs under `npm run test:pg` only: SKIPPED ***\n");

const EXE = join(ROOT, "dist/rivalscope");
const tempDir = tempDirs("rivalscope-mixed-");

const MONTH_QUOTA = 25;
const PER_MINUTE = 5;
const AUTH_PER_MINUTE = 6;
const REPORTS_PER_HOUR = 4;
const COMPETITORS = 8;
const EMAIL = "mixed@example.com";
const PASSWORD = "mixed traffic password";

/** The newest modification time under these paths (files only). */
function newest(paths: string[]): number {
  let t = 0;
  for (const p of paths) {
    const s = statSync(p);
    if (s.isFile()) t = Math.max(t, s.mtimeMs);
    else for (const f of readdirSync(p, { recursive: true, withFileTypes: true })) if (f.isFile()) t = Math.max(t, statSync(join(f.parentPath, f.name)).mtimeMs);
  }
  return t;
}

/** Builds dist/rivalscope unless it is there and newer than everything it embeds. */
function ensureExecutable(): void {
  const sources = ["src", "migrations", "migrations-pg", "views", "package-lock.json"].map((p) => join(ROOT, p)).filter((p) => existsSync(p));
  if (existsSync(EXE) && statSync(EXE).mtimeMs >= newest(sources)) return;
  const built = Bun.spawnSync([process.execPath, "run", join(ROOT, "scripts/build.ts")], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
  if (built.exitCode !== 0) throw new Error(`npm run build failed:\n${built.stdout}\n${built.stderr}`);
}

describe.if(onPg)("three dist/rivalscope replicas under mixed traffic", () => {
  const servers: (Served | null)[] = [];
  let sites: ReturnType<typeof startSiteServers>;
  let receiver: Receiver;
  beforeAll(() => {
    ensureExecutable();
    // One fixture site per competitor (each its own loopback port), held while the kill happens.
    sites = startSiteServers(Array.from({ length: COMPETITORS }, () => "plain-cards"));
    // The customer's webhook receiver refuses the first attempt of every webhook-id, so each
    // delivery is retried (same id) — by whichever replica runs the retry.
    const firstSeen = new Set<string>();
    receiver = startReceiver((_, req) => {
      const id = req.headers["webhook-id"]!;
      if (firstSeen.has(id)) return new Response("ok");
      firstSeen.add(id);
      return new Response("try again", { status: 503 });
    });
  }, 120_000);
  afterAll(async () => {
    sites?.release();
    for (const s of servers) if (s) await s.stop().catch(() => {});
    sites?.stop();
    receiver?.stop();
  });

  test("reports, deliveries, limits and scheduled checks survive a SIGKILL and a restart", async () => {
    const url = await freshDatabase("mixed");
    const key = randomBytes(32).toString("base64");
    const dirs = [tempDir(), tempDir(), tempDir()];
    const base = { RIVALSCOPE_DATABASE_URL: url, RIVALSCOPE_ENCRYPTION_KEY: key };

    // The customer, as an operator makes one with the executable: a Command account.
    const made = runCli([EXE], ["accounts", "create", "--email", EMAIL, "--password", PASSWORD, "--plan", "command", "--dir", dirs[0]!], { ...base, LOG_LEVEL: "warn" });
    expect(made.code).toBe(0);

    // Keys and tracked competitors through the domain, as the CLI and the app would add them;
    // every competitor due now, so the scheduler enqueues each one's check at once.
    const setup = await openRuntime(loadConfig({ ...base, RIVALSCOPE_DATA_DIR: tempDir(), RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", LOG_LEVEL: "silent" }));
    const ctx = setup.context({ kind: "system", via: "test" });
    const monthKey = await issueApiKey(ctx, { email: "month@example.com", tier: "pro" });
    await updateApiKey(ctx, { id: monthKey.record.id, changes: { perMinute: -1, quota: MONTH_QUOTA } });
    const minuteKey = await issueApiKey(ctx, { email: "minute@example.com", tier: "pro" });
    await updateApiKey(ctx, { id: minuteKey.record.id, changes: { perMinute: PER_MINUTE, quota: null } });
    const [account] = await rows(setup.db).all("SELECT id FROM accounts WHERE email = ?", EMAIL);
    for (const [i, site] of sites.urls.entries()) await setup.monitoring.addCompetitor(ctx, { accountId: account!.id, name: `Rival ${i + 1}`, url: site });
    const startedAt = Date.now();
    await rows(setup.db).run("UPDATE competitors SET next_check_at = ?", startedAt - 1000);
    await setup.close();

    const env = (i: number) => ({
      ...base,
      RIVALSCOPE_REPLICA_ID: `r${i}`,
      RIVALSCOPE_PAYMENTS: "local",
      RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true",
      RIVALSCOPE_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
      RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: String(REPORTS_PER_HOUR),
      RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: "1,1,1,1,1",
      // A killed replica's jobs (checks, report generation, deliveries) are taken over once their claim lapses.
      RIVALSCOPE_JOB_LEASE_MS: "2000",
    });
    const start = (i: number) => startServer([EXE], ["--dir", dirs[i]!], env(i), 30_000);
    // The fixture sites hold every answer until after the kill: checks and reports are in flight then.
    sites.hold();
    for (let i = 0; i < 3; i++) servers[i] = await start(i);

    // Clients rotate over the live replicas; a request to one that has just died goes to the
    // next (what a balancer does), so every request gets an answer from some replica.
    let turn = 0;
    /** Requests a live replica took but never answered (resent to the next): what it did is unknown. */
    const failures: { key: string | undefined; error: string }[] = [];
    const send = async (path: string, init: RequestInit = {}): Promise<Response> => {
      for (let tries = 0; tries < 6; tries++) {
        const s = servers[turn++ % 3];
        if (!s) continue;
        try {
          return await fetch(`${s.url}${path}`, { redirect: "manual", ...init });
        } catch (e) {
          // Connection refused: that replica is gone.
          failures.push({ key: (init.headers as Record<string, string> | undefined)?.["x-api-key"], error: `${s.url}${path}: ${String(e)}` });
        }
      }
      throw new Error("no replica answered");
    };
    const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    /** A link the server made, on whichever replica is next. */
    const path = (link: string) => `${new URL(link, "http://x").pathname}${new URL(link, "http://x").search}`;

    const monthStatuses: number[] = [];
    const minuteStatuses: number[] = [];
    const signIns: number[] = [];
    const apiBurst = async (n: number) => {
      const [m, k] = await Promise.all([
        Promise.all(Array.from({ length: n }, () => send("/api/v1/tools?limit=1", { headers: { "x-api-key": monthKey.key } }).then((r) => r.status))),
        Promise.all(Array.from({ length: n }, () => send("/api/v1/tools?limit=1", { headers: { "x-api-key": minuteKey.key } }).then((r) => r.status))),
      ]);
      monthStatuses.push(...m);
      minuteStatuses.push(...k);
    };
    const signInBurst = async (n: number) => {
      // Mostly right, a few wrong (fewer than the lockout's failures): the throttle counts both.
      const out = await Promise.all(Array.from({ length: n }, (_, i) => send("/api/auth/login", json({ email: EMAIL, password: i % 4 === 3 ? "not the password" : PASSWORD })).then((r) => r.status)));
      signIns.push(...out);
      return out;
    };

    // The customer signs in and adds its webhook endpoint (the secret is shown this once).
    const login = await send("/api/auth/login", json({ email: EMAIL, password: PASSWORD }));
    signIns.push(login.status);
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const added = await send("/api/webhooks", json({ url: receiver.url }, { authorization: `Bearer ${access_token}` }));
    expect(added.status).toBe(201);
    const { secret } = (await added.json()) as { secret: string };

    // Reports: requested past the hourly limit; each admitted one paid at the test checkout.
    const requested = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 2 }, (_, i) => send("/api/reports/request", json({ name: "Mia", email: EMAIL, competitor_urls: [sites.urls[i % COMPETITORS]] }))));
    const reportIds: string[] = [];
    for (const r of requested) {
      if (r.status === 429) continue;
      expect(r.status).toBe(200);
      const { report_id, checkout_url } = (await r.json()) as { report_id: string; checkout_url: string };
      const checkout = await (await send(path(checkout_url))).text();
      const pay = /<form method="post" action="([^"]+\/pay)"/.exec(checkout)![1]!;
      const paid = await send(path(pay), { method: "POST" });
      expect(paid.status).toBe(303);
      reportIds.push(report_id);
    }
    expect(reportIds.length).toBeGreaterThanOrEqual(1);
    expect(reportIds.length).toBeLessThanOrEqual(REPORTS_PER_HOUR);

    await apiBurst(15);
    const db = openDatabase(url);
    try {
      // Checks and report generation are running (held at the sites) when the replica holding the
      // scheduler's lease is killed outright: no shutdown, its claims, lease and connections cut.
      await until("checks running", async () => (await rows(db).get("SELECT count(*) AS n FROM jobs WHERE kind = 'monitoring.check' AND status = 'running'"))!.n > 0, 30_000);
      const holder = (await rows(db).get("SELECT holder FROM leases WHERE name = 'scheduler'"))?.holder as string;
      const victim = Number(/^r(\d)$/.exec(holder)![1]);
      const killed = servers[victim]!;
      servers[victim] = null;
      killed.proc.kill("SIGKILL");
      await killed.proc.exited;
      sites.release();

      await Promise.all([apiBurst(15), signInBurst(AUTH_PER_MINUTE + 3)]);
      // Another replica is restarted: a clean stop (its jobs finish or are released), then a new process.
      const restarted = (victim + 1) % 3;
      await servers[restarted]!.stop();
      servers[restarted] = null;
      await apiBurst(5);
      servers[restarted] = await start(restarted);
      await apiBurst(10);

      // Every report completed; every competitor checked; every delivery succeeded.
      await until("every report completed", async () => (await rows(db).get("SELECT count(*) AS n FROM reports WHERE status = 'completed'"))!.n === reportIds.length, 60_000);
      await until("every competitor checked", async () => (await rows(db).get("SELECT count(*) AS n FROM competitors WHERE last_check_id IS NOT NULL"))!.n === COMPETITORS, 60_000);
      await until("every delivery succeeded", async () => {
        const d = await rows(db).all("SELECT status FROM webhook_deliveries");
        return d.length >= reportIds.length && d.every((x) => x.status === "succeeded");
      }, 60_000);

      // Reports: each completed once — one report.completed webhook-id per report at the receiver.
      const reports = await rows(db).all("SELECT id, status FROM reports");
      expect(reports.map((r) => r.id).sort()).toEqual([...reportIds].sort());
      const idsByReport = new Map<string, Set<string>>();
      const hook = new Webhook(secret);
      for (const r of receiver.received) {
        const body = hook.verify(r.body, r.headers) as { event: string; report_id?: string };
        if (body.event !== "report.completed") continue;
        idsByReport.set(body.report_id!, (idsByReport.get(body.report_id!) ?? new Set()).add(r.headers["webhook-id"]!));
      }
      expect([...idsByReport.keys()].sort()).toEqual([...reportIds].sort());
      for (const ids of idsByReport.values()) expect(ids.size).toBe(1);
      // Deliveries: every one in the database reached the receiver with its own id (retried, same id).
      const deliveries = await rows(db).all("SELECT id, event, status FROM webhook_deliveries");
      const seen = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
      for (const d of deliveries) {
        expect(seen.has(d.id)).toBe(true);
        expect(receiver.received.filter((r) => r.headers["webhook-id"] === d.id).length).toBeGreaterThanOrEqual(2);
      }
      expect(deliveries.filter((d) => d.event === "report.completed")).toHaveLength(reportIds.length);

      // Scheduled checks: one per competitor for this period, none missed or doubled, each moved to
      // its next slot (at least half an hourly interval on).
      const checks = await rows(db).all("SELECT payload, id, status FROM jobs WHERE kind = 'monitoring.check'");
      const comps = await rows(db).all("SELECT id, last_check_id, next_check_at FROM competitors");
      for (const c of comps) {
        const mine = checks.filter((j) => (typeof j.payload === "string" ? JSON.parse(j.payload) : j.payload).competitorId === c.id);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.status).toBe("succeeded");
        expect(c.last_check_id).toBe(mine[0]!.id);
        expect(Number(c.next_check_at)).toBeGreaterThanOrEqual(startedAt + 30 * 60_000);
      }

      // The scheduler's lease passed to a live replica once the killed holder's lapsed.
      await until("a live replica holds the scheduler lease", async () => {
        const row = await rows(db).get("SELECT holder, expires_at FROM leases WHERE name = 'scheduler'");
        return !!row && row.holder !== holder && Number(row.expires_at) > Date.now();
      }, 30_000);

      const month = windowKey("month", Date.now());
      const used = async (id: string) => (await rows(db).get("SELECT count FROM usage_counters WHERE subject = ? AND \"window\" = ?", `key:${id}`, month))?.count ?? 0;
      // Limits: never more than one process would admit.
      const ok = (s: number[]) => s.filter((x) => x === 200).length;
      const histogram = (s: number[]) => s.reduce<Record<number, number>>((h, x) => ({ ...h, [x]: (h[x] ?? 0) + 1 }), {});
      // The month key: 45 requests for a quota of 25, so the counter stops at exactly 25 (never
      // more, whatever the replicas); each is answered 200 or 429 — unless a loaded replica failed
      // one after counting it (a 5xx, or no answer and the client resent it), which then takes
      // one 200 away: reported, and allowed for, never more.
      const lost = (key: string, statuses: number[]) => statuses.filter((x) => x >= 500).length + failures.filter((f) => f.key === key).length;
      if (lost(monthKey.key, monthStatuses) + lost(minuteKey.key, minuteStatuses) > 0) console.warn("replicas failed requests under load:", histogram(monthStatuses), histogram(minuteStatuses), failures);
      expect(monthStatuses).toHaveLength(45);
      expect(await used(monthKey.record.id)).toBe(MONTH_QUOTA);
      expect(ok(monthStatuses)).toBeLessThanOrEqual(MONTH_QUOTA);
      expect(ok(monthStatuses)).toBeGreaterThanOrEqual(MONTH_QUOTA - lost(monthKey.key, monthStatuses));
      expect(monthStatuses.every((x) => x === 200 || x === 429 || x >= 500)).toBe(true);
      expect(ok(minuteStatuses)).toBeGreaterThanOrEqual(1);
      expect(minuteStatuses.every((x) => x === 200 || x === 429 || x >= 500)).toBe(true);
      // The sliding window admits at most its limit in any one calendar minute the bursts spanned.
      const minutesSpanned = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
      expect(ok(minuteStatuses)).toBeLessThanOrEqual(PER_MINUTE * minutesSpanned);
      const throttled = signIns.filter((s) => s === 429).length;
      expect(signIns.length - throttled).toBeLessThanOrEqual(AUTH_PER_MINUTE);
      expect(throttled).toBeGreaterThanOrEqual(signIns.length - AUTH_PER_MINUTE);

      // Counts reconciled: the usage counters are what was admitted.
      expect(await used(minuteKey.record.id)).toBeGreaterThanOrEqual(ok(minuteStatuses));
      expect(await used(minuteKey.record.id)).toBeLessThanOrEqual(ok(minuteStatuses) + lost(minuteKey.key, minuteStatuses));
    } finally {
      await closeDatabase(db);
    }
  }, 180_000);
});
