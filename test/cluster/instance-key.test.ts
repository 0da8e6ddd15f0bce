/**
 * Every process on a database must hold the instance key its secrets are sealed under (SPEC §13):
 * `serve` with another key exits ≠ 0 saying why, before it listens; the right key, or the old one
 * listed as retired while rotating, starts.
 */
import { expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { runCli, SOURCE_CLI, startServer, tempDirs } from "../helpers/process";

const tempDir = tempDirs("rivalscope-keycheck-");
const newKey = () => randomBytes(32).toString("base64");

test("serve refuses a key that cannot open the database's sealed secrets, and starts with the right one or during a rotation", async () => {
  const dir = tempDir();
  const k1 = newKey();
  const k2 = newKey();
  // The first process on the database seals its check under k1 (any command opens the database).
  const first = runCli(SOURCE_CLI, ["keys", "list", "--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: k1 });
  expect(first.code).toBe(0);

  const refused = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", "0", "--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: k2 });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain("The instance key cannot open this database's sealed secrets");
  expect(refused.stderr).toContain("RIVALSCOPE_ENCRYPTION_KEY");
  expect(refused.stdout).not.toContain('"msg":"listening"');
  // Without RIVALSCOPE_ENCRYPTION_KEY the data directory's own secret.key is another key too.
  const fileKey = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", "0", "--dir", dir]);
  expect(fileKey.code).toBe(1);
  expect(fileKey.stderr).toContain("The instance key cannot open");

  // A rotation: k2 current, k1 retired — starts, and seals the check under k2 from then on.
  const rotating = await startServer(SOURCE_CLI, ["--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: k2, RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS: k1 });
  await rotating.stop();
  const afterRotation = runCli(SOURCE_CLI, ["keys", "list", "--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: k2 });
  expect(afterRotation.code).toBe(0);
  expect(runCli(SOURCE_CLI, ["keys", "list", "--dir", dir], { RIVALSCOPE_ENCRYPTION_KEY: k1 }).code).toBe(1);
});
