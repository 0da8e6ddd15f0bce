import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/admin";

export interface LoginView {
  formToken: string;
  next: string;
  email?: string;
  error?: string;
  notice?: string;
  /** No admin exists yet: point to the setup link and the CLI. */
  needsSetup?: boolean;
}

export function loginPage(v: LoginView): Html {
  return html`<h1>Sign in to Rivalscope</h1>
${v.notice ? html`<div class="flash" role="status">${v.notice}</div>` : ""}
${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
${
  v.needsSetup
    ? html`<div class="flash"><strong>No admin exists yet.</strong> Open the one-time setup link the server printed when it started
(<code>/admin/setup?token=…</code>), or run <code>rivalscope admin create --email E --password P</code>.</div>`
    : ""
}
<form method="post" action="/admin/login" class="card">
  ${csrfField(v.formToken)}<input type="hidden" name="next" value="${v.next}">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${v.email ?? ""}" autofocus>
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <p><button type="submit">Sign in</button></p>
</form>`;
}
