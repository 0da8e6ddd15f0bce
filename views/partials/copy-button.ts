import { html } from "../../src/lib/html";

/**
 * A button that copies the text of the element with this id (views/assets/copy.js, loaded by
 * every page that uses it). Hidden until that script runs, so without JavaScript none is dead.
 */
export const copyButton = (id: string, label = "Copy") => html`<button type="button" class="copy secondary" data-copy="${id}">${label}</button>`;
