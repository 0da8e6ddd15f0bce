/**
 * Round 105h, on real pages (issue 25): a plan table beside module and service price tables.
 *
 * A licence page prices its plans in a comparison table drawn with divs and, in the same box, the
 * same plans again as a row of cards for narrow screens (card-row-copy.ts: the row is the plan set,
 * its cards named by a classed "ttl" title); then sections of its own, each titled by a styled line
 * — "Optional Modules", "Professional Services", "Support Options" — price what is sold beside the
 * plans (extras-section.ts: add-on zones, never plans). Not touched: a page whose first priced
 * section is its services (nothing priced before it), and titles that say more than the kind.
 * Also: a membership's cards named by what each allows ("4 boxes · 1 delivery per month", in the name
 * slot that opens the card), each with a buy button saying its price again ("join now €14") — the
 * button is the card's, no card (price-button.ts); and a card's setup step labelled paid once over
 * its figure, the subscription's step after it, is the setup fee, not the plan's price (once-start-label.ts).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { extrasTitle } from "../../src/intel/extract/extras-section";
import { cardRowCopy } from "../../src/intel/extract/card-row-copy";
import { priceButton } from "../../src/intel/extract/price-button";
import { buildPage } from "../../src/intel/page";
import type { HElement } from "../../src/intel/html/parse";

const URL = "https://lumenforge.example/pricing";
const row = (cells: string[]) => `<div class="grid-row">${cells.map((c) => `<div class="grid-cell"><div>${c}</div></div>`).join("")}</div>`;
const mobCard = (name: string, label: string, bullets: string[]) =>
  `<div class="mob-card layout-grid"><div class="mob-card-head"><div class="mob-card-ttl"><strong>${name}</strong></div>` +
  `<div class="label-wrp"><div class="mob-card-label">${label}</div></div></div>` +
  `<div class="mob-rows">${bullets.map((b) => `<div class="mob-row"><div>${b}</div></div>`).join("")}</div><a href="/start" class="btn">Get started</a></div>`;
const licence =
  `<section class="hero-section"><div class="wrap"><p class="eyebrow">Simple licences</p><div class="big-title">Choose your Lumenforge licence</div>` +
  `<div class="section-ttl">Licence pricing</div><div class="tabs-box"><div class="pane">` +
  `<div class="div-table">` +
  row(["", "Lumenforge Lab", "Lumenforge Core", "Lumenforge Scale"]) +
  row(["Sample tracking", "Yes", "Yes", "Yes"]) +
  row(["Instrument sync", "-", "Yes", "Yes"]) +
  row(["Price", "$0", "from $900/month", "Contact us"]) +
  `</div><div class="mob-wrap">` +
  mobCard("Lumenforge Lab", "Free", ["Sample tracking", "Community forum"]) +
  mobCard("Lumenforge Core", "from $900/month", ["Sample tracking", "Instrument sync"]) +
  mobCard("Lumenforge Scale", "Contact us for pricing", ["Everything in Core", "Dedicated engineer"]) +
  `</div></div></div></div></section>`;
const extraTable = (title: string, rows: [string, string][]) =>
  `<section><div class="wrap"><div class="center"><div class="section-ttl">${title}</div></div><div class="spacer"></div>` +
  `<div class="div-table">${row(["Item", "What it does", "Price"])}${rows.map(([n, p]) => row([n, `A part that ${n.toLowerCase()} brings to the lab.`, p])).join("")}</div></div></section>`;
const modules = extraTable("Optional Modules", [["Barcode Studio", "$4,000/year"], ["Freezer Map", "From $6,500/year"], ["Audit Vault", "Contact us"]]);
const services = extraTable("Professional Services", [["Guided Setup", "$1,200 (one-time)"], ["Team Training", "$3,000"], ["Data Migration", "From $2,000/yearly"]]);
const support =
  `<section><div class="wrap"><div class="center"><div class="section-ttl">Support Options</div></div><div class="div-table">` +
  row(["", "Standard", "Priority", "Premier"]) + row(["Response time", "2 days", "8 hours", "1 hour"]) + row(["Price", "$0", "$8,000/year", "Contact us"]) +
  `</div></div></section>`;
const page = (...sections: string[]) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Lumenforge</title></head><body><nav><a href="/">Lumenforge</a><a href="/pricing">Pricing</a></nav>` +
  sections.join("") + `<footer><a href="/privacy">Privacy</a></footer></body></html>`;
const plansOf = (html: string, abstain = false) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period, free: p.free, contact: p.contact_sales }));

describe("a plan table beside module and service price tables (round 105h)", () => {
  test("the licence table's card copy gives the plans, each by its own title", () => {
    for (const abstain of [false, true]) {
      const plans = plansOf(page(licence, support, modules, services), abstain);
      expect(plans.map((p) => p.name).sort()).toEqual(["Lumenforge Core", "Lumenforge Lab", "Lumenforge Scale"]);
      expect(plans.find((p) => p.name === "Lumenforge Lab")).toMatchObject({ amount: 0, free: true });
      expect(plans.find((p) => p.name === "Lumenforge Core")).toMatchObject({ amount: 900, period: "month" });
      expect(plans.find((p) => p.name === "Lumenforge Scale")).toMatchObject({ amount: null, contact: true });
    }
  });

  test("the modules, services and support sold beside the plans are no plans", () => {
    const names = plansOf(page(licence, support, modules, services)).map((p) => p.name);
    for (const extra of ["Barcode Studio", "Freezer Map", "Audit Vault", "Guided Setup", "Team Training", "Data Migration", "Standard", "Priority", "Premier"]) expect(names).not.toContain(extra);
  });

  test("a page that opens with its services, nothing priced before them, still sells them", () => {
    const names = plansOf(page(services)).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain("Guided Setup");
  });

  test("titles naming only a kind of extra, not titles that say more", () => {
    for (const t of ["Optional Modules", "Professional Services", "Support Options", "Premium support", "Add-on modules", "Services:"]) expect(extrasTitle(t)).toBe(true);
    for (const t of ["Modules for every team size", "Our plans", "Pick Your Plan", "Service plans for growing labs", "Support included in every plan"]) expect(extrasTitle(t)).toBe(false);
  });

  test("a card's own two-price block is no card row", () => {
    const el = (cls: string): HElement => ({ kind: "element", tag: "div", attrs: { class: cls }, children: [], parent: null, order: 0 } as unknown as HElement);
    const a = el("card");
    const b = el("card");
    const p1 = el("price-line");
    const p2 = el("price-line");
    expect(cardRowCopy([a, b], a, new Set([p1, p2]), () => true, () => true)).toBe(false);
    const r = [el("card"), el("card"), el("card")];
    expect(cardRowCopy([a, b], a, new Set(r), () => true, () => true)).toBe(true);
    expect(cardRowCopy([a, b], a, new Set(r), () => false, () => true)).toBe(false);
  });

  const member = (name: string, old: string, now: string) =>
    `<div class="tier-card"><p class="tier-card-name">${name}</p><div class="tier-pricing"><div class="tier-price-info"><span class="tier-price-old">€${old}</span>` +
    `<span class="tier-price-current">€${now}</span><div class="tier-price-details"><span class="tier-price-period">first month</span><span class="tier-price-after">€${old}/month after</span></div></div></div>` +
    `<p class="tier-features">up to 4 boxes at a time · free returns</p><button class="tier-cta" data-plan="x"><span>join now</span><span class="cta-divider"></span> €${now}</button></div>`;
  const members = (cards: string) =>
    `<!doctype html><html lang="en"><head><title>Memberships | Crateloop</title><style>.tier-price-old { text-decoration: line-through; }</style></head><body><section class="memberships"><p class="eyebrow">choose a plan</p><h2>Boxes of books, on repeat</h2>` +
    `<div class="tier-group"><h3>home delivery</h3><div class="tier-cards">${cards}</div></div></section></body></html>`;

  test("cards named by their allowance, each button saying the price again, are the plans", () => {
    const plans = plansOf(members(member("4 boxes · 1 delivery per month", "28", "14") + member("8 boxes · 2 deliveries per month", "40", "20")));
    expect(plans.map((p) => [p.name, p.amount])).toEqual([["4 boxes · 1 delivery per month", 14], ["8 boxes · 2 deliveries per month", 20]]);
  });

  test("a button that names what it sells is no restated price (a plan picker's options stay cards)", () => {
    const doc = buildPage({ url: URL, html: `<html><body><button id="a">join now | €14</button><button id="b">Monthly €9/month</button><a id="c" class="btn" href="/x">Buy now — $9</a><div id="d">join now €14</div></body></html>` });
    const el = (id: string) => doc.doc.elements.find((e) => e.attrs.id === id)!;
    const cta = () => false;
    expect(priceButton(doc, el("a"), cta)).toBe(true);
    expect(priceButton(doc, el("b"), cta)).toBe(false);
    expect(priceButton(doc, el("c"), cta)).toBe(true);
    expect(priceButton(doc, el("d"), cta)).toBe(false);
  });

  const steps = (first: string, fee = "90 €") =>
    `<!doctype html><html lang="fr"><head><title>Tarifs | Tamponet</title></head><body><h2>Tarifs</h2><div class="grid">` +
    ["Un salon", "Plusieurs salons"].map((n, i) => `<div class="card"><div class="price-name">${n}</div><div class="step"><div class="step-label">${first}</div><div class="step-amount">${fee}</div></div>` +
      `<div class="step"><div class="step-label">2. abonnement mensuel</div><div class="step-amount">${19 + i * 10} <span>€ / mois</span></div></div><ul><li>Carte digitale</li><li>Statistiques</li></ul><a class="btn" href="#c">Être rappelé</a></div>`).join("") +
    `</div></body></html>`;

  test("a setup step labelled paid once is the setup fee: the plan is priced by its subscription", () => {
    const plans = plansOf(steps("1. installation (une fois)"), false);
    expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([["Un salon", 19, "month"], ["Plusieurs salons", 29, "month"]]);
  });

  test("a start step over a bare figure before a monthly one is the setup fee too; a step with a period of its own is no fee", () => {
    expect(plansOf(steps("1. installation (1er salon)"), false).map((p) => p.amount)).toEqual([19, 29]);
    expect(plansOf(steps("1. installation (1er salon)", "90 € / an"), false).map((p) => p.amount)).not.toEqual([19, 29]);
    expect(plansOf(steps("1. accès au tableau", "90 €"), false).map((p) => p.amount)).not.toEqual([19, 29]);
  });
});
