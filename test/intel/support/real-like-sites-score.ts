/**
 * Prints the whole-site table for docs/intel.md (fourth held-out round): per site the name /
 * headline / description checks, feature recall and precision (with forbidden hits), signal recall
 * and precision, and plans (expected / found / exact / wrong); then totals.
 * Run: npx bun run test/intel/support/real-like-sites-score.ts [--batch2 | --batch3 | --batch4 | --batch5 | --all] [--detail]
 */
import { extractSite } from "../../../src/intel/extract-site.ts";
import { loadSitePages, SITE_CASES, scoreSite, siteUrl } from "./real-like-sites.ts";

const detail = process.argv.includes("--detail");
const pct = (a: number, b: number) => (b === 0 ? "—" : `${Math.round((a / b) * 100)}%`);
const yn = (b: boolean) => (b ? "✓" : "✗");
const batch = process.argv.includes("--batch5") ? 5 : process.argv.includes("--batch4") ? 4 : process.argv.includes("--batch3") ? 3 : process.argv.includes("--batch2") ? 2 : process.argv.includes("--all") ? 0 : 1;
const batchOf = (c: (typeof SITE_CASES)[number]) => (c.batch5 ? 5 : c.batch4 ? 4 : c.batch3 ? 3 : c.batch2 ? 2 : 1);
const cases = SITE_CASES.filter((c) => batch === 0 || batchOf(c) === batch);
const rows = cases.map((c) => ({ c, s: scoreSite(c, extractSite(loadSitePages(c), { url: siteUrl(c) })) }));
console.log(`batch ${batch === 0 ? "all" : batch}`);
console.log("| site | name | headline | description | features recall | features precision | forbidden | signals recall | signals precision | plans exp/found/exact/wrong |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
const t = { name: 0, headline: 0, description: 0, fExp: 0, fFound: 0, fExtr: 0, fOk: 0, forb: 0, sExp: 0, sFound: 0, sJudged: 0, sRight: 0, pExp: 0, pFound: 0, pExact: 0, pWrong: 0 };
for (const { s } of rows) {
  console.log(`| ${s.dir} | ${yn(s.name)} | ${yn(s.headline)} | ${yn(s.description)} | ${s.features.found}/${s.features.expected} ${pct(s.features.found, s.features.expected)} | ${s.features.ok}/${s.features.extracted} ${pct(s.features.ok, s.features.extracted)} | ${s.features.forbidden.length} | ${s.signals.found}/${s.signals.expected} ${pct(s.signals.found, s.signals.expected)} | ${s.signals.right}/${s.signals.extracted} ${pct(s.signals.right, s.signals.extracted)} | ${s.plans.expected}/${s.plans.found}/${s.plans.exact}/${s.plans.wrong} |`);
  t.name += +s.name; t.headline += +s.headline; t.description += +s.description;
  t.fExp += s.features.expected; t.fFound += s.features.found; t.fExtr += s.features.extracted; t.fOk += s.features.ok; t.forb += s.features.forbidden.length;
  t.sExp += s.signals.expected; t.sFound += s.signals.found; t.sJudged += s.signals.extracted; t.sRight += s.signals.right;
  t.pExp += s.plans.expected; t.pFound += s.plans.found; t.pExact += s.plans.exact; t.pWrong += s.plans.wrong;
}
const n = rows.length;
console.log(`| **total (${n} sites)** | ${t.name}/${n} | ${t.headline}/${n} | ${t.description}/${n} | ${t.fFound}/${t.fExp} ${pct(t.fFound, t.fExp)} | ${t.fOk}/${t.fExtr} ${pct(t.fOk, t.fExtr)} | ${t.forb} | ${t.sFound}/${t.sExp} ${pct(t.sFound, t.sExp)} | ${t.sRight}/${t.sJudged} ${pct(t.sRight, t.sJudged)} | ${t.pExp}/${t.pFound}/${t.pExact}/${t.pWrong} |`);
if (detail) {
  for (const { c, s } of rows) {
    const facts = extractSite(loadSitePages(c), { url: siteUrl(c) });
    console.log(`\n## ${s.dir}\nname: ${facts.name?.value} | headline: ${facts.headline?.value}\ndescription: ${facts.description?.value}`);
    console.log(`missing features: ${JSON.stringify(s.features.missing)}\nextra features: ${JSON.stringify(s.features.extra)}\nforbidden: ${JSON.stringify(s.features.forbidden)}`);
    console.log(`missing signals: ${JSON.stringify(s.signals.missing)}\nwrong signals: ${JSON.stringify(s.signals.wrong)}`);
    console.log(`signals: ${facts.signals.map((x) => `${x.kind}:${x.label}=${x.value}`).join(" | ")}`);
    console.log(`plans: ${facts.plans.map((p) => `${p.name} ${p.amount}/${p.annual_amount} ${p.currency} ${p.period} pu=${p.per_user} free=${p.free} trial=${p.trial_days} cs=${p.contact_sales}`).join(" | ")}`);
  }
}
