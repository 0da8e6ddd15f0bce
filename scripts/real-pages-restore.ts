/**
 * Re-creates the folder of real saved pages (test/intel/real-pages/README.md) from the case files:
 * for each case, its pricing page, home page and older versions, byte for byte, taken with
 * `git show <commit>:<path>` from a local copy of the repository. The pages are third-party content,
 * so the repository keeps only the index and the expectations; this script brings the pages back.
 *
 * It never touches the network: it only reads git directories already on this machine (the search
 * tool's `fetch` leaves them under /work/.mirror/<owner>+<name>/), and it tells which repositories
 * are missing so that someone can fetch them first.
 *
 *   npx bun scripts/real-pages-restore.ts [--only=<slug>] [--waves=<list>] [--check]
 *     REALPAGES_DIR  where the folder goes        (default /work/realpages)
 *     MIRROR_DIR     where the git copies are     (default /work/.mirror)
 *     CASES_DIR      where the case files are     (default test/intel/real-pages/cases)
 *   --waves=2-10 or --waves=11 or --waves=2,5-7: only the cases of those waves. A session's fetch tool
 *     finds at most 500 repositories and the corpus holds nearly that many, so a session restores
 *     the waves its round needs, and a sealed wave into a folder of its own (README, "Restoring").
 *   --check: validate the case files only (no git, nothing written).
 * Exit status: 0 all restored (or valid), 1 some repository or object missing, 2 an invalid case file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { caseSchema, pageFile, type RealPageCase } from "../test/intel/real-pages/case-schema.ts";

export interface RestoreOptions {
  casesDir: string;
  mirrorDir: string;
  outDir: string;
  only?: string;
  /** Only the cases of these waves (all when absent). */
  waves?: ReadonlySet<number>;
  checkOnly?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  invalid: string[];
  missingRepos: string[];
  missingObjects: string[];
  written: number;
}

/** Reads and validates every case file; problems are returned one line each, naming file and field. */
export function loadCases(casesDir: string): { cases: RealPageCase[]; invalid: string[] } {
  const cases: RealPageCase[] = [];
  const invalid: string[] = [];
  for (const file of readdirSync(casesDir).filter((f) => f.endsWith(".json")).sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(casesDir, file), "utf8"));
    } catch (e) {
      invalid.push(`${file}: not JSON (${(e as Error).message})`);
      continue;
    }
    const parsed = caseSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) invalid.push(`${file}: ${issue.path.join(".") || "(case)"}: ${issue.message}`);
      continue;
    }
    if (`${parsed.data.slug}.json` !== file) {
      invalid.push(`${file}: slug "${parsed.data.slug}" does not match the file name`);
      continue;
    }
    cases.push(parsed.data);
  }
  return { cases, invalid };
}

/**
 * The git directory of a fetched repository. `fetch` has left both a bare directory (`repo/`) and a
 * work-tree clone (`repo/.git`); any directory holding HEAD and objects/ will do.
 */
export function findGitDir(mirrorDir: string, repo: string): string | null {
  const base = join(mirrorDir, repo.replace("/", "+"));
  for (const dir of [join(base, "repo", ".git"), join(base, "repo"), join(base, ".git"), base]) {
    if (existsSync(join(dir, "HEAD")) && existsSync(join(dir, "objects"))) return dir;
  }
  return null;
}

/** "2-10", "11", "2,5-7" → the set of waves; null when the text is not such a list. */
export function parseWaves(text: string): Set<number> | null {
  const waves = new Set<number>();
  for (const part of text.split(",")) {
    const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(part.trim());
    if (!m) return null;
    const from = Number(m[1]), to = Number(m[2] ?? m[1]);
    if (to < from) return null;
    for (let w = from; w <= to; w++) waves.add(w);
  }
  return waves;
}

