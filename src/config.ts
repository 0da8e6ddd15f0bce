/**
 * Config — the process environment (plus CLI flags, which win) parsed once with zod.
 * Nothing else in the code base reads `process.env`; main.ts passes the result down.
 */
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be an integer")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const positiveInt = z.coerce.number({ error: "must be a number" }).int("must be an integer").min(0, "must not be negative");

/** Optional per-tier limit; "unlimited" (or empty) means no limit. */
const limit = z
  .string()
  .transform((v, ctx) => {
    if (v === "" || v.toLowerCase() === "unlimited") return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) {
      ctx.addIssue({ code: "custom", message: 'must be a positive integer or "unlimited"' });
      return z.NEVER;
    }
    return n;
  })
  .optional();

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const retrySchedule = z
  .string()
  .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be comma-separated seconds, e.g. 60,300,1500")
  .transform((v) => v.split(",").map(Number));

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  RIVALSCOPE_DATA_DIR: z.string().min(1, "must not be empty").default("./rivalscope-data"),
  RIVALSCOPE_BASE_URL: url.optional(),
  RIVALSCOPE_TRUST_PROXY: bool.default(false),
  RIVALSCOPE_PAYMENTS: z.enum(["stripe", "local", "off"], { error: "must be stripe, local or off" }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: url.optional(),
  STRIPE_PRICE_STARTER: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  RIVALSCOPE_ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
  RIVALSCOPE_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  RIVALSCOPE_SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  RIVALSCOPE_MAIL_FROM: z.string().min(3).default("Rivalscope <no-reply@localhost>"),
  RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: retrySchedule.default([60, 300, 1500]),
  RIVALSCOPE_METRICS_TOKEN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"], { error: "must be debug, info, warn, error or silent" }).default("info"),
  // Interface A tiers: per-minute limits and quotas (free: per UTC day; paid: per calendar month).
  RIVALSCOPE_FREE_PER_MINUTE: limit,
  RIVALSCOPE_FREE_PER_DAY: limit,
  RIVALSCOPE_STARTER_PER_MINUTE: limit,
  RIVALSCOPE_STARTER_PER_MONTH: limit,
  RIVALSCOPE_PRO_PER_MINUTE: limit,
  RIVALSCOPE_PRO_PER_MONTH: limit,
  RIVALSCOPE_CHECKOUT_PER_MINUTE: limit,
  RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: limit,
  RIVALSCOPE_USAGE_FLUSH_MS: positiveInt.default(1000),
});

export type Env = z.input<typeof envSchema>;

export interface TierLimits {
  /** Requests per sliding minute; null = unlimited. */
  perMinute: number | null;
  /** Requests per quota window; null = unlimited. */
  quota: number | null;
  /** Calendar window of the quota, in UTC. */
  quotaWindow: "day" | "month";
}

export type Tier = "free" | "starter" | "pro" | "internal";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  trustProxy: boolean;
  payments: "stripe" | "local" | "off";
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    apiBase?: string;
    prices: { starter?: string; pro?: string };
  };
  admin: { email?: string; password?: string };
  allowPrivateNetworks: boolean;
  smtpUrl?: string;
  mailFrom: string;
  webhookRetrySchedule: number[];
  metricsToken?: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  tiers: Record<Tier, TierLimits>;
  ipLimits: { checkoutPerMinute: number | null; validateKeyPerMinute: number | null };
  usageFlushMs: number;
}

export interface Flags {
  port?: string;
  host?: string;
  dir?: string;
}

export class ConfigError extends Error {}

/** Parses the environment (and CLI flags, which override it). Throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, flags: Flags = {}): Config {
  const merged: Record<string, string | undefined> = { ...env };
  if (flags.port !== undefined) merged.PORT = flags.port;
  if (flags.host !== undefined) merged.HOST = flags.host;
  if (flags.dir !== undefined) merged.RIVALSCOPE_DATA_DIR = flags.dir;
  // Empty strings in the environment mean "not set", as in most twelve-factor tools.
  for (const k of Object.keys(merged)) if (merged[k] === "") delete merged[k];

  const parsed = envSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    const flag = { PORT: "--port", HOST: "--host", RIVALSCOPE_DATA_DIR: "--dir" }[name];
    const from = flag && flags[flag.slice(2) as keyof Flags] !== undefined ? `${flag} (${name})` : name;
    throw new ConfigError(`Invalid configuration: ${from} ${issue.message} (got ${JSON.stringify(merged[name] ?? null)})`);
  }
  const e = parsed.data;
  const pick = (v: number | null | undefined, d: number | null) => (v === undefined ? d : v);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.RIVALSCOPE_DATA_DIR,
    baseUrl: (e.RIVALSCOPE_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustProxy: e.RIVALSCOPE_TRUST_PROXY,
    payments: e.RIVALSCOPE_PAYMENTS ?? (e.STRIPE_SECRET_KEY ? "stripe" : "local"),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      prices: { starter: e.STRIPE_PRICE_STARTER, pro: e.STRIPE_PRICE_PRO },
    },
    admin: { email: e.RIVALSCOPE_ADMIN_EMAIL, password: e.RIVALSCOPE_ADMIN_PASSWORD },
    allowPrivateNetworks: e.RIVALSCOPE_ALLOW_PRIVATE_NETWORKS,
    smtpUrl: e.RIVALSCOPE_SMTP_URL,
    mailFrom: e.RIVALSCOPE_MAIL_FROM,
    webhookRetrySchedule: e.RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE,
    metricsToken: e.RIVALSCOPE_METRICS_TOKEN,
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
    },
    usageFlushMs: e.RIVALSCOPE_USAGE_FLUSH_MS,
  };
}
