/**
 * The address policy for tests of the policy proxy and the renderer: the production policy (no
 * private networks) over a fake resolver, with one exception — `shop.test:<port>`, the test's own
 * loopback site. Every other route to that server (its address, a name resolving to loopback, a
 * redirect) must be refused, as in production.
 */
import { createOutbound, type Outbound } from "../../src/net/outbound";

export function testPolicy(sitePort: number): Pick<Outbound, "vet"> {
  const real = createOutbound({
    allowPrivate: false,
    resolve: async (host) => {
      if (host === "rebind.test") return ["127.0.0.1"];
      if (host === "intranet.test") return ["10.0.0.7"];
      if (host === "public.test") return ["93.184.216.34"];
      throw Object.assign(new Error("no such host"), { code: "ENOTFOUND" });
    },
  });
  return {
    async vet(url) {
      if (url.hostname === "shop.test" && Number(url.port) === sitePort) return "127.0.0.1";
      return real.vet(url);
    },
  };
}

/** The test's site on loopback, port 0; `hits` gets one line per request (what `record` says). */
export function serveSite(hits: string[], record: (req: Request, url: URL) => string, respond: (req: Request, url: URL) => Response | Promise<Response>) {
  return Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const url = new URL(req.url);
      hits.push(record(req, url));
      return respond(req, url);
    },
  });
}
