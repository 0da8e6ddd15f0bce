/**
 * Features are features (issue 25, item 4): a plan card's bullets that state a quantity ("Up to 3
 * boards", "10 GB storage", "5 users", "1,000 build minutes/month", and "Unlimited boards" where
 * another plan counts boards) are the plan's `limits`, never the site's features — so no scan,
 * roast or report advises leading with one — and a comparison table's column header is a plan,
 * never a feature. The rule on bullets, then small pages, then the scan and roast over HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { roastResultSchema, scanResultSchema } from "../../src/intel/analyze/schemas";
import { extractSite } from "../../src/intel/extract-site";
import { countedThing, splitLimits } from "../../src/intel/extract/limits";
import type { PlanFact } from "../../src/intel/facts";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";

describe("which bullets count something", () => {
  test.each([
    ["Up to 3 boards", "board"],
    ["5 users", "user"],
    ["10 GB storage", "gb storage"],
    ["10GB storage", "gb storage"],
    ["1,000 build minutes/month", "build minute"],
    ["Up to 10k monthly pageviews", "pageview"],
    ["200+ templates", "template"],
    ["Includes 5 members", "member"],
    ["Storage: 10 GB", "storage"],
    ["500 workflow runs per month", "workflow run"],
  ])("%p counts %p", (bullet, thing) => {
    expect(countedThing(bullet)).toBe(thing);
  });

  test.each([
    "Gantt charts",
    "99.9% uptime SLA",
    "0% transaction fees",
    "24/7 support",
    "1:1 onboarding",
    "7-day observability",
    "3 years of data retention",
    "1 primary and 2 replicas",
    "2x faster builds",
    "3D previews",
    "Payments in 120+ currencies",
    "Unlimited boards",
  ])("%p counts nothing", (bullet) => {
    expect(countedThing(bullet)).toBeNull();
  });

  const plan = (name: string, features: string[]) => ({ name, features }) as PlanFact;

  test("'Unlimited X' is a limit where another plan counts X, a feature where none does", () => {
    const plans = [plan("Free", ["Up to 3 boards", "Kanban view", "2 staff users"]), plan("Pro", ["Unlimited boards", "Unlimited staff users", "Unlimited guests", "Gantt charts"])];
    splitLimits(plans);
    expect(plans.map((p) => [p.features, p.limits])).toEqual([
      [["Kanban view"], ["Up to 3 boards", "2 staff users"]],
      [["Unlimited guests", "Gantt charts"], ["Unlimited boards", "Unlimited staff users"]],
    ]);
  });
});

const PRICING = "https://acme.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup?plan=${name}">Start</a></div>`;
const page = (body: string, title = "Acme pricing") => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>Simple pricing</h1>${body}</main></body></html>`;
const boards = page(
  `<div class="plans">${card("Free", "$0", ["Up to 3 boards", "Kanban view", "10 GB storage"])}${card("Pro", "$12/user/month", ["Unlimited boards", "Gantt charts", "1,000 automation runs/month", "5 users"])}</div>`,
);

describe("plan limits on a page", () => {
  test("limits stay with their plan; the site's features are what the product does", () => {
    const facts = extractSite([{ url: PRICING, html: boards }], { strict: true });
    expect(facts.plans.map((p) => [p.name, p.features, p.limits])).toEqual([
      ["Free", ["Kanban view"], ["Up to 3 boards", "10 GB storage"]],
      ["Pro", ["Gantt charts"], ["Unlimited boards", "1,000 automation runs/month", "5 users"]],
    ]);
    expect(facts.features.map((f) => f.name)).toEqual(["Kanban view", "Gantt charts"]);
  });

  test("a bullet feature cites the bullet, not its card's name and price", () => {
    const facts = extractSite([{ url: PRICING, html: boards }], { strict: true });
    expect(facts.features.find((f) => f.name === "Gantt charts")?.evidence).toMatchObject({ url: PRICING, snippet: "Gantt charts" });
  });

  test("a comparison table's column header is a plan, not a feature, wherever the table is; a tier word is never a feature", () => {
    const table = (names: [string, number][]) =>
      page(
        `<section id="features"><table><thead><tr><th></th>${names.map(([n, a]) => `<th><h3>${n}</h3><div class="price">$${a}/mo</div><a href="/signup">Choose</a></th>`).join("")}</tr></thead><tbody>${["Boards", "Gantt charts"].map((r) => `<tr><th scope="row">${r}</th>${names.map(() => "<td>✓</td>").join("")}</tr>`).join("")}</tbody></table></section>`,
      );
    const facts = extractSite([{ url: "https://acme.example/features", html: table([["Starter", 9], ["Studio", 29], ["Agency", 99]]) }], { strict: true });
    expect(facts.plans.map((p) => p.name)).toEqual(["Starter", "Studio", "Agency"]);
    expect(facts.features.map((f) => f.name)).toEqual(["Boards", "Gantt charts"]);
    const tiles = page(`<div class="grid">${["Pro", "Business", "Time tracking"].map((t) => `<div class="tile"><h3>${t}</h3><p>What ${t} gives a team, in one line.</p></div>`).join("")}</div>`);
    expect(extractSite([{ url: "https://acme.example/", html: tiles }], { strict: true }).features.map((f) => f.name)).toEqual(["Time tracking"]);
  });
});

describe("scan and roast never lead with a limit", () => {
  let sites: FixtureSites;
  let t: TestApp;
  const serve = (host: string, pages: Record<string, string>) => {
    for (const [path, html] of Object.entries(pages)) sites.on(host, path, () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  };
  beforeAll(async () => {
    sites = startFixtureSites();
    t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" }, net: { resolve: sites.resolve } });
    const home = (name: string) => page(`<p>${name} keeps every project moving.</p><a href="/pricing">Pricing</a>`, `${name} | Project boards`);
    serve("boards-you", { "/": home("Boardly"), "/pricing": boards });
    serve("boards-rival", {
      "/": home("Rivalboard"),
      "/pricing": page(`<div class="plans">${card("Basic", "$8/month", ["Up to 5 boards", "Kanban view", "20 GB storage"])}${card("Team", "$20/month", ["Unlimited boards", "Time tracking", "10 users"])}</div>`),
    });
  });
  afterAll(async () => {
    await t.close();
    sites.stop();
  });

  test("POST /api/scan: limits are in the plans, not in the feature gaps or the insight", async () => {
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: sites.url("boards-you"), competitor_url: sites.url("boards-rival") } });
    expect(res.status).toBe(200);
    const body = scanResultSchema.parse(await res.json());
    expect(body.your_product.pricing.plans.map((p) => p.limits)).toEqual([["Up to 3 boards", "10 GB storage"], ["Unlimited boards", "1,000 automation runs/month", "5 users"]]);
    expect(body.feature_gaps).toEqual({ you_only: ["Gantt charts"], competitor_only: ["Time tracking"], shared: ["Kanban view"] });
    expect(body.strategic_insight).not.toMatch(/boards|storage|users|runs/i);
    expect(body.strategic_insight).toContain("Gantt charts");
  });

  test("POST /api/roast: no limit among the top features", async () => {
    const res = await t.request("/api/roast", { method: "POST", json: { url: sites.url("boards-rival") } });
    expect(res.status).toBe(200);
    expect(roastResultSchema.parse(await res.json()).top_features).toEqual(["Kanban view", "Time tracking"]);
  });
});
