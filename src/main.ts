#!/usr/bin/env bun
/**
 * rivalscope — the CLI and the only module that knows every part: it parses the configuration,
 * opens the runtime and either serves the app or runs one administrative command.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config, type Flags } from "./config";
import { InstanceKeyError } from "./lib/instance-key";
import { VERSION } from "./lib/version";
import type { CliCommand, CliOption, GlobalFlag } from "./cli/command";
import { holdServerLock, ServerLockError } from "./lib/server-lock";
import { forgetListening, localAddress, readListening, recordListening } from "./cli/listening";

type Command = CliCommand;

/**
 * The administrative commands, by their first word, loaded only when one of them runs (or for the
 * command list of --help). The server, the runtime and the domain modules are imported on use too
 * (`serve`, `migrate`): evaluating them is most of a process's start-up, and `version` or
 * `healthcheck` need none of it.
 */
const COMMAND_GROUPS: Record<string, () => Promise<Record<string, Command>>> = {
  keys: async () => (await import("./cli/keys")).keyCommands,
  accounts: async () => (await import("./cli/accounts")).accountCommands,
  admin: async () => (await import("./cli/admin")).adminCommands,
  jobs: async () => (await import("./cli/jobs")).jobCommands,
  backup: async () => (await import("./cli/backup")).backupCommands,
  restore: async () => (await import("./cli/backup")).backupCommands,
  audit: async () => (await import("./cli/audit")).auditCommands,
};

/**
 * Bun's own body limit (128 MiB unless set) answers an empty 413 before any of our code runs. The
 * limit is ours instead — MAX_BODY_BYTES, enforced in core.ts by Content-Length before reading and
 * by counting while a chunked body streams in, with the JSON 413 body — so Bun's is lifted out of
 * the way. Nothing is buffered by it: bodies are read only through core.ts's capped reader.
 */
export const SERVER_BODY_LIMIT = Number.MAX_SAFE_INTEGER;

/** How long after listening the runtime's recurring work starts (see serve). */
const START_AFTER_LISTEN_MS = 50;

/** The flags a command may take besides its own, each listed only where it applies (CliCommand.globals). */
const GLOBAL_OPTIONS: Record<GlobalFlag, CliOption> = {
  port: { type: "string", arg: "N", help: "listen port (env PORT, default 3000)" },
  host: { type: "string", arg: "H", help: "listen address (env HOST, default 0.0.0.0)" },
  dir: { type: "string", arg: "PATH", help: "data directory (env RIVALSCOPE_DATA_DIR, default ./rivalscope-data)" },
};
const HELP_OPTION: CliOption = { type: "boolean", short: "h", help: "show this help" };

/** The flags one command accepts: its own, the globals that apply to it, and --help. */
function commandOptions(command: Command): Record<string, CliOption> {
  const globals = Object.fromEntries((command.globals ?? ["dir"]).map((g) => [g, GLOBAL_OPTIONS[g]]));
  return { ...(command.options ?? {}), ...globals, help: HELP_OPTION };
}

/** "  --dir PATH    data directory …" lines, aligned. */
function optionLines(options: Record<string, CliOption>): string {
  const flags = Object.entries(options).map(([name, o]) => [`${o.short ? `-${o.short}, ` : ""}--${name}${o.type === "string" ? ` ${o.arg ?? "VALUE"}` : ""}`, o.help]);
  const width = Math.max(...flags.map(([f]) => f.length));
  return flags.map(([f, h]) => `  ${f.padEnd(width)}  ${h}`).join("\n");
}

/** What serve says when its port is taken: which port, and the ways out. */
export function portInUseMessage(config: Pick<Config, "port" | "host" | "sharePort">): string {
  const at = `port ${config.port}${config.host === "0.0.0.0" ? "" : ` on ${config.host}`}`;
  return config.sharePort
    ? `${at} is in use by a process that does not share it; every server on a shared port must be started with --share-port (RIVALSCOPE_SHARE_PORT=true), or choose another port with --port / PORT`
    : `${at} is in use by another process; stop it or choose another with --port / PORT (to run several replicas on one port, start each with --share-port or RIVALSCOPE_SHARE_PORT=true)`;
}

