/**
 * Copy edits are not changes (issue 25, round 12: the false feature changes on real page versions).
 * Each rule through diffFacts on hand-built facts, then a tracked competitor on loopback whose
 * pricing page is only copy-edited raises no alert, and the same page with one price moved raises
 * exactly that alert:
 *  - a bullet read as a feature on one side and as a plan's limit on the other (the split reads
 *    "Unlimited contacts" as a limit only where another plan counts contacts) is neither removed
 *    nor added;
 *  - a limit reworded around the same numbers ("Up to 25,000 marketing contacts" → "Up to 25,000
 *    contacts") is no limit removed + added;
 *  - plurals in "-es" ("business" → "businesses") are the same feature, like plurals in "-s";
 *  - a counter in the headline or description ("Join 10,482 teams") ticks over by itself;
 *  - the page's chrome (cookie banner, navigation, testimonials, blog teasers, footer, dates)
 *    never reaches the facts compared (the check-level test changes all of it).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { FeatureFact, PlanFact, SiteFacts, TextFact } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";
import { createMonitoringApp, serveSite, type MonitoringTestApp } from "./helpers";

const PRICING = "https://postbird.example/pricing";

function plan(name: string, amount: number, o: Partial<PlanFact> = {}): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: false, trial_days: null, contact_sales: false, price_text: `$${amount}/mo`, features: [], limits: [], source: "page", evidence: { url: PRICING, snippet: name }, ...o };
}
const bullet = (name: string): FeatureFact => ({ name, source: "plan", evidence: { url: PRICING, snippet: name } });
function site(plans: PlanFact[]): SiteFacts {
  const features = [...new Set(plans.flatMap((p) => p.features))].map(bullet);
  return { url: "https://postbird.example/", final_url: "https://postbird.example/", pages: ["https://postbird.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features, more_features: [], signals: [] };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

describe("copy edits through diffFacts", () => {
  test("a bullet that moved between a plan's features and its limits is no change, either way", () => {
    const asFeature = site([plan("Pro", 29, { features: ["Unlimited contacts", "Landing pages"] })]);
    const asLimit = site([plan("Pro", 29, { features: ["Landing pages"], limits: ["Unlimited contacts"] })]);
    expect(diffFacts(asFeature, asLimit)).toEqual([]);
    expect(diffFacts(asLimit, asFeature)).toEqual([]);
    // A bullet that really went is still a change, whichever list it was in.
    const gone = site([plan("Pro", 29, { features: ["Landing pages"] })]);
    expect(brief(diffFacts(asFeature, gone))).toEqual(["feature_removed Feature removed: Unlimited contacts (was in Pro)"]);
    expect(brief(diffFacts(asLimit, gone))).toEqual(["feature_removed Limit removed: Pro: Unlimited contacts"]);
  });

  test("a limit reworded around the same numbers is no change; another number is", () => {
    const limits = (l: string) => site([plan("Starter", 12, { limits: [l] })]);
    expect(diffFacts(limits("Up to 25,000 marketing contacts"), limits("Up to 25,000 contacts"))).toEqual([]);
    // Round 18: the plan's one limit out and one in, counting contacts both times, is one change.
    expect(brief(diffFacts(limits("Up to 25,000 marketing contacts"), limits("Up to 10,000 contacts")))).toEqual(["feature_removed Limit lowered: Starter: Up to 25,000 marketing contacts → Up to 10,000 contacts"]);
  });

  test("plurals in -es are the same feature; another word is not", () => {
    const named = (...f: string[]) => site([plan("Pro", 29, { features: f })]);
    expect(diffFacts(named("Designed for small business", "Tax boxes"), named("Designed for small businesses", "Tax box"))).toEqual([]);
    // (another word: one line replaced, said once since round 23)
    expect(brief(diffFacts(named("Designed for small business"), named("Designed for agencies")))).toEqual([
      "feature_removed Feature replaced: Pro: Designed for small business → Designed for agencies",
    ]);
  });

  test("counters in the headline or description are no message; prices, shares and words are", () => {
    const said = (description: string): SiteFacts => ({ ...site([]), description: { value: description, evidence: { url: "https://postbird.example/", snippet: description } } satisfies TextFact });
    expect(diffFacts(said("Join 10,482 teams sending with Postbird."), said("Join 10,512 teams sending with Postbird."))).toEqual([]);
    expect(diffFacts(said("Trusted by 12k+ makers"), said("Trusted by 15k+ makers"))).toEqual([]);
    expect(diffFacts(said("Used by 1.200 Firmen"), said("Used by 1.350 Firmen"))).toEqual([]);
    for (const [x, y] of [
      ["Plans from $129", "Plans from $149"],
      ["Over 1500 SAR a year", "Over 1800 SAR a year"],
      ["Save 20% yearly", "Save 30% yearly"],
      ["Join 10,482 teams", "Join 10,482 agencies"],
    ]) expect(brief(diffFacts(said(x), said(y)))).toEqual([`messaging_change Description: "${x}" → "${y}"`]);
  });
});

/**
 * Postbird's pricing page: v1; v2 copy-edits it (limits reworded, a plural, a bullet the split
 * reads as a limit), edits all its chrome, and ticks the home page's counter; v3 is v2 with Pro at $35.
 */
