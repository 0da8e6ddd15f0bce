/**
 * `rivalscope audit list` — the audit log from the command line, newest first, one tab-separated
 * line per entry (time, actor, action, target, ip, details). Read-only, so it works beside a
 * running server.
 */
import { ACTOR_KINDS, listAudit, type ActorKind } from "../audit";
import type { CliCommand } from "./command";
import { printTable, withRuntime } from "./command";

const DAY_MS = 86_400_000;

/** A yyyy-mm-dd date as UTC midnight (ms), or null. */
const utcDate = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ? Date.parse(`${s}T00:00:00Z`) : null);

export const auditCommands: Record<string, CliCommand> = {
  "audit list": {
    summary: "List audit log entries, newest first (at, actor, action, target, ip, details)",
    usage: `rivalscope audit list [--actor ${ACTOR_KINDS.join("|")}] [--action A | --action PREFIX.] [--target TYPE] [--target-id ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]`,
    options: {
      actor: { type: "string", arg: "K", help: `only entries of this kind of actor (${ACTOR_KINDS.join(", ")})` },
      action: { type: "string", arg: "A", help: "only this action (api_key.issued), or every action under a prefix ending in a dot (api_key.)" },
      target: { type: "string", arg: "TYPE", help: "only entries about this kind of thing (api_key, account, setting, …)" },
      "target-id": { type: "string", arg: "ID", help: "only entries about this one thing" },
      from: { type: "string", arg: "YYYY-MM-DD", help: "from this UTC day on (inclusive)" },
      to: { type: "string", arg: "YYYY-MM-DD", help: "up to this UTC day (inclusive)" },
      limit: { type: "string", arg: "N", help: "at most N entries (1–10000, default 100)" },
    },
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
      return withRuntime(config, async (_rt, ctx) => {
        const rows = await listAudit(ctx, {
          actorKind: actor as ActorKind | undefined,
          action: str("action"),
          targetType: str("target"),
          targetId: str("target-id"),
          from: fromMs,
          to: toMs === undefined ? undefined : toMs + DAY_MS,
          limit,
        });
        const lines = rows.map((r) => {
          const who = r.actorId ? `${r.actorKind}:${r.actorId}` : r.actorKind;
          const target = r.targetType ? `${r.targetType}${r.targetId ? `:${r.targetId}` : ""}` : "-";
          return [new Date(r.at).toISOString(), who, r.action, target, r.ip ?? "-", r.details ? JSON.stringify(r.details) : ""];
        });
        printTable(["AT", "ACTOR", "ACTION", "TARGET", "IP", "DETAILS"], lines, "no audit entries");
        return 0;
      });
    },
  },
};

function fail(message: string, code = 2) {
  console.error(message);
  return Promise.resolve(code);
}
