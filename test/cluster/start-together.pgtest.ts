/**
 * Replicas started at the same moment on one empty PostgreSQL database — what an operator does
 * when scaling out (SPEC §13) — each answer every catalog path with 200 and the same data.
 *
 * Session 15: started together, both replicas found the dataset newer than the empty database
 * and inserted it, and all but the first stopped on the slug's unique index (src/catalog/store.ts
 * now syncs under an advisory lock); and a request counted in the shared database could answer
 * 500 when a usage flush ran during it (src/access/usage-meter.ts, whenLoaded). The deterministic
 * tests of both races are in test/catalog/store.test.ts and test/cluster/shared-limits.test.ts;
 * this is the operator's view of them.
 *
 * PostgreSQL only (`npm run test:pg`); skipped loudly elsewhere.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { SOURCE_CLI, startServer, tempDirs, type Served } from "../helpers/process";
import { freshDatabase, pgAvailable } from "../support/pg-cluster";

const onPg = PROCESS_DATABASE_ENGINE === "postgres" && pgAvailable();
if (PROCESS_DATABASE_ENGINE !== "postgres") console.warn("\n*** test/cluster/start-together.pgtest.ts runs under `npm run test:pg` only: SKIPPED ***\n");
const tempDir = tempDirs("rivalscope-start-together-");

const PATHS = ["/api/v1/categories", "/api/v1/tools?limit=100", "/api/v1/tools?q=password", "/api/v1/tools/1password", "/api/v1/compare?a=1password&b=bitwarden"];

describe.if(onPg)("replicas started together on an empty PostgreSQL database", () => {
  const servers: Served[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => {});
  });

  test("every replica starts, and answers every catalog path with 200 and the same data", async () => {
    const url = await freshDatabase("together");
    const key = randomBytes(32).toString("base64");
    const env = (i: number) => ({
      RIVALSCOPE_DATABASE_URL: url,
      RIVALSCOPE_ENCRYPTION_KEY: key,
      RIVALSCOPE_REPLICA_ID: `r${i}`,
      NODE_ENV: "test",
      RIVALSCOPE_FREE_PER_MINUTE: "unlimited",
      RIVALSCOPE_FREE_PER_DAY: "unlimited",
    });
    const started = await Promise.allSettled([0, 1, 2].map((i) => startServer(SOURCE_CLI, ["--dir", tempDir()], env(i), 60_000)));
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    expect(started.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason).slice(0, 500))).toEqual([]);

    // Each path three times on each replica, the replicas asked at once: the first answers come
    // while the others may still be starting their recurring work (the usage flush among it).
    const answers = await Promise.all(
      servers.map(async (s) => {
        const bodies: string[] = [];
        for (let round = 0; round < 3; round++) {
          for (const path of PATHS) {
            const r = await fetch(s.url + path);
            const body = await r.text();
            bodies.push(`${r.status} ${path} ${r.status === 200 ? body : body.slice(0, 300)}`);
          }
        }
        return bodies;
      }),
    );
    for (const bodies of answers) expect(bodies.filter((b) => !b.startsWith("200 "))).toEqual([]);
    expect(answers[1]).toEqual(answers[0]!);
    expect(answers[2]).toEqual(answers[0]!);
    // The whole dataset, once.
    expect(JSON.parse(answers[0]![0]!.slice(answers[0]![0]!.indexOf("{"))).total_tools).toBeGreaterThan(300);
  }, 180_000);
});
