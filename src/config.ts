/**
 * Config — the process environment (plus CLI flags, which win) parsed once with zod.
 * Nothing else in the code base reads `process.env`; main.ts passes the result down — with one
 * exception, PROCESS_DATABASE_ENGINE below.
 */
import { z } from "zod";
import { readDecimalInteger } from "./lib/decimal-integer";
import { CHANGE_THRESHOLDS, LIMIT_MAX, type ChangeThreshold, type Plan, type Tier } from "./lib/plans";

export { LIMIT_MAX };

export type { Tier };

/** The two database engines the data layer is shaped for (SPEC §13). */
export type DatabaseEngine = "sqlite" | "postgres";

/** The engine a database URL names: a postgres:// URL, or SQLite when there is none. */
export const engineOfUrl = (url: string | undefined): DatabaseEngine => (url && /^postgres(ql)?:\/\//i.test(url) ? "postgres" : "sqlite");

/**
 * The database engine of this process — the one setting read while modules load rather than by
 * loadConfig: every domain's tables are built for it when their module is imported
 * (src/db/columns.ts), before main.ts gets to parse anything. A process has one engine for life.
 */
export const PROCESS_DATABASE_ENGINE: DatabaseEngine = engineOfUrl(process.env.RIVALSCOPE_DATABASE_URL);

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * A whole number within bounds, in decimal digits only (src/lib/decimal-integer.ts): the schema of
 * every integer setting, so the environment and the dashboard read `0x10`, `" 5"`, `1e3`, `+5`
 * and numbers past their maximum the same way — refused, with the variable named.
 */
const integer = (min: number, max: number) =>
  z.string().transform((v, ctx) => {
    const r = readDecimalInteger(v, { min, max });
    if (r.ok) return r.value;
    ctx.addIssue({ code: "custom", message: r.message });
    return z.NEVER;
  });

const port = integer(0, 65535);

/** Optional per-tier limit; "unlimited" (or empty) means no limit. */
const limit = z
  .string()
  .transform((v, ctx) => {
    if (v === "" || v.toLowerCase() === "unlimited") return null;
    const r = readDecimalInteger(v, { min: 1, max: LIMIT_MAX });
    if (r.ok) return r.value;
    ctx.addIssue({ code: "custom", message: `${r.message}, or "unlimited"` });
    return z.NEVER;
  })
  .optional();

const MAX_PROXY_HOPS = 10;

/**
 * Proxies in front: a hop count. "true"/"yes"/"on" mean one (the usual single reverse proxy),
 * "false"/"no"/"off" none.
 */
const proxyHops = z
  .string()
  .transform((v, ctx) => {
    const word = v.toLowerCase();
    if (["true", "yes", "on"].includes(word)) return 1;
    if (["false", "no", "off"].includes(word)) return 0;
    const hops = readDecimalInteger(word, { min: 0, max: MAX_PROXY_HOPS });
    if (hops.ok) return hops.value;
    ctx.addIssue({ code: "custom", message: `must be the number of proxies in front (0 to ${MAX_PROXY_HOPS}) or true/false` });
    return z.NEVER;
  });

/** Base64 of exactly 32 bytes (`openssl rand -base64 32`). */
const base64Key = z.string().refine((s) => Buffer.from(s.trim(), "base64").length === 32, "must be the base64 encoding of exactly 32 bytes (e.g. openssl rand -base64 32)");

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** A price in US dollars as people write it ("99", "99.50"), kept in cents. */
const dollars = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, "must be an amount in US dollars, e.g. 99 or 99.50")
  .transform((v) => Math.round(Number(v) * 100))
  .refine((cents) => cents >= 50, "must be at least 0.50 (Stripe's smallest charge)");

/** The webhook retry schedule: at most this many retries, each after 1 s to a day. */
export const RETRY_SCHEDULE_MAX = 10;
const RETRY_DELAY_SECONDS = { min: 1, max: 86_400 };

const retrySchedule = z.string().transform((v, ctx) => {
  const entries = v.split(",");
  const fail = (why: string) => (ctx.addIssue({ code: "custom", message: `must be comma-separated seconds, e.g. 60,300,1500: ${why}` }), z.NEVER);
  // Each entry is one more attempt of every failing delivery: a long list multiplies the traffic
  // to a receiver that is down (500 entries made 501 attempts per delivery).
  if (entries.length > RETRY_SCHEDULE_MAX) return fail(`at most ${RETRY_SCHEDULE_MAX} retries (got ${entries.length})`);
  const seconds: number[] = [];
  for (const [i, entry] of entries.entries()) {
    const r = readDecimalInteger(entry, RETRY_DELAY_SECONDS);
    if (!r.ok) return fail(`entry ${i + 1} ${r.message}`);
    seconds.push(r.value);
  }
  return seconds;
});

