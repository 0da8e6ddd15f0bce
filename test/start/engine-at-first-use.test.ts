/**
 * The extraction engine (htmlparser2, entities, the extractors) is loaded at first use, not at
 * start: the server's main thread needs it only when it reads a site itself (no analysis worker),
 * and a start that only answers /healthz must not evaluate it (docs/benchmarks.md, "Cold start,
 * session 15"). Run in a fresh process, whose module registry shows what a start loaded: the
 * runtime and the app wired as `serve` wires them, /healthz answered, then a roast read in the
 * main thread (RIVALSCOPE_ANALYSIS_WORKERS=0) of a site whose charset only its <meta> declares,
 * so each part loaded late (the <meta> prescan, the analysis tasks, the profile) is used once.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { ROOT, tempDirs } from "../helpers/process";

const tmp = tempDirs("rivalscope-engine-late-");

/** The engine's modules, as require.cache names them. */
const ENGINE = /node_modules\/(?:htmlparser2|entities)\/|src\/intel\/(?:page|extract-site|discover|html\/parse)\.ts$|src\/analysis\/tasks\.ts$|src\/reports\/summary\.ts$/;

const SCRIPT = `
import { loadConfig } from ${JSON.stringify(join(ROOT, "src/config.ts"))};
import { fixturePage } from ${JSON.stringify(join(ROOT, "test/helpers/fixture-sites.ts"))};
const engine = () => Object.keys(require.cache).filter((k) => ${ENGINE}.test(k)).length;
const page = fixturePage("encoding-windows-1252", "/");
const site = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(page.body, { headers: { "content-type": page.type } }) });
const [{ openRuntime }, { createApp }] = await Promise.all([import(${JSON.stringify(join(ROOT, "src/runtime.ts"))}), import(${JSON.stringify(join(ROOT, "src/app.ts"))})]);
const rt = await openRuntime(loadConfig({ ...process.env }));
const app = createApp(rt);
const health = (await app.handle(new Request("http://localhost/healthz"))).status;
const atStart = engine();
const roast = await app.handle(new Request("http://localhost/api/roast", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: "http://127.0.0.1:" + site.port + "/" }) }));
const body = await roast.json();
console.log(JSON.stringify({ health, atStart, roast: roast.status, name: body.name ?? null, ranInline: rt.analysis.stats().ranInline, afterRoast: engine() }));
await rt.close();
site.stop(true);
`;

test("a start answers /healthz without evaluating the engine; a roast in the main thread then loads and uses it", () => {
  const dir = tmp();
  const r = Bun.spawnSync([process.execPath, "-e", SCRIPT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", RIVALSCOPE_DATA_DIR: dir, RIVALSCOPE_ANALYSIS_WORKERS: "0", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = r.stdout.toString().trim().split("\n").at(-1) ?? "";
  if (r.exitCode !== 0 || !out.startsWith("{")) throw new Error(`the script failed (${r.exitCode}): ${r.stderr.toString().slice(-2000)}`);
  const seen = JSON.parse(out);
  expect(seen.health).toBe(200);
  expect(seen.atStart).toBe(0);
  expect(seen.roast).toBe(200);
  expect(seen.ranInline).toBeGreaterThan(0);
  expect(seen.afterRoast).toBeGreaterThan(0);
  expect(seen.name).toBe("Facturo");
}, 60_000);
