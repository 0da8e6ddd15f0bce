/**
 * Scheduler — recurring work driven by a clock, not by one `setInterval` per feature.
 *
 * Tasks are registered with `every(name, intervalMs, task)`; `tick()` runs those that are due at
 * `clock.now()`. In production the runtime calls `tick()` from one timer; tests move a ManualClock
 * and call `tick()` themselves, so nothing sleeps. A task that is still running (async) is not
 * started again; a failing task is reported and retried at its next interval. The first run of a
 * task is one interval after registration (or at once with `immediately`).
 */
import type { Clock } from "./clock";

export type Task = () => void | Promise<void>;

export interface Scheduler {
  every(name: string, intervalMs: number, task: Task, opts?: { immediately?: boolean }): void;
  /** Runs every due task and resolves when they have finished. Never rejects. */
  tick(): Promise<void>;
  /** Registered task names with their next run (ms), for the dashboard and tests. */
  tasks(): { name: string; intervalMs: number; nextAt: number; running: boolean }[];
}

interface Entry {
  name: string;
  intervalMs: number;
  task: Task;
  nextAt: number;
  running: boolean;
}

export function createScheduler(clock: Clock, onError: (name: string, e: unknown) => void): Scheduler {
  const entries: Entry[] = [];
  return {
    every(name, intervalMs, task, opts = {}) {
      if (entries.some((e) => e.name === name)) throw new Error(`scheduler: task "${name}" is registered twice`);
      entries.push({ name, intervalMs, task, nextAt: clock.now() + (opts.immediately ? 0 : intervalMs), running: false });
    },
    async tick() {
      const now = clock.now();
      const due = entries.filter((e) => !e.running && e.nextAt <= now);
      await Promise.all(
        due.map(async (e) => {
          e.running = true;
          e.nextAt = now + e.intervalMs;
          try {
            await e.task();
          } catch (err) {
            onError(e.name, err);
          } finally {
            e.running = false;
          }
        }),
      );
    },
    tasks: () => entries.map(({ name, intervalMs, nextAt, running }) => ({ name, intervalMs, nextAt, running })),
  };
}
