/**
 * Sealing — secrets that must be kept but never stored in clear (signing keys, webhook secrets,
 * a new API key waiting for its success page, a queued mail that carries one) are encrypted with
 * AES-256-GCM under the instance key.
 *
 * A sealed value is `sealed:v1:<key id>:<iv>:<ciphertext+tag>` (base64url): the key id lets the
 * instance key rotate — values sealed under a retired key still open while that key is listed as
 * previous — and `purpose` is bound as additional authenticated data, so a value sealed for one
 * column cannot be moved into another and opened there. Tampering fails the tag check.
 *
 * Signing (`sign` / `verify`) is for values that travel in clear but must not be forged (the
 * visitor session cookie): HMAC-SHA256 under a key derived per purpose from the instance key
 * (HKDF), so a MAC made for one purpose is worthless for another and the instance key itself is
 * never used as an HMAC key. Retired keys still verify, like they still open.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

const PREFIX = "sealed:v1:";

export interface Sealer {
  /** Id of the key new values are sealed with. */
  readonly keyId: string;
  seal(plaintext: string, purpose: string): string;
  /** The plaintext; throws when the value is not sealed, was sealed for another purpose or under an unknown key, or was altered. */
  open(sealed: string, purpose: string): string;
  /** A MAC of `data` for `purpose` (base64url, 43 characters) under the current key. */
  sign(data: string, purpose: string): string;
  /** True when `mac` is the MAC of `data` for `purpose` under the current or a retired key. Constant time. */
  verify(data: string, mac: string, purpose: string): boolean;
}

export const isSealed = (v: string | null | undefined): v is string => typeof v === "string" && v.startsWith(PREFIX);

/** The id of a key: the first 8 hex digits of its SHA-256, enough to tell a handful of keys apart. */
export const keyIdOf = (key: Uint8Array) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** `keys[0]` seals; every key in the list opens. Each key is 32 bytes. */
export function createSealer(keys: Uint8Array[]): Sealer {
  if (keys.length === 0) throw new Error("createSealer needs at least one key");
  for (const k of keys) if (k.length !== 32) throw new Error("instance keys are 32 bytes");
  const byId = new Map(keys.map((k) => [keyIdOf(k), k]));
  const current = keys[0];
  const keyId = keyIdOf(current);
  const macKeys = new Map<string, Buffer[]>();
  const macKeysFor = (purpose: string) => {
    let list = macKeys.get(purpose);
    if (!list) {
      list = keys.map((k) => Buffer.from(hkdfSync("sha256", k, new Uint8Array(0), `rivalscope mac v1: ${purpose}`, 32)));
      macKeys.set(purpose, list);
    }
    return list;
  };
  const mac = (key: Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
  return {
    keyId,
    sign(data, purpose) {
      return mac(macKeysFor(purpose)[0], data).toString("base64url");
    },
    verify(data, given, purpose) {
      const sent = Buffer.from(typeof given === "string" ? given : "", "base64url");
      if (sent.length !== 32) return false;
      return macKeysFor(purpose).some((k) => timingSafeEqual(mac(k, data), sent));
    },
    seal(plaintext, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(Buffer.from(purpose, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${keyId}:${iv.toString("base64url")}:${body.toString("base64url")}`;
    },
    open(sealed, purpose) {
      if (!isSealed(sealed)) throw new Error("not a sealed value");
      const [kid, ivText, bodyText] = sealed.slice(PREFIX.length).split(":");
      const key = byId.get(kid);
      if (!key) throw new Error(`sealed under key ${kid}, which this instance does not have (was the instance key changed without listing the old one?)`);
      const body = Buffer.from(bodyText ?? "", "base64url");
      if (body.length < 16) throw new Error("sealed value is truncated");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(ivText ?? "", "base64url"));
      decipher.setAAD(Buffer.from(purpose, "utf8"));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8");
    },
  };
}
