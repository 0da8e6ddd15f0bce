/**
 * WAL checkpoints off the event loop.
 *
 * In WAL mode every commit appends to the -wal file, and by default the connection whose commit
 * takes the log past 1,000 pages copies it back into the database right there, fsync included:
 * a few milliseconds on the event loop at an unforeseeable commit. The monitoring bench saw it as
 * the largest single hold-up of API requests while checks ran (a check's write p99 5.5 ms with
 * it, 2–3 ms without). So while the server runs, a worker thread with its own connection
 * checkpoints every `intervalMs`, and the server's connection stops checkpointing by itself —
 * but only once the worker has said it is ready: should it fail to start, or fail later, the
 * connection checkpoints as before (the log never grows unchecked). `stop` hands the job back.
 * Short-lived processes (the CLI) never start it.
 */
import { startWorker } from "../lib/workers";
import type { Db } from "./client";
import { sqliteOf } from "./sqlite";

/** SQLite's default: the connection checkpoints once the log holds this many pages. */
const AUTO_CHECKPOINT_PAGES = 1000;
/** How long stop() waits for the worker to close its connection. */
const STOP_WAIT_MS = 1000;

export interface Checkpointer {
  start(): void;
  stop(): Promise<void>;
  /** True while the worker does the checkpoints (the connection does not). */
  readonly active: boolean;
}

export function createCheckpointer(opts: { db: Db; intervalMs: number; onError(e: Error): void; /** The worker module under src/ (tests give a missing one). */ entry?: string }): Checkpointer {
  const path = sqliteOf(opts.db).filename;
  let worker: Worker | null = null;
  let active = false;

  const autoCheckpoint = (pages: number) => sqliteOf(opts.db).exec(`PRAGMA wal_autocheckpoint = ${pages}`);
  const handBack = () => {
    if (active) autoCheckpoint(AUTO_CHECKPOINT_PAGES);
    active = false;
  };
  /** Ends the worker `from` after a failure; a late report of a worker already stopped or replaced is ignored. */
  const fail = (from: Worker | null, e: Error) => {
    if (from !== worker) return;
    handBack();
    opts.onError(e);
    worker?.terminate();
    worker = null;
  };

  return {
    get active() {
      return active;
    },
    start() {
      // An in-memory database has no log to copy, and no other connection could open it.
      if (worker || !path || path === ":memory:") return;
      try {
        const w: Worker = startWorker(opts.entry ?? "db/checkpoint-worker.ts", (e) => fail(w, e));
        w.addEventListener("message", (e: MessageEvent<{ op: string; message?: string }>) => {
          if (w !== worker) return;
          if (e.data.op === "ready") {
            autoCheckpoint(0);
            active = true;
          } else if (e.data.op === "error") fail(w, new Error(`the checkpoint worker failed: ${e.data.message}`));
        });
        worker = w;
        w.postMessage({ op: "start", path, intervalMs: opts.intervalMs });
      } catch (e) {
        fail(null, e as Error);
      }
    },
    async stop() {
      const w = worker;
      if (!w) return;
      handBack();
      worker = null;
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, STOP_WAIT_MS);
        w.addEventListener("message", (e: MessageEvent<{ op: string }>) => {
          if (e.data.op === "stopped" || e.data.op === "error") {
            clearTimeout(timeout);
            resolve();
          }
        });
        w.postMessage({ op: "stop" });
      });
      w.terminate();
    },
  };
}