/** The commands of this module; the others are in COMMAND_GROUPS. */
const BUILTIN_COMMANDS: Record<string, Command> = {
  serve: {
    summary: "Start the HTTP server (the default command)",
    usage: "rivalscope serve [--port N] [--host H] [--dir PATH] [--share-port]",
    globals: ["port", "host", "dir"],
    options: { "share-port": { type: "boolean", help: "share the port with other servers started with --share-port too (replicas behind the kernel's balancing); without it a busy port stops serve" } },
    async run({ config }) {
      // Held for the server's life: `restore` refuses while it is held (src/lib/server-lock.ts).
      let lock;
      try {
        lock = holdServerLock(config.dataDir);
      } catch (e) {
        if (e instanceof ServerLockError) {
          console.error(e.message);
          return 1;
        }
        throw e;
      }
      const [{ openRuntime }, { createApp }] = await Promise.all([import("./runtime"), import("./app")]);
      let rt;
      try {
        rt = await openRuntime(config);
      } catch (e) {
        lock.release();
        throw e;
      }
      const app = createApp(rt);
      try {
        // Elysia's Bun adapter turns SO_REUSEPORT on by default: a second server on a busy port
        // would then start "fine" and the kernel would split connections between two processes
        // (two databases, two caches). Sharing a port is a deliberate choice (replicas), so it is
        // off unless asked for, and a busy port stops serve here.
        app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: SERVER_BODY_LIMIT, reusePort: config.sharePort });
      } catch (e) {
        await rt.close();
        lock.release();
        if ((e as { code?: string }).code !== "EADDRINUSE") throw e;
        console.error(portInUseMessage(config));
        return 1;
      }
      // Signals are handled from the moment the port is taken: whoever saw "listening" (a
      // supervisor, a test) may send SIGTERM at once, and it must still shut down cleanly.
      // The recurring work — the scheduler's timer, the job runner, the checkpoint worker — starts
      // a moment after the server listens, not before its first answer: starting it (a worker
      // thread, the runner's first claim) took ~8 ms that the first request, a health check
      // included, would wait for on the event loop, and answering needs none of it (the
      // scheduler's first tick is TICK_MS away in any case; jobs enqueued meanwhile wait in the
      // database for the runner, as they do across a restart).
      let starting: ReturnType<typeof setTimeout> | undefined;
      const stopped = new Promise<void>((resolveStop) => {
        let stopping = false;
        const stop = async (signal: string) => {
          if (stopping) return;
          stopping = true;
          clearTimeout(starting);
          rt.logger.info("shutting down", { signal });
          // Stop taking requests first, then the recurring work, then flush and close.
          await app.stop();
          forgetListening(config.dataDir);
          await announcing;
          await rt.close();
          lock.release();
          resolveStop();
        };
        process.on("SIGTERM", () => void stop("SIGTERM"));
        process.on("SIGINT", () => void stop("SIGINT"));
      });
      const port = app.server!.port!;
      // The one-time setup link of a first run (no admin yet) is looked for and printed with the
      // recurring work, not before the first answer either: the admin count, the token and the
      // first write to standard output took ~10 ms of CPU that a first /healthz waited for, and
      // nobody can open the link before reading it.
      let announcing: Promise<unknown> = Promise.resolve();
      starting = setTimeout(() => {
        rt.start();
        announcing = rt.admin.announceSetupLink(config.baseUrl.replace(/:0$/, `:${port}`)).catch((e) => rt.logger.error("setup link not announced", { err: e as Error }));
      }, START_AFTER_LISTEN_MS);
      recordListening(config.dataDir, { host: config.host, port });
      rt.logger.info("listening", {
        url: `http://${config.host}:${port}`,
        base_url: config.baseUrl,
        version: VERSION,
        data_dir: config.dataDir,
        startup_ms: Math.round(performance.now()),
      });
      await stopped;
      return 0;
    },
  },
  migrate: {
    summary: "Apply pending database migrations and exit; with --to, copy the SQLite database into PostgreSQL",
    usage: "rivalscope migrate [--dir PATH] [--to postgres://…]",
    options: { to: { type: "string", arg: "URL", help: "copy the data directory's SQLite database into this empty PostgreSQL database (creating its schema), then compare row counts table by table" } },
    run: async ({ config, values }) =>
      typeof values.to === "string"
        ? (await import("./cli/migrate-to")).migrateTo(config, values.to)
        : (await import("./cli/command")).withRuntime(config, () => (console.log("database is up to date"), 0)),
  },
  version: {
    summary: "Print the version",
    usage: "rivalscope version",
    globals: [],
    async run() {
      console.log(`rivalscope ${VERSION}`);
      return 0;
    },
  },
  healthcheck: {
    summary: "Exit 0 when the local server answers /healthz (for Docker HEALTHCHECK)",
    usage: "rivalscope healthcheck [--port N] [--dir PATH]",
    globals: ["port", "dir"],
    async run({ config, values }) {
      // --port when given; else where the server on this data dir says it listens (it may have
      // been started with its own --port); else PORT / the default.
      const at = (values.port === undefined ? readListening(config.dataDir) : null) ?? { host: config.host, port: config.port };
      try {
        const res = await fetch(`http://${localAddress(at.host)}:${at.port}/healthz`, { signal: AbortSignal.timeout(3000) });
        console.log(res.status === 200 ? "ok" : `unhealthy: HTTP ${res.status}`);
        return res.status === 200 ? 0 : 1;
      } catch (e) {
        console.log(`unhealthy: ${(e as Error).message}`);
        return 1;
      }
    },
  },
};

