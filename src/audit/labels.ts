/**
 * auditLabels — the people behind the ids of audit rows, for a reader: an admin, an account or
 * an API key is shown by its email (a key by its prefix and holder), not by a UUID one has to look
 * up. Read at display time, not stored in the row: an email can change and the row must not
 * carry personal data it does not need; a deleted record simply shows its id.
 */
import { inArray } from "drizzle-orm";
import { apiKeys } from "../access/tables";
import { accounts } from "../accounts/tables";
import { admins } from "../admin/tables";
import type { Ctx } from "../context";
import type { AuditRecord } from "./audit";

/** Labels by "kind:id" (`admin:adm_…`, `account:…`, `api_key:key_…`). */
export type AuditLabels = ReadonlyMap<string, string>;

export async function auditLabels(ctx: Pick<Ctx, "db">, rows: readonly AuditRecord[]): Promise<AuditLabels> {
  const ids = { admin: new Set<string>(), account: new Set<string>(), api_key: new Set<string>() };
  const note = (kind: string | null, id: string | null) => {
    if (id && kind && kind in ids) ids[kind as keyof typeof ids].add(id);
  };
  for (const r of rows) {
    note(r.actorKind, r.actorId);
    note(r.targetType, r.targetId);
  }
  const labels = new Map<string, string>();
  if (ids.admin.size) for (const a of await ctx.db.select({ id: admins.id, email: admins.email }).from(admins).where(inArray(admins.id, [...ids.admin]))) labels.set(`admin:${a.id}`, a.email);
  if (ids.account.size) for (const a of await ctx.db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.id, [...ids.account]))) labels.set(`account:${a.id}`, a.email);
  if (ids.api_key.size)
    for (const k of await ctx.db.select({ id: apiKeys.id, prefix: apiKeys.prefix, email: apiKeys.email }).from(apiKeys).where(inArray(apiKeys.id, [...ids.api_key]))) labels.set(`api_key:${k.id}`, `${k.prefix}… (${k.email})`);
  return labels;
}
