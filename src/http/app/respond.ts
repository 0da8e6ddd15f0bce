/**
 * How the customer app answers: the shared partial-or-page responder (src/http/html/respond.ts)
 * in the app's layout (views/layouts/app.ts).
 */
import { html } from "../../lib/html";
import { appDocument, appLink, appPlainDocument, appShell, type AppLayoutView } from "../../../views/layouts/app";
import { htmlResponder, type PageView } from "../html/respond";

export type AppPageView = PageView<AppLayoutView>;

const app = htmlResponder<AppLayoutView>({
  document: appDocument,
  shell: appShell,
  plain: appPlainDocument,
  back: { plain: html`<a href="/app">Back to the app</a>`, inLayout: appLink("/app", "Back to the overview") },
});

/** An app page, or the part of it an htmx request targets. */
export const appPage = app.page;

/** Refuses a request: in the flash area for htmx, as a small page otherwise. */
export const appRefuse = app.refuse;

/** A 404 inside the app, in its layout. */
export const appNotFound = (request: Request, session: AppLayoutView["session"], title: string, message: string) => app.notFound(request, { session }, title, message);
