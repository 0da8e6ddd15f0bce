/**
 * npm run build → dist/rivalscope: one self-contained executable (Bun runtime, code, migrations,
 * the catalog dataset and every asset embedded). `--bytecode` with ESM starts fastest (SPEC §1).
 * Besides src/main.ts, the executable holds only the modules built as entry points: the worker
 * threads (the analysis pool, the database checkpoints; src/lib/workers.ts) and the large
 * libraries used only on demand (Stripe's SDK, nodemailer, prom-client, the OpenAPI generator,
 * openid-client),
 * kept out of the main bundle whose bytecode every start loads (src/vendor.ts). All live under
 * src/, so each sits in the executable at its path under src/.
 * `--splitting`: main.ts's own chunk holds only the CLI; the modules behind its dynamic imports
 * (the runtime and the app for `serve`, each command group) are chunks loaded when imported, so
 * a start no longer loads the bytecode of every command first (cold start on an existing data
 * directory: docs/benchmarks.md, "Cold start, issue 24 item 8").
 * Usage: bun run scripts/build.ts [--outfile PATH]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { datasetSchema } from "../src/catalog/schema";

const root = join(import.meta.dir, "..");
const i = process.argv.indexOf("--outfile");
const outfile = i > 0 ? process.argv[i + 1] : join(root, "dist/rivalscope");

/** Worker threads (src/lib/workers.ts). */
const WORKERS = ["analysis/worker.ts", "db/checkpoint-worker.ts"];
/** Libraries loaded on first use from entry points of their own, outside the main bundle (src/vendor.ts). */
const VENDOR = ["vendor/stripe.ts", "vendor/nodemailer.ts", "vendor/prom-client.ts", "vendor/openapi.ts", "vendor/openid-client.ts"];

// The executable stores its embedded catalog dataset without parsing it again (src/catalog/dataset-source.ts,
// `checked`): a data/tools.json the schema rejects never gets into one.
const datasetCheck = datasetSchema.safeParse(JSON.parse(readFileSync(join(root, "data/tools.json"), "utf8")));
if (!datasetCheck.success) {
  console.error(`data/tools.json does not match the dataset schema:\n${JSON.stringify(datasetCheck.error.issues.slice(0, 5), null, 2)}`);
  process.exit(1);
}

const proc = Bun.spawnSync(
  [process.execPath, "build", "--compile", "--minify", "--bytecode", "--splitting", "--format=esm", "--sourcemap=none", join(root, "src/main.ts"), ...[...WORKERS, ...VENDOR].map((p) => join(root, "src", p)), "--outfile", outfile],
  { cwd: root, stdout: "inherit", stderr: "inherit" },
);
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
console.log(`built ${outfile}`);
