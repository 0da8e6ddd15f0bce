/**
 * How the dashboard answers: the shared partial-or-page responder (src/http/html/respond.ts) in
 * the dashboard's layout.
 */
import { html } from "../../lib/html";
import { adminDocument, adminShell, navLink, plainDocument, type LayoutView } from "../../../views/layouts/admin";
import { htmlResponder, type PageView as LayoutPageView } from "../html/respond";

export { cookie, field, fieldValues, htmlResponse, isHtmx, offered, param, readCookie, seeOther, targetId, wantsPartial } from "../html/respond";

export type PageView = LayoutPageView<LayoutView>;

const dashboard = htmlResponder<LayoutView>({
  document: adminDocument,
  shell: adminShell,
  plain: plainDocument,
  back: { plain: html`<a href="/admin">Back to the dashboard</a>`, inLayout: navLink("/admin", "Back to the overview") },
});

/** A dashboard page, or the part of it an htmx request targets. */
export const page = dashboard.page;

/** Refuses a request: in the flash area for htmx, as a small page otherwise. */
export const refuse = dashboard.refuse;

/** A 404 inside the dashboard, in the dashboard (see htmlResponder). */
export const notFoundPage = (request: Request, session: LayoutView["session"], title: string, message: string): Response => dashboard.notFound(request, { session }, title, message);
