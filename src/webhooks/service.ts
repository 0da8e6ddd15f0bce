/**
 * The webhooks service — the verbs that need the runtime's parts: adding an endpoint (its URL is
 * checked against the address policy through the network seam, and the account's allowance is
 * its plan's, from billing's table), the `webhook.deliver` job, and the scheduled clean-up. Everything else
 * is a plain verb over the tables (endpoints.ts, deliveries.ts).
 */
import type { Config } from "../config";
import { derived, type SettingsReader } from "../settings/service";
import type { Ctx } from "../context";
import { subjectLimit } from "../access/subject-limit";
import { accountPlan } from "../billing/account-plan";
import { allowancesFor } from "../billing/plans";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Mailer } from "../mail/mailer";
import { NetError, type Outbound } from "../net/outbound";
import { createDeliveryJob } from "./delivery-job";
import { purgeDeliveries } from "./deliveries";
import { insertEndpoint, purgeRetiredSecrets, type Endpoint } from "./endpoints";
import { checkEndpointUrl } from "./urls";

import type { OpsEvents } from "../lib/ops-events";

export interface WebhooksDeps {
  config: Pick<Config, "allowPrivateNetworks" | "baseUrl">;
  /** Allowances, retention and the retry schedule are run-time settings. */
  settings: SettingsReader;
  clock: Clock;
  net: Outbound;
  mail: Pick<Mailer, "enqueue">;
  /** For the jitter of retries (tests pass a fixed one). */
  random?: () => number;
  /** Told how each delivery attempt ended (metrics). */
  events?: Pick<OpsEvents, "webhookDelivery">;
}

export type Webhooks = ReturnType<typeof createWebhooks>;

const DAY_MS = 86_400_000;
const PURGE_BATCH = 1000;
/**
 * Test events and redeliveries an account may ask for per minute: each makes this server send a
 * request to a URL the customer chose, so an unbounded number would make it a tool for flooding
 * someone else's server.
 */
export const SENDS_PER_MINUTE = 10;

export function createWebhooks(deps: WebhooksDeps) {
  const { config, net } = deps;
  const allowances = derived(deps.settings, allowancesFor);
  /** Endpoints an account may have now: its plan's allowance (0 without webhooks in the plan). */
  const limitOf = async (ctx: Pick<Ctx, "db" | "clock">, accountId: string) => {
    const { plan } = await accountPlan(ctx, { accountId });
    return plan === "none" ? 0 : allowances()[plan].webhooks;
  };
  return {
    /** Test events and redeliveries, per account (SENDS_PER_MINUTE). */
    sends: subjectLimit(deps.clock, { limit: SENDS_PER_MINUTE, windowMs: 60_000, what: "sending test events and redeliveries" }),
    /** Endpoints a Command account may have (for texts). */
    get endpointLimit() {
      return allowances().command.webhooks;
    },
    limitOf,

    /**
     * Adds an endpoint after checking its URL: the scheme (https, or http when private networks
     * are allowed), then what its host resolves to NOW against the address policy — a loopback,
     * private or metadata address is refused with 400 saying why. The check runs again on every
     * delivery, since DNS can change afterwards. Returns the secret, shown this once.
     */
    async createEndpoint(ctx: Ctx, input: { accountId: string; url: string; description?: string | null; events?: string[] | null }): Promise<{ endpoint: Endpoint; secret: string }> {
      let url: URL;
      try {
        url = checkEndpointUrl(input.url, config.allowPrivateNetworks);
        await net.vet(url);
      } catch (e) {
        if (e instanceof NetError) throw new AppError("bad_request", `url is refused: ${e.message}.`, { field: "url" });
        throw e;
      }
      return insertEndpoint(ctx, { ...input, url: url.href, limit: await limitOf(ctx, input.accountId) });
    },

    /** The `webhook.deliver` job kind, for the runtime to register. */
    job: createDeliveryJob(deps),

    /**
     * Hourly: erases previous secrets past their overlap, and deletes finished deliveries older
     * than the retention (in batches, so no single write holds the database for long).
     */
    async purge(ctx: Ctx): Promise<void> {
      const retired = await purgeRetiredSecrets(ctx);
      const before = ctx.clock.now() - deps.settings.current().webhooks.retentionDays * DAY_MS;
      let deleted = 0;
      for (;;) {
        const n = await purgeDeliveries(ctx, { before, limit: PURGE_BATCH });
        deleted += n;
        if (n < PURGE_BATCH) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (retired || deleted) ctx.log.info("webhooks purged", { retired_secrets: retired, deleted_deliveries: deleted });
    },
  };
}
