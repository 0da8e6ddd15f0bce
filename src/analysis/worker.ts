/**
 * The analysis worker thread (pool.ts): serves ANALYSIS_TASKS, below the API's priority. An entry
 * point of the compiled build (scripts/build.ts), started through lib/workers.ts.
 */
import { runInBackground } from "../lib/workers";
import { serveTasks } from "../lib/worker-pool";
import { ANALYSIS_TASKS } from "./tasks";

runInBackground();
serveTasks(ANALYSIS_TASKS);
