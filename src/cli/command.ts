/**
 * The shape of a CLI command, shared by main.ts and the command modules in src/cli/.
 */
import type { Config } from "../config";
import type { Ctx } from "../context";
import { createLogger } from "../lib/log";
import { openRuntime, type Runtime } from "../runtime";

export interface CliCommand {
  summary: string;
  usage: string;
  /** Flags beyond the global --port/--host/--dir. */
  options?: Record<string, { type: "string" | "boolean"; short?: string }>;
  run(args: { config: Config; values: Record<string, string | boolean | undefined>; positionals: string[] }): Promise<number>;
}

/**
 * Runs `fn` with a runtime that is constructed, never started (no timers, no listener), and
 * always closes it. `ctx` is the context of the operator at the shell.
 */
export async function withRuntime(config: Config, fn: (rt: Runtime, ctx: Ctx) => Promise<number> | number): Promise<number> {
  // Commands print their results on stdout (a key, a list); logs go to stderr so scripts can
  // capture the result alone.
  const rt = await openRuntime(config, { logger: createLogger(config.logLevel, (l) => process.stderr.write(l)) });
  try {
    return await fn(rt, rt.context({ kind: "system", via: "cli" }));
  } finally {
    await rt.close();
  }
}