/** Every command: the built-in ones and all the groups (for the list in --help). */
async function allCommands(): Promise<Record<string, Command>> {
  const groups = await Promise.all(Object.values(COMMAND_GROUPS).map((load) => load()));
  return Object.assign({}, BUILTIN_COMMANDS, ...groups);
}

function mainHelp(commands: Record<string, Command>): string {
  const width = Math.max(...Object.keys(commands).map((c) => c.length));
  const list = Object.entries(commands)
    .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
    .join("\n");
  return `rivalscope ${VERSION} — self-hosted competitive intelligence\n\nUsage: rivalscope [command] [options]\n\nCommands:\n${list}\n\nOptions of serve (the default command):\n${optionLines(commandOptions(BUILTIN_COMMANDS.serve!))}\n\nRun "rivalscope <command> --help" for a command's options.`;
}

export async function runCli(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const first = argv[0];
  const hasCommand = first !== undefined && !first.startsWith("-");
  const name = hasCommand ? first : "serve";
  if (!hasCommand && (argv.includes("--help") || argv.includes("-h"))) {
    console.log(mainHelp(await allCommands()));
    return 0;
  }
  const group = COMMAND_GROUPS[name];
  const commands = group ? { ...BUILTIN_COMMANDS, ...(await group()) } : BUILTIN_COMMANDS;
  // Two-word commands: "keys create", "admin create", …
  const sub = hasCommand && argv[1] && !argv[1].startsWith("-") ? `${name} ${argv[1]}` : undefined;
  const key = sub && commands[sub] ? sub : name;
  const command = commands[key];
  if (!command) {
    const subcommands = Object.keys(commands).filter((c) => c.startsWith(`${name} `));
    if (subcommands.length) {
      const lines = subcommands.map((c) => `  ${commands[c].usage}\n      ${commands[c].summary}`).join("\n");
      const asked = argv.includes("--help") || argv.includes("-h");
      (asked ? console.log : console.error)(`Usage:\n${lines}`);
      return asked ? 0 : 2;
    }
    console.error(`Unknown command "${name}".\n\n${mainHelp(await allCommands())}`);
    return 2;
  }
  const rest = argv.slice(hasCommand ? key.split(" ").length : 0);
  const options = commandOptions(command);
  let parsed;
  try {
    // Only the flags this command takes: `keys list --port 1` is an error, not silently ignored.
    const spec = Object.fromEntries(Object.entries(options).map(([name, o]) => [name, o.short ? { type: o.type, short: o.short } : { type: o.type }]));
    parsed = parseArgs({ args: rest, options: spec, allowPositionals: true, strict: true });
  } catch (e) {
    const unknown = /Unknown option '([^']+)'/.exec((e as Error).message)?.[1];
    console.error(`${unknown ? `rivalscope ${key} does not take ${unknown}` : (e as Error).message}\n\nUsage: ${command.usage}\nSee "rivalscope ${key} --help".`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(`${command.summary}\n\nUsage: ${command.usage}\n\nOptions:\n${optionLines(options)}`);
    return 0;
  }
  let config: Config;
  try {
    config = loadConfig(env, parsed.values as Flags);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  try {
    return await command.run({ config, values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals });
  } catch (e) {
    // A key that cannot open this database's secrets (another replica's database, a wrong key):
    // said plainly, not as a stack trace.
    if (e instanceof InstanceKeyError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

if (import.meta.main) {
  runCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (e) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "fatal", err: { message: e?.message, stack: e?.stack } }));
      process.exit(1);
    },
  );
}
