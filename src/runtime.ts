/**
 * Runtime — the wiring, shared by the server, the CLI commands and the tests.
 *
 * Constructing it opens the data directory and the database, applies migrations and builds the
 * services; it starts NOTHING: no timer, no loop, no listener, so a CLI command (`keys list`,
 * `migrate`, `backup`) opens and closes it without side effects. `start()` begins the recurring
 * work — one timer that ticks the scheduler, and the job runner (polled by that tick) — and
 * `stop()` ends it all in reverse order within a bounded wait: the runner first (it stops
 * claiming and lets running jobs finish while the scheduler still extends their leases), then the
 * timer; `close()` then flushes what is buffered (usage counters) and closes the database.
 */
import { closeSync, existsSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AppDeps } from "./app";
import { PROCESS_DATABASE_ENGINE, type Config } from "./config";
import { contextFactory, randomIds, type Ids } from "./context";
import { createCheckpointer } from "./db/checkpoint";
import { closeDatabase, openDatabase, type Db } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { systemClock, type Clock } from "./lib/clock";
import { createLogger, type Logger } from "./lib/log";
import type { Passwords } from "./lib/password";
import { ensurePrivateDir } from "./lib/private-dir";
import { createScheduler } from "./lib/scheduler";
import { createLease } from "./cluster/lease";
import { replicaId } from "./cluster/replica";
import { checkInstanceKey } from "./cluster/key-check";
import { changeCounter, engineOf } from "./db/handle";
import { loadInstanceKeys } from "./lib/instance-key";
import { createSealer } from "./lib/seal";
import { createAccess } from "./access/service";
import { createCatalog } from "./catalog/service";
import { datasetObject, embeddedDataset } from "./catalog/dataset-source";
import { createAdminService } from "./admin/service";
import { createBilling } from "./billing/service";
import { createAccounts } from "./accounts/service";
import { purgeExpiredRefreshTokens } from "./accounts/refresh-tokens";
import { purgeExpiredResets } from "./accounts/password-reset";
import { purgeExpiredConfirmations } from "./accounts/sign-up";
import { createMailer } from "./mail/mailer";
import { createJobRunner, type JobRunner } from "./jobs/runner";
import { scheduleJobHousekeeping } from "./jobs/housekeeping";
import { registerTestKinds } from "./jobs/test-kinds";
import { createOutbound, type OutboundDeps } from "./net/outbound";
import { MAIL_SEND, purgeSealedMail } from "./mail/outbox";
import { createIntel, type IntelDeps } from "./intel/service";
import { VERSION } from "./lib/version";
import { purgeStaleReveals } from "./billing/lifecycle";
import { createReports } from "./reports/service";
import { allowanceReportsSince, REPORT_GENERATE } from "./reports/reports";
import { WEBHOOK_DELIVER } from "./webhooks/deliveries";
import { createWebhooks } from "./webhooks/service";
import { countEndpoints } from "./webhooks/endpoints";
import { scheduleBackups } from "./backups/schedule";
import { createSettings, SETTINGS_REFRESH_MS } from "./settings/service";
import { createMetrics } from "./ops/metrics";
import { noOpsEvents } from "./lib/ops-events";
import { createMonitoring, MONITORING_CHECK } from "./monitoring/service";
import { countCompetitors } from "./monitoring/competitors";
import type { Renderer } from "./browser/renderer";
import { createAnalysisPool, defaultWorkers, type AnalysisPool } from "./analysis/pool";

export interface Runtime extends AppDeps {
  /** Starts the recurring work (the scheduler's timer and start hooks). Idempotent. */
  start(): void;
  /** Stops what start() started, in reverse order, each within a bounded wait. Idempotent. */
  stop(): Promise<void>;
  /** stop(), then flush buffers and close the database. Safe to call twice. */
  close(): Promise<void>;
  /** True between start() and stop(). */
  readonly started: boolean;
  /** The job runner: kinds are registered here; it claims only once started. */
  jobs: JobRunner;
  /** Where every parse and extraction runs (src/analysis/pool.ts); its stats say where they ran. */
  analysis: AnalysisPool;
  /**
   * The browser that renders script-drawn pages (src/browser/renderer.ts), or null when neither
   * RIVALSCOPE_BROWSER nor RIVALSCOPE_BROWSER_WS is set. Created on first call, not at start: a
   * CLI command or an instance that never meets such a page starts no Chromium. Closed by close().
   */
  renderer(): Renderer | null;
}

