/**
 * The policy proxy (src/net/policy-proxy.ts) spoken to as a browser speaks to it: absolute-form
 * http requests and CONNECT tunnels over raw sockets. The site is a loopback server reached as
 * `shop.test` — the one name the test's policy lets through (the proxy's policy is otherwise the
 * production one: no private addresses) — so every request the proxy must refuse is aimed at that
 * same server by other routes (its address, a name resolving to loopback, the metadata address),
 * and the server's request log proves none got there.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect, type Socket } from "node:net";
import { serveSite, testPolicy } from "../helpers/policy-net";
import { openPolicyProxy, type PolicyProxy } from "../../src/net/policy-proxy";

let site: ReturnType<typeof Bun.serve>;
const hits: string[] = [];

beforeAll(() => {
  site = serveSite(
    hits,
    (req, u) => `${req.method} ${u.pathname} host=${req.headers.get("host")} proxy=${req.headers.get("proxy-connection") ?? "-"}`,
    (req, u) => {
      if (u.pathname === "/big") return new Response("x".repeat(2 * 1024 * 1024));
      if (u.pathname === "/echo") return req.text().then((t) => new Response(`got ${t}`));
      return new Response(`hello ${u.pathname}`, { headers: { "keep-alive": "timeout=5" } });
    },
  );
});
afterAll(() => site.stop(true));

async function withProxy<T>(fn: (p: PolicyProxy) => Promise<T>, opts: { maxBytes?: number; allowClient?: (a: string) => boolean } = {}): Promise<T> {
  const proxy = await openPolicyProxy({ net: testPolicy(Number(site.port)), listenHost: "127.0.0.1", allowClient: opts.allowClient ?? ((a) => a === "127.0.0.1" || a === "::ffff:127.0.0.1"), maxBytes: opts.maxBytes ?? 1024 * 1024 * 20 });
  try {
    return await fn(proxy);
  } finally {
    await proxy.close();
  }
}

/** Sends `data` on a fresh connection to the proxy and reads until it closes (or `until` matches). */
function exchange(port: number, data: string, until?: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const s: Socket = connect({ host: "127.0.0.1", port });
    let got = "";
    const done = () => {
      s.destroy();
      resolve(got);
    };
    s.on("data", (c) => {
      got += c.toString("latin1");
      if (until?.test(got)) done();
    });
    s.on("close", done);
    s.on("error", done);
    s.write(data);
  });
}

const get = (url: string, host: string) => `GET ${url} HTTP/1.1\r\nhost: ${host}\r\nproxy-connection: keep-alive\r\nuser-agent: test\r\n\r\n`;

describe("policy proxy: what it lets through", () => {
  test("a plain http request goes to the checked address in origin-form, one per connection", async () => {
    await withProxy(async (p) => {
      const host = `shop.test:${site.port}`;
      const answer = await exchange(p.port, get(`http://${host}/pricing?x=1`, host));
      expect(answer).toStartWith("HTTP/1.1 200");
      expect(answer).toContain("hello /pricing");
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer.toLowerCase()).not.toContain("keep-alive");
      expect(hits.at(-1)).toBe(`GET /pricing host=${host} proxy=-`);
      expect(p.stats().allowed).toBe(1);
    });
  });

  test("a request body is forwarded", async () => {
    await withProxy(async (p) => {
      const host = `shop.test:${site.port}`;
      const answer = await exchange(p.port, `POST http://${host}/echo HTTP/1.1\r\nhost: ${host}\r\ncontent-length: 5\r\n\r\nhello`);
      expect(answer).toContain("got hello");
    });
  });

  test("a CONNECT tunnel to an allowed host carries whatever the browser sends", async () => {
    await withProxy(async (p) => {
      const host = `shop.test:${site.port}`;
      const answer = await exchange(p.port, `CONNECT ${host} HTTP/1.1\r\nhost: ${host}\r\n\r\n${get("/inside", host)}`, /hello \/inside/);
      expect(answer).toStartWith("HTTP/1.1 200 Connection Established");
      expect(answer).toContain("hello /inside");
    });
  });
});

