/**
 * The customer's settings:
 *
 * GET  /app/settings                 threshold, password, API keys bought with this email, sign out everywhere
 * POST /app/settings/threshold       {change_threshold} — the same verb as PATCH /api/me (htmx: the card)
 * POST /app/settings/password        {current, password, confirm} — signs out every other sign-in; this browser gets a new session
 * POST /app/settings/password-link   an account without a password: mails it a set-password link
 *
 * ("Sign out everywhere" posts to /app/signout-everywhere, src/http/app/auth.ts.)
 */
import { Elysia } from "elysia";
import { updateAccountSettings, type AccountRecord } from "../../accounts/accounts";
import { CHANGE_THRESHOLDS, type ChangeThreshold } from "../../accounts/tables";
import { listApiKeys } from "../../access/keys";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../lib/password";
import { passwordCard, settingsPage, thresholdCard, type SettingsView } from "../../../views/pages/app/settings";
import { statusOf } from "../errors";
import { field, htmlResponse, isHtmx, param, seeOther } from "../html/respond";
import { requestMeta } from "../plugins/core";
import { appPage, appRefuse } from "./respond";
import { appCookie, appSession, type AppDeps } from "./session";

export const appSettingsRoutes = (deps: AppDeps) => {
  async function view(ctx: Ctx, account: AccountRecord, csrfToken: string, notice?: SettingsView["notice"]): Promise<SettingsView> {
    const now = ctx.clock.now();
    const keys = await listApiKeys(ctx, { owner: { accountId: account.id, email: account.email }, limit: 100 });
    return {
      csrfToken,
      email: account.email,
      threshold: account.changeThreshold,
      thresholds: CHANGE_THRESHOLDS,
      hasPassword: account.passwordHash !== null,
      minPassword: PASSWORD_MIN,
      notice,
      keys: await Promise.all(
        keys.map(async (k) => {
        const limits = deps.access.limitsFor(k);
        return {
          prefix: k.prefix,
          name: k.name,
          tier: k.tier,
          status: k.status === "revoked" ? "revoked" : k.expiresAt !== null && k.expiresAt <= now ? "expired" : "active",
          expiresAt: k.expiresAt,
          createdAt: k.createdAt,
          lastUsedAt: k.lastUsedAt,
          usedThisMonth: await deps.access.usageThisMonth(k.id),
          quota: limits.quota,
          quotaWindow: limits.quotaWindow,
        };
        }),
      ),
    };
  }

  /** One card after its form: htmx swaps the card, a plain form gets the page. */
  const answer = (request: Request, session: { email: string; csrfToken: string }, v: SettingsView, card: (v: SettingsView) => ReturnType<typeof thresholdCard>, status = 200, headers: Record<string, string> = {}) =>
    isHtmx(request) ? htmlResponse(card(v), status, headers) : appPage(request, { title: "Settings", active: "settings", session, status, headers, content: settingsPage(v) });

  return new Elysia({ name: "app-settings" })
    .use(appSession(deps))
    .get(
      "/app/settings",
      async ({ request, query, account, session, ctx }) => {
        const changed = param(query, "password") === "changed";
        const v = await view(ctx, account, session.csrfToken, changed ? { form: "password", message: "Your password is changed; every other sign-in of this account has ended." } : undefined);
        return appPage(request, { title: "Settings", active: "settings", session, content: settingsPage(v), fragments: { threshold: () => thresholdCard(v), password: () => passwordCard(v) } });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/settings/threshold",
      async ({ request, body, account, session, ctx }) => {
        const wanted = field(body, "change_threshold");
        if (!(CHANGE_THRESHOLDS as readonly string[]).includes(wanted)) {
          return answer(request, session, await view(ctx, account, session.csrfToken, { form: "threshold", error: true, message: `Severity: choose one of ${CHANGE_THRESHOLDS.join(", ")}.` }), thresholdCard, 400);
        }
        // The same verb as PATCH /api/me.
        const updated = (await updateAccountSettings(ctx, { accountId: account.id, changeThreshold: wanted as ChangeThreshold })) ?? account;
        return answer(request, session, await view(ctx, updated, session.csrfToken, { form: "threshold", message: `Saved: you are told of ${wanted} changes and above.` }), thresholdCard);
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/settings/password",
      async ({ request, body, account, session, ctx }) => {
        const refused = async (status: number, message: string, headers: Record<string, string> = {}) =>
          answer(request, session, await view(ctx, account, session.csrfToken, { form: "password", error: true, message }), passwordCard, status, headers);
        const password = field(body, "password");
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return refused(400, `New password: it must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
        if (password !== field(body, "confirm")) return refused(400, "The two new passwords differ; type the same password twice.");
        let refreshToken: string;
        try {
          ({ refreshToken } = await deps.accounts.changePassword(ctx, { accountId: account.id, current: field(body, "current"), password, ipBucket: requestMeta(request).ipBucket }));
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          if (e.code === "rate_limited") return appRefuse(request, 429, "Too many attempts", e.message, e.headers);
          return refused(statusOf[e.code], e.message, e.headers);
        }
        // A new sign-in has a new CSRF token: the page is loaded again (htmx: a full navigation).
        return seeOther(request, "/app/settings?password=changed", { "set-cookie": appCookie(deps.config, refreshToken) });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/settings/password-link",
      async ({ request, account, session, ctx }) => {
        if (account.passwordHash) return appRefuse(request, 400, "Password already set", "This account has a password: change it with the form, or sign out and use “Forgot your password?”.");
        // The reset verb: at most a few mails an hour per address, the link valid for an hour.
        await deps.accounts.requestPasswordReset(ctx, { email: account.email });
        return answer(request, session, await view(ctx, account, session.csrfToken, { form: "password", message: `A link to choose a password is on its way to ${account.email} (valid for an hour).` }), passwordCard);
      },
      { detail: { hide: true } },
    );
};
