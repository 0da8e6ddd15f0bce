/**
 * One delivery of the log as a table row (`tr#delivery-<id>`): its event, state, and — unfolded —
 * every attempt (time, status, duration, the first 2 KiB of the answer, the error) and the body
 * sent. Redeliver swaps the row in place (hx-target="closest tr"); without JavaScript it is a
 * plain form post. Shared by the dashboard and the customer app (`base`).
 */
import type { DeliveryWithAttempts } from "../../src/webhooks/deliveries";
import { html, type Html } from "../../src/lib/html";
import { num, when } from "../format";
import { csrfField } from "./links";
import type { WebhookBase } from "./webhook-endpoint";

export const DELIVERY_COLUMNS = 5;

const badge = (s: DeliveryWithAttempts["status"]) => html`<span class="badge ${s === "succeeded" ? "ok" : s === "failed" ? "bad" : "warn"}">${s}</span>`;

function attempts(d: DeliveryWithAttempts): Html {
  if (!d.attemptLog.length) return html`<p class="muted">No attempt yet.</p>`;
  return html`<table class="attempts"><thead><tr><th class="num">#</th><th>Sent</th><th>Answer</th><th class="num">Took</th><th>Response (first 2 KiB) / error</th></tr></thead><tbody>${d.attemptLog.map(
    (a) => html`<tr><td class="num">${a.number}</td><td>${when(a.startedAt)}</td><td>${a.status === null ? html`<span class="muted">none</span>` : a.status}</td><td class="num">${num(a.durationMs)} ms</td>
<td>${a.error && a.error !== `HTTP ${a.status}` ? html`<div class="field-error">${a.error}</div>` : ""}${a.response ? html`<pre class="mail">${a.response}</pre>` : ""}</td></tr>`,
  )}</tbody></table>`;
}

export function deliveryRow(v: { delivery: DeliveryWithAttempts; csrfToken: string; base: WebhookBase }): Html {
  const d = v.delivery;
  const url = `${v.base}/${d.endpointId}/deliveries/${d.id}/redeliver`;
  // A pending delivery refreshes itself until it has an outcome.
  const poll = d.status === "pending" ? html` hx-get="${v.base}/${d.endpointId}/deliveries/${d.id}" hx-trigger="every 3s" hx-target="this" hx-swap="outerHTML"` : "";
  return html`<tr id="delivery-${d.id}"${poll}>
  <td><strong>${d.event}</strong><div class="muted"><code>${d.id}</code></div></td>
  <td>${badge(d.status)}<div class="muted">${num(d.attempts)} attempt${d.attempts === 1 ? "" : "s"}${d.status === "pending" && d.nextAttemptAt !== null ? html` · next ${when(d.nextAttemptAt)}` : ""}</div></td>
  <td class="dates"><span class="muted">created</span> ${when(d.createdAt)}${d.finishedAt ? html`<div><span class="muted">${d.status}</span> ${when(d.finishedAt)}</div>` : ""}</td>
  <td>${d.lastError ? html`<span class="field-error">${d.lastError}</span>` : d.lastStatus !== null ? html`HTTP ${d.lastStatus}` : ""}
    <details><summary>Attempts and body</summary>${attempts(d)}<pre class="mail">${d.payload}</pre></details></td>
  <td class="actions">${
    d.status === "pending"
      ? ""
      : html`<form method="post" action="${url}" class="inline" hx-post="${url}" hx-target="closest tr" hx-swap="outerHTML">${csrfField(v.csrfToken)}<button type="submit" class="secondary">Redeliver</button></form>`
  }</td>
</tr>`;
}
