/**
 * Round 24, part c, on real pages (issue 25; docs/intel.md, "Round 24, part c"): plans the engine
 * did not read at all, counted by construction across the development waves. Each rule on a small
 * page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { diffFacts } from "../../src/monitoring/diff";
import { buildProfile } from "../../src/intel/analyze/profile";
import { profileSchema } from "../../src/intel/analyze/schemas";
import { planLabel } from "../../src/intel/facts";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false });
const plansOf = (url: string, html: string) => read(url, html).plans.map((p) => [p.group ?? null, p.name, p.amount, p.period]);

const card = (name: string, price: string) => `<div class="tier"><h4>${name}</h4><p class="price">${price}<span>/month</span></p><ul><li>Shared boards</li></ul><a href="/signup">Choose</a></div>`;
const section = (title: string, cards: string) => `<section class="band"><h2>${title}</h2><p>Pick the seats your team needs.</p><div class="tiers">${cards}</div></section>`;

describe("rules24c: sets of cards with the same names, each under a heading of its own", () => {
  const html = (a: string, b: string) =>
    doc("Quillrow pricing", `<h1>Quillrow plans</h1>${section(a, card("Writer seat", "$14") + card("Viewer seat", "$4"))}${section(b, card("Writer seat", "$38") + card("Viewer seat", "$9"))}`);

  test("each set's plans are read, with the set's heading as their group", () => {
    // The site read merged plans by name: the second set's "Writer seat" at $38 was folded into
    // the first set's at $14, and two of the four plans were never reported.
    expect(plansOf("https://quillrow.example/pricing", html("Team", "Company"))).toEqual([
      ["Team", "Writer seat", 14, "month"],
      ["Team", "Viewer seat", 4, "month"],
      ["Company", "Writer seat", 38, "month"],
      ["Company", "Viewer seat", 9, "month"],
    ]);
  });

  test("two sets headed by billing periods are one set billed two ways, as before", () => {
    const plans = plansOf("https://quillrow.example/pricing", html("Monthly billing", "Yearly billing"));
    expect(plans.map((p) => p[1])).toEqual(["Writer seat", "Viewer seat"]);
    expect(plans.every((p) => p[0] === null)).toBe(true);
  });

  test("a second set restating the first's names at the same prices is the same plans, read once", () => {
    const page = doc("Quillrow pricing", `<h1>Quillrow plans</h1>${section("Team", card("Writer seat", "$14") + card("Viewer seat", "$4"))}${section("At a glance", card("Writer seat", "$14") + card("Viewer seat", "$4"))}`);
    expect(plansOf("https://quillrow.example/pricing", page)).toEqual([
      [null, "Writer seat", 14, "month"],
      [null, "Viewer seat", 4, "month"],
    ]);
  });

  test("one heading above both sets titles neither: no group", () => {
    const page = doc("Quillrow pricing", `<h1>Quillrow plans</h1><h2>Seats</h2><div class="tiers">${card("Writer seat", "$14") + card("Viewer seat", "$4")}</div><div class="tiers">${card("Writer seat", "$38") + card("Viewer seat", "$9")}</div>`);
    expect(plansOf("https://quillrow.example/pricing", page).every((p) => p[0] === null)).toBe(true);
  });

  test("monitoring tells the sets' plans apart: a price moved in the second set is that plan's change", () => {
    const before = read("https://quillrow.example/pricing", html("Team", "Company"));
    const after = read("https://quillrow.example/pricing", html("Team", "Company").replace("$38", "$42"));
    const changes = diffFacts(before, after).filter((c) => c.type === "pricing_change");
    expect(changes.map((c) => c.summary)).toEqual([expect.stringContaining("Writer seat")]);
    expect(changes[0].summary).toContain("42");
  });

  test("the profile says which set a plan is in, and a report names it with its set", () => {
    const profile = buildProfile(read("https://quillrow.example/pricing", html("Team", "Company")));
    expect(profileSchema.parse(profile).pricing.plans.map((p) => [p.group, p.name, p.amount])).toEqual([
      ["Team", "Writer seat", 14],
      ["Team", "Viewer seat", 4],
      ["Company", "Writer seat", 38],
      ["Company", "Viewer seat", 9],
    ]);
    // Three "Writer seat" lines at three prices would read as one plan contradicting itself.
    expect(profile.pricing.plans.map(planLabel)).toEqual(["Writer seat (Team)", "Viewer seat (Team)", "Writer seat (Company)", "Viewer seat (Company)"]);
    const single = buildProfile(read("https://quillrow.example/pricing", html("Monthly billing", "Yearly billing")));
    expect(single.pricing.plans.map((p) => [p.group, planLabel(p)])).toEqual([
      [null, "Writer seat"],
      [null, "Viewer seat"],
    ]);
  });
});
