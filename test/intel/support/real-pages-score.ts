/**
 * Scores the engine on REAL saved pricing pages (issue 25; docs/intel.md, "Rounds on real pages").
 *
 * The pages are third-party content, so they are never committed: `scripts/real-pages-restore.ts`
 * re-creates the folder (default /work/realpages, or REALPAGES_DIR, or --dir) from fetched
 * repositories. What IS committed is each company's case file, test/intel/real-pages/cases/<slug>.json
 * (where the pages come from and what a careful reader sees on them, written before the engine saw
 * the page), and split.json, which says which companies each round held out.
 *
 * Honesty rules this script enforces:
 * - By default only the development set is scored (every company not held out by a round that is
 *   still open). A held-out round is scored with `--round N`, and then only its totals are printed:
 *   nobody tunes a rule while looking at a held-out page.
 * - Figures are first-run figures when the round is scored once, at the end of the round; the
 *   lead records them in docs/intel.md and then closes the round in split.json (its pages join
 *   development).
 *
 * Definitions (issue 25's goal): a plan is EXACT when the engine reports a plan of the same name
 * (planKey: case, punctuation and a trailing "plan"/"tier" ignored) with the same amount, currency,
 * period and per-user flag. A reported plan is WRONG when its name is expected but a value differs,
 * INVENTED when no expected plan has its name. Goal: exact ≥ 90% of expected plans, wrong + invented
 * ≤ 3% of reported plans, free tier right on ≥ 95% of pages. Pages whose prices a script draws
 * (`script_drawn`) are counted apart: they belong to the browser issue. Monitoring: for companies
 * whose case lists older versions of the pricing page, the older version is extracted, diffed with
 * the newer one by the monitoring engine (diffFacts), and the changes compared by type and subject
 * with the ones the reader wrote down.
 *
 * Round 8 splits wave 2 (released into development) in two by sha256('round8:'+slug): the lower
 * half `a` is where rules are written, the upper half `b` only checks them, by totals (`--half b`
 * never prints a page: a rule is kept only if it leaves half b no worse). `--wave N` restricts the
 * run to one wave; `--totals` prints the totals only.
 *
 * `--browser [chromium]` (issue 28) applies the product's rendering rule: a page whose static read
 * found no plan and whose scripts the detector says draw the prices is rendered (its repository
 * served on loopback from MIRROR_DIR, real-pages-render.ts) and read again; the script-drawn
 * pages, still counted apart, are listed with the plans read without and with the browser.
 *
 * Run: npx bun run test/intel/support/real-pages-score.ts [--dir D] [--round N] [--only slug]
 *      [--wave N] [--waves A-B] [--half a|b] [--totals] [--verbose] [--json FILE] [--browser [chromium]] [--no-abstain]
 * Without the folder it prints a note and exits 0, so CI never needs it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { decodeHtml } from "../../../src/intel/charset.ts";
import { extractSite } from "../../../src/intel/extract-site.ts";
import { planKey } from "../../../src/intel/extract/text.ts";
import type { PlanFact, SiteFacts } from "../../../src/intel/facts.ts";
import { hasFreeTier } from "../../../src/intel/analyze/profile.ts";
import { diffFacts, type ChangeType, type DetectedChange } from "../../../src/monitoring/diff.ts";
import type { PageInput } from "../../../src/intel/page.ts";
import { scorerRenderer } from "./real-pages-render.ts";

type ScorerBrowser = ReturnType<typeof scorerRenderer>;

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
  group?: string;
}
interface WantChange { type: ChangeType; plan?: string; feature?: string; subject?: string; before?: string; after?: string; note?: string }
interface CasePage { role: "pricing" | "home" | string; path: string; url: string; file?: string }
interface Version { commit: string; file: string; compare_to?: string; changes: WantChange[] }
export interface RealCase {
  slug: string;
  company: string;
  wave?: number;
  repo: string;
  commit: string;
  pages: CasePage[];
  script_drawn?: boolean;
  free_tier?: boolean;
  plans: WantPlan[];
  /** Plans the reader could not decide on: neither counted as expected nor as invented when reported. */
  ignore?: string[];
  headline?: string | null;
  features?: string[];
  seen_by_engine?: boolean;
  versions?: Version[];
}
interface Split { rounds: { round: number; held_out: string[]; closed?: string }[] }

const CASES_DIR = join(import.meta.dir, "..", "real-pages", "cases");
const SPLIT_FILE = join(import.meta.dir, "..", "real-pages", "split.json");

export function loadCases(): RealCase[] {
  if (!existsSync(CASES_DIR)) return [];
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(CASES_DIR, f), "utf8")) as RealCase);
}

export function loadSplit(): Split {
  return existsSync(SPLIT_FILE) ? (JSON.parse(readFileSync(SPLIT_FILE, "utf8")) as Split) : { rounds: [] };
}

/** Slugs held out by rounds that are still open: never scored page by page, never worked on. */
export function sealed(split: Split, cases: readonly RealCase[] = []): Set<string> {
  const closed = new Set(split.rounds.filter((r) => r.closed).flatMap((r) => r.held_out));
  // Wave 2 and later were collected as future held-out sets: sealed until a closed round names them.
  const later = cases.filter((c) => (c.wave ?? 1) >= 2 && !closed.has(c.slug)).map((c) => c.slug);
  return new Set([...split.rounds.filter((r) => !r.closed).flatMap((r) => r.held_out), ...later]);
}

/** Round 8's halves of wave 2: ordered by sha256('round8:'+slug), the lower half is `a`. */
export function halfOf(cases: readonly RealCase[], half: "a" | "b"): Set<string> {
  const key = (slug: string) => createHash("sha256").update(`round8:${slug}`).digest("hex");
  const wave2 = cases.filter((c) => c.wave === 2).map((c) => c.slug).sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
  const cut = Math.ceil(wave2.length / 2);
  return new Set(half === "a" ? wave2.slice(0, cut) : wave2.slice(cut));
}

