/**
 * Webhooks pages.
 *
 * GET  /admin/webhooks                          every account's endpoints (q); htmx target #endpoint-rows gets the rows only
 * POST /admin/webhooks                          add an endpoint — its secret is in this one response and nowhere else
 * GET  /admin/webhooks/:id                      one endpoint and its delivery log (?before=<delivery id> for older ones)
 * POST /admin/webhooks/:id/enable | /disable    htmx: the endpoint's card; otherwise back to its page
 * POST /admin/webhooks/:id/rotate               a new secret, shown once (htmx: in the card)
 * POST /admin/webhooks/:id/test                 a webhook.test delivery (htmx: its row, added to the log)
 * POST /admin/webhooks/:id/delete               delete it with its log; back to the list
 * GET  /admin/webhooks/:id/deliveries/:did      one delivery's row (htmx polls pending ones)
 * POST /admin/webhooks/:id/deliveries/:did/redeliver   send a finished delivery again (htmx: the row)
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { findAccountByEmail } from "../../accounts/accounts";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import { getDelivery, listDeliveries, redeliver, sendTest } from "../../webhooks/deliveries";
import { deleteEndpoint, getEndpointRow, listEndpoints, rotateSecret, setEndpointEnabled, type Endpoint, type EndpointRow } from "../../webhooks/endpoints";
import { SUBSCRIBABLE } from "../../webhooks/schemas";
import type { Webhooks } from "../../webhooks/service";
import { deliveryRow } from "../../../views/partials/delivery-row";
import { endpointCard, endpointRow } from "../../../views/partials/webhook-endpoint";
import { endpointRows, webhookCreate, webhooksPage, type WebhookCreateView } from "../../../views/pages/admin/webhooks";
import { endpointPage } from "../../../views/pages/webhook-endpoint";
import { field, fieldValues, htmlResponse, isHtmx, notFoundPage, page, param, refuse, seeOther, wantsPartial } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

/** What these pages need beyond the dashboard's common dependencies. */
export type WebhookAdminDeps = AdminDeps & { webhooks: Pick<Webhooks, "createEndpoint" | "endpointLimit"> };

const LOG_PAGE = 50;
/** Where the shared webhook partials point their actions. */
const BASE = "/admin/webhooks" as const;

const newEndpointSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: "Account email must be an email address." })),
  url: z.string().trim().min(1, "URL is required.").max(2048, "URL must be at most 2,048 characters."),
  description: z.string().trim().max(200, "Description must be at most 200 characters."),
  events: z.array(z.enum(SUBSCRIBABLE, { error: "Events must be among the listed ones." })),
});

