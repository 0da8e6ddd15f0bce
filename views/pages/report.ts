/**
 * A report's page ({base}/reports/{id}): readable on a phone, printable (app.css has its print
 * rules), with nothing loaded from another host — the price ladder is an inline SVG drawn here,
 * the stylesheet is ours. While the report is pending or being generated the page says so and
 * refreshes itself (a <meta> refresh: no script needed); a failed report shows why.
 *
 * Everything a site wrote is escaped by the html`` template; links go only to the http(s) pages
 * the report was read from (views/partials/profile.ts).
 */
import { html, type Html } from "../../src/lib/html";
import type { ReportBody, ReportSummary, PerCompetitor, LadderEntry, Finding } from "../../src/reports/schemas";
import type { Evidence } from "../../src/intel/facts";
import { money, num } from "../format";
import { monthlyText, pageLink, plansTable } from "../partials/profile";

type Cross = ReportSummary["cross_analysis"];

function document(title: string, body: Html, opts: { refreshSeconds?: number } = {}): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${opts.refreshSeconds ? html`<meta http-equiv="refresh" content="${opts.refreshSeconds}">` : ""}
<title>${title} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/favicon.ico"></head>
<body class="public">
<header class="top no-print"><nav aria-label="Site"><a class="brand" href="/">Rivalscope</a></nav></header>
${body}
</body></html>`.value;
}

/** A page for a report that has no content yet, or never will. */
function statusPage(title: string, message: Html | string, refreshSeconds?: number): string {
  return document(title, html`<main class="narrow report-status"><h1>${title}</h1><div class="card"><p>${message}</p></div></main>`, { refreshSeconds });
}

/** The page of an id no report has. */
export function reportNotFoundPage(): string {
  return statusPage("Report not found", "There is no report at this address. Check the link in your mail: the whole address is needed, it is the key to the report.");
}

const priceText = monthlyText;
/** The median: per user when every plan at the middle is. */
const medianPerUser = (ladder: Cross["price_ladder"]) => ladder.median!.plans.every((p) => ladder.entries.find((e) => e.competitor === p.competitor && e.plan === p.plan)?.per_user);

function evidence(e: Evidence): Html {
  return html`<span class="evidence">“${e.snippet}” — ${pageLink(e.url)}</span>`;
}

function findings(items: Finding[], empty: string): Html {
  if (items.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<ul class="findings">${items.map((f) => html`<li><strong>${f.title}.</strong> ${f.detail}<br>${evidence(f.evidence)}</li>`)}</ul>`;
}

/** At most `max` characters, cut at a word, for labels inside the chart (the table beside it has them whole). */
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, "")}…`);

/**
 * The price ladder as an inline SVG: one bar per entry price, cheapest first, scaled to the most
 * expensive, its label above it (so the drawing stays legible at a phone's width), and the median
 * as a dashed line. Presentation attributes only (the page's CSP allows no inline style); the
 * drawing has a title and a description, and the table after it says the same in text.
 */
function ladderChart(ladder: Cross["price_ladder"]): Html {
  const { entries, median } = ladder;
  const max = entries[entries.length - 1]?.amount ?? 0;
  if (entries.length === 0 || max <= 0) return html``;
  const W = 400;
  const ROW = 46;
  const BAR_W = W - 100;
  const height = entries.length * ROW + (median ? 24 : 4);
  const x = (amount: number) => Math.round((amount / max) * BAR_W);
  const bottom = entries.length * ROW;
  const described = entries.map((e) => `${e.competitor} ${e.plan}: ${priceText(e.amount, ladder.currency, e.per_user, e.inferred ?? [])}`).join("; ");
  const colour = (i: number) => (i === 0 ? "#1a7f37" : i === entries.length - 1 ? "#b42318" : "#2457c5");
  return html`<svg class="ladder" viewBox="0 0 ${W} ${height}" width="100%" role="img" aria-labelledby="ladder-title ladder-desc" xmlns="http://www.w3.org/2000/svg">
