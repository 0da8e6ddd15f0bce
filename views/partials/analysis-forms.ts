/**
 * The scan and roast forms (`.forms`: two cards side by side, one column on a phone) — plain
 * forms that work without JavaScript — for the public home page and the customer app, which post
 * them to their own addresses (the app's carry its CSRF token).
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField } from "./links";

export type AnalysisForm = "scan" | "roast";

export interface AnalysisFormsView {
  action: Record<AnalysisForm, string>;
  /** The signed-in app's token; none on the public page. */
  csrfToken?: string;
  values: { your_url: string; competitor_url: string; url: string };
  error?: { form: AnalysisForm; message: string };
}

export function analysisForms(v: AnalysisFormsView): Html {
  const csrf = v.csrfToken ? csrfField(v.csrfToken) : "";
  const errorFor = (form: AnalysisForm) => (v.error?.form === form ? html`<div class="flash error" role="alert" id="${form}-error">${v.error.message}</div>` : "");
  return html`<div class="forms">
<form class="card" method="post" action="${v.action.scan}" id="scan">${csrf}
<h2>Quick scan</h2>
<p class="muted">Pricing, features and positioning side by side.</p>
${errorFor("scan")}
<label for="your_url">Your website</label>
<input id="your_url" name="your_url" type="text" inputmode="url" autocomplete="url" required maxlength="2048" placeholder="https://your-product.com" value="${v.values.your_url}">
<label for="competitor_url">Competitor's website</label>
<input id="competitor_url" name="competitor_url" type="text" inputmode="url" required maxlength="2048" placeholder="https://competitor.com" value="${v.values.competitor_url}">
<button type="submit">Compare</button>
</form>
<form class="card" method="post" action="${v.action.roast}" id="roast">${csrf}
<h2>Roast</h2>
<p class="muted">What undermines a site's pitch, with the evidence.</p>
${errorFor("roast")}
<label for="url">Website</label>
<input id="url" name="url" type="text" inputmode="url" required maxlength="2048" placeholder="https://example.com" value="${v.values.url}">
<button type="submit">Roast it</button>
</form>
</div>`;
}
