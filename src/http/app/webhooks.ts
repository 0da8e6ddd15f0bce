/**
 * The customer's webhook endpoints — the same verbs as /api/webhooks, acting as the account:
 *
 * GET  /app/webhooks                                 the endpoints and the form (Command), or what Command gives
 * POST /app/webhooks                                 {url, description?, events?} add one — its secret in this answer only
 * GET  /app/webhooks/:id                             its card and delivery log (?before=<delivery id> for older ones)
 * POST /app/webhooks/:id/enable | disable | rotate   htmx: the card (with the new secret after rotate); otherwise its page
 * POST /app/webhooks/:id/test                        a webhook.test delivery (htmx: its row, added to the log)
 * POST /app/webhooks/:id/delete                      delete it with its log; back to the list
 * GET  /app/webhooks/:id/deliveries/:did             one delivery's row (htmx polls pending ones)
 * POST /app/webhooks/:id/deliveries/:did/redeliver   send a finished delivery again (htmx: the row)
 *
 * Another account's ids are not found (the verbs read the account from the actor): 404. Test
 * events and redeliveries share the API's 10 a minute per account. Without the Command plan
 * everything but deleting and disabling (the customer's own data, and turning deliveries off)
 * answers 403 as the API does.
 */
import { Elysia } from "elysia";
import type { PlanState } from "../../billing/account-plan";
import { planIncludes } from "../../billing/plans";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import { assertRedeliverable, getDelivery, listDeliveries, redeliver, sendTest } from "../../webhooks/deliveries";
import { deleteEndpoint, getEndpoint, listEndpoints, rotateSecret, setEndpointEnabled, type Endpoint } from "../../webhooks/endpoints";
import { newEndpointSchema, SUBSCRIBABLE } from "../../webhooks/schemas";
import { deliveryRow } from "../../../views/partials/delivery-row";
import { endpointCard, type EndpointView } from "../../../views/partials/webhook-endpoint";
import { webhookCreate, type WebhookCreateView } from "../../../views/partials/webhook-create";
import { endpointPage } from "../../../views/pages/webhook-endpoint";
import { appWebhooksPage, endpointItem } from "../../../views/pages/app/webhooks";
import { statusOf } from "../errors";
import { field, fieldValues, htmlResponse, isHtmx, param, seeOther, wantsPartial } from "../html/respond";
import { planGateFor, refusePlan } from "./plan-gate";
import { appNotFound, appPage, appRefuse } from "./respond";
import { appSession, type AppDeps } from "./session";

const BASE = "/app/webhooks" as const;
const LOG_PAGE = 50;

/** The customer's own endpoint: no owner fields (the dashboard shows those). */
const endpointView = (e: Endpoint): EndpointView => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  disabledReason: e.disabledReason,
  disabledAt: e.disabledAt,
  failureStreak: e.failureStreak,
  previousSecretUntil: e.previousSecretUntil,
  createdAt: e.createdAt,
});

