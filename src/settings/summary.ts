/**
 * The settings page's rows: every variable of ENV_VARS that does something in this build, its
 * meaning, the value in effect and where it comes from (default, environment, dashboard), and for
 * the editable ones what the form starts with and what "reset to environment" goes back to.
 */
import { ENV_VARS, loadConfig, type Config, type EnvVar, type SettingSource } from "../config";
import { isEditable, type Settings } from "./service";

export interface SettingRow {
  name: string;
  meaning: string;
  /** The value in effect, as shown (secrets: "set" / "not set"). */
  value: string;
  /** Where the value comes from: the dashboard, the environment, or the built-in default. */
  source: SettingSource;
  /** Editable at run time on this page. */
  editable: boolean;
  /** For editable ones: the text the form starts with (the override, else the environment's value, else empty). */
  input: string;
  /** For editable ones: what "reset to environment" goes back to, as shown. */
  fallback: string;
}

const show = (v: unknown): string => (v === undefined || v === null ? "—" : Array.isArray(v) ? v.join(", ") : typeof v === "boolean" ? (v ? "yes" : "no") : String(v));

/**
 * Limits have no default in their schema ("unset" means the built-in number, which loadConfig
 * fills in): where each one's effective number lives in the Config, so the page shows it.
 */
const LIMITS: Partial<Record<EnvVar, (c: Config) => number | null>> = {
  RIVALSCOPE_FREE_PER_MINUTE: (c) => c.tiers.free.perMinute,
  RIVALSCOPE_FREE_PER_DAY: (c) => c.tiers.free.quota,
  RIVALSCOPE_STARTER_PER_MINUTE: (c) => c.tiers.starter.perMinute,
  RIVALSCOPE_STARTER_PER_MONTH: (c) => c.tiers.starter.quota,
  RIVALSCOPE_PRO_PER_MINUTE: (c) => c.tiers.pro.perMinute,
  RIVALSCOPE_PRO_PER_MONTH: (c) => c.tiers.pro.quota,
  RIVALSCOPE_CHECKOUT_PER_MINUTE: (c) => c.ipLimits.checkoutPerMinute,
  RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: (c) => c.ipLimits.validateKeyPerMinute,
  RIVALSCOPE_AUTH_PER_MINUTE: (c) => c.ipLimits.authPerMinute,
  RIVALSCOPE_BILLING_PER_MINUTE: (c) => c.accountLimits.billingPerMinute,
  RIVALSCOPE_ANALYSIS_PER_SESSION: (c) => c.analysisLimits.perSession,
  RIVALSCOPE_ANALYSIS_PER_DAY: (c) => c.analysisLimits.perIpPerDay,
  RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: (c) => c.reports.requestsPerHour,
  RIVALSCOPE_REPORT_READS_PER_MINUTE: (c) => c.reports.readsPerMinute,
};

/**
 * A variable's value in effect in `config`, as texts state it: a limit's number ("1,000") or
 * "unlimited", a whole number with its thousands marked, anything else as the page shows it.
 */
export function effectiveText(config: Config, name: EnvVar): string {
  const limit = LIMITS[name];
  if (limit) return limitText(limit(config));
  const v = config.env[name];
  return typeof v === "number" && !name.endsWith("_PRICE") ? v.toLocaleString("en-US") : shown(name, v, config);
}

/** The configuration with nothing set: every built-in default. */
let defaults: Config | null = null;
const builtIn = () => (defaults ??= loadConfig({}));

/** A parsed value as the operator would write it (prices are kept in cents but written in dollars). */
function shown(name: EnvVar, v: unknown, config: Config): string {
  const limit = LIMITS[name];
  if (v === undefined && limit) {
    const n = limit(config);
    return n === null ? "unlimited" : String(n);
  }
  if (v === undefined) return "not set (built-in default)";
  if (name.endsWith("_PRICE") && typeof v === "number") return (v / 100).toFixed(2);
  return show(v);
}

/** A variable's built-in default as the placeholder of its field. */
const defaultText = (name: EnvVar) => `${shown(name, builtIn().env[name], builtIn())} (default)`;

/** One variable as the settings page shows it. */
export function settingRow(settings: Settings, name: EnvVar): SettingRow {
  const config = settings.current();
  const spec = ENV_VARS[name];
  const editable = isEditable(name);
  const source = config.sources[name];
  const override = settings.overrides()[name];
  const env = settings.environmentValue(name);
  const value = spec.secret ? (config.env[name] === undefined ? "not set" : "set") : source === "default" ? shown(name, config.env[name], config) : (override ?? env ?? shown(name, config.env[name], config));
  return {
    name,
    meaning: spec.doc,
    value,
    source,
    editable,
    input: editable ? (override ?? env ?? "") : "",
    fallback: editable ? (env !== undefined ? `${env} (environment)` : defaultText(name)) : "",
  };
}

/**
 * The configuration as the settings page shows it, one row per variable of ENV_VARS that does
 * something in this build (not those that await a part still to be built). Secrets
 * (Stripe keys, SMTP credentials, the metrics token, the instance key) appear only as "set" /
 * "not set" — the page is readable by anyone who looks over an admin's shoulder or screenshots it.
 */
export function settingsSummary(settings: Settings): { editable: SettingRow[]; fixed: SettingRow[]; tiers: { tier: string; perMinute: string; quota: string }[] } {
  const config = settings.current();
  const rows = (Object.keys(ENV_VARS) as EnvVar[]).filter((name) => !("internal" in ENV_VARS[name]) && !ENV_VARS[name].awaits).map((name) => settingRow(settings, name));
  const tiers = Object.entries(config.tiers).map(([tier, l]) => ({
    tier,
    perMinute: `${limitText(l.perMinute)} / minute`,
    quota: l.quota === null ? "unlimited" : `${limitText(l.quota)} / ${l.quotaWindow}`,
  }));
  return { editable: rows.filter((r) => r.editable), fixed: rows.filter((r) => !r.editable), tiers };
}

const limitText = (n: number | null) => (n === null ? "unlimited" : n.toLocaleString("en-US"));
