/**
 * Helpers for the monitoring tests: the monitoring fixture sites (test/fixtures/monitoring, owned
 * by the diff engine's tests) served on loopback as `http://<site>.test:<port>/`, each at a
 * version the test switches between checks, or down; an app that reaches them (private
 * networks allowed, `.test` names resolving to 127.0.0.1); and signed-in customers.
 */
import { afterAll, beforeAll } from "bun:test";
import { accessTokenFor } from "../helpers/access-token";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import type { AccountPlan } from "../../src/lib/plans";
import { listOutbox } from "../../src/mail/outbox";
import { monitoringPage, type MonitoringSite, type Version } from "../fixtures/monitoring/sites";
import { createTestApp, type TestApp } from "../helpers/app";
import { fixtureResolve } from "../helpers/fixture-sites";

export interface MonitoringSites {
  port: number;
  url(site: string): string;
  version: Map<string, Version>;
  /** Sites that answer 503 to everything. */
  down: Set<string>;
  /** Requests seen, by host and path. */
  requests: { host: string; path: string; headers: Headers }[];
  stop(): void;
}

export function startMonitoringSites(): MonitoringSites {
  const state: MonitoringSites = {
    port: 0,
    url: (site) => `http://${site}.test:${server.port}/`,
    version: new Map(),
    down: new Set(),
    requests: [],
    stop: () => server.stop(true),
  };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      const host = (req.headers.get("host") ?? "").replace(/:\d+$/, "");
      const site = host.replace(/\.test$/, "");
      state.requests.push({ host, path: url.pathname, headers: req.headers });
      if (state.down.has(site)) return new Response("<!doctype html><title>Down</title>", { status: 503, headers: { "content-type": "text/html" } });
      const html = monitoringPage(site, state.version.get(site) ?? "v1", url.pathname);
      if (html === null) return new Response("<!doctype html><title>Not found</title>", { status: 404, headers: { "content-type": "text/html" } });
      return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    },
  });
  state.port = server.port!;
  return state;
}

export interface MonitoringTestApp extends TestApp {
  sites: MonitoringSites;
  /** An account with this plan (none: no plan) and the Authorization header of a fresh access token. */
  customer(email: string, plan: AccountPlan | "none"): Promise<{ id: string; email: string; auth: Record<string, string> }>;
  /** POST /api/competitors for a fixture site (or URL). */
  track(auth: Record<string, string>, site: string, name?: string): Promise<Response>;
  /** The competitor's changes through GET …/changes (all of them, newest first). */
  changes(auth: Record<string, string>, id: string, query?: string): Promise<{ type: string; severity: string; subject: string; summary: string; notified: boolean; check_id: string }[]>;
  /** Queues a check through the API and runs the jobs. */
  checkNow(auth: Record<string, string>, id: string): Promise<void>;
  mailsTo(email: string): ReturnType<typeof listOutbox>;
}

export async function createMonitoringApp(env: Record<string, string> = {}): Promise<MonitoringTestApp> {
  const sites = startMonitoringSites();
  const t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", ...env }, net: { resolve: fixtureResolve }, fetchLimits: { timeoutMs: 1500 } });
  const self: MonitoringTestApp = {
    ...t,
    sites,
    async customer(email, plan) {
      const account = await findOrCreateAccount(t.ctx, { email });
      if (plan !== "none") await setGrantedPlan(t.ctx, { accountId: account.id, plan });
      const { token } = await accessTokenFor(t.ctx, t.rt.accounts.keys, { accountId: account.id, issuer: t.config.baseUrl });
      return { id: account.id, email: account.email, auth: { authorization: `Bearer ${token}` } };
    },
    track: (auth, site, name) => t.request("/api/competitors", { method: "POST", headers: auth, json: { name: name ?? site, url: site.includes("://") ? site : sites.url(site) } }),
    async changes(auth, id, query = "") {
      const res = await t.request(`/api/competitors/${id}/changes?limit=100${query}`, { headers: auth });
      if (res.status !== 200) throw new Error(`changes: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { changes: never[] }).changes;
    },
    async checkNow(auth, id) {
      const res = await t.request(`/api/competitors/${id}/check`, { method: "POST", headers: auth });
      if (res.status !== 202) throw new Error(`check: ${res.status} ${await res.text()}`);
      await t.runJobs();
    },
    mailsTo: async (email) => (await listOutbox(t.ctx)).filter((m) => m.to === email),
    async close() {
      await t.close();
      sites.stop();
    },
  };
  return self;
}

export type { MonitoringSite };

/**
 * A one-site server on loopback whose pages a test changes between checks: `page(path)` is read
 * on every request ("/" or "/pricing", no trailing slash), null answering 404.
 */
export function serveSite(page: (path: string) => string | null): ReturnType<typeof Bun.serve> {
  return Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const html = page(new URL(req.url).pathname.replace(/\/+$/, "") || "/");
      return html === null ? new Response("not found", { status: 404 }) : new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    },
  });
}

/**
 * A fresh customer tracks `url` (the site's first version already served); the first check must
 * report nothing. `next()` advances the clock a minute and checks again; `brief()` lists every
 * change recorded so far as "type summary", in the API's order.
 */
export async function trackVersions(t: MonitoringTestApp, email: string, url: string, name: string): Promise<{ next: () => Promise<void>; brief: () => Promise<string[]> }> {
  const c = await t.customer(email, "command");
  const res = await t.track(c.auth, url, name);
  if (res.status !== 201) throw new Error(`tracking ${url} answered ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  await t.runJobs();
  const brief = async () => (await t.changes(c.auth, id)).map(({ type, summary }) => `${type} ${summary}`);
  if ((await brief()).length) throw new Error(`the first check of ${url} reported changes`);
  return {
    brief,
    next: async () => {
      t.clock.advance(60_000);
      await t.checkNow(c.auth, id);
    },
  };
}

/**
 * A monitoring app and a one-site server (serveSite) for the whole file: started before its
 * tests, stopped after them. Call at the top level of a test file.
 */
export function monitoredSite(page: (path: string) => string | null): { app: () => MonitoringTestApp; port: () => number } {
  let t: MonitoringTestApp | null = null;
  let server: ReturnType<typeof Bun.serve> | null = null;
  beforeAll(async () => {
    t = await createMonitoringApp();
    server = serveSite(page);
  });
  afterAll(async () => {
    server?.stop(true);
    await t?.close();
  });
  return { app: () => t!, port: () => server!.port! };
}
