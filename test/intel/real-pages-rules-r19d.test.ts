/**
 * Round 19, part d, on real pages (issue 25; docs/intel.md, "Round 19, part d"): the period of a
 * price that states none. Developed on waves 1–12, checked on wave 13's totals. Each rule on a
 * small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const site = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false });
const read = (body: string) => site(body).plans.map((p) => [p.name, p.amount, p.period, p.inferred]);

const card = (name: string, price: string, button = "Choose") =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Weekly review call</li><li>Shared workspace</li></ul><a href="/order">${button}</a></div>`;

describe("rules19d: a bare price never takes a neighbouring card's period", () => {
  test("a fixed-fee package beside a monthly retainer keeps its period unsaid (null, marked inferred)", () => {
    const grid = `<div class="offers">${card("Kick-off Review", "€3,200")}${card("Build Phase", "€9,800")}${card("Steady Partner", "€2,500 / mo")}</div>`;
    expect(read(grid)).toEqual([
      ["Kick-off Review", 3200, null, ["period"]],
      ["Build Phase", 9800, null, ["period"]],
      ["Steady Partner", 2500, "month", []],
    ]);
  });
  test("a bare price beside a yearly membership is not yearly", () => {
    const grid = `<div class="offers">${card("Sprint Course", "$59")}${card("Full Library", "$240 /year")}</div>`;
    expect(read(grid)).toEqual([
      ["Sprint Course", 59, null, ["period"]],
      ["Full Library", 240, "year", []],
    ]);
  });
  test("prices all paid once still carry 'paid once' to a bare price beside them", () => {
    const grid = `<div class="offers">${card("Solo Key", "$39 one-time payment")}${card("Team Key", "$99")}</div>`;
    expect(read(grid).map((p) => p[2])).toEqual(["one_time", "one_time"]);
  });
});
