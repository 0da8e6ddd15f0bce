/**
 * The runtime is wiring only: constructing it starts no timer (CLI commands open and close it),
 * start() begins the scheduler's timer, stop()/close() end it and flush what is buffered.
 */
import { expect, test } from "bun:test";
import { loadConfig } from "../src/config";
import { memoryLogger } from "../src/lib/log";
import { openRuntime } from "../src/runtime";
import { runCli, SOURCE_CLI, tempDirs } from "./helpers/process";

const tmp = tempDirs("rivalscope-runtime-");

/** Counts timers created while `fn` runs. */
async function timersDuring<T>(fn: () => Promise<T>): Promise<{ result: T; intervals: number; timeouts: number }> {
  const realInterval = globalThis.setInterval;
  const realTimeout = globalThis.setTimeout;
  let intervals = 0;
  let timeouts = 0;
  globalThis.setInterval = ((...a: Parameters<typeof setInterval>) => (intervals++, realInterval(...a))) as typeof setInterval;
  globalThis.setTimeout = ((...a: Parameters<typeof setTimeout>) => (timeouts++, realTimeout(...a))) as typeof setTimeout;
  try {
    return { result: await fn(), intervals, timeouts };
  } finally {
    globalThis.setInterval = realInterval;
    globalThis.setTimeout = realTimeout;
  }
}

test("constructing the runtime starts no timer; start() starts one; close() stops it", async () => {
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: tmp(), LOG_LEVEL: "silent" });
  const opened = await timersDuring(() => openRuntime(config, { logger: memoryLogger() }));
  const rt = opened.result;
  expect(opened.intervals + opened.timeouts).toBe(0);
  expect(rt.started).toBe(false);
  const started = await timersDuring(async () => rt.start());
  expect(started.intervals).toBe(1);
  expect(rt.started).toBe(true);
  rt.start(); // idempotent
  await rt.close();
  expect(rt.started).toBe(false);
  await rt.close(); // twice is fine
});

test("`keys list` on an existing data dir exits without listening, and says nothing of how the server sells", async () => {
  const dir = tmp();
  expect(runCli(SOURCE_CLI, ["migrate", "--dir", dir]).code).toBe(0);
  // runCli waits for the process to exit: a listener or a timer left running would hang it here.
  const r = runCli(SOURCE_CLI, ["keys", "list", "--dir", dir]);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe("no keys\n");
  expect(r.stderr).not.toContain("listening");
  expect(r.stderr).not.toContain("payments are local");
});

test("a command refuses a global flag that means nothing to it, naming it", () => {
  const r = runCli(SOURCE_CLI, ["keys", "list", "--dir", tmp(), "--port", "1"]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("rivalscope keys list does not take --port");
});

test("the local-payments warning is said when the runtime starts serving, once, not when a command opens it", async () => {
  const logger = memoryLogger();
  const rt = await openRuntime(loadConfig({ RIVALSCOPE_DATA_DIR: tmp(), RIVALSCOPE_PAYMENTS: "local" }), { logger });
  const warned = () => logger.lines.filter((l) => String(l.msg).startsWith("payments are local")).length;
  try {
    expect(warned()).toBe(0);
    rt.start();
    expect(warned()).toBe(1);
  } finally {
    await rt.close();
  }
});

test("the renderer: none unless a browser is configured; made once, on first use, and closed with the runtime", async () => {
  const off = await openRuntime(loadConfig({ RIVALSCOPE_DATA_DIR: tmp(), LOG_LEVEL: "silent" }), { logger: memoryLogger() });
  expect(off.renderer()).toBeNull();
  await off.close();
  // An executable that is never started: creating the renderer launches nothing until a render.
  const on = await openRuntime(loadConfig({ RIVALSCOPE_DATA_DIR: tmp(), LOG_LEVEL: "silent", RIVALSCOPE_BROWSER: "/nonexistent/chromium" }), { logger: memoryLogger() });
  const first = on.renderer();
  expect(first).not.toBeNull();
  expect(on.renderer()).toBe(first);
  await on.close();
  expect(on.renderer()).toBeNull();
});