/**
 * Every environment variable, declared once: its schema (default included), what it means, and
 * whether its value is a secret (the dashboard then shows only "set" / "not set"). The parser,
 * the settings page and the README check (test/config.test.ts) all read this table.
 */
interface VarSpec {
  schema: z.ZodType;
  doc: string;
  secret?: boolean;
  /** For the test suite only: not part of the documented configuration. */
  internal?: boolean;
  /**
   * The part of the product this variable configures, while that part is not built yet: the
   * variable is parsed (so a deployment can set it ahead), but the settings page leaves it out
   * rather than show a setting that does nothing. Remove it when the part lands.
   */
  awaits?: string;
  /**
   * An operator may override it at run time on the dashboard's Settings page (src/settings): the
   * environment then gives only the default, and every reader takes the effective value from
   * `settings.current()` at use time. Never for secrets, addresses or the data directory.
   */
  editable?: boolean;
}
const v = <S extends z.ZodType>(schema: S, doc: string, secret = false, awaits?: string) => ({ schema, doc, secret, awaits, editable: undefined as boolean | undefined }) satisfies VarSpec;
/** Marks a variable as editable at run time (see VarSpec.editable). */
const editable = <T extends { schema: z.ZodType; doc: string; secret: boolean; awaits: string | undefined }>(spec: T) => ({ ...spec, editable: true as const });
const internal = <S extends z.ZodType>(schema: S, doc: string) => ({ schema, doc, secret: false, internal: true, awaits: undefined, editable: undefined }) satisfies VarSpec;

