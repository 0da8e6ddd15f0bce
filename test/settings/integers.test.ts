/**
 * Integer settings: one reading for the environment and the dashboard — decimal digits only,
 * within each setting's documented bounds — refused with the variable named. The parser's
 * properties (fast-check), then every bad spelling through the environment (loadConfig for every
 * integer variable, the real CLI for its exit code) and through the dashboard's Settings form.
 */
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { ConfigError, ENV_VARS, LIMIT_MAX, loadConfig, RETRY_SCHEDULE_MAX, type EnvVar } from "../../src/config";
import { readDecimalInteger } from "../../src/lib/decimal-integer";
import { EDITABLE_VARS } from "../../src/settings/service";
import { runCli, SOURCE_CLI } from "../helpers/process";
import { signedInDashboard } from "../admin/helpers";

/** Spellings Number() would read as a number, each refused. */
const BAD_SPELLINGS = ["0x10", " 5", "5 ", "1e3", "+5", "-5", "5.0", "1_000", "1,000", "0b101", "Infinity", "99999999999999999999", "9007199254740993", "٥"];

/**
 * The integer variables, found by what their schema does (so a new one is covered without being
 * listed): "1" or "1000" reads as a number, "1.5" is refused (prices take cents).
 */
const INTEGER_VARS = (Object.keys(ENV_VARS) as EnvVar[]).filter((name) => {
  const schema = ENV_VARS[name].schema;
  const reads = (v: string) => typeof schema.safeParse(v).data === "number";
  return (reads("1") || reads("1000")) && !schema.safeParse("1.5").success;
});

describe("the parser", () => {
  const bounds = fc.tuple(fc.nat({ max: 1e6 }), fc.nat({ max: Number.MAX_SAFE_INTEGER - 1e6 })).map(([min, span]) => ({ min, max: min + span }));

  test("every whole number within bounds, in decimal, reads as itself", () => {
    fc.assert(
      fc.property(
        bounds.chain((b) => fc.tuple(fc.constant(b), fc.integer({ min: b.min, max: b.max }))),
        ([b, n]) => expect(readDecimalInteger(String(n), b)).toEqual({ ok: true, value: n }),
      ),
    );
  });

  test("leading zeros change nothing", () => {
    fc.assert(fc.property(fc.nat({ max: 1e9 }), fc.integer({ min: 1, max: 30 }), (n, zeros) => expect(readDecimalInteger("0".repeat(zeros) + n, { min: 0, max: 1e9 })).toEqual({ ok: true, value: n })));
  });

  test("anything but decimal digits is refused, whatever Number() makes of it", () => {
    const notDigits = fc.string({ maxLength: 24 }).filter((s) => !/^[0-9]+$/.test(s));
    fc.assert(fc.property(notDigits, (s) => expect(readDecimalInteger(s, { min: 0, max: Number.MAX_SAFE_INTEGER }).ok).toBe(false)));
    // Number()'s other readings of a number, with a digit string around them.
    const wrapped = fc.tuple(fc.constantFrom("0x", "0o", "0b", " ", "\t", "+", "-", "\n"), fc.nat(), fc.constantFrom("", " ", "e3", ".0", "n", "\u00a0"));
    fc.assert(fc.property(wrapped, ([pre, n, post]) => expect(readDecimalInteger(`${pre}${n}${post}`, { min: 0, max: Number.MAX_SAFE_INTEGER }).ok).toBe(false)));
  });

  test("out of bounds is refused with the bounds in the message, up to numbers no double holds exactly", () => {
    fc.assert(
      fc.property(bounds, fc.bigInt({ min: 0n, max: 10n ** 40n }), (b, n) => {
        const r = readDecimalInteger(n.toString(), b);
        const inside = n >= BigInt(b.min) && n <= BigInt(b.max);
        expect(r.ok).toBe(inside);
        if (r.ok) expect(BigInt(r.value)).toBe(n);
        else expect(r.message).toContain(`from ${b.min.toLocaleString("en-US")} to ${b.max.toLocaleString("en-US")}`);
      }),
    );
  });
});

