/**
 * A short list of competitor changes (`#change-list`), newest first, from a plain view-model —
 * the app's overview shows the latest across every tracked competitor; a competitor's own
 * timeline can show the same items.
 */
import { html, type Html } from "../../src/lib/html";
import { when } from "../format";

export interface ChangeListItem {
  id: string;
  /** Where the competitor's timeline is (null: no link). */
  href: string | null;
  competitorName: string;
  severity: string;
  type: string;
  summary: string;
  detectedAt: number;
}

const SEVERITY_CLASS: Record<string, string> = { low: "", medium: "warn", high: "bad", critical: "bad" };

export function changeList(items: ChangeListItem[], empty: string): Html {
  if (!items.length) return html`<p class="empty" id="change-list">${empty}</p>`;
  return html`<ol class="plain timeline" id="change-list">${items.map(
    (c) => html`<li class="change" id="change-${c.id}">
  <div><span class="badge${SEVERITY_CLASS[c.severity] ? ` ${SEVERITY_CLASS[c.severity]}` : ""}">${c.severity}</span> <strong>${c.href ? html`<a href="${c.href}">${c.competitorName}</a>` : c.competitorName}</strong> ${c.summary}</div>
  <div class="muted small">${when(c.detectedAt)} · <code>${c.type}</code></div>
</li>`,
  )}</ol>`;
}