export interface RuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  ids?: Ids;
  /** An already-open database (tests); otherwise `<dataDir>/rivalscope.sqlite`. */
  db?: Db;
  /** The catalog dataset to load (tests); otherwise the one embedded from data/tools.json. */
  dataset?: unknown;
  /** The network seam's fetch and resolver (tests: fake DNS answers, loopback fixture sites). */
  net?: Pick<OutboundDeps, "fetch" | "resolve">;
  /** The page fetcher's bounds (tests: a short timeout, a small size cap). */
  fetchLimits?: IntelDeps["fetch"];
  /** How the external identity provider is reached (tests: one that is down); otherwise fetch. */
  idpFetch?: typeof fetch;
  /** Password hashing (tests: a cheaper argon2 cost); otherwise argon2id at ARGON2_COST. */
  passwords?: Passwords;
  /**
   * Count limits in the database as replicas sharing one must (src/access/shared-counters.ts);
   * otherwise only on PostgreSQL. Tests set it to run the shared path on SQLite connections.
   */
  sharedLimits?: boolean;
  /** Where lines for a person go (the setup link); otherwise standard error. */
  print?: (line: string) => void;
}

/** How often the scheduler looks for due work once started. */
const TICK_MS = 250;
/** How long stop() waits for one component to finish before moving on (unless it says). */
const STOP_WAIT_MS = 10_000;
/** How often the job runner looks for due jobs (it is also woken when this process enqueues). */
const JOBS_POLL_MS = 500;
/** How often, while started, a worker copies the write-ahead log into the database (db/checkpoint.ts). */
const CHECKPOINT_MS = 1000;
/**
 * How long the scheduler's lease lasts without renewal (PostgreSQL): the longest the shared tasks
 * go unrun after their replica dies (plus their interval). Renewed every third of it.
 */
const SCHEDULER_LEASE_MS = 15_000;
/** How often a runtime asks its connection's change counter whether another process committed. */
const CHANGES_REFRESH_MS = 1000;

export function databasePath(config: Config): string {
  return join(resolve(config.dataDir), "rivalscope.sqlite");
}

/**
 * The data directory is created 0700 (an existing one open to others is tightened to 0700, or a
 * warning says it could not be) and the database file 0600 (SQLite gives its -wal and -shm files
 * the database file's mode): they hold hashes, sealed secrets and customer data.
 */
function openDataDir(config: Config, logger: Logger): Db {
  const dir = resolve(config.dataDir);
  const outcome = ensurePrivateDir(dir);
  if (outcome.kind === "tightened") logger.info("data directory was open to other users: permissions tightened", { data_dir: dir, from: outcome.from, to: outcome.to });
  if (outcome.kind === "open") {
    logger.warn("data directory is open to other users and could not be tightened: run chmod 700 on it as its owner", { data_dir: dir, mode: outcome.mode, reason: outcome.reason });
  }
  // PostgreSQL (SPEC §13): the data directory keeps only what is per machine (the instance key
  // file when the key is not given, backups); every piece of state is in the database.
  if (config.databaseUrl) return openDatabase(config.databaseUrl);
  if (PROCESS_DATABASE_ENGINE === "postgres") throw new Error("this process was started for PostgreSQL (RIVALSCOPE_DATABASE_URL in its environment) but its configuration names no database");
  const path = databasePath(config);
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  return openDatabase(path);
}

