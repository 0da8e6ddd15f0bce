/**
 * The policy proxy — the only way out for a browser that renders a customer's target page
 * (src/browser/renderer.ts). The browser is told to send every request through it (a proxy set
 * on its browser context, loopback included: `<-loopback>`), and the proxy applies the address
 * policy of the network seam to each one, exactly as the fetcher does for its own requests:
 *
 * - The host of every request — the page, each script, image, XHR, each redirect hop (a
 *   redirect is a new request), each WebSocket (Chromium tunnels those with CONNECT) — is
 *   resolved HERE, once (`net.vet`, with the seam's resolver), every address checked, and the
 *   connection made to the address that was checked. The browser never resolves a target name,
 *   so a name that answers public first and 127.0.0.1 next (DNS rebinding) reaches nothing.
 * - `CONNECT host:port` (https, wss) is checked the same way; the tunnel then carries TLS end to
 *   end, and the browser checks the certificate against the name, as without a proxy.
 * - Plain `http://` requests (absolute-form) are forwarded one per connection, with
 *   `Connection: close` both ways, so one socket to the browser never carries a second request
 *   to another host that would skip the check. Other schemes (ftp:, file:) are refused.
 * - One proxy per render, listening on its own port for as long as the render lasts: its byte
 *   count is that page's (20 MiB of transfers in both directions, SPEC §14). Past it every
 *   connection is cut and new ones refused; closing the proxy cuts everything that is left.
 * - Only the browser may use it: connections from any other address are dropped at once.
 * - Bounded per page: open connections (a page opening thousands of sockets), the size and the
 *   time of a request head.
 *
 * A refused request is answered `403` with the reason (the browser sees a failed resource) and
 * recorded, so a render can say what it kept the page from reaching.
 */
import { connect, createServer, type Server, type Socket } from "node:net";
import { NetError, parseTarget, type Outbound } from "./outbound";

export interface ProxyOptions {
  /** The seam's address check: resolves a URL's host once and returns the address to connect to (throws NetError). */
  net: Pick<Outbound, "vet">;
  /** Where to listen: 127.0.0.1 for a local browser; an address a remote browser can reach otherwise. */
  listenHost: string;
  /** May a connection from this peer address use the proxy? (the browser's addresses only) */
  allowClient(address: string): boolean;
  /** Bytes of transfers (both directions, every connection) the page may cause. */
  maxBytes: number;
  /** Connections open at once. */
  maxConnections?: number;
  /** How long a connection may take to send its request head, and an upstream to accept. */
  headTimeoutMs?: number;
}

export interface RefusedRequest {
  /** "https://host:443" for a tunnel, the URL for a plain request (cut at 200 characters). */
  target: string;
  reason: string;
}

export interface ProxyStats {
  /** Requests and tunnels let through. */
  allowed: number;
  refused: RefusedRequest[];
  /** Refusals beyond the ones listed. */
  refusedMore: number;
  /** Bytes carried, both directions. */
  bytes: number;
  /** The byte budget ran out: everything was cut. */
  overBudget: boolean;
}

export interface PolicyProxy {
  /** The port it listens on. */
  port: number;
  stats(): ProxyStats;
  /** Cuts every connection and stops listening. */
  close(): Promise<void>;
}

export const MAX_HEAD_BYTES = 64 * 1024;
const MAX_REFUSALS_LISTED = 50;

const reply = (status: string, body: string) => `HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\nproxy-connection: close\r\n\r\n${body}`;

/** Headers a proxy never forwards (RFC 9110 §7.6.1), plus what authenticates to us rather than to the site. */
const HOP_BY_HOP = new Set(["connection", "proxy-connection", "keep-alive", "te", "trailer", "upgrade", "proxy-authorization", "proxy-authenticate"]);

