/**
 * The "new key" section (`#key-create`): the form, and after a successful create the key itself —
 * shown in full this once, never again — plus the new row, prepended to `#key-rows`.
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField } from "../layouts/admin";
import { copyButton } from "./copy-button";

export interface KeyCreateView {
  csrfToken: string;
  tiers: readonly string[];
  values?: { email: string; name: string; tier: string };
  error?: string;
  created?: { key: string; email: string; tier: string; row: Html };
}

export function keyCreate(v: KeyCreateView): Html {
  const val = v.values ?? { email: "", name: "", tier: "starter" };
  return html`<section id="key-create" class="card">
<h2>New key</h2>
${
  v.created
    ? html`<div class="flash created" role="status"><p><strong>Key created for ${v.created.email} (${v.created.tier}).</strong> Copy it now: it is shown only this once and cannot be recovered.</p>
<div class="secret-row"><code class="secret" id="new-key">${v.created.key}</code>${copyButton("new-key", "Copy key")}</div></div>
<hx-partial hx-target="#key-rows" hx-swap="afterbegin">${v.created.row}</hx-partial>`
    : ""
}
${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
<form method="post" action="/admin/keys" hx-post="/admin/keys" hx-target="#key-create" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <div class="row">
    <div><label for="new-email">Email of the holder</label><input id="new-email" name="email" type="email" required maxlength="254" value="${val.email}"></div>
    <div><label for="new-name">Name <span class="muted">(optional)</span></label><input id="new-name" name="name" maxlength="100" value="${val.name}" placeholder="e.g. reporting job"></div>
    <div><label for="new-tier">Tier</label><select id="new-tier" name="tier">${v.tiers.map((t) => html`<option${t === val.tier ? html` selected` : ""}>${t}</option>`)}</select></div>
    <div class="grow-0"><button type="submit">Create key</button></div>
  </div>
</form>
</section>`;
}
