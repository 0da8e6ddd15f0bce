/**
 * Scores one company of ours as the real-pages scorer scores a real case (test/intel/support/
 * real-pages-score.ts): its older version `old` and current page `now`, with the reader's
 * `changes`, written under `dir`. For the tests of the scorer's matching rules (rounds 18–21).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { scoreVersions, type RealCase } from "../intel/support/real-pages-score.ts";

export type Labels = NonNullable<RealCase["versions"]>[number]["changes"];

export function scoreCase(dir: string, url: string, slug: string, old: string, now: string, changes: Labels) {
  const r = scored(dir, url, slug, old, now, changes);
  return { found: r.found, expected: r.expected, falses: r.falses };
}

/** As scoreCase, and how many of the labels found are of price, plan, free tier or feature (round 21). */
export function scoreCaseGoal(dir: string, url: string, slug: string, old: string, now: string, changes: Labels) {
  const r = scored(dir, url, slug, old, now, changes);
  return { found: r.found, goalFound: r.goalFound, expected: r.expected, falses: r.falses };
}

function scored(dir: string, url: string, slug: string, old: string, now: string, changes: Labels) {
  mkdirSync(join(dir, slug), { recursive: true });
  writeFileSync(join(dir, slug, "pricing.html"), now);
  writeFileSync(join(dir, slug, "old.html"), old);
  const c: RealCase = { slug, company: slug, repo: "ours/scored", commit: "b".repeat(40), pages: [{ role: "pricing", path: "pricing.html", url }], plans: [], versions: [{ commit: "a".repeat(40), file: "old.html", changes }] };
  return scoreVersions(dir, c, extractSite([{ url, html: now }], { url }));
}
