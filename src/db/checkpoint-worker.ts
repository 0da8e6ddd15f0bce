/**
 * The checkpoint worker (checkpoint.ts): its own connection to the database file, which copies
 * the write-ahead log back into the database every `intervalMs`, off the main thread. Listed as
 * an entry point of the compiled build (scripts/build.ts).
 */
import { Database } from "bun:sqlite";
import { runInBackground } from "../lib/workers";

declare const self: Worker;

runInBackground();

type Message = { op: "start"; path: string; intervalMs: number } | { op: "stop" };

let db: Database | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

self.onmessage = (e: MessageEvent<Message>) => {
  try {
    if (e.data.op === "start") {
      db = new Database(e.data.path, { readwrite: true, create: false });
      // PASSIVE copies what no reader still needs and never waits for (or blocks) the writer.
      const checkpoint = db.query("PRAGMA wal_checkpoint(PASSIVE)");
      checkpoint.get();
      timer = setInterval(() => {
        try {
          checkpoint.get();
        } catch (err) {
          self.postMessage({ op: "error", message: err instanceof Error ? err.message : String(err) });
        }
      }, e.data.intervalMs);
      self.postMessage({ op: "ready" });
    } else {
      if (timer) clearInterval(timer);
      db?.close();
      db = null;
      self.postMessage({ op: "stopped" });
    }
  } catch (err) {
    self.postMessage({ op: "error", message: err instanceof Error ? err.message : String(err) });
  }
};
