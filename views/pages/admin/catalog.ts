/**
 * The tool catalog: search and browse, one tool's facts, and the edit and add forms.
 */
import type { RankedTool } from "../../../src/catalog/catalog-index";
import { html, type Html } from "../../../src/lib/html";
import { num } from "../../format";
import { csrfField, navLink } from "../../layouts/admin";
import { copyButton } from "../../partials/copy-button";
import { toolForm, type ToolFormView } from "../../partials/tool-form";

export interface CatalogListView {
  q: string;
  category: string;
  categories: string[];
  total: number;
  tools: RankedTool[];
  offset: number;
  limit: number;
}

const pageHref = (v: CatalogListView, offset: number) => {
  const p = new URLSearchParams();
  if (v.q) p.set("q", v.q);
  if (v.category) p.set("category", v.category);
  if (offset) p.set("offset", String(offset));
  const s = p.toString();
  return `/admin/catalog${s ? `?${s}` : ""}`;
};

/** The results (`#tool-results`): the table and the pager, what search and filters swap. */
export function toolResults(v: CatalogListView): Html {
  const from = v.total ? v.offset + 1 : 0;
  const to = Math.min(v.offset + v.tools.length, v.total);
  const pager = (offset: number, label: string) =>
    html`<a href="${pageHref(v, offset)}" hx-get="${pageHref(v, offset)}" hx-target="#tool-results" hx-push-url="true">${label}</a>`;
  return html`<div id="tool-results"><p class="muted">${v.total ? html`Tools ${num(from)}–${num(to)} of ${num(v.total)}` : ""}</p>
<div class="table-wrap"><table><thead><tr><th>Tool</th><th>Category</th><th>Pricing</th><th>Starting price</th><th>Free tier</th><th class="num">Rank</th></tr></thead><tbody>
${
  v.tools.length
    ? v.tools.map(
        (t) => html`<tr><td>${navLink(`/admin/catalog/${t.slug}`, t.name)}<div class="muted">${t.slug}</div></td><td>${t.category}</td><td>${t.pricing_model}</td>
<td>${t.starting_price}</td><td>${t.free_tier ? "yes" : "no"}</td><td class="num">${t.rank}</td></tr>`,
      )
    : html`<tr><td colspan="6" class="empty">${v.q || v.category ? "No tool matches this search." : "The catalog is empty."}</td></tr>`
}
</tbody></table></div>
<p class="pager">${v.offset > 0 ? pager(Math.max(0, v.offset - v.limit), "← Previous") : ""} ${v.offset + v.limit < v.total ? pager(v.offset + v.limit, "Next →") : ""}</p></div>`;
}

export function catalogPage(v: CatalogListView): Html {
  return html`<div class="title-row"><h1>Catalog</h1>${navLink("/admin/catalog/new", "Add a tool", "button")}</div>
<form class="filters row" method="get" action="/admin/catalog" role="search" hx-get="/admin/catalog" hx-target="#tool-results" hx-push-url="true" hx-trigger="submit, input changed delay:300ms, change changed">
  <div><label for="q">Search</label><input id="q" name="q" type="search" value="${v.q}" placeholder="name, description, feature…"></div>
  <div class="grow-0"><label for="category">Category</label><select id="category" name="category"><option value="">any</option>${v.categories.map(
    (c) => html`<option${c === v.category ? html` selected` : ""}>${c}</option>`,
  )}</select></div>
  <noscript><div class="grow-0"><button type="submit">Search</button></div></noscript>
</form>
${toolResults(v)}`;
}

export interface ToolPageView {
  tool: RankedTool;
  /** Whether the dataset has the tool and an admin changed it: the revert button needs both. */
  provenance: { inDataset: boolean; edited: boolean } | null;
  csrfToken: string;
  /** The tool's address in the API, in full (to copy). */
  apiUrl: string;
}

export function toolPage(v: ToolPageView): Html {
  const t = v.tool;
  const origin = !v.provenance?.inDataset
    ? "Added in the dashboard (not in the dataset)."
    : v.provenance.edited
      ? "Edited in the dashboard: dataset upgrades leave it as it is."
      : "As in the dataset shipped with this version.";
  return html`<p class="muted">${navLink("/admin/catalog", "← Catalog")}</p>
<div class="title-row"><h1>${t.name}</h1>${navLink(`/admin/catalog/${t.slug}/edit`, "Edit", "button")}</div>
<div class="card"><dl class="facts">
  <dt>Slug</dt><dd><code>${t.slug}</code></dd>
  <dt>In the API</dt><dd class="copy-row"><a href="/api/v1/tools/${t.slug}" id="tool-api-url">${v.apiUrl}</a> ${copyButton("tool-api-url", "Copy link")}</dd>
  <dt>Website</dt><dd>${/^https?:\/\//i.test(t.url) ? html`<a href="${t.url}" rel="noopener noreferrer">${t.url}</a>` : t.url}</dd>
  <dt>Category</dt><dd>${t.category} <span class="muted">(rank ${t.rank})</span></dd>
  <dt>Pricing</dt><dd>${t.pricing_model}, from ${t.starting_price}${t.free_tier ? " · free tier" : ""}</dd>
  <dt>Description</dt><dd>${t.description}</dd>
  <dt>Differentiator</dt><dd>${t.differentiator}</dd>
  <dt>Features</dt><dd><ul>${t.features.map((f) => html`<li>${f}</li>`)}</ul></dd>
  <dt>Target audience</dt><dd>${t.target_audience}</dd>
  <dt>Origin</dt><dd>${origin}</dd>
</dl></div>
${
  v.provenance?.inDataset && v.provenance.edited
    ? html`<form method="post" action="/admin/catalog/${t.slug}/revert" hx-post="/admin/catalog/${t.slug}/revert" hx-target="#app"
  hx-confirm="Put the dataset's version of ${t.name} back? Your edits to it are lost.">${csrfField(v.csrfToken)}<button type="submit" class="secondary">Revert to the dataset's version</button></form>`
    : ""
}`;
}

export function toolEditPage(v: ToolFormView & { name: string }): Html {
  return html`<p class="muted">${navLink(`/admin/catalog/${v.slug}`, html`← ${v.name}`)}</p>
<h1>Edit ${v.name}</h1>
<p class="muted">Saved changes are served by the API at once and survive restarts and dataset upgrades: once edited, a tool is yours.</p>
${toolForm(v)}`;
}

export function toolAddPage(v: ToolFormView): Html {
  return html`<p class="muted">${navLink("/admin/catalog", "← Catalog")}</p>
<h1>Add a tool</h1>
<p class="muted">The tool joins its category at the end of the ranking and is served by the API at once.</p>
${toolForm(v)}`;
}
