/**
 * Round 41, part c, on real pages (issue 25; docs/intel.md, "Round 41, part c"): a group of priced
 * cards dropped because no card got a name, where every card's sole line before its price is a
 * pill. The pills name the cards when every priced card shows one, each a name of a tier's shape,
 * all distinct. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { pillRowNames } from "../../src/intel/extract/pill-row";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Two projects</li><li>Email support</li><li>Shared workspace</li></ul>`;
/** A card whose only words before the price are a pill. */
const pillCard = (pill: string, price: string, cta = "Get started", cls = "badge badge-pill") =>
  `<div class="col"><div class="plan-box"><span class="${cls}">${pill}</span><div class="amount">${price}<span class="per"> / month</span></div><h5>For people who like tidy desks</h5>${bullets}<a class="btn" href="/signup">${cta}</a></div></div>`;
/** A card with a plain name line between its ribbon pill and its price. */
const namedCard = (pill: string, name: string, price: string) =>
  `<div class="col"><div class="plan-box"><span class="badge">${pill}</span><p class="title">${name}</p><div class="amount">${price}<span class="per"> / month</span></div>${bullets}<a class="btn" href="/signup">Buy</a></div></div>`;
const read = (html: string, url = "https://deskly.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount]);

describe("rules41c: a row of cards named only by pills", () => {
  test("English: three cards, each a pill over its price, are named by their pills", () => {
    const html = doc(`<section class="row">${pillCard("Solo", "$0")}${pillCard("Studio", "$25")}${pillCard("Agency", "$45")}</section>`);
    expect(read(html)).toEqual([["Solo", 0], ["Studio", 25], ["Agency", 45]]);
  });

  test("German: two cards named by a chip each", () => {
    const html = doc(`<section class="row">${pillCard("Basis", "9 €", "Jetzt starten", "chip")}${pillCard("Team", "29 €", "Jetzt starten", "chip")}</section>`, "de");
    expect(read(html, "https://tische.example/preise").map((p) => p[0])).toEqual(["Basis", "Team"]);
  });

  test("a ribbon pill over a named card leaves the name read as before", () => {
    const html = doc(`<section class="row">${namedCard("New", "Lite", "$5")}${namedCard("Most popular", "Plus", "$15")}</section>`);
    expect(read(html)).toEqual([["Lite", 5], ["Plus", 15]]);
  });

  test("the same pill on every card (a ribbon, not a name) names nothing", () => {
    const html = doc(`<section class="row">${pillCard("Limited", "$5")}${pillCard("Limited", "$15")}</section>`);
    expect(read(html).filter((p) => p[0] === "Limited")).toEqual([]);
  });

  test("ribbon words in the pills (Most popular, Save 20%) name nothing", () => {
    const html = doc(`<section class="row">${pillCard("Save 20%", "$5")}${pillCard("Most popular", "$15")}</section>`);
    const names = read(html).map((p) => p[0]);
    expect(names).not.toContain("Most popular");
    expect(names).not.toContain("Save 20%");
  });

  test("a selector's state in a pill (Selected) names nothing", () => {
    const html = doc(`<section class="row">${pillCard("Selected", "$30", "Buy now")}${pillCard("Basic", "$50", "Buy now")}</section>`);
    expect(read(html).map((p) => p[0])).not.toContain("Selected");
  });

  test("a card without a pill keeps the group's pills from naming any card", () => {
    const plain = `<div class="col"><div class="plan-box"><div class="amount">$15<span class="per"> / month</span></div>${bullets}<a class="btn" href="/signup">Buy now</a></div></div>`;
    const html = doc(`<section class="row">${pillCard("Solo", "$5", "Buy now")}${plain}</section>`);
    expect(read(html).map((p) => p[0])).not.toContain("Solo");
  });
});

describe("rules41c: the group decision", () => {
  const lead = (name: string | null, priced = true) => ({ name, el: name ? {} : null, priced });
  test("every priced card named by a distinct pill: all named", () => {
    expect(pillRowNames([lead("Solo"), lead("Studio"), lead("Agency")])?.map((x) => x?.name)).toEqual(["Solo", "Studio", "Agency"]);
  });
  test("one priced card without a pill: none named", () => {
    expect(pillRowNames([lead("Solo"), lead(null)])).toBeNull();
  });
  test("a lone priced card: no group to judge", () => {
    expect(pillRowNames([lead("Solo"), lead("Custom", false)])).toBeNull();
  });
  test("a pill of more than two words, a status phrase or a repeated pill: none named", () => {
    expect(pillRowNames([lead("Best for growing teams"), lead("Team")])).toBeNull();
    expect(pillRowNames([lead("Coming soon"), lead("Team")])).toBeNull();
    expect(pillRowNames([lead("Pro"), lead("pro")])).toBeNull();
  });
  test("an unpriced card is named only when it carries a pill of its own", () => {
    expect(pillRowNames([lead("Solo"), lead("Team"), lead(null, false)])?.map((x) => x?.name ?? null)).toEqual(["Solo", "Team", null]);
  });
});
