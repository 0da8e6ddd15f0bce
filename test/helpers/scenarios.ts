/**
 * Scenario tables (after PocketBase's ApiScenario): each row is one request and what a client
 * must see — status, headers, content that must and must not appear, and an optional check.
 */
import { expect, test } from "bun:test";
import type { TestApp } from "./app";

export interface Scenario {
  name: string;
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string (then sent as is). */
  body?: unknown;
  status: number;
  /** Substrings (or patterns) the body must contain. */
  contains?: (string | RegExp)[];
  notContains?: string[];
  /** Response headers that must match. */
  expectHeaders?: Record<string, string | RegExp | null>;
  /** Extra assertions on the parsed JSON body. */
  check?: (body: any, res: Response) => void | Promise<void>;
  /** Runs before the request (e.g. to create data). */
  before?: (t: TestApp) => void | Promise<void>;
}

export async function runScenario(t: TestApp, s: Scenario) {
  await s.before?.(t);
  const init: RequestInit & { json?: unknown } = { method: s.method ?? "GET", headers: s.headers };
  if (typeof s.body === "string") init.body = s.body;
  else if (s.body !== undefined) init.json = s.body;
  const res = await t.request(s.url, init);
  const text = await res.text();
  if (res.status !== s.status) throw new Error(`${s.name}: expected ${s.status}, got ${res.status}: ${text.slice(0, 500)}`);
  for (const c of s.contains ?? []) {
    if (typeof c === "string") expect(text).toContain(c);
    else expect(text).toMatch(c);
  }
  for (const c of s.notContains ?? []) expect(text).not.toContain(c);
  for (const [h, v] of Object.entries(s.expectHeaders ?? {})) {
    const got = res.headers.get(h);
    if (v === null) expect(got).toBeNull();
    else if (typeof v === "string") expect(got).toBe(v);
    else expect(got ?? "").toMatch(v);
  }
  if (s.check) {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    await s.check(body, res);
  }
}

/** Declares one bun test per scenario, all against the app `get()` returns. */
export function scenarios(get: () => TestApp, list: Scenario[]) {
  for (const s of list) test(s.name, () => runScenario(get(), s));
}
