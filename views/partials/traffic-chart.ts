/**
 * The Overview's traffic chart: requests by tier per UTC hour over the last 24 hours, drawn on
 * the server as inline SVG (no chart library, nothing from a CDN, no script). Stacked bars, one
 * <rect> per hour and tier with traffic; each bar names its figures in a <title> (a tooltip and
 * what a screen reader reads), the chart has a <title>/<desc>, and the same numbers follow in a
 * table for anyone who cannot see the picture. Colours come from app.css classes (`tier-…`),
 * not inline styles, so the CSP needs no 'unsafe-inline'.
 */
import type { TrafficHour } from "../../src/admin/overview";
import { html, type Html } from "../../src/lib/html";
import { num } from "../format";

const W = 720;
const H = 220;
const PAD = { left: 48, right: 8, top: 12, bottom: 28 };

const hourLabel = (start: number) => `${new Date(start).toISOString().slice(11, 13)}:00`;

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
function niceMax(n: number): number {
  if (n <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

export function trafficChart(hours: TrafficHour[], tiers: readonly string[]): Html {
  const total = hours.reduce((a, h) => a + h.total, 0);
  const max = niceMax(Math.max(...hours.map((h) => h.total), 0));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / hours.length;
  const barW = Math.max(2, slot - 4);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const from = hours[0] ? `${new Date(hours[0].start).toISOString().slice(0, 13).replace("T", " ")}:00 UTC` : "";
  const bars = hours.map((h, i) => {
    let base = 0;
    const x = (PAD.left + i * slot + (slot - barW) / 2).toFixed(1);
    return tiers
      .filter((t) => (h.byTier[t] ?? 0) > 0)
      .map((t) => {
        const n = h.byTier[t];
        const top = y(base + n);
        const height = y(base) - top;
        base += n;
        return html`<rect class="tier-${t}" x="${x}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${Math.max(0.5, height).toFixed(1)}" data-hour="${h.window}" data-tier="${t}" data-count="${n}"><title>${hourLabel(h.start)} UTC, ${t}: ${num(n)} requests</title></rect>`;
      });
  });
  const ticks = [0, max / 2, max].map((v) => html`<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}"></line><text class="axis" x="${PAD.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${num(v)}</text>`);
  const labels = hours.map((h, i) => (i % 3 === 0 ? html`<text class="axis" x="${(PAD.left + i * slot + slot / 2).toFixed(1)}" y="${H - 8}" text-anchor="middle">${hourLabel(h.start)}</text>` : ""));
  return html`<figure class="chart">
<svg viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="traffic-title traffic-desc" xmlns="http://www.w3.org/2000/svg">
<title id="traffic-title">Interface A requests by tier, last 24 hours</title>
<desc id="traffic-desc">${num(total)} requests in the 24 hours from ${from}, one stacked bar per UTC hour, one colour per tier (${tiers.join(", ")}). The same figures are in the table below.</desc>
${ticks}${bars}${labels}
</svg>
<figcaption class="legend">${tiers.map((t) => html`<span class="swatch tier-${t}"></span> ${t} `)}</figcaption>
</figure>
<details><summary>The same figures as a table</summary>
<table class="compact traffic-table"><thead><tr><th scope="col">Hour (UTC)</th>${tiers.map((t) => html`<th scope="col" class="num">${t}</th>`)}<th scope="col" class="num">total</th></tr></thead>
<tbody>${hours.map((h) => html`<tr><th scope="row">${h.window.replace("T", " ")}:00</th>${tiers.map((t) => html`<td class="num">${num(h.byTier[t] ?? 0)}</td>`)}<td class="num">${num(h.total)}</td></tr>`)}</tbody></table>
</details>`;
}