describe("policy proxy: what it refuses", () => {
  const port = () => site.port;
  const cases: { name: string; request: () => string; reason: RegExp; status?: string }[] = [
    { name: "the site's own loopback address, by URL", request: () => get(`http://127.0.0.1:${port()}/secret`, `127.0.0.1:${port()}`), reason: /loopback address/ },
    { name: "a name that resolves to loopback (DNS rebinding)", request: () => get(`http://rebind.test:${port()}/secret`, `rebind.test:${port()}`), reason: /rebind\.test resolves to a loopback address/ },
    { name: "a private address, by name", request: () => get(`http://intranet.test/admin`, "intranet.test"), reason: /private address \(RFC 1918\)/ },
    { name: "the cloud metadata address", request: () => get("http://169.254.169.254/latest/meta-data/", "169.254.169.254"), reason: /cloud metadata/ },
    { name: "the metadata address spelt as a number", request: () => get("http://2852039166/latest/meta-data/", "2852039166"), reason: /cloud metadata/ },
    { name: "a tunnel to loopback", request: () => `CONNECT 127.0.0.1:${port()} HTTP/1.1\r\n\r\n`, reason: /loopback/ },
    { name: "a tunnel to the metadata address (https)", request: () => "CONNECT 169.254.169.254:443 HTTP/1.1\r\n\r\n", reason: /cloud metadata/ },
    { name: "a tunnel to IPv6 loopback", request: () => "CONNECT [::1]:443 HTTP/1.1\r\n\r\n", reason: /loopback/ },
    { name: "a tunnel to a name resolving to loopback", request: () => `CONNECT rebind.test:${port()} HTTP/1.1\r\n\r\n`, reason: /resolves to a loopback/ },
    { name: "a tunnel target with a user part", request: () => `CONNECT evil@127.0.0.1:${port()} HTTP/1.1\r\n\r\n`, reason: /not a host and port/, status: "400" },
    { name: "a scheme other than http", request: () => "GET ftp://public.test/file HTTP/1.1\r\n\r\n", reason: /only http requests/, status: "400" },
    { name: "a file URL", request: () => "GET file:///etc/passwd HTTP/1.1\r\n\r\n", reason: /only http requests/, status: "400" },
    { name: "an origin-form request (a direct request, not a proxy one)", request: () => "GET /secret HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n", reason: /only http requests/, status: "400" },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const before = hits.length;
      await withProxy(async (p) => {
        const answer = await exchange(p.port, c.request());
        expect(answer).toStartWith(`HTTP/1.1 ${c.status ?? "403"}`);
        expect(answer).toMatch(c.reason);
        expect(p.stats().refused).toHaveLength(1);
        expect(p.stats().refused[0].reason).toMatch(c.reason);
        expect(p.stats().allowed).toBe(0);
      });
      expect(hits.length).toBe(before);
    });
  }

  test("a name that does not resolve is a gateway error, not a connection anywhere", async () => {
    await withProxy(async (p) => {
      const answer = await exchange(p.port, get("http://nowhere.test/", "nowhere.test"));
      expect(answer).toStartWith("HTTP/1.1 502");
      expect(answer).toContain("does not resolve");
    });
  });

  test("the page's byte budget: past it every connection is cut, and new ones are refused", async () => {
    await withProxy(
      async (p) => {
        const host = `shop.test:${site.port}`;
        const answer = await exchange(p.port, get(`http://${host}/big`, host));
        expect(answer.length).toBeLessThan(512 * 1024);
        expect(p.stats().overBudget).toBe(true);
        expect(await exchange(p.port, get(`http://${host}/after`, host))).toBe("");
        expect(hits.some((h) => h.startsWith("GET /after"))).toBe(false);
      },
      { maxBytes: 256 * 1024 },
    );
  });

  test("a client other than the browser is dropped before anything is read", async () => {
    const before = hits.length;
    await withProxy(
      async (p) => {
        const host = `shop.test:${site.port}`;
        expect(await exchange(p.port, get(`http://${host}/`, host))).toBe("");
      },
      { allowClient: () => false },
    );
    expect(hits.length).toBe(before);
  });

  test("a request head that never ends is cut at its size bound", async () => {
    await withProxy(async (p) => {
      const answer = await exchange(p.port, `GET http://shop.test:${site.port}/ HTTP/1.1\r\nx: ${"a".repeat(70 * 1024)}`);
      expect(answer).toStartWith("HTTP/1.1 431");
    });
  });

  test("closing the proxy cuts an open tunnel", async () => {
    const p = await openPolicyProxy({ net: testPolicy(Number(site.port)), listenHost: "127.0.0.1", allowClient: () => true, maxBytes: 1 << 20 });
    const host = `shop.test:${site.port}`;
    const s = connect({ host: "127.0.0.1", port: p.port });
    const closed = new Promise<void>((r) => s.on("close", () => r()));
    s.on("error", () => {});
    await new Promise<void>((r) => {
      s.once("data", () => r());
      s.write(`CONNECT ${host} HTTP/1.1\r\n\r\n`);
    });
    await p.close();
    await closed;
    expect(s.destroyed).toBe(true);
  });
});
