/**
 * The cached CLI bundle the tests spawn (test/helpers/cli-bundle.ts) must never be stale or
 * half-written: its key follows every input, and two processes building at once agree.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliBundle, inputsHash, unkeyedInputs } from "./cli-bundle";
import { ROOT, runCli } from "./process";

const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("the CLI bundle's key", () => {
  const root = temp("cli-key-");
  for (const [path, text] of [["src/main.ts", "a"], ["views/page.html", "b"], ["data/tools.json", "[]"], ["migrations/0001.sql", "c"], ["migrations-pg/0001.sql", "d"], ["package.json", "{}"], ["package-lock.json", "{}"], ["tsconfig.json", "{}"], ["node_modules/.package-lock.json", "{}"], ["test/x.test.ts", "e"]] as const) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const base = inputsHash(root);

  test.each(["src/main.ts", "views/page.html", "data/tools.json", "migrations/0001.sql", "migrations-pg/0001.sql", "package.json", "package-lock.json", "tsconfig.json", "node_modules/.package-lock.json"])("changes when %s changes", (path) => {
    const copy = temp("cli-key-copy-");
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, path), "changed");
    expect(inputsHash(copy)).not.toBe(base);
  });

  test("changes when a source file is added", () => {
    const copy = temp("cli-key-copy-");
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, "src/new.ts"), "");
    expect(inputsHash(copy)).not.toBe(base);
  });

  test("does not change for files the CLI never embeds (tests)", () => {
    const copy = temp("cli-key-copy-");
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, "test/x.test.ts"), "changed");
    expect(inputsHash(copy)).toBe(base);
  });
});

describe("what went into a bundle", () => {
  const root = "/repo";
  test("is all followed by the key: sources, embedded files, installed dependencies", () => {
    const bundled = ["src/main.ts", "views/page.html", "data/tools.json", "migrations/0001.sql", "migrations-pg/0001.sql", "package.json", "node_modules/zod/index.js", "../main/node_modules/elysia/dist/index.mjs"];
    expect(unkeyedInputs(root, bundled, root)).toEqual([]);
  });

  test("names each file the key would miss, so the build fails instead of caching a bundle that can go stale", () => {
    expect(unkeyedInputs(root, ["src/main.ts", "scripts/build.ts", "../elsewhere/lib.ts", "README.md"], root)).toEqual(["scripts/build.ts", "../elsewhere/lib.ts", "README.md"]);
  });

  test("reads the bundler's paths from the working directory, not from the root", () => {
    expect(unkeyedInputs(root, ["../src/main.ts", "src/main.ts"], "/repo/test")).toEqual(["src/main.ts"]);
  });
});

test("two builds at once into an empty cache agree on one complete bundle that runs", async () => {
  const cache = temp("cli-cache-");
  const [a, b] = await Promise.all([cliBundle(ROOT, cache), cliBundle(ROOT, cache)]);
  expect(a).toBe(b);
  const run = runCli([process.execPath, a], ["version"]);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/\d+\.\d+/);
}, 60_000);
