/**
 * Endpoint URLs under the production setting (private networks NOT allowed): loopback, private,
 * metadata and odd spellings of them are refused with 400 at creation, saying why; and a name
 * whose DNS answer changes to such an address after creation is refused at delivery — a failed
 * attempt with the reason, the receiver never contacted. DNS is an injected resolver; the
 * "public" address is routed by an injected fetch to a loopback receiver.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { AppError } from "../../src/lib/errors";
import { emit, getDelivery } from "../../src/webhooks/deliveries";
import { createTestApp, type TestApp } from "../helpers/app";
import { customer, startReceiver, type Receiver } from "./helpers";

let t: TestApp;
let r: Receiver;
const dns: Record<string, string[]> = {};
const PUBLIC = "93.184.216.34";

beforeAll(async () => {
  r = startReceiver();
  t = await createTestApp({
    net: {
      resolve: async (host) => {
        if (!dns[host]) throw Object.assign(new Error("no such host"), { code: "ENOTFOUND" });
        return dns[host];
      },
      // The seam connects to the address it checked; the public one stands for our receiver.
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const u = new URL(String(input));
        if (u.hostname !== PUBLIC) throw Object.assign(new Error("unexpected address"), { code: "ECONNREFUSED" });
        const { tls: _tls, ...rest } = (init ?? {}) as RequestInit & { tls?: unknown };
        return fetch(`http://127.0.0.1:${r.port}${u.pathname}`, rest);
      }) as typeof fetch,
    },
  });
});
afterAll(async () => {
  await t.close();
  r.stop();
});

async function refusal(url: string): Promise<AppError> {
  const account = await customer(t.ctx, "urls@example.com");
  try {
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url });
  } catch (e) {
    return e as AppError;
  }
  throw new Error(`${url} was accepted`);
}

describe("at creation", () => {
  beforeAll(() => {
    dns["intranet.example"] = ["192.168.1.5"];
    dns["metadata.example"] = ["169.254.169.254"];
    dns["split.example"] = [PUBLIC, "127.0.0.1"];
  });
  const cases: [string, string][] = [
    ["http://hooks.example/in", "must start with https://"],
    ["https://127.0.0.1/in", "loopback"],
    ["https://[::1]/in", "loopback"],
    ["https://2130706433/in", "loopback"],
    ["https://0x7f.1/in", "loopback"],
    ["https://[::ffff:127.0.0.1]/in", "loopback"],
    ["https://10.0.0.1/in", "private address"],
    ["https://169.254.169.254/latest/meta-data", "cloud metadata"],
    ["https://intranet.example/in", "intranet.example resolves to a private address"],
    ["https://metadata.example/in", "metadata"],
    ["https://split.example/in", "loopback"],
    ["https://nowhere.example/in", "does not resolve"],
    ["ftp://hooks.example/in", "only http and https"],
    ["https://user:pw@hooks.example/in", "user name or password"],
    ["hooks.example/in", "not a valid URL"],
    [`https://hooks.example/${"a".repeat(2100)}`, "longer than 2048"],
  ];
  for (const [url, why] of cases) {
    test(`${url.length > 60 ? `${url.slice(0, 40)}… (${url.length} characters)` : url} is refused (${why})`, async () => {
      const e = await refusal(url);
      expect(e).toBeInstanceOf(AppError);
      expect(e.code).toBe("bad_request");
      expect(e.message).toStartWith("url is refused: ");
      expect(e.message).toContain(why);
      expect(e.details).toEqual({ field: "url" });
    });
  }
});

describe("at delivery", () => {
  test("DNS that changes to a private or metadata address after creation: the attempt is refused with the reason, the receiver never reached", async () => {
    dns["hooks.example"] = [PUBLIC];
    const account = await customer(t.ctx, "dns@example.com");
    const { endpoint } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: "https://hooks.example/in" });
    const event = { event: "subscription.renewed" as const, subscription_id: "sub_1", plan: "command", status: "active" as const, current_period_end: null };
    await emit(t.ctx, { accountId: account.id, event });
    await t.runJobs();
    expect(r.received).toHaveLength(1);
    expect(r.received[0].headers.host).toBe("hooks.example");

    for (const [address, why] of [
      ["10.0.0.7", "refused: hooks.example resolves to a private address (RFC 1918) (10.0.0.7)"],
      ["169.254.169.254", "refused: hooks.example resolves to a cloud metadata address (169.254.169.254)"],
    ]) {
      dns["hooks.example"] = [address];
      const [d] = await emit(t.ctx, { accountId: account.id, event });
      await t.runJobs();
      const refused = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
      expect(refused).toMatchObject({ status: "pending", attempts: 1, lastStatus: null, lastError: why });
      expect(refused.attemptLog[0]).toMatchObject({ status: null, response: null, error: why });
    }
    expect(r.received).toHaveLength(1);
  });
});
