/**
 * The customer app's pages before sign-in: sign up, sign in, ask for a set-password link, set a
 * password from a link, confirm a sign-up. Plain forms (no script needed); every field labelled;
 * messages announced (role=alert / status). Values are escaped by html``.
 */
import { html, type Html } from "../../../src/lib/html";
import { csrfField } from "../../layouts/app";

export interface FormMessages {
  error?: string;
  notice?: string;
}

const messages = (v: FormMessages) =>
  html`${v.notice ? html`<div class="flash" role="status">${v.notice}</div>` : ""}${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}`;

const nextField = (next: string) => (next && next !== "/app" ? html`<input type="hidden" name="next" value="${next}">` : "");
const withNext = (path: string, next: string) => (next && next !== "/app" ? `${path}?next=${encodeURIComponent(next)}` : path);

export interface SignUpView extends FormMessages {
  formToken: string;
  next: string;
  email?: string;
  minPassword: number;
  /** RIVALSCOPE_SIGNUP=off: the page says so instead of showing the form. */
  closed: boolean;
  /** "Sign in with …" when an identity provider is configured. */
  oidc: OidcButton | null;
}

export interface OidcButton {
  label: string;
  formToken: string;
  next: string;
}

/** "Sign in with …": a POST (it sets a cookie and starts a flow), so it carries the form token. */
export const oidcButton = (o: OidcButton | null) =>
  o
    ? html`<form method="post" action="/app/oidc/start" class="oidc">${csrfField(o.formToken)}${nextField(o.next)}<button type="submit" class="secondary wide">Sign in with ${o.label}</button></form>
<p class="or muted">or with your email</p>`
    : "";

export function signUpPage(v: SignUpView): Html {
  if (v.closed) {
    return html`<h1>Sign-up is closed</h1>
<p>This server does not open accounts by itself: ask its operator for one. Already have an account? <a href="${withNext("/app/login", v.next)}">Sign in</a>.</p>`;
  }
  return html`<h1>Create your account</h1>
<p class="muted">Track competitors, order reports and get webhooks. We mail you a link to confirm the address.</p>
${messages(v)}
${oidcButton(v.oidc)}
<form method="post" action="/app/signup" class="card">
  ${csrfField(v.formToken)}${nextField(v.next)}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${v.email ?? ""}" autofocus>
  <label for="password">Password <span class="muted">(at least ${v.minPassword} characters)</span></label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${v.minPassword}" required>
  <label for="confirm">Repeat the password</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${v.minPassword}" required>
  <p><button type="submit">Sign up</button></p>
</form>
<p>Already have an account? <a href="${withNext("/app/login", v.next)}">Sign in</a>.</p>`;
}

/** After a sign-up: the same words whether or not the address had an account. */
export function checkInboxPage(v: { email: string; what: "confirm" | "reset"; mailMode: "smtp" | "outbox" }): Html {
  const sent =
    v.what === "confirm"
      ? html`If <strong>${v.email}</strong> can be signed up, a link to confirm it is on its way. Open it within 24 hours and type the password you chose.`
      : html`If <strong>${v.email}</strong> has an account, a link to set a new password is on its way. It works once, within an hour.`;
  return html`<h1>Check your inbox</h1>
<div class="flash" role="status">${sent}</div>
<p class="muted">${
    v.mailMode === "outbox"
      ? "This server sends no mail itself: its operator finds the message in the dashboard's outbox and passes it on."
      : "Nothing after a few minutes? Look in the spam folder, or try again."
  }</p>
<p><a href="/app/login">Back to sign in</a></p>`;
}

export interface LoginView extends FormMessages {
  formToken: string;
  next: string;
  email?: string;
  oidc: OidcButton | null;
  signUpOpen: boolean;
}

export function loginPage(v: LoginView): Html {
  return html`<h1>Sign in</h1>
${messages(v)}
${oidcButton(v.oidc)}
<form method="post" action="/app/login" class="card">
  ${csrfField(v.formToken)}${nextField(v.next)}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${v.email ?? ""}" autofocus>
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <p><button type="submit">Sign in</button></p>
</form>
<p><a href="/app/reset">Forgot the password?</a>${v.signUpOpen ? html` · New here? <a href="${withNext("/app/signup", v.next)}">Create an account</a>` : ""}</p>
<p class="muted">Signed up but not confirmed yet? Open the link in the confirmation mail first.</p>`;
}

export function resetRequestPage(v: FormMessages & { formToken: string; email?: string }): Html {
  return html`<h1>Set a new password</h1>
<p class="muted">Type the address of your account: we mail it a link to choose a new password.</p>
${messages(v)}
<form method="post" action="/app/reset" class="card">
  ${csrfField(v.formToken)}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${v.email ?? ""}" autofocus>
  <p><button type="submit">Mail me a link</button></p>
</form>
<p><a href="/app/login">Back to sign in</a></p>`;
}

export function setPasswordPage(v: FormMessages & { formToken: string; token: string; minPassword: number }): Html {
  return html`<h1>Choose your password</h1>
<p class="muted">This link works once. Setting a password ends every earlier sign-in of the account and signs you in here.</p>
${messages(v)}
<form method="post" action="/app/set-password" class="card">
  ${csrfField(v.formToken)}<input type="hidden" name="token" value="${v.token}">
  <label for="password">New password <span class="muted">(at least ${v.minPassword} characters)</span></label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${v.minPassword}" required autofocus>
  <label for="confirm">Repeat the password</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${v.minPassword}" required>
  <p><button type="submit">Set password</button></p>
</form>`;
}

export function confirmPage(v: FormMessages & { formToken: string; token: string; email: string; next: string }): Html {
  return html`<h1>Confirm your account</h1>
<p>One step left for <strong>${v.email}</strong>: type the password you chose when you signed up.</p>
${messages(v)}
<form method="post" action="/app/confirm" class="card">
  ${csrfField(v.formToken)}<input type="hidden" name="token" value="${v.token}">${nextField(v.next)}
  <input type="hidden" name="email" value="${v.email}" autocomplete="username">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
  <p><button type="submit">Confirm and sign in</button></p>
</form>`;
}

/** A link that no longer works (used, expired, never issued). */
export function deadLinkPage(what: "confirm" | "set-password"): Html {
  return what === "confirm"
    ? html`<h1>Link expired</h1><p>This confirmation link has expired or was used already. <a href="/app/signup">Sign up again</a> for a new one, or <a href="/app/login">sign in</a> if you confirmed already.</p>`
    : html`<h1>Link expired</h1><p>This set-password link has expired or was used already. <a href="/app/reset">Ask for a new one</a>.</p>`;
}
