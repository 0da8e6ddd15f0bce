/**
 * Round 82g, on real pages (issue 25): shapes from well-known companies' captures that lost plans
 * or invented one. A card listing its own priced extras under an "Available add-ons" label (the
 * label no heading) dropped out of its row, and a per-seat extra was read as a plan; a schema.org
 * unit written as a constant ("SEAT_PER_MONTH") said neither the seat nor the month; a comparison
 * table's section row ("SEAT COSTS (MONTHLY)") gives its rows their period, a cell pairing an annual
 * commitment's price with a monthly pay-as-you-go one holds both billing sides, and a cell that
 * repeats its column's name for narrow screens still says "Contact Sales"; a price whose sign sits in
 * a box of its own over the number; a trial's "Free for 14 days" is no plan's name; and a bare
 * "Billed annually" under a set's title makes its prices the annual side; and a title-case name
 * joined by "for" ("Acme for Teams") is no sentence-case heading to the confidence model.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://lanternhouse.example/pricing";
const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>Lanternhouse — pricing</title>${head}</head><body><main><h1>Plans for every lighthouse</h1>${body}</main></body></html>`;
const read = (body: string, head = "") =>
  extractSite([{ url: URL, html: page(body, head) }], { url: URL, abstain: false }).plans.map(
    (p) =>
      `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.per_user ? " per user" : ""}${p.annual_amount !== null && p.annual_amount !== undefined ? ` (annual ${p.annual_amount})` : ""}${p.contact_sales ? " contact" : ""}`,
  );

// A card whose price sits over its title (badge inside the title), with its own priced extras listed
// under a bold label.
const addonCard = (name: string, badge: string, price: string, extras: [string, string][]) =>
  `<div class="plan-card"><div class="plan-card__content"><div class="slot slot--eyebrow"><span class="card-price"><span class="card-price__value">${price}</span><span class="card-price__unit">/user/month, billed annually</span></span><span>Light the way for ${name.toLowerCase()} crews</span></div>` +
  `<div class="slot slot--title"><h3><span>${name}${badge ? `<span class="badge">${badge}</span>` : ""}</span></h3></div>` +
  `<div class="slot slot--copy"><p><b>What you get:</b></p><ul><li><p>Beacon schedules</p></li><li><p>Fog alerts</p></li></ul>` +
  `<p><b>Available add-ons</b></p><ul>${extras.map(([what, cost]) => `<li><p>${what} <span class="grey">${cost}</span></p></li>`).join("")}</ul></div>` +
  `<div class="slot slot--cta"><a href="/signup?plan=${name.toLowerCase()}">Try it free</a></div></div></div>`;

const seatTable = (sectionLabel: string) =>
  `<section><h2>Compare editions</h2><table><thead><tr><th>&nbsp;</th><th>Harbor</th><th>Coast</th><th>Ocean</th><th>Fleet</th></tr></thead><tbody>` +
  `<tr><td colspan="5"><span>${sectionLabel}</span></td></tr>` +
  `<tr><td>Viewer seats</td><td><p>Harbor</p><p>$0</p></td><td><p>Coast</p><p>$0</p></td><td><p>Ocean</p><p>$0</p></td><td><p>Fleet</p><p>$0</p></td></tr>` +
  `<tr><td>Keeper seats</td><td><p>Harbor</p><p>One user included</p></td><td><p>Coast</p><p>$14/first user<br>$79/additional user</p></td>` +
  `<td><p>Ocean</p><p>$240/user<br>(for annual commitments)<br>$288/user<br>(for monthly pay as you go)</p></td><td><p>Fleet</p><p><a href="/contact">Contact Sales</a></p></td></tr>` +
  `<tr><td></td><td><a href="/signup">Start free</a></td><td><a href="/signup">Get Coast</a></td><td><a href="/signup">Get Ocean</a></td><td><a href="/contact">Get Fleet</a></td></tr>` +
  `</tbody></table></section>`;

describe("rules82g: well-known pages' shapes", () => {
  test("a card's own priced extras under an 'Available add-ons' label are extras: the row of cards is read, no extra is a plan (fails without the rule)", () => {
    const row = `<section><h2>Choose your plan</h2><div class="plan-grid">${addonCard("Beam", "", "$18", [["Extra fog sensors", "$40/100 sensors"], ["Night passes at", "$3/pass"], ["Harbor tours at", "$9/tour"]])}${addonCard("Flare", "Most popular", "$52", [["Signal Copilot", "$25/user/month billed annually"], ["Night passes at", "$6/pass"]])}${addonCard("Lighthouse", "", "$86", [["Signal Copilot", "$25/user/month billed annually"], ["Night passes at", "$11/pass"]])}</div></section>`;
    expect(read(row)).toEqual(["Beam: 18 USD/month per user (annual 18)", "Flare: 52 USD/month per user (annual 52)", "Lighthouse: 86 USD/month per user (annual 86)"]);
  });

  test("a schema.org unit written as a constant, SEAT_PER_MONTH, prices per seat by the month (fails without the rule)", () => {
    const offer = (name: string, price: number) => ({ "@type": "Offer", priceCurrency: "USD", priceSpecification: { "@type": "UnitPriceSpecification", price, unitText: "SEAT_PER_MONTH" }, name });
    const ld = { "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Lanternhouse", offers: [offer("Beam", 21), offer("Flare", 47)] };
    const plans = extractSite([{ url: URL, html: page("<p>Pick a plan below.</p>", `<script type="application/ld+json">${JSON.stringify(ld)}</script>`) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => `${p.name}: ${p.amount} ${p.period}${p.per_user ? " per user" : ""}`)).toEqual(["Beam: 21 month per user", "Flare: 47 month per user"]);
    expect(plans.every((p) => !(p.inferred ?? []).includes("period"))).toBe(true);
  });

  test("a table's section row gives its rows their period; a cell's annual commitment and monthly pay-as-you-go prices are its two sides; a cell repeating its column's name still asks (fails without the rule)", () => {
    expect(read(seatTable("SEAT COSTS (MONTHLY)"))).toEqual(["Coast: 14 USD/month per user", "Ocean: 288 USD/month per user (annual 240)", "Fleet: - -/- contact"]);
  });

  test("a section row that names no period gives none; '/first user' is per user", () => {
    expect(read(seatTable("SEAT COSTS"))[0]).toBe("Coast: 14 USD/- per user");
  });

  test("a price whose sign stands in a box of its own over the number is read; a trial's 'Free for 14 days' names no plan (fails without the rule)", () => {
    const column = (name: string, amount: string) =>
      `<td class="plan-col"><h2>${name}</h2><div class="price"><div class="price__symbol">€ </div>\n<div class="price__integer">${amount}</div></div><div class="duration">/mo for 12 months</div><a href="/buy?plan=${name.toLowerCase()}">Buy now</a></td>`;
    const table = `<section><h2>Our plans</h2><table><tbody><tr><th>Pick one</th>${column("Keeper", "640")}${column("Harbormaster", "1,900")}</tr></tbody></table></section>`;
    const offers =
      `<section><h2>Try Keeper</h2><div class="offers"><div class="offer"><p class="label">Save 40%</p><div class="price"><div class="price__symbol">€ </div>\n<div class="price__integer">640</div></div><div>/mo for 12 months</div></div>` +
      `<div class="offer"><label>Try for free</label><div><p><span class="h4">Free</span> <span>for 14 days</span></p><p>Then, starts at <b>€640/month</b></p></div></div></div></section>`;
    expect(read(table + offers)).toEqual(["Keeper: 640 EUR/month", "Harbormaster: 1900 EUR/month"]);
  });

  test("'Billed annually' alone under each set's title: the sets' prices are their annual side, each set kept apart (fails without the rule)", () => {
    const set = (title: string, prices: [string, string]) =>
      `<li><article><section><div class="set-head"><h3>${title}</h3><div><p>Billed annually</p></div></div><div class="seats">` +
      `<div class="seat"><h4>Keeper seat</h4><p><span class="price">${prices[0]}</span>/mo</p></div><div class="seat"><h4>Watch seat</h4><p><span class="price">${prices[1]}</span>/mo</p></div></div><a href="/signup">Select plan</a></section></article></li>`;
    expect(read(`<ul class="sets">${set("Coast", ["$40", "$9"])}${set("Ocean", ["$70", "$12"])}</ul>`)).toEqual([
      "Keeper seat: 40 USD/month per user (annual 40)",
      "Watch seat: 9 USD/month per user (annual 9)",
      "Keeper seat: 70 USD/month per user (annual 70)",
      "Watch seat: 12 USD/month per user (annual 12)",
    ]);
  });

  test("a switch's two labels, 'Billed monthly' and 'Billed annually', are no note", () => {
    const set = (title: string, price: string) =>
      `<div class="card"><h3>${title}</h3><p><span class="price">${price}</span>/mo</p><a href="/signup">Start</a></div>`;
    const body = `<section><h2>Plans</h2><div class="switch"><p>Billed monthly</p><p>Billed annually</p></div><div class="cards">${set("Coast", "$40")}${set("Ocean", "$70")}</div></section>`;
    expect(read(body)).toEqual(["Coast: 40 USD/month", "Ocean: 70 USD/month"]);
  });

  test("a title-case name joined by 'for' is no sentence-case heading: the product keeps it (fails without the rule)", () => {
    const card = (name: string, price: string, unit: string, bullets: string[]) =>
      `<div class="plan"><h3>${name}</h3><p>For crews who keep the light on</p><p class="price"><span>${price}</span> <span>${unit}</span></p><a href="/signup">Get started</a><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
    const body = `<section><h2>Choose your plan</h2><div class="plans">${card("Lantern Free", "€0", "/month for one keeper", ["Beacon schedules", "Fog alerts"])}${card("Lantern Pro", "€11.99", "/month for one keeper", ["Everything in Free", "Storm logs"])}${card("Lantern for Crews", "€23.99", "/month total for the first 5 keepers", ["Everything in Pro", "Shared logbooks"])}</div></section>`;
    const kept = extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}`);
    expect(kept).toEqual(["Lantern Free: 0", "Lantern Pro: 11.99", "Lantern for Crews: 23.99"]);
  });

  test("a header row naming each plan over its price, one of them over 'Free', is the plans' price row (fails without the rule)", () => {
    const th = (name: string, price: string) => `<th><div>${name}</div><div>${price}</div></th>`;
    const body = `<section><h2>Editions</h2><table><thead><tr><th></th>${th("Harbor", "Free")}${th("Fleet", "starting at $120 per year")}</tr></thead><tbody><tr><td>Beacon schedules</td><td>✓</td><td>✓</td></tr><tr><td>Storm logs</td><td>-</td><td>✓</td></tr></tbody></table></section>`;
    expect(read(body)).toEqual(["Harbor: 0 USD/month", "Fleet: 120 USD/year"]);
  });
});

