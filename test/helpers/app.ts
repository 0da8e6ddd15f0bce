/**
 * A fresh app on a fresh database in a temporary directory — one per test file (or per test
 * where isolation matters). Time is a ManualClock the test moves.
 *
 * Every answer `request` gets is checked against the OpenAPI document the app serves
 * (openapi-check.ts): a route that answers a status, body or header its documentation does not
 * describe fails the test that made the request — whichever test that is.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type App } from "../../src/app";
import { and, eq, lte } from "drizzle-orm";
import { loadConfig, PROCESS_DATABASE_ENGINE, type Config } from "../../src/config";
import { jobs } from "../../src/jobs/tables";
import { databaseOfDir, freshDatabase } from "../support/pg-cluster";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { createPasswords, type Passwords } from "../../src/lib/password";
import { openRuntime, type Runtime, type RuntimeOptions } from "../../src/runtime";
import type { Ctx } from "../../src/context";
import { OpenApiChecker } from "./openapi-check";

export interface TestApp {
  app: App;
  rt: Runtime;
  config: Config;
  clock: ManualClock;
  logger: ReturnType<typeof memoryLogger>;
  /** A context for calling domain verbs directly (actor: system, via "test"). */
  ctx: Ctx;
  dir: string;
  /**
   * Runs the jobs that are due now (and those they enqueue) to completion, as a started runtime's
   * runner would — the runtime itself stays unstarted, so no timer runs. Move `clock` to make
   * retries due.
   */
  runJobs(): Promise<void>;
  /**
   * `app.handle` on a path of http://localhost. A plain object body is sent as JSON. The answer
   * is checked against the OpenAPI document; a mismatch throws.
   */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * argon2id at its smallest cost: the code path is the server's, the CPU is not (64 MiB and two
 * passes took 60–200 ms a hash, a quarter of the suite). The server's own cost is checked where
 * the real executable hashes (test/secrets.test.ts, test/accounts/cli.test.ts).
 */
export const testPasswords = createPasswords({ memoryCost: 64, timeCost: 1 });

const hasDueJobs = async (rt: Runtime, now: number) => (await rt.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.status, "queued"), lte(jobs.runAt, now))).limit(1)).length > 0;

/**
 * Under `npm run test:pg` (the process started with RIVALSCOPE_DATABASE_URL) each data directory
 * gets a fresh PostgreSQL database of its own; reopening the directory reopens its database.
 */
export async function testDatabaseEnv(dir: string): Promise<Record<string, string>> {
  if (PROCESS_DATABASE_ENGINE !== "postgres") return {};
  let url = databaseOfDir.get(dir);
  if (!url) databaseOfDir.set(dir, (url = await freshDatabase("app")));
  return { RIVALSCOPE_DATABASE_URL: url };
}

/**
 * Limits are counted in this process's memory unless a test asks for `sharedLimits` — also under
 * `npm run test:pg`, where a server would count them in the database: the suites pin the exact
 * sliding-log semantics of one process, and test/cluster proves the database counting (two
 * replicas on one database) on either engine.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: ManualClock; dir?: string; dataset?: unknown; net?: RuntimeOptions["net"]; fetchLimits?: RuntimeOptions["fetchLimits"]; idpFetch?: RuntimeOptions["idpFetch"]; passwords?: Passwords; sharedLimits?: boolean } = {},
): Promise<TestApp> {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), "rivalscope-test-"));
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: dir, LOG_LEVEL: "silent", ...(await testDatabaseEnv(dir)), ...opts.env });
  const clock = opts.clock ?? new ManualClock();
  const logger = memoryLogger("debug");
  const rt = await openRuntime(config, { clock, logger, dataset: opts.dataset, net: opts.net, fetchLimits: opts.fetchLimits, idpFetch: opts.idpFetch, passwords: opts.passwords ?? testPasswords, sharedLimits: opts.sharedLimits ?? false });
  const app = createApp(rt);
  // The document, rebuilt when a test adds routes of its own (as the app's generator does).
  let checker: { routes: number; checker: OpenApiChecker } | null = null;
  const documented = async () => {
    if (checker?.routes !== app.routes.length) {
      const doc = await (await app.handle(new Request("http://localhost/swagger/json"))).json();
      checker = { routes: app.routes.length, checker: new OpenApiChecker(doc) };
    }
    return checker.checker;
  };
  return {
    app,
    rt,
    config,
    clock,
    logger,
    ctx: rt.context({ kind: "system", via: "test" }),
    async runJobs() {
      rt.jobs.start();
      for (let i = 0; i < 100; i++) {
        await rt.jobs.tick();
        await rt.jobs.settled();
        if (rt.jobs.running().length === 0 && !(await hasDueJobs(rt, clock.now()))) break;
      }
      await rt.jobs.stop();
    },
    dir,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      let body = rest.body;
      if (json !== undefined) {
        body = JSON.stringify(json);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
      const method = (rest.method ?? "GET").toUpperCase();
      const res = await app.handle(new Request(`http://localhost${path}`, { ...rest, headers, body }));
      const problems = await (await documented()).check(method, path, res);
      if (problems.length) throw new Error(`The answer does not match the OpenAPI document:\n  ${problems.join("\n  ")}`);
      return res;
    },
    async close() {
      await rt.close();
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
