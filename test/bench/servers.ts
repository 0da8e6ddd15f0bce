/** Small helpers for the servers a bench starts on loopback (shared by run.ts, pg.ts, stall.ts). */
/** A free loopback port for a server the bench starts (taken and released at once). */
export async function freePort(): Promise<number> {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const p = s.port!;
  s.stop(true);
  return p;
}

/** Waits until `url` answers 2xx (a server the bench started is up), or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await Bun.sleep(20);
  }
  throw new Error(`${url} did not answer`);
}
