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
import { createAccess } from "./access/service";
import { createCatalog } from "./catalog/service";
import { createAdminService } from "./admin/service";
import { createBilling } from "./billing/service";
import { createMailer } from "./mail/mailer";
import embeddedDataset from "../data/tools.json";

export interface Runtime extends AppDeps {
  /** Flush buffers, run the registered closers and close the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already-open database (tests); otherwise `<dataDir>/rivalscope.sqlite`. */
  db?: Db;
  /** The catalog dataset to load (tests); otherwise the one embedded from data/tools.json. */
  dataset?: unknown;
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

  // Work to do at shutdown (flush counters, stop timers), run in reverse order of registration.
  const closers: (() => void | Promise<void>)[] = [];
  const base = { config, db, logger, clock, startedAt: clock.now(), onClose: (fn: () => void | Promise<void>) => void closers.push(fn) };

  // ── Services: one line each; every service is a plain object of domain functions. ──
  // (catalog, access, billing, mail, admin services are added here as their issues land)
  const catalog = createCatalog({ db, clock, logger, dataset: opts.dataset ?? embeddedDataset });
  const access = createAccess({ db, clock, config, logger });
  base.onClose(() => access.close());
  const mail = createMailer({ db, clock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  base.onClose(() => mail.flush());
  const billing = createBilling({ config, db, clock, logger, mail });
  const admin = await createAdminService({ db, clock, config, logger });

  let closed = false;
  return {
    ...base,
    catalog,
    access,
    mail,
    billing,
    admin,
    async close() {
      if (closed) return;
      closed = true;
      for (const fn of closers.reverse()) {
        try {
          await fn();
        } catch (e) {
          logger.error("error during shutdown", { err: e as Error });
        }
      }
      db.$client.close();
    },
  };
}
