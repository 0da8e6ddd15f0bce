/**
 * Overview figures for the dashboard's first page: read-only counts across the access and
 * billing tables, one grouped query each (cheap on SQLite at any size this appliance sees).
 */
import { count } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { apiKeys, subscriptions } from "../db/schema";
import { listOutbox, type OutboxRecord } from "../mail/outbox";

export interface CountRow {
  label: string;
  count: number;
}

export interface OverviewCounts {
  /** Keys by tier (active ones) plus one row of revoked keys. */
  keys: { active: CountRow[]; revoked: number; total: number };
  /** Subscriptions by status. */
  subscriptions: CountRow[];
  /** The most recent mails SMTP refused (the only failures recorded so far). */
  failedMails: OutboxRecord[];
}

export function overviewCounts(db: Db, failedLimit = 5): OverviewCounts {
  const keyRows = db.select({ tier: apiKeys.tier, status: apiKeys.status, n: count() }).from(apiKeys).groupBy(apiKeys.tier, apiKeys.status).all();
  const active = keyRows.filter((r) => r.status === "active").map((r) => ({ label: r.tier, count: r.n }));
  const revoked = keyRows.filter((r) => r.status === "revoked").reduce((a, r) => a + r.n, 0);
  const subs = db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status)
    .all()
    .map((r) => ({ label: r.status, count: r.n }));
  const failedMails = listOutbox(db, { status: "failed", limit: failedLimit });
  return { keys: { active, revoked, total: keyRows.reduce((a, r) => a + r.n, 0) }, subscriptions: subs, failedMails };
}

export interface SettingRow {
  name: string;
  value: string;
  /** Where it is set. */
  source: string;
}

const isSet = (v: unknown) => (v ? "set" : "not set");
const limitText = (n: number | null) => (n === null ? "unlimited" : n.toLocaleString("en-US"));

/**
 * The configuration as the settings page shows it. Secrets (Stripe keys, SMTP credentials,
 * the metrics token, the admin password) appear only as "set" / "not set" — the page is
 * readable by anyone who looks over an admin's shoulder or screenshots it.
 */
export function settingsSummary(config: Config): { general: SettingRow[]; tiers: { tier: string; perMinute: string; quota: string }[] } {
  const general: SettingRow[] = [
    { name: "Payments", value: config.payments, source: "RIVALSCOPE_PAYMENTS" },
    { name: "Base URL", value: config.baseUrl, source: "RIVALSCOPE_BASE_URL" },
    { name: "Data directory", value: config.dataDir, source: "RIVALSCOPE_DATA_DIR / --dir" },
    { name: "Listen address", value: `${config.host}:${config.port}`, source: "HOST, PORT" },
    { name: "Trust X-Forwarded-For", value: config.trustProxy ? "yes" : "no", source: "RIVALSCOPE_TRUST_PROXY" },
    { name: "Stripe secret key", value: isSet(config.stripe.secretKey), source: "STRIPE_SECRET_KEY" },
    { name: "Stripe webhook secret", value: isSet(config.stripe.webhookSecret), source: "STRIPE_WEBHOOK_SECRET" },
    { name: "Stripe prices", value: `starter ${isSet(config.stripe.prices.starter)}, pro ${isSet(config.stripe.prices.pro)}`, source: "STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO" },
    { name: "SMTP", value: config.smtpUrl ? "set (mail is sent)" : "not set (mail goes to the outbox)", source: "RIVALSCOPE_SMTP_URL" },
    { name: "Mail sender", value: config.mailFrom, source: "RIVALSCOPE_MAIL_FROM" },
    { name: "Metrics token", value: isSet(config.metricsToken), source: "RIVALSCOPE_METRICS_TOKEN" },
    { name: "Private networks reachable", value: config.allowPrivateNetworks ? "yes" : "no", source: "RIVALSCOPE_ALLOW_PRIVATE_NETWORKS" },
    { name: "Webhook retries (s)", value: config.webhookRetrySchedule.join(", "), source: "RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE" },
    { name: "Checkout limit per IP", value: `${limitText(config.ipLimits.checkoutPerMinute)} / minute`, source: "RIVALSCOPE_CHECKOUT_PER_MINUTE" },
    { name: "Validate-key limit per IP", value: `${limitText(config.ipLimits.validateKeyPerMinute)} / minute`, source: "RIVALSCOPE_VALIDATE_KEY_PER_MINUTE" },
    { name: "Log level", value: config.logLevel, source: "LOG_LEVEL" },
  ];
  const tiers = Object.entries(config.tiers).map(([tier, l]) => ({
    tier,
    perMinute: `${limitText(l.perMinute)} / minute`,
    quota: l.quota === null ? "unlimited" : `${limitText(l.quota)} / ${l.quotaWindow}`,
  }));
  return { general, tiers };
}
