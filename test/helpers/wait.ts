/**
 * Waiting for something to happen, instead of sleeping for a while and hoping it did: a test that
 * sleeps 300 ms for a background write passes on a quiet machine and fails on a loaded one.
 */

/** Resolves once `ok()` is true; polls every few ms, fails after `ms` (a bound only a broken build reaches). */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(5);
  }
}