export const webhookAdminRoutes = (deps: WebhookAdminDeps) => {
  type Session = Parameters<typeof layoutSession>[0];
  const missing = (request: Request, session: Session, id: string) => notFoundPage(request, layoutSession(session), "Endpoint not found", `There is no webhook endpoint with id ${id}.`);
  const noDelivery = (request: Request, session: Session, id: string, deliveryId: string) =>
    notFoundPage(request, layoutSession(session), "Delivery not found", `There is no delivery ${deliveryId} of endpoint ${id}.`);
  const createView = (csrfToken: string, more: Partial<WebhookCreateView> = {}): WebhookCreateView => ({ csrfToken, base: BASE, askEmail: true, list: "#endpoint-rows", eventTypes: SUBSCRIBABLE, limit: deps.webhooks.endpointLimit, ...more });

  const listPage = async (ctx: Ctx, request: Request, session: Session, q: string, create: WebhookCreateView, status?: number) => {
    const endpoints = await listEndpoints(ctx, { search: q || undefined });
    const view = { endpoints, q, create };
    return page(request, {
      title: "Webhooks",
      active: "webhooks",
      session: layoutSession(session),
      content: webhooksPage(view),
      status,
      fragments: { "endpoint-rows": () => endpointRows(view), "webhook-create": () => webhookCreate(create) },
    });
  };

  const detailPage = async (ctx: Ctx, request: Request, session: Session, endpoint: EndpointRow, opts: { before?: string; secret?: string } = {}) => {
    const log = (await listDeliveries(ctx, { endpointId: endpoint.id, limit: LOG_PAGE, before: opts.before }))!;
    const view = { endpoint, base: BASE, csrfToken: session.csrfToken, now: deps.clock.now(), secret: opts.secret, deliveries: log.deliveries, next: log.next };
    return page(request, {
      title: `Webhook ${endpoint.id}`,
      active: "webhooks",
      session: layoutSession(session),
      content: endpointPage(view),
      fragments: { "endpoint-card": () => endpointCard(view) },
    });
  };

  /** After an action on the endpoint: htmx gets its card (with a new secret, if any); a form post, its page. */
  const cardOrPage = async (ctx: Ctx, request: Request, session: Session, id: string, secret?: string) => {
    const endpoint = await getEndpointRow(ctx, { id });
    if (!endpoint) return missing(request, session, id);
    if (isHtmx(request)) return htmlResponse(endpointCard({ endpoint, base: BASE, csrfToken: session.csrfToken, now: deps.clock.now(), secret }));
    return secret ? await detailPage(ctx, request, session, endpoint, { secret }) : seeOther(request, `/admin/webhooks/${id}`);
  };

  return new Elysia({ name: "admin-webhooks" })
    .use(adminSession(deps))
    .get("/admin/webhooks", ({ request, query, session, ctx }) => listPage(ctx, request, session, param(query, "q").slice(0, 200), createView(session.csrfToken)), { detail: { hide: true } })
    .post(
      "/admin/webhooks",
      async ({ request, body, session, ctx }) => {
        const values = { email: field(body, "email"), url: field(body, "url"), description: field(body, "description"), events: fieldValues(body, "events") };
        const fail = (error: string) => listPage(ctx, request, session, "", createView(session.csrfToken, { values, error }), 400);
        const parsed = newEndpointSchema.safeParse(values);
        if (!parsed.success) return fail(parsed.error.issues[0].message);
        const account = await findAccountByEmail(ctx, { email: parsed.data.email });
        if (!account) return fail(`There is no account with the email ${parsed.data.email}. Accounts are created by checkouts and report requests.`);
        try {
          const { endpoint, secret } = await deps.webhooks.createEndpoint(ctx, { accountId: account.id, url: parsed.data.url, description: parsed.data.description || null, events: parsed.data.events });
          deps.logger.info("admin added a webhook endpoint", { admin_id: session.admin.id, endpoint_id: endpoint.id, account_id: account.id });
          const row = endpointRow((await getEndpointRow(ctx, { id: endpoint.id }))!);
          return listPage(ctx, request, session, "", createView(session.csrfToken, { created: { secret, item: row } }));
        } catch (e) {
          if (e instanceof AppError && (e.code === "bad_request" || e.code === "forbidden")) return fail(e.message.replace(/^url is refused/, "The URL is refused"));
          throw e;
        }
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/webhooks/:id",
      async ({ request, params, query, session, ctx }) => {
        const endpoint = await getEndpointRow(ctx, { id: params.id });
        if (!endpoint) return missing(request, session, params.id);
        try {
          return detailPage(ctx, request, session, endpoint, { before: param(query, "before") || undefined });
        } catch (e) {
          if (e instanceof AppError && e.code === "bad_request") return refuse(request, 400, "Bad page", e.message);
          throw e;
        }
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/webhooks/:id/:change",
      async ({ request, params, session, ctx }) => {
        const { id, change } = params;
        let endpoint: Endpoint | null = null;
        let secret: string | undefined;
        if (change === "enable" || change === "disable") endpoint = await setEndpointEnabled(ctx, { id, enabled: change === "enable", reason: `disabled by ${session.admin.email}` });
        else if (change === "rotate") ({ endpoint, secret } = await rotateSecret(ctx, { id }) ?? { endpoint: null });
        else if (change === "test") {
          const delivery = await sendTest(ctx, { endpointId: id });
          if (!delivery) return missing(request, session, id);
          deps.logger.info("admin sent a test webhook", { admin_id: session.admin.id, endpoint_id: id, delivery_id: delivery.id });
          return isHtmx(request) ? htmlResponse(deliveryRow({ delivery: { ...delivery, attemptLog: [] }, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `/admin/webhooks/${id}`);
        } else if (change === "delete") {
          if (!await deleteEndpoint(ctx, { id })) return missing(request, session, id);
          deps.logger.info("admin deleted a webhook endpoint", { admin_id: session.admin.id, endpoint_id: id });
          return seeOther(request, "/admin/webhooks");
        } else return notFoundPage(request, layoutSession(session), "Page not found", `There is no webhook action "${change}".`);
        if (!endpoint) return missing(request, session, id);
        deps.logger.info(`admin changed a webhook endpoint: ${change}`, { admin_id: session.admin.id, endpoint_id: id });
        return cardOrPage(ctx, request, session, id, secret);
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/webhooks/:id/deliveries/:deliveryId",
      async ({ request, params, session, ctx }) => {
        const delivery = await getDelivery(ctx, { endpointId: params.id, deliveryId: params.deliveryId });
        if (!delivery) return noDelivery(request, session, params.id, params.deliveryId);
        return wantsPartial(request) ? htmlResponse(deliveryRow({ delivery, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `/admin/webhooks/${params.id}`);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/webhooks/:id/deliveries/:deliveryId/redeliver",
      async ({ request, params, session, ctx }) => {
        try {
          if (!(await redeliver(ctx, { endpointId: params.id, deliveryId: params.deliveryId }))) return noDelivery(request, session, params.id, params.deliveryId);
        } catch (e) {
          if (e instanceof AppError && e.code === "conflict") return refuse(request, 409, "Cannot redeliver", e.message);
          throw e;
        }
        deps.logger.info("admin redelivered a webhook", { admin_id: session.admin.id, endpoint_id: params.id, delivery_id: params.deliveryId });
        const delivery = (await getDelivery(ctx, { endpointId: params.id, deliveryId: params.deliveryId }))!;
        return isHtmx(request) ? htmlResponse(deliveryRow({ delivery, csrfToken: session.csrfToken, base: BASE })) : seeOther(request, `/admin/webhooks/${params.id}`);
      },
      { detail: { hide: true } },
    );
};
