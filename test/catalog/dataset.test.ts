/**
 * The dataset check: data/tools.json is the product, so its shape and consistency are tested on
 * every run.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import dataset from "../../data/tools.json";
import { checkDataset, MIN_TOOLS_PER_CATEGORY } from "../../scripts/check-dataset";
import { priceAmount } from "../../src/catalog/catalog-index";
import { datasetSchema, slugify, STARTING_PRICE, type Dataset } from "../../src/catalog/schema";

const tools = dataset.tools;
const byCategory = new Map<string, typeof tools>();
for (const t of tools) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);

describe("data/tools.json", () => {
  test("matches the dataset schema (every field, type, URL and price format)", () => {
    const r = datasetSchema.safeParse(dataset);
    if (!r.success) throw new Error(JSON.stringify(r.error.issues.slice(0, 5), null, 2));
  });

  test("the schema leaves it as it is, so a start may store it without parsing it (dataset-source.ts, checked)", () => {
    // Nothing trimmed, dropped or defaulted: what the server stores unparsed is what parsing gives.
    const parsed = datasetSchema.parse(dataset);
    expect(Bun.deepEquals(parsed, dataset, true)).toBe(true);
  });

  test("at least 340 tools in at least 30 categories, none under 8", () => {
    expect(tools.length).toBeGreaterThanOrEqual(340);
    expect(byCategory.size).toBeGreaterThanOrEqual(30);
    expect(MIN_TOOLS_PER_CATEGORY).toBe(8);
    const small = [...byCategory].filter(([, list]) => list.length < 8).map(([c]) => c);
    expect(small).toEqual([]);
  });

  test("passes scripts/check-dataset.ts (prices, duplicates, units, provenance, aliases)", () => {
    expect(checkDataset(dataset as Dataset)).toEqual([]);
  });

  test("tools of a category are contiguous (the file order is the rank)", () => {
    const seen = new Set<string>();
    let prev = "";
    for (const t of tools) {
      if (t.category !== prev) {
        expect(seen.has(t.category)).toBe(false);
        seen.add(t.category);
        prev = t.category;
      }
    }
  });

  test("slugs and names are unique; slugs derive from names", () => {
    const slugs = tools.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const t of tools) expect(t.slug).toBe(slugify(t.name));
  });

  test("no two descriptions or differentiators alike; descriptions are 40+ characters", () => {
    const d = tools.map((t) => t.description.toLowerCase().trim());
    expect(new Set(d).size).toBe(d.length);
    const diff = tools.map((t) => t.differentiator.toLowerCase().trim());
    expect(new Set(diff).size).toBe(diff.length);
    for (const t of tools) expect(t.description.length).toBeGreaterThanOrEqual(40);
  });

  test("URLs are official https home pages without tracking parameters", () => {
    for (const t of tools) {
      const u = new URL(t.url);
      expect(u.protocol).toBe("https:");
      expect(u.search).toBe("");
      expect(t.url.endsWith("/") && u.pathname !== "/").toBe(false);
    }
  });

  test("pricing model, price and free tier agree", () => {
    for (const t of tools) {
      expect(t.starting_price).toMatch(STARTING_PRICE);
      if (t.pricing_model === "Free") expect([t.slug, t.starting_price, t.free_tier]).toEqual([t.slug, "$0", true]);
      if (t.pricing_model === "Freemium") expect([t.slug, t.free_tier]).toEqual([t.slug, true]);
      if (t.starting_price === "$0") expect([t.slug, t.pricing_model]).toEqual([t.slug, "Free"]);
    }
  });

  test("features: at least 3, no duplicates within a tool, consistent wording within a category", () => {
    for (const t of tools) {
      expect(t.features.length).toBeGreaterThanOrEqual(3);
      const norm = t.features.map((f) => f.toLowerCase().replace(/\s+/g, " ").trim());
      expect(new Set(norm).size).toBe(norm.length);
    }
    // A shared vocabulary: within each category, some feature phrase is used by several tools,
    // otherwise comparisons would never find shared features.
    for (const [c, list] of byCategory) {
      const counts = new Map<string, number>();
      for (const t of list) for (const f of t.features) counts.set(f.toLowerCase(), (counts.get(f.toLowerCase()) ?? 0) + 1);
      expect({ c, shared: Math.max(...counts.values()) >= 3 }).toEqual({ c, shared: true });
    }
  });

  test("no starting_price is the annual-billed rate where monthly billing is sold (docs/catalog.md)", () => {
    const all = (dataset as Dataset).tools;
    const plans = all.filter((t) => t.pricing_model !== "Usage-based" && /^\$[\d.]+(\/user)?\/(month|year)$/.test(t.starting_price));
    // Every plan price says which rate it is; nothing else claims one.
    expect(plans.filter((t) => !t.billing).map((t) => t.slug)).toEqual([]);
    expect(all.filter((t) => !plans.includes(t) && (t.billing || t.annual_rate)).map((t) => t.slug)).toEqual([]);
    // Month-to-month prices are above the annual plan's per-month rate wherever the dataset records one…
    const annualRateWritten = plans.filter((t) => t.billing === "monthly" && t.annual_rate && priceAmount(t.starting_price) <= priceAmount(t.annual_rate));
    expect(annualRateWritten.map((t) => `${t.slug} ${t.starting_price} (annual ${t.annual_rate})`)).toEqual([]);
    // …annual-only plans are written per year, and monthly or annual-commitment prices per month.
    expect(plans.filter((t) => (t.billing === "annual") !== t.starting_price.endsWith("/year")).map((t) => t.slug)).toEqual([]);
    // The annual-commitment exception stays Microsoft's (docs/catalog.md).
    expect(plans.filter((t) => t.billing === "annual-commitment" && !new URL(t.url).hostname.endsWith("microsoft.com")).map((t) => t.slug)).toEqual([]);
    // The audit of issue 24: 1Password's month-to-month price, Gitea Enterprise's published per-user price.
    const bySlug = (slug: string) => all.find((t) => t.slug === slug);
    expect(bySlug("1password")).toMatchObject({ starting_price: "$4.99/month", billing: "monthly", annual_rate: "$3.99/month" });
    expect(bySlug("gitea")).toMatchObject({ starting_price: "$228/user/year", billing: "annual", annual_rate: "$19/user/month" });
    // Version 4: DocuSign's page quotes Personal at $11/month on an annual commitment; the written
    // month-to-month price stays above it, and stays unconfirmed (its check date is not moved).
    expect(bySlug("docusign-esignature")).toMatchObject({ starting_price: "$15/month", billing: "monthly", annual_rate: "$11/month", prices_checked: "2026-11-23" });
  });

  test("the prices docs/catalog.md lists as not resolved claim no check that did not happen", () => {
    const all = (dataset as Dataset).tools;
    const md = readFileSync(join(import.meta.dir, "../../docs/catalog.md"), "utf8");
    // The ten of the "Not resolved" table: each row starts with the slug and its written price.
    const table = md.slice(md.indexOf("## Version 4"), md.indexOf("## Least sure"));
    const rows = [...table.matchAll(/^\| ([a-z0-9-]+) `([^`]+)` \|/gm)].map((m) => ({ slug: m[1], price: m[2] }));
    expect(rows.map((r) => r.slug).sort()).toEqual(
      ["dashlane", "docusign-esignature", "godaddy-website-builder", "help-scout", "intercom", "mural", "quickbase", "signnow", "wix", "zoho-vault"],
    );
    for (const { slug, price } of rows) {
      const t = all.find((x) => x.slug === slug);
      // The table names real tools at the price the dataset writes, still dated by the version 2 review.
      expect({ slug, price: t?.starting_price, checked: t?.prices_checked }).toEqual({ slug, price, checked: "2026-11-23" });
    }
  });

  test("records when prices were checked", () => {
    expect(dataset.prices_checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isInteger(dataset.version)).toBe(true);
  });
});

describe("scripts/check-dataset.ts", () => {
  const real = dataset as Dataset;
  // Eight well-formed tools of one category: a dataset that passes, then one fault at a time.
  const category = [...byCategory].find(([, list]) => list.length >= 9)![0];
  const eight = () => structuredClone(real.tools.filter((t) => t.category === category).slice(0, 8));
  const check = (tools: Dataset["tools"]) => checkDataset({ version: 1, prices_checked: "2026-11-23", tools });
  const withFault = (fault: (tools: Dataset["tools"]) => void) => {
    const tools = eight();
    fault(tools);
    return check(tools);
  };
  const [a, b] = eight();

  test("a clean dataset has no problems", () => {
    expect(check(eight())).toEqual([]);
  });

  test("flags unparseable prices, duplicate URLs and repeated wording", () => {
    expect(withFault((t) => (t[0].starting_price = "about $12"))).toEqual([`${a.slug}: unparseable price "about $12"`]);
    expect(withFault((t) => (t[1].url = `${t[0].url.replace("://www.", "://")}/`))).toEqual([`${b.slug}: same home page URL as ${a.slug}`]);
    expect(withFault((t) => (t[1].description = `  ${t[0].description.toUpperCase()} `))).toEqual([`${b.slug}: same description as ${a.slug}`]);
    expect(withFault((t) => (t[1].differentiator = t[0].differentiator))).toEqual([`${b.slug}: same differentiator as ${a.slug}`]);
  });

  test("flags categories under 8 tools", () => {
    expect(check(eight().slice(1))).toEqual([`category "${category}": 7 tools, fewer than 8`]);
  });

  test("a usage-based price needs a unit; a unit price needs a usage-based tool", () => {
    // A usage-based tool carries no billing (that is for plan prices).
    const usage = (price: string) => withFault((t) => Object.assign(t[0], { pricing_model: "Usage-based", free_tier: false, starting_price: price, billing: undefined }));
    expect(usage("$5/month")).toEqual([`${a.slug}: usage-based, but the price "$5/month" has no unit (write the unit price, e.g. $0.10/GB)`]);
    expect(usage("$0.00005/event")).toEqual([]);
    expect(usage("Custom")).toEqual([]);
    expect(withFault((t) => Object.assign(t[0], { pricing_model: "Subscription", free_tier: false, starting_price: "$0.10/GB" }))).toEqual([
      `${a.slug}: unit price "$0.10/GB" on a Subscription tool`,
    ]);
  });

  test("a plan price says which billing it is and is never the annual-billed rate where monthly billing is sold", () => {
    const priced = (fields: Partial<Dataset["tools"][number]>) =>
      withFault((t) => {
        delete t[0].billing;
        delete t[0].annual_rate;
        Object.assign(t[0], { pricing_model: "Subscription", free_tier: false, url: "https://example.com/a", ...fields });
      });
    expect(priced({ starting_price: "$20/month" })).toEqual([`${a.slug}: the plan price "$20/month" needs its billing (monthly, annual or annual-commitment)`]);
    expect(priced({ starting_price: "$4.99/month", billing: "monthly", annual_rate: "$3.99/month" })).toEqual([]);
    expect(priced({ starting_price: "$3.99/month", billing: "monthly", annual_rate: "$3.99/month" })).toEqual([
      `${a.slug}: "$3.99/month" is the annual-billed rate (annual_rate $3.99/month); write the month-to-month price`,
    ]);
    expect(priced({ starting_price: "$8/user/month", billing: "monthly", annual_rate: "$6/month" })).toEqual([`${a.slug}: annual_rate $6/month and "$8/user/month" are not both per user`]);
    expect(priced({ starting_price: "$99/year", billing: "monthly" })).toEqual([`${a.slug}: billing monthly, but the price "$99/year" is per year`]);
    // Annual-only plans are written per year, 12 × the per-month rate the vendor quotes (rounded to the cent).
    expect(priced({ starting_price: "$29/user/month", billing: "annual" })).toEqual([`${a.slug}: billed annually only, so the price is written per year, not "$29/user/month"`]);
    expect(priced({ starting_price: "$348/user/year", billing: "annual", annual_rate: "$29/user/month" })).toEqual([]);
    expect(priced({ starting_price: "$39.99/year", billing: "annual", annual_rate: "$3.33/month" })).toEqual([]);
    expect(priced({ starting_price: "$300/user/year", billing: "annual", annual_rate: "$29/user/month" })).toEqual([
      `${a.slug}: the yearly price "$300/user/year" is not 12 × the annual-billed rate $29/user/month`,
    ]);
    // The annual-commitment headline price is Microsoft's exception only.
    expect(priced({ starting_price: "$7/user/month", billing: "annual-commitment", url: "https://www.microsoft.com/en-us/microsoft-365" })).toEqual([]);
    expect(priced({ starting_price: "$7/user/month", billing: "annual-commitment" })).toEqual([
      `${a.slug}: annual-commitment headline prices are the Microsoft exception only; write the month-to-month price`,
    ]);
    // Prices that are no plan price carry no billing.
    expect(priced({ starting_price: "Custom", billing: "monthly" })).toEqual([`${a.slug}: billing recorded for "Custom", which is not a plan price per month or year`]);
    expect(priced({ starting_price: "$0.0083/SMS", pricing_model: "Usage-based", annual_rate: "$1/month" })).toEqual([
      `${a.slug}: billing recorded for "$0.0083/SMS", which is not a plan price per month or year`,
    ]);
  });

  test("every tool names its pricing page and the date it was read", () => {
    expect(withFault((t) => delete t[0].pricing_url)).toEqual([`${a.slug}: no pricing_url`]);
    expect(withFault((t) => delete t[0].prices_checked)).toEqual([`${a.slug}: no prices_checked`]);
    expect(withFault((t) => (t[0].prices_checked = "2026-12-01"))).toEqual([`${a.slug}: prices_checked 2026-12-01 is after the dataset's 2026-11-23`]);
  });

  test("an alias may not be another tool's name or slug, nor repeat its own", () => {
    expect(withFault((t) => (t[0].aliases = [b.name.toLowerCase()]))).toEqual([`${a.slug}: alias "${b.name.toLowerCase()}" is the name or slug of ${b.slug}`]);
    expect(withFault((t) => (t[0].aliases = [b.slug.toUpperCase().replace(/-/g, " ")]))).toEqual([
      `${a.slug}: alias "${b.slug.toUpperCase().replace(/-/g, " ")}" is the name or slug of ${b.slug}`,
    ]);
    expect(withFault((t) => (t[0].aliases = [a.name.toUpperCase()]))).toEqual([`${a.slug}: alias "${a.name.toUpperCase()}" repeats the tool's own name or slug`]);
    expect(withFault((t) => (t[0].aliases = ["Zzq One", "zzq  one"]))).toEqual([`${a.slug}: alias "zzq  one" listed twice`]);
    // The same alias on two tools is allowed: an ambiguous alias answers with both candidates.
    expect(withFault((t) => (t[0].aliases = t[1].aliases = ["Zzq Shared"]))).toEqual([]);
  });

  test("CLI: exit 0 on the real dataset, 1 with one line per problem otherwise", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const run = (...args: string[]) => Bun.spawnSync([process.execPath, "scripts/check-dataset.ts", ...args], { cwd: join(import.meta.dir, "../..") });

    const ok = run();
    expect([ok.exitCode, ok.stdout.toString().trim().endsWith("tools.json: ok")]).toEqual([0, true]);

    const dir = mkdtempSync(join(tmpdir(), "rivalscope-dataset-"));
    const bad = join(dir, "bad.json");
    const tools = eight().slice(1);
    tools[0].starting_price = "cheap";
    writeFileSync(bad, JSON.stringify({ version: 1, prices_checked: "2026-11-23", tools }));
    const failed = run(bad);
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout.toString()).toContain("tools.0.starting_price: must look like");

    tools[0].starting_price = "$5/month";
    writeFileSync(bad, JSON.stringify({ version: 1, prices_checked: "2026-11-23", tools }));
    const thin = run(bad);
    expect([thin.exitCode, thin.stdout.toString()]).toEqual([1, `category "${category}": 7 tools, fewer than 8\n${bad}: 1 problem(s)\n`]);
  });
});
