/**
 * The instance key check: every process on a database — one server, or many replicas sharing
 * PostgreSQL — must hold the instance key its secrets were sealed under (SPEC §13). A replica
 * started with another key would run "fine" and fail later, one sealed secret at a time (a
 * webhook signing secret, a mail text), so it is refused at start instead, saying why.
 *
 * A known text sealed under the key is kept in the settings table. At start it must open (under
 * the current key or one of RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS); opened under a retired key it is
 * sealed again under the current one (a rotation in progress). The first process on a database
 * writes it; replicas starting together race to insert and all check the one that won. Later
 * starts only read it.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/settings-table";
import type { Clock } from "../lib/clock";
import { InstanceKeyError } from "../lib/instance-key";
import type { Sealer } from "../lib/seal";

const CHECK_KEY = "instance_key.check";
const PURPOSE = "instance-key-check";
const TEXT = "rivalscope instance key check";

export async function checkInstanceKey(db: Db, secrets: Sealer, clock: Clock): Promise<void> {
  const read = async () => (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CHECK_KEY)).limit(1))[0];
  // Read first: once the check is written (every start but a database's first), a start only
  // reads it — no sealing and no write at each start (docs/benchmarks.md, "Cold start, session 15").
  let row = await read();
  if (!row) {
    await db.insert(settings).values({ key: CHECK_KEY, value: JSON.stringify(secrets.seal(TEXT, PURPOSE)), updatedAt: clock.now() }).onConflictDoNothing();
    row = await read();
  }
  const sealed = row ? (JSON.parse(row.value) as string) : "";
  let opened: string;
  try {
    opened = secrets.open(sealed, PURPOSE);
  } catch (e) {
    throw new InstanceKeyError(
      `The instance key cannot open this database's sealed secrets (${(e as Error).message}). ` +
        "Every process on one database must use the same instance key: set RIVALSCOPE_ENCRYPTION_KEY to the key the other replicas use " +
        "(or copy their secret.key), and list a retired key in RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS while rotating.",
    );
  }
  if (opened !== TEXT) throw new InstanceKeyError("The instance key check holds an unexpected value; the settings table was altered.");
  if (!sealed.includes(`:${secrets.keyId}:`)) {
    await db.update(settings).set({ value: JSON.stringify(secrets.seal(TEXT, PURPOSE)), updatedAt: clock.now() }).where(eq(settings.key, CHECK_KEY));
  }
}