<title id="ladder-title">Entry prices, cheapest first</title>
<desc id="ladder-desc">${described}${median ? `. Median ${priceText(median.amount, ladder.currency, medianPerUser(ladder))}.` : ""}</desc>
${entries.map(
  (e, i) => html`<text x="0" y="${i * ROW + 15}" font-size="13" fill="#1f2328">${clip(`${e.competitor} · ${e.plan}`, 48)}</text>
<rect x="0" y="${i * ROW + 21}" width="${Math.max(2, x(e.amount))}" height="16" rx="3" fill="${colour(i)}"></rect>
<text x="${x(e.amount) + 6}" y="${i * ROW + 34}" font-size="13" fill="#1f2328">${money(e.amount, ladder.currency)}${e.per_user ? "/user" : ""}</text>`,
)}
${median ? html`<line x1="${x(median.amount)}" y1="18" x2="${x(median.amount)}" y2="${bottom}" stroke="#9a6700" stroke-width="2" stroke-dasharray="5 4"></line>
<text x="${x(median.amount)}" y="${bottom + 16}" font-size="12" fill="#9a6700" text-anchor="middle">median ${money(median.amount, ladder.currency)}</text>` : ""}
</svg>`;
}

function ladderSection(ladder: Cross["price_ladder"]): Html {
  const row = (label: string, e: LadderEntry) =>
    html`<tr><th scope="row">${label}</th><td>${e.competitor} · ${e.plan}</td><td>${priceText(e.amount, ladder.currency, e.per_user, e.inferred ?? [])}<br><span class="evidence">“${e.price_text}” — ${pageLink(e.evidence.url, "source")}</span></td></tr>`;
  return html`<section id="prices" aria-labelledby="prices-title"><h2 id="prices-title">Price ladder</h2>
${ladder.entries.length === 0 ? html`<p class="muted">No competitor shows a comparable paid price.</p>` : html`${ladderChart(ladder)}
<div class="table-wrap"><table class="ladder-table"><thead><tr><th scope="col"><span class="visually-hidden">Rank</span></th><th scope="col">Competitor · entry plan</th><th scope="col">Price (monthly)</th></tr></thead>
<tbody>${ladder.entries.map((e, i) => row(i === 0 ? "Cheapest" : i === ladder.entries.length - 1 ? "Most expensive" : `#${i + 1}`, e))}
${ladder.median ? html`<tr><th scope="row">Median</th><td>${ladder.median.plans.map((p) => `${p.competitor} · ${p.plan}`).join(", ")}</td><td>${priceText(ladder.median.amount, ladder.currency, medianPerUser(ladder))}</td></tr>` : ""}</tbody></table></div>`}
${ladder.not_compared.length ? html`<p class="muted">Not on the ladder: ${ladder.not_compared.map((n, i) => html`${i ? "; " : ""}${n.competitor} (${n.reason})`)}.</p>` : ""}
</section>`;
}

