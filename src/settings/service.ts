/**
 * Settings — the configuration in effect: the environment's values with the operator's
 * dashboard overrides on top, for the variables ENV_VARS marks `editable`.
 *
 * Overrides are rows of the key/value `settings` table (`env:<NAME>` → the value as the
 * environment would spell it), validated with the variable's own zod schema from ENV_VARS, so
 * a value the dashboard accepts is exactly one the environment would. `current()` returns the
 * effective Config from a cache — a field read, so the interface-A hot path pays nothing per
 * request; a write rebuilds it at once in this process and bumps `settings.version`, which other
 * processes on the same database (the CLI, a second server) notice on `refresh()` (scheduled
 * every few seconds by the runtime) and rebuild theirs.
 */
import { eq, like } from "drizzle-orm";
import { audit } from "../audit";
import { ConfigError, ENV_VARS, loadConfig, type Config, type EnvVar, type SettingSource } from "../config";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { settings as settingsTable } from "../db/settings-table";
import { withTransaction } from "../db/tx";
import { bumpVersionRow, readVersionRow } from "../db/version-rows";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";

const PREFIX = "env:";
const VERSION_KEY = "settings.version";

/** How often a runtime looks for changes another process made (ms). */
export const SETTINGS_REFRESH_MS = 5_000;

/** A declared variable (own property: "constructor" and the like are not variables). */
const isDeclared = (name: string): name is EnvVar => Object.hasOwn(ENV_VARS, name);

export const isEditable = (name: string): name is EnvVar => isDeclared(name) && (ENV_VARS[name] as { editable?: boolean }).editable === true;

/** The names of every editable variable, in ENV_VARS order. */
export const EDITABLE_VARS: readonly EnvVar[] = (Object.keys(ENV_VARS) as EnvVar[]).filter(isEditable);

/** What reads the effective configuration (every service whose values an operator may change). */
export interface SettingsReader {
  /** The effective configuration; cached, so cheap enough to call per request. */
  current(): Config;
}

export interface Settings extends SettingsReader {
  /** Bumped on every write (here or, after refresh(), in another process). */
  readonly version: number;
  /** The dashboard's overrides (name → value as the environment would spell it). */
  overrides(): Partial<Record<EnvVar, string>>;
  /** The value the environment gives (undefined: the built-in default). */
  environmentValue(name: EnvVar): string | undefined;
  /**
   * Overrides one editable variable. `value` is validated with the variable's schema; a refusal
   * is AppError `bad_request` with the schema's message, and nothing is stored.
   */
  set(ctx: Ctx, input: { name: string; value: string }): Promise<Config>;
  /**
   * Overrides several editable variables at once (a group of the Settings page): every value is
   * checked first and either all are stored or none. A refusal is AppError `bad_request` whose
   * `details.fields` maps each refused variable to its message.
   */
  setMany(ctx: Ctx, inputs: readonly { name: string; value: string }[]): Promise<Config>;
  /** Drops an override: the environment's value (or the default) applies again. */
  reset(ctx: Ctx, input: { name: string }): Promise<Config>;
  /** Re-reads the overrides when another process changed them; true when something changed. */
  refresh(): Promise<boolean>;
}

/** A reader over a fixed configuration (services built outside a runtime, e.g. in unit tests). */
export const fixedSettings = (config: Config): SettingsReader => ({ current: () => config });

const readVersion = (db: Db) => readVersionRow(db, VERSION_KEY);

