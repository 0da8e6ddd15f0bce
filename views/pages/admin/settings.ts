import type { SettingRow } from "../../../src/admin/overview";
import { html, type Html } from "../../../src/lib/html";

/** The configuration, read-only; secrets appear only as "set" / "not set". */
export function settingsPage(v: { general: SettingRow[]; tiers: { tier: string; perMinute: string; quota: string }[] }): Html {
  return html`<h1>Settings</h1>
<p class="muted">Read-only: the server reads its configuration from environment variables at start (see the README). Change them and restart to apply.</p>
<div class="table-wrap"><table><thead><tr><th>Setting</th><th>Value</th><th>Variable</th></tr></thead><tbody>
${v.general.map((r) => html`<tr><td>${r.name}</td><td>${r.value}</td><td><code>${r.source}</code></td></tr>`)}
</tbody></table></div>
<h2>Tier limits</h2>
<div class="table-wrap"><table><thead><tr><th>Tier</th><th>Rate</th><th>Quota</th></tr></thead><tbody>
${v.tiers.map((t) => html`<tr><td>${t.tier}</td><td>${t.perMinute}</td><td>${t.quota}</td></tr>`)}
</tbody></table></div>
<p class="muted">Per-key overrides are set on the API keys page.</p>`;
}
