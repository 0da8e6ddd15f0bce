/**
 * The public home page: the scan and roast forms (plain HTML forms — they work without
 * JavaScript) and, after a submission, the result in readable form. Everything a fetched site
 * wrote (names, headlines, plan names, snippets) is escaped by the html`` template; links go only
 * to http(s) pages the fetcher read.
 */
import { html, type Html } from "../../src/lib/html";
import type { Profile, RoastResult, ScanResult } from "../../src/intel/analyze/schemas";
import { num } from "../format";
import { monthlyText, pageLink, plansTable } from "../partials/profile";

export type AnalysisForm = "scan" | "roast";

export interface HomeView {
  scanInput?: { your_url: string; competitor_url: string };
  roastInput?: { url: string };
  scan?: ScanResult;
  roast?: RoastResult;
  error?: { form: AnalysisForm; message: string };
  /** The allowances, for the note under the forms (null = unlimited). */
  limits: { perSession: number | null; perDay: number | null };
}

function startingPrice(p: Profile): string {
  const s = p.pricing.starting_price;
  if (s === null) return p.pricing.plans.some((x) => x.contact_sales) ? "Contact sales" : p.pricing.free_tier ? "Free only" : "Not shown";
  return monthlyText(s, p.pricing.currency, p.pricing.starting_price_per_user, p.pricing.starting_price_inferred ?? []);
}

const yesNo = (b: boolean, extra = "") => (b ? `Yes${extra}` : "No");

