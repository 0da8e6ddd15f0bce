/**
 * npm run build → dist/rivalscope: one self-contained executable (Bun runtime, code, migrations,
 * the catalog dataset and every asset embedded). `--bytecode` with ESM starts fastest (SPEC §1).
 * The worker threads (monitoring's analysis, the database checkpoints) are further entry points:
 * a compiled executable holds only the workers it was built with.
 * Usage: bun run scripts/build.ts [--outfile PATH]
 */
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const i = process.argv.indexOf("--outfile");
const outfile = i > 0 ? process.argv[i + 1] : join(root, "dist/rivalscope");

const proc = Bun.spawnSync(
  [process.execPath, "build", "--compile", "--minify", "--bytecode", "--format=esm", "--sourcemap=none", join(root, "src/main.ts"), join(root, "src/monitoring/analyse-worker.ts"), join(root, "src/db/checkpoint-worker.ts"), "--outfile", outfile],
  { cwd: root, stdout: "inherit", stderr: "inherit" },
);
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
console.log(`built ${outfile}`);
