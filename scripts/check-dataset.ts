/**
 * The dataset check: the rules of docs/catalog.md that the zod schema cannot see on one tool at a
 * time — prices that would not sort, duplicated URLs and wording, thin categories, usage-based
 * prices without a unit, plan prices that are the wrong billing's rate, missing provenance, and
 * aliases that would shadow another tool.
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
/** A plan price per period: the ones whose billing must be recorded. Group 2 is the period. */
const PERIOD_PRICE = /^\$\d+(\.\d+)?(?:\/user)?\/(month|year)$/;
/**
 * Where `annual-commitment` is allowed: docs/catalog.md makes the exception for Microsoft's
 * business plans only, so a headline annual-term price anywhere else is the slip the rule forbids.
 */
const ANNUAL_COMMITMENT_HOSTS = /(^|\.)microsoft\.com$/;
/** Yearly price vs 12 × a per-month rate the vendor rounded to the cent (Keeper: $3.33 × 12 = $39.96 for $39.99). */
const YEAR_TOLERANCE = 0.06;

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
    } else {
      // Only a price that is right in itself can be the right billing's rate.
      problems.push(...billingProblems(t));
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

/**
 * The annual-vs-monthly rule (docs/catalog.md): a plan price says which billing it is; where
 * monthly billing is sold the price is the month-to-month one, never the annual plan's per-month
 * rate; an annual-only plan is written per year.
 */
function billingProblems(t: Dataset["tools"][number]): string[] {
  const { slug, starting_price: price, billing, annual_rate: rate } = t;
  const period = t.pricing_model === "Usage-based" ? undefined : PERIOD_PRICE.exec(price)?.[2];
  if (!period) {
    return billing || rate ? [`${slug}: billing recorded for "${price}", which is not a plan price per month or year`] : [];
  }
  if (!billing) return [`${slug}: the plan price "${price}" needs its billing (monthly, annual or annual-commitment)`];
  if (billing === "annual" && period !== "year") return [`${slug}: billed annually only, so the price is written per year, not "${price}"`];
  if (billing !== "annual" && period !== "month") return [`${slug}: billing ${billing}, but the price "${price}" is per year`];
  if (billing === "annual-commitment" && !ANNUAL_COMMITMENT_HOSTS.test(new URL(t.url).hostname)) {
    return [`${slug}: annual-commitment headline prices are the Microsoft exception only; write the month-to-month price`];
  }
  if (!rate) return [];
  if (price.includes("/user/") !== rate.includes("/user/")) return [`${slug}: annual_rate ${rate} and "${price}" are not both per user`];
  const [amount, monthly] = [priceAmount(price), priceAmount(rate)];
  if (billing === "monthly" && !(amount > monthly)) {
    return [`${slug}: "${price}" is the annual-billed rate (annual_rate ${rate}); write the month-to-month price`];
  }
  if (billing === "annual" && Math.abs(amount - 12 * monthly) > YEAR_TOLERANCE) {
    return [`${slug}: the yearly price "${price}" is not 12 × the annual-billed rate ${rate}`];
  }
  if (billing === "annual-commitment" && amount !== monthly) return [`${slug}: an annual-commitment price is the annual rate itself, not "${price}"`];
  return [];
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
