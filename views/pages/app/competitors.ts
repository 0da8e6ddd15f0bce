/**
 * The customer's tracked competitors (/app/competitors): the form that tracks one, the list with
 * each one's check state and its "Check now" and "Delete" buttons; one competitor's page with its
 * change timeline (filtered by severity and type through htmx) and its snapshots. Plain
 * view-models only; every form works without JavaScript too.
 */
import { html, type Html } from "../../../src/lib/html";
import { num, when } from "../../format";
import { appLink, csrfField } from "../../layouts/app";
import { changeTimeline, type ChangeItemView } from "../../partials/change-timeline";
import { planGate, type PlanGateView } from "./plan-gate";

export interface AppCompetitorView {
  id: string;
  name: string;
  url: string;
  status: "active" | "unavailable";
  lastCheckedAt: number | null;
  nextCheckAt: number;
  consecutiveFailures: number;
  lastError: string | null;
  /** Changes found so far. */
  changes: number;
  /** A check is queued or running. */
  checking: boolean;
}

export interface CompetitorsView {
  csrfToken: string;
  competitors: AppCompetitorView[];
  /** How many the plan allows (0 without one). */
  limit: number;
  /** "daily", "hourly"; null without a plan. */
  interval: string | null;
  /** Shown instead of the form when the plan does not include tracking. */
  gate: PlanGateView | null;
  /** What the form was sent with, and why it was refused. */
  values?: { name: string; url: string };
  error?: string;
  /** A message after a change (tracked, deleted). */
  notice?: string;
}

const statusBadge = (c: Pick<AppCompetitorView, "status">) => html`<span class="badge ${c.status === "active" ? "ok" : "bad"}">${c.status === "active" ? "active" : "unavailable"}</span>`;

const postButton = (action: string, label: string, csrfToken: string, opts: { cls?: string; target: string; confirm?: string }) =>
  html`<form method="post" action="${action}" class="inline" hx-post="${action}" hx-target="${opts.target}" hx-swap="outerHTML"${opts.confirm ? html` hx-confirm="${opts.confirm}"` : ""}>${csrfField(csrfToken)}<button type="submit"${
    opts.cls ? html` class="${opts.cls}"` : ""
  }>${label}</button></form>`;

/** "Check now", or the note that one is on its way. `target` is what htmx swaps with the answer. */
export const appCheckNow = (id: string, csrfToken: string, checking: boolean, target: string) =>
  checking ? html`<span class="badge warn">check queued</span>` : postButton(`/app/competitors/${id}/check`, "Check now", csrfToken, { target });

function checkState(c: AppCompetitorView): Html {
  return html`<span class="muted">Last check</span> ${c.lastCheckedAt ? when(c.lastCheckedAt) : "not yet"} · <span class="muted">next</span> ${when(c.nextCheckAt)}${
    c.consecutiveFailures ? html`<div class="field-error">${num(c.consecutiveFailures)} failed in a row${c.lastError ? html`: ${c.lastError}` : ""}</div>` : ""
  }`;
}

/** One competitor in the list (`li#competitor-<id>`), swapped in place by "Check now". */
export function competitorItem(c: AppCompetitorView, csrfToken: string, canCheck: boolean): Html {
  return html`<li class="card competitor" id="competitor-${c.id}">
  <div class="title-row"><h3>${appLink(`/app/competitors/${c.id}`, c.name)}</h3>${statusBadge(c)}</div>
  <p class="muted url">${c.url}</p>
  <p>${checkState(c)}</p>
  <p class="actions">${appLink(`/app/competitors/${c.id}`, `${num(c.changes)} change${c.changes === 1 ? "" : "s"}`)}
    ${canCheck ? appCheckNow(c.id, csrfToken, c.checking, "closest li") : ""}
    ${postButton(`/app/competitors/${c.id}/delete`, "Delete", csrfToken, { cls: "danger", target: "#competitors", confirm: `Stop tracking ${c.name}? Its snapshots and changes are deleted too.` })}</p>
</li>`;
}

