/**
 * `webhook.deliver` — sends one delivery: a signed POST to the endpoint, through the network seam.
 *
 * | the receiver…                          | the delivery                                          |
 * |----------------------------------------|-------------------------------------------------------|
 * | answers 2xx                            | succeeded; the endpoint's run of failures is reset    |
 * | answers 410 Gone                       | failed; the endpoint is disabled at once, owner mailed |
 * | answers anything else (3xx included:   | retried after the schedule's next delay (±20%), or    |
 * | redirects are never followed), or      | later when a Retry-After asks for more (capped at     |
 * | cannot be reached (refused by the      | twice the schedule's last delay); after the last      |
 * | address policy, DNS, 5 s timeout, …)   | attempt, failed — and the 15th such delivery in a row |
 * |                                        | disables the endpoint and mails the owner             |
 *
 * The URL is checked again on every attempt (scheme, then the address policy on what the name
 * resolves to now, connecting to the address that was checked): DNS may have changed since the
 * endpoint was created. A refused attempt is a failed attempt, logged with the reason.
 *
 * At least once: the attempt is logged and the delivery updated in one transaction after the
 * exchange; a crash before that sends it again after a restart, with the same `webhook-id` (the
 * delivery id), which is what receivers deduplicate by. A delivery found succeeded (the crash came
 * after the log but before the job was completed) is not sent again.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../config";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { accounts } from "../accounts/tables";
import { withTransaction } from "../db/tx";
import { param, preparedFor } from "../db/prepared";
import { PermanentFailure, RetryLater } from "../jobs/outcomes";
import { noOpsEvents, type OpsEvents } from "../lib/ops-events";
import type { JobHandler } from "../jobs/runner";
import { jittered, type Backoff } from "../lib/backoff";
import { VERSION } from "../lib/version";
import type { Mailer } from "../mail/mailer";
import { NetError, type Outbound } from "../net/outbound";
import { liveSecrets, type EndpointRecord } from "./endpoints";
import type { DeliveryRecord } from "./deliveries";
import { signatureHeaders } from "./signing";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "./tables";
import { checkEndpointUrl } from "./urls";
import { audit } from "../audit";

/** Total time for one attempt: connect, send, answer and the first 2 KiB of the body. */
export const ATTEMPT_TIMEOUT_MS = 5_000;
/** How much of a response body the attempt log keeps. */
export const RESPONSE_BYTES = 2048;
/** Deliveries in a row whose every attempt failed, after which the endpoint is disabled. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 15;
/**
 * Deliveries to one endpoint in flight at once in this process (the runner's group limit): one
 * that never answers then holds a single slot for its 5 s timeouts while the other endpoints'
 * deliveries go on, and a receiver is never sent a second request before it answered the first.
 * One at a time still reaches 1,000+ deliveries/s to a loopback receiver (npm run bench); with
 * two, a dead receiver cost the others up to 10% more of their rate.
 */
export const ENDPOINT_CONCURRENCY = 1;
/** Deliveries in flight at once in this process, all endpoints together (at most the runner's slots but one). */
const DELIVERY_CONCURRENCY = 16;

export interface DeliveryJobDeps {
  /** baseUrl: the owner's mail links to the endpoint's page in the app. */
  config: Pick<Config, "allowPrivateNetworks" | "baseUrl">;
  /** The retry schedule is a run-time setting: each attempt reads the one in effect. */
  settings: { current(): Pick<Config, "webhookRetrySchedule"> };
  net: Outbound;
  mail: Pick<Mailer, "enqueue">;
  /** For the ±20% jitter of retries (tests pass a fixed one). */
  random?: () => number;
  /** Told how each delivery attempt ended (metrics). */
  events?: Pick<OpsEvents, "webhookDelivery">;
}

/** The delay before retry `attempt` (1 = after the first failure): the schedule's entry, ±20%. */
export const scheduleBackoff =
  (scheduleS: readonly number[]): Backoff =>
  (attempt, random) =>
    jittered(scheduleS[Math.min(attempt, scheduleS.length) - 1] * 1000, 0.2, random);

