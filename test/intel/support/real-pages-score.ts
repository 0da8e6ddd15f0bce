/**
 * Scores the engine on REAL saved pages kept outside the repository (docs/intel.md, "Rules from the
 * fifth round: real pages"). The pages are third-party content, so they are never committed: the
 * folder (default /work/realpages, or REALPAGES_DIR, or the first argument) holds one directory per
 * company with pricing.html (and home.html when the site had one) and an expected.ts written before
 * the first run. Without the folder this prints a note and exits 0, so CI never needs it.
 * Run: npx bun run test/intel/support/real-pages-score.ts [dir] [--verbose]
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractSite } from "../../../src/intel/extract-site.ts";
import type { PlanFact } from "../../../src/intel/facts.ts";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
const dir = args.find((a) => !a.startsWith("--")) ?? process.env.REALPAGES_DIR ?? "/work/realpages";

interface WantPlan {
  name: string;
  amount: number | null;
  annual_amount?: number | null;
  list_amount?: number | null;
  currency: string | null;
  period: string | null;
  per_user: boolean;
  free?: boolean;
  trial_days?: number | null;
  contact_sales?: boolean;
}
interface RealCase { heldOut?: boolean; slug: string; url: string; plans: WantPlan[]; ignore?: string[]; headline?: string; features: string[]; unscored?: boolean }

const shape = (p: WantPlan | PlanFact) => ({
  name: p.name, amount: p.amount, annual_amount: p.annual_amount ?? null, list_amount: p.list_amount ?? null, currency: p.currency,
  period: p.period, per_user: p.per_user, free: p.free ?? false, trial_days: p.trial_days ?? null, contact_sales: p.contact_sales ?? false,
});
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

if (!existsSync(join(dir, "expected.ts"))) {
  console.log(`real pages: no ${join(dir, "expected.ts")} here (the pages are kept outside the repository); nothing to score.`);
  process.exit(0);
}
const { REAL } = (await import(join(dir, "expected.ts"))) as { REAL: RealCase[] };

const origin = (u: string) => new URL(u).origin;
const zero = () => ({ expected: 0, found: 0, exact: 0, wrong: 0, headlines: 0, headlinesRight: 0, features: 0, featuresFound: 0 });
/** The pages the rules were worked on, and the pages held out (written down after the work, run once). */
const sums = { worked: zero(), heldOut: zero() };
console.log("| page | expected | found | exact | wrong | headline | features |\n|---|---|---|---|---|---|---|");
for (const c of REAL) {
  if (only && c.slug !== only) continue;
  const pages = [{ url: c.url, html: readFileSync(join(dir, c.slug, "pricing.html"), "utf8") }];
  const homeFile = join(dir, c.slug, "home.html");
  if (existsSync(homeFile)) pages.push({ url: `${origin(c.url)}/`, html: readFileSync(homeFile, "utf8") });
  const facts = extractSite(pages, { url: existsSync(homeFile) ? `${origin(c.url)}/` : c.url });
  const want = new Map(c.plans.map((w) => [w.name, JSON.stringify(shape(w))]));
  const ignore = new Set(c.ignore ?? []);
  let exact = 0;
  let wrong = 0;
  let found = 0;
  for (const p of facts.plans) {
    if (ignore.has(p.name)) continue;
    found++;
    const w = want.get(p.name);
    if (w === undefined) wrong++;
    else if (w === JSON.stringify(shape(p))) exact++;
  }
  const headlineOk = c.headline === undefined ? null : facts.headline !== null && norm(facts.headline.value) === norm(c.headline);
  const names = facts.features.map((f) => norm(f.name));
  const featuresFound = c.features.filter((f) => names.some((n) => n.includes(norm(f)))).length;
  const totals = c.heldOut ? sums.heldOut : sums.worked;
  if (!c.unscored) {
    totals.expected += c.plans.length; totals.found += found; totals.exact += exact; totals.wrong += wrong;
  }
  if (headlineOk !== null) { totals.headlines++; if (headlineOk) totals.headlinesRight++; }
  totals.features += c.features.length; totals.featuresFound += featuresFound;
  const cell = (n: number) => (c.unscored ? `(${n})` : String(n));
  console.log(`| ${c.slug} | ${c.unscored ? "–" : c.plans.length} | ${cell(found)} | ${cell(exact)} | ${cell(wrong)} | ${headlineOk === null ? "–" : headlineOk ? "yes" : "no"} | ${featuresFound}/${c.features.length} |`);
  if (verbose) {
    for (const p of facts.plans) {
      const w = want.get(p.name);
      const got = JSON.stringify(shape(p));
      if (w !== got) console.log(`    got  ${got}${w ? `\n    want ${w}` : ignore.has(p.name) ? "  (ignored)" : "  (not expected)"}`);
    }
    const gotNames = new Set(facts.plans.map((p) => p.name));
    for (const w of c.plans) if (!gotNames.has(w.name)) console.log(`    missing ${JSON.stringify(shape(w))}`);
    if (headlineOk === false) console.log(`    headline: got ${JSON.stringify(facts.headline?.value ?? null)}`);
    if (featuresFound < c.features.length) console.log(`    features got: ${JSON.stringify(facts.features.slice(0, 12).map((f) => f.name))}`);
  }
}
for (const [label, t] of [["total", sums.worked], ["held out", sums.heldOut]] as const) {
  if (t.expected + t.headlines + t.features === 0) continue;
  console.log(`| **${label}** | ${t.expected} | ${t.found} | ${t.exact} | ${t.wrong} | ${t.headlinesRight}/${t.headlines} | ${t.featuresFound}/${t.features} |`);
}
