/**
 * The tool form, for editing a tool and for adding one. Errors are shown beside the field they
 * name; every value the admin typed comes back escaped.
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField } from "../layouts/admin";

export interface ToolFormValues {
  slug: string;
  name: string;
  url: string;
  category: string;
  pricing_model: string;
  starting_price: string;
  free_tier: boolean;
  description: string;
  differentiator: string;
  /** One feature per line. */
  features: string;
  target_audience: string;
  /** One alias per line: other names the API finds the tool by. */
  aliases: string;
}

export interface ToolFormView {
  mode: "edit" | "add";
  /** The slug being edited (edit mode). */
  slug?: string;
  values: ToolFormValues;
  /** Messages by field name; "_" for errors that belong to no single field. */
  errors: Record<string, string>;
  categories: string[];
  /** The pricing models to offer (the catalog schema's list, passed in by the handler). */
  pricingModels: readonly string[];
  csrfToken: string;
}

export function toolForm(v: ToolFormView): Html {
  const action = v.mode === "edit" ? `/admin/catalog/${v.slug}` : "/admin/catalog";
  const err = (name: string) => (v.errors[name] ? html`<div class="field-error" id="${name}-error">${v.errors[name]}</div>` : "");
  const invalid = (name: string) => (v.errors[name] ? html` aria-invalid="true" aria-describedby="${name}-error"` : "");
  const input = (name: keyof ToolFormValues, label: string, attrs: Html = html``) =>
    html`<div><label for="f-${name}">${label}</label><input id="f-${name}" name="${name}" value="${String(v.values[name])}"${attrs}${invalid(name)}>${err(name)}</div>`;
  const area = (name: keyof ToolFormValues, label: string, rows: number, hint = "") =>
    html`<div><label for="f-${name}">${label}${hint ? html` <span class="muted">${hint}</span>` : ""}</label><textarea id="f-${name}" name="${name}" rows="${rows}"${invalid(name)}>${String(v.values[name])}</textarea>${err(name)}</div>`;
  return html`<form class="card tool-form" method="post" action="${action}" hx-post="${action}" hx-target="#app">
  ${csrfField(v.csrfToken)}
  ${v.errors._ ? html`<div class="flash error" role="alert">${v.errors._}</div>` : ""}
  ${Object.keys(v.errors).length && !v.errors._ ? html`<div class="flash error" role="alert">Some fields need attention; see the messages below them.</div>` : ""}
  <div class="row">
    ${input("name", "Name", html` required maxlength="80"`)}
    ${v.mode === "add" ? input("slug", "Slug (optional: derived from the name)", html` pattern="[a-z0-9]+(-[a-z0-9]+)*" maxlength="80"`) : ""}
    ${input("url", "Website (https)", html` type="url" required`)}
  </div>
  <div class="row">
    ${input("category", "Category", html` list="categories" required`)}
    <div><label for="f-pricing_model">Pricing model</label><select id="f-pricing_model" name="pricing_model"${invalid("pricing_model")}>${v.pricingModels.map(
      (m) => html`<option${m === v.values.pricing_model ? html` selected` : ""}>${m}</option>`,
    )}</select>${err("pricing_model")}</div>
    ${input("starting_price", "Starting price", html` required placeholder="$12/month, $8.75/user/month, $0 or Custom"`)}
    <div class="grow-0 check"><label><input type="checkbox" name="free_tier" value="true"${v.values.free_tier ? html` checked` : ""}> Free tier</label>${err("free_tier")}</div>
  </div>
  <datalist id="categories">${v.categories.map((c) => html`<option value="${c}"></option>`)}</datalist>
  ${area("description", "Description", 3, "(40–400 characters)")}
  ${area("differentiator", "Differentiator", 2, "(10–300 characters)")}
  ${area("features", "Features", 6, "(one per line, 3–20)")}
  ${input("target_audience", "Target audience", html` required maxlength="200"`)}
  ${area("aliases", "Aliases", 2, "(optional, one per line: short or former names the API also finds the tool by, e.g. MS Teams)")}
  <p><button type="submit">${v.mode === "edit" ? "Save changes" : "Add tool"}</button></p>
</form>`;
}
