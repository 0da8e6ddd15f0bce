/**
 * Backups: the files in `<data>/backups/` (scheduled and "Back up now"), each with a download
 * link, and what a restore needs (the instance key, kept apart from these files).
 */
import type { BackupFile } from "../../../src/backups/files";
import type { BackupSchedule } from "../../../src/backups/schedule";
import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/admin";
import { num, when } from "../../format";

export interface BackupsView {
  backups: BackupFile[];
  schedule: BackupSchedule;
  directory: string;
  csrfToken: string;
}

/** 1,234,567 bytes → "1.2 MB". */
export function size(bytes: number): string {
  if (bytes < 1024) return `${num(bytes)} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let v = bytes / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

function scheduleText(s: BackupSchedule): Html {
  if (s.intervalHours <= 0) return html`Scheduled backups are off (<code>RIVALSCOPE_BACKUP_INTERVAL_HOURS=0</code>); the newest ${num(s.keep)} are kept.`;
  return html`A backup is taken every ${num(s.intervalHours)} hour${s.intervalHours === 1 ? "" : "s"} and the newest ${num(s.keep)} are kept (<code>RIVALSCOPE_BACKUP_INTERVAL_HOURS</code>, <code>RIVALSCOPE_BACKUP_KEEP</code>).`;
}

export function backupsPage(v: BackupsView): Html {
  const rows = v.backups.length
    ? v.backups.map(
        (b) => html`<tr><td><code>${b.name}</code></td><td>${when(b.takenAt)}</td><td class="num">${size(b.bytes)}</td>
<td><a href="/admin/backups/${encodeURIComponent(b.name)}" download>Download</a></td></tr>`,
      )
    : html`<tr><td colspan="4" class="empty">No backups yet.</td></tr>`;
  return html`<h1>Backups</h1>
<section class="card"><p>${scheduleText(v.schedule)} They are written to <code>${v.directory}</code>.</p>
<form method="post" action="/admin/backups">${csrfField(v.csrfToken)}<button type="submit">Back up now</button></form></section>
<div class="table-wrap"><table><thead><tr><th>File</th><th>Taken</th><th class="num">Size</th><th></th></tr></thead>
<tbody id="backup-rows">${rows}</tbody></table></div>
<p class="muted">These files do not contain the instance key (<code>secret.key</code> in the data directory, or <code>RIVALSCOPE_ENCRYPTION_KEY</code>):
keep a copy of it apart from the backups, <code>rivalscope restore FILE --key-file KEY</code> needs it to open webhook secrets, signing keys and sealed mail. See docs/operations.md.</p>`;
}
