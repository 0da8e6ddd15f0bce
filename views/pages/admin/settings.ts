import type { SettingRow } from "../../../src/admin/overview";
import { html, type Html } from "../../../src/lib/html";

/** The configuration, read-only; secrets appear only as "set" / "not set". */
export function settingsPage(v: { variables: SettingRow[]; tiers: { tier: string; perMinute: string; quota: string }[] }): Html {
  return html`<h1>Settings</h1>
<p class="muted">Read-only: the server reads its configuration from environment variables at start (see the README). Change them and restart to apply.</p>
<h2>Tier limits in effect</h2>
<div class="table-wrap"><table><thead><tr><th>Tier</th><th>Rate</th><th>Quota</th></tr></thead><tbody>
${v.tiers.map((t) => html`<tr><td>${t.tier}</td><td>${t.perMinute}</td><td>${t.quota}</td></tr>`)}
</tbody></table></div>
<h2>Environment</h2>
<div class="table-wrap"><table><thead><tr><th>Variable</th><th>Meaning</th><th>Value</th><th>From</th></tr></thead><tbody>
${v.variables.map((r) => html`<tr><td><code>${r.name}</code></td><td>${r.meaning}</td><td>${r.value}</td><td>${r.source}</td></tr>`)}
</tbody></table></div>
<p class="muted">Per-key overrides are set on the API keys page.</p>`;
}