const fileOf = (p: CasePage) => p.file ?? (p.role === "pricing" ? "pricing.html" : p.role === "home" ? "home.html" : `${p.role}.html`);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The case's pages as extractSite's inputs (null when a file is missing), and the URL asked for. */
export function casePages(dir: string, c: RealCase, pricingFile?: string): { pages: { url: string; html: string }[]; url: string } | null {
  const pages = [];
  // An older version of the pricing page is an older version of every page served from the same
  // source file (a one-page site whose home is its pricing page, "/#pricing"): the current home
  // beside an old pricing page is a pair of documents no check ever read together.
  const pricingPath = c.pages.find((p) => p.role === "pricing")?.path;
  for (const p of c.pages) {
    const file = join(dir, c.slug, pricingFile && (p.role === "pricing" || (pricingPath !== undefined && p.path === pricingPath)) ? pricingFile : fileOf(p));
    if (!existsSync(file)) return null;
    // Decoded as the product decodes a page served without a charset in its header (BOM, then the
    // page's own <meta>, else UTF-8): a windows-1250 price list read as UTF-8 is no page anyone saw.
    pages.push({ url: p.url, html: decodeHtml(readFileSync(file), "text/html").html });
  }
  const home = c.pages.find((p) => p.role === "home");
  return { pages, url: (home ?? c.pages[0]!).url };
}

// --no-abstain scores the engine's raw reading (every plan it would report before the confidence
// model withholds any): the figure "without abstention" that each round records beside the product's.
const ABSTAIN = !process.argv.includes("--no-abstain");
const extractCase = (c: RealCase, pages: PageInput[]) => extractSite(pages, { url: (c.pages.find((p) => p.role === "home") ?? c.pages[0]!).url, abstain: ABSTAIN });

function readCase(dir: string, c: RealCase, pricingFile?: string): SiteFacts | null {
  const input = casePages(dir, c, pricingFile);
  return input && extractCase(c, input.pages);
}

/**
 * `--browser`: the product's rule on a case whose static read found no plan — its pricing page,
 * if the detector flags it, rendered (real-pages-render.ts) and the site read again. Null when
 * nothing was rendered; otherwise the facts read with the rendered page, or why not.
 */
async function renderCase(browser: ScorerBrowser, mirrorDir: string, c: RealCase, pages: PageInput[]): Promise<{ needed: string | null; facts: SiteFacts | null; reason: string | null }> {
  const at = c.pages.findIndex((p) => p.role === "pricing");
  if (at < 0) return { needed: null, facts: null, reason: "no pricing page" };
  const out = await browser.render(c.repo, c.commit, mirrorDir, c.pages[at]!, pages[at]!.html);
  if (out.html === null) return { needed: out.needed, facts: null, reason: out.reason };
  return { needed: out.needed, facts: extractCase(c, pages.map((p, i) => (i === at ? { url: p.url, html: out.html! } : p))), reason: null };
}

/**
 * The values that make a plan exact. A free plan is right when the engine says free (a reader
 * writes no currency or period for "Free"); a plan without a price (quote-only, or a card that
 * shows none) is right when the engine gives it none either.
 */
const same = (w: WantPlan, p: PlanFact) => {
  if (w.free || w.amount === 0) return p.free || p.amount === 0;
  if (w.amount === null) return p.amount === null;
  return w.amount === p.amount && (w.currency ?? null) === p.currency && (w.period ?? null) === p.period && w.per_user === p.per_user;
};

export interface PageScore {
  slug: string;
  expected: number;
  reported: number;
  exact: number;
  wrong: number;
  invented: number;
  annualRight: number;
  annualExpected: number;
  freeTierRight: boolean | null;
  headlineRight: boolean | null;
  features: number;
  featuresFound: number;
  detail: string[];
  /** Each reported plan's verdict, in the order of facts.plans (the confidence model's labels). */
  verdicts: ("exact" | "wrong" | "invented" | "ignored")[];
}

/**
 * A page's kind, by its case's plans (what a reader saw, not what the engine read): "recurring" when
 * any plan is billed by the month or the year (subscriptions, memberships, SaaS), "other" for price
 * lists of things paid once or by no stated period. Interface B sells intel on competitors that are
 * mostly subscription businesses, while the corpus gathers many local price lists; the totals are
 * printed for both kinds so a round's figure can be read for each (docs/intel.md, the rounds table).
 */
export function pageKind(c: Pick<RealCase, "plans">): "recurring" | "other" {
  return c.plans.some((p) => p.period === "month" || p.period === "year") ? "recurring" : "other";
}

export function scorePage(c: RealCase, facts: SiteFacts): PageScore {
  // Plans of the same name in different groups (a second table under its own heading): a reported
  // plan is matched to the unmatched one it equals, else to the first unmatched one of its name.
  const want = new Map<string, WantPlan[]>();
  for (const w of c.plans) want.set(planKey(w.name), [...(want.get(planKey(w.name)) ?? []), w]);
  const ignore = new Set((c.ignore ?? []).map(planKey));
  const s: PageScore = { slug: c.slug, expected: c.plans.length, reported: 0, exact: 0, wrong: 0, invented: 0, annualRight: 0, annualExpected: 0, freeTierRight: null, headlineRight: null, features: 0, featuresFound: 0, detail: [], verdicts: [] };
  const matched = new Set<WantPlan>();
  for (const p of facts.plans) {
    const key = planKey(p.name);
    if (ignore.has(key)) {
      s.verdicts.push("ignored");
      continue;
    }
    s.reported++;
    const open = (want.get(key) ?? []).filter((x) => !matched.has(x));
    const w = open.find((x) => same(x, p)) ?? open[0];
    const got = `${p.name}: ${p.amount} ${p.currency} /${p.period}${p.per_user ? " per user" : ""}${p.annual_amount !== null ? ` (annual ${p.annual_amount})` : ""}`;
    if (!w) {
      s.verdicts.push("invented");
      s.invented++;
      s.detail.push(`  invented  ${got}`);
      continue;
    }
    matched.add(w);
    s.verdicts.push(same(w, p) ? "exact" : "wrong");
    if (same(w, p)) {
      s.exact++;
      if (w.annual_amount != null) {
        s.annualExpected++;
        if (w.annual_amount === p.annual_amount) s.annualRight++;
        else s.detail.push(`  annual    ${got}; want annual ${w.annual_amount}`);
      }
    } else {
      s.wrong++;
      s.detail.push(`  wrong     ${got}; want ${w.amount} ${w.currency} /${w.period}${w.per_user ? " per user" : ""}`);
    }
  }
  for (const w of c.plans) if (!matched.has(w)) s.detail.push(`  missing   ${w.name}: ${w.amount} ${w.currency} /${w.period}${w.per_user ? " per user" : ""}`);
  if (typeof c.free_tier === "boolean") {
    s.freeTierRight = hasFreeTier(facts) === c.free_tier;
    if (!s.freeTierRight) s.detail.push(`  free tier: got ${!c.free_tier}, want ${c.free_tier}`);
  }
  if (c.headline) {
    s.headlineRight = facts.headline !== null && norm(facts.headline.value) === norm(c.headline);
    if (!s.headlineRight) s.detail.push(`  headline: got ${JSON.stringify(facts.headline?.value ?? null)}`);
  }
  const names = facts.features.map((f) => norm(f.name));
  s.features = c.features?.length ?? 0;
  s.featuresFound = (c.features ?? []).filter((f) => names.some((n) => n.includes(norm(f)))).length;
  return s;
}

