/**
 * What a page shows an account whose plan lacks its feature: what the feature is part of, what
 * that plan would give, and the button that gets it — a checkout without a paid plan, the billing
 * portal (to switch) with one. Plain view-models only.
 */
import { html, type Html } from "../../../src/lib/html";
import { buyForm, portalForm, type PlanOffer } from "./overview";

export interface PlanGateView {
  /** "Tracking competitors", "Webhooks". */
  feature: string;
  /** The plans that include it, as sold now. */
  offers: PlanOffer[];
  /** The account's plan name ("no plan", "Tracker"). */
  current: string;
  /** A paid plan runs: switching happens in the billing portal. */
  paying: boolean;
  payments: "stripe" | "local" | "off";
  csrfToken: string;
}

export function planGate(v: PlanGateView): Html {
  const names = v.offers.map((o) => o.name).join(" and ");
  const action =
    v.payments === "off"
      ? html`<p class="muted">Plans are not on sale on this server; ask its operator.</p>`
      : v.paying
        ? html`<p>Switch plans in the billing portal: the change applies at once.</p><div class="row actions">${portalForm(v.csrfToken)}</div>`
        : html`<div class="row actions">${v.offers.map((o, i) => buyForm(o, v.csrfToken, i === 0))}</div>`;
  return html`<section class="card plan-gate" id="plan-gate" aria-labelledby="plan-gate-title">
<h2 id="plan-gate-title">${v.feature} is part of the ${names} plan${v.offers.length > 1 ? "s" : ""}</h2>
<p>You have ${v.current === "none" ? "no plan" : html`the ${v.current} plan`}. ${v.offers.length === 1 ? html`The ${v.offers[0].name} plan gives:` : "They give:"}</p>
${v.offers.map((o) => html`<h3>${o.name} · ${o.price}</h3><ul>${o.includes.map((i) => html`<li>${i}</li>`)}</ul>`)}
${action}
</section>`;
}
