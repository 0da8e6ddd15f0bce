/**
 * GET /healthz — liveness plus a database probe (SPEC §10). Not rate-limited, not logged at info.
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { databaseIsUsable, type Db } from "../db/client";
import { engineOf } from "../db/handle";
import type { Clock } from "../lib/clock";
import { VERSION } from "../lib/version";
import { responses } from "./openapi-docs";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  uptime_s: z.number().int(),
  db: z.enum(["ok", "error"]),
  /** Where the state lives: one SQLite file, or PostgreSQL shared by replicas (SPEC §13). */
  engine: z.enum(["sqlite", "postgres"]),
});

export const healthRoutes = (deps: { db: Db; clock: Clock; startedAt: number }) =>
  new Elysia({ name: "health" }).get(
    "/healthz",
    async ({ set }) => {
      const ok = await databaseIsUsable(deps.db);
      if (!ok) set.status = 503;
      return {
        status: ok ? ("ok" as const) : ("unavailable" as const),
        version: VERSION,
        uptime_s: Math.floor((deps.clock.now() - deps.startedAt) / 1000),
        db: ok ? ("ok" as const) : ("error" as const),
        engine: engineOf(deps.db),
      };
    },
    {
      response: { 200: healthSchema, 503: healthSchema },
      detail: {
        tags: ["Operations"],
        summary: "Health check",
        description: "200 when the server and its database are usable, 503 otherwise. For load balancers and `rivalscope healthcheck` (Docker's HEALTHCHECK). Not limited.",
        security: [],
        responses: responses({
          200: { description: "The server and its database are usable.", examples: { ok: { summary: "A healthy server", value: { status: "ok", version: VERSION, uptime_s: 3600, db: "ok", engine: "sqlite" } } } },
          503: {
            description: "The database cannot be used (the server answers, but cannot serve data).",
            examples: { unavailable: { summary: "The database file is gone or locked", value: { status: "unavailable", version: VERSION, uptime_s: 3600, db: "error", engine: "sqlite" } } },
          },
        }),
      },
    },
  );