/** The head's lines with hop-by-hop headers (and those `Connection` names) removed, and `Connection: close` added. */
function rewriteHead(lines: string[]): string {
  const named = new Set<string>();
  for (const l of lines.slice(1)) {
    const i = l.indexOf(":");
    if (i > 0 && l.slice(0, i).trim().toLowerCase() === "connection") for (const t of l.slice(i + 1).split(",")) named.add(t.trim().toLowerCase());
  }
  const kept = lines.slice(1).filter((l) => {
    const i = l.indexOf(":");
    const name = (i > 0 ? l.slice(0, i) : l).trim().toLowerCase();
    return name !== "" && !HOP_BY_HOP.has(name) && !named.has(name);
  });
  return `${[lines[0], ...kept, "connection: close"].join("\r\n")}\r\n\r\n`;
}

export function openPolicyProxy(opts: ProxyOptions): Promise<PolicyProxy> {
  const maxConnections = opts.maxConnections ?? 64;
  const headTimeoutMs = opts.headTimeoutMs ?? 10_000;
  const sockets = new Set<Socket>();
  const stats: ProxyStats = { allowed: 0, refused: [], refusedMore: 0, bytes: 0, overBudget: false };
  let closed = false;

  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const cutAll = () => {
    for (const s of sockets) s.destroy();
  };
  /** Counts bytes against the page's budget; past it, every connection goes. */
  const count = (n: number): boolean => {
    stats.bytes += n;
    if (stats.bytes <= opts.maxBytes) return true;
    if (!stats.overBudget) {
      stats.overBudget = true;
      cutAll();
    }
    return false;
  };
  const refuse = (client: Socket, target: string, reason: string, status = "403 Forbidden") => {
    if (stats.refused.length < MAX_REFUSALS_LISTED) stats.refused.push({ target: target.slice(0, 200), reason });
    else stats.refusedMore++;
    client.end(reply(status, `Rivalscope refused ${target.slice(0, 200)}: ${reason}\n`));
  };

  /** Pipes two sockets both ways, counting every chunk. */
  function splice(a: Socket, b: Socket): void {
    const pump = (from: Socket, to: Socket) => {
      from.on("data", (chunk: Buffer) => {
        if (!count(chunk.length)) return;
        if (!to.write(chunk)) from.pause();
      });
      to.on("drain", () => from.resume());
      from.on("end", () => to.end());
      from.on("close", () => to.destroy());
    };
    pump(a, b);
    pump(b, a);
  }

  /** Connects to the checked address; null (after answering the browser) when it cannot. */
  function upstream(client: Socket, address: string, port: number, target: string, onOpen: (up: Socket) => void): void {
    const up = connect({ host: address, port });
    track(up);
    let open = false;
    const timer = setTimeout(() => up.destroy(new Error("no answer in time")), headTimeoutMs);
    up.once("connect", () => {
      clearTimeout(timer);
      if (closed || stats.overBudget) return up.destroy();
      open = true;
      onOpen(up);
      client.resume();
    });
    up.once("error", (e) => {
      clearTimeout(timer);
      if (!open && !client.destroyed) client.end(reply("502 Bad Gateway", `could not reach ${target.slice(0, 200)}: ${(e as Error).message}\n`));
    });
    up.once("close", () => {
      clearTimeout(timer);
      if (!open) client.destroy();
    });
  }

  async function handleConnect(client: Socket, authority: string, rest: Buffer): Promise<void> {
    let url: URL;
    try {
      // "host:port" or "[v6]:port", nothing else: a path or user part would be read differently by URL.
      if (!/^(?:\[[0-9a-f:.]+\]|[^\s/\\@?#:[\]]+):\d{1,5}$/i.test(authority)) throw new NetError("refused", "the tunnel target is not a host and port");
      url = parseTarget(`https://${authority}/`);
    } catch (e) {
      return refuse(client, authority, (e as Error).message, "400 Bad Request");
    }
    const target = `https://${url.host}`;
    let address: string;
    try {
      address = await opts.net.vet(url);
    } catch (e) {
      if (e instanceof NetError && e.kind !== "refused") return refuse(client, target, e.message, "502 Bad Gateway");
      return refuse(client, target, (e as Error).message);
    }
    if (closed) return void client.destroy();
    stats.allowed++;
    upstream(client, address, Number(url.port || 443), target, (up) => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (rest.length && count(rest.length)) up.write(rest);
      splice(client, up);
    });
  }

  async function handlePlain(client: Socket, lines: string[], method: string, target: string, rest: Buffer): Promise<void> {
    let url: URL;
    try {
      if (!/^http:\/\//i.test(target)) throw new NetError("refused", `only http requests and CONNECT tunnels are proxied (got ${target.slice(0, 40)})`);
      url = parseTarget(target);
    } catch (e) {
      return refuse(client, target, (e as Error).message, "400 Bad Request");
    }
    let address: string;
    try {
      address = await opts.net.vet(url);
    } catch (e) {
      if (e instanceof NetError && e.kind !== "refused") return refuse(client, url.href, e.message, "502 Bad Gateway");
      return refuse(client, url.href, (e as Error).message);
    }
    if (closed) return void client.destroy();
    stats.allowed++;
    // Origin-form for the site; its Host header stays the one the browser wrote for this URL.
    lines[0] = `${method} ${url.pathname}${url.search} HTTP/1.1`;
    if (!lines.some((l) => /^host\s*:/i.test(l))) lines.push(`host: ${url.host}`);
    const head = rewriteHead(lines);
    upstream(client, address, Number(url.port || 80), url.href, (up) => {
      if (!count(head.length + rest.length)) return;
      up.write(head);
      if (rest.length) up.write(rest);
      // The answer's own hop-by-hop headers are replaced too, so the browser does not keep the socket.
      let buf = Buffer.alloc(0);
      let headDone = false;
      up.on("data", (chunk: Buffer) => {
        if (!count(chunk.length)) return;
        if (headDone) {
          if (!client.write(chunk)) up.pause();
          return;
        }
        buf = Buffer.concat([buf, chunk]);
        const end = buf.indexOf("\r\n\r\n");
        if (end < 0) {
          if (buf.length > MAX_HEAD_BYTES) up.destroy();
          return;
        }
        headDone = true;
        client.write(rewriteHead(buf.subarray(0, end).toString("latin1").split("\r\n")));
        if (!client.write(buf.subarray(end + 4))) up.pause();
        buf = Buffer.alloc(0);
      });
      client.on("drain", () => up.resume());
      up.on("end", () => client.end());
      up.on("close", () => client.destroy());
      client.on("data", (chunk: Buffer) => {
        if (count(chunk.length)) up.write(chunk);
      });
      client.on("close", () => up.destroy());
    });
  }

  function onClient(client: Socket): void {
    track(client);
    if (closed || stats.overBudget || !opts.allowClient(client.remoteAddress ?? "")) return void client.destroy();
    if (sockets.size > maxConnections * 2) return void client.end(reply("503 Service Unavailable", "too many connections for one page\n"));
    let head = Buffer.alloc(0);
    const timer = setTimeout(() => client.destroy(), headTimeoutMs);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) {
        if (head.length > MAX_HEAD_BYTES) {
          clearTimeout(timer);
          client.off("data", onData);
          client.end(reply("431 Request Header Fields Too Large", "request head too large\n"));
        }
        return;
      }
      clearTimeout(timer);
      client.off("data", onData);
      // Held until the upstream is open (what follows the head is a request body or, in a tunnel, TLS).
      client.pause();
      if (!count(end + 4)) return;
      const lines = head.subarray(0, end).toString("latin1").split("\r\n");
      const rest = head.subarray(end + 4);
      const [method = "", target = ""] = lines[0].split(" ");
      const run = method.toUpperCase() === "CONNECT" ? handleConnect(client, target, rest) : handlePlain(client, lines, method, target, rest);
      run.catch(() => client.destroy());
    };
    client.on("data", onData);
  }

  const server: Server = createServer(onClient);
  server.maxConnections = maxConnections;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, opts.listenHost, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        port,
        stats: () => ({ ...stats, refused: [...stats.refused] }),
        close: () =>
          new Promise<void>((done) => {
            closed = true;
            cutAll();
            server.close(() => done());
          }),
      });
    });
  });
}
