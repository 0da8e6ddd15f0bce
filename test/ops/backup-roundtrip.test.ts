/**
 * Issue 18's "done when" for backups, through real processes: a server with an API key (and its
 * usage), an account (password, access token) and a webhook endpoint (sealed secret); `backup`
 * beside it while it keeps serving and writing; `restore` refused on the running server's
 * directory and without the key, then done into fresh directories — with --key-file, and from a
 * --with-key backup; a server started on the restored directory knows all of it: the key
 * validates with its usage, the account signs in and its old token still verifies (the sealed
 * signing key opens), and a test delivery is signed with the old webhook secret.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { runCli, SOURCE_CLI, startServer, tempDirs, type Served } from "../helpers/process";
import { startReceiver, type Receiver } from "../webhooks/helpers";

const tmp = tempDirs("rivalscope-backup-e2e-");
const ENV = { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_USAGE_FLUSH_MS: "50" };
const PASSWORD = "first-rate password";

let a: Served;
let receiver: Receiver;
let root: string;
let dirA: string;
beforeAll(async () => {
  root = tmp();
  dirA = join(root, "a");
  receiver = startReceiver();
  a = await startServer(SOURCE_CLI, ["--dir", dirA], ENV);
}, 30_000);
afterAll(async () => {
  await a?.stop();
  receiver?.stop();
});

const call = (s: Served, path: string, init: { token?: string; json?: unknown; key?: string } = {}) =>
  fetch(`${s.url}${path}`, {
    method: init.json === undefined ? "GET" : "POST",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { "x-api-key": init.key } : {}),
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

/** Runs the CLI without blocking this process's event loop (so requests can go on meanwhile). */
async function cliAsync(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([...SOURCE_CLI, ...args], { env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout, stderr };
}

test("backup beside a running server → restore into a fresh directory → the keys, usage, accounts and webhook secrets work there", async () => {
  // ── State on server A, made through its real interfaces. ──
  const key = runCli(SOURCE_CLI, ["keys", "create", "--email", "k@example.com", "--tier", "pro", "--dir", dirA]).stdout.trim();
  expect(key).toMatch(/^rsk_/);
  for (let i = 0; i < 3; i++) expect((await call(a, "/api/v1/tools/asana", { key })).status).toBe(200);
  expect(runCli(SOURCE_CLI, ["accounts", "create", "--email", "a@example.com", "--password", PASSWORD, "--plan", "command", "--dir", dirA]).code).toBe(0);
  const tokens = await (await call(a, "/api/auth/login", { json: { email: "a@example.com", password: PASSWORD } })).json();
  expect(tokens.access_token).toBeString();
  const endpoint = await (await call(a, "/api/webhooks", { token: tokens.access_token, json: { url: `${receiver.url}/hook` } })).json();
  expect(endpoint.secret).toStartWith("whsec_");
  // Usage is counted in memory and flushed every 50 ms: wait until the database has it.
  for (let i = 0; i < 100; i++) {
    const shown = await (await call(a, "/api/v1/validate-key", { json: { key } })).json();
    if (shown.requests_this_month === 3) break;
    await Bun.sleep(50);
  }

  // ── backup beside the running server, which keeps serving and writing (anonymous usage rows). ──
  const file = join(root, "rivalscope-backup.sqlite");
  const load = (async () => {
    let ok = 0;
    for (let i = 0; i < 20; i++) if ((await call(a, `/api/v1/tools?limit=1&q=${i}`)).status === 200) ok++;
    return ok;
  })();
  const [made, served] = await Promise.all([cliAsync(["backup", file, "--dir", dirA]), load]);
  expect(made.code).toBe(0);
  expect(made.stdout).toContain(`backup written to ${file}`);
  expect(made.stderr).toContain("does not contain the instance key");
  expect(served).toBe(20);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect((await fetch(`${a.url}/healthz`)).status).toBe(200);

  // ── restore refuses the running server's directory, and a fresh one without the key. ──
  const running = runCli(SOURCE_CLI, ["restore", file, "--dir", dirA]);
  expect(running.code).toBe(1);
  expect(running.stderr).toContain(`a server is running on ${dirA}`);
  const dirB = join(root, "b");
  const keyless = runCli(SOURCE_CLI, ["restore", file, "--dir", dirB]);
  expect(keyless.code).toBe(1);
  expect(keyless.stderr).toContain("--key-file");
  expect(existsSync(join(dirB, "rivalscope.sqlite"))).toBe(false);

  // ── restore with the old data directory's key file. ──
  const restored = runCli(SOURCE_CLI, ["restore", file, "--dir", dirB, "--key-file", join(dirA, "secret.key")]);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain(`restored ${file} into ${dirB}`);
  expect(readFileSync(join(dirB, "secret.key"), "utf8")).toBe(readFileSync(join(dirA, "secret.key"), "utf8"));
  expect(statSync(join(dirB, "secret.key")).mode & 0o777).toBe(0o600);

  // ── A backup that carries its key restores without one. ──
  const withKey = join(root, "with-key.sqlite");
  expect(runCli(SOURCE_CLI, ["backup", withKey, "--with-key", "--dir", dirA]).code).toBe(0);
  const dirC = join(root, "c");
  const carried = runCli(SOURCE_CLI, ["restore", withKey, "--dir", dirC]);
  expect(carried.code).toBe(0);
  expect(carried.stdout).toContain("instance key: the backup (made with --with-key)");
  expect(readFileSync(join(dirC, "secret.key"), "utf8")).toBe(readFileSync(join(dirA, "secret.key"), "utf8"));
  // The key is not left inside the restored database.
  const keyText = readFileSync(join(dirA, "secret.key"), "utf8").trim();
  expect(readFileSync(join(dirC, "rivalscope.sqlite")).includes(Buffer.from(keyText))).toBe(false);
  expect(readFileSync(withKey).includes(Buffer.from(keyText))).toBe(true);

  // ── A server on the restored directory knows everything. ──
  const b = await startServer(SOURCE_CLI, ["--dir", dirB], ENV);
  try {
    const shown = await (await call(b, "/api/v1/validate-key", { json: { key } })).json();
    expect(shown).toMatchObject({ valid: true, tier: "pro", email: "k@example.com", requests_this_month: 3 });
    expect((await call(b, "/api/v1/tools/asana", { key })).status).toBe(200);
    // The token server A issued verifies here: the sealed signing key opened.
    const me = await call(b, "/api/me", { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "a@example.com", plan: "command" });
    const login = await call(b, "/api/auth/login", { json: { email: "a@example.com", password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = (await login.json()).access_token;
    // A test delivery from B is signed with the secret A handed out.
    const before = receiver.received.length;
    expect((await call(b, `/api/webhooks/${endpoint.id}/test`, { token, json: {} })).status).toBe(202);
    await receiver.waitFor(before + 1, 10_000);
    const got = receiver.received[before];
    const verified = new Webhook(endpoint.secret).verify(got.body, got.headers) as { event: string };
    expect(verified.event).toBe("webhook.test");
  } finally {
    expect(await b.stop()).toBe(0);
  }
}, 60_000);
