/**
 * API key format (SPEC §4): `rsk_` + 34 random base62 characters + 6 base62 characters of the
 * CRC32 (IEEE) of those 34 characters, left-padded with "0". The checksum lets a client, a
 * support person or a secret scanner recognise a mistyped or leaked key offline.
 */
import { randomBase62, toBase62 } from "../lib/base62";
import { crc32 } from "../lib/crc32";

export const KEY_PREFIX = "rsk_";
const BODY_LENGTH = 34;
const CHECK_LENGTH = 6;
export const KEY_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECK_LENGTH;
const SHAPE = /^rsk_[0-9A-Za-z]{40}$/;

export const keyChecksum = (body: string) => toBase62(crc32(body), CHECK_LENGTH);

export function generateApiKey(): string {
  const body = randomBase62(BODY_LENGTH);
  return KEY_PREFIX + body + keyChecksum(body);
}

/** True when the key has the right shape and its checksum matches. */
export function isWellFormedKey(key: string): boolean {
  if (!SHAPE.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return key.slice(-CHECK_LENGTH) === keyChecksum(body);
}

/** What is safe to show of a key after creation: enough to recognise it, useless to an attacker. */
export const displayPrefix = (key: string) => key.slice(0, KEY_PREFIX.length + 8);
