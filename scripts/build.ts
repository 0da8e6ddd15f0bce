/**
 * npm run build → dist/rivalscope: one self-contained executable (Bun runtime, code, migrations,
 * the catalog dataset and every asset embedded). `--bytecode` with ESM starts fastest (SPEC §1).
 * The monitoring analysis worker is a second entry point: a compiled executable holds only the
 * workers it was built with. Large libraries used only on demand (Stripe's SDK, nodemailer,
 * prom-client, the OpenAPI generator) are entry points too, kept out of the main bundle whose
 * bytecode every start loads (src/vendor.ts).
 * Usage: bun run scripts/build.ts [--outfile PATH]
 */
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const i = process.argv.indexOf("--outfile");
const outfile = i > 0 ? process.argv[i + 1] : join(root, "dist/rivalscope");

/** Libraries loaded on first use from entry points of their own, outside the main bundle (src/vendor.ts). */
const VENDOR = ["stripe.ts", "nodemailer.ts", "prom-client.ts", "openapi.ts"];

const proc = Bun.spawnSync(
  [process.execPath, "build", "--compile", "--minify", "--bytecode", "--format=esm", "--sourcemap=none", join(root, "src/main.ts"), join(root, "src/monitoring/analyse-worker.ts"), ...VENDOR.map((v) => join(root, "src/vendor", v)), "--outfile", outfile],
  { cwd: root, stdout: "inherit", stderr: "inherit" },
);
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
console.log(`built ${outfile}`);