function featureSection(cross: Cross): Html {
  const m = cross.feature_matrix;
  return html`<section id="features" aria-labelledby="features-title"><h2 id="features-title">Feature matrix</h2>
${m.rows.length === 0 ? html`<p class="muted">No features were named on the pages read.</p>` : html`<div class="table-wrap"><table class="matrix">
<thead><tr><th scope="col">Feature</th>${m.competitors.map((c) => html`<th scope="col">${c.name}</th>`)}</tr></thead>
<tbody>${m.rows.map((r) => html`<tr><th scope="row">${r.feature}</th>${r.present.map((p) => (p ? html`<td class="has">✓<span class="visually-hidden"> listed</span></td>` : html`<td class="muted">—<span class="visually-hidden"> not listed</span></td>`))}</tr>`)}</tbody></table></div>`}
<div class="summary">
<div class="card"><h3>Common features</h3>${cross.common_features.length ? html`<ul>${cross.common_features.map((f) => html`<li>${f.feature} <span class="muted">(${f.competitors.join(", ")})</span></li>`)}</ul>` : html`<p class="muted">No feature is listed by two competitors.</p>`}</div>
<div class="card"><h3>Unique features</h3>${cross.unique_features.map((u) => html`<p><strong>${u.competitor}:</strong> ${u.features.length ? u.features.join(", ") : html`<span class="muted">none</span>`}</p>`)}</div>
</div>
${cross.differentiation_scores.length ? html`<h3>Differentiation scores</h3><div class="table-wrap"><table class="compact-scores"><thead><tr><th scope="col">Competitor</th><th scope="col" class="num">Score (0–100)</th></tr></thead>
<tbody>${cross.differentiation_scores.map((d) => html`<tr><td>${d.competitor}</td><td class="num">${d.score}</td></tr>`)}</tbody></table></div>
<p class="muted">How different each competitor is from the others: features only it lists, how far its entry price is from the others' median, and whether its pricing model differs.</p>` : ""}
</section>`;
}

function competitorArticle(p: PerCompetitor, i: number): Html {
  const id = `competitor-${i + 1}`;
  if (p.status === "unreachable" || !p.profile) {
    return html`<article id="${id}" class="card competitor"><h3>${p.name} <span class="badge bad">not read</span></h3>
<p>${pageLink(p.url)} could not be read: ${p.error?.message ?? "unknown reason"}.</p></article>`;
  }
  const pr = p.profile;
  const start = pr.pricing.starting_price === null ? (pr.pricing.plans.some((x) => x.contact_sales) ? "Contact sales" : pr.pricing.free_tier ? "Free only" : "Not shown") : priceText(pr.pricing.starting_price, pr.pricing.currency, pr.pricing.starting_price_per_user, pr.pricing.starting_price_inferred ?? []);
  return html`<article id="${id}" class="card competitor"><h3>${p.name}</h3>
<p class="site">${pageLink(pr.final_url)}${pr.headline ? html` — <q>${pr.headline}</q>` : ""}</p>
<dl class="facts">
<dt>Positioning score</dt><dd><strong>${p.positioning_score ?? "—"}</strong> / 100</dd>
<dt>Estimated size</dt><dd>${p.estimated_size?.label ?? "—"}${p.estimated_size?.signals.length ? html` <span class="muted">(${p.estimated_size.signals.join("; ")})</span>` : ""}</dd>
<dt>Pricing</dt><dd>${pr.pricing.model}, from ${start}${pr.pricing.free_tier ? "; free plan" : ""}${pr.pricing.free_trial ? `; free trial${pr.pricing.trial_days ? ` (${pr.pricing.trial_days} days)` : ""}` : ""}</dd>
${pr.catalog_match ? html`<dt>In the catalog</dt><dd>${pr.catalog_match.name} (${pr.catalog_match.category})</dd>` : ""}
</dl>
<h4>Plans</h4>
${plansTable(pr)}
<h4>Strengths</h4>
${findings(p.strengths, "No particular strength found on the pages read.")}
<h4>Weaknesses</h4>
${findings(p.weaknesses, "No weakness found.")}
<h4>Features</h4>
${pr.features.length ? html`<p>${pr.features.join(" · ")}</p>` : html`<p class="muted">No features named on the pages read.</p>`}
</article>`;
}

function completedPage(r: ReportBody, s: ReportSummary): string {
  const names = s.per_competitor.map((p) => p.name);
  const analyzed = s.per_competitor.filter((p) => p.status === "analyzed").length;
  return document(
    `Competitive report: ${names.join(", ")}`,
    html`<main id="main" class="report">
<header class="report-head">
<p class="muted">Competitive report · ${r.tier} · ${s.analysis_date} · ${num(analyzed)} of ${num(s.per_competitor.length)} sites read</p>
<h1>${names.join(" · ")}</h1>
<p class="lead">${s.overview}</p>
<nav class="toc no-print" aria-label="Contents"><a href="#recommendations">Recommendations</a> <a href="#prices">Price ladder</a> <a href="#features">Feature matrix</a> <a href="#competitors">Competitors</a></nav>
</header>
<section id="recommendations" aria-labelledby="recommendations-title"><h2 id="recommendations-title">Recommendations</h2>
<ol class="recommendations">${s.recommendations.map(
      (rec) => html`<li><span class="badge priority-${rec.priority}">${rec.priority}</span> <strong>${rec.title}</strong><p>${rec.detail}</p>
<ul class="evidence-list">${rec.evidence.map((e) => html`<li>${evidence(e)}</li>`)}</ul></li>`,
    )}</ol></section>
${ladderSection(s.cross_analysis.price_ladder)}
${featureSection(s.cross_analysis)}
<section id="competitors" aria-labelledby="competitors-title"><h2 id="competitors-title">Competitors</h2>
${s.per_competitor.map(competitorArticle)}
</section>
<footer class="muted"><p>Read from the competitors' public pages on ${s.analysis_date} (UTC). Every finding cites the page and words it rests on. <span class="no-print">Print this page, or save it as PDF from the print dialog. As JSON: <code>GET /api/reports/get?id=${r.id}</code>.</span></p></footer>
</main>`,
  );
}

/** The page of a report in any status. */
export function reportPage(r: ReportBody): string {
  switch (r.status) {
    case "pending":
      return statusPage("Awaiting payment", "This report is waiting for its payment. If you have just paid, the payment provider's confirmation can take a moment: this page refreshes by itself.", 15);
    case "processing":
      return statusPage("Generating your report", "Payment received. The competitor sites are being read and compared; this usually takes less than a minute. This page refreshes by itself, and a link is mailed to you when the report is ready.", 5);
    case "failed":
      return statusPage("The report could not be generated", r.message ?? "The report could not be generated.");
    case "completed":
      return "competitors" in r.summary ? completedPage(r, r.summary as ReportSummary) : statusPage("Report unavailable", "This report has no content.");
  }
}
