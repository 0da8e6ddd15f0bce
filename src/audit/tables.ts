/**
 * The audit log: one row per state change made by an admin, an account, an API key or the system
 * (SPEC §9, issue 18). Rows are only ever inserted; `details` never holds a secret value.
 */
import { index, integer, json, serialId, table, text } from "../db/columns";

export const ACTOR_KINDS = ["admin", "account", "api_key", "anonymous", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const auditLog = table(
  "audit_log",
  {
    id: serialId("id"),
    at: integer("at").notNull(),
    actorKind: text("actor_kind", { enum: ACTOR_KINDS }).notNull(),
    /** The admin, account or key id; for the system, how it acted (`cli`, `stripe`, `job`, …). */
    actorId: text("actor_id"),
    /** `<target>.<verb>`, e.g. `api_key.issued`, `setting.changed`. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    /** What changed (JSON), without secret values. */
    details: json<Record<string, unknown> | null>("details"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_action_idx").on(t.action, t.at), index("audit_log_target_idx").on(t.targetType, t.targetId, t.at)],
);
