/**
 * Round 95, part b, on real pages (issue 25): offers a pricing page sells apart from its plans
 * (offers-apart.ts, a gate in confidence.ts `abstain`).
 *
 * Two shapes: a paid-once box set apart beside a grid of subscriptions (a setup visit, a service
 * engagement), and the contact cards of a row of services whose priced cards the model doubts
 * every one. Both are withheld by the product; the raw reading still reads them. What must not be
 * withheld: a lifetime deal set apart (its name states the term: a plan), a paid-once box beside a
 * grid that is paid once too, and the contact card of a plan grid the model is sure of.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Kilnhouse</title></head><body><main><h1>Pricing</h1><p>Kiln time for potters, booked online.</p>${body}</main></body></html>`;
const card = (name: string, price: string, bullets: string[], button = "Choose") =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">${button}</a></div>`;
const grid = (prices: [string, string] = ["$12 /month", "$30 /month"]) =>
  `<div class="plan-grid">${card("Free", "$0", ["2 firings a month", "Shared shelf", "Community forum"], "Start free")}${card("Studio", prices[0], ["10 firings a month", "Own shelf", "Email help"])}${card("Guild", prices[1], ["Unlimited firings", "Two shelves", "Phone help"])}</div>`;
// A box beside the grid (a sibling of it), priced once.
const besideBox = (name: string) =>
  `<div class="setup-box"><h3>${name}</h3><p>We come to your studio and set the kiln up for you.</p><ul><li>Wiring check</li><li>First test firing</li></ul><p><span class="price">$450</span> / one-time engagement</p><a class="btn" href="/book">Book a visit</a></div>`;
// A row of services under the plans: two priced by a range, two to ask about.
const services = (contactNames: [string, string]) =>
  `<section class="services"><h2>Professional services for your studio</h2><div class="svc-grid">${card("Kiln Setup", "$900 - $1,500", ["One day on site", "Wiring check", "Test firing"], "Book")}${card("Studio Build", "$4,000 - $9,000", ["Full studio plan", "Venting", "Shelving"], "Book")}${card(contactNames[0], "Contact us", ["Two-day class", "Materials", "Certificate"], "Contact us")}${card(contactNames[1], "Contact us", ["Bespoke sizes", "Controllers", "Delivery"], "Contact us")}</div></section>`;

const url = "https://kilnhouse.example/pricing";
const read = (html: string, abstain: boolean) =>
  assessSite([{ url, html }], { url, abstain }).facts.plans.map((p) => `${p.name} ${p.amount ?? "-"} ${p.period ?? "-"}`);

describe("rules95b: offers sold apart from the plans", () => {
  test("a paid-once box beside a subscription grid is withheld by the product (fails without the rule)", () => {
    const html = page(`<section id="plans">${grid()}${besideBox("Kiln Setup")}</section>`);
    // The raw reading reads it as a card beside the grid…
    expect(read(html, false)).toContain("Kiln Setup 450 one_time");
    // …the product withholds it and keeps the plans.
    expect(read(html, true)).toEqual(["Free 0 month", "Studio 12 month", "Guild 30 month"]);
    // No plan read unsurely either: it is not named among the withheld plans (monitoring would
    // let a nearly sure withheld reading stand in for a plan added or removed).
    expect((assessSite([{ url, html }], { url, abstain: true }).facts.withheld_plans ?? []).map((w) => w.name)).not.toContain("Kiln Setup");
  });

  test("a lifetime deal set apart is a plan: kept", () => {
    const html = page(`<section id="plans">${grid()}${besideBox("Lifetime Access")}</section>`);
    expect(read(html, true)).toContain("Lifetime Access 450 one_time");
  });

  test("a paid-once box beside a grid paid once too is kept", () => {
    const html = page(`<section id="plans">${grid(["$12 one-time", "$30 one-time"])}${besideBox("Kiln Setup")}</section>`);
    const product = read(html, true);
    expect(product).toContain("Kiln Setup 450 one_time");
  });

  test("the contact cards of a services row whose priced cards are all doubted are withheld (fails without the rule)", () => {
    const html = page(`<section id="plans">${grid()}</section>${services(["Glaze Workshop", "Custom Kilns"])}`);
    expect(read(html, false)).toEqual(expect.arrayContaining(["Glaze Workshop - -", "Custom Kilns - -"]));
    expect(read(html, true)).toEqual(["Free 0 month", "Studio 12 month", "Guild 30 month"]);
  });

  test("the contact card of a plan grid the model is sure of is kept", () => {
    const html = page(
      `<section id="plans"><div class="plan-grid">${card("Studio", "$12 /month", ["10 firings a month", "Own shelf", "Email help"])}${card("Guild", "$30 /month", ["Unlimited firings", "Two shelves", "Phone help"])}${card("Foundry", "Contact us", ["Dedicated kiln", "Pickup service", "Account manager"], "Contact sales")}</div></section>`,
    );
    expect(read(html, true)).toContain("Foundry - -");
  });
});