const figures = (x: unknown) => (typeof x === "string" ? x : "").match(/\d[\d.,]*/g)?.map((n) => n.replace(/\D/g, "")) ?? [];
const isLimitChange = (g: DetectedChange) => /^Limit (?:raised|lowered|changed):/.test(g.summary);

/**
 * A reader's feature removed X (or added Y) that the engine reports as one limit change of the
 * same plan, "Limit lowered: Plan: X → Y": the change names both sides, so it stands for both
 * labels (it may be used twice, like a rename for a plan removed and added).
 */
function limitAsPair(w: WantChange, got: DetectedChange[]): number {
  if (w.type !== "feature_added" && w.type !== "feature_removed") return -1;
  const name = planKey(w.feature ?? "");
  if (!name) return -1;
  // The plan is the summary's second part ("Limit lowered: Starter: …"); a label without one names none.
  const planOf = (g: DetectedChange) => planKey(g.summary.slice(g.summary.indexOf(": ") + 2, g.summary.lastIndexOf(`: ${g.before}`)));
  return got.findIndex((g) => isLimitChange(g) && planKey((w.type === "feature_removed" ? g.before : g.after) ?? "") === name && (!w.plan || planOf(g) === planKey(w.plan)));
}

/** Round 23: one line of a list replaced, "Feature replaced: [Plans: ]X → Y" (before X, after Y). */
const isReplaced = (g: DetectedChange) => g.summary.startsWith("Feature replaced: ");

/**
 * Round 23: a reader's feature removed X (or added Y) that the engine reports as one line replaced,
 * "Feature replaced: Plan: X → Y": it names both sides, so it stands for both labels (it may be used
 * twice, as a limit change or a rename is); a label naming a plan needs that plan among the alert's
 * when the alert names plans.
 */
function replacedAsPair(w: WantChange, got: DetectedChange[]): number {
  if (w.type !== "feature_added" && w.type !== "feature_removed") return -1;
  const name = planKey(w.feature ?? "");
  if (!name) return -1;
  // The plans the alert names (none when no plan lists the lines, as a single feature change's label is matched without its plan).
  const plans = (g: DetectedChange) => g.summary.slice("Feature replaced: ".length, g.summary.length - `${g.before} → ${g.after}`.length).replace(/: $/, "").split(", ").map(planKey).filter(Boolean);
  const planOk = (g: DetectedChange) => !w.plan || plans(g).length === 0 || plans(g).includes(planKey(w.plan));
  return got.findIndex((g) => isReplaced(g) && planKey((w.type === "feature_removed" ? g.before : g.after) ?? "") === name && planOk(g));
}

/** Round 22: one plan's limits that moved together, "Limits changed: Plan: X → Y; added Z; removed W". */
const isPlanLimits = (g: DetectedChange) => g.summary.startsWith("Limits changed: ");
/** The plan a grouped limit change names (its summary's second part). */
const planOfLimits = (g: DetectedChange) => planKey(g.subject.replace(/ limits$/, ""));
/** Its parts, each [before, after] (null on the side where the limit is not). */
function limitParts(g: DetectedChange): [string | null, string | null][] {
  const body = g.summary.slice(`Limits changed: ${g.subject.replace(/ limits$/, "")}: `.length);
  return body.split("; ").map((part) => {
    if (part.startsWith("added ")) return [null, part.slice(6)];
    if (part.startsWith("removed ")) return [part.slice(8), null];
    const at = part.indexOf(" → ");
    return at < 0 ? [part, part] : [part.slice(0, at), part.slice(at + 3)];
  });
}

/**
 * The limits of a plan's alert that a reader's feature label of `type` may name: a limit that moved
 * by either side (a reader writes a lowered quota by its new words, as the engine's single "Limit
 * lowered" is subject to); one added, or removed, only by a label of that direction.
 */
function limitNamesFor(g: DetectedChange, type: ChangeType): Set<string> {
  const names = limitParts(g).flatMap(([x, y]) => (x !== null && y !== null ? [x, y] : [type === "feature_removed" ? x : y]));
  return new Set(names.filter((n): n is string => n !== null).map(planKey));
}

/**
 * Round 22: a plan's limits that moved together are one alert for the plan; it stands for every
 * label of those limits (it may be used several times, as a grouped feature change is): a feature
 * added or removed named by one of its limits (of the same plan when the label names one), or a
 * message or free-tier line with the figures of one of its moves on both sides.
 */
function limitsOfPlanFor(w: WantChange, got: DetectedChange[]): number {
  const wrongPlan = (g: DetectedChange) => Boolean(w.plan) && planOfLimits(g) !== planKey(w.plan!);
  if (w.type === "feature_added" || w.type === "feature_removed") {
    // One limit, or several a reader joined in one label ("2 vCPU Cores, 4GB RAM, 80GB SSD Storage").
    const names = [w.feature ?? "", ...joinedFeatures(w.feature ?? "")].map(planKey).filter(Boolean);
    const side = (g: DetectedChange) => limitNamesFor(g, w.type);
    const parts = names.slice(1);
    return got.findIndex((g) => isPlanLimits(g) && !wrongPlan(g) && (side(g).has(names[0] ?? "") || (parts.length >= 2 && parts.every((n) => side(g).has(n)))));
  }
  if (w.type !== "messaging_change" && w.type !== "free_tier_changed") return -1;
  const [fb, fa] = [figures(w.before), figures(w.after)];
  if (fb.length === 0 || fa.length === 0) return -1;
  return got.findIndex((g) => isPlanLimits(g) && !wrongPlan(g) && limitParts(g).some(([x, y]) => x !== null && y !== null && figures(x)[0] === fb[0] && figures(y)[0] === fa[0]));
}

/**
 * A reader's messaging change that is a quota moved ("20,000 executions" → "12,000 executions /
 * month"), or a free tier changed by its quota ("Opptil 100 bilder" → "Opptil 30 bilder" on the free
 * plan), matched by the limit change with the same figures on both sides.
 */
function limitAsMessage(w: WantChange, got: DetectedChange[], used: Set<number>): number {
  const [fb, fa] = [figures(w.before), figures(w.after)];
  if (fb.length === 0 || fa.length === 0) return -1;
  return got.findIndex((g, k) => !used.has(k) && isLimitChange(g) && figures(g.before)[0] === fb[0] && figures(g.after)[0] === fa[0]);
}

