/**
 * A private directory: created 0700, and an existing one that others may read or enter (0755 from
 * a `mkdir` by hand, an unpacked archive, an older version) tightened to its owner's bits only.
 * The data directory holds password hashes, sealed secrets and the instance key file; mode 0700
 * on the directory keeps other local users out of all of it at once, whatever its files' modes.
 *
 * Tightening can be refused (the directory belongs to another user, a read-only mount): the
 * caller is then told so, and warns, rather than refusing to start over a mode.
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";

/** Group and other permission bits. */
const OPEN_TO_OTHERS = 0o077;

export type PrivateDirOutcome =
  | { kind: "private" }
  | { kind: "tightened"; from: string; to: string }
  | { kind: "open"; mode: string; reason: string };

const octal = (mode: number) => `0${(mode & 0o7777).toString(8).padStart(3, "0")}`;

/** Creates `dir` (0700) or tightens it; `chmod` is a seam for tests (a refusal cannot be staged as root). */
export function ensurePrivateDir(dir: string, chmod: (path: string, mode: number) => void = chmodSync): PrivateDirOutcome {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o7777;
  if ((mode & OPEN_TO_OTHERS) === 0) return { kind: "private" };
  const to = mode & ~OPEN_TO_OTHERS;
  try {
    chmod(dir, to);
  } catch (e) {
    return { kind: "open", mode: octal(mode), reason: (e as Error).message };
  }
  return { kind: "tightened", from: octal(mode), to: octal(to) };
}
