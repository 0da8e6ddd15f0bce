/**
 * The Settings page: the run-time settings in groups by what the operator decides (prices, API
 * tiers, endpoint limits, …), each field under a label a person reads with the variable's name as
 * a hint, and one Save per group (one form, posted by htmx and swapped in place, or plainly without
 * JavaScript). Overridden settings get a reset button after the group's Save, so Enter in a field
 * always saves. Then the rest of the configuration, read-only. Secrets appear only as "set" /
 * "not set".
 */
import type { SettingRow } from "../../../src/settings/summary";
import type { SettingGroup } from "../../../src/settings/groups";
import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/admin";

export interface SettingsView {
  groups: SettingGroupView[];
  fixed: SettingRow[];
  tiers: { tier: string; perMinute: string; quota: string }[];
  csrfToken: string;
}

export interface SettingGroupView {
  group: SettingGroup;
  /** The group's settings as they stand, by name. */
  rows: ReadonlyMap<string, SettingRow>;
  /** Refused values of the last save: what was typed and why, by name. */
  errors?: Readonly<Record<string, { value: string; message: string }>>;
  /** The group was just saved or a setting in it reset. */
  saved?: boolean;
}

const sourceBadge = (source: SettingRow["source"]) => html`<span class="badge${source === "dashboard" ? " ok" : ""}">${source}</span>`;

/** One field. Its wrapper holds no other div, so the first "</div>" after it closes it. */
function settingField(label: string, r: SettingRow, error?: { value: string; message: string }): Html {
  const id = `setting-${r.name}`;
  return html`<div class="setting" id="${id}">
  <label for="${id}-value">${label}</label>
  <input id="${id}-value" name="${r.name}" value="${error ? error.value : r.input}" placeholder="${r.fallback}" aria-describedby="${id}-hint${error ? html` ${id}-error` : ""}"${error ? html` aria-invalid="true"` : ""}>
  <p class="hint" id="${id}-hint"><code>${r.name}</code> — ${r.meaning}. In effect: <strong>${r.value}</strong> ${sourceBadge(r.source)}</p>
  ${error ? html`<p id="${id}-error" class="flash error" role="alert">${error.message}</p>` : ""}
</div>`;
}

/** One group (`section#settings-group-<id>`): its fields, one Save, resets for overridden settings. */
export function settingGroup(v: SettingGroupView, csrfToken: string): Html {
  const g = v.group;
  const sectionId = `settings-group-${g.id}`;
  const overridden = g.settings.filter((s) => v.rows.get(s.name)?.source === "dashboard");
  return html`<section class="card settings-group" id="${sectionId}" aria-labelledby="${sectionId}-title">
<h3 id="${sectionId}-title">${g.title}</h3>
${g.intro ? html`<p class="muted">${g.intro}</p>` : ""}
<form method="post" action="/admin/settings/group/${g.id}" hx-post="/admin/settings/group/${g.id}" hx-target="closest section" hx-swap="outerHTML">
  ${csrfField(csrfToken)}
  <div class="settings-fields">${g.settings.map((s) => settingField(s.label, v.rows.get(s.name)!, v.errors?.[s.name]))}</div>
  <div class="row settings-actions">
    <button type="submit">Save ${g.title.toLowerCase()}</button>
    ${v.saved ? html`<span class="muted" role="status">Saved.</span>` : ""}
  </div>
  ${
    overridden.length
      ? html`<p class="muted settings-resets">Set here rather than in the environment: ${overridden.map(
          (s) => html`<button type="submit" class="secondary" name="reset" value="${s.name}" title="Back to ${v.rows.get(s.name)!.fallback}">Reset ${s.label.toLowerCase()}</button> `,
        )}</p>`
      : ""
  }
</form>
</section>`;
}

export function settingsPage(v: SettingsView): Html {
  return html`<h1>Settings</h1>
<p class="muted">Run-time settings apply from the next request, without a restart; the environment gives their defaults. Everything else is read from environment variables at start (see the README): change those and restart.</p>
<h2>Tier limits in effect</h2>
<div class="table-wrap"><table><thead><tr><th>Tier</th><th>Rate</th><th>Quota</th></tr></thead><tbody>
${v.tiers.map((t) => html`<tr><td>${t.tier}</td><td>${t.perMinute}</td><td>${t.quota}</td></tr>`)}
</tbody></table></div>
<h2>Run-time settings</h2>
${v.groups.map((g) => settingGroup(g, v.csrfToken))}
<h2>Environment (restart to change)</h2>
<div class="table-wrap"><table><thead><tr><th>Variable</th><th>Meaning</th><th>Value</th><th>From</th></tr></thead><tbody>
${v.fixed.map((r) => html`<tr><td><code>${r.name}</code></td><td>${r.meaning}</td><td>${r.value}</td><td>${r.source}</td></tr>`)}
</tbody></table></div>
<p class="muted">Per-key overrides are set on the API keys page. Every change made here is in the <a href="/admin/audit">audit log</a>.</p>`;
}
