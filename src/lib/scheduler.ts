/**
 * Scheduler — recurring work driven by a clock, not by one `setInterval` per feature.
 *
 * Tasks are registered with `every(name, intervalMs, task)`; `tick()` runs those that are due at
 * `clock.now()`. In production the runtime calls `tick()` from one timer; tests move a ManualClock
 * and call `tick()` themselves, so nothing sleeps. A task that is still running (async) is not
 * started again; a failing task is reported and retried at its next interval. The first run of a
 * task is one interval after registration (or at once with `immediately`).
 *
 * Replicas sharing one database (SPEC §13) each run a scheduler; a task registered `shared` (the
 * monitoring schedule, purges, backups, housekeeping: work for the installation, not for this
 * process) runs only on the replica holding the scheduler's lease (src/cluster/lease.ts), which
 * each tick renews before it looks at the tasks. A replica without the lease lets its shared tasks'
 * turns pass as if they had run (they did, on the holder): when it takes over, each runs at its
 * next turn, so none runs twice in a row across the change and none waits more than one interval
 * plus the lease's ttl. Without a lease (one process on SQLite) every task runs here.
 */
import type { Clock } from "./clock";

export type Task = () => void | Promise<void>;

/** The lease the shared tasks run under (src/cluster/lease.ts has the implementation). */
export interface SchedulerLease {
  renew(): Promise<boolean>;
  held(): boolean;
  /** How often a tick renews it (a third of its ttl). */
  renewEveryMs: number;
}

export interface Scheduler {
  every(name: string, intervalMs: number, task: Task, opts?: { immediately?: boolean; shared?: boolean }): void;
  /** Runs every due task and resolves when they have finished. Never rejects. */
  tick(): Promise<void>;
  /** Registered task names with their next run (ms), for the dashboard and tests. */
  tasks(): { name: string; intervalMs: number; nextAt: number; running: boolean; shared: boolean }[];
  /** True when this scheduler runs the shared tasks (it holds the lease, or there is none). */
  leading(): boolean;
}

interface Entry {
  name: string;
  intervalMs: number;
  task: Task;
  nextAt: number;
  running: boolean;
  shared: boolean;
}

export function createScheduler(clock: Clock, onError: (name: string, e: unknown) => void, opts: { lease?: SchedulerLease } = {}): Scheduler {
  const entries: Entry[] = [];
  const { lease } = opts;
  let renewAt = Number.NEGATIVE_INFINITY;
  let renewing: Promise<unknown> | null = null;
  const renewIfDue = async (now: number) => {
    if (!lease) return;
    if (!renewing && now >= renewAt) {
      renewAt = now + lease.renewEveryMs;
      renewing = lease.renew().finally(() => (renewing = null));
    }
    if (renewing) await renewing;
  };
  const leading = () => !lease || lease.held();
  return {
    every(name, intervalMs, task, taskOpts = {}) {
      if (entries.some((e) => e.name === name)) throw new Error(`scheduler: task "${name}" is registered twice`);
      entries.push({ name, intervalMs, task, nextAt: clock.now() + (taskOpts.immediately ? 0 : intervalMs), running: false, shared: taskOpts.shared ?? false });
    },
    async tick() {
      await renewIfDue(clock.now());
      const now = clock.now();
      const due = entries.filter((e) => !e.running && e.nextAt <= now);
      const lead = leading();
      await Promise.all(
        due.map(async (e) => {
          if (e.shared && !lead) {
            // Another replica holds the lease and runs this turn.
            e.nextAt = now + e.intervalMs;
            return;
          }
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
    tasks: () => entries.map(({ name, intervalMs, nextAt, running, shared }) => ({ name, intervalMs, nextAt, running, shared })),
    leading,
  };
}
