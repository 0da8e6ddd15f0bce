/**
 * Round 42, part g (issue 25: every real change of feature reported, none on noise): a feature a
 * plan gained or lost while another card still lists it (src/monitoring/plan-feature-moves.ts).
 * The site-level feature set holds it on both sides, so the diff said nothing; a customer
 * comparing plans sees the plan change. Pages of ours: a podcast host's three cards, checked twice
 * by the monitoring service on a loopback site (the alerts a customer gets), and what must NOT be
 * read as a move: cards unchanged but reordered, a feature new to the page (said once, by the
 * site-level set), and a card whose bullets moved more than it kept (read differently).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { monitoredSite, trackVersions } from "../monitoring/helpers";

const card = (name: string, price: string, bullets: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">Choose ${name}</a></div>`;
const page = (cards: string[]) => `<!doctype html><html><head><title>Pricing — Castwell</title></head><body><main><h1>Plans for every show</h1><div class="pricing">${cards.join("")}</div></main></body></html>`;
const FREE = ["2 hours of uploads a month", "Embeddable player", "Unlimited bandwidth", "Basic statistics"];
const STANDARD = ["10 hours of uploads a month", "Embeddable player", "Unlimited bandwidth", "Basic statistics", "Scheduled episodes"];
const PREMIUM = ["Unlimited uploads", "Embeddable player", "Unlimited bandwidth", "Advanced statistics", "Scheduled episodes", "Custom domain"];
const lineup = (free = FREE, standard = STANDARD, premium = PREMIUM) => page([card("Free", "$0/month", free), card("Standard", "$12/month", standard), card("Premium", "$29/month", premium)]);

const URL_ = "https://castwell.example/pricing";
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const lines = (a: string, b: string) => diffFacts(read(a), read(b)).map((c) => `${c.type} ${c.summary}`);

let version = lineup();
const site = monitoredSite((path) => (path === "/" || path === "/pricing" ? version : null));

describe("a feature one plan gained or lost while another card keeps it (round 42g)", () => {
  test("through a monitoring check: the Free card losing a bullet Premium keeps is one alert for Free", async () => {
    version = lineup();
    const v = await trackVersions(site.app(), "host@castwell.example", `http://127.0.0.1:${site.port()}/pricing`, "Castwell");
    version = lineup(FREE.filter((b) => b !== "Unlimited bandwidth"));
    await v.next();
    expect(await v.brief()).toEqual(["feature_removed Feature removed: Unlimited bandwidth (from Free)"]);
    // …and Standard gaining Premium's custom domain, in the next check, is one alert for Standard.
    version = lineup(FREE.filter((b) => b !== "Unlimited bandwidth"), [...STANDARD, "Custom domain"]);
    await v.next();
    expect(await v.brief()).toContain("feature_added Feature added: Custom domain (in Standard)");
    expect((await v.brief()).filter((l) => l.includes("Custom domain"))).toHaveLength(1);
  }, 120_000);

  test("the alert's subject is the feature, so a reader's label of that feature finds it", () => {
    const cs = diffFacts(read(lineup()), read(lineup(FREE.filter((b) => b !== "Unlimited bandwidth"))));
    expect(cs).toHaveLength(1);
    expect(cs[0]).toMatchObject({ type: "feature_removed", subject: "Unlimited bandwidth", before: "Unlimited bandwidth", after: null, severity: "medium" });
  });

  test("NOT a move: the same cards with their bullets in another order", () => {
    expect(lines(lineup(), lineup([...FREE].reverse(), [...STANDARD].reverse()))).toEqual([]);
  });

  test("NOT a move: a feature new to the page is said once, by the site-level set", () => {
    const got = lines(lineup(), lineup(FREE, [...STANDARD, "Transcripts"], [...PREMIUM, "Transcripts"]));
    expect(got.filter((l) => l.includes("Transcripts"))).toEqual(["feature_added Feature added: Transcripts (in Premium, Standard)"]);
  });

  test("NOT a move: a card whose bullets moved more than it kept was read differently", () => {
    // Standard read with Premium's bullets: five moved, one kept.
    const got = lines(lineup(), lineup(FREE, ["10 hours of uploads a month", "Unlimited uploads", "Advanced statistics", "Custom domain"]));
    expect(got.filter((l) => l.includes("(in Standard)") || l.includes("(from Standard)"))).toEqual([]);
  });
});