/**
 * Round 18: a reader's price change of a plan that turned free (or stopped being free), written
 * beside the free tier changed, is the one "Plan: €39/month → Free (free tier added)" the engine
 * reports for both (one event where a reader may write two, as for a rename: it may be used twice).
 */
function priceAsFreeTier(w: WantChange, got: DetectedChange[]): number {
  if (w.type !== "pricing_change" || !w.plan) return -1;
  return got.findIndex((g) => g.type === "free_tier_changed" && /\(free tier (?:added|removed)\)$/.test(g.summary) && planKey(g.subject) === planKey(w.plan!));
}

/**
 * Round 18: a reader's price change of a free trial's length ("Free for 90 days" → "Free for 30
 * days") is the engine's "Free trial: 90 days → 30 days", matched by the days on both sides.
 */
function trialAsPrice(w: WantChange, got: DetectedChange[], used: Set<number>): number {
  if (w.type !== "pricing_change" || !/\b(?:trial|days?|jours?|d[ií]as|tage?)\b/i.test(`${w.plan ?? ""} ${w.before ?? ""} ${w.after ?? ""}`)) return -1;
  const [fb, fa] = [figures(w.before), figures(w.after)];
  if (fb.length === 0 || fa.length === 0) return -1;
  return got.findIndex((g, k) => !used.has(k) && g.type === "free_tier_changed" && g.subject === "free trial" && figures(g.before)[0] === fb[0] && figures(g.after)[0] === fa[0]);
}

/**
 * Round 90l: a reader's message about a plan's struck price ("$2.50 /month, 50% OFF! $5/mo struck"
 * → "$2.50 /month") is the engine's list-price change of that plan ("Standard: $2.50/month (list $5)
 * → $2.50/month (discount ended)"; src/monitoring/list-price-moves.ts) — one event a reader may
 * write as a price change (13 labels on development) or as the plan's message (9). Matched by the
 * plan and by the struck figure: on the side that shows it the label gives it, on a side without
 * one it does not.
 */
function listAsMessage(w: WantChange, got: DetectedChange[], used: Set<number>): number {
  if (w.type !== "messaging_change" || !w.plan) return -1;
  const listOf = (x: string | null) => figures(/\(list ([^)]*)\)$/.exec(x ?? "")?.[1] ?? "")[0] ?? null;
  const says = (side: unknown, list: string | null) => (list === null ? true : figures(side).includes(list));
  return got.findIndex((g, k) => {
    if (used.has(k) || g.type !== "pricing_change" || planKey(g.subject) !== planKey(w.plan!) || !/\((?:discount shown|discount ended|list price moved)\)$/.test(g.summary)) return false;
    const [lb, la] = [listOf(g.before), listOf(g.after)];
    return says(w.before, lb) && says(w.after, la) && (lb === null || !figures(w.after).includes(lb) || la !== null) && (la === null || !figures(w.before).includes(la) || lb !== null);
  });
}

/**
 * Round 21: a trial's length a reader wrote as a message or a free-tier line ("Start 7-Day Free
 * Trial" → "Start 14-Day Free Trial"; "Technical Support" → "3 day trial & Technical Support") is
 * the engine's "Free trial: 7 days → 14 days", matched by the days next to a day word on each side,
 * a side that gives no days standing for "none". The label must name a trial; a message beside
 * the reader's free-tier line for the same trial leaves the change to that line.
 */
function trialAsMessage(w: WantChange, got: DetectedChange[], used: Set<number>, labels: WantChange[]): number {
  if ((w.type !== "messaging_change" && w.type !== "free_tier_changed") || !TRIAL_WORD.test(`${w.before ?? ""} ${w.after ?? ""}`)) return -1;
  const [db, da] = [trialLength(w.before), trialLength(w.after)];
  if (db === da) return -1;
  // The reader's free-tier line for the same trial, where they wrote both, is the one it answers.
  if (w.type === "messaging_change" && labels.some((x) => x !== w && x.type === "free_tier_changed" && trialLength(x.before) === db && trialLength(x.after) === da)) return -1;
  return got.findIndex((g, k) => !used.has(k) && g.type === "free_tier_changed" && g.subject === "free trial" && trialLength(g.before) === db && trialLength(g.after) === da);
}
const TRIAL_WORD = /\b(?:trial|essai|prueba|teste|testversion|proefperiode)\b|\bgr[aá]tis por\b/i;
/** The days a text gives next to a day word ("14-day", "30 days", "5 dias"), or "none". */
const trialLength = (x: unknown) => /(\d{1,3})\s?-?\s?(?:days?|d[ií]as|jours?|tage?|dagen|giorni)\b/i.exec(typeof x === "string" ? x : "")?.[1] ?? "none";

/**
 * Round 22: a reader's message that is one line of a card rewritten ("2 dedicated Ryzen 9 5950X
 * threads" → "2 dedicated Ryzen 9 7950X3D threads" on a plan) is the engine's feature removed with
 * the old line and feature added with the new one (each alone, or within a grouped change, or a
 * plan's limits alert): the pair is the label's. Grouped changes may stand for several labels.
 */
function lineAsMessage(w: WantChange, got: DetectedChange[], used: Set<number>): [number, number] | null {
  if (w.type !== "messaging_change" || typeof w.before !== "string" || typeof w.after !== "string") return null;
  const [b, a] = [planKey(w.before), planKey(w.after)];
  if (!b || !a || b === a) return null;
  const [gone, came] = [lineChange(got, used, "feature_removed", b), lineChange(got, used, "feature_added", a)];
  return gone >= 0 && came >= 0 ? [came, gone] : null;
}

/** The feature lines a reported change carries on the side of `type` (removed: before; added: after), by plan key. */
function lineNames(g: DetectedChange, type: "feature_added" | "feature_removed"): Set<string> {
  if (isPlanLimits(g)) return limitNamesFor(g, type);
  if (isReplaced(g)) return new Set([planKey((type === "feature_added" ? g.after : g.before) ?? "")]);
  if (g.type !== type) return new Set();
  if (/^\d+ features$/.test(g.subject)) return new Set(((type === "feature_added" ? g.after : g.before) ?? "").split("; ").map(planKey));
  return new Set([planKey((type === "feature_added" ? g.after : g.before) ?? "")]);
}

