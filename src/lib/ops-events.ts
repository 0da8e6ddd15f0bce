/**
 * OpsEvents — what the domain tells operations about as it happens (for /metrics). Domain code
 * gets an implementation through its deps and calls it at the moment something is decided; it
 * never knows about Prometheus. `noOpsEvents` is the default: tests and CLI commands that build
 * a service alone pay nothing.
 */
export type JobOutcome = "succeeded" | "retry" | "failed";
export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "not_sent";

export interface OpsEvents {
  /** A request refused with 429 by a rate limit or quota; `tier` is the key's tier, or "per_ip". */
  rateLimited(tier: string): void;
  /** A usage flush wrote `rows` counters (0: nothing was pending) or failed. */
  usageFlushed(ok: boolean, rows: number): void;
  /** A job run settled. */
  jobSettled(kind: string, outcome: JobOutcome): void;
  /** A webhook delivery attempt ended. */
  webhookDelivery(outcome: DeliveryOutcome): void;
  /** A page fetch for a customer ended: "ok", "not_modified", or the FetchFailure kind. */
  fetched(outcome: string): void;
}

const nothing = () => {};
export const noOpsEvents: OpsEvents = { rateLimited: nothing, usageFlushed: nothing, jobSettled: nothing, webhookDelivery: nothing, fetched: nothing };
