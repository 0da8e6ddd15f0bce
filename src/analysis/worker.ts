/**
 * The analysis worker thread (pool.ts): serves ANALYSIS_TASKS, below the API's priority. An entry
 * point of the compiled build (scripts/build.ts), started through lib/workers.ts. It reads a small
 * site of ours before it says it is ready, so no real site's budget pays for its first use.
 */
import { runInBackground } from "../lib/workers";
import { serveTasks } from "../lib/worker-pool";
import { ANALYSIS_TASKS } from "./tasks";
import { warmUp } from "./warm-up";

runInBackground();
serveTasks(ANALYSIS_TASKS, warmUp);