export const ENV_VARS = {
  PORT: v(port.default(3000), "listen port (0 picks a free one)"),
  HOST: v(z.string().min(1, "must not be empty").default("0.0.0.0"), "listen address"),
  RIVALSCOPE_SHARE_PORT: v(bool.default(false), "let several servers listen on one port, the kernel balancing connections between them (replicas on a shared database); otherwise a busy port stops serve"),
  RIVALSCOPE_DATA_DIR: v(z.string().min(1, "must not be empty").default("./rivalscope-data"), "database and other runtime files"),
  RIVALSCOPE_BASE_URL: v(url.optional(), "public address used in links (checkout, preview_url)"),
  RIVALSCOPE_TRUST_PROXY: v(proxyHops.default(0), "proxies you run in front; the client IP is that many hops from the right of X-Forwarded-For"),
  RIVALSCOPE_ENCRYPTION_KEY: v(base64Key.optional(), "instance key (base64 of 32 bytes) sealing secrets at rest; unset: <data dir>/secret.key", true),
  RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS: v(z.string().refine((s) => s.split(",").every((k) => base64Key.safeParse(k.trim()).success), "must be base64 keys of 32 bytes, comma-separated").optional(), "retired instance keys, comma-separated, still opening what they sealed", true),
  RIVALSCOPE_PAYMENTS: v(z.enum(["stripe", "local", "off"], { error: "must be stripe, local or off" }).optional(), "payment provider: stripe, local (test checkout) or off"),
  STRIPE_SECRET_KEY: v(z.string().min(1).optional(), "Stripe API key", true),
  STRIPE_WEBHOOK_SECRET: v(z.string().min(1).optional(), "Stripe webhook signing secret", true),
  STRIPE_API_BASE: v(url.optional(), "another address for Stripe's API (tests)"),
  STRIPE_PRICE_STARTER: v(z.string().min(1).optional(), "Stripe price id of the starter tier"),
  STRIPE_PRICE_PRO: v(z.string().min(1).optional(), "Stripe price id of the pro tier"),
  STRIPE_PRICE_TRACKER: v(z.string().min(1).optional(), "Stripe price id of the Tracker plan"),
  STRIPE_PRICE_COMMAND: v(z.string().min(1).optional(), "Stripe price id of the Command plan"),
  RIVALSCOPE_TRACKER_PRICE: editable(v(dollars.default(9900), "monthly price of the Tracker plan in US dollars (without a Stripe price id)")),
  RIVALSCOPE_COMMAND_PRICE: editable(v(dollars.default(29900), "monthly price of the Command plan in US dollars (without a Stripe price id)")),
  RIVALSCOPE_OIDC_ISSUER: v(url.optional(), "issuer whose access tokens interface B accepts besides its own (OpenID Connect discovery)"),
  RIVALSCOPE_OIDC_AUDIENCE: v(z.string().min(1, "must not be empty").max(500).optional(), "audience (aud) those tokens must be issued for; required with RIVALSCOPE_OIDC_ISSUER"),
  RIVALSCOPE_OIDC_CLIENT_ID: v(z.string().min(1, "must not be empty").max(500).optional(), "client id of the customer app at RIVALSCOPE_OIDC_ISSUER: with it, the sign-in pages offer \"Sign in with …\" (authorization code + PKCE; redirect URI <base URL>/app/oidc/callback)"),
  RIVALSCOPE_OIDC_CLIENT_SECRET: v(z.string().min(1).optional(), "that client's secret (unset: a public client, PKCE only)", true),
  RIVALSCOPE_OIDC_NAME: v(z.string().min(1, "must not be empty").max(60, "must be at most 60 characters").optional(), "the provider's name on the button \"Sign in with …\" (default: the issuer's host name)"),
  RIVALSCOPE_SIGNUP: v(z.enum(["open", "off"], { error: "must be open or off" }).default("open"), "self sign-up in the customer app (/app/signup): open, or off (accounts come from checkouts, the operator and the identity provider only)"),
  STRIPE_PRICE_REPORT: v(z.string().min(1).optional(), "Stripe price id of a report (a one-off price)"),
  RIVALSCOPE_REPORT_PRICE: editable(v(dollars.default(4900), "price of one report in US dollars (without a Stripe price id)")),
  RIVALSCOPE_ADMIN_EMAIL: v(z.email({ error: "must be an email address" }).optional(), "first admin, created at start while there is none"),
  RIVALSCOPE_ADMIN_PASSWORD: v(z.string().min(8, "must be at least 8 characters").optional(), "first admin's password", true),
  RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: v(bool.default(false), "let the fetcher and webhooks reach private and loopback addresses"),
  RIVALSCOPE_SMTP_URL: v(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(), "SMTP server for outgoing mail; unset: mail stays in the outbox", true),
  RIVALSCOPE_MAIL_FROM: v(z.string().min(3).default("Rivalscope <no-reply@localhost>"), "sender of outgoing mail"),
  RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: editable(v(retrySchedule.default([60, 300, 1500]), "seconds before each retry of a failed webhook delivery")),
  RIVALSCOPE_WEBHOOK_ENDPOINTS: editable(v(integer(1, 1000).default(3), "webhook endpoints an account on the Command plan may have")),
  RIVALSCOPE_WEBHOOK_RETENTION_DAYS: editable(v(integer(1, 3650).default(30), "webhook deliveries and their attempts are deleted this many days after they were created")),
  RIVALSCOPE_SNAPSHOT_RETENTION: editable(v(integer(1, 10_000).default(50), "snapshots kept per page of a tracked competitor (the newest)")),
  RIVALSCOPE_METRICS: v(bool.default(true), "serve GET /metrics and count requests, jobs and deliveries for it (off: neither)"),
  RIVALSCOPE_METRICS_TOKEN: v(z.string().min(1).optional(), "Bearer token /metrics requires (unset: /metrics is open; keep it off the public internet)", true),
  RIVALSCOPE_REPLICA_ID: v(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "must be 1 to 64 letters, digits, dots, dashes or underscores").optional(), "this process's name among replicas sharing one PostgreSQL database: /metrics labels its series with it (unset: host name and process id)"),
  LOG_LEVEL: v(z.enum(["debug", "info", "warn", "error", "silent"], { error: "must be debug, info, warn, error or silent" }).default("info"), "log level"),
  // Interface A tiers: per-minute limits and quotas (free: per UTC day; paid: per calendar month).
  RIVALSCOPE_FREE_PER_MINUTE: editable(v(limit, "free tier: requests per minute per IP (default 30)")),
  RIVALSCOPE_FREE_PER_DAY: editable(v(limit, "free tier: requests per UTC day per IP (default 100)")),
  RIVALSCOPE_STARTER_PER_MINUTE: editable(v(limit, "starter tier: requests per minute (default 60)")),
  RIVALSCOPE_STARTER_PER_MONTH: editable(v(limit, "starter tier: requests per month (default 1,000)")),
  RIVALSCOPE_PRO_PER_MINUTE: editable(v(limit, "pro tier: requests per minute (default 300)")),
  RIVALSCOPE_PRO_PER_MONTH: editable(v(limit, "pro tier: requests per month (default 10,000)")),
  RIVALSCOPE_CHECKOUT_PER_MINUTE: editable(v(limit, "POST /api/v1/checkout per IP per minute (default 10)")),
  RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: editable(v(limit, "POST /api/v1/validate-key per IP per minute (default 30)")),
  RIVALSCOPE_AUTH_PER_MINUTE: editable(v(limit, "POST /api/auth/login, /refresh, /logout and /password-reset: each per IP per minute (default 30)")),
  RIVALSCOPE_BILLING_PER_MINUTE: editable(v(limit, "POST /api/billing/checkout and /api/billing/portal: each per account per minute (default 10)")),
  RIVALSCOPE_ANALYSIS_PER_SESSION: editable(v(limit, "POST /api/scan and /api/roast: each, per visitor session (24 h cookie) or cookie-less client IP (default 10)")),
  RIVALSCOPE_ANALYSIS_PER_DAY: editable(v(limit, "scans and roasts together per client IP per UTC day (default 50)")),
  RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: editable(v(limit, "POST /api/reports/request per client IP per hour, and the customer app's report orders per account (default 5)")),
  RIVALSCOPE_REPORT_READS_PER_MINUTE: editable(v(limit, "GET /api/reports/get per client IP per minute (default 60)")),
  RIVALSCOPE_USAGE_FLUSH_MS: v(integer(0, 3_600_000).default(1000), "how often usage counts are written to the database (ms)"),
  // Plan allowances (SPEC §5 "Plans"); the Command plan's webhook endpoints are RIVALSCOPE_WEBHOOK_ENDPOINTS.
  RIVALSCOPE_TRACKER_COMPETITORS: editable(v(integer(0, 10_000).default(5), "tracked competitors an account on the Tracker plan may have")),
  RIVALSCOPE_TRACKER_REPORTS: editable(v(integer(0, 10_000).default(5), "reports per calendar month (UTC) the Tracker plan includes")),
  RIVALSCOPE_COMMAND_COMPETITORS: editable(v(integer(0, 10_000).default(20), "tracked competitors an account on the Command plan may have")),
  RIVALSCOPE_COMMAND_REPORTS: editable(v(integer(0, 10_000).default(20), "reports per calendar month (UTC) the Command plan includes")),
  RIVALSCOPE_CHANGE_THRESHOLD: editable(v(z.enum(CHANGE_THRESHOLDS, { error: `must be one of ${CHANGE_THRESHOLDS.join(", ")}` }).default("medium"), "change_threshold a new account starts with (low, medium, high, critical)")),
  // Background jobs (SPEC §8).
  RIVALSCOPE_JOB_CONCURRENCY: v(integer(1, 256).default(8), "jobs running at once in this process, all kinds together"),
  // At least two polls of the runner (500 ms), which extends leases when half is left.
  RIVALSCOPE_JOB_LEASE_MS: v(integer(1000, 86_400_000).default(60_000), "how long a claim holds a job before another worker may take it (ms; extended while it runs)"),
  RIVALSCOPE_JOB_RETENTION_DAYS: editable(v(integer(0, 3650).default(7), "succeeded jobs are deleted this many days after they finished; failed ones are kept")),
  // Scheduled backups into <data dir>/backups/ (docs/operations.md).
  RIVALSCOPE_BACKUP_INTERVAL_HOURS: editable(v(integer(0, 8760).default(24), "hours between scheduled backups into <data dir>/backups/ (0: no scheduled backups)")),
  RIVALSCOPE_BACKUP_KEEP: editable(v(integer(1, 1000).default(7), "scheduled backups kept in <data dir>/backups/; older ones are deleted")),
  // The analysis pool (src/analysis/pool.ts): where fetched pages are parsed and read.
  RIVALSCOPE_ANALYSIS_BUDGET_MS: editable(v(integer(1, 60_000).default(5000), "CPU time (ms) one site's analysis may use (discovery and extraction of its pages) before it is stopped and the site reported too_complex")),
  RIVALSCOPE_ANALYSIS_WORKERS: v(integer(0, 64).optional(), "analysis worker threads (unset: one fewer than the cores, 1 or 2; 0: analyse in the main thread, which a hostile page can then stall)"),
  RIVALSCOPE_ANALYSIS_QUEUE: v(integer(0, 10_000).default(16), "analyses that may wait for a worker before a scan or roast is refused with 503 (reports and checks always wait)"),
  // The optional renderer (src/browser, issue 28): off unless one of these is set.
  RIVALSCOPE_BROWSER: v(z.string().regex(/^\//, "must be the absolute path of a Chromium executable, e.g. /usr/bin/chromium").optional(), "Chromium executable used to render pricing pages drawn by scripts (unset: no rendering)"),
  // The WebSocket's path changes at every start of that browser: http://host:port asks /json/version for it each time.
  RIVALSCOPE_BROWSER_WS: v(
    z.url({ protocol: /^(?:wss?|https?)$/, error: "must be a DevTools WebSocket URL (ws://host:port/devtools/browser/…) or the browser's http://host:port" }).optional(),
    "DevTools WebSocket of a Chromium run elsewhere (e.g. a container), or its http://host:port, instead of RIVALSCOPE_BROWSER",
  ),
  RIVALSCOPE_BROWSER_PROXY_HOST: v(
    z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[?[0-9a-f:.]+\]?)$/i, "must be a host name or an IP address, e.g. rivalscope").optional(),
    "with RIVALSCOPE_BROWSER_WS (required then): the name or address of this process on the network it shares with that browser; its policy proxies listen there and admit only the browser's addresses",
  ),
  RIVALSCOPE_SHUTDOWN_WAIT_MS: v(integer(0, 600_000).default(10_000), "how long a shutdown lets running jobs finish before releasing them (ms)"),
  // Secret: the URL may carry the database password.
  RIVALSCOPE_DATABASE_URL: v(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
    "PostgreSQL for all state (postgres://user:password@host:port/database), shared by any number of replicas; unset: SQLite in the data directory",
    true,
  ),
  RIVALSCOPE_TEST_JOB_KINDS: internal(bool.default(false), "registers the test.sleep job kind; honoured only under NODE_ENV=test (process tests)"),
  NODE_ENV: internal(z.string().optional(), "the runtime environment name"),
};
export type EnvVar = keyof typeof ENV_VARS;

