/**
 * Round 28, part f, on real pages (issue 25; docs/intel.md, "Round 28, part f"): a price list
 * published as a JSON-LD offer catalogue (`hasOfferCatalog`, `OfferCatalog.itemListElement`,
 * `makesOffer`), read where the page's visible text shows each offer (extract/offer-catalogue.ts).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { offerCataloguePlans } from "../../src/intel/extract/offer-catalogue";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const doc = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

/** An offer named only by the service it offers, as local businesses' catalogues often are. */
const serviceOffer = (name: string, price: number, currency = "EUR") => ({ "@type": "Offer", price: String(price), priceCurrency: currency, itemOffered: { "@type": "Service", name } });
const namedOffer = (name: string, price: number, currency = "EUR") => ({ "@type": "Offer", name, price, priceCurrency: currency });

/** A business whose catalogue is `offers`, and a page of cards: heading, a line of text, the price. */
const business = (offers: unknown[], nested = false) => ({
  "@context": "https://schema.org",
  "@type": "DaySpa",
  name: "Lindenbrook Spa",
  hasOfferCatalog: nested
    ? { "@type": "OfferCatalog", name: "Treatments", itemListElement: [{ "@type": "OfferCatalog", name: "Baths", itemListElement: offers }] }
    : { "@type": "OfferCatalog", name: "Treatments", itemListElement: offers },
});
const cards = (items: [string, string, string][]) =>
  `<h1>Our treatments</h1><div class="list">` +
  items.map(([name, line, price]) => `<div class="item"><h3>${name}</h3><p>${line}</p><p class="amount">${price}</p><a href="/book">Book</a></div>`).join("") +
  `</div>`;

