/**
 * A competitor's change timeline (`#change-timeline`), newest first — each change with its
 * severity, type, before and after, and where both sides were seen — from a plain view-model. The
 * dashboard's competitor page and the customer app's show the same items.
 */
import { html, type Html } from "../../src/lib/html";
import { num, when } from "../format";

type Evidence = { url: string; snippet: string } | null;

export interface ChangeItemView {
  id: string;
  severity: string;
  type: string;
  summary: string;
  before: string | null;
  after: string | null;
  evidence: { before: Evidence; after: Evidence };
  detectedAt: number;
  /** At or above the account's threshold when found (so it was notified). */
  notified: boolean;
}

const SEVERITY_CLASS: Record<string, string> = { low: "", medium: "warn", high: "bad", critical: "bad" };

export const severityBadge = (severity: string) => html`<span class="badge${SEVERITY_CLASS[severity] ? ` ${SEVERITY_CLASS[severity]}` : ""}">${severity}</span>`;

function side(label: string, value: string | null, evidence: Evidence): Html {
  if (value === null && !evidence) return html``;
  return html`<div><span class="muted">${label}</span> ${value ?? html`<span class="muted">—</span>`}${evidence ? html`<div class="muted small">“${evidence.snippet}” — ${evidence.url}</div>` : ""}</div>`;
}

export function changeItem(c: ChangeItemView): Html {
  return html`<li class="change" id="change-${c.id}">
  <div>${severityBadge(c.severity)} <code>${c.type}</code> ${c.summary}</div>
  <div class="muted">${when(c.detectedAt)}${c.notified ? " · notified" : " · below the account's threshold"}</div>
  ${side("before", c.before, c.evidence.before)}${side("after", c.after, c.evidence.after)}
</li>`;
}

/**
 * The timeline (`#change-timeline`). `empty` says why there is nothing (no change yet, or none
 * matching the filters); `more` is shown under a partial list (a link to older changes).
 */
export function changeTimeline(changes: ChangeItemView[], total: number, opts: { empty?: string; more?: Html } = {}): Html {
  const empty = opts.empty ?? "No changes yet: the first check is the baseline, and later checks list here what changed.";
  if (!changes.length) return html`<div id="change-timeline"><p class="empty">${empty}</p></div>`;
  return html`<div id="change-timeline"><ol class="plain timeline">${changes.map(changeItem)}</ol>${
    total > changes.length ? html`<p class="muted">${opts.more ?? html`The ${num(changes.length)} most recent of ${num(total)}.`}</p>` : ""
  }</div>`;
}
