/**
 * Passwords — argon2id hashes (Bun.password): memory-hard, so a stolen database is expensive to
 * crack offline. Shared by the dashboard's admins and interface B's accounts.
 */

/**
 * The upper bound keeps a sign-in from becoming a denial of service: argon2 cost grows with the
 * input, and nobody types a password longer than this.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

// A real argon2id hash of a random password, verified when there is no hash to check against
// (unknown email, an account without a password), so that case costs as much time as a wrong
// password and the timing does not reveal which addresses exist. Computed once, lazily.
let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. With no hash (null), a decoy hash is verified instead and
 * the answer is false — in about the time a real check takes.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (typeof password !== "string" || password.length > PASSWORD_MAX) return false;
  if (!hash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await Bun.password.verify(password || "-", await decoyHash).catch(() => false);
    return false;
  }
  return Bun.password.verify(password, hash).catch(() => false);
}