function list(items: string[], empty: string): Html {
  return items.length ? html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>` : html`<p class="muted">${empty}</p>`;
}

function scanResult(r: ScanResult): Html {
  const you = r.your_product;
  const them = r.competitor;
  const row = (label: string, a: string | Html, b: string | Html) => html`<tr><th scope="row">${label}</th><td>${a}</td><td>${b}</td></tr>`;
  const trial = (p: Profile) => yesNo(p.pricing.free_trial, p.pricing.trial_days ? ` (${p.pricing.trial_days} days)` : "");
  const catalog = (p: Profile) => (p.catalog_match ? `${p.catalog_match.name} (${p.catalog_match.category})` : "—");
  const gaps = r.feature_gaps;
  return html`<section id="result" class="result" aria-labelledby="result-title">
<h2 id="result-title">${you.name} <span class="muted">vs</span> ${them.name}</h2>
<div class="summary">
<div class="card score"><span class="stat">${r.differentiation_score}</span><span class="muted">differentiation score (0–100)</span></div>
<div class="card"><h3>Price</h3><p>${r.pricing_comparison.summary}</p></div>
</div>
<div class="card insight"><h3>Strategic insight</h3><p>${r.strategic_insight}</p></div>
<h3>Price comparison</h3>
<div class="table-wrap"><table class="compare">
<thead><tr><th scope="col"><span class="visually-hidden">Measure</span></th><th scope="col">${you.name} <span class="muted">(you)</span></th><th scope="col">${them.name}</th></tr></thead>
<tbody>
${row("Starting price", startingPrice(you), startingPrice(them))}
${row("Pricing model", you.pricing.model, them.pricing.model)}
${row("Plans found", String(you.pricing.plans.length), String(them.pricing.plans.length))}
${row("Free plan", yesNo(you.pricing.free_tier), yesNo(them.pricing.free_tier))}
${row("Free trial", trial(you), trial(them))}
${row("In the catalog", catalog(you), catalog(them))}
${row("Site", pageLink(you.final_url), pageLink(them.final_url))}
</tbody></table></div>
<h3>Feature gaps</h3>
<div class="gaps">
<div class="card"><h4>Only ${you.name} <span class="badge">${num(gaps.you_only.length)}</span></h4>${list(gaps.you_only, "None found.")}</div>
<div class="card"><h4>Only ${them.name} <span class="badge">${num(gaps.competitor_only.length)}</span></h4>${list(gaps.competitor_only, "None found.")}</div>
<div class="card"><h4>Both <span class="badge">${num(gaps.shared.length)}</span></h4>${list(gaps.shared, "None found.")}</div>
</div>
<h3>Plans: ${you.name}</h3>
${plansTable(you)}
<h3>Plans: ${them.name}</h3>
${plansTable(them)}
<p class="muted">Analysed ${r.analyzed_at.slice(0, 16).replace("T", " ")} UTC from the live sites.</p>
</section>`;
}

function roastResult(r: RoastResult): Html {
  return html`<section id="result" class="result" aria-labelledby="result-title">
<h2 id="result-title">${r.name}, roasted</h2>
<blockquote class="verdict">${r.verdict}</blockquote>
<div class="summary">
<div class="card score"><span class="stat">${r.positioning_score}</span><span class="muted">positioning score (0–100)</span></div>
<div class="card"><h3>Estimated size: ${r.estimated_size.label}</h3>${list(r.estimated_size.signals, "No size signals found.")}</div>
</div>
<h3>Weaknesses</h3>
<ol class="weaknesses">${r.weaknesses.map(
    (w) => html`<li><strong>${w.title}</strong><p>${w.detail}</p><p class="evidence muted">“${w.evidence.snippet}” — ${pageLink(w.evidence.url)}</p></li>`,
  )}</ol>
<h3>Top features</h3>
${list(r.top_features, "No features named on the pages read.")}
<p class="muted">Analysed ${r.analyzed_at.slice(0, 16).replace("T", " ")} UTC from ${pageLink(r.url)}.</p>
</section>`;
}

function errorFor(view: HomeView, form: AnalysisForm): Html {
  return view.error?.form === form ? html`<div class="flash error" role="alert" id="${form}-error">${view.error.message}</div>` : html``;
}

function limitsNote(l: HomeView["limits"]): string {
  const parts = [l.perSession !== null ? `${l.perSession} scans and ${l.perSession} roasts per visitor a day` : null, l.perDay !== null ? `${l.perDay} in all per address per day` : null].filter(Boolean);
  return parts.length ? `Free to use: ${parts.join(", ")}.` : "Free to use.";
}

export function homePage(view: HomeView): string {
  const s = view.scanInput ?? { your_url: "", competitor_url: "" };
  const r = view.roastInput ?? { url: "" };
  const title = view.scan ? `${view.scan.your_product.name} vs ${view.scan.competitor.name}` : view.roast ? `${view.roast.name}, roasted` : view.error ? "Could not analyse" : "Competitor pricing, features and positioning";
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Rivalscope</title><meta name="description" content="Compare your pricing and features with a competitor's, or roast a website's positioning, from their public pages.">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="data:,"></head>
<body class="public">
<header class="top"><nav aria-label="Site"><a class="brand" href="/">Rivalscope</a><a href="/pricing">Pricing</a><a href="/swagger">API docs</a><span class="push"></span><a href="/app/login">Sign in</a><a class="button" href="/app/signup">Sign up</a></nav></header>
<main id="main" class="home">
<section class="hero"><h1>See how you stack up</h1>
<p class="lead">Rivalscope reads public websites — home, pricing and feature pages — and shows every plan, the feature gaps and how clearly each site sells itself. Compare yours with a competitor's, or roast one site.</p></section>
<div class="forms">
<form class="card" method="post" action="/scan#result" id="scan">
<h2>Quick scan</h2>
<p class="muted">Pricing, features and positioning side by side.</p>
${errorFor(view, "scan")}
<label for="your_url">Your website</label>
<input id="your_url" name="your_url" type="text" inputmode="url" autocomplete="url" required maxlength="2048" placeholder="https://your-product.com" value="${s.your_url}">
<label for="competitor_url">Competitor's website</label>
<input id="competitor_url" name="competitor_url" type="text" inputmode="url" required maxlength="2048" placeholder="https://competitor.com" value="${s.competitor_url}">
<button type="submit">Compare</button>
</form>
<form class="card" method="post" action="/roast#result" id="roast">
<h2>Roast</h2>
<p class="muted">What undermines a site's pitch, with the evidence.</p>
${errorFor(view, "roast")}
<label for="url">Website</label>
<input id="url" name="url" type="text" inputmode="url" required maxlength="2048" placeholder="https://example.com" value="${r.url}">
<button type="submit">Roast it</button>
</form>
</div>
${view.scan ? scanResult(view.scan) : ""}${view.roast ? roastResult(view.roast) : ""}
<footer class="muted"><p>${limitsNote(view.limits)} Pages are read live, at most four per site; nothing you enter is stored. Prefer JSON? <a href="/swagger">POST /api/scan and /api/roast</a>.</p><p>Running this server? <a href="/admin">The operator's dashboard</a>.</p></footer>
</main></body></html>`.value;
}
