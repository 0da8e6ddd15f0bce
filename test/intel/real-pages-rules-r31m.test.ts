/**
 * Round 31 (monitor31), in the monitoring diff: a plan one check read and the other did not, where
 * both checks reported plans, whose card the other page still shows — the plan's name a line, its
 * price a line a few lines from it — was read in one version only: no plan added or removed
 * (src/monitoring/plan-card-lines.ts; docs/intel.md, "#### Round 31, monitoring"). Pages of ours: a
 * mooring-booking app for marinas, in versions. A reading that missed a card is made by taking the
 * plan out of that check's facts: the page (and so its lines) still shows the card, as on the real
 * versions where a tab or a table went unread.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, pageKey } from "../../src/monitoring/diff.ts";
import { CARD_SPAN, cardStillShown } from "../../src/monitoring/plan-card-lines.ts";

const URL_ = "https://moorly.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
const page = (cards: string, extra = "") => `<!doctype html><html><head><title>Pricing — Moorly</title></head><body><main><h1>Plans for marinas</h1><div class="pricing">${cards}</div>${extra}</main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const JETTY = card("Jetty", "$19/month", ["Online bookings", "Berth map"]);
const HARBOUR = card("Harbour", "$49/month", ["Online bookings", "Berth map", "Fuel dock orders"]);
const FLEET = card("Fleet", "$99/month", ["Online bookings", "Berth map", "Fuel dock orders", "Multi-site reports"]);
const ALL = page(JETTY + HARBOUR + FLEET);
/** The check's facts as a reading that missed one card: the plan is gone from the facts, not from the page. */
const missing = (f: SiteFacts, name: string): SiteFacts => ({ ...f, plans: f.plans.filter((p) => p.name !== name) });
const summaries = (a: SiteFacts, b: SiteFacts) => diffFacts(a, b).filter((c) => c.type.startsWith("plan_") || c.type === "pricing_change" || c.summary.startsWith("Plan renamed")).map((c) => `${c.type} ${c.summary.replace(/ with .*$/, "")}`);

describe("a plan whose card the other page still shows was read once (round 31)", () => {
  test("the pages read the three cards", () => {
    expect(read(ALL).plans.map((p) => `${p.name} ${p.amount}`).sort()).toEqual(["Fleet 99", "Harbour 49", "Jetty 19"]);
  });

  test("read on the older version only, its card still on the newer page: no plan removed", () => {
    const [old, now] = [read(ALL), missing(read(ALL), "Harbour")];
    expect(summaries(old, now)).toEqual([]);
  });

  test("and the other way round: read on the newer version only, no plan added", () => {
    const [old, now] = [missing(read(ALL), "Harbour"), read(ALL)];
    expect(summaries(old, now)).toEqual([]);
  });

  test("a plan whose card left the page is still a plan removed", () => {
    expect(summaries(read(ALL), read(page(JETTY + FLEET)))).toEqual(["plan_removed Plan removed: Harbour ($49/month)"]);
  });

  test("a real plan added, its card new to the page, is still reported", () => {
    expect(summaries(read(page(JETTY + FLEET)), read(ALL))).toEqual(["plan_added Plan added: Harbour ($49/month)"]);
  });

  test("the nearest look-alike: the name stays as a heading with no price beside it — still removed", () => {
    const note = `<section><h4>Harbour</h4><p>Harbour customers keep their berths until renewal.</p></section>`;
    expect(summaries(read(ALL), read(page(JETTY + FLEET, note)))).toEqual(["plan_removed Plan removed: Harbour ($49/month)"]);
  });

  test("the name and the same price on the page, but far apart (another section's copy): still removed", () => {
    const far = `<section><h4>Harbour</h4>${Array.from({ length: CARD_SPAN + 3 }, (_, i) => `<p>Harbour note number ${i + 1} about berths</p>`).join("")}<p>$49/month</p></section>`;
    const old = read(ALL);
    expect(summaries(old, read(page(JETTY + FLEET, far)))).toEqual(["plan_removed Plan removed: Harbour ($49/month)"]);
    // The same two lines set next to each other are the card's: found.
    const near = read(page(JETTY + FLEET, `<section><h4>Harbour</h4><p>$49/month</p></section>`));
    expect(cardStillShown(near, pageKey)(old.plans.find((p) => p.name === "Harbour")!)).toBe(true);
  });

  test("a real price change the newer reading missed: the old price is no line of the newer page — still removed", () => {
    const repriced = read(page(JETTY + card("Harbour", "$59/month", ["Online bookings", "Berth map", "Fuel dock orders"]) + FLEET));
    expect(summaries(read(ALL), missing(repriced, "Harbour"))).toEqual(["plan_removed Plan removed: Harbour ($49/month)"]);
    // Read on both versions, the move is the price change a reader sees.
    expect(summaries(read(ALL), repriced)).toEqual(["pricing_change Harbour: $49/month → $59/month (+20.4%)"]);
  });

  test("a real rename at the same price: the old name is no line of the newer page — a rename", () => {
    const renamed = read(page(JETTY + card("Marina", "$49/month", ["Online bookings", "Berth map", "Fuel dock orders"]) + FLEET));
    expect(summaries(read(ALL), renamed)).toEqual(["messaging_change Plan renamed: Harbour → Marina (same price, $49/month)"]);
  });

  test("facts stored without page lines compare as before", () => {
    const [old, now] = [read(ALL), missing(read(ALL), "Harbour")];
    delete old.page_lines;
    delete now.page_lines;
    expect(summaries(old, now)).toEqual(["plan_removed Plan removed: Harbour ($49/month)"]);
  });

  test("a plan with no price read is never found by its card (nothing to find beside the name)", () => {
    const f = read(ALL);
    const harbour = f.plans.find((p) => p.name === "Harbour")!;
    expect(cardStillShown(f, pageKey)(harbour)).toBe(true);
    expect(cardStillShown(f, pageKey)({ ...harbour, amount: null, contact_sales: true })).toBe(false);
  });
});
