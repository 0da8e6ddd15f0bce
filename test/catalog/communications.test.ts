/**
 * The Communications APIs category (issue 24, item 9) and the re-checked prices, through
 * interface A as a client sees them: listed by category, found by slug and by former name, in the
 * categories summary — and without the dataset's bookkeeping (billing, annual rate) in any answer.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import rawDataset from "../../data/tools.json";
import { slugify, toolSchema, type Dataset } from "../../src/catalog/schema";
import { createTestApp, type TestApp } from "../helpers/app";

const dataset = rawDataset as Dataset;
const CATEGORY = "Communications APIs";
const inCategory = dataset.tools.filter((t) => t.category === CATEGORY).map((t) => toolSchema.parse(t));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_FREE_PER_DAY: "unlimited" } });
});
afterAll(() => t.close());
const get = async (url: string) => {
  const res = await t.request(url);
  return { status: res.status, body: await res.json() };
};

describe("Communications APIs through /api/v1", () => {
  test("GET /tools?category= lists the real CPaaS vendors, by name or by category slug", async () => {
    const byName = await get(`/api/v1/tools?category=${encodeURIComponent(CATEGORY)}&limit=100`);
    expect(byName.status).toBe(200);
    const slugs = byName.body.tools.map((x: { slug: string }) => x.slug);
    for (const s of ["twilio", "vonage", "plivo", "sinch", "telnyx", "bandwidth", "infobip", "bird"]) expect(slugs).toContain(s);
    expect(byName.body.total).toBe(inCategory.length);
    expect(byName.body.tools.every((x: { category: string }) => x.category === CATEGORY)).toBe(true);

    const bySlug = await get(`/api/v1/tools?category=${slugify(CATEGORY)}&limit=100`);
    expect(bySlug.body.tools.map((x: { slug: string }) => x.slug)).toEqual(slugs);
  });

  test("GET /tools/twilio: the usage price with its unit, category stats and competitors by rank", async () => {
    const { status, body } = await get("/api/v1/tools/twilio");
    expect(status).toBe(200);
    expect(body.tool).toMatchObject({
      slug: "twilio",
      name: "Twilio",
      url: "https://www.twilio.com",
      category: CATEGORY,
      pricing_model: "Usage-based",
      starting_price: "$0.0083/SMS",
      free_tier: false,
    });
    expect(body.tool.features).toContain("SMS API");
    expect(body.category_stats).toEqual({ total_in_category: inCategory.length, free_tier_count: inCategory.filter((x) => x.free_tier).length });
    expect(body.competitors.map((x: { slug: string }) => x.slug)).toEqual(inCategory.filter((x) => x.slug !== "twilio").map((x) => x.slug));
  });

  test("former names and short names find the tool; the bookkeeping never reaches the answer", async () => {
    const nexmo = await get("/api/v1/tools/Nexmo");
    expect([nexmo.status, nexmo.body.tool.slug]).toEqual([200, "vonage"]);
    const messagebird = await get("/api/v1/tools/messagebird");
    expect([messagebird.status, messagebird.body.tool.slug]).toEqual([200, "bird"]);
    for (const key of ["aliases", "pricing_url", "prices_checked", "billing", "annual_rate"]) expect(Object.keys(nexmo.body.tool)).not.toContain(key);
  });

  test("GET /categories lists the category with its counts and its most prominent tools first", async () => {
    const { body } = await get("/api/v1/categories");
    const summary = body.categories.find((c: { category: string }) => c.category === CATEGORY);
    expect(summary).toMatchObject({ slug: "communications-apis", tool_count: inCategory.length });
    expect(summary.top_tools[0]).toEqual({ slug: "twilio", name: "Twilio", starting_price: "$0.0083/SMS", free_tier: false });
  });

  test("compare: two CPaaS vendors share the category's feature vocabulary", async () => {
    const { status, body } = await get("/api/v1/compare?a=twilio&b=telnyx");
    expect(status).toBe(200);
    expect(body.feature_analysis.shared_features).toEqual(expect.arrayContaining(["SMS API", "Voice API", "SIP trunking"]));
    expect(body.category_context).toMatchObject({ category: CATEGORY, same_category: true, total_tools_in_category: inCategory.length });
  });
});

describe("re-checked prices through /api/v1 (issue 24, item 9)", () => {
  test("1Password answers its month-to-month price and Gitea its published per-user price", async () => {
    expect((await get("/api/v1/tools/1password")).body.tool.starting_price).toBe("$4.99/month");
    const gitea = (await get("/api/v1/tools/gitea")).body.tool;
    expect([gitea.pricing_model, gitea.starting_price, gitea.free_tier]).toEqual(["Freemium", "$228/user/year", true]);
  });

  test("the price sort places a per-message price before plan prices", async () => {
    const { body } = await get(`/api/v1/tools?category=${encodeURIComponent(CATEGORY)}&sort=price&limit=100`);
    const prices = body.tools.map((x: { starting_price: string }) => x.starting_price);
    // Custom (quote only) sorts last; $0.004/SMS is a smaller amount than $49/month.
    expect(prices.indexOf("$0.004/SMS")).toBeLessThan(prices.indexOf("$49/month"));
    expect(prices.slice(-2)).toEqual(["Custom", "Custom"]);
  });
});
