/**
 * Round 33, part d, on real pages (issue 25; docs/intel.md, "Round 33, part d"): a free card that
 * no reader takes. Counted on development waves 8–12 and 14–27, checked on wave 13's totals. The
 * rule on small pages of our own (never text from a real page), with the nearest look-alikes:
 * - a card whose price slot holds the free word in an element of its own and a short note beside
 *   it ("Free · Invite-only", "Gratis · cu limitări") is a free plan: amount 0, `free: true`;
 * - a "Current" or "Your plan" pill beside a card's name is the account's state, no part of the name;
 * - NOT a trial ("Free" + "trial", "Free" + "for 14 days"), NOT an add-on's note, NOT "Free
 *   shipping" written as one text, NOT a "Free" button, NOT a name with a "Free" badge before it.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const read = (slot: string, lang = "en") =>
  extractSite(
    [{ url: "https://quillmoor.example/pricing", html: `<!doctype html><html lang="${lang}"><head><title>Quillmoor pricing</title></head><body><main><h1>Pricing</h1><div class="grid">${card("Sketch", slot)}${card("Studio", "<span>$19</span><span>/month</span>")}${card("Atelier", "<span>$49</span><span>/month</span>")}</div></main></body></html>` }],
    { url: "https://quillmoor.example/", abstain: false },
  ).plans;

const card = (name: string, slot: string) =>
  `<div class="plan"><div class="plan-top"><h3>${name}</h3><div class="plan-price">${slot}</div><p>Drafts, boards and notes for a small studio.</p></div><ul><li>Shared boards</li><li>Comments</li></ul><a class="btn" href="/signup">Get started</a></div>`;

const sketch = (slot: string, lang?: string) => read(slot, lang).find((p) => p.name === "Sketch");

describe("a free word and a note in one price slot", () => {
  test("English: «Free» beside «Invite-only» is a free plan; the priced cards stay", () => {
    const plans = read("<span>Free</span><span>Invite-only</span>");
    expect(plans.map((p) => `${p.name}: ${p.amount} ${p.free}`).sort()).toEqual(["Atelier: 49 false", "Sketch: 0 true", "Studio: 19 false"]);
  });

  test("Romanian: «Gratis» beside «cu limitări» is a free plan", () => {
    expect(sketch("<span>Gratis</span> <span>cu limitări</span>", "ro")).toMatchObject({ amount: 0, free: true });
  });

  test("a note in brackets or after a separator: «Free» · «(limited)»", () => {
    expect(sketch("<span>Free</span> <span>(limited)</span>")).toMatchObject({ amount: 0, free: true });
  });
});

describe("the account's state beside a name", () => {
  const named = (head: string) =>
    extractSite(
      [{ url: "https://quillmoor.example/pricing", html: `<!doctype html><html lang="en"><head><title>Quillmoor pricing</title></head><body><main><h1>Pricing</h1><div class="grid"><div class="plan"><div class="plan-head">${head}</div><div class="plan-price"><span>Free</span><span>Invite-only</span></div><p>Drafts and notes.</p><ul><li>Boards</li><li>Comments</li></ul><a href="/signup">Join</a></div><div class="plan"><div class="plan-head"><span>Studio</span></div><div class="plan-price"><span>$19</span><span>/month</span></div><p>For a studio.</p><ul><li>Boards</li><li>Comments</li></ul><a href="/signup">Join</a></div><div class="plan"><div class="plan-head"><span>Atelier</span></div><div class="plan-price"><span>$49</span><span>/month</span></div><p>For a house.</p><ul><li>Boards</li><li>Comments</li></ul><a href="/signup">Join</a></div></div></main></body></html>` }],
      { url: "https://quillmoor.example/", abstain: false },
    ).plans.map((p) => p.name).sort();

  test("a «Current» pill after the name is dropped from it", () => {
    expect(named("<span>Sketch</span><span>Current</span>")).toEqual(["Atelier", "Sketch", "Studio"]);
  });

  test("«Current» typed into the name's own text stays", () => {
    expect(named("<span>Current Sketch</span>")).toContain("Current Sketch");
  });
});

describe("look-alikes that are no free plan", () => {
  test("a trial: «Free» beside «trial» or «for 14 days» is not read free", () => {
    for (const slot of ["<span>Free</span> <span>trial</span>", "<span>Free</span> <span>for 14 days</span>"]) {
      expect(sketch(slot)?.free ?? false).toBe(false);
    }
  });

  test("an add-on's note: «Free» beside «add-on» is not read free", () => {
    expect(sketch("<span>Free</span> <span>add-on</span>")?.free ?? false).toBe(false);
  });

  test("«Free shipping» written as one text is no free slot", () => {
    expect(sketch("<span>Free shipping</span>")?.free ?? false).toBe(false);
  });

  test("a «Free» button beside a note is no price slot", () => {
    expect(sketch(`<a href="/try"><span>Free</span> <span>sign-up</span></a>`)?.free ?? false).toBe(false);
  });

  test("a heading with a «Free» badge before the name is no price slot", () => {
    const plans = extractSite(
      [{ url: "https://quillmoor.example/pricing", html: `<!doctype html><html lang="en"><head><title>Quillmoor pricing</title></head><body><main><h1>Pricing</h1><div class="grid"><div class="plan"><h3><span>Free</span> <span>Sketch</span></h3><p>Drafts and notes.</p><ul><li>Boards</li><li>Comments</li></ul><a href="/signup">Get started</a></div>${card("Studio", "<span>$19</span><span>/month</span>")}${card("Atelier", "<span>$49</span><span>/month</span>")}</div></main></body></html>` }],
      { url: "https://quillmoor.example/", abstain: false },
    ).plans;
    expect(plans.some((p) => p.free && /sketch/i.test(p.name) && p.name !== "Free Sketch")).toBe(false);
  });
});