/** One file at one commit, as bytes; null when the commit or path is not in this copy. */
export function gitShow(gitDir: string, commit: string, path: string): Uint8Array | null {
  const proc = Bun.spawnSync(["git", "--git-dir", gitDir, "-c", "protocol.allow=never", "show", `${commit}:${path}`], {
    stdout: "pipe",
    stderr: "pipe",
    // A partial clone would otherwise try to download a missing object: this script stays offline.
    env: { ...process.env, GIT_NO_LAZY_FETCH: "1", GIT_TERMINAL_PROMPT: "0" },
  });
  return proc.exitCode === 0 ? proc.stdout : null;
}

/** Every file a case needs: its pages at the case's commit and each version of its pricing page. */
function wantedFiles(c: RealPageCase): { file: string; commit: string; path: string }[] {
  const pricing = c.pages.find((p) => p.role === "pricing")!;
  return [
    ...c.pages.map((p) => ({ file: pageFile(p.role), commit: c.commit, path: p.path })),
    ...c.versions.map((v) => ({ file: v.file, commit: v.commit, path: v.path ?? pricing.path })),
  ];
}

export function restore(opts: RestoreOptions): RestoreResult {
  const log = opts.log ?? ((line: string) => console.log(line));
  const { cases, invalid } = loadCases(opts.casesDir);
  for (const line of invalid) log(`invalid: ${line}`);
  const result: RestoreResult = { invalid, missingRepos: [], missingObjects: [], written: 0 };
  const chosen = cases.filter((c) => (!opts.only || c.slug === opts.only) && (!opts.waves || opts.waves.has(c.wave)));
  if (opts.only && chosen.length === 0) log(`no case named ${opts.only}`);
  if (opts.checkOnly) {
    log(`${cases.length} case files valid, ${invalid.length} problems`);
    return result;
  }
  for (const c of chosen) {
    const gitDir = findGitDir(opts.mirrorDir, c.repo);
    if (!gitDir) {
      if (!result.missingRepos.includes(c.repo)) result.missingRepos.push(c.repo);
      continue;
    }
    const dir = join(opts.outDir, c.slug);
    mkdirSync(dir, { recursive: true });
    for (const w of wantedFiles(c)) {
      const bytes = gitShow(gitDir, w.commit, w.path);
      if (!bytes) {
        result.missingObjects.push(`${c.slug}: ${c.repo} ${w.commit.slice(0, 10)}:${w.path}`);
        continue;
      }
      writeFileSync(join(dir, w.file), bytes);
      result.written++;
    }
  }
  for (const line of result.missingObjects) log(`missing object: ${line}`);
  if (result.missingRepos.length > 0) {
    log(`${result.missingRepos.length} repositories are not on this machine; fetch them first (search tool, fetch):`);
    for (const repo of result.missingRepos) log(`  fetch github:${repo}`);
  }
  log(`restored ${result.written} files for ${chosen.length - result.missingRepos.length} of ${chosen.length} cases into ${opts.outDir}`);
  return result;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const root = resolve(import.meta.dir, "..");
  const wavesArg = args.find((a) => a.startsWith("--waves="))?.slice("--waves=".length);
  const waves = wavesArg === undefined ? undefined : parseWaves(wavesArg);
  if (waves === null) {
    console.error(`--waves=${wavesArg}: expected waves such as 2-10, 11 or 2,5-7`);
    process.exit(2);
  }
  const result = restore({
    casesDir: process.env.CASES_DIR ?? join(root, "test/intel/real-pages/cases"),
    mirrorDir: process.env.MIRROR_DIR ?? "/work/.mirror",
    outDir: process.env.REALPAGES_DIR ?? "/work/realpages",
    only: args.find((a) => a.startsWith("--only="))?.slice("--only=".length),
    waves,
    checkOnly: args.includes("--check"),
  });
  process.exit(result.invalid.length > 0 ? 2 : result.missingRepos.length + result.missingObjects.length > 0 ? 1 : 0);
}
