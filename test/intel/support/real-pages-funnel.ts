/**
 * Where the engine loses a development case's plans (session 23): each expected plan of the
 * development waves A–B (never the check set, wave 13, nor a sealed wave) falls in one stage —
 * exact; wrong in the product; withheld by the confidence model (the raw reading had it exact, or
 * wrong); its amount read under another name; or not read at all, on a page the card reader read
 * nothing from ("page read EMPTY") or on one it read other plans from. The per-plan lines go to
 * --out (a TSV: stage, slug, wave, name, price). The stages say which part of the engine a round's
 * work should go to; the scorer's verdicts stay the figures of record (its matcher pairs plans of
 * one name across groups, this one takes the first).
 *
 * Run: npx bun run test/intel/support/real-pages-funnel.ts [--waves A-B] [--out FILE]
 */
import { loadCases, loadSplit, sealed, casePages } from "./real-pages-score.ts";
import { extractSite } from "../../../src/intel/extract-site.ts";
import { extractPagePlans } from "../../../src/intel/extract/plans-page.ts";
import { buildPage } from "../../../src/intel/page.ts";
import { planKey } from "../../../src/intel/extract/text.ts";
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const [lo, hi] = (arg("--waves") ?? "14-30").split("-").map(Number) as [number, number];
const dir = process.env.REALPAGES_DIR ?? "/work/realpages";
const cases = loadCases();
const shut = sealed(loadSplit(), cases);
const tally: Record<string, number> = {};
const bump = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
const lines: string[] = [];
const same = (w: any, p: any) => {
  if (w.free || w.amount === 0) return p.free || p.amount === 0;
  if (w.amount === null) return p.amount === null;
  return w.amount === p.amount && (w.currency ?? null) === p.currency && (w.period ?? null) === p.period && w.per_user === p.per_user;
};
for (const c of cases) {
  const wv = c.wave ?? 1;
  if (wv < lo || wv > hi || wv === 13 || shut.has(c.slug) || c.script_drawn) continue;
  const input = casePages(dir, c);
  if (!input) continue;
  const url = (c.pages.find((p) => p.role === "home") ?? c.pages[0]!).url;
  const prod = extractSite(input.pages, { url, abstain: true });
  const raw = extractSite(input.pages, { url, abstain: false });
  const pi = c.pages.findIndex((p) => p.role === "pricing");
  const page = buildPage(input.pages[pi]!);
  let pagePlans: any[] = [];
  try {
    pagePlans = extractPagePlans(page).plans;
  } catch {
    // (A page the reader throws on counts as read empty.)
  }
  const vis = page.visible;
  const pageEmpty = pagePlans.length === 0;
  for (const w of c.plans) {
    const k = planKey(w.name);
    const pp = prod.plans.find((p) => planKey(p.name) === k);
    const rp = raw.plans.find((p) => planKey(p.name) === k);
    let cat: string;
    if (pp && same(w, pp)) cat = "exact";
    else if (pp) cat = "wrong-in-product";
    else if (rp && same(w, rp)) cat = "withheld(raw exact)";
    else if (rp) cat = "withheld(raw wrong)";
    else {
      const amt = w.amount;
      const byAmount = amt != null && amt > 0 && raw.plans.some((p) => p.amount === amt);
      const pageByAmount = amt != null && amt > 0 && pagePlans.some((p) => p.amount === amt);
      if (byAmount) cat = "amount read, other name (site)";
      else if (pageByAmount) cat = "amount read on page, dropped at site";
      else if (w.free || amt === 0) cat = pageEmpty ? "free, page read empty" : "free, not read";
      else if (amt == null) cat = pageEmpty ? "no price, page read empty" : "no price, not read";
      else cat = pageEmpty ? "priced, page read EMPTY" : "priced, not read (page read some)";
    }
    bump(cat);
    if (cat !== "exact") lines.push(`${cat}\t${c.slug}\tw${wv}\t${w.name}\t${w.amount} ${w.currency}/${w.period}`);
  }
}
const total = Object.values(tally).reduce((a, b) => a + b, 0);
for (const [k, v] of Object.entries(tally).sort((a, b) => b[1] - a[1])) console.log(`${String(v).padStart(5)} ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`total ${total}`);
const out = arg("--out");
if (out) await Bun.write(out, lines.join("\n") + "\n");
