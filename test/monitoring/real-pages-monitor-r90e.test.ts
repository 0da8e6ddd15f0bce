/**
 * Round 90, part e. A plan's limit line read again as a site feature is said once. The extractor
 * keeps a card's limits ("Up to 3 kilns") on the plan, but a card whose list sits in a block
 * classed as features (`kiln-features`) is also read as a features section's checklist, so the
 * same line reaches the site's feature list. When a card's quantity moved, monitoring said it
 * twice: the plan's "Limit raised: …" and, from the site set, "Feature removed / added: Up to 3
 * kilns"; with three cards the six names even made a rework of the site's list ("3 features
 * added: …", "3 features removed: …"). Now the limit speaks for its line wherever the diff
 * compares that plan's limits (or the plan itself came or went); a real feature line that changed
 * is still reported, and a plan whose limits the diff does not compare keeps the feature half.
 *
 * Second rule of the part: one line of a card rewritten while its old words stay on another card
 * (a round 42g move) and its new words are new to the page was said twice — "Feature removed:
 * Priority email (from Studio)" and "Feature added: Studio hotline (in Studio)". It is one line
 * replaced, as round 23 says it; the same words around another number are one quantity moved, said
 * as a limit's change, even when both lines are moves. Two moves in other words (the tiers re-cut)
 * and several lines each way stay lines of their own.
 *
 * Pages of ours, extracted and diffed by the engine; one test builds facts by hand.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { limitLinesSpoken } from "../../src/monitoring/limit-lines.ts";
import { cardLinesReplaced } from "../../src/monitoring/card-line-replaced.ts";

// A one-page site: its home is its pricing page (the checklist reader reads home and features pages).
const URL_ = "https://kilnbook.example/";
interface Card { name: string; price: string; kilns: number; lines: string[] }
// A card whose list sits in a block classed "kiln-features" (not priced itself): read as the
// plan's bullets and limits, and again as a checklist of a features section.
const card = (c: Card) =>
  `<div class="plan-card"><h3>${c.name}</h3><p class="price">${c.price}</p><div class="kiln-features"><ul><li>Up to ${c.kilns} kilns</li>${c.lines.map((l) => `<li>${l}</li>`).join("")}</ul></div><a class="button" href="/signup">Start ${c.name}</a></div>`;
const page = (cards: Card[]) =>
  `<!doctype html><html><head><title>Pricing — Kilnbook</title></head><body><main><h1>Kilnbook pricing</h1><section class="pricing"><div class="plan-grid">${cards.map(card).join("")}</div></section></main></body></html>`;
const read = (cards: Card[]) => extractSite([{ url: URL_, html: page(cards) }], { url: URL_ });

const lines = ["Firing log", "Glaze notes", "Shelf planner"];
const before: Card[] = [
  { name: "Solo", price: "$9/month", kilns: 1, lines },
  { name: "Studio", price: "$29/month", kilns: 3, lines },
  { name: "Guild", price: "$79/month", kilns: 10, lines },
];
const raised = before.map((c) => ({ ...c, kilns: c.kilns * 2 }));
const featureChanges = (b: SiteFacts, a: SiteFacts) => diffFacts(b, a).filter((c) => (c.type === "feature_added" || c.type === "feature_removed") && !/^Limits? /.test(c.summary));

describe("a limit line read twice is said once (round 90 e)", () => {
  test("the page gives each card's kiln line both as the plan's limit and as a site feature", () => {
    const facts = read(before);
    expect(facts.plans.map((p) => p.name)).toEqual(["Solo", "Studio", "Guild"]);
    expect(facts.plans.find((p) => p.name === "Studio")?.limits).toEqual(["Up to 3 kilns"]);
    // The failure this part is about: the same line is in the site's feature list too.
    expect(facts.features.map((f) => f.name)).toEqual(expect.arrayContaining(["Up to 3 kilns", "Firing log"]));
  });

  test("quantities moved on every card: the plans' limits say it, no feature change", () => {
    const changes = diffFacts(read(before), read(raised));
    expect(changes.map((c) => c.summary).sort()).toEqual([
      "Limit raised: Guild: Up to 10 kilns → Up to 20 kilns",
      "Limit raised: Solo: Up to 1 kilns → Up to 2 kilns",
      "Limit raised: Studio: Up to 3 kilns → Up to 6 kilns",
    ]);
  });

  test("a real line of the cards that changed beside the limits is still reported, alone", () => {
    const after = raised.map((c) => ({ ...c, lines: ["Firing log", "Glaze notes", "Kiln camera"] }));
    expect(featureChanges(read(before), read(after)).map((c) => c.summary)).toEqual(["Feature replaced: Guild, Solo, Studio: Shelf planner → Kiln camera"]);
  });

  test("a plan gone takes its limit line with it: the plan's removal, no feature removed", () => {
    const changes = diffFacts(read(before), read(before.filter((c) => c.name !== "Guild")));
    expect(changes.map((c) => c.summary)).toEqual(["Plan removed: Guild ($79/month)"]);
  });

  test("a plan whose limits the diff does not compare keeps the feature half (a table's column, then a card)", () => {
    // Facts by hand: one plan whose kiln line is both its limit and a site feature.
    const plan = (selector: string, limit: string): PlanFact => ({ name: "Studio", amount: 29, currency: "USD", period: "month", per_user: false, free: false, features: ["Firing log"], limits: [limit], evidence: { url: URL_, snippet: "Studio", selector } }) as PlanFact;
    const facts = (p: PlanFact) => ({ plans: [p], withheld_plans: [], features: [...p.limits!, "Firing log"].map((name) => ({ name, source: "plan", evidence: { url: URL_, snippet: name } })), more_features: [], signals: [], headline: null, description: null }) as unknown as SiteFacts;
    const card = "div.plan-grid > div.plan-card";
    // Cards on both sides: the plan's limit says it, once.
    expect(diffFacts(facts(plan(card, "Up to 3 kilns")), facts(plan(card, "Up to 6 kilns"))).map((c) => c.summary)).toEqual(["Limit raised: Studio: Up to 3 kilns → Up to 6 kilns"]);
    // A table's column, then a card: limits are not compared (round 15), so the site set's line is the trace.
    expect(diffFacts(facts(plan("table.compare > tbody > tr > td", "Up to 3 kilns")), facts(plan(card, "Up to 6 kilns"))).map((c) => c.summary)).toEqual(["Limit raised: Up to 3 kilns → Up to 6 kilns"]);
  });

  test("limitLinesSpoken keeps only the plans the diff speaks for", () => {
    const p = { name: "Studio", limits: ["Up to 3 kilns"] } as PlanFact;
    const q = { name: "Guild", limits: ["Up to 10 kilns"] } as PlanFact;
    const key = (s: string) => s.toLowerCase();
    expect([...limitLinesSpoken([p, q], (x) => x === p, key)]).toEqual(["up to 3 kilns"]);
  });
});

// Three cards whose lists share lines: Studio's "Priority email" is also Guild's, its "Backups kept 7 days" also Solo's.
const GLAZE = "https://glazeyard.example/pricing";
const glazeCard = (name: string, price: string, lines: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="button" href="/signup">Start ${name}</a></div>`;
const glaze = (studio: string[]) =>
  extractSite([{ url: GLAZE, html: `<!doctype html><html><head><title>Pricing — Glazeyard</title></head><body><main><h1>Glazeyard pricing</h1><div class="plan-grid">${glazeCard("Solo", "$9/month", ["Firing log", "Glaze notes", "Backups kept 7 days"])}${glazeCard("Studio", "$29/month", studio)}${glazeCard("Guild", "$79/month", ["Firing log", "Glaze notes", "Priority email", "Phone line", "Backups kept 30 days"])}</div></main></body></html>` }], { url: GLAZE });
const STUDIO = ["Firing log", "Glaze notes", "Priority email", "Backups kept 7 days"];
const studioNow = (from: string, to: string) => STUDIO.map((l) => (l === from ? to : l));
const summaries = (after: string[]) => diffFacts(glaze(STUDIO), glaze(after)).map((c) => c.summary);

describe("one line of a card rewritten is said once (round 90 e)", () => {
  test("a line another card keeps, rewritten into words new to the page: one line replaced", () => {
    expect(summaries(studioNow("Priority email", "Studio hotline"))).toEqual(["Feature replaced: Studio: Priority email → Studio hotline"]);
  });

  test("the same words around another number, both lines shown on other cards: one quantity moved", () => {
    expect(summaries(studioNow("Backups kept 7 days", "Backups kept 30 days"))).toEqual(["Limit raised: Studio: Backups kept 7 days → Backups kept 30 days"]);
  });

  test("a line left and another card's line joined (the tiers re-cut): two changes, as before", () => {
    expect(summaries(studioNow("Priority email", "Phone line")).sort()).toEqual(["Feature added: Phone line (in Studio)", "Feature removed: Priority email (from Studio)"]);
  });

  test("cardLinesReplaced pairs one out and one in per plan, never two moves in other words, never several", () => {
    const c = (plan: string, name: string, move: boolean) => ({ change: { summary: name } as never, plan, planName: plan, line: name, move });
    const same = (x: string, y: string) => x.replace(/\d+/g, "#") === y.replace(/\d+/g, "#");
    expect(cardLinesReplaced([c("pro", "Email support", true)], [c("pro", "Chat support", false)], same).map(([x, y, how]) => `${x.line} → ${y.line} ${how}`)).toEqual(["Email support → Chat support replaced"]);
    expect(cardLinesReplaced([c("pro", "Email support", true)], [c("pro", "Chat support", true)], same)).toEqual([]);
    expect(cardLinesReplaced([c("pro", "2 seats", true)], [c("pro", "5 seats", true)], same).map(([, , how]) => how)).toEqual(["quantity"]);
    expect(cardLinesReplaced([c("pro", "Email support", true), c("pro", "Audit log", false)], [c("pro", "Chat support", false)], same)).toEqual([]);
    expect(cardLinesReplaced([c("pro", "Email support", true)], [c("team", "Chat support", false)], same)).toEqual([]);
  });
});
