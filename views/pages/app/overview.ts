/**
 * The customer app's overview (/app) and the plan page (/app/plan): the plan with its renewal
 * date, what it includes and how much is used, the latest changes across the tracked competitors,
 * and the buttons to buy or change a plan and to open the billing portal. Plain view-models only.
 */
import { html, type Html } from "../../../src/lib/html";
import { when, num } from "../../format";
import { csrfField } from "../../layouts/app";
import { changeList, type ChangeListItem } from "../../partials/change-list";

export interface PlanOffer {
  plan: "tracker" | "command";
  name: string;
  /** "$99/month" */
  price: string;
  includes: string[];
}

export interface Usage {
  label: string;
  used: number;
  limit: number;
  note?: string;
}

export interface OverviewView {
  csrfToken: string;
  plan: {
    key: "none" | "tracker" | "command";
    name: string;
    status: string | null;
    periodEnd: number | null;
    obtained: "paid" | "granted" | null;
  };
  /** What the plan includes and what is used of it; empty without a plan. */
  usage: Usage[];
  checkInterval: string | null;
  changes: ChangeListItem[];
  /** Plans that can be bought now (none while a paid plan runs: that one is changed in the portal). */
  offers: PlanOffer[];
  /** A paid plan runs: the portal changes or cancels it. */
  paying: boolean;
  payments: "stripe" | "local" | "off";
}

export const buyForm = (o: PlanOffer, csrfToken: string, primary: boolean) =>
  html`<form method="post" action="/app/billing/checkout" class="grow-0">${csrfField(csrfToken)}<input type="hidden" name="plan" value="${o.plan}"><button type="submit"${primary ? "" : html` class="secondary"`}>Buy ${o.name} · ${o.price}</button></form>`;

export const portalForm = (csrfToken: string) =>
  html`<form method="post" action="/app/billing/portal" class="grow-0">${csrfField(csrfToken)}<button type="submit" class="secondary">Billing portal</button></form>`;

function planCard(v: OverviewView): Html {
  const p = v.plan;
  const facts =
    p.key === "none"
      ? html`<p>No plan yet. A plan tracks competitors, orders reports and (on Command) sends webhooks.</p>`
      : html`<dl class="facts">
  <dt>Plan</dt><dd><strong>${p.name}</strong>${p.obtained === "granted" ? " (granted by the operator)" : ""}</dd>
  <dt>Status</dt><dd>${p.status === "canceled" ? "canceled — ends with the period" : (p.status ?? "").replace("_", " ")}</dd>
  <dt>${p.status === "canceled" ? "Ends" : "Renews"}</dt><dd>${p.periodEnd ? when(p.periodEnd) : "— (no renewal: granted)"}</dd>
  ${v.checkInterval ? html`<dt>Checks</dt><dd>${v.checkInterval} for every tracked competitor</dd>` : ""}
</dl>`;
  const buttons =
    v.payments === "off"
      ? html`<p class="muted">Plans are not on sale on this server.</p>`
      : html`<div class="row actions">${v.offers.map((o, i) => buyForm(o, v.csrfToken, i === 0 && p.key === "none"))}${v.paying ? portalForm(v.csrfToken) : ""}</div>
${v.paying ? html`<p class="muted">Switch or cancel the plan in the billing portal.</p>` : ""}`;
  return html`<section class="card" id="plan" aria-labelledby="plan-title"><h2 id="plan-title">Your plan</h2>${facts}${buttons}</section>`;
}

function usageCard(v: OverviewView): Html {
  if (!v.usage.length) return html``;
  return html`<section class="card" id="usage" aria-labelledby="usage-title"><h2 id="usage-title">Allowances</h2>
<ul class="usage">${v.usage.map(
    (u) =>
      html`<li><span class="usage-label">${u.label}</span> <strong>${num(u.used)}</strong> of ${num(u.limit)}${u.note ? html` <span class="muted">${u.note}</span>` : ""}
<progress max="${u.limit}" value="${Math.min(u.used, u.limit)}" aria-label="${u.label}: ${u.used} of ${u.limit}"></progress></li>`,
  )}</ul></section>`;
}

export function overviewPage(v: OverviewView): Html {
  return html`<h1>Overview</h1>
<div class="overview">
${planCard(v)}
${usageCard(v)}
</div>
<section id="latest-changes" aria-labelledby="changes-title"><h2 id="changes-title">Latest changes</h2>
${changeList(v.changes, v.plan.key === "none" ? "Competitors are tracked on a plan. Buy one above, then add the sites you watch." : "No changes yet: each competitor's first check is its baseline, and later checks list here what changed.")}
</section>`;
}

/** /app/plan?plan=…: what a plan includes, with its checkout button (where the pricing page's buttons lead). */
export function planPage(v: { offer: PlanOffer; csrfToken: string; current: string; paying: boolean; payments: "stripe" | "local" | "off" }): Html {
  const o = v.offer;
  const action = v.paying
    ? html`<p>You already pay for the ${v.current} plan: switch plans or cancel in the billing portal.</p><div class="row">${portalForm(v.csrfToken)}</div>`
    : v.payments === "off"
      ? html`<p class="muted">Plans are not on sale on this server.</p>`
      : html`<div class="row">${buyForm(o, v.csrfToken, true)}</div>${v.payments === "local" ? html`<p class="muted">This server uses a test checkout: no money moves.</p>` : ""}`;
  return html`<h1>${o.name} plan</h1>
<section class="card"><p class="stat">${o.price}</p><ul>${o.includes.map((i) => html`<li>${i}</li>`)}</ul>${action}</section>
<p><a href="/app">Back to the overview</a> · <a href="/pricing">Compare plans</a></p>`;
}
