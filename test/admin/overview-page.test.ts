/**
 * The Overview page: traffic by tier over the last 24 hours as an inline SVG chart (with a table
 * of the same figures), queue depth, recent failures and disk use — from seeded data.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { issueApiKey } from "../../src/access/keys";
import { hourWindow } from "../../src/lib/calendar";
import { enqueue } from "../../src/jobs/queue";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin } from "./helpers";
import { rows } from "../support/sql";

const XSS = `<img src=x onerror="alert(1)">`;
const HOUR = 3_600_000;

let t: TestApp;
let b: Browser;
let now: number;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  b = new Browser(t);
  await b.signIn();
  now = t.clock.now();
  const db = rows(t.rt.db);
  // "window" quoted: a reserved word on PostgreSQL.
  const counter = (subject: string, window: string, count: number) => db.run('INSERT INTO usage_counters (subject, "window", count, updated_at) VALUES (?, ?, ?, ?)', subject, window, count, now);
  // Seeded hours: 3 h ago free 40 + pro 10; 10 h ago starter 7; 30 h ago (outside the chart) free 999.
  await counter("tier:free", hourWindow(now - 3 * HOUR), 40);
  await counter("tier:pro", hourWindow(now - 3 * HOUR), 10);
  await counter("tier:starter", hourWindow(now - 10 * HOUR), 7);
  await counter("tier:free", hourWindow(now - 30 * HOUR), 999);

  // And the real path: interface A requests, counted by the usage meter, written by a flush.
  const { key } = await issueApiKey(t.ctx, { email: "chart@example.com", tier: "internal" });
  for (let i = 0; i < 3; i++) expect((await t.request("/api/v1/tools?q=crm", { headers: { "x-api-key": key } })).status).toBe(200);
  await t.rt.access.flush();

  // Queue: two reports waiting (not due), one mail waiting.
  await enqueue(t.ctx, { kind: "overview.waiting", runAt: now + HOUR });
  await enqueue(t.ctx, { kind: "overview.waiting", runAt: now + HOUR });
  await enqueue(t.ctx, { kind: "overview.other", runAt: now + HOUR });
  // A job that failed for good, its error text hostile.
  const failed = await enqueue(t.ctx, { kind: "overview.failed" });
  await db.run("UPDATE jobs SET status = 'failed', attempts = 5, last_error = ?, finished_at = ? WHERE id = ?", `boom ${XSS}`, now - 60_000, failed.id);
  // A webhook delivery that failed for good (rows written directly: no receiver needed).
  await db.run("INSERT INTO accounts (id, email, created_at, updated_at) VALUES ('acc_overview', 'overview-hooks@example.com', 0, 0)");
  await db.run("INSERT INTO webhook_endpoints (id, account_id, url, secret, created_at, updated_at) VALUES ('ep_overview', 'acc_overview', ?, 'sealed', ?, ?)", `https://hooks.example.com/${encodeURIComponent(XSS)}`, now, now);
  await db.run("INSERT INTO webhook_deliveries (id, endpoint_id, event, payload, status, attempts, last_status, last_error, finished_at, created_at, updated_at) VALUES ('dlv_overview', 'ep_overview', 'report.completed', '{}', 'failed', 4, 500, ?, ?, ?, ?)", `HTTP 500 ${XSS}`, now - 120_000, now, now);
  // Disk: a backup file of a known size.
  mkdirSync(join(t.dir, "backups"), { recursive: true });
  writeFileSync(join(t.dir, "backups", "rivalscope-test.sqlite"), Buffer.alloc(300_000));
});
afterAll(() => t.close());

const overview = async () => {
  const res = await b.request("/admin");
  expect(res.status).toBe(200);
  return res.text();
};

describe("Overview page", () => {
  test("the traffic chart is an inline SVG with one bar per hour and tier that had traffic", async () => {
    const html = await overview();
    const svg = /<svg[^>]*role="img"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(svg).toContain('<title id="traffic-title">');
    expect(svg).toContain('<desc id="traffic-desc">');
    const bars = [...svg.matchAll(/<rect class="tier-(\w+)"[^>]*data-hour="([^"]+)" data-tier="\w+" data-count="(\d+)"/g)].map((m) => `${m[2]} ${m[1]} ${m[3]}`);
    expect(bars.sort()).toEqual(
      [`${hourWindow(now - 3 * HOUR)} free 40`, `${hourWindow(now - 3 * HOUR)} pro 10`, `${hourWindow(now - 10 * HOUR)} starter 7`, `${hourWindow(now)} internal 3`].sort(),
    );
    // 30 hours ago is outside the chart.
    expect(svg).not.toContain(hourWindow(now - 30 * HOUR));
    expect(svg).toContain("60 requests in the 24 hours");
    // The stacked bar of 3 h ago: pro sits on top of free (smaller y), both the same width.
    const at = (tier: string) => Number(new RegExp(`<rect class="tier-${tier}"[^>]*y="([\\d.]+)"[^>]*data-hour="${hourWindow(now - 3 * HOUR)}"`).exec(svg)?.[1]);
    expect(at("pro")).toBeLessThan(at("free"));
    // No script and no inline style in the chart (the CSP allows neither).
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("style=");
  });

  test("a table carries the same figures for every hour", async () => {
    const html = await overview();
    const table = /<table class="compact traffic-table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(table.match(/<tr><th scope="row">/g)).toHaveLength(24);
    const row = (ms: number) => new RegExp(`<tr><th scope="row">${hourWindow(ms).replace("T", " ")}:00</th>((?:<td class="num">[\\d,]+</td>)+)</tr>`).exec(table)?.[1].match(/[\d,]+(?=<)/g);
    expect(row(now - 3 * HOUR)).toEqual(["40", "0", "10", "0", "50"]);
    expect(row(now - 10 * HOUR)).toEqual(["0", "7", "0", "0", "7"]);
    expect(row(now)).toEqual(["0", "0", "0", "3", "3"]);
  });

  test("queue depth by kind", async () => {
    const html = await overview();
    const table = /<table class="compact queue-table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(table).toContain('<tr><td>overview.waiting</td><td class="num">2</td><td class="num">0</td></tr>');
    expect(table).toContain('<tr><td>overview.other</td><td class="num">1</td><td class="num">0</td></tr>');
  });

  test("recent failures: failed jobs and failed webhook deliveries, their text escaped", async () => {
    const html = await overview();
    const jobs = /<table class="failed-jobs">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(jobs).toContain("overview.failed");
    expect(jobs).toContain("boom &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const deliveries = /<table class="failed-deliveries">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(deliveries).toContain("report.completed");
    expect(deliveries).toContain("HTTP 500 &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain(XSS);
  });

  test("disk use of the data directory: database, WAL, backups", async () => {
    const html = await overview();
    const card = /<section class="card disk-use">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(card).toContain('<tr><td>Backups</td><td class="num">293 KB</td></tr>');
    expect(card).toMatch(/<tr><td>Database<\/td><td class="num">[\d.]+ (KB|MB)<\/td><\/tr>/);
  });

  test("usage flushes write the hour: one counter per tier per hour", async () => {
    const counters = await rows(t.rt.db).all('SELECT subject, "window", count FROM usage_counters WHERE subject LIKE \'tier:%\' AND "window" = ?', hourWindow(t.clock.now()));
    expect(counters).toEqual([{ subject: "tier:internal", window: hourWindow(t.clock.now()), count: 3 }]);
  });
});