/** The reported change that carries the line `name` on the side of `type` (a grouped or a plan's limits alert may serve several labels); `key` compares. */
function lineChange(got: DetectedChange[], used: Set<number>, type: "feature_added" | "feature_removed", name: string, key = (k: string) => k): number {
  const shared = (g: DetectedChange) => /^\d+ features$/.test(g.subject) || isPlanLimits(g);
  return got.findIndex((g, k) => (shared(g) || !used.has(k)) && [...lineNames(g, type)].some((n) => key(n) === key(name)));
}

/**
 * Round 50d: a reader's message that lists a card's lines before and after ("Enterprise: Custom
 * firewall rules; SSO integration → Custom Firewall Policies; SSO / SAML Integration") is the
 * card's lines reworded, which the engine reports as features removed and added (each alone, in a
 * grouped change, a line replaced or a plan's limits alert). The lines are the parts between ";"
 * (or "；"); those only on the before side must each be a line the engine reports removed, those
 * only on the after side each one it reports added — all of them, at least one —, spaces ignored
 * (a script written without them spaces a line's parts as its page does or not). The changes that
 * carry them are the label's. Readers wrote card lines so on voxcore (33), rustdesk (35),
 * forge-code and pushy (36).
 */
function linesAsMessage(w: WantChange, got: DetectedChange[], used: Set<number>): number[] | null {
  if (w.type !== "messaging_change" || typeof w.before !== "string" || typeof w.after !== "string") return null;
  const lines = (x: string) => x.split(/\s*[;；]\s*/).map(planKey).filter(Boolean);
  const [b, a] = [lines(w.before), lines(w.after)];
  if (Math.max(b.length, a.length) < 2) return null;
  const bare = (k: string) => k.replace(/ /g, "");
  const [inB, inA] = [new Set(b.map(bare)), new Set(a.map(bare))];
  const left = b.filter((x) => !inA.has(bare(x)));
  const came = a.filter((x) => !inB.has(bare(x)));
  if (left.length + came.length === 0) return null;
  // Each line's change, matched by its key without spaces.
  const found = [...left.map((x) => lineChange(got, used, "feature_removed", x, bare)), ...came.map((x) => lineChange(got, used, "feature_added", x, bare))];
  return found.every((k) => k >= 0) ? [...new Set(found)] : null;
}

/**
 * Round 18: a reader's feature named by a tile's title ("30-Day Email Retention") that the engine
 * reads with the tile's line under it ("📅 30-Day Email Retention Premium emails last 30 days") or a
 * plan's tag after it ("Academia — Módulos 1-6 (Pro)"): the change of a feature whose name begins
 * with the label's words (two at least) is that label's.
 */
function featureByTitle(w: WantChange, got: DetectedChange[], used: Set<number>): number {
  if (w.type !== "feature_added" && w.type !== "feature_removed") return -1;
  const label = planKey(w.feature ?? "");
  if (label.split(" ").length < 2) return -1;
  const name = (g: DetectedChange) => planKey((w.type === "feature_added" ? g.after : g.before) ?? "");
  return got.findIndex((g, k) => !used.has(k) && g.type === w.type && !isLimitChange(g) && !/^\d+ features$/.test(g.subject) && name(g).startsWith(`${label} `));
}

/**
 * Round 19: the other way round — a reader's label that is the feature's name with a gloss after it
 * ("跨设备云同步 (cross-device cloud sync)", "Data export (paid plans)") or the row's value
 * ("Welcome bonus 300 pts", a comparison row read as its name): the change of the feature whose
 * whole name opens the label is that label's. The name must say something on its own: two words,
 * or one of four letters or more in a script written without spaces.
 */
function featureWithGloss(w: WantChange, got: DetectedChange[], used: Set<number>): number {
  if (w.type !== "feature_added" && w.type !== "feature_removed") return -1;
  // The name: the label's words before its first parenthesis or number ("Welcome bonus" of "Welcome bonus 300 pts").
  const head = /^(.+?)\s*(?:[(（]|\s\d)/u.exec(w.feature ?? "")?.[1];
  if (!head) return -1;
  const label = planKey(head);
  const enough = label.split(" ").length >= 2 || /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]{4,}$/u.test(label);
  if (!enough) return -1;
  const name = (g: DetectedChange) => planKey((w.type === "feature_added" ? g.after : g.before) ?? "");
  return got.findIndex((g, k) => !used.has(k) && g.type === w.type && !g.summary.startsWith("Limit ") && !/^\d+ features$/.test(g.subject) && name(g) === label);
}

/** The bullets a plan added or removed carries: its value after the price, "$49/month with A; B; C". */
function carriedBy(g: DetectedChange): Set<string> {
  const list = / with (.+)$/.exec((g.type === "plan_added" ? g.after : g.before) ?? "")?.[1];
  return new Set(list ? list.split("; ").map(planKey) : []);
}

/** The names a label lists for a rewritten list: "16 features: A; B; …" in after (added) or before (removed). */
function labelList(w: WantChange): Set<string> {
  if (w.type !== "feature_added" && w.type !== "feature_removed") return new Set();
  const list = /^\d+ features: (.+)$/.exec((w.type === "feature_added" ? w.after : w.before) ?? "")?.[1];
  return new Set(list ? list.split("; ").map(planKey) : []);
}

/** The features a reader joined in one label ("Prévisions 16 jours and unlimited swell alerts"): its parts, or [] for one feature. */
function joinedFeatures(label: string): string[] {
  const parts = label.split(/;\s*|,\s+|\s+(?:and|et|und|en|y|e)\s+/).map((x) => x.trim()).filter((x) => x.length > 1);
  return parts.length >= 2 ? parts : [];
}

/**
 * A version label's plan written with its group after the name ("04 Sep 2017 - 12 Dec 2017 (2017
 * Dates)", "Garsoniera (Curățenie Generală)"): the page names the plan without it, and so does every
 * change the engine reports. A group is one the case's plans record in `group`, or a closing
 * parenthesis that several labels of the case share (an older season's "(2015 Dates)" names no
 * current plan). Round 28 (monitor28): four wave-22 readers wrote labels so (evalyutsiya-rehab,
 * florida-golf-home, cleaningduties, kajaki24); the name before the group is what the change is about.
 * A label whose whole name a reported change carries is left as written.
 */
