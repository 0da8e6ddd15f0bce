/**
 * Signing keys — the Ed25519 key pairs that sign this instance's access tokens (EdDSA).
 *
 * - Generated on first use, kept in `signing_keys`: the public key as a JWK, the private key as
 *   PKCS#8 sealed under the instance key (a copy of the database cannot mint tokens).
 * - One key is current. Rotating retires it and makes a new one current; a retired key is still
 *   published and accepted for RETIRED_KEY_KEPT_MS, longer than any token it signed lives, so
 *   rotation never signs anyone out. Older retired keys are deleted at the next rotation.
 * - Rows are read on every use (a table of one to three rows, an indexed read), so a rotation
 *   made by another process — the CLI beside a running server — is seen at once; only the
 *   imported CryptoKeys are cached, by kid.
 * - Ed25519: small keys and signatures, fast, and no parameter choices to get wrong. The header
 *   says `EdDSA`, the name every JOSE library knows.
 */
import { gt, isNull, lt, or } from "drizzle-orm";
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from "jose";
import type { Ctx } from "../context";
import { param, preparedFor } from "../db/prepared";
import { withTransaction } from "../db/tx";
import { signingKeys } from "./tables";

export const SIGNING_ALG = "EdDSA";
/** How long a retired key stays published and accepted: its last tokens live one hour. */
export const RETIRED_KEY_KEPT_MS = 2 * 60 * 60 * 1000;
/** Sealing purpose of the private keys (bound into the ciphertext). */
const PRIVATE_KEY_PURPOSE = "signing_keys.private_key";

type KeyRow = typeof signingKeys.$inferSelect;

/** A published public key: a JWK that always names its kid, algorithm and use. */
export type PublishedJwk = JWK & { kty: string; kid: string; alg: string; use: string };

export interface SigningKeys {
  /** The current key (created on first use): its kid and private key. */
  current(ctx: Ctx): Promise<{ kid: string; privateKey: CryptoKey }>;
  /** The public key of a published kid, or null (unknown, or retired too long ago). */
  publicKey(ctx: Pick<Ctx, "db" | "clock">, kid: string): Promise<CryptoKey | null>;
  /** The JWK set of the published keys (current first, created if there is none yet), for /.well-known/jwks.json. */
  jwks(ctx: Ctx): Promise<{ keys: PublishedJwk[] }>;
  /** Retires the current key and makes a new one current; returns the new kid. */
  rotate(ctx: Ctx): Promise<string>;
}

// Read on every signed-in request (db/prepared.ts).
const statements = preparedFor("signing_keys", (db) => ({
  published: db
    .select()
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, param("retiredAfter")))),
}));

const publishedRows = async (ctx: Pick<Ctx, "db" | "clock">): Promise<KeyRow[]> =>
  (await statements(ctx.db).published.execute({ retiredAfter: ctx.clock.now() - RETIRED_KEY_KEPT_MS })).sort((a, b) => (a.retiredAt === null ? -1 : b.retiredAt === null ? 1 : b.createdAt - a.createdAt));

const currentRow = async (ctx: Pick<Ctx, "db">): Promise<KeyRow | null> => (await ctx.db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)))[0] ?? null;

/** A new key pair as the row to store. Async (WebCrypto), so it runs before any transaction. */
async function newKeyRow(ctx: Ctx): Promise<KeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = ctx.ids.id("sk", 16);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: "sig" };
  return { kid, alg: SIGNING_ALG, publicJwk: JSON.stringify(publicJwk), privateKey: ctx.secrets.seal(await exportPKCS8(privateKey), PRIVATE_KEY_PURPOSE), createdAt: ctx.clock.now(), retiredAt: null };
}

export function createSigningKeys(): SigningKeys {
  const publicKeys = new Map<string, Promise<CryptoKey>>();
  const privateKeys = new Map<string, Promise<CryptoKey>>();

  return {
    async current(ctx) {
      let row = await currentRow(ctx);
      if (!row) {
        const fresh = await newKeyRow(ctx);
        // Two first uses racing (two requests, two processes): the first insert wins, the other key is dropped.
        row = await withTransaction(ctx, async (tx) => (await currentRow(tx)) ?? (await tx.db.insert(signingKeys).values(fresh).returning())[0]!);
      }
      const { kid, privateKey } = row;
      if (!privateKeys.has(kid)) privateKeys.set(kid, importPKCS8(ctx.secrets.open(privateKey, PRIVATE_KEY_PURPOSE), SIGNING_ALG));
      return { kid, privateKey: await privateKeys.get(kid)! };
    },

    async publicKey(ctx, kid) {
      const row = (await publishedRows(ctx)).find((r) => r.kid === kid);
      if (!row) return null;
      if (!publicKeys.has(kid)) publicKeys.set(kid, importJWK(JSON.parse(row.publicJwk), SIGNING_ALG) as Promise<CryptoKey>);
      return publicKeys.get(kid)!;
    },

    async jwks(ctx) {
      await this.current(ctx);
      return { keys: (await publishedRows(ctx)).map((r) => JSON.parse(r.publicJwk) as PublishedJwk) };
    },

    async rotate(ctx) {
      const fresh = await newKeyRow(ctx);
      await withTransaction(ctx, async (tx) => {
        const now = tx.clock.now();
        await tx.db.delete(signingKeys).where(lt(signingKeys.retiredAt, now - RETIRED_KEY_KEPT_MS));
        await tx.db.update(signingKeys).set({ retiredAt: now }).where(isNull(signingKeys.retiredAt));
        await tx.db.insert(signingKeys).values(fresh);
      });
      return fresh.kid;
    },
  };
}
