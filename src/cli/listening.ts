/**
 * Where a running `serve` listens, kept in its data directory while it runs. `rivalscope
 * healthcheck` is a separate process (Docker's HEALTHCHECK) that never saw the flags serve was
 * started with: this file tells it the port serve really took, whether `--port`, PORT or a free
 * port (0) chose it.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = "listening.json";

export interface Listening {
  host: string;
  port: number;
}

export function recordListening(dataDir: string, at: Listening): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(at), { mode: 0o600 });
}

export function forgetListening(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}

/** What a serve on this data directory recorded, or null (none running, or it never started). */
export function readListening(dataDir: string): Listening | null {
  try {
    const at = JSON.parse(readFileSync(join(dataDir, FILE), "utf8")) as Listening;
    return typeof at.port === "number" && typeof at.host === "string" ? at : null;
  } catch {
    return null;
  }
}

/** The address to reach a server listening on `host` from the same machine. */
export function localAddress(host: string): string {
  if (host === "" || host === "0.0.0.0" || host === "::" || host === "[::]") return "127.0.0.1";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}