/** A Retry-After header (delay in seconds, or an HTTP date) as a delay in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{1,10}$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The first `max` bytes of a body as text; the rest is not read (the stream is cancelled). */
async function readStart(response: Response, max: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

// The statements every delivery runs, prepared once per connection: building and preparing a
// statement costs several times what running it does (db/prepared.ts).
const p = param;
function prepare(db: Db) {
  return {
    delivery: db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, p("id"))),
    endpoint: db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, p("id"))),
    attempt: db
      .insert(webhookAttempts)
      .values({ id: p("id"), deliveryId: p("deliveryId"), number: p("number"), startedAt: p("startedAt"), durationMs: p("durationMs"), status: p("status"), response: p("response"), error: p("error") }),
    outcome: db
      .update(webhookDeliveries)
      .set({ status: p("status"), attempts: p("attempts"), nextAttemptAt: p("nextAttemptAt"), lastStatus: p("lastStatus"), lastError: p("lastError"), finishedAt: p("finishedAt"), updatedAt: p("now") })
      .where(eq(webhookDeliveries.id, p("id"))),
    /** A success ends the endpoint's run of failures (no write when there was none). */
    resetStreak: db.update(webhookEndpoints).set({ failureStreak: 0 }).where(and(eq(webhookEndpoints.id, p("id")), ne(webhookEndpoints.failureStreak, 0))),
  };
}
const statements = preparedFor("deliveries", prepare);

interface Exchange {
  startedAt: number;
  durationMs: number;
  status: number | null;
  response: string | null;
  error: string | null;
  retryAfterMs: number | null;
}

const netErrorText = (e: NetError) => (e.kind === "refused" ? `refused: ${e.message}` : e.kind === "timeout" ? `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` : e.message);

