/**
 * A scan's and a roast's result in readable form (`#result`) — the public home page and the
 * customer app's scan history show the same. Everything a fetched site wrote (names, headlines,
 * plan names, snippets) is escaped by the html`` template; links go only to http(s) pages the
 * fetcher read.
 */
import { html, type Html } from "../../src/lib/html";
import type { Profile, RoastResult, ScanResult } from "../../src/intel/analyze/schemas";
import { num } from "../format";
import { monthlyText, pageLink, plansTable } from "./profile";

function startingPrice(p: Profile): string {
  const s = p.pricing.starting_price;
  if (s === null) return p.pricing.plans.some((x) => x.contact_sales) ? "Contact sales" : p.pricing.free_tier ? "Free only" : "Not shown";
  return monthlyText(s, p.pricing.currency, p.pricing.starting_price_per_user, p.pricing.starting_price_inferred ?? []);
}

const yesNo = (b: boolean, extra = "") => (b ? `Yes${extra}` : "No");

function list(items: string[], empty: string): Html {
  return items.length ? html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>` : html`<p class="muted">${empty}</p>`;
}

export function scanResult(r: ScanResult): Html {
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

export function roastResult(r: RoastResult): Html {
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
