/**
 * tldts, loaded on first use. Evaluating it builds the whole public-suffix trie (about 10 ms in the
 * compiled executable, the largest single cost of start-up before this), and most processes —
 * a server answering catalog requests, every CLI command — never look a domain up.
 * `require` inside the bundle is a lazy initialiser: the module is evaluated on the first call.
 */
import type * as Tldts from "tldts";

let tldts: typeof Tldts | undefined;
const load = () => (tldts ??= require("tldts") as typeof Tldts);

export const getDomain: typeof Tldts.getDomain = (url, options) => load().getDomain(url, options);
export const getDomainWithoutSuffix: typeof Tldts.getDomainWithoutSuffix = (url, options) => load().getDomainWithoutSuffix(url, options);