describe("through the environment", () => {
  test("the integer variables are found (the table below is not vacuous)", () => {
    expect(INTEGER_VARS.length).toBeGreaterThanOrEqual(25);
    for (const name of ["PORT", "RIVALSCOPE_FREE_PER_MINUTE", "RIVALSCOPE_JOB_LEASE_MS", "RIVALSCOPE_TRUST_PROXY", "RIVALSCOPE_BACKUP_KEEP"]) expect(INTEGER_VARS).toContain(name as EnvVar);
  });

  test("every bad spelling of every integer variable stops the configuration, naming the variable", () => {
    const accepted: string[] = [];
    for (const name of INTEGER_VARS) {
      for (const value of BAD_SPELLINGS) {
        try {
          loadConfig({ [name]: value });
          accepted.push(`${name}=${JSON.stringify(value)}`);
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError);
          expect((e as Error).message).toStartWith(`Invalid configuration: ${name} must be`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  test("each variable's maximum is accepted and one more is refused with the bounds named", () => {
    const cases: [EnvVar, number][] = [
      ["PORT", 65535],
      ["RIVALSCOPE_FREE_PER_MINUTE", LIMIT_MAX],
      ["RIVALSCOPE_PRO_PER_MONTH", LIMIT_MAX],
      ["RIVALSCOPE_JOB_CONCURRENCY", 256],
      ["RIVALSCOPE_WEBHOOK_ENDPOINTS", 1000],
      ["RIVALSCOPE_SHUTDOWN_WAIT_MS", 600_000],
    ];
    for (const [name, max] of cases) {
      expect(() => loadConfig({ [name]: String(max) })).not.toThrow();
      expect(() => loadConfig({ [name]: String(max + 1) })).toThrow(`${name} must be a whole number from`);
    }
    expect(loadConfig({ RIVALSCOPE_FREE_PER_MINUTE: String(LIMIT_MAX) }).tiers.free.perMinute).toBe(LIMIT_MAX);
  });

  test("the webhook retry schedule: up to 10 whole seconds from 1 to 86,400", () => {
    const ten = Array.from({ length: RETRY_SCHEDULE_MAX }, (_, i) => String(i + 1)).join(",");
    expect(loadConfig({ RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: ten }).webhookRetrySchedule).toHaveLength(RETRY_SCHEDULE_MAX);
    expect(loadConfig({ RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: "86400" }).webhookRetrySchedule).toEqual([86400]);
    for (const [value, why] of [
      [`${ten},11`, "at most 10 retries (got 11)"],
      [Array(500).fill("1").join(","), "at most 10 retries (got 500)"],
      ["60,86401", "entry 2 must be a whole number from 1 to 86,400"],
      ["0", "entry 1 must be a whole number from 1 to 86,400"],
      ["60,,300", "entry 2 must be"],
      ["60, 300", "entry 2 must be"],
      ["0x10", "entry 1 must be"],
      ["1e3", "entry 1 must be"],
      ["1.5", "entry 1 must be"],
    ]) {
      expect(() => loadConfig({ RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: value })).toThrow(`RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds, e.g. 60,300,1500: ${why}`);
    }
  });

  test("the real CLI exits 2 naming the variable for each bad spelling", () => {
    // One process per spelling (each is a start-up): the variable varies so several kinds are seen.
    const names = ["RIVALSCOPE_FREE_PER_MINUTE", "PORT", "RIVALSCOPE_JOB_CONCURRENCY", "RIVALSCOPE_BACKUP_KEEP", "RIVALSCOPE_SHUTDOWN_WAIT_MS", "RIVALSCOPE_TRUST_PROXY", "RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE"];
    const spellings = [...BAD_SPELLINGS.slice(0, 7), "99999999999999999999"];
    spellings.forEach((value, i) => {
      const name = names[i % names.length];
      const r = runCli(SOURCE_CLI, ["migrate", "--dir", "/nonexistent/never-created"], { [name]: value });
      expect({ name, value, code: r.code }).toEqual({ name, value, code: 2 });
      expect(r.stderr).toContain(`Invalid configuration: ${name} must be`);
    });
  });
});

describe("through the dashboard's Settings form", () => {
  const s = signedInDashboard();

  const editableIntegers = () => INTEGER_VARS.filter((n) => EDITABLE_VARS.includes(n));

  test("every bad spelling of every editable integer setting → 422 naming the setting; nothing saved", async () => {
    expect(editableIntegers().length).toBeGreaterThanOrEqual(20);
    const before = s.t.rt.settings.current();
    for (const name of editableIntegers()) {
      for (const value of BAD_SPELLINGS) {
        const res = await s.b.request(`/admin/settings/${name}`, { form: { _csrf: s.csrf, value } });
        expect({ name, value, status: res.status }).toEqual({ name, value, status: 422 });
        const page = await res.text();
        expect(page).toContain(`id="setting-${name}-error"`);
        expect(page).toContain(`${name} must be a whole number from`);
      }
    }
    expect(s.t.rt.settings.overrides()).toEqual({});
    expect(s.t.rt.settings.current().tiers).toEqual(before.tiers);
  });

  test("a limit past the maximum is refused, so x-ratelimit-limit never shows a number a counter cannot reach", async () => {
    const res = await s.b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { form: { _csrf: s.csrf, value: "99999999999999999999" } });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("RIVALSCOPE_FREE_PER_MINUTE must be a whole number from 1 to 1,000,000,000, or &quot;unlimited&quot;");
    const tools = await s.t.request("/api/v1/tools?limit=1");
    expect(tools.headers.get("x-ratelimit-limit")).toBe("30");
    // The maximum itself is a setting like any other.
    expect((await s.b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE", { form: { _csrf: s.csrf, value: String(LIMIT_MAX) } })).status).toBe(303);
    expect((await s.t.request("/api/v1/tools?limit=1")).headers.get("x-ratelimit-limit")).toBe(String(LIMIT_MAX));
    expect((await s.b.request("/admin/settings/RIVALSCOPE_FREE_PER_MINUTE/reset", { form: { _csrf: s.csrf } })).status).toBe(303);
  });

  test("the retry schedule: 11 entries or an entry out of bounds → 422; 10 entries are saved", async () => {
    const ten = Array.from({ length: 10 }, () => "5").join(",");
    for (const value of [`${ten},5`, Array(500).fill("1").join(","), "60,0", "60,86401", "60, 300"]) {
      const res = await s.b.request("/admin/settings/RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", { form: { _csrf: s.csrf, value } });
      expect({ value: value.slice(0, 30), status: res.status }).toEqual({ value: value.slice(0, 30), status: 422 });
      expect(await res.text()).toContain("RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds");
    }
    expect((await s.b.request("/admin/settings/RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE", { form: { _csrf: s.csrf, value: ten } })).status).toBe(303);
    expect(s.t.rt.settings.current().webhookRetrySchedule).toHaveLength(10);
    expect((await s.b.request("/admin/settings/RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE/reset", { form: { _csrf: s.csrf } })).status).toBe(303);
  });
});
