/**
 * Webhook test helpers: a loopback receiver that records every request and answers from a
 * script, and a customer account on the Command plan.
 */
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import type { Ctx } from "../../src/context";
import type { AccountPlan } from "../../src/lib/plans";
import { deleteEndpoint } from "../../src/webhooks/endpoints";
import { webhookEndpoints } from "../../src/webhooks/tables";

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Wall-clock time it arrived (ms). */
  at: number;
}

/** What the receiver answers to its nth request (0-based): a Response, or a promise of one (held open). */
export type Answer = (n: number, req: Received) => Response | Promise<Response>;

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** Requests being answered right now, and the most there ever were at once. */
  inFlight: number;
  maxInFlight: number;
  answer: Answer;
  /** Resolves once `n` requests have arrived (or fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<void>;
  stop(): void;
}

export function startReceiver(answer: Answer = () => new Response("ok")): Receiver {
  const r: Receiver = {
    url: "",
    port: 0,
    received: [],
    inFlight: 0,
    maxInFlight: 0,
    answer,
    async waitFor(n, ms = 4000) {
      const end = Date.now() + ms;
      while (r.received.length < n) {
        if (Date.now() > end) throw new Error(`receiver got ${r.received.length} requests, expected ${n}`);
        await Bun.sleep(5);
      }
    },
    stop: () => server.stop(true),
  };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    idleTimeout: 30,
    async fetch(request) {
      const req: Received = { path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers), body: await request.text(), at: Date.now() };
      const n = r.received.push(req) - 1;
      r.inFlight++;
      r.maxInFlight = Math.max(r.maxInFlight, r.inFlight);
      try {
        return await r.answer(n, req);
      } finally {
        r.inFlight--;
      }
    },
  });
  r.port = server.port!;
  r.url = `http://127.0.0.1:${r.port}/hooks`;
  return r;
}

/** Answers these statuses in turn (the last one from then on). */
export const statuses =
  (...codes: number[]): Answer =>
  (n) =>
    new Response(`answer ${n + 1}`, { status: codes[Math.min(n, codes.length - 1)] });

/** An account with a plan (Command unless said), granted as the operator would. */
export async function customer(ctx: Ctx, email: string, plan: AccountPlan = "command") {
  const account = await findOrCreateAccount(ctx, { email });
  await setGrantedPlan(ctx, { accountId: account.id, plan });
  return account;
}

/**
 * Deletes every endpoint, and with them their pending deliveries (afterEach): no delivery outlives
 * its test. Tests leave deliveries pending (a 3xx, a 500 to retry); when a later test moves the
 * clock on they would be attempted again — at a stopped receiver's port, which the kernel may
 * since have given to that later test's receiver.
 */
export async function dropEndpoints(ctx: Ctx) {
  for (const { id } of await ctx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)) await deleteEndpoint(ctx, { id });
}
