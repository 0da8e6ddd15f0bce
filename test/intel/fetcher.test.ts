/**
 * The page fetcher on the network seam: every redirect hop vetted (private targets refused at
 * the hop, DNS answers pinned), one deadline, the 5 MiB cap while streaming, HTML only, charsets,
 * per-host concurrency, the short cache and conditional requests. Fake DNS and fetch where the
 * address policy is the subject; a loopback server (private networks allowed) where real bytes are.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createFetcher, FetchFailure, type Fetcher } from "../../src/intel/fetcher";
import { ManualClock } from "../../src/lib/clock";
import { createOutbound } from "../../src/net/outbound";
import { fixturePage, startFixtureSites, startSelfSignedSite, SITES_DIR, type FixtureSites } from "../helpers/fixture-sites";

const UA = "Rivalscope/0.1.0 (+https://rivalscope.test)";

/** A fetch that records where it would connect and answers from a table (never touches the network). */
function fakeWeb(pages: Record<string, () => Response>) {
  const calls: { url: string; host: string | null; headers: Headers }[] = [];
  const fetchFn = (async (input: URL | string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const url = new URL(String(input));
    calls.push({ url: String(input), host: headers.get("host"), headers });
    const page = pages[`${headers.get("host")}${url.pathname}`];
    return page ? page() : new Response("missing", { status: 404 });
  }) as unknown as typeof fetch;
  return { calls, fetch: fetchFn };
}

const html = (body: string, headers: Record<string, string> = {}) => () => new Response(`<!doctype html><html><body>${body}</body></html>`, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
const redirect = (location: string, status = 302) => () => new Response(null, { status, headers: { location } });

async function failure(p: Promise<unknown>): Promise<FetchFailure> {
  const e = await p.then(
    () => null,
    (err) => err,
  );
  expect(e).toBeInstanceOf(FetchFailure);
  return e as FetchFailure;
}

describe("every hop is vetted", () => {
  test("a redirect to a name that resolves to a private address is refused at that hop, before connecting", async () => {
    const web = fakeWeb({ "public.example/": redirect("http://intranet.example/admin"), "intranet.example/admin": html("secret") });
    const dns: Record<string, string[]> = { "public.example": ["93.184.216.34"], "intranet.example": ["10.0.0.7"] };
    const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async (h) => dns[h] }), clock: new ManualClock(), userAgent: UA });
    const e = await failure(f.fetchPage("https://public.example/"));
    expect(e.kind).toBe("refused");
    expect(e.reason).toBe("https://public.example/ redirects to http://intranet.example/admin, and intranet.example resolves to a private address (RFC 1918) (10.0.0.7)");
    expect(web.calls.map((c) => c.url)).toEqual(["https://93.184.216.34/"]);
  });

  test("redirects to metadata and loopback literals, and to non-http schemes, are refused", async () => {
    for (const [location, why] of [
      ["http://169.254.169.254/latest/meta-data/", "cloud metadata"],
      ["http://127.0.0.1:8080/", "loopback"],
      ["http://[::ffff:7f00:1]/", "loopback"],
      ["file:///etc/passwd", "only http and https"],
      ["https://user:pw@public.example/", "user name or password"],
    ]) {
      const web = fakeWeb({ "public.example/": redirect(location) });
      const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async () => ["93.184.216.34"] }), clock: new ManualClock(), userAgent: UA });
      const e = await failure(f.fetchPage("https://public.example/"));
      expect(e.kind).toBe("refused");
      expect(e.reason).toContain(why);
      expect(web.calls).toHaveLength(1);
    }
  });

  test("DNS rebinding: the first answer is public and is the one connected to; the next hop's answer (loopback) is refused", async () => {
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const web = fakeWeb({ "rebind.example/": redirect("/pricing"), "rebind.example/pricing": html("ok") });
    const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async () => answers.shift()! }), clock: new ManualClock(), userAgent: UA });
    const e = await failure(f.fetchPage("https://rebind.example/"));
    expect(web.calls.map((c) => [c.url, c.host])).toEqual([["https://93.184.216.34/", "rebind.example"]]);
    expect(e.kind).toBe("refused");
    expect(e.reason).toContain("rebind.example resolves to a loopback address");
  });

  test("redirects: relative Location, scheme and host changes are followed; the final URL is reported", async () => {
    const web = fakeWeb({
      "a.example/": redirect("/start", 301),
      "a.example/start": redirect("https://www.b.example/home?x=1", 307),
      "www.b.example/home": redirect("http://b.example/landing", 308),
      "b.example/landing": html("<h1>Hello</h1>"),
    });
    const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async () => ["93.184.216.34"] }), clock: new ManualClock(), userAgent: UA });
    const page = await f.fetchPage("https://a.example");
    expect(page.url).toBe("https://a.example");
    expect(page.finalUrl).toBe("http://b.example/landing");
    expect(page.html).toContain("<h1>Hello</h1>");
    expect(web.calls.map((c) => c.host)).toEqual(["a.example", "a.example", "www.b.example", "b.example"]);
  });

  test("five redirects are followed, a sixth is too many; a loop is named as one", async () => {
    const chain = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`r.example/${i}`, redirect(`/${i + 1}`)]));
    const make = (pages: Record<string, () => Response>) => createFetcher({ net: createOutbound({ allowPrivate: false, fetch: fakeWeb(pages).fetch, resolve: async () => ["93.184.216.34"] }), clock: new ManualClock(), userAgent: UA });
    expect((await ((await make({ ...chain(5), "r.example/5": html("end") })).fetchPage("https://r.example/0"))).finalUrl).toBe("https://r.example/5");
    const tooMany = await failure(make({ ...chain(6), "r.example/6": html("end") }).fetchPage("https://r.example/0"));
    expect(tooMany.kind).toBe("redirects");
    expect(tooMany.reason).toContain("too many redirects (more than 5)");
    const loop = await failure(make({ "r.example/a": redirect("/b"), "r.example/b": redirect("/a") }).fetchPage("https://r.example/a"));
    expect(loop.kind).toBe("redirects");
    expect(loop.reason).toContain("loop");
  });

  test("a declared Content-Length over the cap fails before the body is read", async () => {
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const web = fakeWeb({ "big.example/": () => new Response(body, { headers: { "content-type": "text/html", "content-length": String(6 * 1024 * 1024) } }) });
    const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async () => ["93.184.216.34"] }), clock: new ManualClock(), userAgent: UA });
    const e = await failure(f.fetchPage("https://big.example/"));
    expect(e.kind).toBe("too_large");
    expect(e.reason).toBe("the page is too large (6 MiB; the limit is 5 MiB)");
    expect(pulled).toBe(false);
  });

  test("the request carries a descriptive User-Agent and asks for HTML in English", async () => {
    const web = fakeWeb({ "a.example/": html("x") });
    const f = createFetcher({ net: createOutbound({ allowPrivate: false, fetch: web.fetch, resolve: async () => ["93.184.216.34"] }), clock: new ManualClock(), userAgent: UA });
    await f.fetchPage("https://a.example/");
    const h = web.calls[0].headers;
    expect(h.get("user-agent")).toBe(UA);
    expect(h.get("accept")).toStartWith("text/html");
    expect(h.get("accept-language")).toBe("en");
  });
});

