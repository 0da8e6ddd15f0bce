/**
 * A fresh analysis worker's warm-up: one small site of ours read end to end before the worker
 * says it is ready (lib/worker-pool.ts `serveTasks`).
 *
 * Why: a site's CPU budget should count reading that site, not the worker's own first-use costs.
 * The first extraction in a new thread compiles the readers' regular expressions and JIT-compiles
 * the parser — about 100 ms of CPU, several times what reading a small real site costs once warm
 * (measured: a fixture site's discovery and extraction 140 ms in a fresh worker, 20–30 ms after).
 * A worker replaced after a hostile page overran its budget would otherwise charge that to
 * whichever site came next, and a tight budget (an operator's, or a test's) would fail a site that
 * fits it. The page is ours and tiny; the warm-up's result is thrown away.
 */
import type { SiteFacts } from "../intel/facts";
import type { PageInput } from "../intel/page";
import { ANALYSIS_TASKS } from "./tasks";

const ORIGIN = "https://warm-up.invalid";

const HOME: PageInput = {
  url: `${ORIGIN}/`,
  html: `<!doctype html><html lang="en"><head><title>Warm-up — boards for small teams</title>
<meta name="description" content="Plan work on boards."></head><body>
<nav><a href="/pricing">Pricing</a> <a href="/features">Features</a></nav>
<h1>Boards for small teams</h1><p>Plan, track and ship. Free for up to 3 boards.</p>
<ul><li>Unlimited cards</li><li>Integrations with chat</li><li>SSO on Business</li></ul></body></html>`,
};

const PRICING: PageInput = {
  url: `${ORIGIN}/pricing`,
  html: `<!doctype html><html lang="en"><head><title>Pricing</title></head><body>
<h1>Simple pricing</h1><p>Billed monthly. Save 20% yearly.</p>
<div class="plans">
<div class="plan"><h3>Free</h3><p class="price">$0 <span>/month</span></p><ul><li>Up to 3 boards</li><li>Email support</li></ul><a href="/signup">Start free</a></div>
<div class="plan"><h3>Team</h3><p class="price"><small>$</small>12<sup>.50</sup> per user / month</p><ul><li>Unlimited boards</li><li>1,000 automations/month</li></ul><a href="/signup">Try it free for 14 days</a></div>
<div class="plan"><h3>Business</h3><p class="price">€49 / mo</p><p><s>€59</s></p><ul><li>SSO</li><li>Audit log</li></ul><a href="/contact">Contact sales</a></div>
</div>
<table><tr><th>Feature</th><th>Free</th><th>Team</th><th>Business</th></tr>
<tr><td>Boards</td><td>3</td><td>Unlimited</td><td>Unlimited</td></tr><tr><td>SSO</td><td>—</td><td>—</td><td>✓</td></tr></table>
<script type="application/ld+json">{"@type":"Product","name":"Warm-up","offers":{"@type":"Offer","price":"12.50","priceCurrency":"USD"}}</script>
</body></html>`,
};

/**
 * Reads the site above through every analysis task and returns its facts (for the test that keeps
 * the warm-up reading plans as the readers change); null on an error, which is ignored: a warm-up
 * must never stop a worker.
 */
export function warmUp(): SiteFacts | null {
  try {
    ANALYSIS_TASKS.discover(HOME);
    ANALYSIS_TASKS.detect([HOME, PRICING]);
    return ANALYSIS_TASKS.check({ pages: [HOME, PRICING], url: HOME.url, final_url: HOME.url }).facts;
  } catch {
    return null;
  }
}