const envSchema = z.object(Object.fromEntries(Object.entries(ENV_VARS).map(([k, spec]) => [k, spec.schema])) as { [K in EnvVar]: (typeof ENV_VARS)[K]["schema"] });

export type Env = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;

export interface TierLimits {
  /** Requests per sliding minute; null = unlimited. */
  perMinute: number | null;
  /** Requests per quota window; null = unlimited. */
  quota: number | null;
  /** Calendar window of the quota, in UTC. */
  quotaWindow: "day" | "month";
}


/** Where a variable's effective value comes from. */
export type SettingSource = "environment" | "default" | "dashboard";

/** What a plan includes besides its check interval and webhooks (billing/plans.ts allowancesFor). */
export interface PlanAllowanceConfig {
  competitors: number;
  reportsPerMonth: number;
}

export interface Config {
  port: number;
  host: string;
  /** Listen with SO_REUSEPORT, so other servers that ask for it may share the port (replicas). */
  sharePort: boolean;
  dataDir: string;
  /** PostgreSQL's URL (SPEC §13); unset: SQLite at <dataDir>/rivalscope.sqlite. */
  databaseUrl: string | undefined;
  /** The browser that renders script-drawn pricing pages; null: rendering is off (the default). */
  browser: { executable: string } | { endpoint: string; proxyHost: string } | null;
  baseUrl: string;
  /** Proxies the operator runs in front; the client IP is that many hops from the right of X-Forwarded-For. */
  trustProxy: number;
  /** Instance key (base64) and retired ones; unset = <dataDir>/secret.key. */
  encryptionKey?: string;
  previousEncryptionKeys: string[];
  /** Every variable as parsed, and where its value came from: the environment (or a flag), the dashboard (src/settings), or its default. */
  env: ParsedEnv;
  sources: Record<EnvVar, SettingSource>;
  /** The variables as given (strings, flags applied, empty ones dropped): the settings service layers the dashboard's overrides on them. */
  raw: Readonly<Record<string, string | undefined>>;
  payments: "stripe" | "local" | "off";
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    apiBase?: string;
    /** Stripe price ids; without one, an inline price of the configured amount is used. */
    prices: { starter?: string; pro?: string; tracker?: string; command?: string; report?: string };
  };
  /** Monthly prices of the interface B plans, in cents. */
  planPrices: Record<Plan, number>;
  /** External identity provider whose access tokens are accepted (both set, or neither). */
  oidc: { issuer: string; audience: string } | null;
  /** "Sign in with …" in the customer app: the authorization-code flow with PKCE at that issuer; null without a client id. */
  oidcSignIn: { issuer: string; clientId: string; clientSecret?: string; name: string } | null;
  /** Self sign-up in the customer app (RIVALSCOPE_SIGNUP). */
  signup: "open" | "off";
  /** Interface B reports: the price of one (cents) and the per-IP limits of the two endpoints. */
  reports: { priceCents: number; requestsPerHour: number | null; readsPerMinute: number | null };
  admin: { email?: string; password?: string };
  allowPrivateNetworks: boolean;
  smtpUrl?: string;
  mailFrom: string;
  webhookRetrySchedule: number[];
  webhooks: {
    /** Endpoints of an account on the Command plan (SPEC §7: 3); billing's allowances table reads it. */
    endpointsPerAccount: number;
    /** Deliveries (and their attempts) are deleted this many days after they were created. */
    retentionDays: number;
  };
  /** GET /metrics and the counting behind it (RIVALSCOPE_METRICS). */
  metrics: boolean;
  monitoring: {
    /** Snapshots kept per page of a tracked competitor (the newest). */
    snapshotRetention: number;
  };
  metricsToken?: string;
  /** This replica's name (RIVALSCOPE_REPLICA_ID; unset: host name and pid, src/cluster/replica.ts). */
  replicaId?: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  tiers: Record<Tier, TierLimits>;
  ipLimits: { checkoutPerMinute: number | null; validateKeyPerMinute: number | null; authPerMinute: number | null };
  /** Limits per signed-in account. */
  accountLimits: { billingPerMinute: number | null };
  /** Scan and roast (interface B's free analyses): each per session, both together per IP per UTC day. */
  analysisLimits: { perSession: number | null; perIpPerDay: number | null };
  usageFlushMs: number;
  jobs: {
    /** Jobs running at once in this process, all kinds together. */
    concurrency: number;
    /** How long a claim holds a job before another worker may take it (extended while running). */
    leaseMs: number;
    /** Succeeded jobs are deleted this many days after they finished. */
    retentionDays: number;
    /** The `test.sleep` kind (process tests only). */
    testKinds: boolean;
  };
  /** The analysis pool: a site's CPU budget (ms; read through settings.current(), an operator may change it), worker threads (null: by the cores), and the queue bound. */
  analysis: { budgetMs: number; workers: number | null; queue: number };
  /** How long a shutdown lets running jobs finish before releasing them. */
  shutdownWaitMs: number;
  /** Plan allowances that are configurable. */
  planAllowances: Record<Plan, PlanAllowanceConfig>;
  /** The change_threshold a new account starts with. */
  changeThreshold: ChangeThreshold;
  /** Scheduled backups: read through backupSchedule() (src/backups/schedule.ts), never directly. */
  backup: { intervalHours: number; keep: number };
}

