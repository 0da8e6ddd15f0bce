/**
 * Outbox: mail the server wrote. Without SMTP this is where it stays (the operator forwards it by
 * hand); with SMTP it is the log of what was sent and what failed.
 */
import type { OutboxRecord } from "../../../src/mail/outbox";
import { html, type Html } from "../../../src/lib/html";
import { when } from "../../format";

/** What happened to a mail, said plainly: only "sent" means an SMTP server accepted it. */
const STATUS_TEXT: Record<OutboxRecord["status"], string> = { sent: "sent", queued: "queued, not sent yet", failed: "failed: not sent", stored: "not sent (no SMTP)" };
const badge = (s: OutboxRecord["status"]) => html`<span class="badge ${s === "sent" ? "ok" : s === "failed" ? "bad" : "warn"}">${STATUS_TEXT[s]}</span>`;

export function outboxRows(mails: OutboxRecord[], filtered: boolean): Html {
  if (!mails.length) return html`<tr><td colspan="4" class="empty">${filtered ? "No mail with this status." : "No mail yet."}</td></tr>`;
  return html`${mails.map(
    (m) => html`<tr><td>${when(m.createdAt)}</td><td>${m.to}</td>
<td><details><summary>${m.subject}</summary><pre class="mail">${m.text}</pre></details></td>
<td>${badge(m.status)}${m.status === "sent" ? html`<div class="muted">${when(m.sentAt)}</div>` : ""}${m.status === "queued" && m.attempts > 0 ? html`<div class="muted">${m.attempts} attempt${m.attempts === 1 ? "" : "s"} so far; retried by its job</div>` : ""}${m.error ? html`<div class="field-error">${m.error}</div>` : ""}</td></tr>`,
  )}`;
}

export function outboxPage(v: { mails: OutboxRecord[]; status: string; statuses: readonly string[]; smtp: boolean }): Html {
  const opt = (value: string, label: string) => html`<option value="${value}"${value === v.status ? html` selected` : ""}>${label}</option>`;
  return html`<h1>Outbox</h1>
<p class="muted">${
    v.smtp
      ? "SMTP is configured: mail is queued here, sent within seconds, retried when the server refuses it, and listed with its outcome. An API key in a mail is shown by its prefix only."
      : html`SMTP is not configured (<code>RIVALSCOPE_SMTP_URL</code>), so mail is kept here instead of sent. Forward what matters by hand.`
  }</p>
<form class="filters row" method="get" action="/admin/outbox" hx-get="/admin/outbox" hx-target="#outbox-rows" hx-push-url="true" hx-trigger="submit, change">
  <div class="grow-0"><label for="status">Status</label><select id="status" name="status">${opt("", "any")}${v.statuses.map((s) => opt(s, STATUS_TEXT[s as OutboxRecord["status"]] ?? s))}</select></div>
  <noscript><div class="grow-0"><button type="submit">Filter</button></div></noscript>
</form>
<div class="table-wrap"><table><thead><tr><th>When</th><th>To</th><th>Subject (open to read)</th><th>Status</th></tr></thead>
<tbody id="outbox-rows">${outboxRows(v.mails, Boolean(v.status))}</tbody></table></div>`;
}
