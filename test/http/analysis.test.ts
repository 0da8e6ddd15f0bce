/**
 * POST /api/scan and POST /api/roast through the app, reading fixture sites from a loopback
 * server (private networks allowed, `.test` names resolved to 127.0.0.1): the SPEC §5 shapes
 * checked against their zod schemas, every 400 and 422 path, and the limits — per session
 * cookie, per cookie-less IP, per IP per day — including forged and expired cookies.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { roastResultSchema, scanResultSchema } from "../../src/intel/analyze/schemas";
import { createTestApp, type TestApp } from "../helpers/app";
import { fixturePage, startFixtureSites, startSelfSignedSite, type FixtureSites } from "../helpers/fixture-sites";

let sites: FixtureSites;
let t: TestApp;
const UNLIMITED = { RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" };

beforeAll(async () => {
  sites = startFixtureSites();
  t = await createTestApp({
    env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", ...UNLIMITED },
    net: { resolve: sites.resolve },
    // 2 s, not less: this process serves both the app and the fixture sites, and a loaded CI machine
    // must not turn a slow answer into a timeout (the stall case waits it out once).
    fetchLimits: { timeoutMs: 2000, maxBytes: 256 * 1024 },
  });
});
afterAll(async () => {
  await t.close();
  sites.stop();
});

const post = (app: TestApp, path: string, json: unknown, headers: Record<string, string> = {}) => app.request(path, { method: "POST", json, headers });

describe("POST /api/scan", () => {
  test("two fixture sites: the SPEC shape, every plan, the comparison; both home pages fetched first, in parallel", async () => {
    const before = sites.requests.length;
    const res = await post(t, "/api/scan", { your_url: sites.url("next-data"), competitor_url: sites.url("nuxt").replace("http://", "HTTP://") });
    expect(res.status).toBe(200);
    const body = await res.json();
    // parse() drops unknown keys: equality means the body has exactly the schema's fields.
    expect(scanResultSchema.parse(body)).toEqual(body);
    expect(body.analyzed_at).toBe(new Date(t.clock.now()).toISOString());
    expect(body.your_product.url).toBe(sites.url("next-data"));
    expect(body.competitor.url).toBe(sites.url("nuxt"));
    expect(body.your_product.name).toBe("Shipyard");
    expect(body.your_product.pricing.plans.map((p: { name: string; amount: number | null }) => [p.name, p.amount])).toEqual([
      ["Hobby", 0],
      ["Pro", 20],
      ["Scale", 50],
      ["Enterprise", null],
    ]);
    expect(body.competitor.pricing.plans.length).toBeGreaterThan(0);
    expect(["you", "competitor", "equal", "unknown"]).toContain(body.pricing_comparison.cheaper);
    expect(body.differentiation_score).toBeGreaterThanOrEqual(0);
    const hosts = sites.requests.slice(before).map((r) => `${r.host}${r.path}`);
    expect(hosts.slice(0, 2).sort()).toEqual(["next-data.test/", "nuxt.test/"]);
    expect(hosts).toContain("next-data.test/pricing");
    expect(hosts).toContain("nuxt.test/pricing");
  });

  test("a site whose discovered pages fail is read from what loaded (only the home page must load)", async () => {
    const home = fixturePage("plain-cards", "/")!;
    sites.on("broken-pricing", "/", () => new Response(home.body, { headers: { "content-type": home.type } }));
    sites.on("broken-pricing", "/pricing", () => new Response("oops", { status: 500 }));
    sites.on("broken-pricing", "/features", () => new Response(null, { status: 302, headers: { location: "http://169.254.169.254/" } }));
    const res = await post(t, "/api/roast", { url: sites.url("broken-pricing") });
    expect(res.status).toBe(200);
    expect(roastResultSchema.parse(await res.json()).name).toBe("Salonbook");
  });
});

describe("POST /api/roast", () => {
  test("the SPEC shape: size with signals, ≤ 5 features, weaknesses with evidence, score, verdict", async () => {
    const res = await post(t, "/api/roast", { url: sites.url("contact-only") });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(roastResultSchema.parse(body)).toEqual(body);
    expect(body.url).toBe(sites.url("contact-only"));
    expect(body.weaknesses.length).toBeGreaterThan(0);
    for (const w of body.weaknesses) expect(w.evidence.url).toStartWith(`http://contact-only.test:${sites.port}/`);
    expect(body.weaknesses[0].title).toBeString();
    expect(body.verdict).toContain(body.name);
  });
});

describe("400: the request or its target is refused", () => {
  test.each([
    [{}, "your_url", "is required"],
    [{ your_url: "https://a.example/" }, "competitor_url", "is required"],
    [{ your_url: 42, competitor_url: "https://b.example/" }, "your_url", "must be a string"],
    [{ your_url: "ftp://a.example/", competitor_url: "https://b.example/" }, "your_url", "only http and https"],
    [{ your_url: "a.example", competitor_url: "https://b.example/" }, "your_url", "not a valid URL"],
    [{ your_url: "https://a.example/", competitor_url: "https://u:p@b.example/" }, "competitor_url", "user name or password"],
    [{ your_url: `https://a.example/${"x".repeat(2100)}`, competitor_url: "https://b.example/" }, "your_url", "longer than 2048"],
    [{ your_url: "", competitor_url: "https://b.example/" }, "your_url", "empty"],
  ])("scan %# → 400 naming %s", async (json, field, why) => {
    const res = await post(t, "/api/scan", json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("bad_request");
    expect(body.field).toBe(field);
    expect(body.message).toContain(why);
  });

  test("roast: missing url, not JSON, malformed JSON", async () => {
    expect((await (await post(t, "/api/roast", {})).json()).field).toBe("url");
    expect((await t.request("/api/roast", { method: "POST", body: "url=https://x.example/", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(400);
    expect((await t.request("/api/roast", { method: "POST", body: '{"url":', headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  test("a redirect to a metadata address is refused at the hop (400, even with private networks allowed)", async () => {
    sites.on("to-metadata", "/", () => new Response(null, { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } }));
    const res = await post(t, "/api/roast", { url: sites.url("to-metadata") });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ error: "bad_request", message: `url: ${sites.url("to-metadata")} redirects to http://169.254.169.254/latest/meta-data/, and 169.254.169.254 is a cloud metadata address`, field: "url" });
  });

  describe("without RIVALSCOPE_ALLOW_PRIVATE_NETWORKS", () => {
    let strict: TestApp;
    const connected: string[] = [];
    beforeAll(async () => {
      const dns: Record<string, string[]> = { "intranet.example": ["10.0.0.7"], "public.example": ["93.184.216.34"], "mixed.example": ["93.184.216.34", "::1"] };
      strict = await createTestApp({
        env: UNLIMITED,
        net: {
          resolve: async (h) => dns[h] ?? [],
          fetch: (async (u: URL | string) => {
            connected.push(String(u));
            if (new URL(String(u)).pathname === "/redirect") return new Response(null, { status: 302, headers: { location: "http://intranet.example/" } });
            return new Response("<!doctype html><title>Public</title><h1>A public site</h1>", { headers: { "content-type": "text/html" } });
          }) as unknown as typeof fetch,
        },
      });
    });
    afterAll(() => strict.close());

    test.each([
      ["competitor_url", "http://intranet.example/", "competitor_url: intranet.example resolves to a private address (RFC 1918) (10.0.0.7)"],
      ["your_url", "http://127.0.0.1:8080/", "your_url: 127.0.0.1 is a loopback address (this machine)"],
      ["your_url", "http://2130706433/", "your_url: 127.0.0.1 is a loopback address (this machine)"],
      ["competitor_url", "http://[::ffff:169.254.169.254]/", "competitor_url: ::ffff:a9fe:a9fe is a cloud metadata address"],
      ["competitor_url", "http://mixed.example/", "competitor_url: mixed.example resolves to a loopback address (this machine) (::1)"],
      ["your_url", "https://public.example/redirect", "your_url: https://public.example/redirect redirects to http://intranet.example/, and intranet.example resolves to a private address (RFC 1918) (10.0.0.7)"],
    ])("%s %s → 400 saying why", async (field, url, message) => {
      const other = field === "your_url" ? "competitor_url" : "your_url";
      const res = await post(strict, "/api/scan", { [field]: url, [other]: "https://public.example/" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "bad_request", message, field });
    });

    test("nothing but the vetted public address was ever connected to", async () => {
      // A request of its own (a public page redirecting into the intranet), so this holds in any
      // test order; whatever the cases above connected to is checked too.
      expect((await post(strict, "/api/scan", { your_url: "https://public.example/redirect", competitor_url: "https://public.example/" })).status).toBe(400);
      expect(connected.length).toBeGreaterThan(0);
      expect(new Set(connected.map((u) => new URL(u).hostname))).toEqual(new Set(["93.184.216.34"]));
    });
  });
});

describe("422 url_unreachable: the message names the URL and the reason", () => {
  let tls: { port: number; stop(): void };
  beforeAll(() => {
    tls = startSelfSignedSite();
    sites.on("down", "/", () => new Response("maintenance", { status: 503 }));
    sites.on("stall", "/", () => new Promise<Response>(() => {}));
    sites.on("json", "/", () => Response.json({ hello: "world" }));
    sites.on("big", "/", () => new Response(`<!doctype html><p>${"x".repeat(300 * 1024)}</p>`, { headers: { "content-type": "text/html" } }));
    for (let i = 0; i < 7; i++) sites.on("hops", `/${i}`, () => new Response(null, { status: 302, headers: { location: `/${i + 1}` } }));
  });
  afterAll(() => tls.stop());

  const closedPort = () => {
    const l = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = l.port;
    l.stop(true);
    return port;
  };

  test.each([
    ["dns", () => "http://no-such-site.invalid/", "no-such-site.invalid does not resolve"],
    ["connect", () => `http://closed.test:${closedPort()}/`, "refused the connection"],
    ["timeout", () => sites.url("stall"), "did not answer within 2 s"],
    ["tls", () => `https://selfsigned.test:${tls.port}/`, "TLS connection"],
    ["not_html", () => sites.url("json"), "not an HTML page (content-type application/json)"],
    ["too_large", () => sites.url("big"), "too large"],
    ["http_status", () => sites.url("down"), "answered HTTP 503 (Service Unavailable)"],
    ["http_status", () => sites.url("plain-cards", "/missing"), "answered HTTP 404 (Not Found)"],
    ["redirects", () => sites.url("hops", "/0"), "too many redirects (more than 5)"],
  ])("%s", async (reason, target, words) => {
    const url = target();
    const res = await post(t, "/api/scan", { your_url: sites.url("plain-cards"), competitor_url: url });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe("url_unreachable");
    expect(body.field).toBe("competitor_url");
    expect(body.url).toBe(url);
    expect(body.reason).toBe(reason);
    expect(body.message).toStartWith(`competitor_url: ${url} could not be fetched: `);
    expect(body.message).toContain(words);
  });

  test("when both sites fail, your_url's error is the one reported", async () => {
    const res = await post(t, "/api/scan", { your_url: sites.url("down"), competitor_url: "http://gone.invalid/" });
    expect((await res.json()).field).toBe("your_url");
  });
});

describe("limits", () => {
  let lim: TestApp;
  beforeAll(async () => {
    lim = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_TRUST_PROXY: "1" }, net: { resolve: sites.resolve } });
  });
  afterAll(() => lim.close());

  const roast = (ip: string, cookie?: string, body: unknown = { url: sites.url("plain-cards") }) => post(lim, "/api/roast", body, { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
  const cookieOf = (res: Response) => /rs_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;

  test("a browser (keeps the cookie): the first answer sets rs_session; the 11th roast of the session → 429", async () => {
    const first = await roast("198.51.100.1");
    expect(first.status).toBe(200);
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^rs_session=vs_[0-9A-Za-z]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    expect(first.headers.get("x-ratelimit-remaining")).toBe("9");
    const cookie = `rs_session=${cookieOf(first)}`;
    for (let i = 2; i <= 10; i++) {
      const res = await roast("198.51.100.1", cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(10 - i));
      expect(res.headers.get("set-cookie")).toBeNull();
      await res.arrayBuffer();
    }
    const eleventh = await roast("198.51.100.1", cookie);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(86_000);
    const body = await eleventh.json();
    expect(body).toMatchObject({ error: "rate_limited", limit: 10, window: "session" });
    expect(body.message).toContain("10 roasts per session");
    // Scans are counted apart from roasts.
    const scan = await post(lim, "/api/scan", { your_url: sites.url("plain-cards"), competitor_url: sites.url("nuxt") }, { "x-forwarded-for": "198.51.100.1", cookie });
    expect(scan.status).toBe(200);
    expect(scan.headers.get("x-ratelimit-remaining")).toBe("9");
  }, 60_000);

  test("a new visitor gets exactly one Set-Cookie: rs_session, on scan and roast, answered or refused (200, 400, 422), API and home-page forms", async () => {
    const plain = sites.url("plain-cards");
    const cases: [string, string, unknown, number][] = [
      ["/api/roast", "198.51.100.30", { url: plain }, 200],
      ["/api/roast", "198.51.100.31", { url: "nope" }, 400],
      ["/api/roast", "198.51.100.32", { url: "http://unreachable.test/" }, 422],
      ["/api/scan", "198.51.100.33", { your_url: plain, competitor_url: sites.url("nuxt") }, 200],
      ["/api/scan", "198.51.100.34", { your_url: "nope", competitor_url: plain }, 400],
      ["/api/scan", "198.51.100.35", { your_url: "http://unreachable.test/", competitor_url: plain }, 422],
    ];
    for (const [path, ip, body, status] of cases) {
      const res = await post(lim, path, body, { "x-forwarded-for": ip });
      expect({ path, status: res.status }).toEqual({ path, status });
      expect({ path, status, cookies: res.headers.getSetCookie().map((c) => c.split("=")[0]) }).toEqual({ path, status, cookies: ["rs_session"] });
      await res.arrayBuffer();
    }
    const form = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.36" };
    for (const [path, body] of [["/roast", `url=${encodeURIComponent(plain)}`], ["/scan", "your_url=nope&competitor_url=nope"]]) {
      const res = await lim.request(path, { method: "POST", headers: form, body });
      expect({ path, cookies: res.headers.getSetCookie().map((c) => c.split("=")[0]) }).toEqual({ path, cookies: ["rs_session"] });
    }
  }, 60_000);

  test("a client without cookies is counted by IP: 10, then 429 — a new address is a new allowance", async () => {
    for (let i = 1; i <= 10; i++) expect((await roast("198.51.100.2")).status).toBe(200);
    const refused = await roast("198.51.100.2");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await roast("198.51.100.3")).status).toBe(200);
  }, 60_000);

  test("the limit runs before the body is read: a refused client gets 429 even for a malformed body", async () => {
    const ip = "198.51.100.20";
    for (let i = 1; i <= 10; i++) expect((await roast(ip)).status).toBe(200);
    const res = await lim.request("/api/roast", { method: "POST", body: "{not json", headers: { "content-type": "application/json", "x-forwarded-for": ip } });
    expect(res.status).toBe(429);
  }, 60_000);

  test("a forged, re-signed or expired cookie counts as no cookie (the IP's allowance)", async () => {
    const ip = "198.51.100.4";
    const first = await roast(ip);
    const good = cookieOf(first)!;
    for (let i = 2; i <= 10; i++) await roast(ip); // the IP's cookie-less allowance is now used up
    const [id, exp, mac] = good.split(".");
    const forgeries = [
      `${id}.${exp}.${"A".repeat(43)}`, // wrong MAC
      `vs_${"Z".repeat(22)}.${exp}.${mac}`, // another id under this MAC
      `${id}.${(parseInt(exp, 36) + 86_400_000).toString(36)}.${mac}`, // extended expiry
      "garbage",
    ];
    for (const f of forgeries) expect((await roast(ip, `rs_session=${f}`)).status).toBe(429);
    // The genuine cookie still has its own allowance (one roast used).
    const ok = await roast(ip, `rs_session=${good}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-ratelimit-remaining")).toBe("8");
    // After 24 hours it has expired: treated as no cookie, so a fresh one is issued.
    lim.clock.advance(24 * 3600 * 1000 + 60_000);
    const later = await roast(ip, `rs_session=${good}`);
    expect(later.status).toBe(200);
    expect(cookieOf(later)).not.toBeNull();
    expect(cookieOf(later)).not.toBe(good);
  });

  test("the cookie is Secure when the service runs under https", async () => {
    const https = await createTestApp({ env: { RIVALSCOPE_BASE_URL: "https://rivalscope.example", RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" }, net: { resolve: sites.resolve } });
    try {
      const res = await post(https, "/api/roast", { url: sites.url("plain-cards") });
      expect(res.headers.get("set-cookie")).toEndWith("; HttpOnly; SameSite=Lax; Secure");
    } finally {
      await https.close();
    }
  });
});

describe("50 per IP per UTC day, scans and roasts together", () => {
  test("the 51st analysis of the day → 429 until UTC midnight; the next day starts afresh", async () => {
    const day = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited" }, net: { resolve: sites.resolve } });
    try {
      day.clock.set(Date.UTC(2026, 10, 22, 23, 0, 0));
      for (let i = 1; i <= 50; i++) {
        const res = i % 2 ? await post(day, "/api/roast", { url: sites.url("plain-cards") }) : await post(day, "/api/scan", { your_url: sites.url("plain-cards"), competitor_url: sites.url("nuxt") });
        expect(res.status).toBe(200);
        expect(res.headers.get("x-ratelimit-remaining")).toBe(String(50 - i));
        await res.arrayBuffer();
      }
      const refused = await post(day, "/api/roast", { url: sites.url("plain-cards") });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("3600");
      expect(await refused.json()).toMatchObject({ error: "rate_limited", limit: 50, window: "day", retry_after_seconds: 3600 });
      day.clock.advance(3600 * 1000);
      expect((await post(day, "/api/roast", { url: sites.url("plain-cards") })).status).toBe(200);
    } finally {
      await day.close();
    }
    // 51 real analyses: 7–8 s on a quiet machine, past the suite's 20 s on a loaded one (a CI run
    // beside other work timed out here) — a bound for a hung server, not a speed check.
  }, 90_000);
});

describe("OpenAPI", () => {
  test("both endpoints are documented under Analysis with described fields and their 400/422/429/503 answers", async () => {
    const doc = await (await t.request("/swagger/json")).json();
    for (const path of ["/api/scan", "/api/roast"]) {
      const op = doc.paths[path].post;
      expect(op.tags).toEqual(["Analysis"]);
      expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "405", "413", "422", "429", "503"]); // 405 and 413 every route shares
      expect(JSON.stringify(op.responses["422"])).toContain("url_unreachable");
      expect(JSON.stringify(op.responses["422"])).toContain("too_complex");
      expect(JSON.stringify(op.responses["503"])).toContain("service_unavailable");
      expect(JSON.stringify(op.responses["429"])).toContain("rate_limited");
      expect(op.description).toContain("X-RateLimit-Remaining");
    }
    const body = JSON.stringify(doc.paths["/api/scan"].post.requestBody);
    expect(body).toContain("competitor_url");
    expect(body).toContain("public website");
    const ok = JSON.stringify(doc.paths["/api/scan"].post.responses["200"]);
    for (const word of ["differentiation_score", "difference_percent", "annual_amount", "evidence"]) expect(ok).toContain(word);
    expect(doc.tags.map((x: { name: string }) => x.name)).toContain("Analysis");
  });
});
