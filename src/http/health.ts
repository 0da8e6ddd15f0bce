/**
 * GET /healthz — liveness plus a database probe (SPEC §10). Not rate-limited, not logged at info.
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { databaseIsUsable, type Db } from "../db/client";
import type { Clock } from "../lib/clock";
import { VERSION } from "../lib/version";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  uptime_s: z.number().int(),
  db: z.enum(["ok", "error"]),
});

export const healthRoutes = (deps: { db: Db; clock: Clock; startedAt: number }) =>
  new Elysia({ name: "health" }).get(
    "/healthz",
    ({ set }) => {
      const ok = databaseIsUsable(deps.db);
      if (!ok) set.status = 503;
      return {
        status: ok ? ("ok" as const) : ("unavailable" as const),
        version: VERSION,
        uptime_s: Math.floor((deps.clock.now() - deps.startedAt) / 1000),
        db: ok ? ("ok" as const) : ("error" as const),
      };
    },
    {
      response: { 200: healthSchema, 503: healthSchema },
      detail: { tags: ["Operations"], summary: "Health check", description: "200 when the server and its database are usable, 503 otherwise." },
    },
  );
