/**
 * What the public pages show of a site that was read (the home page's scan and roast, a report's
 * page): links to the pages read and a Profile's plans. Everything a site wrote is escaped by the
 * html`` template; links go only to http(s) pages, marked `nofollow noopener noreferrer` (we do not
 * vouch for them, they get no handle on our page, and they learn nothing of where the reader came
 * from — a report's address is its credential).
 */
import { html, type Html } from "../../src/lib/html";
import type { Profile } from "../../src/intel/analyze/schemas";
import type { InferredField } from "../../src/intel/facts";
import { inferredNote } from "../../src/intel/price-text";
import { money } from "../format";

type Plan = Profile["pricing"]["plans"][number];

const PERIOD: Record<string, string> = { month: "/month", year: "/year", one_time: " one-time" };

/** A link to a page we read, or just its text when it is not an http(s) URL. */
export function pageLink(url: string, label?: string): Html {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return html`${label ?? url}`;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return html`${label ?? url}`;
  const shown = label ?? `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  return html`<a href="${u.href}" rel="nofollow noopener noreferrer">${shown}</a>`;
}

/** A monthly price ("$29 per user/month"); a part the page did not state beside it is said, not shown as read ("$29 (period not stated)"). */
export function monthlyText(amount: number, currency: string | null, perUser: boolean, inferred: readonly InferredField[] = []): string {
  const note = inferredNote(inferred);
  return `${money(amount, currency)}${perUser ? " per user" : ""}${inferred.includes("period") ? "" : "/month"}${note ? ` (${note})` : ""}`;
}

/** A plan's price; a part the page did not state beside it is not shown as read ("$29 (period not stated)"). */
function priceOf(p: Plan): Html {
  if (p.contact_sales || p.amount === null) return html`Contact sales`;
  if (p.free) return html`Free`;
  const inferred = p.inferred ?? [];
  const list = p.list_amount !== null && p.list_amount > p.amount ? html`<s>${money(p.list_amount, p.currency)}</s> ` : "";
  const note = inferredNote(inferred);
  return html`${list}<strong>${money(p.amount, p.currency)}</strong>${p.per_user ? " per user" : ""}${p.period && !inferred.includes("period") ? PERIOD[p.period] : ""}${note ? html` <span class="muted">(${note})</span>` : ""}`;
}

/**
 * Plans the engine saw but withheld (its confidence below the threshold, docs/intel.md "Round 9"):
 * named with the price as the page shows it, apart from the plans, never as read facts.
 */
function withheldPlans(p: Profile): Html | "" {
  const w = p.pricing.withheld_plans ?? [];
  if (w.length === 0) return "";
  return html`<p class="muted withheld">Prices found but not certain enough to report: ${w.map((x, i) => html`${i ? ", " : ""}${x.name} (“${x.price_text}”)`)}.</p>`;
}

/** Every plan of a Profile, with its price, annual price, trial and the page it was read from. */
export function plansTable(p: Profile): Html {
  if (p.pricing.plans.length === 0) return html`${(p.pricing.withheld_plans ?? []).length ? "" : html`<p class="empty">No plans found on the pages read.</p>`}${withheldPlans(p)}`;
  return html`${plansRows(p)}${withheldPlans(p)}`;
}

function plansRows(p: Profile): Html {
  return html`<div class="table-wrap"><table class="plans">
<thead><tr><th scope="col">Plan</th><th scope="col">Price</th><th scope="col">Billed annually</th><th scope="col">Details</th></tr></thead>
<tbody>${p.pricing.plans.map(
    (plan) => html`<tr><th scope="row">${plan.name}</th><td>${priceOf(plan)}</td>
<td>${plan.annual_amount !== null ? html`${money(plan.annual_amount, plan.currency)}/month` : html`<span class="muted">—</span>`}</td>
<td>${plan.trial_days ? html`<span class="badge ok">${plan.trial_days}-day trial</span> ` : ""}${plan.limits?.length ? html`${plan.limits.join(" · ")} ` : ""}${plan.price_text ? html`<span class="muted">“${plan.price_text}”</span> ` : ""}<span class="muted">${pageLink(plan.evidence.url, "source")}</span></td></tr>`,
  )}</tbody></table></div>`;
}

