/**
 * WAL checkpoints in a worker (db/checkpoint.ts): while it runs, the server's connection leaves
 * checkpointing to it and the log is still copied into the database; when it stops, or cannot
 * start, the connection checkpoints by itself again. The started runtime runs it.
 */
import { afterAll, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { createCheckpointer } from "../../src/db/checkpoint";
import { openDatabase } from "../../src/db/client";
import { loadConfig } from "../../src/config";
import { createLogger } from "../../src/lib/log";
import { entryPointUrl } from "../../src/lib/entry-points";
import { openRuntime } from "../../src/runtime";
import { tempDirs } from "../helpers/process";
import { sqliteOf } from "../../src/db/sqlite";
import { until } from "../helpers/wait";

const tempDir = tempDirs("rivalscope-checkpoint-");
const opened: { close(): void }[] = [];
afterAll(() => opened.forEach((d) => d.close()));

function database() {
  const path = join(tempDir(), "c.sqlite");
  const db = openDatabase(path);
  opened.push(sqliteOf(db));
  sqliteOf(db).exec("CREATE TABLE blobs (b BLOB)");
  return { db, path };
}
const autoCheckpoint = (db: ReturnType<typeof openDatabase>) => (sqliteOf(db).query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number }).wal_autocheckpoint;

test("the worker checkpoints the log while the connection does not; stop hands checkpointing back", async () => {
  const { db, path } = database();
  expect(autoCheckpoint(db)).toBe(1000);
  const errors: Error[] = [];
  const cp = createCheckpointer({ db, intervalMs: 50, onError: (e) => errors.push(e) });
  cp.start();
  await until("the worker to be ready", () => cp.active);
  expect(autoCheckpoint(db)).toBe(0);
  // 2 MB in the log: under the connection's own 1,000-page threshold, so only the worker copies it.
  const before = statSync(path).size;
  const insert = sqliteOf(db).prepare("INSERT INTO blobs VALUES (?)");
  for (let i = 0; i < 64; i++) insert.run(new Uint8Array(32 * 1024).fill(i));
  await until("the database file to receive the log", () => statSync(path).size >= before + 2 * 1024 * 1024);
  await cp.stop();
  expect(cp.active).toBe(false);
  expect(autoCheckpoint(db)).toBe(1000);
  expect(errors).toEqual([]);
  expect((sqliteOf(db).query("SELECT count(*) AS n FROM blobs").get() as { n: number }).n).toBe(64);
});

test("a worker that cannot start leaves the connection checkpointing, and says so", async () => {
  const { db } = database();
  const errors: Error[] = [];
  const cp = createCheckpointer({ db, intervalMs: 50, onError: (e) => errors.push(e), entry: "db/no-such-worker.ts" });
  cp.start();
  await until("the error", () => errors.length > 0);
  expect(cp.active).toBe(false);
  expect(autoCheckpoint(db)).toBe(1000);
  await cp.stop();
});

test("an in-memory database starts no worker", async () => {
  const db = openDatabase(":memory:");
  opened.push(sqliteOf(db));
  const cp = createCheckpointer({ db, intervalMs: 50, onError: () => {} });
  cp.start();
  await Bun.sleep(100);
  expect(cp.active).toBe(false);
  expect(autoCheckpoint(db)).toBe(1000);
});

test("a started runtime checkpoints in the worker; stopped, it does not", async () => {
  const config = loadConfig({ RIVALSCOPE_DATA_DIR: tempDir(), LOG_LEVEL: "silent" });
  const rt = await openRuntime(config, { logger: createLogger("silent") });
  try {
    expect(autoCheckpoint(rt.db)).toBe(1000);
    rt.start();
    await until("the worker", () => autoCheckpoint(rt.db) === 0);
    await rt.stop();
    expect(autoCheckpoint(rt.db)).toBe(1000);
  } finally {
    await rt.close();
  }
});

test("entry-point modules (workers, libraries loaded on demand) are found from source and inside the compiled executable", () => {
  expect(entryPointUrl("db/checkpoint-worker.ts", "file:///srv/app/src/lib/workers.ts")).toBe("file:///srv/app/src/db/checkpoint-worker.ts");
  // The executable's bundle is one file at the embedded root; entry points sit beside it by their path under src/.
  expect(entryPointUrl("monitoring/analyse-worker.ts", "file:///$bunfs/root/rivalscope")).toBe("file:///$bunfs/root/monitoring/analyse-worker.ts");
  expect(entryPointUrl("db/checkpoint-worker.ts", "file:///B:/~BUN/root/rivalscope.exe")).toBe("file:///B:/~BUN/root/db/checkpoint-worker.ts");
});
