/**
 * The worker pool (src/lib/worker-pool.ts) with a test worker whose tasks do not depend on the
 * machine's speed: a task that never ends is stopped at its CPU budget and its worker replaced,
 * the next task runs in the new worker; a task that throws fails alone; the queue bound refuses
 * what may not wait and queues what may; a worker that cannot load sends everything to this
 * thread, where the budget is checked when the task returns.
 */
import { afterEach, expect, test } from "bun:test";
import { createWorkerPool, PoolFull, TaskFailed, TaskOverrun, type WorkerPool } from "../../src/lib/worker-pool";
import { currentThreadId } from "../../src/lib/thread-cpu";
import type { TEST_TASKS } from "../fixtures/workers/test-tasks";
import type { WARM_TASKS } from "../fixtures/workers/warm-tasks";

const WORKER_URL = new URL("../fixtures/workers/test-tasks.ts", import.meta.url).href;
const startTestWorker = (_entry: string, onError: (e: Error) => void) => {
  const w = new Worker(WORKER_URL);
  w.addEventListener("error", (e) => onError(new Error((e as ErrorEvent).message)));
  return w;
};

const pools: WorkerPool<typeof TEST_TASKS>[] = [];
const pool = (size = 1, maxWaiting = 4) => {
  const p = createWorkerPool({ entry: "unused.ts", size, maxWaiting, tasks: {} as typeof TEST_TASKS, start: startTestWorker });
  pools.push(p);
  return p;
};
afterEach(() => {
  for (const p of pools.splice(0)) p.close();
});

test("a task runs in a worker thread, not this one", async () => {
  const p = pool();
  const r = await p.run("thread", undefined, { budgetMs: 60_000 });
  expect(r.value).not.toBeNull();
  expect(r.value).not.toBe(currentThreadId());
  expect(await p.run("echo", { a: [1, "x"] }, { budgetMs: 60_000 })).toMatchObject({ value: { a: [1, "x"] } });
  expect(p.stats()).toMatchObject({ workers: 1, ranInWorker: 2, ranInline: 0, overruns: 0 });
});

test("a task past its CPU budget is abandoned, its worker terminated and replaced, and the next task runs in the new one", async () => {
  const p = pool();
  const first = (await p.run("thread", undefined, { budgetMs: 60_000 })).value;
  const e = await p.run("spin", undefined, { budgetMs: 50 }).catch((e) => e);
  expect(e).toBeInstanceOf(TaskOverrun);
  expect((e as TaskOverrun).budgetMs).toBe(50);
  const next = await p.run("thread", undefined, { budgetMs: 60_000 });
  expect(next.value).not.toBe(first);
  expect(p.stats()).toMatchObject({ workers: 1, overruns: 1, replaced: 1, ranInWorker: 2, running: 0, waiting: 0 });
});

test("a task that throws fails alone; its worker keeps serving", async () => {
  const p = pool();
  const before = (await p.run("thread", undefined, { budgetMs: 60_000 })).value;
  const e = await p.run("fail", "bad input", { budgetMs: 60_000 }).catch((e) => e);
  expect(e).toBeInstanceOf(TaskFailed);
  expect((e as Error).message).toBe("bad input");
  expect((await p.run("thread", undefined, { budgetMs: 60_000 })).value).toBe(before);
  expect(p.stats().replaced).toBe(0);
});

test("the queue bound: past it a task that may not wait is refused at once; one that may wait is queued", async () => {
  const p = pool(1, 1);
  const settled: string[] = [];
  const track = (name: string, pr: Promise<unknown>) => pr.then(() => settled.push(`${name} ok`), (e) => settled.push(`${name} ${(e as Error).name}`));
  // The one worker takes the first task; one more may wait.
  const running = track("spin", p.run("spin", undefined, { budgetMs: 60_000 }));
  const waiting = track("echo", p.run("echo", 1, { budgetMs: 60_000 }));
  const refused = await p.run("echo", 2, { budgetMs: 60_000 }).catch((e) => e);
  expect(refused).toBeInstanceOf(PoolFull);
  expect((refused as PoolFull).waiting).toBe(2);
  const job = track("job", p.run("echo", 3, { budgetMs: 60_000, wait: true }));
  expect(p.stats()).toMatchObject({ refused: 1, waiting: 3 });
  p.close();
  await Promise.all([running, waiting, job]);
  expect(settled.sort()).toEqual(["echo TaskFailed", "job TaskFailed", "spin TaskFailed"]);
});

test("with no workers the tasks run in this thread, and the budget is checked when a task returns", async () => {
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
    return ms;
  };
  const p = createWorkerPool({ entry: "unused.ts", size: 0, maxWaiting: 0, tasks: { busy } });
  expect((await p.run("busy", 1, { budgetMs: 60_000 })).value).toBe(1);
  expect(await p.run("busy", 30, { budgetMs: 5 }).catch((e) => e)).toBeInstanceOf(TaskOverrun);
  expect(p.stats()).toMatchObject({ workers: 0, ranInline: 2, ranInWorker: 0, overruns: 1 });
});

test("a worker that cannot load: told once, and every task runs in this thread with the same result", async () => {
  const errors: Error[] = [];
  const p = createWorkerPool({
    entry: "no-such-worker.ts",
    size: 2,
    maxWaiting: 0,
    tasks: { double: (n: number) => n * 2 },
    onError: (e) => errors.push(e),
    start: (_entry, onError) => {
      const w = new Worker(new URL("../fixtures/workers/no-such-worker.ts", import.meta.url).href);
      w.addEventListener("error", (e) => onError(new Error((e as ErrorEvent).message)));
      return w;
    },
  });
  pools.push(p as never);
  const results = await Promise.all([1, 2, 3].map((n) => p.run("double", n, { budgetMs: 60_000, wait: true }).then((r) => r.value)));
  expect(results).toEqual([2, 4, 6]);
  expect(errors.length).toBe(1);
  expect(p.stats()).toMatchObject({ workers: 0, ranInline: 3, ranInWorker: 0 });
});

test("a worker's warm-up runs before it says it is ready: the first task's budget does not count it", async () => {
  // The warm-up spends 300 ms of the worker's CPU; the first task may use 100. Were the warm-up run
  // after the worker said it was ready, the task's budget would start during it and overrun.
  const warmWorker = new URL("../fixtures/workers/warm-tasks.ts", import.meta.url).href;
  const p = createWorkerPool({
    entry: "unused.ts",
    size: 1,
    maxWaiting: 4,
    tasks: {} as typeof WARM_TASKS,
    start: (_entry, onError) => {
      const w = new Worker(warmWorker);
      w.addEventListener("error", (e) => onError(new Error((e as ErrorEvent).message)));
      return w;
    },
  });
  try {
    expect((await p.run("warmed", undefined, { budgetMs: 100 })).value).toBe(true);
    expect(p.stats()).toMatchObject({ workers: 1, ranInWorker: 1, overruns: 0 });
  } finally {
    p.close();
  }
});
