/**
 * What a hostile client tried against the running server (issue 11), kept as tests: deeply nested
 * JSON, invalid bodies against per-IP limits, parallel password guesses, spoofed X-Forwarded-For,
 * alternate address spellings, the request log, framing, expired test checkouts, open redirects.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/app";
import { purgeStaleIpUsage } from "../../src/access/usage-meter";
import { jsonNestingExceeds } from "../../src/lib/json-depth";
import { canonicalIp, clientIpFrom, ipBucket } from "../../src/net/ip";
import { ADMIN, Browser, createAdmin, formToken } from "../admin/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { eq, like } from "drizzle-orm";
import { apiKeys, usageCounters } from "../../src/access/tables";
import { until } from "../helpers/wait";

const deep = (n: number) => "[".repeat(n) + "]".repeat(n);

describe("deeply nested JSON", () => {
  let t: TestApp;
  let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp({ env: { RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited", RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited" } });
    server = t.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${server.server!.port}`;
  });
  afterAll(async () => {
    await server.stop();
    await t.close();
  });

  for (const path of ["/api/v1/checkout", "/api/v1/validate-key", "/api/stripe/webhook"]) {
    test(`${path}: 50,000 nested [ → 400 naming the nesting, before any parsing`, async () => {
      // Not JSON at all past the 33rd bracket: the answer names the nesting, not the syntax, so
      // the body was refused by the depth scan before JSON.parse read it.
      const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: deep(50_000) + "not json" });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("bad_request");
      expect(body.message).toContain("deeper than 32");
    });
  }

  test("the depth scan stops at the 33rd level, however long the body (no wall clock: it counts the characters it read)", () => {
    let read = 0;
    const huge = { length: 10_000_000, charCodeAt: () => (read++, 91) } as unknown as string;
    expect(jsonNestingExceeds(huge, 32)).toBe(true);
    expect(read).toBe(33);
  });

  test("/healthz answers while three such bodies are in flight", async () => {
    const bodies = [1, 2, 3].map(() => fetch(`${base}/api/v1/checkout`, { method: "POST", headers: { "content-type": "application/json" }, body: deep(50_000) }));
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    for (const r of await Promise.all(bodies)) expect(r.status).toBe(400);
  });

  test("32 levels are fine; 33 are not; brackets inside strings do not count", async () => {
    const ok = await t.request("/api/v1/validate-key", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key: "[".repeat(5000), x: JSON.parse(deep(31)) }) });
    expect(ok.status).toBe(400);
    expect((await ok.json()).error).toBe("invalid_key_format");
    const tooDeep = await t.request("/api/v1/validate-key", { method: "POST", headers: { "content-type": "application/json" }, body: `{"key":"x","x":${deep(32)}}` });
    expect((await tooDeep.json()).message).toContain("deeper than 32");
  });

  test("a validation error names the field and never echoes the value", async () => {
    const secret = "s3cr3t-value-" + "x".repeat(5000);
    const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: [secret], tier: "pro" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.field).toBe("email");
    expect(body.message).toContain('"email"');
    expect(JSON.stringify(body)).not.toContain("s3cr3t");
  });
});

describe("per-route IP limits run before the body is parsed", () => {
  test("14 invalid checkout bodies in a row: 10 × 400, then 429 with Retry-After", async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) {
        const res = await t.request("/api/v1/checkout", { method: "POST", headers: { "content-type": "application/json" }, body: i % 2 ? "{not json" : JSON.stringify({ email: "nope" }) });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429, 429, 429, 429]);
      // validate-key has its own bucket (30/min): still open.
      expect((await t.request("/api/v1/validate-key", { method: "POST", json: {} })).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  test("a trailing slash is the same route and the same bucket", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_CHECKOUT_PER_MINUTE: "1" } });
    try {
      expect((await t.request("/api/v1/checkout", { method: "POST", json: {} })).status).toBe(400);
      expect((await t.request("/api/v1/checkout/", { method: "POST", json: {} })).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe("parallel sign-in guesses", () => {
  test("200 wrong admin passwords sent at once: exactly 5 × 401 and 195 × 429", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1" } });
    try {
      await createAdmin(t);
      const browser = new Browser(t, "198.51.100.20");
      const token = formToken(await (await browser.request("/admin/login")).text());
      const guesses = Array.from({ length: 200 }, (_, i) =>
        browser.request("/admin/login", { form: { _csrf: token, email: ADMIN.email, password: `wrong-password-${i}` } }).then((r) => r.status),
      );
      const statuses = await Promise.all(guesses);
      expect(statuses.filter((s) => s === 401).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(195);
      // The right password is refused too now, from that address.
      expect((await browser.request("/admin/login", { form: { _csrf: token, email: ADMIN.email, password: ADMIN.password } })).status).toBe(429);
      // Another address may still sign in.
      const other = new Browser(t, "198.51.100.21");
      await other.signIn();
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe("client IP behind proxies", () => {
  test("hop counting from the right; spoofed left-hand entries and garbage do not pick a bucket", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_FREE_PER_MINUTE: "5" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await t.request("/api/v1/categories?x", { headers: { "x-forwarded-for": `10.0.0.${i}, 192.0.2.${i}, 203.0.113.50` } });
        expect(res.status).toBe(200); // not counted
        statuses.push((await t.request("/api/v1/tools?limit=1", { headers: { "x-forwarded-for": `10.9.${i}.1, 203.0.113.50` } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Garbage as the trusted entry: the socket address is used (loopback under app.handle), never the text.
      for (const junk of ["not-an-ip", "<script>", "x".repeat(3000), "1.2.3.4.5", "999.1.1.1"]) {
        const res = await t.request("/api/v1/tools?limit=2", { headers: { "x-forwarded-for": `203.0.113.50, ${junk}` } });
        expect([200, 429]).toContain(res.status);
      }
      await t.rt.access.flush();
      const subjects = (await t.rt.db.select({ subject: usageCounters.subject }).from(usageCounters).where(like(usageCounters.subject, "ip:%"))).map((r) => r.subject);
      expect(subjects.sort()).toEqual(["ip:127.0.0.1", "ip:203.0.113.50"]);
    } finally {
      await t.close();
    }
  });

  test("RIVALSCOPE_TRUST_PROXY takes a hop count; true means 1", () => {
    expect(clientIpFrom("1.1.1.1, 2.2.2.2, 3.3.3.3", "127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientIpFrom("1.1.1.1, 2.2.2.2, 3.3.3.3", "127.0.0.1", 1)).toBe("3.3.3.3");
    expect(clientIpFrom("1.1.1.1, 2.2.2.2, 3.3.3.3", "127.0.0.1", 2)).toBe("2.2.2.2");
    expect(clientIpFrom("3.3.3.3", "127.0.0.1", 2)).toBe("127.0.0.1"); // fewer entries than hops
    expect(clientIpFrom(null, "::ffff:127.0.0.1", 1)).toBe("127.0.0.1");
    expect(clientIpFrom("9".repeat(5000) + ".1.1.1, 4.4.4.4", "127.0.0.1", 2)).toBe("127.0.0.1"); // a cut entry is never read
  });
});

describe("canonical addresses and buckets", () => {
  test.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["[::ffff:cb00:7109]:8080", "203.0.113.9"],
    ["203.0.113.9:443", "203.0.113.9"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8:0:0::1]", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    [" 198.51.100.1 ", "198.51.100.1"],
    ["127.1", null],
    ["0x7f.0.0.1", null],
    ["2130706433", null],
    ["evil.example", null],
    ["", null],
    ["[::1", null],
  ])("%p → %p", (input, out) => {
    expect(canonicalIp(input)).toBe(out);
  });

  test("IPv6 clients are bucketed by /64; IPv4 by address", () => {
    expect(ipBucket("2001:db8:1:2:aaaa::1")).toBe(ipBucket("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(ipBucket("2001:db8:1:2::1")).not.toBe(ipBucket("2001:db8:1:3::1"));
    expect(ipBucket("203.0.113.9")).toBe("203.0.113.9");
  });

  test("the same address written three ways shares one free-tier bucket", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1", RIVALSCOPE_FREE_PER_MINUTE: "2" } });
    try {
      const spellings = ["203.0.113.9", "::ffff:203.0.113.9", "[::ffff:203.0.113.9]:1234"];
      const statuses = [];
      for (const ip of spellings) statuses.push((await t.request("/api/v1/tools?limit=1", { headers: { "x-forwarded-for": ip } })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  test("old per-IP usage rows are purged; keyed and recent rows stay", async () => {
    const t = await createTestApp();
    try {
      const now = t.clock.now();
      const rows: [string, string][] = [
        ["ip:198.51.100.1", "2026-11-01"],
        ["ip:198.51.100.2", "2026-11-21"],
        ["ip:198.51.100.3", "2026-11-22"],
        ["key:key_abc", "2026-01"],
        ["tier:free", "2026-10-01"],
      ];
      await t.rt.db.insert(usageCounters).values(rows.map(([subject, window]) => ({ subject, window, count: 1, updatedAt: 0 })));
      expect(await purgeStaleIpUsage(t.rt.db, now)).toBe(1);
      const left = (await t.rt.db.select({ subject: usageCounters.subject }).from(usageCounters).orderBy(usageCounters.subject)).map((r) => r.subject);
      expect(left).toEqual(["ip:198.51.100.2", "ip:198.51.100.3", "key:key_abc", "tier:free"]);
    } finally {
      await t.close();
    }
  });
});

describe("request log", () => {
  test("records the status actually sent: 303, 401, 403 and 429 on admin routes", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "1" } });
    try {
      await createAdmin(t);
      const b = new Browser(t, "198.51.100.30");
      await b.request("/admin"); // 303 to sign in
      const token = formToken(await (await b.request("/admin/login")).text());
      await b.request("/admin/login", { form: { _csrf: token, email: ADMIN.email, password: "wrong-password" } }); // 401
      await b.request("/admin/login", { form: { _csrf: "forged", email: ADMIN.email, password: "wrong-password" } }); // 403
      for (let i = 0; i < 4; i++) await b.request("/admin/login", { form: { _csrf: token, email: ADMIN.email, password: "wrong-password" } });
      // onAfterResponse runs after the response is handed over.
      await until("the last request's log line", () => t.logger.lines.some((l) => l.msg === "request" && l.status === 429));
      const logged = t.logger.lines.filter((l) => l.msg === "request" && String(l.route).startsWith("/admin")).map((l) => l.status);
      expect(logged).toContain(303);
      expect(logged).toContain(401);
      expect(logged).toContain(403);
      expect(logged).toContain(429);
      expect(t.logger.lines.filter((l) => l.msg === "request" && l.ip === "198.51.100.30").length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe("framing and caching of public pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("checkout pages and /swagger forbid framing and carry a CSP", async () => {
    const { checkout_url } = await (await t.request("/api/v1/checkout", { method: "POST", json: { email: "frame@example.com" } })).json();
    const local = new URL(checkout_url).pathname;
    for (const path of [local, "/checkout/success?session_id=cs_local_unknown", "/checkout/cancel", "/swagger"]) {
      const res = await t.request(path);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).not.toContain("script-src 'self' 'unsafe-inline'");
    }
    const swagger = await (await t.request("/swagger")).text();
    expect(swagger).not.toMatch(/<script>(?!<\/script>)/); // no inline script
    expect(swagger).toContain("/swagger/assets/swagger-init.js");
    expect((await t.request("/swagger/assets/swagger-init.js")).status).toBe(200);
  });

  test("a local test checkout expires after 24 hours and cannot be paid", async () => {
    const { checkout_url } = await (await t.request("/api/v1/checkout", { method: "POST", json: { email: "late@example.com" } })).json();
    const path = new URL(checkout_url).pathname;
    t.clock.advance(24 * 3600_000 + 1000);
    try {
      const page = await t.request(path);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain("expired");
      const pay = await t.request(`${path}/pay`, { method: "POST", redirect: "manual" });
      expect(pay.status).toBe(409);
      expect(await t.rt.db.$count(apiKeys, eq(apiKeys.email, "late@example.com"))).toBe(0);
    } finally {
      t.clock.advance(-(24 * 3600_000 + 1000));
    }
  });
});

describe("next= after admin sign-in", () => {
  test.each([
    ["/admin/keys?q=1", "/admin/keys?q=1"],
    ["/admin/../evil", "/admin"],
    ["/admin/%2e%2e/evil", "/admin"],
    ["/admin/./keys", "/admin/keys"],
    ["//evil.example/admin", "/admin"],
    ["/admin@evil.example", "/admin"],
    ["/adminx", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/admin\\\\evil.example", "/admin"],
  ])("next=%p signs in to %p", async (next, expected) => {
    const t = await createTestApp();
    try {
      await createAdmin(t);
      const b = new Browser(t);
      const token = formToken(await (await b.request("/admin/login")).text());
      const res = await b.request("/admin/login", { form: { _csrf: token, email: ADMIN.email, password: ADMIN.password, next } });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(expected);
    } finally {
      await t.close();
    }
  });
});
