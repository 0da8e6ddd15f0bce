/**
 * The analysis pool (src/analysis/pool.ts): the same facts, hashes and discovered pages as the
 * inline analysis, computed in a worker thread below the API's priority; a site's CPU budget
 * shared by its analyses and, past it, FetchFailure `too_complex` naming the site; a scan or
 * roast refused with 503 when the queue is full; and the main thread when there is no worker.
 */
import { afterAll, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createAnalysisPool, tooComplex } from "../../src/analysis/pool";
import { ANALYSIS_TASKS } from "../../src/analysis/tasks";
import { FetchFailure } from "../../src/intel/fetcher";
import { AppError } from "../../src/lib/errors";
import { BACKGROUND_NICE } from "../../src/lib/workers";
import { monitoringPages } from "../fixtures/monitoring/sites";
import { nestedDivs } from "../helpers/hostile-pages";

const pages = monitoringPages("tasklane", "v1");
const input = { pages, url: pages[0].url, final_url: pages[0].url };
const BIG = () => 60_000;
const pool = createAnalysisPool({ workers: 1, maxWaiting: 4, budgetMs: BIG });
afterAll(() => pool.close());

/** The niceness of each thread of this process (Linux), by thread id. */
function threadNiceness(): Map<string, number> {
  return new Map(readdirSync("/proc/self/task").map((t) => [t, Number(readFileSync(`/proc/self/task/${t}/stat`, "utf8").split(") ")[1].split(" ")[16])]));
}

test("a worker gives the inline analysis's discovered pages, facts and hashes", async () => {
  const site = pool.site(input.url, { wait: false });
  expect(await site.discover(pages[0])).toEqual(ANALYSIS_TASKS.discover(pages[0]));
  expect(await site.extract(input)).toEqual(JSON.parse(JSON.stringify(ANALYSIS_TASKS.extract(input))));
  expect(await site.check(input)).toEqual(JSON.parse(JSON.stringify(ANALYSIS_TASKS.check(input))));
  expect(pool.stats()).toMatchObject({ workers: 1, ranInWorker: 3, ranInline: 0 });
});

test.skipIf(!existsSync("/proc/self/task"))("the worker thread runs at background priority; this thread does not", async () => {
  const before = threadNiceness();
  // Under `nice npm test` the whole process starts lowered: the worker goes to 10 or stays lower still.
  const base = before.get(String(process.pid))!;
  const fresh = createAnalysisPool({ workers: 1, maxWaiting: 0, budgetMs: BIG });
  try {
    await fresh.site(input.url, { wait: true }).extract(input);
    const started = [...threadNiceness()].filter(([t]) => !before.has(t));
    expect(started.map(([, n]) => n)).toContain(Math.max(BACKGROUND_NICE, base));
    expect(threadNiceness().get(String(process.pid))).toBe(base);
  } finally {
    fresh.close();
  }
});

test("a site past its budget fails as too_complex, naming the URL asked for; the next site is analysed in the replacement worker", async () => {
  let budget = 1;
  const p = createAnalysisPool({ workers: 1, maxWaiting: 0, budgetMs: () => budget });
  try {
    const e = await p.site("https://deep.example/", { wait: false }).discover({ url: "https://deep.example/", html: nestedDivs() }).catch((e) => e);
    expect(e).toBeInstanceOf(FetchFailure);
    expect(e).toMatchObject({ kind: "too_complex", url: "https://deep.example/", reason: "deep.example is too complex to analyse (over 1 ms of work)" });
    expect(p.stats()).toMatchObject({ overruns: 1, replaced: 1, ranInline: 0 });
    budget = 60_000;
    expect(await p.site(input.url, { wait: false }).extract(input)).toEqual(JSON.parse(JSON.stringify(ANALYSIS_TASKS.extract(input))));
    expect(p.stats()).toMatchObject({ workers: 1, ranInWorker: 1, ranInline: 0 });
  } finally {
    p.close();
  }
});

test("the budget is per site: once discovery used it up, the extraction fails at once, without running", async () => {
  const p = createAnalysisPool({ workers: 0, maxWaiting: 0, budgetMs: () => 1 });
  // In the main thread the budget is checked when a task returns: a 4.4 MB page takes more than 1 ms.
  const site = p.site("https://deep.example/", { wait: true });
  expect(await site.discover({ url: "https://deep.example/", html: nestedDivs() }).catch((e) => e)).toMatchObject({ kind: "too_complex" });
  expect(await site.extract({ pages: [pages[0]], url: pages[0].url, final_url: pages[0].url }).catch((e) => e)).toMatchObject({ kind: "too_complex" });
  expect(p.stats()).toMatchObject({ workers: 0, ranInline: 1 });
  p.close();
});

test("the message says the budget in seconds past one second", () => {
  expect(tooComplex("https://x.example/a", 5000).reason).toBe("x.example is too complex to analyse (over 5 s of work)");
  expect(tooComplex("https://x.example/a", 1500).reason).toBe("x.example is too complex to analyse (over 1.5 s of work)");
});

test("a full queue refuses a scan's or roast's analysis with 503 and a Retry-After; a job's analysis waits", async () => {
  const p = createAnalysisPool({ workers: 1, maxWaiting: 0, budgetMs: () => 3000 });
  try {
    // The one worker takes the first analysis (nothing may wait beside it).
    const first = p.site("https://a.example/", { wait: false }).discover(pages[0]);
    const refused = await p.site("https://b.example/", { wait: false }).discover(pages[0]).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "service_unavailable", headers: { "retry-after": "3" } });
    expect((refused as AppError).message).toBe("Too many sites are being analysed right now; try again in 3 seconds.");
    const job = p.site("https://c.example/", { wait: true }).discover(pages[0]);
    expect(await first).toEqual(ANALYSIS_TASKS.discover(pages[0]));
    expect(await job).toEqual(ANALYSIS_TASKS.discover(pages[0]));
    expect(p.stats()).toMatchObject({ refused: 1, ranInWorker: 2 });
  } finally {
    p.close();
  }
});
