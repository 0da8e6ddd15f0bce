/**
 * The Settings page: the run-time settings (editable, each row its own form, swapped in place by
 * htmx or posted plainly without JavaScript), then the rest of the configuration, read-only.
 * Secrets appear only as "set" / "not set".
 */
import type { SettingRow } from "../../../src/settings/summary";
import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/admin";

export interface SettingsView {
  editable: SettingRow[];
  fixed: SettingRow[];
  tiers: { tier: string; perMinute: string; quota: string }[];
  csrfToken: string;
  /** A refused value: which setting, what was typed, and why. */
  error?: { name: string; value: string; message: string };
  /** The setting just saved or reset (a confirmation next to it). */
  saved?: string;
}

const sourceBadge = (source: SettingRow["source"]) => html`<span class="badge${source === "dashboard" ? " ok" : ""}">${source}</span>`;

/** One editable setting as a table row (`tr#setting-<NAME>`), with its form. */
export function settingRow(r: SettingRow, v: { csrfToken: string; error?: { value: string; message: string }; saved?: boolean }): Html {
  const id = `setting-${r.name}`;
  const target = { "hx-target": "closest tr", "hx-swap": "outerHTML" };
  return html`<tr id="${id}">
  <td><code>${r.name}</code><div class="muted">${r.meaning}</div></td>
  <td>${r.value}</td>
  <td>${sourceBadge(r.source)}</td>
  <td>
    <form method="post" action="/admin/settings/${r.name}" hx-post="/admin/settings/${r.name}" hx-target="${target["hx-target"]}" hx-swap="${target["hx-swap"]}" class="inline">
      ${csrfField(v.csrfToken)}
      <input id="${id}-value" name="value" aria-label="New value of ${r.name}" value="${v.error ? v.error.value : r.input}" placeholder="${r.fallback}"${v.error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}>
      <button type="submit">Save</button>
      ${v.error ? html`<div id="${id}-error" class="flash error" role="alert">${v.error.message}</div>` : ""}
      ${v.saved ? html`<span class="muted" role="status">Saved.</span>` : ""}
    </form>
    ${
      r.source === "dashboard"
        ? html`<form method="post" action="/admin/settings/${r.name}/reset" hx-post="/admin/settings/${r.name}/reset" hx-target="closest tr" hx-swap="outerHTML" class="inline">${csrfField(v.csrfToken)}<button type="submit" class="secondary" title="Back to ${r.fallback}">Reset to environment</button></form>`
        : ""
    }
  </td>
</tr>`;
}

export function settingsPage(v: SettingsView): Html {
  return html`<h1>Settings</h1>
<p class="muted">Run-time settings apply from the next request, without a restart; the environment gives their defaults. Everything else is read from environment variables at start (see the README): change those and restart.</p>
<h2>Tier limits in effect</h2>
<div class="table-wrap"><table><thead><tr><th>Tier</th><th>Rate</th><th>Quota</th></tr></thead><tbody>
${v.tiers.map((t) => html`<tr><td>${t.tier}</td><td>${t.perMinute}</td><td>${t.quota}</td></tr>`)}
</tbody></table></div>
<h2>Run-time settings</h2>
<div class="table-wrap"><table><thead><tr><th>Setting</th><th>In effect</th><th>From</th><th>Change</th></tr></thead><tbody id="settings-rows">
${v.editable.map((r) => settingRow(r, { csrfToken: v.csrfToken, error: v.error?.name === r.name ? v.error : undefined, saved: v.saved === r.name }))}
</tbody></table></div>
<h2>Environment (restart to change)</h2>
<div class="table-wrap"><table><thead><tr><th>Variable</th><th>Meaning</th><th>Value</th><th>From</th></tr></thead><tbody>
${v.fixed.map((r) => html`<tr><td><code>${r.name}</code></td><td>${r.meaning}</td><td>${r.value}</td><td>${r.source}</td></tr>`)}
</tbody></table></div>
<p class="muted">Per-key overrides are set on the API keys page. Every change made here is in the <a href="/admin/audit">audit log</a>.</p>`;
}
