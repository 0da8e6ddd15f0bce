import { describe, expect, test } from "bun:test";
import { ConfigError, ENV_VARS, loadConfig } from "../src/config";

describe("configuration", () => {
  test("embedded defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe("./rivalscope-data");
    expect(c.baseUrl).toBe("http://localhost:3000");
    expect(c.payments).toBe("local");
    expect(c.trustProxy).toBe(0);
    expect(c.tiers.free).toEqual({ perMinute: 30, quota: 100, quotaWindow: "day" });
    expect(c.tiers.pro.perMinute).toBe(300);
    expect(c.tiers.internal).toEqual({ perMinute: null, quota: null, quotaWindow: "month" });
    expect(c.webhookRetrySchedule).toEqual([60, 300, 1500]);
  });

  test("flags override the environment", () => {
    const c = loadConfig({ PORT: "4000", HOST: "::1" }, { port: "5000", dir: "/tmp/x" });
    expect(c.port).toBe(5000);
    expect(c.host).toBe("::1");
    expect(c.dataDir).toBe("/tmp/x");
    expect(c.baseUrl).toBe("http://localhost:5000");
  });

  test("stripe mode follows STRIPE_SECRET_KEY unless RIVALSCOPE_PAYMENTS says otherwise", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" }).payments).toBe("stripe");
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", RIVALSCOPE_PAYMENTS: "off" }).payments).toBe("off");
  });

  test("tier limits are configurable, with 'unlimited'", () => {
    const c = loadConfig({ RIVALSCOPE_PRO_PER_MINUTE: "600", RIVALSCOPE_STARTER_PER_MONTH: "unlimited" });
    expect(c.tiers.pro.perMinute).toBe(600);
    expect(c.tiers.starter.quota).toBeNull();
  });

  test.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["RIVALSCOPE_TRUST_PROXY", "maybe"],
    ["RIVALSCOPE_BASE_URL", "not a url"],
    ["RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", "1,,2"],
    ["LOG_LEVEL", "loud"],
    ["RIVALSCOPE_FREE_PER_MINUTE", "-3"],
    ["RIVALSCOPE_SMTP_URL", "http://mail"],
    ["RIVALSCOPE_JOB_CONCURRENCY", "0"],
    ["RIVALSCOPE_JOB_LEASE_MS", "10"],
    ["RIVALSCOPE_SHUTDOWN_WAIT_MS", "soon"],
    ["RIVALSCOPE_JOB_RETENTION_DAYS", "-1"],
  ])("bad %s=%s names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  test("job runner settings have defaults; the test job kinds are refused outside tests", () => {
    const c = loadConfig({});
    expect(c.jobs).toEqual({ concurrency: 8, leaseMs: 60_000, retentionDays: 7, testKinds: false });
    expect(c.shutdownWaitMs).toBe(10_000);
    const set = loadConfig({ RIVALSCOPE_JOB_CONCURRENCY: "16", RIVALSCOPE_JOB_LEASE_MS: "5000", RIVALSCOPE_JOB_RETENTION_DAYS: "0", RIVALSCOPE_SHUTDOWN_WAIT_MS: "2500" });
    expect(set.jobs).toMatchObject({ concurrency: 16, leaseMs: 5000, retentionDays: 0 });
    expect(set.shutdownWaitMs).toBe(2500);
    expect(loadConfig({ RIVALSCOPE_TEST_JOB_KINDS: "true", NODE_ENV: "test" }).jobs.testKinds).toBe(true);
    expect(() => loadConfig({ RIVALSCOPE_TEST_JOB_KINDS: "true", NODE_ENV: "production" })).toThrow("RIVALSCOPE_TEST_JOB_KINDS is only honoured in tests");
    expect(() => loadConfig({ RIVALSCOPE_TEST_JOB_KINDS: "true" })).toThrow(ConfigError);
  });

  test("the analysis pool: a 5 s budget per site, workers by the cores, 16 waiting; each bounded, named when refused", () => {
    expect(loadConfig({}).analysis).toEqual({ budgetMs: 5000, workers: null, queue: 16 });
    expect(loadConfig({ RIVALSCOPE_ANALYSIS_BUDGET_MS: "250", RIVALSCOPE_ANALYSIS_WORKERS: "0", RIVALSCOPE_ANALYSIS_QUEUE: "0" }).analysis).toEqual({ budgetMs: 250, workers: 0, queue: 0 });
    expect(() => loadConfig({ RIVALSCOPE_ANALYSIS_BUDGET_MS: "0" })).toThrow("RIVALSCOPE_ANALYSIS_BUDGET_MS must be a whole number from 1 to 60,000");
    expect(() => loadConfig({ RIVALSCOPE_ANALYSIS_BUDGET_MS: "60001" })).toThrow("RIVALSCOPE_ANALYSIS_BUDGET_MS must be a whole number from 1 to 60,000");
    expect(() => loadConfig({ RIVALSCOPE_ANALYSIS_WORKERS: "65" })).toThrow("RIVALSCOPE_ANALYSIS_WORKERS must be a whole number from 0 to 64");
    expect(() => loadConfig({ RIVALSCOPE_ANALYSIS_QUEUE: "-1" })).toThrow("RIVALSCOPE_ANALYSIS_QUEUE");
  });

  test("every variable is documented in the README", async () => {
    const readme = await (await Bun.file(new URL("../README.md", import.meta.url))).text();
    const documented = Object.entries(ENV_VARS).filter(([, spec]) => !("internal" in spec));
    expect(documented.map(([name]) => name).filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  test("RIVALSCOPE_DATABASE_URL: a postgres:// URL, and only from the process environment of a PostgreSQL process", () => {
    expect(() => loadConfig({ RIVALSCOPE_DATABASE_URL: "mysql://x@localhost/db" })).toThrow("RIVALSCOPE_DATABASE_URL must be a postgres:// URL (the value is not shown: it is secret)");
    // This test process started without it: its tables are SQLite's, so a URL given now is refused.
    expect(() => loadConfig({ RIVALSCOPE_DATABASE_URL: "postgres://u@127.0.0.1/db" })).toThrow("RIVALSCOPE_DATABASE_URL must be set in the process environment");
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });
});