function createForm(v: CompetitorsView): Html {
  const val = v.values ?? { name: "", url: "" };
  const used = v.competitors.length;
  const full = used >= v.limit;
  return html`<section class="card" id="competitor-create" aria-labelledby="create-title">
<h2 id="create-title">Track a competitor</h2>
${v.error ? html`<div class="flash error" role="alert" id="create-error">${v.error}</div>` : ""}
<form method="post" action="/app/competitors" hx-post="/app/competitors" hx-target="#competitors" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <div class="row">
    <div><label for="competitor-name">Name</label><input id="competitor-name" name="name" required maxlength="200" value="${val.name}" placeholder="Formwise"${v.error ? html` aria-describedby="create-error"` : ""}></div>
    <div><label for="competitor-url">Website</label><input id="competitor-url" name="url" type="text" inputmode="url" required maxlength="2048" value="${val.url}" placeholder="https://competitor.com"${v.error ? html` aria-describedby="create-error"` : ""}></div>
  </div>
  <p><button type="submit"${full ? " disabled" : ""}>Track</button> <span class="muted">${num(used)} of ${num(v.limit)} tracked${full ? " — delete one to track another" : ""}. Checked ${v.interval ?? "daily"}; the first check is the baseline.</span></p>
</form>
</section>`;
}

/** The list and its form (`#competitors`): what adding and deleting swap. */
export function competitorsSection(v: CompetitorsView): Html {
  const canCheck = v.gate === null;
  return html`<div id="competitors">
${v.notice ? html`<div class="flash" role="status">${v.notice}</div>` : ""}
${v.gate ? planGate(v.gate) : createForm(v)}
${
  v.competitors.length
    ? html`<ul class="plain competitors">${v.competitors.map((c) => competitorItem(c, v.csrfToken, canCheck))}</ul>`
    : html`<p class="empty">${v.gate ? "No tracked competitors." : "No tracked competitors yet: add the first one above."}</p>`
}
</div>`;
}

export function competitorsPage(v: CompetitorsView): Html {
  return html`<h1>Competitors</h1>
<p class="muted">Rivalscope reads each site's home, pricing and feature pages on your plan's schedule and compares them by facts — prices, plans, free tier, features, headline, availability — never by raw HTML.</p>
${competitorsSection(v)}`;
}

// ── One competitor ──

export const SEVERITY_FILTERS = ["low", "medium", "high", "critical"] as const;

export interface CompetitorPageView {
  csrfToken: string;
  competitor: AppCompetitorView;
  /** The plan includes tracking (Check now is offered). */
  canCheck: boolean;
  changes: ChangeItemView[];
  total: number;
  filters: { severity: string; type: string; offset: number; pageSize: number };
  /** Change types the filter offers. */
  types: readonly string[];
  snapshots: number;
}

/** The competitor's card (`#competitor-card`), swapped by "Check now". */
export function appCompetitorCard(c: AppCompetitorView, csrfToken: string, canCheck: boolean): Html {
  return html`<section class="card" id="competitor-card">
  <p class="url"><a href="${c.url}" rel="noopener noreferrer nofollow">${c.url}</a> · ${statusBadge(c)}</p>
  <p>${checkState(c)}</p>
  ${canCheck ? html`<p>${appCheckNow(c.id, csrfToken, c.checking, "#competitor-card")}</p>` : ""}
</section>`;
}

const filterQuery = (f: CompetitorPageView["filters"], offset: number) =>
  [f.severity ? `severity=${encodeURIComponent(f.severity)}` : "", f.type ? `type=${encodeURIComponent(f.type)}` : "", offset ? `offset=${offset}` : ""].filter(Boolean).join("&");

/** The filtered timeline (`#change-timeline`), what the filter form swaps. */
export function appTimeline(v: CompetitorPageView): Html {
  const f = v.filters;
  const filtered = Boolean(f.severity || f.type);
  const next = f.offset + v.changes.length;
  const pager = html`${f.offset > 0 ? appLink(`/app/competitors/${v.competitor.id}?${filterQuery(f, Math.max(0, f.offset - f.pageSize))}`, "← Newer") : ""} Changes ${num(f.offset + 1)}–${num(next)} of ${num(v.total)}. ${
    next < v.total ? appLink(`/app/competitors/${v.competitor.id}?${filterQuery(f, next)}`, "Older →") : ""
  }`;
  return changeTimeline(v.changes, v.total, {
    empty: filtered ? "No change matches these filters." : "No changes yet: the first check is the baseline, and later checks list here what changed.",
    more: pager,
  });
}

