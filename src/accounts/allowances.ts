/**
 * Allowance usage — how much of its plan's allowances an account uses: reports this calendar
 * month (UTC), tracked competitors, webhook endpoints. Each count belongs to the domain that owns
 * the rows (reports, monitoring, webhooks), so the domains register a counter here when they are
 * wired in (runtime.ts); until one is registered its count is 0. `GET /api/me` and the
 * allowances route read them through this one seam.
 */
import type { Ctx } from "../context";

export type AllowanceName = "reports" | "competitors" | "webhooks";

/** Counts one allowance's use for an account; `monthStart` is the start of the current UTC month (ms). */
export type UsageCounter = (ctx: Pick<Ctx, "db">, input: { accountId: string; monthStart: number }) => Promise<number>;

export type AllowanceUsage = Record<AllowanceName, number>;

export interface AllowanceMeter {
  /** Plugs in the counter of one allowance (called once, by the domain that owns it). */
  register(name: AllowanceName, counter: UsageCounter): void;
  usage(ctx: Pick<Ctx, "db" | "clock">, input: { accountId: string }): Promise<AllowanceUsage>;
}

export function createAllowanceMeter(): AllowanceMeter {
  const counters = new Map<AllowanceName, UsageCounter>();
  return {
    register(name, counter) {
      if (counters.has(name)) throw new Error(`a usage counter for ${name} is registered already`);
      counters.set(name, counter);
    },
    async usage(ctx, input) {
      const d = new Date(ctx.clock.now());
      const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const count = async (name: AllowanceName) => (await counters.get(name)?.(ctx, { accountId: input.accountId, monthStart })) ?? 0;
      return { reports: await count("reports"), competitors: await count("competitors"), webhooks: await count("webhooks") };
    },
  };
}
