import { html, type Html } from "../../src/lib/html";

/** A message in the page's flash area (`#flash`); errors are announced to screen readers at once. */
export const flashMessage = (message: string | Html, kind: "info" | "error" = "info") =>
  html`<div class="flash${kind === "error" ? " error" : ""}" role="${kind === "error" ? "alert" : "status"}">${message}</div>`;
