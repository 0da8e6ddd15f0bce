/**
 * Ctx — what every domain verb is called with: `verb(ctx, input)`.
 *
 * The actor says on whose behalf the verb runs — an admin in the dashboard, a signed-in customer,
 * an API key, a visitor without either, or the system itself (jobs, schedules, Stripe events) —
 * so the audit log and permission checks read it from one place. `ids` makes identifiers
 * injectable like the clock; `secrets` seals what must be kept but never stored in clear. Input is validated by the route's schema before the verb runs; a
 * verb does not validate it again.
 */
import type { Db } from "./db/client";
import { randomId } from "./lib/base62";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/log";
import { argon2Passwords, type Passwords } from "./lib/password";
import type { Sealer } from "./lib/seal";
import type { SettingsReader } from "./settings/service";

export type Actor =
  | { kind: "admin"; id: string }
  | { kind: "account"; id: string }
  | { kind: "api_key"; id: string }
  | { kind: "anonymous" }
  /** The process itself: jobs, schedules, verified Stripe events, the operator's CLI (`via`). */
  | { kind: "system"; via?: string };

export interface Ids {
  /** A prefixed random identifier, e.g. `key_3fK9…`. */
  id(prefix: string, length?: number): string;
  /** A random UUID v4 (public identifiers the seed writes as UUIDs: reports, competitors). */
  uuid(): string;
}

export const randomIds: Ids = { id: randomId, uuid: () => crypto.randomUUID() };

export interface Ctx {
  db: Db;
  clock: Clock;
  log: Logger;
  actor: Actor;
  ids: Ids;
  secrets: Sealer;
  /** Password hashing (argon2id at this runtime's cost; lib/password.ts). */
  passwords: Passwords;
  /** The client address of the request that caused this, when there is one (audit). */
  ip?: string;
  /** The effective run-time settings (dashboard over environment); absent only in bare test contexts. */
  settings?: SettingsReader;
}

export const SYSTEM: Actor = { kind: "system" };
export const ANONYMOUS: Actor = { kind: "anonymous" };

/** The pieces of the runtime a context is built from. */
export interface CtxBase {
  db: Db;
  clock: Clock;
  logger: Logger;
  secrets: Sealer;
  ids?: Ids;
  settings?: SettingsReader;
  passwords?: Passwords;
}

/** Makes the context of one call: who acts, and from which address when a request caused it. */
export type ContextFactory = (actor: Actor, ip?: string) => Ctx;

/** The context factory of one runtime. */
export const contextFactory =
  (base: CtxBase): ContextFactory =>
  (actor, ip) => ({ db: base.db, clock: base.clock, log: base.logger, actor, ids: base.ids ?? randomIds, secrets: base.secrets, passwords: base.passwords ?? argon2Passwords, ip, settings: base.settings });

/** A short text for logs and the audit log: "admin:adm_…", "system". */
export const actorLabel = (a: Actor) => ("id" in a ? `${a.kind}:${a.id}` : a.kind === "system" && a.via ? `system:${a.via}` : a.kind);