describe("against a loopback server", () => {
  let sites: FixtureSites;
  let tlsSite: { port: number; stop(): void } | null = null;
  const clock = new ManualClock();
  const make = (o: Partial<Parameters<typeof createFetcher>[0]> = {}): Fetcher =>
    createFetcher({ net: createOutbound({ allowPrivate: true, resolve: sites.resolve }), clock, userAgent: UA, ...o });

  beforeAll(() => {
    sites = startFixtureSites();
  });
  afterAll(() => {
    sites.stop();
    tlsSite?.stop();
  });

  test("the 5 MiB cap holds while streaming: a 10 MiB page fails as too large, memory stays low, the stream is abandoned", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const produced: Record<string, number> = {};
    const streaming = (name: string, total: number) => () => {
      produced[name] = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          if (produced[name] === 0) c.enqueue(new TextEncoder().encode("<!doctype html><html><body>"));
          if (produced[name] >= total) return c.close();
          produced[name] += chunk.byteLength;
          c.enqueue(chunk);
        },
      });
      // No Content-Length: the cap must be enforced on the bytes as they arrive.
      return new Response(body, { headers: { "content-type": "text/html" } });
    };
    sites.on("huge", "/", streaming("ten", 10 * 1024 * 1024));
    sites.on("huge", "/endless", streaming("endless", 256 * 1024 * 1024));
    const f = make();
    const heapBefore = process.memoryUsage().heapUsed;
    const e = await failure(f.fetchPage(sites.url("huge")));
    expect(e.kind).toBe("too_large");
    expect(e.reason).toBe("the page is too large (more than 5 MiB)");
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(48 * 1024 * 1024);
    // A site that would send 256 MiB: reading stops at the cap, so the server is never drained —
    // it stalls once the socket buffers between us are full.
    expect((await failure(f.fetchPage(sites.url("huge", "/endless")))).kind).toBe("too_large");
    await Bun.sleep(100);
    expect(produced.endless).toBeLessThan(32 * 1024 * 1024);
  });

  test("one deadline: a server that never answers, one that stalls mid-body, and slow redirects all time out", async () => {
    sites.on("stall", "/", () => new Promise<Response>(() => {}));
    sites.on("trickle", "/", () => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode("<!doctype html><html><body><p>first bytes"));
        },
      });
      return new Response(body, { headers: { "content-type": "text/html" } });
    });
    for (let i = 0; i < 4; i++) sites.on("slowhops", `/${i}`, async () => (await Bun.sleep(120), new Response(null, { status: 302, headers: { location: `/${i + 1}` } })));
    sites.on("slowhops", "/4", () => new Response("<p>end</p>", { headers: { "content-type": "text/html" } }));
    const f = make({ timeoutMs: 300 });
    // One deadline for the whole fetch, not one per hop: each hop answers within 0.3 s, four of them do not.
    const [stall, trickle, hops] = await Promise.all([failure(f.fetchPage(sites.url("stall"))), failure(f.fetchPage(sites.url("trickle"))), failure(f.fetchPage(sites.url("slowhops", "/0")))]);
    expect(stall.kind).toBe("timeout");
    expect(stall.reason).toContain("did not answer within 0.3 s");
    expect(trickle.kind).toBe("timeout");
    expect(trickle.reason).toContain("did not send the whole page");
    expect(hops.kind).toBe("timeout");
  });

  test("HTML only: another content type is refused without reading it; a missing or generic type is sniffed", async () => {
    sites.on("types", "/json", () => Response.json({ plans: [] }));
    sites.on("types", "/pdf", () => new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } }));
    sites.on("types", "/untyped", () => new Response(new TextEncoder().encode("\n  <!DOCTYPE html><html><title>Untyped</title></html>")));
    sites.on("types", "/octet", () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), { headers: { "content-type": "application/octet-stream" } }));
    sites.on("types", "/xhtml", () => new Response("<html xmlns='http://www.w3.org/1999/xhtml'><body>x</body></html>", { headers: { "content-type": "application/xhtml+xml" } }));
    const f = make();
    const json = await failure(f.fetchPage(sites.url("types", "/json")));
    expect(json.kind).toBe("not_html");
    expect(json.reason).toBe("not an HTML page (content-type application/json)");
    expect((await failure(f.fetchPage(sites.url("types", "/pdf")))).reason).toContain("application/pdf");
    expect((await f.fetchPage(sites.url("types", "/untyped"))).html).toContain("<title>Untyped</title>");
    expect((await failure(f.fetchPage(sites.url("types", "/octet")))).reason).toContain("does not look like HTML");
    expect((await f.fetchPage(sites.url("types", "/xhtml"))).html).toContain("<body>x</body>");
  });

  test("charset: windows-1252 declared in <meta> (raw bytes), in the header, UTF-8, and a BOM", async () => {
    const raw = readFileSync(join(SITES_DIR, "encoding-windows-1252/pricing.html"));
    expect(raw.includes(0xe9)).toBe(true); // é as one cp1252 byte: the fixture really is windows-1252
    sites.on("cp1252-header", "/", () => new Response(raw, { headers: { "content-type": "text/html; charset=windows-1252" } }));
    sites.on("latin1-label", "/", () => new Response(raw, { headers: { "content-type": 'text/html; charset="ISO-8859-1"' } }));
    sites.on("bom", "/", () => new Response(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("<p>Fonctionnalités</p>")]), { headers: { "content-type": "text/html; charset=windows-1252" } }));
    const f = make();
    const meta = await f.fetchPage(sites.url("encoding-windows-1252", "/pricing"));
    const utf8 = await f.fetchPage(sites.url("encoding-utf8", "/pricing"));
    expect(meta.charset).toBe("windows-1252");
    expect(utf8.charset).toBe("utf-8");
    // The same French page either way: é, €, – and “ ” decoded right.
    const withoutDeclaration = (h: string) => h.replace(/<meta[^>]*charset[^>]*>/i, "");
    expect(withoutDeclaration(meta.html)).toBe(withoutDeclaration(utf8.html));
    expect(meta.html).toContain("<title>Tarifs – Facturo</title>");
    expect(meta.html).toContain("12 € <span>par mois</span></p><p>Idéal pour démarrer");
    for (const site of ["cp1252-header", "latin1-label"]) {
      const p = await f.fetchPage(sites.url(site));
      expect(p.charset).toBe("windows-1252");
      expect(p.html).toContain("Facturation électronique");
    }
    const bom = await f.fetchPage(sites.url("bom"));
    expect(bom.charset).toBe("utf-8");
    expect(bom.html).toBe("<p>Fonctionnalités</p>");
    expect(fixturePage("encoding-utf8", "/pricing")!.type).toContain("utf-8");
  });

  test("at most 2 connections per host at once; other hosts are not held up", async () => {
    sites.delayMs = 40;
    try {
      const f = make();
      await Promise.all([
        ...["/", "/pricing", "/features", "/a", "/b", "/c"].map((p) => f.fetchPage(sites.url("plain-cards", p)).catch(() => null)),
        ...["/", "/pricing", "/x"].map((p) => f.fetchPage(sites.url("nuxt", p)).catch(() => null)),
      ]);
      expect(sites.peak.get("plain-cards.test")).toBe(2);
      expect(sites.peak.get("nuxt.test")).toBe(2);
      expect(f.inFlight(`plain-cards.test:${sites.port}`)).toBe(0);
    } finally {
      sites.delayMs = 0;
    }
  });

  test("the cache: two uses (one while the first is in flight) make one fetch; it expires after 60 s; failures are not kept", async () => {
    let hits = 0;
    let fail = true;
    sites.on("cached", "/", () => (hits++, new Response("<p>cached</p>", { headers: { "content-type": "text/html" } })));
    sites.on("cached", "/flaky", () => (fail ? new Response("down", { status: 503 }) : new Response("<p>up</p>", { headers: { "content-type": "text/html" } })));
    const f = make();
    const [a, b] = await Promise.all([f.fetchPage(sites.url("cached")), f.fetchPage(sites.url("cached"))]);
    const c = await f.fetchPage(sites.url("cached").toUpperCase().replace("HTTP://", "http://"));
    expect(a.html).toBe("<p>cached</p>");
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(hits).toBe(1);
    clock.advance(61_000);
    await f.fetchPage(sites.url("cached"));
    expect(hits).toBe(2);
    expect((await failure(f.fetchPage(sites.url("cached", "/flaky")))).reason).toContain("HTTP 503 (Service Unavailable)");
    fail = false;
    expect((await f.fetchPage(sites.url("cached", "/flaky"))).html).toBe("<p>up</p>");
  });

  test("conditional requests: validators are sent, 304 comes back as notModified, a change as the page", async () => {
    let etag = '"v1"';
    sites.on("monitored", "/pricing", (req) => {
      if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
      return new Response("<p>Pro $10</p>", { headers: { "content-type": "text/html", etag, "last-modified": "Sun, 22 Nov 2026 12:00:00 GMT" } });
    });
    const f = make();
    const first = await f.fetchPage(sites.url("monitored", "/pricing"));
    expect(first.etag).toBe('"v1"');
    expect(first.lastModified).toBe("Sun, 22 Nov 2026 12:00:00 GMT");
    const same = await f.fetchIfChanged(sites.url("monitored", "/pricing"), { etag: first.etag, lastModified: first.lastModified });
    expect(same.notModified).toBe(true);
    const sent = sites.requests.at(-1)!.headers;
    expect(sent.get("if-none-match")).toBe('"v1"');
    expect(sent.get("if-modified-since")).toBe("Sun, 22 Nov 2026 12:00:00 GMT");
    etag = '"v2"';
    const changed = await f.fetchIfChanged(sites.url("monitored", "/pricing"), { etag: '"v1"' });
    expect(changed.notModified).toBe(false);
    expect(changed.notModified === false && changed.html).toBe("<p>Pro $10</p>");
  });

  test("typed failures: HTTP 4xx, no such host, a refused connection, a TLS error", async () => {
    const f = make();
    const missing = await failure(f.fetchPage(sites.url("plain-cards", "/nope")));
    expect(missing.kind).toBe("http_status");
    expect(missing.reason).toBe(`plain-cards.test:${sites.port} answered HTTP 404 (Not Found)`);
    const dns = await failure(f.fetchPage("https://no-such-host.invalid/"));
    expect(dns.kind).toBe("dns");
    expect(dns.reason).toContain("does not resolve");
    const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = closed.port;
    closed.stop(true);
    const refused = await failure(f.fetchPage(`http://closed.test:${port}/`));
    expect(refused.kind).toBe("connect");

    tlsSite = startSelfSignedSite();
    const tls = await failure(f.fetchPage(`https://selfsigned.test:${tlsSite.port}/`));
    expect(tls.kind).toBe("tls");
    expect(tls.reason).toContain("TLS");
  });
});