function pricingPage(v: "v1" | "v2" | "v3"): string {
  const edited = v !== "v1";
  const contacts = (n: string) => `Up to ${n} ${edited ? "contacts" : "marketing contacts"}`;
  const card = (name: string, price: number, bullets: string[]) =>
    `<div class="plan-card"><h3>${name}</h3><p class="price">$${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup?plan=${name.toLowerCase()}">Start free trial</a></div>`;
  // The chrome around the cards, all of it edited in v2: never facts.
  const cookie = `<div class="cookie-banner" role="dialog"><p>${edited ? "We use cookies to improve your experience." : "This site uses cookies for analytics."}</p><ul><li>${edited ? "Necessary cookies" : "Essential cookies"}</li><li>${edited ? "Marketing cookies" : "Analytics cookies"}</li></ul><button>Accept</button></div>`;
  const nav = `<header><nav><ul><li><a href="/">Postbird</a></li><li><a href="/features">${edited ? "Product" : "Features"}</a></li><li><a href="/pricing">Pricing</a></li>${edited ? '<li><a href="/changelog">Changelog</a></li>' : ""}</ul></nav></header>`;
  const after = `<section class="testimonials"><h2>Loved by marketers</h2><blockquote>${edited ? "We doubled our open rates in a month." : "Postbird saved us hours every week."}</blockquote><p>${edited ? "— Dana, Brightlane" : "— Sam, Copperleaf"}</p></section>
<section class="blog-teasers"><h2>From the blog</h2><ul><li><a href="/blog/a">${edited ? "How we rebuilt our sending pipeline" : "Ten subject lines that work"}</a></li><li><a href="/blog/b">${edited ? "Postbird turns five" : "Our year in review"}</a></li></ul></section>`;
  const footer = `<footer><ul><li><a href="/about">About</a></li><li><a href="/careers">${edited ? "Jobs" : "Careers"}</a></li>${edited ? '<li><a href="/status">Status</a></li>' : ""}</ul><p>Prices updated ${edited ? "12 March 2026" : "2 February 2026"}</p><p>© ${edited ? 2026 : 2025} Postbird</p></footer>`;
  return `<!doctype html><html lang="en"><head><title>Pricing – Postbird</title><meta name="description" content="Email marketing for small teams."></head><body>
${cookie}${nav}
<main><h1>Simple pricing</h1><div class="plan-grid">
${card("Starter", 12, [contacts("25,000"), "Email campaigns", edited ? "Designed for small businesses" : "Designed for small business"])}
${card("Pro", v === "v3" ? 35 : 29, [contacts("100,000"), "Marketing automation", "Landing pages"])}
${card("Business", 59, ["Unlimited contacts", "Dedicated IP address", "Phone support"])}
</div>${after}</main>${footer}</body></html>`;
}
const homePage = (v: "v1" | "v2" | "v3") =>
  `<!doctype html><html lang="en"><head><title>Postbird</title><meta name="description" content="Join ${v === "v1" ? "10,482" : "10,512"} teams sending with Postbird."></head><body><h1>Email marketing that stays out of your way</h1><a href="/pricing">Pricing</a></body></html>`;

let t: MonitoringTestApp;
let server: ReturnType<typeof Bun.serve>;
let version: "v1" | "v2" | "v3" = "v1";
beforeAll(async () => {
  t = await createMonitoringApp();
  server = serveSite((path) => (path === "/" ? homePage(version) : path === "/pricing" ? pricingPage(version) : null));
});
afterAll(async () => {
  server.stop(true);
  await t.close();
});

describe("a tracked competitor whose pricing page is copy-edited", () => {
  test("copy edits raise no alert; a price moved raises exactly that alert", async () => {
    const c = await t.customer("copyedits@example.com", "command");
    version = "v1";
    const res = await t.track(c.auth, `http://postbird.test:${server.port}/`, "Postbird");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await t.runJobs();
    expect(await t.changes(c.auth, id)).toEqual([]);

    t.clock.advance(60_000);
    version = "v2";
    await t.checkNow(c.auth, id);
    expect(await t.changes(c.auth, id)).toEqual([]);

    t.clock.advance(60_000);
    version = "v3";
    await t.checkNow(c.auth, id);
    const changes = await t.changes(c.auth, id);
    expect(changes.map(({ type, severity, subject, summary }) => ({ type, severity, subject, summary }))).toEqual([{ type: "pricing_change", severity: "high", subject: "Pro", summary: "Pro: $29/month → $35/month (+20.7%)" }]);
  });
});
