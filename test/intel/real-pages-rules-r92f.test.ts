/**
 * Round 92, part f (monitoring). A long card line whose one word was swapped in place between two
 * checks ("Import and use your full listening history" → "Import and access your full listening
 * history"; a command renamed inside a line, "Pre-push hook (loom install-hook)" → "Pre-push hook
 * (lm install-hook)") is the same line edited. The reworded-feature rule counts shared words as a
 * set (REWORDED_OVERLAP, 80 %), so one word changed passed only in lines of nine words or more: in a
 * line of six to eight words the edit was reported as a feature removed and another added, which no
 * reader of the page wrote (four sites' version pairs on waves 45–84). Now the words are compared
 * in order: a line of six words or more, as long as the other, that differs by one word at one
 * position, with the same numbers, is one line reworded — no change.
 *
 * The failure side: a short line keeps its word ("Priority email support" → "Priority phone
 * support" is a change), a number swapped is a quantity (a limit's change, never a rewording), two
 * words swapped are two edits (reported), and a word added is no swap.
 *
 * Pages of ours, extracted and diffed by the engine.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { oneWordSwapped, SWAP_MIN_WORDS } from "../../src/monitoring/word-swapped.ts";

const URL_ = "https://tunelog.example/";
const page = (pro: string[]) =>
  `<!doctype html><html><head><title>Pricing — Tunelog</title></head><body><main><h1>Tunelog pricing</h1><section class="pricing"><div class="plan-grid">` +
  `<div class="plan-card"><h3>Free</h3><p class="price">$0/month</p><ul><li>Scrobble every play</li><li>Weekly charts</li><li>Public profile</li></ul><a class="button" href="/signup">Start free</a></div>` +
  `<div class="plan-card"><h3>Pro</h3><p class="price">$4/month</p><ul>${pro.map((l) => `<li>${l}</li>`).join("")}</ul><a class="button" href="/signup?plan=pro">Go Pro</a></div>` +
  `</div></section></main></body></html>`;
const read = (pro: string[]) => extractSite([{ url: URL_, html: page(pro) }], { url: URL_ });
const featureChanges = (before: string[], after: string[]) =>
  diffFacts(read(before), read(after))
    .filter((c) => c.type === "feature_added" || c.type === "feature_removed")
    .map((c) => c.summary)
    .sort();

const pro = ["Import and use your full listening history", "Pre-push hook (loom install-hook) for playlists", "Priority email support", "Unlimited playlists"];

describe("a long line with one word swapped in place is one line edited (round 92 f)", () => {
  test("the page's Pro card lists the lines as its features", () => {
    const facts = read(pro);
    expect(facts.plans.map((p) => p.name)).toEqual(["Free", "Pro"]);
    expect(facts.plans.find((p) => p.name === "Pro")?.features).toEqual(expect.arrayContaining(pro));
  });

  test("one word swapped in a line of seven words: no change", () => {
    const after = pro.map((l) => l.replace("use your", "access your"));
    expect(featureChanges(pro, after)).toEqual([]);
  });

  test("a command renamed inside a line of six words: no change", () => {
    const after = pro.map((l) => l.replace("(loom install-hook)", "(lm install-hook)"));
    expect(featureChanges(pro, after)).toEqual([]);
  });

  test("a short line's one word swapped is still a change", () => {
    const after = pro.map((l) => l.replace("Priority email support", "Priority phone support"));
    expect(featureChanges(pro, after)).toEqual(["Feature replaced: Pro: Priority email support → Priority phone support"]);
  });

  test("two words swapped in a long line are reported", () => {
    const after = pro.map((l) => l.replace("Import and use your full listening history", "Export and use your whole listening history"));
    expect(featureChanges(pro, after)).toEqual(["Feature replaced: Pro: Import and use your full listening history → Export and use your whole listening history"]);
  });

  test("the words in order: one swapped at one position, numbers never, lines of the same length", () => {
    const w = (x: string) => x.toLowerCase().split(" ");
    expect(SWAP_MIN_WORDS).toBe(6);
    expect(oneWordSwapped(w("import and use your full history"), w("import and access your full history"))).toBe(true);
    // Shorter than six words: the word is what the line says.
    expect(oneWordSwapped(w("keep your favourite apps close"), w("keep your favourite tools close"))).toBe(false);
    // A number swapped is a quantity.
    expect(oneWordSwapped(w("up to 5 seats on every plan"), w("up to 9 seats on every plan"))).toBe(false);
    // A word added, or the same words moved, is no swap in place.
    expect(oneWordSwapped(w("import and use your full history"), w("import and use your full music history"))).toBe(false);
    expect(oneWordSwapped(w("import and use your full history"), w("and import use your full history"))).toBe(false);
    expect(oneWordSwapped(w("import and use your full history"), w("import and use your full history"))).toBe(false);
  });
});