describe("rules28f: a JSON-LD offer catalogue read where the page shows it", () => {
  test("offers named by what they offer, in a business's hasOfferCatalog: read, paid once on a page that states no recurrence", () => {
    const offers = [serviceOffer("Cedar Bath", 40), serviceOffer("Salt Scrub", 55), serviceOffer("Stone Ritual", 90)];
    const html = doc("Lindenbrook Spa", ld(business(offers)), cards([["Cedar Bath", "A warm soak in cedar water.", "40 dh"], ["Salt Scrub", "Sea salt and oils.", "55 dh"], ["Stone Ritual", "Bath, scrub and hot stones.", "90 dh"]]));
    expect(plansOf("https://lindenbrook.example/prices", html)).toEqual([
      ["Cedar Bath", 40, "EUR", "one_time"],
      ["Salt Scrub", 55, "EUR", "one_time"],
      ["Stone Ritual", 90, "EUR", "one_time"],
    ]);
  });

  test("a catalogue inside the catalogue, and an organisation's makesOffer, read the same way", () => {
    const nested = business([namedOffer("Cedar Bath", 40), namedOffer("Salt Scrub", 55)], true);
    const org = { "@context": "https://schema.org", "@type": "EducationalOrganization", name: "Haverlow Tutors", makesOffer: [namedOffer("Single Lesson", 35), namedOffer("Ten Lessons", 300)] };
    const page = cards([["Cedar Bath", "A warm soak.", "€40"], ["Salt Scrub", "Sea salt.", "€55"], ["Single Lesson", "One hour.", "€35"], ["Ten Lessons", "Ten hours, booked ahead.", "€300"]]);
    const got = offerCataloguePlans("https://haverlow.example/prices", [nested, org], page.replace(/<[^>]+>/g, "\n"));
    expect(got.map((p) => [p.name, p.amount, p.currency])).toEqual([
      ["Cedar Bath", 40, "EUR"],
      ["Salt Scrub", 55, "EUR"],
      ["Single Lesson", 35, "EUR"],
      ["Ten Lessons", 300, "EUR"],
    ]);
  });

  test("a card whose price sits a long list of inclusions below its name is still its own", () => {
    const offers = [namedOffer("First Visit", 60), namedOffer("Full Programme", 240)];
    const list = (n: number) => `<ul>${Array.from({ length: n }, (_, i) => `<li>Included item ${i + 1}</li>`).join("")}</ul>`;
    const body = `<h1>Prices</h1><div><h3>First Visit</h3>${list(9)}<p>€60</p></div><div><h3>Full Programme</h3>${list(12)}<p>€240</p></div>`;
    const got = offerCataloguePlans("https://larchfield.example/prices", [business(offers)], body.replace(/<[^>]+>/g, "\n").replace(/\n+/g, "\n"));
    expect(got.map((p) => [p.name, p.amount])).toEqual([
      ["First Visit", 60],
      ["Full Programme", 240],
    ]);
  });

  test("NOT read: a catalogue price of 0 that no card prints", () => {
    const offers = [serviceOffer("Cedar Bath", 40), serviceOffer("Salt Scrub", 0)];
    const html = doc("Lindenbrook Spa", ld(business(offers)), cards([["Cedar Bath", "A warm soak.", "40 dh"], ["Salt Scrub", "Ask us at the desk.", "On request"]]));
    const plans = plansOf("https://lindenbrook.example/prices", html);
    // The card itself may be read (no price: "On request"); never as a free plan at the markup's 0.
    expect(plans.filter((p) => p[0] === "Salt Scrub" && p[1] === 0)).toEqual([]);
    expect(plans.find((p) => p[0] === "Cedar Bath")).toEqual(["Cedar Bath", 40, "EUR", "one_time"]);
  });

  test("NOT read: a stale offer (the card prints another price) and an offer the page no longer shows", () => {
    const offers = [serviceOffer("Cedar Bath", 40), serviceOffer("Salt Scrub", 50), serviceOffer("Mud Wrap", 70)];
    const body = cards([["Cedar Bath", "A warm soak.", "40 dh"], ["Salt Scrub", "Sea salt and oils.", "65 dh"]]);
    const got = offerCataloguePlans("https://lindenbrook.example/prices", [business(offers)], body.replace(/<[^>]+>/g, "\n"));
    expect(got.map((p) => [p.name, p.amount])).toEqual([["Cedar Bath", 40]]);
  });

  test("NOT read: a catalogue name the page prints in two lines (a heading over a duration): not the name a reader sees", () => {
    const offers = [serviceOffer("Deep Massage 45 min", 300), serviceOffer("Deep Massage 60 min", 400)];
    const body = cards([["Deep Massage", "45 min", "300 dh"], ["Deep Massage", "60 min", "400 dh"]]);
    expect(offerCataloguePlans("https://lindenbrook.example/prices", [business(offers)], body.replace(/<[^>]+>/g, "\n"))).toEqual([]);
  });

  test("NOT read: a card's price another card's heading separates from the offer's name", () => {
    // "Salt Scrub" prints no price of its own; the 55 below belongs to the next card.
    const offers = [namedOffer("Salt Scrub", 55), namedOffer("Stone Ritual", 55)];
    const body = `<h3>Salt Scrub</h3><p>Ask at the desk.</p><h3>Stone Ritual</h3><p>€55</p>`;
    const got = offerCataloguePlans("https://lindenbrook.example/prices", [business(offers)], body.replace(/<[^>]+>/g, "\n"));
    expect(got.map((p) => p.name)).toEqual(["Stone Ritual"]);
  });

  test("NOT read: a catalogue offer beside a grid of plan cards the page reads, shown only as an add-on box", () => {
    const offers = [namedOffer("Starter", 29, "USD"), namedOffer("Team", 59, "USD"), namedOffer("Scale", 99, "USD"), namedOffer("Priority Onboarding", 59, "USD")];
    const card = (name: string, price: number) =>
      `<div class="plan-card"><h3>${name}</h3><p class="price">$${price}<span>/month</span></p><ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Start ${name}</a></div>`;
    const body = `<h1>Pricing</h1><div class="plans">${card("Starter", 29)}${card("Team", 59)}${card("Scale", 99)}</div><section><h2>Add to any plan</h2><h3>Priority Onboarding</h3><p>A guided setup call.</p><p>$59</p></section>`;
    const html = doc("Quarrybank", ld({ "@context": "https://schema.org", "@type": "Organization", name: "Quarrybank", hasOfferCatalog: { "@type": "OfferCatalog", itemListElement: offers } }), body);
    expect(plansOf("https://quarrybank.example/pricing", html)).toEqual([
      ["Starter", 29, "USD", "month"],
      ["Team", 59, "USD", "month"],
      ["Scale", 99, "USD", "month"],
    ]);
  });
});
