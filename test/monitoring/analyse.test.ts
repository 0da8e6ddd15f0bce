/**
 * The analysis workers (monitoring/analyse.ts): the same facts and hashes as the inline analysis,
 * computed in a worker thread that runs below the API's priority (lib/workers.ts), and done here
 * when there is no worker.
 */
import { afterAll, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { analyseInline, createAnalyser, discoverInline } from "../../src/monitoring/analyse";
import { BACKGROUND_NICE } from "../../src/lib/workers";
import { monitoringPages } from "../fixtures/monitoring/sites";

const pages = monitoringPages("tasklane", "v1");
const input = { pages, url: pages[0].url, final_url: pages[0].url };
const analyser = createAnalyser({ workers: 1 });
afterAll(() => analyser.close());

/** The niceness of each thread of this process (Linux), by thread id. */
function threadNiceness(): Map<string, number> {
  return new Map(readdirSync("/proc/self/task").map((t) => [t, Number(readFileSync(`/proc/self/task/${t}/stat`, "utf8").split(") ")[1].split(" ")[16])]));
}

test("a worker gives the inline analysis's facts, hashes and discovered pages", async () => {
  expect(await analyser.analyse(input)).toEqual(JSON.parse(JSON.stringify(analyseInline(input))));
  expect(await analyser.discover(pages[0])).toEqual(discoverInline(pages[0]));
});

test.skipIf(!existsSync("/proc/self/task"))("the worker thread runs at background priority; this thread does not", async () => {
  const before = threadNiceness();
  const fresh = createAnalyser({ workers: 1 });
  try {
    await fresh.analyse(input);
    const started = [...threadNiceness()].filter(([t]) => !before.has(t));
    // At least BACKGROUND_NICE (more when the whole run was started under `nice` higher than that).
    expect(Math.max(...started.map(([, n]) => n))).toBeGreaterThanOrEqual(BACKGROUND_NICE);
    // This thread keeps the priority it had (0, or what `nice npm test` gave the whole run).
    expect(threadNiceness().get(String(process.pid))).toBe(before.get(String(process.pid))!);
  } finally {
    fresh.close();
  }
});

test("with no worker the analysis is done in this thread, with the same result", async () => {
  const inline = createAnalyser({ workers: 0 });
  try {
    expect(await inline.analyse(input)).toEqual(analyseInline(input));
  } finally {
    inline.close();
  }
});
