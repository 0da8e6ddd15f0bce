/**
 * Round 76, part g, on real pages (issue 25): a well-known design tool's pricing page (wave 71) read
 * nothing. Its three plan cards sit under a calculator's heading ("Calculate for your team": a head
 * count and a billing switch over the cards), and findGroups drops every group under a heading with
 * a calculator word as add-ons — though zones.ts already takes a calculator wrapping plan cards for
 * the pricing section. And each card repeats one line word for word, a calculator's average per
 * person, which was read as each card's other billing side and made every plan per user.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://sketchpad.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Sketchpad — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.per_user ? " per user" : ""}`);

const calculator = (title: string) =>
  `<section><div><h2>${title}</h2><label><p>Seats in your studio</p></label><input type="text" inputmode="numeric" value=""><fieldset><legend>Billing</legend><label><input type="radio" name="cycle" checked> Monthly</label><label><input type="radio" name="cycle"> Yearly</label></fieldset></div></section>`;
const card = (name: string, blurb: string, price: string, unit: string, shared: string) =>
  `<div class="tile"><div><h3><svg width="8" height="8"></svg>${name}</h3><p>${name}</p><p>${blurb}</p></div><div>${price}</div><p><span>${unit}</span></p><div><p>${shared}</p></div><button type="button">Start ${name}</button><ul><li>Layers without limit</li><li>Shared palettes</li></ul></div>`;
const row = (shared: [string, string, string]) =>
  `<section><div class="tiles">${card("Sketchpad Basic", "Draw on your own, no account fees.", "$0", "/month for a single artist", shared[0])}${card("Sketchpad Plus", "Every brush and the whole stock library.", "$8.50", "/month for a single artist", shared[1])}${card("Sketchpad Studio", "A shared workspace for small studios.", "$21.00", "/month in all for up to 4 artists", shared[2])}</div></section>`;

describe("rules76g: plan cards under a calculator's heading, a line every card repeats", () => {
  test("cards under \"Estimate for your studio\", each repeating \"$9/month per seat (typical)\": three flat plans (fails without the rule)", () => {
    const line = "$9/month per seat (typical)";
    expect(plans(calculator("Estimate for your studio") + row([line, line, line]))).toEqual([
      "Sketchpad Basic: 0 USD/month",
      "Sketchpad Plus: 8.5 USD/month",
      "Sketchpad Studio: 21 USD/month",
    ]);
  });

  test("the same repeated line under a plain heading prices no card and makes none per user (fails without the rule)", () => {
    const line = "$9/month per seat (typical)";
    expect(plans(`<h2>Plans</h2>` + row([line, line, line]))).toEqual([
      "Sketchpad Basic: 0 USD/month",
      "Sketchpad Plus: 8.5 USD/month",
      "Sketchpad Studio: 21 USD/month",
    ]);
  });

  test("a calculator heading that also says add-ons still holds add-ons, not plans", () => {
    const addon = (name: string, price: string) => `<div class="addon"><h3>${name}</h3><div>${price}</div><p>/month</p><button type="button">Add ${name}</button></div>`;
    const body = `<section><div class="plans"><div class="plan"><h3>Solo</h3><div>$5</div><p>/month</p><a href="/buy/solo">Buy</a></div><div class="plan"><h3>Crew</h3><div>$15</div><p>/month</p><a href="/buy/crew">Buy</a></div></div></section>` +
      `<section><h2>Calculate your add-ons</h2><div class="addons">${addon("Brush packs", "$3")}${addon("Cloud backup", "$4")}</div></section>`;
    const got = plans(body);
    expect(got).toContain("Solo: 5 USD/month");
    expect(got).toContain("Crew: 15 USD/month");
    expect(got.some((g) => g.startsWith("Brush packs") || g.startsWith("Cloud backup"))).toBe(false);
  });

  test("a per-seat line that differs from card to card is each card's own: still per user", () => {
    const body = `<div class="tiles"><div class="tile"><h3>Team</h3><div>$6</div><p>per user / month</p><button type="button">Choose Team</button></div><div class="tile"><h3>Business</h3><div>$12</div><p>per user / month</p><button type="button">Choose Business</button></div></div>`;
    expect(plans(body)).toEqual(["Team: 6 USD/month per user", "Business: 12 USD/month per user"]);
  });

  test("cards that each show the same price as their only price keep it", () => {
    const body = `<div class="tiles"><div class="tile"><h3>Writer</h3><div>$10/month</div><button type="button">Choose Writer</button></div><div class="tile"><h3>Painter</h3><div>$10/month</div><button type="button">Choose Painter</button></div></div>`;
    expect(plans(body)).toEqual(["Writer: 10 USD/month", "Painter: 10 USD/month"]);
  });
});