export function createDeliveryJob(deps: DeliveryJobDeps): JobHandler<{ deliveryId: string }> {
  const { net, mail } = deps;
  const events = deps.events ?? noOpsEvents;
  const schedule = () => deps.settings.current().webhookRetrySchedule;
  const backoff: Backoff = (attempt, random) => scheduleBackoff(schedule())(attempt, random);
  const random = deps.random ?? Math.random;
  const maxAttemptsNow = () => schedule().length + 1;
  const retryAfterCapMs = () => schedule()[schedule().length - 1] * 2 * 1000;

  /** One signed POST; never throws for what the receiver or the network did. */
  async function exchange(ctx: Ctx, endpoint: EndpointRecord, delivery: DeliveryRecord): Promise<Exchange> {
    const startedAt = ctx.clock.now();
    const t0 = performance.now();
    const took = () => Math.round(performance.now() - t0);
    let status: number | null = null;
    try {
      const url = checkEndpointUrl(endpoint.url, deps.config.allowPrivateNetworks);
      const headers = {
        "content-type": "application/json",
        "user-agent": `Rivalscope-Webhooks/${VERSION}`,
        ...signatureHeaders({ id: delivery.id, timestamp: Math.floor(startedAt / 1000), body: delivery.payload, secrets: liveSecrets(ctx, endpoint) }),
      };
      const { response } = await net.send(url, { method: "POST", headers, body: delivery.payload, timeoutMs: ATTEMPT_TIMEOUT_MS });
      status = response.status;
      const retryAfter = retryAfterMs(response.headers.get("retry-after"), startedAt);
      const location = response.headers.get("location");
      let body: string | null = null;
      let readError: string | null = null;
      try {
        body = await readStart(response, RESPONSE_BYTES);
      } catch {
        readError = "the response body was not read in time";
      }
      const ok = status >= 200 && status < 300;
      const error = ok ? null : status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed${location ? ` (Location: ${location.slice(0, 200)})` : ""}` : `HTTP ${status}`;
      return { startedAt, durationMs: took(), status, response: body, error: error ?? readError, retryAfterMs: retryAfter };
    } catch (e) {
      const error = e instanceof NetError ? netErrorText(e) : `not sent: ${(e as Error)?.message ?? String(e)}`;
      return { startedAt, durationMs: took(), status, response: null, error, retryAfterMs: null };
    }
  }

  async function mailOwner(ctx: Ctx, endpoint: EndpointRecord, reason: string) {
    const owner = (await ctx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, endpoint.accountId)))[0];
    if (!owner) return;
    await mail.enqueue(ctx, {
      to: owner.email,
      subject: "Rivalscope: a webhook endpoint was disabled",
      text: [
        `Your webhook endpoint ${endpoint.url} (${endpoint.id}) was disabled: ${reason}.`,
        ``,
        `No events are sent to it any more. Once the receiver works again, enable the endpoint on its page`,
        `in the app, where its delivery log shows every attempt and failed deliveries can be sent again:`,
        ``,
        `    ${deps.config.baseUrl}/app/webhooks/${endpoint.id}`,
      ].join("\n"),
    });
  }

  async function disable(ctx: Ctx, endpoint: EndpointRecord, reason: string) {
    const now = ctx.clock.now();
    const changed = (await ctx.db
      .update(webhookEndpoints)
      .set({ disabledReason: reason, disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.disabledReason} IS NULL`))
      .returning({ id: webhookEndpoints.id }))[0];
    if (!changed) return;
    await audit(ctx, { action: "webhook_endpoint.disabled", target: { type: "webhook_endpoint", id: endpoint.id }, details: { account_id: endpoint.accountId, reason } });
    await mailOwner(ctx, endpoint, reason);
    ctx.log.warn("webhook endpoint disabled", { endpoint_id: endpoint.id, account_id: endpoint.accountId, reason });
  }

  type Outcome = { kind: "succeeded" } | { kind: "retry"; at: number; error: string } | { kind: "failed"; error: string };

  /** The attempt's log line, the delivery's new state and the endpoint's — one transaction. */
  async function record(ctx: Ctx, endpoint: EndpointRecord, deliveryId: string, x: Exchange, attempt: number): Promise<Outcome | null> {
    return withTransaction(ctx, async (tx) => {
      const q = statements(tx.db);
      const d = (await q.delivery.execute({ id: deliveryId }))[0];
      if (!d) return null; // deleted with its endpoint meanwhile
      await q.attempt.execute({ id: tx.ids.id("att", 16), deliveryId, number: d.attempts + 1, startedAt: x.startedAt, durationMs: x.durationMs, status: x.status, response: x.response, error: x.error });
      const now = tx.clock.now();
      const counts = d.event !== "webhook.test"; // a test says nothing about the endpoint's deliveries
      const ok = x.status !== null && x.status >= 200 && x.status < 300;
      let outcome: Outcome;
      if (ok) outcome = { kind: "succeeded" };
      else if (x.status === 410) outcome = { kind: "failed", error: `${x.error} (Gone): the endpoint is disabled` };
      else if (attempt >= maxAttemptsNow()) outcome = { kind: "failed", error: `${x.error} (attempt ${attempt} of ${maxAttemptsNow()}, the last)` };
      else {
        const wait = Math.max(backoff(attempt, random), Math.min(x.retryAfterMs ?? 0, retryAfterCapMs()));
        outcome = { kind: "retry", at: now + wait, error: x.error ?? "failed" };
      }
      await q.outcome.execute({
        id: deliveryId,
        status: outcome.kind === "retry" ? "pending" : outcome.kind,
        attempts: d.attempts + 1,
        nextAttemptAt: outcome.kind === "retry" ? outcome.at : null,
        lastStatus: x.status,
        lastError: x.error,
        finishedAt: outcome.kind === "retry" ? null : now,
        now,
      });
      if (x.status === 410) await disable(tx, endpoint, "the receiver answered 410 Gone");
      else if (counts && outcome.kind === "succeeded") await q.resetStreak.execute({ id: endpoint.id });
      else if (counts && outcome.kind === "failed") {
        const { failureStreak } = (await tx.db
          .update(webhookEndpoints)
          .set({ failureStreak: sql`${webhookEndpoints.failureStreak} + 1` })
          .where(eq(webhookEndpoints.id, endpoint.id))
          .returning({ failureStreak: webhookEndpoints.failureStreak }))[0]!;
        if (failureStreak >= DISABLE_AFTER_FAILED_DELIVERIES) await disable(tx, endpoint, `its last ${failureStreak} deliveries failed on every attempt`);
      }
      return outcome;
    });
  }

  return {
    payload: z.object({ deliveryId: z.string() }),
    concurrency: DELIVERY_CONCURRENCY,
    groupConcurrency: ENDPOINT_CONCURRENCY,
    get maxAttempts() {
      return maxAttemptsNow();
    },
    backoff,
    timeoutMs: ATTEMPT_TIMEOUT_MS * 6,
    async handle(ctx, { deliveryId }, job) {
      const q = statements(ctx.db);
      const delivery = (await q.delivery.execute({ id: deliveryId }))[0];
      if (!delivery || delivery.status === "succeeded") return; // deleted, or answered before a crash
      const endpoint = (await q.endpoint.execute({ id: delivery.endpointId }))[0];
      if (!endpoint) return;
      if (endpoint.disabledReason !== null && delivery.event !== "webhook.test") {
        const now = ctx.clock.now();
        (await ctx.db
          .update(webhookDeliveries)
          .set({ status: "failed", lastError: `not sent: the endpoint is disabled (${endpoint.disabledReason})`, nextAttemptAt: null, finishedAt: now, updatedAt: now })
          .where(eq(webhookDeliveries.id, delivery.id))
          );
        events.webhookDelivery("not_sent");
        return;
      }
      const x = await exchange(ctx, endpoint, delivery);
      const outcome = await record(ctx, endpoint, delivery.id, x, job.attempts);
      if (outcome) events.webhookDelivery(outcome.kind);
      if (!outcome || outcome.kind === "succeeded") return;
      if (outcome.kind === "failed") throw new PermanentFailure(outcome.error);
      throw new RetryLater(outcome.at, outcome.error);
    },
  };
}
