/**
 * A fresh app on a fresh database in a temporary directory — one per test file (or per test
 * where isolation matters). Time is a ManualClock the test moves.
 *
 * Every answer `request` gets is checked against the OpenAPI document the app serves
 * (openapi-check.ts): a route that answers a status, body or header its documentation does not
 * describe fails the test that made the request — whichever test that is.
 */
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createApp, type App } from "../../src/app";
import { and, eq, lte } from "drizzle-orm";
import { loadConfig, PROCESS_DATABASE_ENGINE, type Config } from "../../src/config";
import { jobs } from "../../src/jobs/tables";
import { databaseOfDir, freshDatabase } from "../support/pg-cluster";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { createPasswords, type Passwords } from "../../src/lib/password";
import { databasePath, openRuntime, type Runtime, type RuntimeOptions } from "../../src/runtime";
import { closeDatabase, copyDatabaseTo, openDatabase } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { syncDataset } from "../../src/catalog/store";
import { embeddedDataset } from "../../src/catalog/dataset-source";
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
 * Migrated databases holding the embedded catalog, one per start time of the clock (the catalog
 * rows carry it), made once per test process: opening a test app then copies a file instead of
 * running every migration and loading the catalog again (about 100 ms of CPU an app, and the
 * suite opens hundreds). Each app still gets a file of its own. Only for the embedded dataset
 * and a directory without a database; anything else opens as the server would.
 */
const templates = new Map<number, Promise<string>>();
let templateDir: string | null = null;

function template(now: number): Promise<string> {
  let made = templates.get(now);
  if (!made) {
    made = (async () => {
      templateDir ??= mkdtempSync(join(tmpdir(), "rivalscope-template-"));
      const path = join(templateDir, `${now}.sqlite`);
      const building = `${path}.building`;
      const db = openDatabase(building);
      try {
        applyMigrations(db);
        await syncDataset(db, new ManualClock(now), embeddedDataset());
        // VACUUM INTO writes one self-contained file (nothing left in a write-ahead log).
        await copyDatabaseTo(db, path);
      } finally {
        await closeDatabase(db);
        for (const f of [building, `${building}-wal`, `${building}-shm`]) rmSync(f, { force: true });
      }
      return path;
    })();
    templates.set(now, made);
  }
  return made;
}
process.on("exit", () => {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
});

/**
 * The checkers of the documents of apps built the same way, shared by the test process: building
 * the document costs an app 40–140 ms of CPU, and most tests open apps alike. What the checker
 * reads of the document (paths, statuses, schemas, headers) follows from the app's routes and its
 * environment; the run-time settings change only texts in it. Routes a test adds are not shared.
 */
const checkers = new Map<string, Promise<OpenApiChecker>>();

function sharedChecker(app: App, env: Record<string, string> | undefined, build: () => Promise<OpenApiChecker>): Promise<OpenApiChecker> {
  const key = JSON.stringify([Object.entries(env ?? {}).sort(), app.routes.map((r) => `${r.method} ${r.path}`)]);
  let made = checkers.get(key);
  if (!made) {
    made = build();
    // A failed build is not kept: the next app tries again.
    made.catch(() => checkers.delete(key));
    checkers.set(key, made);
  }
  return made;
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
  const file = databasePath(config);
  // The template is a SQLite file: under `npm run test:pg` the app opens its own PostgreSQL database.
  if (config.databaseUrl === undefined && opts.dataset === undefined && existsSync(dirname(file)) && !existsSync(file)) {
    copyFileSync(await template(clock.now()), file);
    chmodSync(file, 0o600); // as openRuntime creates it
  }
  const rt = await openRuntime(config, { clock, logger, dataset: opts.dataset, net: opts.net, fetchLimits: opts.fetchLimits, idpFetch: opts.idpFetch, passwords: opts.passwords ?? testPasswords, sharedLimits: opts.sharedLimits ?? false });
  const app = createApp(rt);
  // The document, rebuilt when a test adds routes of its own (as the app's generator does).
  const ownRoutes = app.routes.length;
  let checker: { routes: number; checker: OpenApiChecker } | null = null;
  const documented = async () => {
    if (checker?.routes !== app.routes.length) {
      const routes = app.routes.length;
      const fetchDoc = async () => new OpenApiChecker(await (await app.handle(new Request("http://localhost/swagger/json"))).json());
      checker = { routes, checker: routes === ownRoutes ? await sharedChecker(app, opts.env, fetchDoc) : await fetchDoc() };
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
