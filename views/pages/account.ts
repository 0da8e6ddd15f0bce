/**
 * The customer's pages reached by link: the local billing portal (payments `local`) and its
 * messages. (Setting a password is the app's: views/pages/app/auth.ts.) No scripts; every value escaped by html``.
 */
import type { PlanState } from "../../src/billing/account-plan";
import type { Offer } from "../../src/billing/plans";
import { html, type Html } from "../../src/lib/html";
import { dollars } from "../../src/lib/money";
import { when } from "../format";
import { publicPage } from "../layouts/public";

/** A plain message page (link expired, password set, …). */
export function accountMessagePage(title: string, message: string | Html): string {
  return publicPage(title, html`<h1>${title}</h1><p>${message}</p>`);
}

export interface PortalView {
  email: string;
  plan: PlanState;
  /** Cancel and Switch act on this test subscription; absent when there is none to change. */
  manageable: { tier: string; status: string; periodEnd: number | null } | null;
  /** Plan offers by name, for the Switch buttons. */
  offers: Record<string, Offer>;
  /** The portal link's token, carried by each form (it is the credential of this page). */
  token: string;
  linkExpiresAt: number;
  notice?: string;
}

/** The local billing portal: the plan, its renewal date, Cancel and Switch plan. */
export function portalPage(v: PortalView): string {
  const p = v.plan;
  const m = v.manageable;
  const hidden = html`<input type="hidden" name="token" value="${v.token}">`;
  const state =
    p.plan === "none"
      ? html`<p>No plan. <a href="/pricing">See the plans</a> and buy one in <a href="/app">the app</a>.</p>`
      : html`<dl class="facts">
  <dt>Plan</dt><dd><strong>${p.plan}</strong>${p.obtained === "granted" ? " (granted by the operator)" : ""}</dd>
  <dt>Status</dt><dd>${p.status === "canceled" ? "canceled — ends at the end of the period" : (p.status ?? "").replace("_", " ")}</dd>
  <dt>${p.status === "canceled" ? "Ends" : "Renews"}</dt><dd>${when(p.periodEnd)}</dd>
</dl>`;
  const actions = m
    ? html`<h2>Change</h2>
<div class="row">${Object.entries(v.offers)
        .filter(([name]) => name !== m.tier)
        .map(
          ([name, offer]) =>
            html`<form method="post" action="/account/billing/switch" class="grow-0">${hidden}<input type="hidden" name="plan" value="${name}"><button type="submit" class="secondary">Switch to ${name} (${dollars(offer.amountCents)}/${offer.interval})</button></form>`,
        )}
<form method="post" action="/account/billing/cancel" class="grow-0">${hidden}<button type="submit" class="danger">Cancel the plan</button></form></div>
<p class="muted">Cancel keeps the plan until the end of the period already paid for.</p>`
    : p.plan !== "none"
      ? html`<p class="muted">${p.obtained === "granted" ? "A granted plan is changed by the operator." : p.status === "canceled" ? "This plan is canceled." : "This plan is not managed here."}</p>`
      : "";
  return publicPage(
    "Billing",
    html`<div class="test-banner" role="alert">TEST BILLING PORTAL — no money moves. This page stands in for a payment provider's portal; its buttons change the plan on this server at once.</div>
<h1>Billing</h1>
<p class="muted">${v.email} · this link works until ${when(v.linkExpiresAt)}</p>
${v.notice ? html`<div class="flash" role="status">${v.notice}</div>` : ""}
<section class="card">${state}</section>
${actions}`,
  );
}
