/**
 * speed26 (docs/benchmarks.md, "Speed, session 18"): the hostile pages' slowest steps made cheaper
 * with the same readings. Each shortcut is checked against what it replaces, on small pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage, countHeadingsWithin, headingsWithin, type Heading } from "../../src/intel/page";

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing | Vendor</title></head><body><main>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: "https://vendor.example/docs/pricing", html: page(body) }], { strict: true });
const rows = (body: string) => read(body).plans.map((p) => [p.name, p.amount, p.period, p.annual_amount]);

describe("speed26: the same readings, less work", () => {
  test("countHeadingsWithin counts what headingsWithin lists, the first `max` only", () => {
    const sections = Array.from({ length: 3 }, (_, s) => `<section id=s${s}><h2>Part ${s}</h2>${Array.from({ length: 30 }, (_, i) => `<div><h3>Item ${s}.${i}</h3><h4>Note</h4><p>text</p></div>`).join("")}</section>`).join("");
    const p = buildPage({ url: "https://vendor.example/", html: page(`<h1>Top</h1>${sections}<h2 hidden>Gone</h2>`) });
    const tests: ((h: Heading) => boolean)[] = [() => true, (h) => h.level > 3, (h) => h.text.startsWith("Item 1.")];
    for (const el of p.doc.elements.filter((e) => e.tag === "section" || e.tag === "main" || e.tag === "div"))
      for (const max of [1, 8, 40, 1000]) for (const t of tests) expect(countHeadingsWithin(p, el, max, t)).toBe(headingsWithin(p, el, max).filter(t).length);
    // 61 headings in a section: only its first 40 count.
    const s0 = p.doc.elements.find((e) => e.attrs.id === "s0")!;
    expect(countHeadingsWithin(p, s0, 40, () => true)).toBe(40);
    expect(countHeadingsWithin(p, s0, 40, (h) => h.text === "Item 0.29")).toBe(0);
  });

  test("a prose run whose annual price sits in its own element before the monthly one still reads both sides", () => {
    // The annual price's element comes after the paragraph in document order, the monthly price is
    // the paragraph's own text: the points inside the paragraph keep the page's order ($10 first).
    const run = ["Solo", "Team", "Studio"].map((n, i) => `<p><strong>${n}</strong></p><p>Price: <b>$${10 * (i + 1)}/month (annual)</b> or $${12 * (i + 1)}/month (monthly)</p>`).join("");
    expect(rows(`<h1>Plans and billing</h1>${run}`)).toEqual([
      ["Solo", 12, "month", 10],
      ["Team", 24, "month", 20],
      ["Studio", 36, "month", 30],
    ]);
  });

  test("a paragraph of three prices beside a title is no prose plan; the next paragraph's price is not the title's", () => {
    const three = ["Solo", "Team"].map((n) => `<h3>${n}</h3><p>Price: $9/month, $19/month or $29/month</p>`).join("") + `<h3>Studio</h3><p>Contact us</p>`;
    expect(rows(`<h1>Plans and billing</h1>${three}`)).toEqual([]);
    // Each title's own paragraph only: "$5 per seat" one paragraph further is not counted with it.
    const next = ["Solo", "Team", "Studio"].map((n) => `<h3>${n}</h3><p>Price: $9/month (monthly) or $7/month (annual)</p><p>More: $5 per seat</p>`).join("");
    expect(rows(`<h1>Plans and billing</h1>${next}`)).toEqual([
      ["Solo", 9, "month", 7],
      ["Team", 9, "month", 7],
      ["Studio", 9, "month", 7],
    ]);
  });
});
