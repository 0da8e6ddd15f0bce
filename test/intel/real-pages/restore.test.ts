/**
 * The real-pages corpus tooling: every committed case file is valid, and the restore script brings
 * pages back byte for byte from a local git copy, names what is missing, and refuses bad cases.
 * The git repository here is built in a temporary folder; nothing leaves the machine.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadCases, parseWaves, restore } from "../../../scripts/real-pages-restore.ts";

const root = resolve(import.meta.dir, "../../..");
const git = (cwd: string, ...args: string[]) => {
  const p = Bun.spawnSync(["git", "-c", "user.name=t", "-c", "user.email=t@example.test", "-c", "commit.gpgsign=false", ...args], { cwd, stdout: "pipe", stderr: "pipe" });
  if (p.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${p.stderr.toString()}`);
  return p.stdout.toString().trim();
};

let tmp: string;
let mirror: string;
let cases: string;
let oldCommit: string;
let newCommit: string;
// Bytes that a text round trip would alter: a BOM, CRLF and a Latin-1 byte.
const pricingV2 = Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from("<h1>Pro $12</h1>\r\n"), 0xe9]);

const caseFor = (over: Record<string, unknown> = {}) => ({
  slug: "acme", company: "Acme", wave: 1, repo: "acme-co/site", commit: newCommit,
  pages: [
    { role: "pricing", path: "_site/pricing/index.html", url: "https://acme.example/pricing/" },
    { role: "home", path: "_site/index.html", url: "https://acme.example/" },
  ],
  year: 2021, stack: "Jekyll", language: "en", script_drawn: false, free_tier: false,
  plans: [{ name: "Pro", amount: 12, currency: "USD", period: "month", per_user: false }],
  headline: "Acme", features: ["Boards"], notes: "",
  versions: [{ commit: oldCommit, file: `pricing.${oldCommit.slice(0, 8)}.html`, changes: [{ type: "pricing_change", plan: "Pro", before: "$10", after: "$12" }] }],
  ...over,
});

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "realpages-"));
  // The layout `fetch` leaves: <mirror>/<owner>+<name>/repo/.git
  mirror = join(tmp, "mirror");
  const work = join(mirror, "acme-co+site", "repo");
  mkdirSync(join(work, "_site", "pricing"), { recursive: true });
  git(work, "init", "-q");
  writeFileSync(join(work, "_site", "index.html"), "<h1>Acme</h1>");
  writeFileSync(join(work, "_site", "pricing", "index.html"), "<h1>Pro $10</h1>");
  git(work, "add", ".");
  git(work, "commit", "-q", "-m", "v1");
  oldCommit = git(work, "rev-parse", "HEAD");
  writeFileSync(join(work, "_site", "pricing", "index.html"), pricingV2);
  git(work, "commit", "-q", "-am", "v2");
  newCommit = git(work, "rev-parse", "HEAD");
  cases = join(tmp, "cases");
  mkdirSync(cases);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the committed case files", () => {
  test("all parse against the schema, slugs match file names", () => {
    const { cases: loaded, invalid } = loadCases(join(root, "test/intel/real-pages/cases"));
    expect(invalid).toEqual([]);
    expect(loaded.length).toBeGreaterThan(0);
  });
});

describe("restore", () => {
  test("writes the pages and older versions byte for byte", () => {
    writeFileSync(join(cases, "acme.json"), JSON.stringify(caseFor()));
    const out = join(tmp, "out1");
    const lines: string[] = [];
    const r = restore({ casesDir: cases, mirrorDir: mirror, outDir: out, log: (l) => lines.push(l) });
    expect(r).toMatchObject({ invalid: [], missingRepos: [], missingObjects: [], written: 3 });
    expect(Buffer.compare(readFileSync(join(out, "acme", "pricing.html")), pricingV2)).toBe(0);
    expect(readFileSync(join(out, "acme", "home.html"), "utf8")).toBe("<h1>Acme</h1>");
    expect(readFileSync(join(out, "acme", `pricing.${oldCommit.slice(0, 8)}.html`), "utf8")).toBe("<h1>Pro $10</h1>");
  });

  test("names repositories that are not fetched and objects that are not in the copy", () => {
    writeFileSync(join(cases, "acme.json"), JSON.stringify(caseFor({ pages: [{ role: "pricing", path: "pricing.html", url: "https://acme.example/pricing" }], versions: [] })));
    writeFileSync(join(cases, "other.json"), JSON.stringify(caseFor({ slug: "other", repo: "nobody/absent", versions: [] })));
    const lines: string[] = [];
    const r = restore({ casesDir: cases, mirrorDir: mirror, outDir: join(tmp, "out2"), log: (l) => lines.push(l) });
    expect(r.missingRepos).toEqual(["nobody/absent"]);
    expect(r.missingObjects).toEqual([`acme: acme-co/site ${newCommit.slice(0, 10)}:pricing.html`]);
    expect(lines).toContain("  fetch github:nobody/absent");
    rmSync(join(cases, "other.json"));
  });

  test("the CLI refuses an invalid case with exit 2, naming the file and the field", () => {
    const bad = join(tmp, "bad-cases");
    mkdirSync(bad);
    writeFileSync(join(bad, "acme.json"), JSON.stringify(caseFor({ plans: [{ name: "Pro", amount: 12, anual_amount: 10, currency: "USD", period: "month", per_user: false }] })));
    writeFileSync(join(bad, "wrong-name.json"), JSON.stringify(caseFor()));
    const p = Bun.spawnSync([process.execPath, join(root, "scripts/real-pages-restore.ts"), "--check"], {
      env: { ...process.env, CASES_DIR: bad, MIRROR_DIR: mirror, REALPAGES_DIR: join(tmp, "out3") },
      stdout: "pipe",
      stderr: "pipe",
    });
    const out = p.stdout.toString();
    expect(p.exitCode).toBe(2);
    expect(out).toContain("acme.json: plans.0");
    expect(out).toContain("anual_amount");
    expect(out).toContain('wrong-name.json: slug "acme" does not match the file name');
  });

  test("--waves restores only the cases of those waves, and refuses a list it cannot read", () => {
    writeFileSync(join(cases, "acme.json"), JSON.stringify(caseFor()));
    writeFileSync(join(cases, "later.json"), JSON.stringify(caseFor({ slug: "later", wave: 3, repo: "nobody/absent", versions: [] })));
    const lines: string[] = [];
    const r = restore({ casesDir: cases, mirrorDir: mirror, outDir: join(tmp, "out4"), waves: parseWaves("1")!, log: (l) => lines.push(l) });
    // The wave-3 case's repository is absent, but it was not asked for: nothing is missing.
    expect(r).toMatchObject({ missingRepos: [], missingObjects: [], written: 3 });
    expect(restore({ casesDir: cases, mirrorDir: mirror, outDir: join(tmp, "out5"), waves: parseWaves("2-4")!, log: () => {} }).missingRepos).toEqual(["nobody/absent"]);
    rmSync(join(cases, "later.json"));
    expect([...parseWaves("2-4,7")!]).toEqual([2, 3, 4, 7]);
    for (const bad of ["", "4-2", "x", "2-", "1,,2"]) expect(parseWaves(bad)).toBeNull();
    const p = Bun.spawnSync([process.execPath, join(root, "scripts/real-pages-restore.ts"), "--waves=10-2"], {
      env: { ...process.env, CASES_DIR: cases, MIRROR_DIR: mirror, REALPAGES_DIR: join(tmp, "out6") },
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(p.exitCode).toBe(2);
    expect(p.stderr.toString()).toContain("--waves=10-2: expected waves such as 2-10");
  });
});
