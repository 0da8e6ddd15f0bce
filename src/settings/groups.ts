/**
 * How the Settings page groups the run-time settings: by what an operator is deciding (prices, the
 * API's tiers, per-endpoint limits, what the plans include, …), each setting under a label a person
 * reads, with the variable's name kept as a hint for the README and the environment. A setting made
 * editable later and not placed here still shows, under "Other", so nothing is ever hidden.
 */
import type { EnvVar } from "../config";

export interface SettingGroup {
  id: string;
  title: string;
  intro: string;
  settings: readonly { name: EnvVar; label: string }[];
}

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: "prices",
    title: "Prices",
    intro: "What the test checkout charges, and Stripe too when no Stripe price id is set, in US dollars.",
    settings: [
      { name: "RIVALSCOPE_TRACKER_PRICE", label: "Tracker plan, per month" },
      { name: "RIVALSCOPE_COMMAND_PRICE", label: "Command plan, per month" },
      { name: "RIVALSCOPE_REPORT_PRICE", label: "One report" },
    ],
  },
  {
    id: "tiers",
    title: "API tiers",
    intro: "Interface A's limits: the free tier per client IP, the paid tiers per key (a number, or unlimited).",
    settings: [
      { name: "RIVALSCOPE_FREE_PER_MINUTE", label: "Free: requests per minute" },
      { name: "RIVALSCOPE_FREE_PER_DAY", label: "Free: requests per day" },
      { name: "RIVALSCOPE_STARTER_PER_MINUTE", label: "Starter: requests per minute" },
      { name: "RIVALSCOPE_STARTER_PER_MONTH", label: "Starter: requests per month" },
      { name: "RIVALSCOPE_PRO_PER_MINUTE", label: "Pro: requests per minute" },
      { name: "RIVALSCOPE_PRO_PER_MONTH", label: "Pro: requests per month" },
    ],
  },
  {
    id: "endpoints",
    title: "Endpoint limits",
    intro: "Per client IP unless said otherwise: they keep one visitor from using up checkouts, sign-ins or analyses.",
    settings: [
      { name: "RIVALSCOPE_CHECKOUT_PER_MINUTE", label: "API checkouts per minute" },
      { name: "RIVALSCOPE_VALIDATE_KEY_PER_MINUTE", label: "Key validations per minute" },
      { name: "RIVALSCOPE_AUTH_PER_MINUTE", label: "Sign-in requests per minute" },
      { name: "RIVALSCOPE_BILLING_PER_MINUTE", label: "Billing requests per account per minute" },
      { name: "RIVALSCOPE_ANALYSIS_PER_SESSION", label: "Scans and roasts per visitor session" },
      { name: "RIVALSCOPE_ANALYSIS_PER_DAY", label: "Scans and roasts per day" },
      { name: "RIVALSCOPE_REPORT_REQUESTS_PER_HOUR", label: "Report requests per hour" },
      { name: "RIVALSCOPE_REPORT_READS_PER_MINUTE", label: "Report reads per minute" },
    ],
  },
  {
    id: "plans",
    title: "What the plans include",
    intro: "Tracker and Command allowances, and the alert threshold a new account starts with.",
    settings: [
      { name: "RIVALSCOPE_TRACKER_COMPETITORS", label: "Tracker: tracked competitors" },
      { name: "RIVALSCOPE_TRACKER_REPORTS", label: "Tracker: reports per month" },
      { name: "RIVALSCOPE_COMMAND_COMPETITORS", label: "Command: tracked competitors" },
      { name: "RIVALSCOPE_COMMAND_REPORTS", label: "Command: reports per month" },
      { name: "RIVALSCOPE_WEBHOOK_ENDPOINTS", label: "Command: webhook endpoints" },
      { name: "RIVALSCOPE_CHANGE_THRESHOLD", label: "New accounts' change threshold" },
    ],
  },
  {
    id: "delivery",
    title: "Webhooks and monitoring",
    intro: "How failed deliveries are retried and how long their log and competitors' snapshots are kept.",
    settings: [
      { name: "RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", label: "Retry schedule (seconds, comma-separated)" },
      { name: "RIVALSCOPE_WEBHOOK_RETENTION_DAYS", label: "Delivery log kept (days)" },
      { name: "RIVALSCOPE_SNAPSHOT_RETENTION", label: "Snapshots kept per page" },
    ],
  },
  {
    id: "operations",
    title: "Housekeeping and analysis",
    intro: "Backups, the job log, and how much work one site's analysis may cost.",
    settings: [
      { name: "RIVALSCOPE_BACKUP_INTERVAL_HOURS", label: "Hours between backups (0: none)" },
      { name: "RIVALSCOPE_BACKUP_KEEP", label: "Backups kept" },
      { name: "RIVALSCOPE_JOB_RETENTION_DAYS", label: "Finished jobs kept (days)" },
      { name: "RIVALSCOPE_ANALYSIS_BUDGET_MS", label: "CPU budget per site (ms)" },
    ],
  },
];

/** The groups with every editable setting placed: the ones above, then "Other" for any not listed. */
export function groupsFor(editable: readonly EnvVar[]): SettingGroup[] {
  const placed = new Set(SETTING_GROUPS.flatMap((g) => g.settings.map((s) => s.name)));
  const groups = SETTING_GROUPS.map((g) => ({ ...g, settings: g.settings.filter((s) => editable.includes(s.name)) })).filter((g) => g.settings.length);
  const rest = editable.filter((n) => !placed.has(n));
  if (rest.length) groups.push({ id: "other", title: "Other", intro: "", settings: rest.map((name) => ({ name, label: name })) });
  return groups;
}

export const settingGroup = (editable: readonly EnvVar[], id: string) => groupsFor(editable).find((g) => g.id === id);
