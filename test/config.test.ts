import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../src/config";

describe("configuration", () => {
  test("embedded defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe("./rivalscope-data");
    expect(c.baseUrl).toBe("http://localhost:3000");
    expect(c.payments).toBe("local");
    expect(c.trustProxy).toBe(false);
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
  ])("bad %s=%s names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
