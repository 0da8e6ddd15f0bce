/**
 * The network seam: the address policy on a table of addresses (no connections), target URL
 * rules, DNS answers checked and pinned (no rebinding window), redirects returned not followed,
 * and a real exchange with a loopback server under RIVALSCOPE_ALLOW_PRIVATE_NETWORKS.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { checkAddress } from "../../src/net/address-policy";
import { createOutbound, NetError, parseTarget } from "../../src/net/outbound";

describe("address policy", () => {
  const refused: [string, string][] = [
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["2130706433", "loopback"], // decimal
    ["0x7f.1", "loopback"], // hex, short form
    ["0177.0.0.1", "loopback"], // octal
    ["0.0.0.0", "unspecified"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.0.10", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["169.254.169.254", "metadata"],
    ["169.254.10.10", "link-local"],
    ["100.100.100.200", "metadata"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["fd00:ec2::254", "metadata"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"], // IPv4-mapped
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::127.0.0.1", "loopback"], // IPv4-compatible
    ["64:ff9b::a00:1", "private"], // NAT64 of 10.0.0.1
    ["2002:c0a8:101::", "private"], // 6to4 of 192.168.1.1
    ["2001:db8::1", "reserved"],
    ["2001::1", "Teredo"],
    ["fec0::1", "site-local"],
    ["not-an-ip", "not an IP"],
  ];
  test.each(refused)("%p is refused (%s)", (addr, why) => {
    const v = checkAddress(addr, { allowPrivate: false });
    expect(v.allowed).toBe(false);
    expect(v.reason).toContain(why);
  });

  test.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8", "172.32.0.1", "100.128.0.1"])("%p is allowed", (addr) => {
    expect(checkAddress(addr, { allowPrivate: false }).allowed).toBe(true);
  });

  test("RIVALSCOPE_ALLOW_PRIVATE_NETWORKS opens private and loopback ranges, never metadata or multicast", () => {
    for (const a of ["127.0.0.1", "::1", "10.0.0.1", "192.168.1.1", "fd12::1", "::ffff:127.0.0.1", "0.0.0.0"]) expect(checkAddress(a, { allowPrivate: true }).allowed).toBe(true);
    for (const a of ["169.254.169.254", "fd00:ec2::254", "100.100.100.200", "224.0.0.1", "2001:db8::1"]) expect(checkAddress(a, { allowPrivate: true }).allowed).toBe(false);
  });
});

describe("target URLs", () => {
  test.each([
    ["", "empty"],
    ["ftp://example.com/", "only http and https"],
    ["javascript:alert(1)", "only http and https"],
    ["file:///etc/passwd", "only http and https"],
    ["https://user:pw@example.com/", "user name or password"],
    ["example.com", "not a valid URL"],
    [`https://example.com/${"a".repeat(2100)}`, "longer than 2048"],
  ])("%p is refused (%s)", (url, why) => {
    expect(() => parseTarget(url)).toThrow(why);
  });

  test("http and https URLs pass, trimmed", () => {
    expect(parseTarget("  https://Example.com/pricing ").href).toBe("https://example.com/pricing");
    expect(parseTarget("http://example.com:8080/x?y#z").port).toBe("8080");
  });
});

describe("resolving and connecting", () => {
  /** A fetch that records where it would connect, and answers 200 (never touches the network). */
  function recordingFetch() {
    const calls: { url: string; host: string | null; init: RequestInit }[] = [];
    const f = (async (input: URL | string, init: RequestInit = {}) => {
      calls.push({ url: String(input), host: new Headers(init.headers).get("host"), init });
      return new Response("ok");
    }) as unknown as typeof fetch;
    return { calls, fetch: f };
  }

  test("a name resolving to a private address is refused before any connection, saying why", async () => {
    const rec = recordingFetch();
    const net = createOutbound({ allowPrivate: false, fetch: rec.fetch, resolve: async () => ["10.0.0.7"] });
    const err = await net.send(new URL("https://intranet.example/"), { timeoutMs: 1000 }).catch((e) => e);
    expect(err).toBeInstanceOf(NetError);
    expect(err.kind).toBe("refused");
    expect(err.message).toBe("intranet.example resolves to a private address (RFC 1918) (10.0.0.7)");
    expect(rec.calls).toHaveLength(0);
  });

  test("one private address among public ones is enough to refuse", async () => {
    const net = createOutbound({ allowPrivate: false, fetch: recordingFetch().fetch, resolve: async () => ["93.184.216.34", "127.0.0.1"] });
    expect((await net.vet(new URL("http://mixed.example/")).catch((e) => e)).message).toContain("loopback");
  });

  test("DNS rebinding: the connection goes to the address that was checked, with the real Host and TLS name", async () => {
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const rec = recordingFetch();
    const net = createOutbound({ allowPrivate: false, fetch: rec.fetch, resolve: async () => answers.shift()! });
    await net.send(new URL("https://rebind.example/pricing?x=1"), { timeoutMs: 1000 });
    expect(rec.calls).toHaveLength(1);
    expect(rec.calls[0].url).toBe("https://93.184.216.34/pricing?x=1");
    expect(rec.calls[0].host).toBe("rebind.example");
    expect((rec.calls[0].init as { tls?: { serverName?: string } }).tls?.serverName).toBe("rebind.example");
    expect(rec.calls[0].init.redirect).toBe("manual");
    // The next exchange resolves again and is judged again: now refused.
    expect((await net.send(new URL("https://rebind.example/"), { timeoutMs: 1000 }).catch((e) => e)).kind).toBe("refused");
  });

  test("IP literals are checked without DNS, in any spelling the URL parser accepts", async () => {
    const net = createOutbound({ allowPrivate: false, fetch: recordingFetch().fetch, resolve: async () => { throw new Error("no DNS for literals"); } });
    for (const u of ["http://127.0.0.1/", "http://2130706433/", "http://0x7f000001/", "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/latest/meta-data/"]) {
      expect((await net.vet(new URL(u)).catch((e) => e)).kind).toBe("refused");
    }
    expect(await net.vet(new URL("http://8.8.8.8/"))).toBe("8.8.8.8");
  });

  test("DNS failures are typed", async () => {
    const net = createOutbound({ allowPrivate: false, resolve: async () => { throw Object.assign(new Error("nope"), { code: "ENOTFOUND" }); } });
    const err = await net.vet(new URL("http://no-such-host.example/")).catch((e) => e);
    expect(err.kind).toBe("dns");
    expect(err.message).toContain("does not resolve");
  });

  describe("a real loopback server (private networks allowed)", () => {
    let lastHost = "";
    const server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch(req) {
        lastHost = req.headers.get("host") ?? "";
        const path = new URL(req.url).pathname;
        if (path === "/redirect") return new Response(null, { status: 302, headers: { location: "http://169.254.169.254/" } });
        if (path === "/slow") return new Promise((r) => setTimeout(() => r(new Response("late")), 2000));
        return new Response("hello");
      },
    });
    afterAll(() => server.stop(true));
    const net = createOutbound({ allowPrivate: true, resolve: async () => ["127.0.0.1"] });

    test("the Host header is the name the customer gave", async () => {
      const { response, address } = await net.send(new URL(`http://site.test:${server.port}/`), { timeoutMs: 2000 });
      expect(await response.text()).toBe("hello");
      expect(address).toBe("127.0.0.1");
      expect(lastHost).toBe(`site.test:${server.port}`);
    });

    test("a redirect is handed back, not followed", async () => {
      const { response } = await net.send(new URL(`http://site.test:${server.port}/redirect`), { timeoutMs: 2000 });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("http://169.254.169.254/");
    });

    test("a timeout and a refused connection are typed", async () => {
      expect((await net.send(new URL(`http://site.test:${server.port}/slow`), { timeoutMs: 100 }).catch((e) => e)).kind).toBe("timeout");
      const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
      const port = closed.port;
      closed.stop(true);
      expect((await net.send(new URL(`http://site.test:${port}/`), { timeoutMs: 2000 }).catch((e) => e)).kind).toBe("connect");
    });
  });
});
