import { TRAFFIC_TIERS, type DiskUse, type FailedDelivery, type FailedJob, type OverviewCounts, type QueueRow, type TrafficHour } from "../../../src/admin/overview";
import { trafficChart } from "../../partials/traffic-chart";
import { html, type Html } from "../../../src/lib/html";
import { when, num } from "../../format";
import { navLink } from "../../layouts/admin";

export interface OverviewView {
  counts: OverviewCounts;
  /** Requests counted today (UTC) by tier; absent when the access service does not report it. */
  requestsToday?: Record<string, number>;
  /** Requests by tier per UTC hour, the last 24 hours (oldest first). */
  traffic?: TrafficHour[];
  queue?: QueueRow[];
  failures?: { jobs: FailedJob[]; deliveries: FailedDelivery[] };
  disk?: DiskUse;
}

/** Bytes as people read them: 1.5 MB. */
export function bytes(n: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${n} bytes` : `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

const queueCard = (rows: QueueRow[]) => html`<section class="card"><h2>Job queue</h2>
<p class="stat">${num(rows.reduce((a, r) => a + r.queued, 0))} <span class="muted">waiting</span> · ${num(rows.reduce((a, r) => a + r.running, 0))} <span class="muted">running</span></p>
${
  rows.length
    ? html`<table class="compact queue-table"><thead><tr><th scope="col">Kind</th><th scope="col" class="num">Waiting</th><th scope="col" class="num">Running</th></tr></thead><tbody>${rows.map((r) => html`<tr><td>${r.kind}</td><td class="num">${num(r.queued)}</td><td class="num">${num(r.running)}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">Nothing waiting.</p>`
}
<p class="muted">${navLink("/admin/jobs", "Jobs")}</p></section>`;

const diskCard = (d: DiskUse) => html`<section class="card disk-use"><h2>Disk use</h2><p class="stat">${bytes(d.total)}</p>
<table class="compact"><tbody>
<tr><td>Database</td><td class="num">${bytes(d.database)}</td></tr>
${d.wal === null ? "" : html`<tr><td>Write-ahead log</td><td class="num">${bytes(d.wal)}</td></tr>`}
<tr><td>Backups</td><td class="num">${bytes(d.backups)}</td></tr>
</tbody></table><p class="muted">${d.wal === null ? "The database on the PostgreSQL server; backups in the data directory." : "In the data directory."}</p></section>`;

const failureTables = (f: { jobs: FailedJob[]; deliveries: FailedDelivery[] }) => html`${
  f.jobs.length
    ? html`<h3>Failed jobs</h3><table class="failed-jobs"><thead><tr><th>When</th><th>Kind</th><th class="num">Attempts</th><th>Error</th></tr></thead><tbody>
${f.jobs.map((j) => html`<tr><td>${when(j.at)}</td><td>${j.kind}</td><td class="num">${num(j.attempts)}</td><td>${j.error ?? "—"}</td></tr>`)}
</tbody></table><p class="muted">${navLink("/admin/jobs", "All jobs")}</p>`
    : ""
}${
  f.deliveries.length
    ? html`<h3>Failed webhook deliveries</h3><table class="failed-deliveries"><thead><tr><th>When</th><th>Event</th><th>Endpoint</th><th class="num">Attempts</th><th>Last error</th></tr></thead><tbody>
${f.deliveries.map((d) => html`<tr><td>${when(d.at)}</td><td>${d.event}</td><td>${d.endpointUrl}</td><td class="num">${num(d.attempts)}</td><td>${d.error ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : "—")}</td></tr>`)}
</tbody></table><p class="muted">${navLink("/admin/webhooks", "Webhook endpoints and deliveries")}</p>`
    : ""
}`;

const countTable = (rows: { label: string; count: number }[], empty: string) =>
  rows.length
    ? html`<table class="compact"><tbody>${rows.map((r) => html`<tr><td>${r.label}</td><td class="num">${num(r.count)}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">${empty}</p>`;

export function overviewPage(v: OverviewView): Html {
  const { keys, subscriptions, failedMails } = v.counts;
  const today = v.requestsToday;
  const todayTotal = today ? Object.values(today).reduce((a, b) => a + b, 0) : 0;
  const failures = v.failures ?? { jobs: [], deliveries: [] };
  const nothingFailed = failedMails.length === 0 && failures.jobs.length === 0 && failures.deliveries.length === 0;
  return html`<h1>Overview</h1>
${v.traffic ? html`<section class="card traffic"><h2>Traffic, last 24 hours</h2>${trafficChart(v.traffic, TRAFFIC_TIERS)}</section>` : ""}
<div class="grid">
  ${
    today
      ? html`<section class="card"><h2>Requests today</h2><p class="stat">${num(todayTotal)}</p>
  ${countTable(Object.entries(today).map(([label, count]) => ({ label, count })), "")}<p class="muted">Counted API requests since 00:00 UTC, by tier.</p></section>`
      : ""
  }
  <section class="card"><h2>API keys</h2><p class="stat">${num(keys.active.reduce((a, r) => a + r.count, 0))} <span class="muted">active</span></p>
  ${countTable(keys.active, "No active keys yet.")}
  <p class="muted">${num(keys.revoked)} revoked · ${navLink("/admin/keys", "Manage keys")}</p></section>
  <section class="card"><h2>Subscriptions</h2>
  ${countTable(subscriptions, "No subscriptions yet.")}
  <p class="muted">${navLink("/admin/accounts", "Accounts and subscriptions")}</p></section>
  ${v.queue ? queueCard(v.queue) : ""}
  ${v.disk ? diskCard(v.disk) : ""}
</div>
<section class="card"><h2>Recent failures</h2>
${failureTables(failures)}
${
  failedMails.length
    ? html`<h3>Mail SMTP refused</h3><table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Error</th></tr></thead><tbody>
${failedMails.map((m) => html`<tr><td>${when(m.createdAt)}</td><td>${m.to}</td><td>${m.subject}</td><td>${m.error ?? "—"}</td></tr>`)}
</tbody></table><p class="muted">${navLink("/admin/outbox", "All mail in the outbox")}</p>`
    : nothingFailed
      ? html`<p class="empty">Nothing has failed yet. Jobs and webhook deliveries that fail for good, and mail that SMTP refuses, show up here.</p>`
      : ""
}
</section>`;
}
