/**
 * `rivalscope audit list` — the audit log from the command line, newest first, one tab-separated
 * line per entry (time, actor, action, target, ip, details). Read-only, so it works beside a
 * running server.
 */
import { ACTOR_KINDS, listAudit, type ActorKind } from "../audit";
import type { CliCommand } from "./command";
import { withRuntime } from "./command";

const DAY_MS = 86_400_000;

/** A yyyy-mm-dd date as UTC midnight (ms), or null. */
const utcDate = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ? Date.parse(`${s}T00:00:00Z`) : null);

export const auditCommands: Record<string, CliCommand> = {
  "audit list": {
    summary: "List audit log entries, newest first (at, actor, action, target, ip, details)",
    usage: `rivalscope audit list [--actor ${ACTOR_KINDS.join("|")}] [--action A | --action PREFIX.] [--target TYPE] [--target-id ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]`,
    options: { actor: { type: "string" }, action: { type: "string" }, target: { type: "string" }, "target-id": { type: "string" }, from: { type: "string" }, to: { type: "string" }, limit: { type: "string" } },
    run: ({ config, values }) => {
      const str = (name: string) => (values[name] === undefined ? undefined : String(values[name]));
      const actor = str("actor");
      if (actor !== undefined && !ACTOR_KINDS.includes(actor as ActorKind)) return fail(`--actor must be one of ${ACTOR_KINDS.join(", ")}`);
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) return fail("--limit must be a whole number from 1 to 10000");
      const from = str("from");
      const to = str("to");
      const fromMs = from === undefined ? undefined : utcDate(from);
      const toMs = to === undefined ? undefined : utcDate(to);
      if (fromMs === null) return fail("--from must be a date (YYYY-MM-DD, UTC)");
      if (toMs === null) return fail("--to must be a date (YYYY-MM-DD, UTC)");
      return withRuntime(config, (_rt, ctx) => {
        const rows = listAudit(ctx, {
          actorKind: actor as ActorKind | undefined,
          action: str("action"),
          targetType: str("target"),
          targetId: str("target-id"),
          from: fromMs,
          to: toMs === undefined ? undefined : toMs + DAY_MS,
          limit,
        });
        if (rows.length === 0) console.log("no audit entries");
        for (const r of rows) {
          const who = r.actorId ? `${r.actorKind}:${r.actorId}` : r.actorKind;
          const target = r.targetType ? `${r.targetType}${r.targetId ? `:${r.targetId}` : ""}` : "-";
          console.log([new Date(r.at).toISOString(), who, r.action, target, r.ip ?? "-", r.details ? JSON.stringify(r.details) : ""].join("\t"));
        }
        return 0;
      });
    },
  },
};

function fail(message: string, code = 2) {
  console.error(message);
  return Promise.resolve(code);
}
