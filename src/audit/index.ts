/**
 * The audit log's public face: `audit(ctx, {action, target, details})` for every domain (and the
 * restore CLI), `listAudit` / `auditFacets` for the dashboard page and the CLI.
 */
export { audit, auditFacets, listAudit, type AuditEntry, type AuditFilter, type AuditRecord } from "./audit";
export { ACTOR_KINDS, auditLog, type ActorKind } from "./tables";
export { auditLabels, type AuditLabels } from "./labels";
