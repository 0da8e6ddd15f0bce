/**
 * The public pricing page (/pricing): interface A's data API tiers and interface B's plans, at the
 * prices and limits in effect now, each with its way to buy — an email form for an API key (the
 * checkout mails the key and shows it once), and for a plan the app (sign up or in, then checkout).
 */
import { html, type Html } from "../../src/lib/html";
import type { PlanOffer } from "./app/overview";

export interface ApiTierOffer {
  tier: "free" | "starter" | "pro";
  name: string;
  price: string;
  limits: string[];
}

export interface PricingView {
  apiTiers: ApiTierOffer[];
  plans: PlanOffer[];
  payments: "stripe" | "local" | "off";
  /** The key form's error (400, 429, payment error) and what was typed. */
  error?: { tier: string; message: string; email: string };
}

function apiCard(t: ApiTierOffer, v: PricingView): Html {
  const err = v.error?.tier === t.tier ? v.error : undefined;
  const buy =
    t.tier === "free"
      ? html`<a class="button secondary" href="/swagger">No key needed: try the API</a>`
      : v.payments === "off"
        ? html`<p class="muted">Not on sale on this server.</p>`
        : html`<form method="post" action="/pricing/checkout">
  <input type="hidden" name="tier" value="${t.tier}">
  ${err ? html`<div class="flash error" role="alert" id="error-${t.tier}">${err.message}</div>` : ""}
  <label for="email-${t.tier}">Email for the key</label>
  <input id="email-${t.tier}" name="email" type="email" autocomplete="email" required maxlength="254" value="${err?.email ?? ""}"${err ? html` aria-invalid="true" aria-describedby="error-${t.tier}"` : ""}>
  <button type="submit">Get a ${t.name} key</button>
</form>`;
  return html`<article class="card" id="tier-${t.tier}"><h3>${t.name}</h3><p class="price">${t.price}</p><ul>${t.limits.map((l) => html`<li>${l}</li>`)}</ul>${buy}</article>`;
}

function planCard(p: PlanOffer, v: PricingView): Html {
  const buy = v.payments === "off" ? html`<p class="muted">Not on sale on this server.</p>` : html`<a class="button" href="/app/plan?plan=${p.plan}">Choose ${p.name}</a>`;
  return html`<article class="card" id="plan-${p.plan}"><h3>${p.name}</h3><p class="price">${p.price}</p><ul>${p.includes.map((i) => html`<li>${i}</li>`)}</ul>${buy}</article>`;
}

export function pricingPage(v: PricingView): Html {
  return html`<h1>Pricing</h1>
${v.payments === "local" ? html`<div class="test-banner" role="note">This server uses a test checkout: buying takes no money and hands out real keys and plans.</div>` : ""}
<section aria-labelledby="plans-title">
<h2 id="plans-title">Competitor monitoring</h2>
<p class="muted">Track competitors' pricing, plans and messaging, get told what changed, order reports. You sign up (or in), then check out.</p>
<div class="plans">${v.plans.map((p) => planCard(p, v))}</div>
</section>
<section aria-labelledby="api-title">
<h2 id="api-title">SaaS tool data API</h2>
<p class="muted">The catalog of SaaS tools, prices and alternatives as JSON (<a href="/swagger">API docs</a>). A key is mailed to you and shown once after checkout.</p>
<div class="plans">${v.apiTiers.map((t) => apiCard(t, v))}</div>
</section>
<p>Already a customer? <a href="/app/login">Sign in</a>.</p>`;
}
