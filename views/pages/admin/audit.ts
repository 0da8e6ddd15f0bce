/**
 * The audit log: who changed what, when and from where, newest first, filtered by actor kind,
 * action, target and date range, paginated by "older" links (keyset on the row id).
 */
import type { AuditLabels, AuditRecord } from "../../../src/audit";
import { html, type Html } from "../../../src/lib/html";
import { when } from "../../format";

export interface AuditFilterView {
  actor: string;
  action: string;
  target: string;
  targetId: string;
  from: string;
  to: string;
}

export interface AuditView {
  rows: AuditRecord[];
  /** Emails (and key prefixes) of the admins, accounts and keys the rows name. */
  labels: AuditLabels;
  filter: AuditFilterView;
  actorKinds: readonly string[];
  actions: readonly string[];
  targetTypes: readonly string[];
  /** The query string of the next (older) page, or null on the last one. */
  older: string | null;
  /** A filter value that could not be read (e.g. a date), shown above the table. */
  error?: string;
}

const COLUMNS = 6;

/** Who or what: the email when the id is known, the id in a tooltip; ids of deleted records as they are. */
function named(labels: AuditLabels, kind: string, id: string | null): Html {
  if (!id) return html``;
  const label = labels.get(`${kind}:${id}`);
  return label ? html` <span title="${id}">${label}</span>` : html` <code>${id}</code>`;
}

const actorCell = (labels: AuditLabels, r: AuditRecord) => html`${r.actorKind === "system" && r.actorId ? html`system (${r.actorId})` : html`${r.actorKind}${named(labels, r.actorKind, r.actorId)}`}`;

/** A detail value as a person reads it: yes/no, lists with commas, nested objects as compact JSON. */
function detailValue(v: unknown): string {
  if (v === true) return "yes";
  if (v === false) return "no";
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) return v.map(detailValue).join(", ");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** Details as "name value" pairs, one per line, breaking between words rather than inside them. */
function detailsCell(d: AuditRecord["details"]): Html {
  if (!d || !Object.keys(d).length) return html``;
  return html`<dl class="details">${Object.entries(d).map(([k, v]) => html`<div><dt>${k.replaceAll("_", " ")}</dt> <dd>${detailValue(v)}</dd></div>`)}</dl>`;
}

/** The table body (`#audit-rows`) and the pager under it. */
export function auditRows(v: Pick<AuditView, "rows" | "older" | "labels">): Html {
  if (!v.rows.length) return html`<tr><td colspan="${COLUMNS}" class="empty">No audit entries match.</td></tr>`;
  return html`${v.rows.map(
    (r) => html`<tr>
  <td>${when(r.at)}</td>
  <td>${actorCell(v.labels, r)}</td>
  <td><code>${r.action}</code></td>
  <td>${r.targetType ?? ""}${named(v.labels, r.targetType ?? "", r.targetId)}</td>
  <td>${r.ip ?? ""}</td>
  <td>${detailsCell(r.details)}</td>
</tr>`,
  )}${v.older ? html`<tr><td colspan="${COLUMNS}"><a href="/admin/audit?${v.older}" hx-get="/admin/audit?${v.older}" hx-target="#audit-rows" hx-push-url="true">Older entries</a></td></tr>` : ""}`;
}

export function auditPage(v: AuditView): Html {
  const f = v.filter;
  const select = (id: string, label: string, values: readonly string[], selected: string) =>
    html`<div class="grow-0"><label for="${id}">${label}</label><select id="${id}" name="${id}"><option value="">any</option>${values.map((x) => html`<option${x === selected ? html` selected` : ""}>${x}</option>`)}</select></div>`;
  return html`<h1>Audit log</h1>
<p class="muted">Every change made by an admin, an account, an API key or the system (jobs, Stripe events, the CLI), with the address it came from. Secret values are never recorded.</p>
${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
<form class="filters row" method="get" action="/admin/audit" hx-get="/admin/audit" hx-target="#audit-rows" hx-push-url="true" hx-trigger="submit, change">
  ${select("actor", "Actor", v.actorKinds, f.actor)}
  ${select("action", "Action", v.actions, f.action)}
  ${select("target", "Target type", v.targetTypes, f.target)}
  <div class="grow-0"><label for="target_id">Target id</label><input id="target_id" name="target_id" value="${f.targetId}" maxlength="200"></div>
  <div class="grow-0"><label for="from">From (UTC)</label><input id="from" name="from" type="date" value="${f.from}"></div>
  <div class="grow-0"><label for="to">To (UTC, inclusive)</label><input id="to" name="to" type="date" value="${f.to}"></div>
  <div class="grow-0"><button type="submit">Filter</button></div>
</form>
<div class="table-wrap"><table><thead><tr><th>When</th><th>Actor</th><th>Action</th><th>Target</th><th>IP</th><th>Details</th></tr></thead>
<tbody id="audit-rows">${auditRows(v)}</tbody></table></div>`;
}