export const appWebhookRoutes = (deps: AppDeps) => {
  const { webhooks } = deps;
  type Session = { email: string; csrfToken: string };
  const missing = (request: Request, session: Session, id: string) => appNotFound(request, session, "Endpoint not found", `You have no webhook endpoint with id ${id}.`);
  const noDelivery = (request: Request, session: Session, id: string, deliveryId: string) => appNotFound(request, session, "Delivery not found", `Endpoint ${id} has no delivery ${deliveryId}.`);

  const createView = async (ctx: Ctx, accountId: string, csrfToken: string, more: Partial<WebhookCreateView> = {}): Promise<WebhookCreateView> => ({
    csrfToken,
    base: BASE,
    askEmail: false,
    list: "#endpoint-list",
    eventTypes: SUBSCRIBABLE,
    limit: await webhooks.limitOf(ctx, accountId),
    privateNetworks: deps.config.allowPrivateNetworks,
    ...more,
  });

  async function listPage(request: Request, w: { ctx: Ctx; account: { id: string }; plan: PlanState; session: Session }, create?: Partial<WebhookCreateView>, status?: number) {
    const gate = await planGateFor(deps, w.ctx, { account: w.account, plan: w.plan, feature: "webhooks", csrfToken: w.session.csrfToken });
    const form = gate ? null : await createView(w.ctx, w.account.id, w.session.csrfToken, create);
    const endpoints = (await listEndpoints(w.ctx)).map(endpointView);
    return appPage(request, {
      title: "Webhooks",
      active: "webhooks",
      session: w.session,
      status,
      content: appWebhooksPage({ endpoints, create: form, gate, eventTypes: SUBSCRIBABLE }),
      fragments: form ? { "webhook-create": () => webhookCreate(form) } : {},
    });
  }

  async function detailPage(request: Request, ctx: Ctx, session: Session, endpoint: Endpoint, opts: { before?: string; secret?: string } = {}) {
    const log = (await listDeliveries(ctx, { endpointId: endpoint.id, limit: LOG_PAGE, before: opts.before }))!;
    const view = { endpoint: endpointView(endpoint), base: BASE, csrfToken: session.csrfToken, now: ctx.clock.now(), secret: opts.secret, deliveries: log.deliveries, next: log.next };
    return appPage(request, { title: `Webhook ${endpoint.id}`, active: "webhooks", session, content: endpointPage(view), fragments: { "endpoint-card": () => endpointCard(view) } });
  }

  /** After an action on the endpoint: htmx gets its card (with a new secret, if any); a form post, its page. */
  async function cardOrPage(request: Request, ctx: Ctx, session: Session, id: string, secret?: string) {
    const endpoint = await getEndpoint(ctx, { id });
    if (!endpoint) return missing(request, session, id);
    if (isHtmx(request)) return htmlResponse(endpointCard({ endpoint: endpointView(endpoint), base: BASE, csrfToken: session.csrfToken, now: ctx.clock.now(), secret }));
    return secret ? detailPage(request, ctx, session, endpoint, { secret }) : seeOther(request, `${BASE}/${id}`);
  }

  /** A test event or a redelivery: each makes this server send a request (10 a minute per account). */
  const admitSend = (request: Request, accountId: string): Response | null => {
    try {
      webhooks.sends.admit(accountId); // per process (not shared): answers at once
      return null;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return appRefuse(request, statusOf[e.code], "Too many sends", e.message, e.headers);
    }
  };

  return new Elysia({ name: "app-webhooks" })
    .use(appSession(deps))
    .get("/app/webhooks", ({ request, account, plan, session, ctx }) => listPage(request, { ctx, account, plan, session }), { detail: { hide: true } })
    .post(
      "/app/webhooks",
      async ({ request, body, account, plan, session, ctx }) => {
        if (!planIncludes(plan.plan, "webhooks")) return refusePlan(request, plan, "webhooks");
        const events = fieldValues(body, "events");
        const values = { email: "", url: field(body, "url"), description: field(body, "description"), events };
        const fail = async (status: number, error: string) => {
          const view = await createView(ctx, account.id, session.csrfToken, { values, error });
          return isHtmx(request) ? htmlResponse(webhookCreate(view), status) : listPage(request, { ctx, account, plan, session }, { values, error }, status);
        };
        const parsed = newEndpointSchema.safeParse({ url: values.url, description: values.description, events: events.length ? events : undefined });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const label = { url: "URL", description: "Description", events: "Events" }[String(issue.path[0])] ?? "Form";
          return fail(400, `${label}: ${issue.message}.`);
        }
        try {
          const { endpoint, secret } = await webhooks.createEndpoint(ctx, { accountId: account.id, url: parsed.data.url, description: parsed.data.description || null, events: parsed.data.events ?? null });
          deps.logger.info("customer added a webhook endpoint", { account_id: account.id, endpoint_id: endpoint.id });
          const view = await createView(ctx, account.id, session.csrfToken, { created: { secret, item: endpointItem(endpointView(endpoint)) } });
          // The secret is in this answer only: a plain form gets the page with it, not a redirect.
          return isHtmx(request) ? htmlResponse(webhookCreate(view)) : listPage(request, { ctx, account, plan, session }, { created: view.created });
        } catch (e) {
          if (e instanceof AppError && (e.code === "bad_request" || e.code === "forbidden")) return fail(statusOf[e.code], e.message.replace(/^url is refused/, "URL: refused"));
          throw e;
        }
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/webhooks/:id",
      async ({ request, params, query, session, ctx }) => {
        const endpoint = await getEndpoint(ctx, { id: params.id });
        if (!endpoint) return missing(request, session, params.id);
        try {
          return await detailPage(request, ctx, session, endpoint, { before: param(query, "before") || undefined });
        } catch (e) {
          if (e instanceof AppError && e.code === "bad_request") return appRefuse(request, 400, "Bad page", e.message);
          throw e;
        }
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/webhooks/:id/:change",
      async ({ request, params, account, plan, session, ctx }) => {
        const { id, change } = params;
        if (!["enable", "disable", "rotate", "test", "delete"].includes(change)) return appNotFound(request, session, "Page not found", `There is no webhook action "${change}".`);
        if (!(await getEndpoint(ctx, { id }))) return missing(request, session, id);
        // Turning deliveries off and deleting stay open without the plan: the customer's own data.
        if (change !== "disable" && change !== "delete" && !planIncludes(plan.plan, "webhooks")) return refusePlan(request, plan, "webhooks");
        if (change === "delete") {
          await deleteEndpoint(ctx, { id });
          return seeOther(request, BASE);
        }
        if (change === "test") {
          const refused = admitSend(request, account.id);
          if (refused) return refused;
          const delivery = (await sendTest(ctx, { endpointId: id }))!;
          return isHtmx(request) ? htmlResponse(deliveryRow({ delivery: { ...delivery, attemptLog: [] }, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `${BASE}/${id}`);
        }
        if (change === "rotate") {
          const rotated = await rotateSecret(ctx, { id });
          return cardOrPage(request, ctx, session, id, rotated?.secret);
        }
        await setEndpointEnabled(ctx, { id, enabled: change === "enable", reason: `disabled by ${session.email} in the app` });
        return cardOrPage(request, ctx, session, id);
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/webhooks/:id/deliveries/:deliveryId",
      async ({ request, params, session, ctx }) => {
        const delivery = await getDelivery(ctx, { endpointId: params.id, deliveryId: params.deliveryId });
        if (!delivery) return noDelivery(request, session, params.id, params.deliveryId);
        return wantsPartial(request) ? htmlResponse(deliveryRow({ delivery, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `${BASE}/${params.id}`);
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/webhooks/:id/deliveries/:deliveryId/redeliver",
      async ({ request, params, account, plan, session, ctx }) => {
        const where = { endpointId: params.id, deliveryId: params.deliveryId };
        const endpoint = await getEndpoint(ctx, { id: params.id });
        const delivery = endpoint && (await getDelivery(ctx, where));
        if (!endpoint || !delivery) return noDelivery(request, session, params.id, params.deliveryId);
        if (!planIncludes(plan.plan, "webhooks")) return refusePlan(request, plan, "webhooks");
        try {
          // The conflicts before the limit, so a refused request does not use up the allowance (as the API).
          assertRedeliverable(endpoint, delivery);
        } catch (e) {
          if (e instanceof AppError && e.code === "conflict") return appRefuse(request, 409, "Cannot redeliver", e.message);
          throw e;
        }
        const refused = admitSend(request, account.id);
        if (refused) return refused;
        await redeliver(ctx, where);
        const again = (await getDelivery(ctx, where))!;
        return isHtmx(request) ? htmlResponse(deliveryRow({ delivery: again, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `${BASE}/${params.id}`);
      },
      { detail: { hide: true } },
    );
};