export function competitorPage(v: CompetitorPageView): Html {
  const c = v.competitor;
  const f = v.filters;
  const option = (value: string, label: string, selected: string) => html`<option value="${value}"${value === selected ? " selected" : ""}>${label}</option>`;
  return html`<p class="muted">${appLink("/app/competitors", "← Competitors")}</p>
<h1>${c.name}</h1>
${appCompetitorCard(c, v.csrfToken, v.canCheck)}
<h2>Change timeline</h2>
<form class="filters row" method="get" action="/app/competitors/${c.id}" hx-get="/app/competitors/${c.id}" hx-target="#change-timeline" hx-swap="outerHTML" hx-push-url="true" hx-trigger="change, submit">
  <div><label for="severity">Severity</label><select id="severity" name="severity">${option("", "Any", f.severity)}${SEVERITY_FILTERS.map((s) => option(s, s === "critical" ? "critical" : `${s} and above`, f.severity))}</select></div>
  <div><label for="type">Type</label><select id="type" name="type">${option("", "Any", f.type)}${v.types.map((t) => option(t, t.replaceAll("_", " "), f.type))}</select></div>
  <div class="grow-0"><button type="submit" class="secondary">Filter</button></div>
</form>
${appTimeline(v)}
<h2>Snapshots</h2>
<p>${v.snapshots ? html`${num(v.snapshots)} snapshot${v.snapshots === 1 ? "" : "s"} of its pages are kept. ${appLink(`/app/competitors/${c.id}/snapshots`, "See what each page showed →")}` : html`<span class="muted">None yet: the first check takes them.</span>`}</p>`;
}

// ── Snapshots ──

export interface SnapshotView {
  id: string;
  url: string;
  takenAt: number;
  seenAt: number;
  title: string | null;
  headline: string | null;
  description: string | null;
  plans: { name: string; price_text: string }[];
  features: string[];
}

export function snapshotsPage(v: { competitor: Pick<AppCompetitorView, "id" | "name">; snapshots: SnapshotView[]; total: number; offset: number; pageSize: number }): Html {
  const c = v.competitor;
  const next = v.offset + v.snapshots.length;
  return html`<p class="muted">${appLink(`/app/competitors/${c.id}`, `← ${c.name}`)}</p>
<h1>Snapshots of ${c.name}</h1>
<p class="muted">Newest first: each is one version of a page, with the facts read from it. A version seen again unchanged is not stored twice.</p>
${
  v.snapshots.length
    ? html`<ol class="plain snapshots">${v.snapshots.map(
        (s) => html`<li class="card snapshot" id="snapshot-${s.id}">
  <h3 class="url">${s.url}</h3>
  <p class="muted">First seen ${when(s.takenAt)} · last seen ${when(s.seenAt)}</p>
  <dl class="facts">
    <dt>Title</dt><dd>${s.title ?? "—"}</dd>
    <dt>Headline</dt><dd>${s.headline ?? "—"}</dd>
    <dt>Description</dt><dd>${s.description ?? "—"}</dd>
    <dt>Plans</dt><dd>${s.plans.length ? html`<ul class="plain">${s.plans.map((p) => html`<li>${p.name}: ${p.price_text}</li>`)}</ul>` : "—"}</dd>
  </dl>
  ${s.features.length ? html`<details><summary>${num(s.features.length)} features</summary><ul>${s.features.map((x) => html`<li>${x}</li>`)}</ul></details>` : ""}
</li>`,
      )}</ol>
<p class="pager">${v.offset > 0 ? appLink(`/app/competitors/${c.id}/snapshots?offset=${Math.max(0, v.offset - v.pageSize)}`, "← Newer") : html`<span></span>`}${
        next < v.total ? appLink(`/app/competitors/${c.id}/snapshots?offset=${next}`, "Older →") : html`<span></span>`
      }</p>`
    : html`<p class="empty">No snapshots yet: the first check takes them.</p>`
}`;
}
