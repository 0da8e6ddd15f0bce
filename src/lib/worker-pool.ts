/**
 * createWorkerPool — named, synchronous CPU tasks run in a fixed set of worker threads, one task
 * per worker at a time, each under a CPU budget; `serveTasks` is the worker's side.
 *
 * Why one task per worker, with the queue here rather than in the workers' message queues: a
 * budget is only fair if it counts the task's own work. A task is handed to a worker only when the
 * worker is idle and has finished loading, and its budget starts then.
 *
 * The budget is the worker thread's CPU time (lib/thread-cpu.ts), checked by a timer: a thread
 * cannot use more CPU than wall time passes, so the timer first fires when the whole budget could
 * have been used and re-arms for what is left. A task past its budget is abandoned: the worker is
 * terminated (the only way to stop synchronous JavaScript) and a fresh one started in its place,
 * and the caller gets TaskOverrun. CPU time, not wall time: on a loaded machine a worker waits
 * for a core without using its budget, so real work is not abandoned on a busy day — and a test
 * can set a budget a hostile page always exceeds and a real one never does. A worker starved of
 * CPU for very long is stopped all the same (WALL_FACTOR times the budget plus WALL_GRACE_MS of
 * wall time), so a queue never waits on it for ever. Where thread CPU time cannot be read, the
 * budget is wall time.
 *
 * The queue is bounded: a task that may not wait (`wait: false`, a person waiting on a request)
 * is refused with PoolFull when `maxWaiting` tasks already wait; a task that may wait (a job,
 * whose number the job runner already bounds) is always queued.
 *
 * When no worker can be started (an odd runtime, a build without the worker's entry point), tasks
 * run in this thread, from the same table the worker serves, with the same results. Synchronous
 * work cannot be interrupted there: the budget is then checked when the task returns (an overrun
 * still ends in TaskOverrun, so callers see the same outcome), and the stall is what it costs.
 */
import { threadCpuMs, currentThreadId } from "./thread-cpu";
import { startWorker } from "./workers";

/** A table of tasks: each takes one structured-cloneable argument and returns a cloneable value. */
// `any`: each task declares its own argument; `run` takes the declared type back out of the table.
export type TaskTable = Record<string, (arg: any) => unknown>;

/** A task used more than its budget and was abandoned (its worker replaced). */
export class TaskOverrun extends Error {
  override name = "TaskOverrun";
  constructor(readonly budgetMs: number) {
    super(`the task used more than its budget of ${budgetMs} ms`);
  }
}

/** The queue is full and the task may not wait. */
export class PoolFull extends Error {
  override name = "PoolFull";
  constructor(readonly waiting: number) {
    super(`${waiting} tasks are already waiting`);
  }
}

/** The task threw, or its worker died under it. */
export class TaskFailed extends Error {
  override name = "TaskFailed";
}

export interface PoolStats {
  /** Worker threads alive (0 when the tasks run in this thread). */
  workers: number;
  /** Tasks finished in a worker / in this thread. */
  ranInWorker: number;
  ranInline: number;
  /** Tasks abandoned past their budget, and workers started to replace a stopped one. */
  overruns: number;
  replaced: number;
  /** Tasks refused because the queue was full. */
  refused: number;
  running: number;
  waiting: number;
}

export interface RunOptions {
  /** CPU time the task may use (ms). */
  budgetMs: number;
  /** May the task wait when the queue is full (true), or is it refused (false, the default)? */
  wait?: boolean;
}

export interface WorkerPool<T extends TaskTable> {
  /** Runs a task; resolves with its value and the CPU time it used. Rejects with TaskOverrun, PoolFull or TaskFailed. */
  run<K extends keyof T & string>(task: K, arg: Parameters<T[K]>[0], opts: RunOptions): Promise<{ value: ReturnType<T[K]>; cpuMs: number }>;
  stats(): PoolStats;
  /** Stops the workers; tasks still queued or running are rejected. */
  close(): void;
}

export interface WorkerPoolOptions<T extends TaskTable> {
  /** The worker's module, by its path under src/ (an entry point of scripts/build.ts). */
  entry: string;
  /** Worker threads (0: every task runs in this thread). */
  size: number;
  /** Tasks that may wait behind the running ones before a task that may not wait is refused. */
  maxWaiting: number;
  /** The table the worker serves, run here when no worker can start. */
  tasks: T;
  /** Told once when the workers cannot start (the tasks then run in this thread). */
  onError?: (e: Error) => void;
  /** How a worker is started (tests: one that fails to load). */
  start?: (entry: string, onError: (e: Error) => void) => Worker;
}

