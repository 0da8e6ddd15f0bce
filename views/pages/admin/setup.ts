import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/admin";

export interface SetupView {
  formToken: string;
  setupToken: string;
  email?: string;
  error?: string;
  minPassword: number;
}

/** The first-run form: the one-time token travels in a hidden field, never in a later URL. */
export function setupPage(v: SetupView): Html {
  return html`<h1>Create the first admin</h1>
<p class="muted">This link works once and for 30 minutes after the server started. The admin you create here signs in to the dashboard; add more later with <code>rivalscope admin create</code>.</p>
${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
<form method="post" action="/admin/setup" class="card">
  ${csrfField(v.formToken)}<input type="hidden" name="token" value="${v.setupToken}">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${v.email ?? ""}" autofocus>
  <label for="password">Password <span class="muted">(at least ${v.minPassword} characters)</span></label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${v.minPassword}" required>
  <label for="confirm">Repeat the password</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${v.minPassword}" required>
  <p><button type="submit">Create admin</button></p>
</form>`;
}

/** Why a setup link does not work, and what to do instead. */
export function setupUnavailablePage(reason: "done" | "expired" | "invalid"): Html {
  const text = {
    done: html`An admin exists already, so the setup link is no longer needed. <a href="/admin/login">Sign in</a>.`,
    expired: html`This setup link has expired (links last 30 minutes). Restart the server to print a new one, or run <code>rivalscope admin create --email E --password P</code>.`,
    invalid: html`This setup link is not valid. Use the exact link the server printed at start, restart the server for a new one, or run <code>rivalscope admin create --email E --password P</code>.`,
  }[reason];
  return html`<h1>Setup link</h1><p>${text}</p>`;
}
