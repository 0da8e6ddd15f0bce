/**
 * Passwords — argon2id hashes (Bun.password): memory-hard, so a stolen database is expensive to
 * crack offline. Shared by the dashboard's admins and interface B's accounts.
 *
 * The cost of new hashes is a seam of the runtime (`Ctx.passwords`), like the clock: the server
 * and the CLI always use ARGON2_COST; only the tests pass a cheaper one (`createTestApp`), since
 * a hundred-odd sign-ins at 60–200 ms of CPU each were a quarter of the test suite. Verifying
 * reads the cost from the stored hash itself, so it always matches the hash's own parameters.
 */

/**
 * The upper bound keeps a sign-in from becoming a denial of service: argon2 cost grows with the
 * input, and nobody types a password longer than this.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** argon2id's parameters: memory in KiB and passes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** What the server and the CLI hash with: 64 MiB and two passes (Bun's defaults, above OWASP's minimum of 19 MiB). */
export const ARGON2_COST: PasswordCost = { memoryCost: 65_536, timeCost: 2 };

export interface Passwords {
  readonly cost: PasswordCost;
  /** A new argon2id hash of `password` at this instance's cost. */
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `hash`. With no hash (null), a decoy hash is verified instead and
   * the answer is false — in about the time a real check takes.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
}

export function createPasswords(cost: PasswordCost = ARGON2_COST): Passwords {
  const hash = (password: string) => Bun.password.hash(password, { algorithm: "argon2id", ...cost });
  // A real argon2id hash of a random password, verified when there is no hash to check against
  // (unknown email, an account without a password), so that case costs as much time as a wrong
  // password and the timing does not reveal which addresses exist. Computed once, lazily.
  let decoyHash: Promise<string> | undefined;
  return {
    cost,
    hash,
    async verify(stored, password) {
      if (typeof password !== "string" || password.length > PASSWORD_MAX) return false;
      if (!stored) {
        decoyHash ??= hash(crypto.randomUUID());
        await Bun.password.verify(password || "-", await decoyHash).catch(() => false);
        return false;
      }
      return Bun.password.verify(password, stored).catch(() => false);
    },
  };
}

/** The production seam, for contexts built without one. */
export const argon2Passwords = createPasswords();
