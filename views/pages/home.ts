/**
 * The public home page: the scan and roast forms (plain HTML forms — they work without
 * JavaScript) and, after a submission, the result in readable form. Everything a fetched site
 * wrote (names, headlines, plan names, snippets) is escaped by the html`` template; links go only
 * to http(s) pages the fetcher read.
 */
import { html, type Html } from "../../src/lib/html";
import type { RoastResult, ScanResult } from "../../src/intel/analyze/schemas";
import { analysisForms, type AnalysisForm } from "../partials/analysis-forms";
import { roastResult, scanResult } from "../partials/analysis-result";

export type { AnalysisForm };

export interface HomeView {
  scanInput?: { your_url: string; competitor_url: string };
  roastInput?: { url: string };
  scan?: ScanResult;
  roast?: RoastResult;
  error?: { form: AnalysisForm; message: string };
  /** The allowances, for the note under the forms (null = unlimited). */
  limits: { perSession: number | null; perDay: number | null };
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
${analysisForms({ action: { scan: "/scan#result", roast: "/roast#result" }, values: { ...s, ...r }, error: view.error })}
${view.scan ? scanResult(view.scan) : ""}${view.roast ? roastResult(view.roast) : ""}
<footer class="muted"><p>${limitsNote(view.limits)} Pages are read live, at most four per site; nothing you enter is stored. Prefer JSON? <a href="/swagger">POST /api/scan and /api/roast</a>.</p><p>Running this server? <a href="/admin">The operator's dashboard</a>.</p></footer>
</main></body></html>`.value;
}
