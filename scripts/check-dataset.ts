/**
 * The dataset check: the rules of docs/catalog.md that the zod schema cannot see on one tool at a
 * time — prices that would not sort, duplicated URLs and wording, thin categories, usage-based
 * prices without a unit, missing provenance, and aliases that would shadow another tool.
 * test/catalog/dataset.test.ts runs it on every `npm test`; by hand:
 *   bun scripts/check-dataset.ts [path/to/tools.json]   (prints the problems, exit 1 if any)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { priceAmount } from "../src/catalog/catalog-index";
import { datasetSchema, slugify, STARTING_PRICE, type Dataset } from "../src/catalog/schema";

export const MIN_TOOLS_PER_CATEGORY = 8;

/** Plan prices: `$0`, `$12/month`, `$8.75/user/month`, `$99/year`. Anything else is a unit price or Custom. */
const PLAN_PRICE = /^\$\d+(\.\d+)?((\/user)?\/(month|year))?$/;

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Same site and page: host without `www.`, path without a trailing slash, case-insensitive. */
function urlKey(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host.replace(/^www\./, "")}${u.pathname.replace(/\/+$/, "")}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** Every problem found, one line each (`slug: what is wrong`); an empty list means the dataset passes. */
export function checkDataset(dataset: Dataset): string[] {
  const problems: string[] = [];
  const { tools } = dataset;

  const repeated = (what: string, key: (t: Dataset["tools"][number]) => string) => {
    const seen = new Map<string, string>();
    for (const t of tools) {
      const k = key(t);
      const first = seen.get(k);
      if (first) problems.push(`${t.slug}: same ${what} as ${first}`);
      else seen.set(k, t.slug);
    }
  };
  repeated("home page URL", (t) => urlKey(t.url));
  repeated("description", (t) => normalize(t.description));
  repeated("differentiator", (t) => normalize(t.differentiator));

  const perCategory = new Map<string, number>();
  for (const t of tools) perCategory.set(t.category, (perCategory.get(t.category) ?? 0) + 1);
  for (const [category, n] of perCategory) {
    if (n < MIN_TOOLS_PER_CATEGORY) problems.push(`category "${category}": ${n} tools, fewer than ${MIN_TOOLS_PER_CATEGORY}`);
  }

  // Names and slugs an alias must not take: the lookup would send users to the wrong tool.
  const owner = new Map<string, string>();
  for (const t of tools) {
    owner.set(normalize(t.name), t.slug);
    owner.set(t.slug, t.slug);
  }

  for (const t of tools) {
    const price = t.starting_price;
    if (!STARTING_PRICE.test(price) || (price !== "Custom" && !Number.isFinite(priceAmount(price)))) {
      problems.push(`${t.slug}: unparseable price "${price}"`);
    } else if (t.pricing_model === "Usage-based" && PLAN_PRICE.test(price)) {
      problems.push(`${t.slug}: usage-based, but the price "${price}" has no unit (write the unit price, e.g. $0.10/GB)`);
    } else if (t.pricing_model !== "Usage-based" && price !== "Custom" && !PLAN_PRICE.test(price)) {
      problems.push(`${t.slug}: unit price "${price}" on a ${t.pricing_model} tool`);
    }

    if (!t.pricing_url) problems.push(`${t.slug}: no pricing_url`);
    if (!t.prices_checked) problems.push(`${t.slug}: no prices_checked`);
    else if (t.prices_checked > dataset.prices_checked) {
      problems.push(`${t.slug}: prices_checked ${t.prices_checked} is after the dataset's ${dataset.prices_checked}`);
    }

    const own = new Set<string>();
    for (const alias of t.aliases ?? []) {
      const a = normalize(alias);
      if (own.has(a)) problems.push(`${t.slug}: alias "${alias}" listed twice`);
      own.add(a);
      for (const taken of new Set([owner.get(a), owner.get(slugify(alias))])) {
        if (taken === t.slug) problems.push(`${t.slug}: alias "${alias}" repeats the tool's own name or slug`);
        else if (taken) problems.push(`${t.slug}: alias "${alias}" is the name or slug of ${taken}`);
      }
    }
  }
  return problems;
}

if (import.meta.main) {
  const file = process.argv[2] ?? join(import.meta.dir, "..", "data", "tools.json");
  const parsed = datasetSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  const problems = parsed.success
    ? checkDataset(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  for (const p of problems) console.log(p);
  console.log(problems.length === 0 ? `${file}: ok` : `${file}: ${problems.length} problem(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
