/**
 * The shape of a CLI command, shared by main.ts and the command modules in src/cli/.
 */
import type { Config } from "../config";
import { createLogger } from "../lib/log";
import { openRuntime, type Runtime } from "../runtime";

export interface CliCommand {
  summary: string;
  usage: string;
  /** Flags beyond the global --port/--host/--dir. */
  options?: Record<string, { type: "string" | "boolean"; short?: string }>;
  run(args: { config: Config; values: Record<string, string | boolean | undefined>; positionals: string[] }): Promise<number>;
}

/** Runs `fn` with an open runtime and always closes it (flushing counters). */
export async function withRuntime(config: Config, fn: (rt: Runtime) => Promise<number> | number): Promise<number> {
  // Commands print their results on stdout (a key, a list); logs go to stderr so scripts can
  // capture the result alone.
  const rt = await openRuntime(config, { logger: createLogger(config.logLevel, (l) => process.stderr.write(l)) });
  try {
    return await fn(rt);
  } finally {
    await rt.close();
  }
}
