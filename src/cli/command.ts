/**
 * The shape of a CLI command, shared by main.ts and the command modules in src/cli/.
 */
import type { Config } from "../config";
import type { Ctx } from "../context";
import { createLogger } from "../lib/log";
import { openRuntime, type Runtime } from "../runtime";

/** A flag of one command, with the words its --help shows. */
export interface CliOption {
  type: "string" | "boolean";
  short?: string;
  /** The value's placeholder in --help ("E", "PATH"); string flags only. */
  arg?: string;
  help: string;
}

/** The flags every command may take, each only where it means something (`globals`). */
export type GlobalFlag = "port" | "host" | "dir";

export interface CliCommand {
  summary: string;
  usage: string;
  /** Flags of this command. */
  options?: Record<string, CliOption>;
  /** The global flags that apply to it; default `["dir"]` (every command but `version` reads a data directory). */
  globals?: readonly GlobalFlag[];
  run(args: { config: Config; values: Record<string, string | boolean | undefined>; positionals: string[] }): Promise<number>;
}

/**
 * Prints a listing as tab-separated lines under a header row (a person reads the columns; a
 * script splits on tabs and skips the first line), or `empty` alone when there are no rows.
 */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[], empty: string): void {
  if (rows.length === 0) {
    console.log(empty);
    return;
  }
  console.log(header.join("\t"));
  for (const r of rows) console.log(r.join("\t"));
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
