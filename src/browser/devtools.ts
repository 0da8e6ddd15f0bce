/**
 * A small Chrome DevTools Protocol client — commands with ids and deadlines, events by name and
 * session (flat sessions: `Target.attachToTarget({flatten: true})`), over either transport
 * Chromium offers: the pipe of a browser we start (`--remote-debugging-pipe`, fds 3 and 4,
 * messages separated by NUL; no port any local process could connect to) or the WebSocket of a
 * browser run elsewhere (RIVALSCOPE_BROWSER_WS).
 *
 * Why our own and not playwright-core (docs/intel.md §9): the renderer needs a dozen
 * commands, and Playwright's in-process driver handles every network event of every page on our
 * event loop and takes about a second and ~70 MB of memory to load. This client subscribes to no network events at all (the policy proxy sees the
 * traffic), so a render costs the event loop a few dozen small messages.
 */

/** How messages come and go; the client never knows which kind it has. */
export interface Transport {
  send(message: string): void;
  /** Called with each whole message. */
  onMessage(handler: (message: string) => void): void;
  /** Called once when the other side is gone. */
  onClose(handler: (reason: string) => void): void;
  close(): void;
}

/** A command failed: the browser's error, the deadline, or the connection closing. */
export class DevToolsError extends Error {
  override name = "DevToolsError";
  constructor(
    message: string,
    readonly kind: "protocol" | "timeout" | "closed",
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;
type Handler = (params: any, sessionId: string | undefined) => void;

export interface DevTools {
  /** Sends a command (to a page's session when `sessionId` is given); rejects past `timeoutMs`. */
  send<T = any>(method: string, params?: Params, opts?: { sessionId?: string; timeoutMs?: number }): Promise<T>;
  /** Listens to an event; returns the function that stops listening. */
  on(event: string, handler: Handler): () => void;
  /** Called once the connection is gone (the browser exited, crashed or closed the socket). */
  onClose(handler: (reason: string) => void): void;
  readonly closed: boolean;
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function devtoolsClient(transport: Transport): DevTools {
  let seq = 0;
  let closed: string | null = null;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout>; method: string }>();
  const listeners = new Map<string, Set<Handler>>();
  const closeHandlers: ((reason: string) => void)[] = [];

  transport.onMessage((text) => {
    let m: { id?: number; result?: unknown; error?: { message?: string }; method?: string; params?: unknown; sessionId?: string };
    try {
      m = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof m.id === "number") {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error) p.reject(new DevToolsError(`${p.method}: ${m.error.message ?? "error"}`, "protocol"));
      else p.resolve(m.result ?? {});
      return;
    }
    if (m.method) for (const h of listeners.get(m.method) ?? []) h(m.params ?? {}, m.sessionId);
  });

  transport.onClose((reason) => {
    if (closed !== null) return;
    closed = reason;
    for (const [id, p] of pending) {
      pending.delete(id);
      clearTimeout(p.timer);
      p.reject(new DevToolsError(`${p.method}: the browser connection closed (${reason})`, "closed"));
    }
    for (const h of closeHandlers) h(reason);
  });

  return {
    send(method, params = {}, opts = {}) {
      if (closed !== null) return Promise.reject(new DevToolsError(`${method}: the browser connection is closed (${closed})`, "closed"));
      const id = ++seq;
      const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new DevToolsError(`${method}: no answer within ${timeoutMs} ms`, "timeout"));
        }, timeoutMs);
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer, method });
        transport.send(JSON.stringify({ id, method, params, ...(opts.sessionId ? { sessionId: opts.sessionId } : {}) }));
      });
    },
    on(event, handler) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    onClose(handler) {
      if (closed !== null) handler(closed);
      else closeHandlers.push(handler);
    },
    get closed() {
      return closed !== null;
    },
    close() {
      transport.close();
    },
  };
}

/** The pipe of a browser started with --remote-debugging-pipe: we write to its fd 3 and read its fd 4. */
export function pipeTransport(toBrowser: NodeJS.WritableStream, fromBrowser: NodeJS.ReadableStream): Transport {
  let onMessage: (m: string) => void = () => {};
  let onClose: (r: string) => void = () => {};
  let pending: Buffer[] = [];
  let done = false;
  const finish = (reason: string) => {
    if (done) return;
    done = true;
    onClose(reason);
  };
  fromBrowser.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(0); end >= 0; end = chunk.indexOf(0, start)) {
      pending.push(chunk.subarray(start, end));
      const message = Buffer.concat(pending).toString("utf8");
      pending = [];
      start = end + 1;
      onMessage(message);
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  });
  fromBrowser.on("close", () => finish("the browser's pipe closed"));
  fromBrowser.on("error", (e: Error) => finish(e.message));
  toBrowser.on("error", (e: Error) => finish(e.message));
  return {
    send: (m) => {
      if (!done) toBrowser.write(`${m}\0`);
    },
    onMessage: (h) => (onMessage = h),
    onClose: (h) => (onClose = h),
    close: () => {
      (toBrowser as unknown as { destroy?(): void }).destroy?.();
      finish("closed by us");
    },
  };
}

/** The DevTools WebSocket of a browser run elsewhere. Resolves once open; rejects if it cannot open within `timeoutMs`. */
export function webSocketTransport(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<Transport> {
  return new Promise((resolve, reject) => {
    // Bun's WebSocket takes headers (Chromium checks the Host header of DevTools connections).
    const ws = new WebSocket(url, { headers } as unknown as string[]);
    let onMessage: (m: string) => void = () => {};
    let onClose: (r: string) => void = () => {};
    let open = false;
    const timer = setTimeout(() => {
      ws.close();
      reject(new DevToolsError(`the browser at ${url} did not answer within ${timeoutMs} ms`, "timeout"));
    }, timeoutMs);
    ws.onopen = () => {
      open = true;
      clearTimeout(timer);
      resolve({
        send: (m) => ws.readyState === WebSocket.OPEN && ws.send(m),
        onMessage: (h) => (onMessage = h),
        onClose: (h) => (onClose = h),
        close: () => ws.close(),
      });
    };
    ws.onmessage = (e) => onMessage(typeof e.data === "string" ? e.data : Buffer.from(e.data as ArrayBuffer).toString("utf8"));
    ws.onerror = () => {
      if (!open) {
        clearTimeout(timer);
        reject(new DevToolsError(`could not connect to the browser at ${url}`, "closed"));
      }
    };
    ws.onclose = (e) => onClose(`the browser's WebSocket closed (${e.code})`);
  });
}