export async function openRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const clock = opts.clock ?? systemClock;
  const db = opts.db ?? openDataDir(config, logger);
  const { applied } = await migrateDatabase(db);
  if (applied.length) logger.info("migrations applied", { applied });

  const secrets = createSealer(loadInstanceKeys({ key: config.encryptionKey, previous: config.previousEncryptionKeys, dataDir: resolve(config.dataDir) }));
  // A process whose key cannot open this database's secrets stops here, saying why (src/cluster/key-check.ts).
  try {
    await checkInstanceKey(db, secrets, clock);
  } catch (e) {
    if (!opts.db) await closeDatabase(db);
    throw e;
  }
  // The environment with the dashboard's overrides: what every service reads at use time.
  const settings = await createSettings({ db, config, logger });
  const context = contextFactory({ db, clock, logger, secrets, ids: opts.ids ?? randomIds, settings, passwords: opts.passwords });
  const replica = replicaId(config.replicaId);
  // Replicas sharing a database (PostgreSQL) run the installation's scheduled tasks on one of
  // them, the holder of this lease; one process on its SQLite file needs none and writes none.
  const schedulerLease =
    engineOf(db) === "postgres"
      ? { ...createLease({ db, clock, name: "scheduler", holder: replica, ttlMs: SCHEDULER_LEASE_MS, onError: (e) => logger.warn("scheduler lease not renewed", { err: e as Error }) }), renewEveryMs: SCHEDULER_LEASE_MS / 3 }
      : undefined;
  const scheduler = createScheduler(clock, (name, e) => logger.error("scheduled task failed", { task: name, err: e as Error }), { lease: schedulerLease });
  /** Components that run while started, in start order; stopped in reverse. */
  const components: { name: string; start(): void; stop(): void | Promise<void>; stopWaitMs?: number }[] = [];
  /** Buffers written at close, in reverse order of registration. */
  const flushers: { name: string; flush(): void | Promise<void> }[] = [];

  // Every parse and extraction (scan, roast, reports, checks) off the event loop, each site under a
  // CPU budget the dashboard may change (src/analysis/pool.ts). Workers start on first use.
  const analysis = createAnalysisPool({
    workers: config.analysis.workers ?? defaultWorkers(),
    maxWaiting: config.analysis.queue,
    budgetMs: () => settings.current().analysis.budgetMs,
    onError: (e) => logger.warn("analysis runs in the main thread: no worker", { err: e }),
  });
  // One registry per runtime: tests open many runtimes in one process.
  const metrics = config.metrics ? createMetrics({ db, tiers: Object.keys(config.tiers), analysis: () => analysis.stats(), replica }) : null;
  const events = metrics?.events ?? noOpsEvents;

  // ── Services: one line each; every service is a plain object of domain functions. ──
  const net = createOutbound({ allowPrivate: config.allowPrivateNetworks, ...opts.net });
  const catalog = await createCatalog({ db, clock, logger, dataset: opts.dataset !== undefined ? datasetObject(opts.dataset) : embeddedDataset() });
  // The browser for script-drawn pages (issue 28), made at first use and only when configured.
  let renderer: Renderer | null = null;
  let closed = false;
  const rendererOf = (): Renderer | null => {
    if (!config.browser || closed) return null;
    // One page at a time per analysis worker at most (issue 28: one renderer per core); every
    // request of the page goes through the same address policy as the fetcher (its proxy).
    // Loaded here, not at start: the renderer launches Chromium through node:child_process, whose
    // loading is part of every start otherwise, and most installations never configure a browser.
    const { createRenderer } = require("./browser/renderer") as typeof import("./browser/renderer");
    renderer ??= createRenderer({
      browser: config.browser,
      net,
      // A browser run elsewhere reaches the proxies where config says (they admit only its addresses).
      proxyHost: "proxyHost" in config.browser ? config.browser.proxyHost : "127.0.0.1",
      renderers: Math.max(1, defaultWorkers()),
      maxWaiting: config.analysis.queue,
      onWarn: (message, fields) => logger.warn(message, fields),
    });
    return renderer;
  };
  // Sites we read see who is reading and where to find out more (a descriptive User-Agent).
  const intel = createIntel({ analysis, net, clock, catalog, renderer: rendererOf, userAgent: `Rivalscope/${VERSION} (+${config.baseUrl})`, fetch: { onFetched: events.fetched, ...opts.fetchLimits } });
  // Replicas share limits through the database; one process on SQLite keeps them in memory.
  const sharedLimits = opts.sharedLimits ?? engineOf(db) === "postgres";
  /** Where the domains' own limits count when replicas share the database; null: in each process's memory. */
  const limitsDb = sharedLimits ? db : null;
  const access = createAccess({ db, clock, settings, logger, events, pricingUrl: `${config.baseUrl}/pricing`, shared: sharedLimits });
  const mail = createMailer({ logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const billing = createBilling({ config, settings, logger, mail });
  const reports = createReports({ config, settings, clock, net, intel, billing, mail, sharedLimits: limitsDb });
  const accounts = createAccounts({ config, settings, clock, logger, mail, fetch: opts.idpFetch ?? globalThis.fetch, sharedLimits: limitsDb });
  // GET /api/me shows the reports a plan's allowance paid for this month.
  accounts.allowances.register("reports", allowanceReportsSince);
  const webhooks = createWebhooks({ config, settings, clock, net, mail, events });
  accounts.allowances.register("webhooks", (ctx, { accountId }) => countEndpoints(ctx, { accountId }));
  const monitoring = createMonitoring({ config, settings, clock, net, intel, billing, mail, analyser: analysis, sharedLimits: limitsDb });
  accounts.allowances.register("competitors", (ctx, { accountId }) => countCompetitors(ctx, { accountId }));
  const admin = await createAdminService({ context, clock, config, logger, print: opts.print });
  const jobs = createJobRunner({ db, context, clock, logger, concurrency: config.jobs.concurrency, leaseMs: config.jobs.leaseMs, shutdownWaitMs: config.shutdownWaitMs, events });

  // ── Recurring work, driven by the scheduler once started. ──
  // Another process or replica on this database (a second server, the CLI) may have changed a
  // setting or the catalog (key and sign-in revocations are checked on use: access/keys.ts,
  // accounts/refresh-tokens.ts). Each second the connection's change counter says whether anyone
  // committed anything (no database read on SQLite: data_version); only then are the two version
  // rows read, and every SETTINGS_REFRESH_MS in any case, whatever the counter covers. So a change
  // is seen everywhere within about a second of the counter moving, 5 s at most (SPEC §13).
  const changed = changeCounter(db);
  let seenChanges = changed();
  let refreshedAt = clock.now();
  scheduler.every("shared-state.refresh", CHANGES_REFRESH_MS, async () => {
    const v = changed();
    if (v === seenChanges && clock.now() - refreshedAt < SETTINGS_REFRESH_MS) return;
    seenChanges = v;
    refreshedAt = clock.now();
    await settings.refresh();
    await catalog.refresh();
  });
  if (config.usageFlushMs > 0) scheduler.every("usage.flush", config.usageFlushMs, () => access.flush());
  scheduler.every("access.sweep", 60_000, () => {
    access.sweep();
    accounts.sweep();
    reports.limits.request.sweep();
    reports.limits.read.sweep();
    reports.limits.order.sweep();
  });
  scheduler.every("access.purge-ip-usage", 3_600_000, async () => void (await access.purgeIpUsage()), { immediately: true, shared: true });
  const system = context({ kind: "system", via: "scheduler" });
  // Secrets kept only as long as they are needed: unseen success-page keys, unsent mail texts.
  scheduler.every(
    "secrets.purge",
    3_600_000,
    async () => {
      await purgeStaleReveals(system);
      await purgeSealedMail(system);
    },
    { immediately: true, shared: true },
  );
  // Dead credentials are not kept: refresh tokens past their expiry, reset and confirmation links a day after theirs.
  scheduler.every("accounts.purge", 3_600_000, async () => {
    await purgeExpiredRefreshTokens(system);
    await purgeExpiredResets(system);
    await purgeExpiredConfirmations(system);
  }, { shared: true });
  scheduler.every("webhooks.purge", 3_600_000, () => webhooks.purge(system), { immediately: true, shared: true });
  scheduler.every("webhooks.sweep", 60_000, () => webhooks.sends.sweep());
  // Due competitor checks, each on its own slot of its plan's interval (monitoring/schedule.ts).
  scheduler.every("monitoring.schedule", 60_000, async () => void (await monitoring.schedule(system)), { immediately: true, shared: true });
  scheduler.every("monitoring.sweep", 60_000, () => monitoring.checks.sweep());
  flushers.push({ name: "usage", flush: () => access.flush() });

  // ── Job kinds. ──
  jobs.register(MAIL_SEND, mail.job);
  jobs.register(REPORT_GENERATE, reports.job);
  jobs.register(WEBHOOK_DELIVER, webhooks.job);
  jobs.register(MONITORING_CHECK, monitoring.job);
  scheduleJobHousekeeping({ runner: jobs, scheduler, context, retentionDays: () => settings.current().jobs.retentionDays });
  // Scheduled backups on SQLite only: on PostgreSQL the schedule would run on one replica and the
  // job on any, scattering the archives over the replicas' disks. There, `rivalscope backup` (a
  // pg_dump archive) runs from the operator's own schedule on one machine (docs/operations.md).
  if (engineOf(db) === "sqlite") scheduleBackups({ runner: jobs, scheduler, context, config, settings });
  if (config.jobs.testKinds) registerTestKinds(jobs, config.dataDir);
  scheduler.every("jobs.run", JOBS_POLL_MS, () => jobs.tick(), { immediately: true });

  // First, so it stops last: the jobs' final writes are still checkpointed off the event loop.
  // SQLite's write-ahead log only: PostgreSQL checkpoints by itself.
  const checkpointer = engineOf(db) === "postgres" ? { start() {}, stop() {} } : createCheckpointer({ db, intervalMs: CHECKPOINT_MS, onError: (e) => logger.warn("database checkpoints run in the main thread: no worker", { err: e }) });
  // Said once, when this process starts serving (CLI commands open the runtime without starting it).
  components.push({ name: "billing", start: () => billing.warnings().forEach((w) => logger.warn(w)), stop: () => {} });
  components.push({ name: "checkpoint", start: () => checkpointer.start(), stop: () => checkpointer.stop() });

  let timer: ReturnType<typeof setInterval> | null = null;
  let ticking: Promise<void> = Promise.resolve();
  components.push({
    name: "scheduler",
    start() {
      timer = setInterval(() => {
        ticking = scheduler.tick();
      }, TICK_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      // Another replica takes the shared tasks over at once, not one lease later.
      await schedulerLease?.release();
    },
  });

  // After the scheduler, so it stops first: the timer keeps extending leases while jobs finish.
  components.push({ name: "jobs", start: () => jobs.start(), stop: () => jobs.stop(), stopWaitMs: config.shutdownWaitMs + STOP_WAIT_MS });

  const bounded = async (name: string, what: string, fn: () => void | Promise<void>, waitMs = STOP_WAIT_MS) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(fn),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`${what} of ${name} took longer than ${waitMs} ms`)), waitMs);
        }),
      ]);
    } catch (e) {
      logger.error(`error during ${what}`, { component: name, err: e as Error });
    } finally {
      clearTimeout(timeout);
    }
  };

  let started = false;
  const rt: Runtime = {
    renderer: rendererOf,
    config,
    settings,
    db,
    logger,
    clock,
    startedAt: clock.now(),
    context,
    scheduler,
    net,
    intel,
    catalog,
    access,
    mail,
    billing,
    reports,
    accounts,
    webhooks,
    monitoring,
    admin,
    jobs,
    analysis,
    metrics,
    get started() {
      return started;
    },
    start() {
      if (started || closed) return;
      started = true;
      for (const c of components) c.start();
    },
    async stop() {
      if (!started) return;
      started = false;
      for (const c of [...components].reverse()) await bounded(c.name, "stop", () => c.stop(), c.stopWaitMs);
    },
    async close() {
      if (closed) return;
      await rt.stop();
      closed = true;
      for (const f of [...flushers].reverse()) await bounded(f.name, "flush", () => f.flush());
      await renderer?.close();
      analysis.close();
      await closeDatabase(db);
    },
  };
  return rt;
}
