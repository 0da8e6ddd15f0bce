/**
 * Round 86m (issue 25: feature changes missed on real version pairs): plans written as a document
 * — a title, a paragraph that opens with the price, then the plan's bullet list, then a paragraph
 * describing it (a support-contract or licence page) — were read with no bullets, so monitoring saw
 * none of the lines a plan gained or lost. The first list after the price paragraph, before the
 * next title, is the plan's bullets. Pages of ours: a glacier-survey library's support contracts,
 * two versions.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://icetrace.example/support/contracts";
const section = (name: string, price: string, bullets: string[], about: string) =>
  `<h3>${name}</h3><p>US$${price} annually</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><p>${about}</p>`;
const page = (steward: string[], field: string[]) =>
  `<!doctype html><html><head><title>Support contracts — Icetrace</title></head><body><article><h2>Support contracts</h2><div class="entry">` +
  `<p>Besides community help on the mailing list, the Icetrace maintainers offer two kinds of support contract.</p>` +
  section("Steward Support", "18,000", steward, "Meant for agencies that run Icetrace in their survey pipelines every day.") +
  section("Field Support", "7,500", field, "Meant for small teams that process a few glacier surveys a season.") +
  `</div></article></body></html>`;
const OLD = page(["Phone response within a day", "Six Service Requests per month", "Custom build preparation"], ["Email response", "One Service Request per month"]);
const NEW = page(["Phone response within a day", "Six Service Requests per month", "Custom build preparation", "Backported security fixes"], ["Email response", "One Service Request per month"]);
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });

describe("a prose plan's bullet list (round 86m)", () => {
  test("each plan of the document carries the list after its price paragraph", () => {
    const plans = read(OLD).plans.map((p) => [p.name, p.amount, p.features]);
    expect(plans).toEqual([
      ["Steward Support", 18000, ["Phone response within a day", "Six Service Requests per month", "Custom build preparation"]],
      ["Field Support", 7500, ["Email response", "One Service Request per month"]],
    ]);
  });

  test("a bullet one plan gained is a feature added", () => {
    const cs = diffFacts(read(OLD), read(NEW)).map((c) => `${c.type} ${c.summary}`);
    expect(cs).toEqual(["feature_added Feature added: Backported security fixes (in Steward Support)"]);
  });

  test("the same document twice is no change", () => {
    expect(diffFacts(read(NEW), read(NEW))).toEqual([]);
  });

  test("a plan without a list of its own takes none from the next plan", () => {
    const html = OLD.replace(/<ul><li>Phone response[^]*?<\/ul>/, "");
    expect(read(html).plans.map((p) => [p.name, p.features.length])).toEqual([
      ["Steward Support", 0],
      ["Field Support", 2],
    ]);
  });
});
