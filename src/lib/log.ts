/**
 * Logger — one JSON object per line on stdout, so any log shipper can parse it.
 * Levels below the configured one cost a comparison and nothing else.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  enabled(level: LogLevel): boolean;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = order[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...fields };
    if (fields?.err instanceof Error) entry.err = { message: fields.err.message, stack: fields.err.stack };
    write(JSON.stringify(entry) + "\n");
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    enabled: (l) => order[l] >= min,
  };
}

/** A logger that keeps its lines in memory — for tests that assert on what was logged. */
export function memoryLogger(level: LogLevel = "debug"): Logger & { lines: Record<string, any>[] } {
  const lines: Record<string, any>[] = [];
  const logger = createLogger(level, (l) => lines.push(JSON.parse(l)));
  return Object.assign(logger, { lines });
}
