/**
 * The instance key — what every sealed secret of this installation is encrypted under.
 *
 * From RIVALSCOPE_ENCRYPTION_KEY (base64 of 32 bytes) when set; otherwise from `secret.key` in
 * the data directory, created with 32 random bytes and mode 0600 on first start. Retired keys
 * (RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS) still open what they sealed, so the key can be rotated.
 * Without the key a backup's secrets cannot be opened: backups and restores must carry it.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SECRET_KEY_FILE = "secret.key";

export class InstanceKeyError extends Error {}

function decode(text: string, where: string): Uint8Array {
  const bytes = Buffer.from(text.trim(), "base64");
  if (bytes.length !== 32) {
    throw new InstanceKeyError(`${where} must be the base64 encoding of exactly 32 bytes (e.g. \`openssl rand -base64 32\`)`);
  }
  return bytes;
}

/** The keys, current first. Creates `<dataDir>/secret.key` when no key is configured and none exists. */
export function loadInstanceKeys(opts: { key?: string; previous?: string[]; dataDir: string }): Uint8Array[] {
  const previous = (opts.previous ?? []).map((k, i) => decode(k, `RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS (entry ${i + 1})`));
  if (opts.key) return [decode(opts.key, "RIVALSCOPE_ENCRYPTION_KEY"), ...previous];
  const path = join(opts.dataDir, SECRET_KEY_FILE);
  if (!existsSync(path)) {
    // "wx": never overwrite a key another process wrote in the meantime.
    try {
      writeFileSync(path, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  chmodSync(path, 0o600);
  return [decode(readFileSync(path, "utf8"), path), ...previous];
}
