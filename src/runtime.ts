/**
 * Runtime — opens the data directory and database, applies migrations and builds the services
 * every entry point shares (the server, the CLI commands and the tests).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AppDeps } from "./app";
import type { Config } from "./config";
import { openDatabase, type Db } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { systemClock, type Clock } from "./lib/clock";
import { createLogger, type Logger } from "./lib/log";

export interface Runtime extends AppDeps {
  /** Flush buffers and close the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already-open database (tests); otherwise `<dataDir>/rivalscope.sqlite`. */
  db?: Db;
}

export function databasePath(config: Config): string {
  return join(resolve(config.dataDir), "rivalscope.sqlite");
}

export async function openRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const clock = opts.clock ?? systemClock;
  let db = opts.db;
  if (!db) {
    mkdirSync(resolve(config.dataDir), { recursive: true });
    db = openDatabase(databasePath(config));
  }
  const { applied } = applyMigrations(db);
  if (applied.length) logger.info("migrations applied", { applied });

  let closed = false;
  return {
    config,
    db,
    logger,
    clock,
    startedAt: clock.now(),
    async close() {
      if (closed) return;
      closed = true;
      db.$client.close();
    },
  };
}