export interface Flags {
  port?: string;
  host?: string;
  dir?: string;
  /** serve's --share-port (RIVALSCOPE_SHARE_PORT). */
  "share-port"?: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment (and CLI flags, which override it). Throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, flags: Flags = {}): Config {
  const merged: Record<string, string | undefined> = { ...env };
  if (flags.port !== undefined) merged.PORT = flags.port;
  if (flags.host !== undefined) merged.HOST = flags.host;
  if (flags.dir !== undefined) merged.RIVALSCOPE_DATA_DIR = flags.dir;
  if (flags["share-port"]) merged.RIVALSCOPE_SHARE_PORT = "true";
  // Empty strings in the environment mean "not set", as in most twelve-factor tools.
  for (const k of Object.keys(merged)) if (merged[k] === "") delete merged[k];

  // Parsed once per process: zod's eval-compiled fast path for this 55-key object would cost more
  // to generate (5–15 ms at start-up in the executable) than it could ever save.
  const parsed = envSchema.safeParse(merged, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    const flag = { PORT: "--port", HOST: "--host", RIVALSCOPE_DATA_DIR: "--dir" }[name];
    const from = flag && flags[flag.slice(2) as keyof Flags] !== undefined ? `${flag} (${name})` : name;
    // A secret's value is never echoed: it would land in logs and terminals (a database URL
    // carries its password).
    const secret = (ENV_VARS as Record<string, VarSpec | undefined>)[name]?.secret;
    const got = secret ? "the value is not shown: it is secret" : `got ${JSON.stringify(merged[name] ?? null)}`;
    throw new ConfigError(`Invalid configuration: ${from} ${issue.message} (${got})`);
  }
  const e = parsed.data;
  // Without an audience every token the provider issues to any of its applications would be
  // accepted here (token confusion): the issuer alone is not enough.
  if (Boolean(e.RIVALSCOPE_OIDC_ISSUER) !== Boolean(e.RIVALSCOPE_OIDC_AUDIENCE)) {
    const missing = e.RIVALSCOPE_OIDC_ISSUER ? "RIVALSCOPE_OIDC_AUDIENCE" : "RIVALSCOPE_OIDC_ISSUER";
    throw new ConfigError(`Invalid configuration: ${missing} must be set too: external tokens are accepted only for an issuer and the audience they were issued for`);
  }
  if (e.RIVALSCOPE_OIDC_CLIENT_ID && !e.RIVALSCOPE_OIDC_ISSUER) {
    throw new ConfigError("Invalid configuration: RIVALSCOPE_OIDC_ISSUER must be set too: the client id belongs to an identity provider");
  }
  if (e.RIVALSCOPE_BROWSER && e.RIVALSCOPE_BROWSER_WS) {
    throw new ConfigError("Invalid configuration: set RIVALSCOPE_BROWSER or RIVALSCOPE_BROWSER_WS, not both: one browser renders the pages");
  }
  // Every request a browser makes must go through a policy proxy of ours (SPEC §14). A browser run
  // elsewhere cannot reach one on this machine's loopback, so it must be told where the proxies
  // listen; without that it is refused rather than left to fetch outside the policy.
  if (e.RIVALSCOPE_BROWSER_WS && !e.RIVALSCOPE_BROWSER_PROXY_HOST) {
    throw new ConfigError(
      "Invalid configuration: RIVALSCOPE_BROWSER_WS needs RIVALSCOPE_BROWSER_PROXY_HOST (this process's name or address on the network it shares with the browser): a browser run elsewhere cannot reach the address-policy proxy on loopback, and it never fetches outside it",
    );
  }
  if (e.RIVALSCOPE_BROWSER_PROXY_HOST && !e.RIVALSCOPE_BROWSER_WS) {
    throw new ConfigError("Invalid configuration: RIVALSCOPE_BROWSER_PROXY_HOST is only for a browser run elsewhere (RIVALSCOPE_BROWSER_WS); a local browser reaches its proxies on loopback");
  }
  if (e.RIVALSCOPE_TEST_JOB_KINDS && e.NODE_ENV !== "test") {
    throw new ConfigError("Invalid configuration: RIVALSCOPE_TEST_JOB_KINDS is only honoured in tests (NODE_ENV=test)");
  }
  // The tables were built for one engine when the modules loaded, from the process environment
  // (PROCESS_DATABASE_ENGINE): a URL given otherwise would not match them. (The other way round,
  // a process started for PostgreSQL with a configuration naming none, is refused when the
  // database is opened: src/runtime.ts.)
  if (e.RIVALSCOPE_DATABASE_URL && PROCESS_DATABASE_ENGINE !== "postgres") {
    throw new ConfigError("Invalid configuration: RIVALSCOPE_DATABASE_URL must be set in the process environment (the tables are built for the engine when the process starts)");
  }
  const pick = (v: number | null | undefined, d: number | null) => (v === undefined ? d : v);

  return {
    port: e.PORT,
    host: e.HOST,
    sharePort: e.RIVALSCOPE_SHARE_PORT,
    dataDir: e.RIVALSCOPE_DATA_DIR,
    databaseUrl: e.RIVALSCOPE_DATABASE_URL,
    browser: e.RIVALSCOPE_BROWSER ? { executable: e.RIVALSCOPE_BROWSER } : e.RIVALSCOPE_BROWSER_WS ? { endpoint: e.RIVALSCOPE_BROWSER_WS, proxyHost: e.RIVALSCOPE_BROWSER_PROXY_HOST! } : null,
    baseUrl: (e.RIVALSCOPE_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustProxy: e.RIVALSCOPE_TRUST_PROXY,
    encryptionKey: e.RIVALSCOPE_ENCRYPTION_KEY,
    previousEncryptionKeys: e.RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS?.split(",").map((k) => k.trim()).filter(Boolean) ?? [],
    env: e,
    sources: Object.fromEntries(Object.keys(ENV_VARS).map((k) => [k, merged[k] === undefined ? "default" : "environment"])) as Record<EnvVar, SettingSource>,
    raw: merged,
    payments: e.RIVALSCOPE_PAYMENTS ?? (e.STRIPE_SECRET_KEY ? "stripe" : "local"),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      prices: { starter: e.STRIPE_PRICE_STARTER, pro: e.STRIPE_PRICE_PRO, tracker: e.STRIPE_PRICE_TRACKER, command: e.STRIPE_PRICE_COMMAND, report: e.STRIPE_PRICE_REPORT },
    },
    reports: {
      priceCents: e.RIVALSCOPE_REPORT_PRICE,
      requestsPerHour: pick(e.RIVALSCOPE_REPORT_REQUESTS_PER_HOUR, 5),
      readsPerMinute: pick(e.RIVALSCOPE_REPORT_READS_PER_MINUTE, 60),
    },
    planPrices: { tracker: e.RIVALSCOPE_TRACKER_PRICE, command: e.RIVALSCOPE_COMMAND_PRICE },
    oidc: e.RIVALSCOPE_OIDC_ISSUER && e.RIVALSCOPE_OIDC_AUDIENCE ? { issuer: e.RIVALSCOPE_OIDC_ISSUER, audience: e.RIVALSCOPE_OIDC_AUDIENCE } : null,
    oidcSignIn:
      e.RIVALSCOPE_OIDC_ISSUER && e.RIVALSCOPE_OIDC_CLIENT_ID
        ? { issuer: e.RIVALSCOPE_OIDC_ISSUER, clientId: e.RIVALSCOPE_OIDC_CLIENT_ID, clientSecret: e.RIVALSCOPE_OIDC_CLIENT_SECRET, name: e.RIVALSCOPE_OIDC_NAME ?? new URL(e.RIVALSCOPE_OIDC_ISSUER).hostname }
        : null,
    signup: e.RIVALSCOPE_SIGNUP,
    admin: { email: e.RIVALSCOPE_ADMIN_EMAIL, password: e.RIVALSCOPE_ADMIN_PASSWORD },
    allowPrivateNetworks: e.RIVALSCOPE_ALLOW_PRIVATE_NETWORKS,
    smtpUrl: e.RIVALSCOPE_SMTP_URL,
    mailFrom: e.RIVALSCOPE_MAIL_FROM,
    webhookRetrySchedule: e.RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE,
    webhooks: { endpointsPerAccount: e.RIVALSCOPE_WEBHOOK_ENDPOINTS, retentionDays: e.RIVALSCOPE_WEBHOOK_RETENTION_DAYS },
    metrics: e.RIVALSCOPE_METRICS,
    monitoring: { snapshotRetention: e.RIVALSCOPE_SNAPSHOT_RETENTION },
    metricsToken: e.RIVALSCOPE_METRICS_TOKEN,
    replicaId: e.RIVALSCOPE_REPLICA_ID,
    logLevel: e.LOG_LEVEL,
    tiers: {
      free: { perMinute: pick(e.RIVALSCOPE_FREE_PER_MINUTE, 30), quota: pick(e.RIVALSCOPE_FREE_PER_DAY, 100), quotaWindow: "day" },
      starter: { perMinute: pick(e.RIVALSCOPE_STARTER_PER_MINUTE, 60), quota: pick(e.RIVALSCOPE_STARTER_PER_MONTH, 1000), quotaWindow: "month" },
      // The seed states 300 in one place and 600 in another; 300 is the documented default.
      pro: { perMinute: pick(e.RIVALSCOPE_PRO_PER_MINUTE, 300), quota: pick(e.RIVALSCOPE_PRO_PER_MONTH, 10000), quotaWindow: "month" },
      internal: { perMinute: null, quota: null, quotaWindow: "month" },
    },
    ipLimits: {
      checkoutPerMinute: pick(e.RIVALSCOPE_CHECKOUT_PER_MINUTE, 10),
      validateKeyPerMinute: pick(e.RIVALSCOPE_VALIDATE_KEY_PER_MINUTE, 30),
      authPerMinute: pick(e.RIVALSCOPE_AUTH_PER_MINUTE, 30),
    },
    accountLimits: { billingPerMinute: pick(e.RIVALSCOPE_BILLING_PER_MINUTE, 10) },
    analysisLimits: {
      perSession: pick(e.RIVALSCOPE_ANALYSIS_PER_SESSION, 10),
      perIpPerDay: pick(e.RIVALSCOPE_ANALYSIS_PER_DAY, 50),
    },
    usageFlushMs: e.RIVALSCOPE_USAGE_FLUSH_MS,
    jobs: {
      concurrency: e.RIVALSCOPE_JOB_CONCURRENCY,
      leaseMs: e.RIVALSCOPE_JOB_LEASE_MS,
      retentionDays: e.RIVALSCOPE_JOB_RETENTION_DAYS,
      testKinds: e.RIVALSCOPE_TEST_JOB_KINDS,
    },
    analysis: { budgetMs: e.RIVALSCOPE_ANALYSIS_BUDGET_MS, workers: e.RIVALSCOPE_ANALYSIS_WORKERS ?? null, queue: e.RIVALSCOPE_ANALYSIS_QUEUE },
    shutdownWaitMs: e.RIVALSCOPE_SHUTDOWN_WAIT_MS,
    planAllowances: {
      tracker: { competitors: e.RIVALSCOPE_TRACKER_COMPETITORS, reportsPerMonth: e.RIVALSCOPE_TRACKER_REPORTS },
      command: { competitors: e.RIVALSCOPE_COMMAND_COMPETITORS, reportsPerMonth: e.RIVALSCOPE_COMMAND_REPORTS },
    },
    changeThreshold: e.RIVALSCOPE_CHANGE_THRESHOLD,
    backup: { intervalHours: e.RIVALSCOPE_BACKUP_INTERVAL_HOURS, keep: e.RIVALSCOPE_BACKUP_KEEP },
  };
}