/** A starved worker is stopped after this many times its CPU budget, plus WALL_GRACE_MS, in wall time. */
export const WALL_FACTOR = 4;
export const WALL_GRACE_MS = 60_000;
/** How long a worker may take to load before the pool gives up on workers. */
export const LOAD_TIMEOUT_MS = 30_000;
/** The shortest re-check of a running task's CPU time (the kernel counts it in 10 ms ticks). */
const MIN_POLL_MS = 10;

type Reply = { ready: true; thread: string | null } | { id: number; value: unknown } | { id: number; error: string };

interface Waiting {
  task: string;
  arg: unknown;
  budgetMs: number;
  resolve(r: { value: never; cpuMs: number }): void;
  reject(e: Error): void;
}

interface Running extends Waiting {
  id: number;
  startCpu: number | null;
  startWall: number;
  timer: ReturnType<typeof setTimeout> | null;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening (its first message). */
  ready: boolean;
  /** Its thread id, to read its CPU time. */
  thread: string | null;
  running: Running | null;
  /** Stopped: its late events are ignored. */
  dead: boolean;
}

export function createWorkerPool<T extends TaskTable>(opts: WorkerPoolOptions<T>): WorkerPool<T> {
  const start = opts.start ?? startWorker;
  const queue: Waiting[] = [];
  let slots: Slot[] | null = null;
  /** No worker could start: everything runs here from now on. */
  let inline = opts.size < 1;
  let closed = false;
  let seq = 0;
  const counts = { ranInWorker: 0, ranInline: 0, overruns: 0, replaced: 0, refused: 0 };

  function runHere(w: Waiting): void {
    const t = performance.now();
    let value: unknown;
    try {
      value = opts.tasks[w.task](w.arg);
    } catch (e) {
      w.reject(new TaskFailed(e instanceof Error ? e.message : String(e)));
      return;
    }
    const cpuMs = performance.now() - t;
    counts.ranInline++;
    if (cpuMs > w.budgetMs) {
      counts.overruns++;
      w.reject(new TaskOverrun(w.budgetMs));
    } else w.resolve({ value: value as never, cpuMs });
  }

  /** No worker could start: say so once, and run everything waiting here. */
  function goInline(e: Error): void {
    if (inline) return;
    inline = true;
    opts.onError?.(e);
    for (const s of slots ?? []) {
      s.dead = true;
      s.worker.terminate();
      if (s.running?.timer) clearTimeout(s.running.timer);
      if (s.running) queue.unshift(s.running);
    }
    slots = [];
    for (const w of queue.splice(0)) runHere(w);
  }

  function newSlot(): Slot {
    const slot: Slot = { worker: null as unknown as Worker, ready: false, thread: null, running: null, dead: false };
    slot.worker = start(opts.entry, (e) => {
      if (slot.dead) return;
      // A worker that never loaded will not load next time either: no workers, then.
      if (!slot.ready) return goInline(e);
      // One that died while loaded (it should not: tasks catch their errors) takes its task with it.
      const r = slot.running;
      replace(slot);
      r?.reject(new TaskFailed(e.message));
    });
    slot.worker.addEventListener("message", (e: MessageEvent<Reply>) => {
      if (slot.dead) return;
      const m = e.data;
      if ("ready" in m) {
        slot.ready = true;
        slot.thread = m.thread;
        clearTimeout(loading);
      } else {
        const r = slot.running;
        if (!r || r.id !== m.id) return;
        if (r.timer) clearTimeout(r.timer);
        slot.running = null;
        counts.ranInWorker++;
        if ("error" in m) r.reject(new TaskFailed(m.error));
        else r.resolve({ value: m.value as never, cpuMs: cpuUsed(slot, r) });
      }
      pump();
    });
    // A worker that neither loads nor fails (it should not happen) would hold its tasks for ever.
    const loading = setTimeout(() => {
      if (!slot.dead && !slot.ready) goInline(new Error(`the worker ${opts.entry} did not start within ${LOAD_TIMEOUT_MS / 1000} s`));
    }, LOAD_TIMEOUT_MS);
    (loading as { unref?(): void }).unref?.();
    return slot;
  }

  /** Stops a slot's worker and starts another in its place. */
  function replace(slot: Slot): void {
    slot.dead = true;
    if (slot.running?.timer) clearTimeout(slot.running.timer);
    slot.running = null;
    slot.worker.terminate();
    if (!slots || closed || inline) return;
    counts.replaced++;
    try {
      slots[slots.indexOf(slot)] = newSlot();
    } catch (e) {
      goInline(e as Error);
    }
  }

  function cpuUsed(slot: Slot, r: Running): number {
    const wall = performance.now() - r.startWall;
    const now = r.startCpu !== null && slot.thread ? threadCpuMs(slot.thread) : null;
    return now !== null ? now - r.startCpu! : wall;
  }

  function watch(slot: Slot, r: Running, delayMs: number): void {
    r.timer = setTimeout(() => {
      r.timer = null;
      if (slot.running !== r) return;
      const used = cpuUsed(slot, r);
      if (used >= r.budgetMs || performance.now() - r.startWall >= r.budgetMs * WALL_FACTOR + WALL_GRACE_MS) {
        counts.overruns++;
        replace(slot);
        r.reject(new TaskOverrun(r.budgetMs));
        pump();
      } else watch(slot, r, Math.max(MIN_POLL_MS, r.budgetMs - used));
    }, delayMs);
  }

  function pump(): void {
    if (inline) {
      for (const w of queue.splice(0)) runHere(w);
      return;
    }
    for (const slot of slots ?? []) {
      if (queue.length === 0) return;
      if (!slot.ready || slot.running || slot.dead) continue;
      const w = queue.shift()!;
      const r: Running = { ...w, id: ++seq, startCpu: slot.thread ? threadCpuMs(slot.thread) : null, startWall: performance.now(), timer: null };
      slot.running = r;
      slot.worker.postMessage({ id: r.id, task: r.task, arg: r.arg });
      watch(slot, r, Math.max(1, r.budgetMs));
    }
  }

  return {
    run(task, arg, { budgetMs, wait = false }) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new TaskFailed("the worker pool is closed"));
        const w: Waiting = { task, arg, budgetMs, resolve: resolve as Waiting["resolve"], reject };
        if (!inline && !slots) {
          slots = [];
          try {
            for (let i = 0; i < opts.size; i++) slots.push(newSlot());
          } catch (e) {
            goInline(e as Error);
          }
        }
        if (inline) return runHere(w);
        // Workers still loading or idle take the first tasks: only what waits beyond them counts.
        const free = slots!.filter((s) => !s.running).length;
        if (!wait && queue.length >= opts.maxWaiting + free) {
          counts.refused++;
          return reject(new PoolFull(queue.length));
        }
        queue.push(w);
        pump();
      });
    },
    stats: () => ({
      workers: inline ? 0 : (slots?.length ?? 0),
      ...counts,
      running: slots?.filter((s) => s.running).length ?? 0,
      waiting: queue.length,
    }),
    close() {
      closed = true;
      for (const s of slots ?? []) {
        const r = s.running;
        s.dead = true;
        if (r?.timer) clearTimeout(r.timer);
        s.worker.terminate();
        r?.reject(new TaskFailed("the worker pool is closed"));
      }
      slots = [];
      for (const w of queue.splice(0)) w.reject(new TaskFailed("the worker pool is closed"));
    },
  };
}

/**
 * The worker's side: runs `warmUp` if given (work a fresh thread should do before its first task's
 * budget starts counting: see analysis/warm-up.ts), says it is ready (with its thread id, for the
 * pool to read its CPU time), then runs each task it is sent and answers with the value or the
 * error's message.
 */
export function serveTasks(tasks: TaskTable, warmUp?: () => unknown): void {
  const self = globalThis as unknown as Worker;
  warmUp?.();
  self.onmessage = (e: MessageEvent<{ id: number; task: string; arg: unknown }>) => {
    const { id, task, arg } = e.data;
    try {
      self.postMessage({ id, value: tasks[task](arg) });
    } catch (err) {
      self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  };
  self.postMessage({ ready: true, thread: currentThreadId() });
}
