/**
 * PostgreSQL's own programs — `pg_dump` and `pg_restore` — for backups and restores on PostgreSQL
 * (docs/operations.md, "PostgreSQL"). A database server has no file to copy; its dump is the
 * backup, in pg_dump's custom format (`-Fc`: compressed, restorable table by table).
 *
 * The program is found on PATH, else beside the newest server programs Debian installs
 * (/usr/lib/postgresql/<version>/bin). The connection's password is handed over in the
 * environment (PGPASSWORD), never on the command line, where any user's `ps` would show it.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type PgTool = "pg_dump" | "pg_restore";

export class PgToolError extends Error {}

const DEBIAN_DIR = "/usr/lib/postgresql";

/** The program's path, or null when it is neither on PATH nor under /usr/lib/postgresql/<v>/bin. */
export function findPgTool(name: PgTool): string | null {
  const onPath = Bun.which(name);
  if (onPath) return onPath;
  if (!existsSync(DEBIAN_DIR)) return null;
  const versions = readdirSync(DEBIAN_DIR)
    .filter((v) => existsSync(join(DEBIAN_DIR, v, "bin", name)))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_DIR, versions[0], "bin", name) : null;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(the URL given)";
  }
}

/** The URL without its password, and the password apart (for PGPASSWORD). */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = "";
  return { url: u.toString(), password };
}

/** Runs pg_dump or pg_restore against `url`; throws PgToolError with its message when it fails. */
export async function runPgTool(name: PgTool, url: string, args: string[]): Promise<void> {
  const path = findPgTool(name);
  if (!path) throw new PgToolError(`${name} was not found on PATH or under ${DEBIAN_DIR}/<version>/bin: install PostgreSQL's client programs (Debian: postgresql-client) on this machine`);
  const target = splitPassword(url);
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  if (target.password !== undefined) env.PGPASSWORD = target.password;
  const proc = Bun.spawn([path, ...args, `--dbname=${target.url}`], { env, stdout: "pipe", stderr: "pipe" });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  if (code !== 0) throw new PgToolError(`${name} failed (exit ${code}): ${stderr.trim().split("\n").slice(-5).join(" ") || "no message"}`);
}

/** The first bytes of every pg_dump custom-format archive. */
export const PG_DUMP_MAGIC = "PGDMP";
