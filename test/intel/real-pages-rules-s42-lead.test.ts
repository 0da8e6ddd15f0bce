/**
 * Session 42 (issue 25, the lead, from wave 87's pages, development since round 94 closed): a bare
 * "CPU" in prose ("limited by your sound card, not just your CPU") is the buyer's own machine, not a
 * rented server's resource — a desktop program's page that states no recurrence anywhere still sells
 * its bare prices once (page-period.ts, OVER_TIME). A host's counted CPUs ("2 CPU", "CPU: 4 cores")
 * still mark a machine used over time, whose bare prices keep no period.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const URL = "https://scopetool.example/pricing";
const card = (name: string, price: string, spec: string) =>
  `<div class="tier"><h3>${name}</h3><p>A step up.</p><div class="price">${price}</div><p>${spec}</p><a href="https://shop.example/l/${name.replace(/\W/g, "")}">Buy Now</a></div>`;
const hostCard = (name: string, price: string, spec: string) =>
  `<div class="tier"><h3>${name}</h3><div class="price">${price}</div><p>${spec}</p><a href="/order?size=${name.toLowerCase()}">Deploy</a></div>`;
const html = (cards: string[], prose: string) =>
  `<!doctype html><html lang="en"><head><title>Scopetool tiers</title></head><body><main><h1>Pick your resolution</h1><section class="tiers">${cards.join("")}</section><section><h2>About your hardware</h2><p>${prose}</p></section></main></body></html>`;
const plans = (h: string) => assessSite([{ url: URL, html: h }], { url: URL, abstain: false }).facts.plans.map((p) => [p.name, p.amount, p.period]);

const desktop = [card("Scope Free", "$0", "1024-point FFT").replace("Buy Now", "Download Free"), card("Scope Basic", "$19.99", "2048-point FFT"), card("Scope Plus", "$39.99", "8192-point FFT"), card("Scope Max", "$79.99", "32768-point FFT")];

describe("rules s42: the buyer's own CPU in prose is no rented server", () => {
  test("a desktop program's tiers with 'not just your CPU' in its prose are paid once (fails without the rule)", () => {
    expect(plans(html(desktop, "What you capture is limited by your sound card, not just your CPU or an i7 CPU's speed.")).slice(1)).toEqual([
      ["Scope Basic", 19.99, "one_time"],
      ["Scope Plus", 39.99, "one_time"],
      ["Scope Max", 79.99, "one_time"],
    ]);
  });
  for (const spec of ["2 CPU", "CPU: 4 cores", "4x CPU"]) {
    test(`a host's counted CPUs ('${spec}') keep the bare prices without a period`, () => {
      const host = [hostCard("Small", "$5", `${spec} · 1 GB RAM`), hostCard("Medium", "$10", `${spec} · 2 GB RAM`), hostCard("Large", "$20", `${spec} · 4 GB RAM`)];
      for (const [, , period] of plans(html(host, "Servers in three regions."))) expect(period).not.toBe("one_time");
    });
  }
});
