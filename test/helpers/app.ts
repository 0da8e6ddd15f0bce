/**
 * A fresh app on a fresh database in a temporary directory — one per test file (or per test
 * where isolation matters). Time is a ManualClock the test moves.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type App } from "../../src/app";
import { loadConfig, type Config } from "../../src/config";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { openRuntime, type Runtime } from "../../src/runtime";

export interface TestApp {
  app: App;
  rt: Runtime;
  config: Config;
  clock: ManualClock;
  logger: ReturnType<typeof memoryLogger>;
  dir: string;
  /** `app.handle` on a path of http://localhost. A plain object body is sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(opts: { env?: Record<string, string>; clock?: ManualClock; dir?: string; dataset?: unknown } = {}): Promise<TestApp> {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), "rivalscope-test-"));
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: dir, LOG_LEVEL: "silent", ...opts.env });
  const clock = opts.clock ?? new ManualClock();
  const logger = memoryLogger("debug");
  const rt = await openRuntime(config, { clock, logger, dataset: opts.dataset });
  const app = createApp(rt);
  return {
    app,
    rt,
    config,
    clock,
    logger,
    dir,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      let body = rest.body;
      if (json !== undefined) {
        body = JSON.stringify(json);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
      return app.handle(new Request(`http://localhost${path}`, { ...rest, headers, body }));
    },
    async close() {
      await rt.close();
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
