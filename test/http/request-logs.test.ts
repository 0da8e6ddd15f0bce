/**
 * Access logs: one JSON line per request with the route template, never a secret the client
 * sent; LOG_LEVEL decides whether they are written at all.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { issueApiKey } from "../../src/access/keys";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger, type LogLevel } from "../../src/lib/log";
import { openRuntime } from "../../src/runtime";
import { testDatabaseEnv } from "../helpers/app";
import { until } from "../helpers/wait";

/** An app whose logger is at `level`, as LOG_LEVEL would make it (createTestApp logs everything). */
async function appAt(level: LogLevel) {
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-logs-"));
  const logger = memoryLogger(level);
  const rt = await openRuntime(loadConfig({ RIVALSCOPE_DATA_DIR: dir, LOG_LEVEL: level, ...(await testDatabaseEnv(dir)) }), { clock: new ManualClock(), logger });
  const app = createApp(rt);
  return {
    rt,
    logger,
    send: (path: string, init: RequestInit = {}) => app.handle(new Request(`http://localhost${path}`, init)),
    /** onAfterResponse runs after the answer is handed over: let it. */
    settle: () => new Promise((r) => setTimeout(r, 5)),
    requestLines: () => logger.lines.filter((l) => l.msg === "request"),
    async close() {
      await rt.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("request logs at info", () => {
  let a: Awaited<ReturnType<typeof appAt>>;
  beforeAll(async () => {
    a = await appAt("info");
  });
  afterAll(() => a.close());

  test("one line per request: method, route template, status, duration, request id, client IP", async () => {
    const before = a.requestLines().length;
    await a.send("/api/v1/tools/slack", { headers: { "x-request-id": "trace-abc-1" } });
    await a.send("/api/v1/tools/slack", { headers: { "x-request-id": "trace-abc-2" } }); // the fast path
    await a.send("/no/such/page");
    // A line is written after its answer is handed over; on PostgreSQL a request may still be
    // awaiting a query then, so wait for the lines rather than a fixed time.
    await until("three request lines", () => a.requestLines().length - before >= 3);
    await a.settle();
    const lines = a.requestLines().slice(before);
    expect(lines).toHaveLength(3);
    const byId = Object.fromEntries(lines.map((l) => [l.request_id, l]));
    for (const id of ["trace-abc-1", "trace-abc-2"]) {
      expect(byId[id]).toMatchObject({ level: "info", method: "GET", route: "/api/v1/tools/:slug", status: 200, ip: "127.0.0.1" });
      expect(typeof byId[id].duration_ms).toBe("number");
    }
    expect(lines.find((l) => l.status === 404)).toMatchObject({ route: "unmatched", method: "GET" });
  });

  test("the caller is named by its key's id when it sent a key", async () => {
    const ctx = a.rt.context({ kind: "system", via: "test" });
    const { key, record } = await issueApiKey(ctx, { email: "log@example.com", tier: "pro" });
    const before = a.requestLines().length;
    await a.send("/api/v1/tools?q=crm", { headers: { "x-api-key": key } });
    await a.settle();
    const [line] = a.requestLines().slice(before);
    expect(line).toMatchObject({ actor: "api_key", actor_id: record.id, status: 200 });
    expect(JSON.stringify(line)).not.toContain(key);
  });

  test("no key, token, password or secret sent by a client reaches the log", async () => {
    const SECRETS = {
      key: "rs_live_SECRETKEYVALUE0123456789abcd",
      bearer: "eyJhbGciOiJIUzI1NiJ9.SECRETBEARERTOKEN.c2lnbmF0dXJl",
      password: "SECRET-password-hunter2-xyz",
      queryKey: "SECRETQUERYKEY42",
      queryToken: "SECRETQUERYTOKEN42",
      cookie: "SECRETCOOKIEVALUE99",
      pathToken: "SECRETPATHTOKEN77",
    };
    const before = a.logger.lines.length;
    const json = { "content-type": "application/json" };
    await a.send("/api/v1/tools?q=crm", { headers: { "x-api-key": SECRETS.key } });
    await a.send("/api/me", { headers: { authorization: `Bearer ${SECRETS.bearer}` } });
    await a.send("/api/auth/login", { method: "POST", headers: json, body: JSON.stringify({ email: "who@example.com", password: SECRETS.password }) });
    await a.send("/admin/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `email=a%40example.com&password=${SECRETS.password}` });
    await a.send(`/api/v1/tools?key=${SECRETS.queryKey}&token=${SECRETS.queryToken}`);
    await a.send(`/metrics?token=${SECRETS.queryToken}`, { headers: { authorization: `Bearer ${SECRETS.bearer}` } });
    await a.send("/admin", { headers: { cookie: `rs_admin=${SECRETS.cookie}` } });
    await a.send(`/account/reset/${SECRETS.pathToken}`);
    await a.send(`/api/v1/${SECRETS.key}`);
    await a.settle();
    const written = a.logger.lines.slice(before);
    expect(written.filter((l) => l.msg === "request").length).toBeGreaterThanOrEqual(9);
    const text = written.map((l) => JSON.stringify(l)).join("\n");
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });
});

describe("LOG_LEVEL", () => {
  for (const level of ["warn", "silent"] as const) {
    test(`${level}: no request lines`, async () => {
      const a = await appAt(level);
      try {
        await a.send("/api/v1/tools?q=crm");
        await a.send("/no/such/page");
        await a.settle();
        expect(a.requestLines()).toHaveLength(0);
        if (level === "silent") expect(a.logger.lines).toHaveLength(0);
      } finally {
        await a.close();
      }
    });
  }
});
