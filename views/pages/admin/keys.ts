import { html, type Html } from "../../../src/lib/html";
import { num } from "../../format";
import { keyCreate, type KeyCreateView } from "../../partials/key-create";
import { KEY_COLUMNS } from "../../partials/key-row";

export interface KeysFilter {
  q: string;
  tier: string;
  status: string;
}

export interface KeysView {
  filter: KeysFilter;
  /** The tiers and statuses the filters offer: those some key has (plus the one selected). */
  tiers: readonly string[];
  statuses: readonly string[];
  /** Rendered rows (`tr#key-…`). */
  rows: Html[];
  /** More keys matched than are shown. */
  truncated: boolean;
  create: KeyCreateView;
}

const option = (value: string, label: string, current: string) => html`<option value="${value}"${value === current ? html` selected` : ""}>${label}</option>`;

/** The table body (`#key-rows`), what the search and filters swap. */
export function keyRows(v: Pick<KeysView, "rows" | "truncated" | "filter">): Html {
  const filtered = v.filter.q || v.filter.tier || v.filter.status;
  return html`${v.rows}<tr class="empty-row"><td colspan="${KEY_COLUMNS}" class="empty">${
    filtered ? "No key matches this search." : "No API keys yet. Create one above, or let customers buy one at /api/v1/checkout."
  }</td></tr>${v.truncated ? html`<tr><td colspan="${KEY_COLUMNS}" class="muted">Showing the newest ${num(v.rows.length)} matches; narrow the search to see others.</td></tr>` : ""}`;
}

export function keysPage(v: KeysView): Html {
  const f = v.filter;
  return html`<h1>API keys</h1>
${keyCreate(v.create)}
<form class="filters row" method="get" action="/admin/keys" role="search"
  hx-get="/admin/keys" hx-target="#key-rows" hx-push-url="true" hx-trigger="submit, input changed delay:300ms, change changed">
  <div><label for="q">Search</label><input id="q" name="q" type="search" value="${f.q}" placeholder="email, name, key prefix or id"></div>
  <div class="grow-0"><label for="tier">Tier</label><select id="tier" name="tier">${option("", "any", f.tier)}${v.tiers.map((t) => option(t, t, f.tier))}</select></div>
  <div class="grow-0"><label for="status">Status</label><select id="status" name="status">${option("", "any", f.status)}${v.statuses.map((s) => option(s, s, f.status))}</select></div>
  <noscript><div class="grow-0"><button type="submit">Filter</button></div></noscript>
</form>
<div class="table-wrap"><table class="keys">
<thead><tr><th>Key</th><th>Email</th><th>Tier</th><th>Limits</th><th>This month</th><th>Status</th><th>Dates</th><th></th></tr></thead>
<tbody id="key-rows">${keyRows(v)}</tbody>
</table></div>`;
}
