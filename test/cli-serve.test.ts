/**
 * `serve` as an operator meets it: a port another process holds, and sharing a port on purpose.
 */
import { describe, expect, test } from "bun:test";
import { runCli, SOURCE_CLI, startServer, tempDirs } from "./helpers/process";

const tempDir = tempDirs("rivalscope-serve-");

describe("serve on a busy port", () => {
  test("a port held by another program stops serve with exit code 1 and a message naming the port", () => {
    // Any program at all: a bare TCP listener, not a Rivalscope server.
    const held = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    try {
      const r = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(held.port), "--dir", tempDir()]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`port ${held.port} on 127.0.0.1 is in use by another process; stop it or choose another with --port / PORT`);
      expect(r.stdout).not.toContain('"msg":"listening"');
    } finally {
      held.stop(true);
    }
  });

  test("a second server on a running server's port refuses to start, and the first keeps answering alone", async () => {
    const first = await startServer(SOURCE_CLI, ["--dir", tempDir()]);
    try {
      const r = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(first.port), "--dir", tempDir()]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use by another process`);
      expect(r.stderr).toContain("--share-port");
      // Through PORT rather than --port: the same refusal.
      const viaEnv = runCli(SOURCE_CLI, ["serve", "--dir", tempDir()], { PORT: String(first.port), HOST: "127.0.0.1" });
      expect(viaEnv.code).toBe(1);
      expect(viaEnv.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use`);
      // Asking to share does not help while the first server did not: it says what is missing.
      const sharing = runCli(SOURCE_CLI, ["serve", "--host", "127.0.0.1", "--port", String(first.port), "--dir", tempDir(), "--share-port"]);
      expect(sharing.code).toBe(1);
      expect(sharing.stderr).toContain("does not share it; every server on a shared port must be started with --share-port");
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  test("servers that all ask for it (--share-port, RIVALSCOPE_SHARE_PORT) share one port", async () => {
    const dir = tempDir(); // replicas on one data directory, as the flag is documented for
    const first = await startServer(SOURCE_CLI, ["--dir", dir, "--share-port"]);
    try {
      const second = await startServer(SOURCE_CLI, ["--dir", dir, "--port", String(first.port)], { RIVALSCOPE_SHARE_PORT: "true" });
      try {
        expect(second.port).toBe(first.port);
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});