function withoutGroup(c: RealCase, got: readonly DetectedChange[]): (w: WantChange) => WantChange {
  const tail = (name: string | undefined) => (name ? /^(.*\S)\s*\(([^()]+)\)$/.exec(name) : null);
  const groups = new Set(c.plans.map((p) => p.group).filter((g): g is string => typeof g === "string" && g.trim() !== "").map(planKey));
  const seen = new Map<string, number>();
  for (const v of c.versions ?? []) for (const w of v.changes) {
    const m = tail(w.plan);
    if (m) seen.set(planKey(m[2]!), (seen.get(planKey(m[2]!)) ?? 0) + 1);
  }
  for (const [g, n] of seen) if (n >= 2) groups.add(g);
  // A name the engine reports whole ("Basic Plan (Free Forever)") keeps its parenthesis.
  const named = new Set(got.flatMap((g) => [g.subject, g.before, g.after]).filter((x): x is string => typeof x === "string").map(planKey));
  return (w) => {
    const m = tail(w.plan);
    return m && groups.has(planKey(m[2]!)) && !named.has(planKey(w.plan!)) ? { ...w, plan: m[1]! } : w;
  };
}

/** Monitoring on one company's versions: the changes the engine reports vs the ones the reader saw. */
export function scoreVersions(dir: string, c: RealCase, now: SiteFacts): { expected: number; found: number; falses: number; falsesByType: Record<string, number>; goalExpected: number; goalFound: number; detail: string[] } {
  // goal*: the changes issue 25's goal names (price, plan, free tier, feature), without the
  // messaging a reader noted in pricing-page prose that the engine does not watch (docs/monitoring.md).
  const out = { expected: 0, found: 0, falses: 0, falsesByType: {} as Record<string, number>, goalExpected: 0, goalFound: 0, detail: [] as string[] };
  for (const v of c.versions ?? []) {
    const before = readCase(dir, c, v.file);
    if (!before) continue;
    // The changes lead to `compare_to` when the reader described a chain (old → older → current).
    const target = v.compare_to && v.compare_to !== c.commit ? (c.versions ?? []).find((x) => x.commit === v.compare_to) : undefined;
    const after = target ? readCase(dir, c, target.file) : now;
    if (!after) continue;
    const got = diffFacts(before, after);
    // A feature change's subject is the feature: a reader also names the plan that lists it
    // ({ plan: "Starter", feature: "3 team members" }), and monitoring names the feature (or the
    // limit's words), never the plan. Other changes are about a plan or a subject.
    const subjectOf = (w: WantChange) => planKey((w.type === "feature_added" || w.type === "feature_removed" ? (w.feature ?? w.subject ?? w.plan) : (w.plan ?? w.feature ?? w.subject)) ?? "");
    // A grouped feature change ("7 features added", every name in after/before, "; "-separated)
    // stands for each feature it names: it matches every expected change of those features.
    const grouped = (g: DetectedChange) => (/^\d+ features$/.test(g.subject) ? new Set((g.after ?? g.before ?? "").split("; ").map(planKey)) : null);
    const used = new Set<number>();
    const freeForPrice = new Set<number>();
    const wants = v.changes.map(withoutGroup(c, got));
    out.expected += wants.length;
    for (const w of wants) {
      const goal = w.type !== "messaging_change";
      if (goal) out.goalExpected++;
      let i = got.findIndex((g, k) => !used.has(k) && g.type === w.type && (subjectOf(w) === "" || planKey(g.subject) === subjectOf(w)));
      if (i < 0 && subjectOf(w) !== "") i = got.findIndex((g) => g.type === w.type && grouped(g)?.has(subjectOf(w)));
      // A plan added (or removed) carries the bullets only it lists (round 16): it stands for each.
      if (i < 0 && subjectOf(w) !== "" && (w.type === "feature_added" || w.type === "feature_removed")) i = got.findIndex((g) => g.type === (w.type === "feature_added" ? "plan_added" : "plan_removed") && carriedBy(g).has(subjectOf(w)));
      // Monitoring reports one change where a reader may write two (docs/monitoring.md): a rename at
      // the same price stands for the plan removed and the plan added; a free tier gained or lost
      // stands for the free plan added or removed.
      if (i < 0 && (w.type === "plan_added" || w.type === "plan_removed")) {
        const side = (g: DetectedChange) => planKey((w.type === "plan_added" ? g.after : g.before) ?? "");
        i = got.findIndex((g) => (g.type === "messaging_change" && g.summary.startsWith("Plan renamed:") && side(g) === subjectOf(w)) || (g.type === "free_tier_changed" && planKey(g.subject) === subjectOf(w)));
      }
      // A price move with the reader's numbers on both sides is the change they wrote, whatever the
      // plan is called: a reader writes the brand into the name ("Funpoints Basis") that the page's
      // card reads as "Basis" (round 14). Digits only, so "2.490 €" and "€2,490" are one figure.
      if (i < 0 && w.type === "pricing_change") {
        // Thousands may be set apart by a space, as many languages write them ("6 000 ₽" is 6000: round 28).
        const figure = (x: string | null | undefined) => (x ?? "").match(/\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])|\d[\d.,]*/)?.[0].replace(/\D/g, "") ?? "";
        i = got.findIndex((g, k) => !used.has(k) && g.type === "pricing_change" && figure(w.before) !== "" && figure(w.before) === figure(g.before) && figure(w.after) === figure(g.after));
      }
      // Round 16: a limit a reader wrote as a removed + added pair, or as the plan's message (or its
      // free tier changed) with the quota before and after, is the one "Limit …: Plan: X → Y" the engine reports (one event
      // where a reader may write two, as for a rename); several features joined in one label
      // ("A and B") are found when each is reported, and those changes are the label's.
      const also: number[] = [];
      if (i < 0) i = limitAsPair(w, got);
      if (i < 0) i = replacedAsPair(w, got);
      if (i < 0) i = limitsOfPlanFor(w, got);
      if (i < 0 && (w.type === "messaging_change" || w.type === "free_tier_changed")) i = limitAsMessage(w, got, used);
      if (i < 0) {
        i = priceAsFreeTier(w, got);
        if (i >= 0) freeForPrice.add(i);
      }
      // …and the reader's free tier changed, written after that price change, is the same change.
      if (i < 0 && w.type === "free_tier_changed") i = [...freeForPrice].find((k) => !w.plan || planKey(got[k]!.subject) === planKey(w.plan)) ?? -1;
      if (i < 0) i = trialAsPrice(w, got, used);
      if (i < 0) i = listAsMessage(w, got, used);
      if (i < 0) i = trialAsMessage(w, got, used, wants);
      if (i < 0) i = featureByTitle(w, got, used);
      if (i < 0 && (w.type === "feature_added" || w.type === "feature_removed")) {
        // A part may be one of the limits of the label's plan's alert (round 22)
        const ofPlanLimits = (g: DetectedChange, f: string) => isPlanLimits(g) && (!w.plan || planOfLimits(g) === planKey(w.plan)) && limitNamesFor(g, w.type).has(planKey(f));
        // (that alert says both ways at once, so its type does not have to be the label's).
        const parts = joinedFeatures(w.feature ?? "").map((f) => got.findIndex((g, k) => !used.has(k) && ((g.type === w.type && (planKey(g.subject) === planKey(f) || grouped(g)?.has(planKey(f)))) || ofPlanLimits(g, f))));
        if (parts.length >= 2 && parts.every((k) => k >= 0)) {
          i = parts[0]!;
          also.push(...parts.slice(1));
        }
      }
      if (i < 0) i = featureWithGloss(w, got, used);
      if (i < 0) {
        const line = lineAsMessage(w, got, used);
        if (line) {
          i = line[0];
          if (line[1] !== i) also.push(line[1]);
        }
      }
      if (i < 0) {
        const lines = linesAsMessage(w, got, used);
        if (lines) {
          i = lines[0]!;
          also.push(...lines.slice(1));
        }
      }
      // A label that lists a rewritten list ("16 features: A; B; …", audit convention) is the
      // reader's one line for every change that moved those names: the grouped change and the plans
      // added or removed that carry some of them (round 16) — each with at least half its names listed.
      const listed = labelList(w);
      if (i >= 0 && listed.size) {
        got.forEach((g, k) => {
          if (used.has(k) || k === i) return;
          const names = g.type === w.type ? (grouped(g) ?? new Set([planKey(g.subject)])) : g.type === (w.type === "feature_added" ? "plan_added" : "plan_removed") ? carriedBy(g) : new Set<string>();
          if (names.size && [...names].filter((n) => listed.has(n)).length * 2 >= names.size) also.push(k);
        });
      }
      if (i >= 0) {
        used.add(i);
        for (const k of also) used.add(k);
        out.found++;
        if (goal) out.goalFound++;
      } else out.detail.push(`  change missed (${v.commit.slice(0, 7)}): ${w.type} ${(w.type.startsWith("feature_") ? w.feature : w.plan) ?? w.plan ?? w.feature ?? w.subject ?? ""}`);
    }
    got.forEach((g, k) => {
      if (used.has(k)) return;
      out.falses++;
      // A plan's limit changes are feature changes by type; counted apart ("limit"), as the two move apart.
      const kind = isPlanLimits(g) ? "limits (per plan)" : g.summary.startsWith("Limit ") ? `limit ${g.summary.split(" ")[1]!.replace(/:$/, "")}` : /^\d+ features$/.test(g.subject) ? `${g.type} (grouped)` : g.type;
      out.falsesByType[kind] = (out.falsesByType[kind] ?? 0) + 1;
      out.detail.push(`  change not expected (${v.commit.slice(0, 7)}): ${g.type} ${g.summary}`);
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

if (import.meta.main) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dir = opt("--dir") ?? process.env.REALPAGES_DIR ?? "/work/realpages";
  const round = opt("--round") === undefined ? null : Number(opt("--round"));
  const only = opt("--only");
  const verbose = args.includes("--verbose");
  const jsonOut = opt("--json");
  const wave = opt("--wave") === undefined ? null : Number(opt("--wave"));
  // --waves A-B: a range of waves (a round's development set while the last closed wave is its check set).
  const waves = opt("--waves")?.match(/^(\d+)-(\d+)$/)?.slice(1).map(Number) ?? null;
  if (opt("--waves") !== undefined && !waves) throw new Error(`--waves takes a range A-B, not ${opt("--waves")}`);
  const half = opt("--half");
  // --browser [chromium]: pages whose static read found no plan and whose scripts draw the prices are rendered (issue 28).
  const browserAt = args.indexOf("--browser");
  const executable = browserAt < 0 ? null : args[browserAt + 1] && !args[browserAt + 1]!.startsWith("--") ? args[browserAt + 1]! : (Bun.which("chromium") ?? "/usr/bin/chromium");
  const browser = executable ? scorerRenderer(executable) : null;
  const mirrorDir = process.env.MIRROR_DIR ?? "/work/.mirror";
  if (half !== undefined && half !== "a" && half !== "b") throw new Error(`--half takes a or b, not ${half}`);
  const cases = loadCases();
  if (!existsSync(dir) || cases.length === 0) {
    console.log(`real pages: no pages in ${dir} or no case files; nothing to score (see test/intel/real-pages/README.md).`);
    process.exit(0);
  }
  const split = loadSplit();
  const hidden = sealed(split, cases);
  let chosen: RealCase[];
  if (round !== null) {
    const r = split.rounds.find((x) => x.round === round);
    if (!r) throw new Error(`split.json has no round ${round}`);
    const set = new Set(r.held_out);
    chosen = cases.filter((c) => set.has(c.slug));
  } else chosen = cases.filter((c) => !hidden.has(c.slug) && (!only || c.slug === only));
  if (wave !== null) chosen = chosen.filter((c) => (c.wave ?? 1) === wave);
  if (waves) chosen = chosen.filter((c) => (c.wave ?? 1) >= waves[0]! && (c.wave ?? 1) <= waves[1]!);
  if (half !== undefined) {
    const set = halfOf(cases, half);
    chosen = chosen.filter((c) => set.has(c.slug));
  }
  // Half b checks rules written on half a: like a held-out round, it is seen by its totals only.
  const heldOutView = round !== null || half === "b" || args.includes("--totals");

  const t = { pages: 0, scripted: 0, missingFiles: 0, expected: 0, reported: 0, exact: 0, wrong: 0, invented: 0, annualRight: 0, annualExpected: 0, free: 0, freeRight: 0, headlines: 0, headlinesRight: 0, features: 0, featuresFound: 0, changes: 0, changesFound: 0, changesFalse: 0, goalChanges: 0, goalFound: 0, versioned: 0, rendered: 0, renderFailed: 0, gained: 0, scriptedRendered: 0, scriptedGained: 0 };
  // Changes no reader saw, by type: a total, so a held-out set may print it.
  const falsesByType: Record<string, number> = {};
  const byKind = { recurring: { pages: 0, expected: 0, reported: 0, exact: 0, wrong: 0, invented: 0, free: 0, freeRight: 0 }, other: { pages: 0, expected: 0, reported: 0, exact: 0, wrong: 0, invented: 0, free: 0, freeRight: 0 } };
  const drawnRows: string[] = [];
  const renderLines: string[] = [];
  const rows: PageScore[] = [];
  if (!heldOutView) console.log("| page | expected | reported | exact | wrong | invented | free tier | headline | features |\n|---|---|---|---|---|---|---|---|---|");
  for (const c of chosen) {
    if (c.script_drawn) {
      t.scripted++;
      // Counted apart: the case lists no plans (its notes say what a browser shows); the plans read with and without rendering are listed.
      const pages = browser && casePages(dir, c)?.pages;
      if (!browser || !pages) continue;
      const before = extractCase(c, pages);
      // The product's rule: a page is rendered only when the static read found no plan.
      const r = before.plans.length ? { needed: null, facts: null, reason: `not asked: the static read found ${before.plans.length} plan${before.plans.length === 1 ? "" : "s"}` } : await renderCase(browser, mirrorDir, c, pages);
      const plans = (f: SiteFacts) => f.plans.map((p) => `${p.name} ${p.amount ?? "–"}${p.currency ? ` ${p.currency}` : ""}${p.period ? `/${p.period}` : ""}`).join("; ") || "none";
      if (r.facts) t.scriptedRendered++;
      if (r.facts && r.facts.plans.length > before.plans.length) t.scriptedGained++;
      drawnRows.push(`| ${c.slug} | ${r.needed ?? (before.plans.length ? "–" : "not flagged")} | ${plans(before)} | ${r.facts ? plans(r.facts) : `not rendered: ${r.reason}`} |`);
      continue;
    }
    let facts = readCase(dir, c);
    if (browser && facts && facts.plans.length === 0) {
      const r = await renderCase(browser, mirrorDir, c, casePages(dir, c)!.pages);
      if (r.needed) {
        if (r.facts) {
          t.rendered++;
          if (r.facts.plans.length > 0) t.gained++;
          facts = r.facts;
        } else t.renderFailed++;
        if (!heldOutView) renderLines.push(`  ${c.slug}: ${r.needed}: ${r.facts ? `rendered, ${r.facts.plans.length} plans` : `not rendered: ${r.reason}`}`);
      }
    }
    if (!facts) {
      t.missingFiles++;
      if (!heldOutView) console.log(`| ${c.slug} | (pages missing: run scripts/real-pages-restore.ts) |`);
      continue;
    }
    const s = scorePage(c, facts);
    rows.push(s);
    t.pages++;
    t.expected += s.expected; t.reported += s.reported; t.exact += s.exact; t.wrong += s.wrong; t.invented += s.invented;
    t.annualRight += s.annualRight; t.annualExpected += s.annualExpected;
    const k = byKind[pageKind(c)];
    k.pages++; k.expected += s.expected; k.reported += s.reported; k.exact += s.exact; k.wrong += s.wrong; k.invented += s.invented;
    if (s.freeTierRight !== null) { k.free++; if (s.freeTierRight) k.freeRight++; }
    if (s.freeTierRight !== null) { t.free++; if (s.freeTierRight) t.freeRight++; }
    if (s.headlineRight !== null) { t.headlines++; if (s.headlineRight) t.headlinesRight++; }
    t.features += s.features; t.featuresFound += s.featuresFound;
    const v = scoreVersions(dir, c, facts);
    if (c.versions?.length) t.versioned++;
    for (const [type, n] of Object.entries(v.falsesByType)) falsesByType[type] = (falsesByType[type] ?? 0) + n;
    t.changes += v.expected; t.changesFound += v.found; t.changesFalse += v.falses; t.goalChanges += v.goalExpected; t.goalFound += v.goalFound;
    if (!heldOutView) {
      const yn = (b: boolean | null) => (b === null ? "–" : b ? "yes" : "no");
      console.log(`| ${c.slug} | ${s.expected} | ${s.reported} | ${s.exact} | ${s.wrong} | ${s.invented} | ${yn(s.freeTierRight)} | ${yn(s.headlineRight)} | ${s.featuresFound}/${s.features} |`);
      if (verbose) for (const line of [...s.detail, ...v.detail]) console.log(line);
    }
  }
  const pct = (a: number, b: number) => (b === 0 ? "–" : `${((100 * a) / b).toFixed(1)}%`);
  const setName = round !== null ? `held-out round ${round}` : `development set${wave !== null ? `, wave ${wave}` : ""}${waves ? `, waves ${waves[0]}–${waves[1]}` : ""}${half ? `, wave-2 half ${half}` : ""}`;
  console.log(`\n${setName}: ${t.pages} pages scored (${t.scripted} script-drawn counted apart${t.missingFiles ? `, ${t.missingFiles} with pages missing` : ""})`);
  console.log(`plans: ${t.expected} expected, ${t.reported} reported; exact ${t.exact} (${pct(t.exact, t.expected)}); wrong ${t.wrong}, invented ${t.invented} (${pct(t.wrong + t.invented, t.reported)} of reported)`);
  console.log(`annual side right on ${t.annualRight}/${t.annualExpected} exact plans that show one; free tier right on ${t.freeRight}/${t.free} pages (${pct(t.freeRight, t.free)}); headlines ${t.headlinesRight}/${t.headlines}; features ${t.featuresFound}/${t.features}`);
  const kindLine = (name: string, k: typeof byKind.other) => `${name} ${k.pages} pages, ${k.expected} plans, exact ${k.exact} (${pct(k.exact, k.expected)}), wrong ${k.wrong} + invented ${k.invented} of ${k.reported} (${pct(k.wrong + k.invented, k.reported)}), free tier ${k.freeRight}/${k.free}`;
  console.log(`by kind: ${kindLine("recurring (a plan by the month or year):", byKind.recurring)}; ${kindLine("other (price lists):", byKind.other)}`);
  if (t.versioned) console.log(`monitoring: ${t.versioned} companies with versions; ${t.changesFound}/${t.changes} real changes found (price, plan, free tier, feature: ${t.goalFound}/${t.goalChanges}), ${t.changesFalse} reported that the reader did not see${t.changesFalse ? ` (${Object.entries(falsesByType).sort().map(([k, n]) => `${k} ${n}`).join(", ")})` : ""}`);
  if (browser) {
    console.log(`rendering (--browser ${executable}): ${t.rendered} pages without a plan rendered (${t.gained} gained plans, ${t.renderFailed} could not be rendered); script-drawn pages: ${t.scriptedRendered} of ${t.scripted} rendered, ${t.scriptedGained} gained plans`);
    for (const line of renderLines) console.log(line);
    if (!heldOutView && drawnRows.length) console.log(`\n| script-drawn page | detector | plans without a browser | plans with the browser |\n|---|---|---|---|\n${drawnRows.join("\n")}`);
    await browser.renderer.close();
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ round, half, totals: t, pages: heldOutView ? undefined : rows }, null, 2));
}