export async function createSettings(deps: { db: Db; config: Config; logger: Logger }): Promise<Settings> {
  const { db, logger } = deps;
  const base = deps.config;

  /** Stored overrides that are still editable and valid (a value stored by an older build that no longer parses is ignored, loudly). */
  async function loadOverrides(): Promise<Partial<Record<EnvVar, string>>> {
    const rows = await db.select().from(settingsTable).where(like(settingsTable.key, `${PREFIX}%`));
    const out: Partial<Record<EnvVar, string>> = {};
    for (const r of rows) {
      const name = r.key.slice(PREFIX.length);
      let value: unknown;
      try {
        value = JSON.parse(r.value);
      } catch {
        value = undefined;
      }
      if (!isEditable(name) || typeof value !== "string" || !ENV_VARS[name].schema.safeParse(value).success) {
        logger.warn("ignoring a stored setting that is not editable or no longer valid", { setting: name });
        continue;
      }
      out[name] = value;
    }
    return out;
  }

  function build(over: Partial<Record<EnvVar, string>>): Config {
    const cfg = loadConfig({ ...base.raw, ...over });
    const sources = { ...cfg.sources } as Record<EnvVar, SettingSource>;
    for (const name of Object.keys(over) as EnvVar[]) sources[name] = "dashboard";
    return { ...cfg, sources, raw: base.raw };
  }

  let version = await readVersion(db);
  let over = await loadOverrides();
  let effective: Config;
  try {
    effective = build(over);
  } catch (e) {
    // Overrides that together make an invalid configuration (should not happen: each is checked
    // on write) must not stop the server: the environment's configuration still works.
    logger.error("the dashboard's settings make an invalid configuration; using the environment's", { err: e as Error });
    over = {};
    effective = base;
  }

  // Writes and refreshes take turns: each starts from the overrides the one before it left, so
  // two changes made at once (two operators, a refresh) never drop one another.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = turn.then(fn, fn);
    turn = run.catch(() => {});
    return run;
  };

  /** Stores overrides (null: drop one) in one transaction with one audit row each, one version bump. */
  async function write(ctx: Ctx, changes: ReadonlyMap<EnvVar, string | null>): Promise<Config> {
    const next = { ...over };
    for (const [name, value] of changes) {
      if (value === null) delete next[name];
      else next[name] = value;
    }
    let cfg: Config;
    try {
      cfg = build(next);
    } catch (e) {
      if (e instanceof ConfigError) throw new AppError("bad_request", e.message.replace(/^Invalid configuration: /, ""), { field: [...changes.keys()][0] });
      throw e;
    }
    await withTransaction(ctx, async (tx) => {
      for (const [name, value] of changes) {
        const previous = over[name] ?? null;
        if (value === null) await tx.db.delete(settingsTable).where(eq(settingsTable.key, PREFIX + name));
        else {
          await tx.db
            .insert(settingsTable)
            .values({ key: PREFIX + name, value: JSON.stringify(value), updatedAt: tx.clock.now() })
            .onConflictDoUpdate({ target: settingsTable.key, set: { value: JSON.stringify(value), updatedAt: tx.clock.now() } });
        }
        await audit(tx, {
          action: value === null ? "setting.reset" : "setting.changed",
          target: { type: "setting", id: name },
          details: { from: previous ?? environmentValue(name) ?? null, to: value ?? environmentValue(name) ?? null, from_source: previous !== null ? "dashboard" : base.sources[name], to_source: value !== null ? "dashboard" : base.sources[name] },
        });
      }
      version = await bumpVersionRow(tx.db, VERSION_KEY, tx.clock.now());
    });
    over = next;
    effective = cfg;
    return cfg;
  }

  const environmentValue = (name: EnvVar) => base.raw[name];

  /** Why a value cannot be stored, or null. Checked exactly as the environment's value would be. */
  function refused(name: EnvVar, value: string): string | null {
    // Not trimmed: the environment's reading is the dashboard's, and " 5" is no number there.
    if (value.trim() === "") return `${name} must not be empty (use "reset to environment" to drop the override)`;
    const parsed = ENV_VARS[name].schema.safeParse(value);
    return parsed.success ? null : `${name} ${parsed.error.issues[0].message}`;
  }

  function editableName(name: string): EnvVar {
    if (isDeclared(name) && !isEditable(name)) throw new AppError("forbidden", `${name} cannot be changed at run time: set it in the environment and restart.`, { field: name });
    if (!isEditable(name)) throw new AppError("not_found", `There is no setting named ${name}.`);
    return name;
  }

  return {
    current: () => effective,
    get version() {
      return version;
    },
    overrides: () => ({ ...over }),
    environmentValue,
    async set(ctx, input) {
      const name = editableName(input.name);
      const refusal = refused(name, input.value);
      if (refusal) throw new AppError("bad_request", refusal, { field: name });
      return inTurn(() => write(ctx, new Map([[name, input.value]])));
    },
    async setMany(ctx, inputs) {
      const changes = new Map<EnvVar, string>();
      const fields: Record<string, string> = {};
      for (const input of inputs) {
        const name = editableName(input.name);
        const refusal = refused(name, input.value);
        if (refusal) fields[name] = refusal;
        else changes.set(name, input.value);
      }
      const names = Object.keys(fields);
      if (names.length) throw new AppError("bad_request", Object.values(fields).join(" "), { field: names[0], fields });
      return changes.size ? inTurn(() => write(ctx, changes)) : effective;
    },
    async reset(ctx, input) {
      const name = editableName(input.name);
      return inTurn(async () => (over[name] === undefined ? effective : write(ctx, new Map([[name, null]]))));
    },
    refresh: () =>
      inTurn(async () => {
        const v = await readVersion(db);
        if (v === version) return false;
        version = v;
        over = await loadOverrides();
        try {
          effective = build(over);
        } catch (e) {
          logger.error("the dashboard's settings make an invalid configuration; keeping the previous one", { err: e as Error });
        }
        return true;
      }),
  };
}

/**
 * A value computed from the effective configuration, recomputed only when it changes (the
 * Config object is replaced on every write): e.g. billing's offers, the plans' allowances.
 */
export function derived<T>(settings: SettingsReader, compute: (config: Config) => T): () => T {
  let seen: Config | null = null;
  let value: T;
  return () => {
    const cfg = settings.current();
    if (cfg !== seen) {
      value = compute(cfg);
      seen = cfg;
    }
    return value;
  };
}
