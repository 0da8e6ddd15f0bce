/**
 * Prints the real-like corpus tables for docs/intel.md: per page the plans expected, found, exact
 * (every compared field right) and wrong (a plan the page does not sell as one), one table per
 * round (the pages the rules were developed on, the first held-out five, the second and third held-out rounds).
 * Run: npx bun run test/intel/support/real-like-score.ts
 */
import { extractSite } from "../../../src/intel/extract-site.ts";
import { CASES, loadCase, scoreCase, type RealLikeCase } from "./real-like.ts";

const rounds: [string, (c: RealLikeCase) => boolean][] = [
  ["developed on", (c) => !c.heldOut && !c.round2 && !c.round3],
  ["held out", (c) => !!c.heldOut],
  ["held out, second round", (c) => !!c.round2],
  ["held out, third round", (c) => !!c.round3],
];
for (const [title, inRound] of rounds) {
  const rows = CASES.filter(inRound).map((c) => scoreCase(c, extractSite([loadCase(c)]).plans));
  const total = rows.reduce((t, r) => ({ expected: t.expected + r.expected, found: t.found + r.found, exact: t.exact + r.exact, wrong: t.wrong + r.wrong }), { expected: 0, found: 0, exact: 0, wrong: 0 });
  console.log(`\n${title}\n| page | expected | found | exact | wrong |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.file.replace(/\.html$/, "")} | ${r.expected} | ${r.found} | ${r.exact} | ${r.wrong} |`);
  console.log(`| **total (${rows.length} pages)** | ${total.expected} | ${total.found} | ${total.exact} | ${total.wrong} |`);
  console.log(`pages all exact: ${rows.filter((r) => r.exact === r.expected && r.found === r.expected).length}/${rows.length}`);
}
