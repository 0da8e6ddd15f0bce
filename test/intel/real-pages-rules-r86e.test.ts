/**
 * Round 86, part e, on real pages (issue 25; docs/intel.md, "Round 86, parts a–e"): names on cards.
 * (1) A small label in capitals over a heading of purpose ("ATELIER" over "Za prve korake", "SOLO
 * DESK" over "For makers just starting"): the heading is who the tier is for, the label its name —
 * a Slovenian page of wave 79 read its three plans by their taglines (caps-kicker.ts). (2) Every
 * card's sole line before its price drawn as a button ("Studio" on an outlined button over
 * "$29/month"): a card was dropped and another named by the line under its price ("Unlimited").
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const read = (url: string, html: string, abstain = false) => extractSite([{ url, html }], { url, abstain }).plans;
const page = (title: string, lang: string, cards: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<div class="grid-3">${cards}</div></body></html>`;

// (1a) Slovenian-like cards: an unclassed label in capitals, a heading opening with "Za" (for).
const SL_URL = "https://vrtnica.example/cenik";
const slCard = (label: string, heading: string, price: string) =>
  `<div class="paket"><div style="padding:20px"><div class="mono" style="font-size:11px;letter-spacing:.1em">${label}</div>` +
  `<h2>${heading}</h2><div class="paket-cena"><b>${price}</b><span>/ mesec</span></div>` +
  `<p class="body-sm">Kratek opis paketa za stranke.</p></div>` +
  `<div class="paket-body"><div>Spletni obrazec</div><div>Opomniki po pošti</div></div>` +
  `<a class="paket-cta" href="/kontakt">Odpri račun</a></div>`;
const slovenian = page("Cenik Vrtnica", "sl",
  slCard("NEST START", "Za prve korake", "39 €") +
  slCard("NEST PLUS", "Za rastoče ekipe", "79,50 €") +
  slCard("NEST VERIGA", "Za verige trgovin", "189 €"));

// (1b) English cards: the heading an audience phrase ("For small crews"), the label two words in capitals.
const EN_URL = "https://loomdesk.example/pricing";
const enCard = (label: string, heading: string, price: string) =>
  `<div class="card"><p style="font-size:12px;letter-spacing:.08em">${label}</p><h3>${heading}</h3>` +
  `<div class="price">${price}<span>/month</span></div><ul><li>Shared inbox</li><li>Weekly digest</li></ul>` +
  `<a class="cta" href="/signup">Start now</a></div>`;
const english = page("Loomdesk pricing", "en",
  enCard("SOLO DESK", "For makers just starting", "$14") +
  enCard("CREW DESK", "For small crews that ship weekly", "$42") +
  enCard("GUILD DESK", "For guilds of many studios", "$120"));

// (2) Cards named on an outlined button over the price, a line under each price.
const BTN_URL = "https://mapquill.example/cloud/";
const btnCard = (name: string, price: string, under: string, bullets: string) =>
  `<div class="col"><div class="card"><div class="bg-light top"><a class="btn btn-outline-primary">${name}</a>` +
  `<h3>${price}</h3><p class="card-text">${under}</p></div><div class="card-body"><ul>${bullets}</ul></div></div></div>`;
const buttons = page("Cloud pricing", "en",
  btnCard("Hobby", "Free", "Just for you", "<li>Private maps</li><li>Two connectors</li>") +
  btnCard("Studio", "$29/month", "Per editor or admin", "<li>Everything from Hobby</li><li>Shared maps</li>") +
  btnCard("Atelier", "$310/month", "Unlimited", "<li>Everything from Studio</li><li>Unlimited editors</li>"));

describe("rules86e: a label in capitals over a heading of purpose", () => {
  test("the labels name the Slovenian cards, not the headings (fails without the rule)", () => {
    const plans = read(SL_URL, slovenian);
    expect(plans.map((p) => p.name)).toEqual(["NEST START", "NEST PLUS", "NEST VERIGA"]);
    expect(plans.map((p) => p.amount)).toEqual([39, 79.5, 189]);
    expect(plans.map((p) => p.currency)).toEqual(["EUR", "EUR", "EUR"]);
  });

  test("two words in capitals over an audience phrase name the card (fails without the rule)", () => {
    const plans = read(EN_URL, english);
    expect(plans.map((p) => p.name)).toEqual(["SOLO DESK", "CREW DESK", "GUILD DESK"]);
    expect(plans.map((p) => p.amount)).toEqual([14, 42, 120]);
  });

  test("a heading that is a name keeps its name under a label in capitals", () => {
    const html = page("Loomdesk pricing", "en",
      enCard("SOLO DESK", "Starter", "$14") + enCard("CREW DESK", "Team", "$42") + enCard("GUILD DESK", "Business", "$120"));
    expect(read(EN_URL, html).map((p) => p.name)).toEqual(["Starter", "Team", "Business"]);
  });

  test("a label in lower case over a heading of purpose is no kicker of this rule", () => {
    const html = page("Cenik Vrtnica", "sl",
      slCard("Nest start", "Za prve korake", "39 €") + slCard("Nest plus", "Za rastoče ekipe", "79,50 €") + slCard("Nest veriga", "Za verige trgovin", "189 €"));
    expect(read(SL_URL, html).map((p) => p.name)).not.toContain("NEST START");
  });
});

describe("rules86e: names drawn on buttons over the price", () => {
  test("each card takes its button's name; the line under the price names none (fails without the rule)", () => {
    const plans = read(BTN_URL, buttons);
    expect(plans.map((p) => p.name)).toEqual(["Hobby", "Studio", "Atelier"]);
    expect(plans.map((p) => p.amount)).toEqual([0, 29, 310]);
  });

  test("'per editor or admin' under the price reads per user; a flat tier does not", () => {
    const plans = read(BTN_URL, buttons);
    expect(plans.find((p) => p.name === "Studio")?.per_user).toBe(true);
    expect(plans.find((p) => p.name === "Atelier")?.per_user).toBe(false);
  });

  test("the same button on every card is an action, not a name", () => {
    const html = page("Cloud pricing", "en",
      btnCard("Choose", "$9/month", "Solo", "<li>Maps</li>") + btnCard("Choose", "$29/month", "Studio", "<li>Maps</li>"));
    expect(read(BTN_URL, html).map((p) => p.name)).not.toContain("Choose");
  });
});
