/**
 * Round 36, part b, on real pages (issue 25; docs/intel.md, "Round 36, part b"): a card whose title
 * heading names no plan (a limit, a sentence) is named by the label set over that title when the
 * label has a kicker's shape — one word or two (kicker-words.ts); before, the fallback read one word
 * only, so a two-word tier dropped its card and its price. On small pages of our own:
 * - "Solo Coach" over "Up to 25 active members", "Équipe Pro" over "10 sièges": the kicker names the plan;
 * - the look-alikes: a tagline of several words over the limit, a limit over the limit, a limit
 *   alone as the title, two words over a headline that states no allowance (an eyebrow), bullets
 *   over a heading that is the price, a label stating the plan's terms (a free, trial or period
 *   word), and a two-word ribbon over a title that names the plan.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { KICKER_WORDS } from "../../src/intel/extract/kicker-words";

const PAGE = "https://quillmoor.example/pricing";
const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Quillmoor</title></head><body><main><h1>Quillmoor pricing</h1>${body}</main></body></html>`;
/** A row of cards: a label line, a title heading, a price, two bullets and a button. */
const cards = (rows: [label: string, title: string, price: string][]) =>
  `<div class="tiers">${rows
    .map(([label, title, price]) => `<article class="tier-card">${label ? `<div class="top">${label}</div>` : ""}<h3>${title}</h3><div class="price"><span>${price}</span><small>/month</small></div><ul><li>Quill sync</li><li>Moor reports</li></ul><a href="/start">Start</a></article>`)
    .join("")}</div>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a two-word label over a title that names no plan", () => {
  test("\"Solo Coach\" over \"Up to 25 active members\": the label names the plan, the limit does not", () => {
    const body = cards([
      ["Solo Coach", "Up to 25 active members", "$29"],
      ["Team Coach", "Up to 90 active members", "$69"],
      ["Studio", "Up to 400 active members", "$149"],
    ]);
    expect(read(body)).toEqual(["Solo Coach: 29 USD /month", "Studio: 149 USD /month", "Team Coach: 69 USD /month"]);
  });

  test("French: \"Équipe Pro\" over the count \"10 sièges\"", () => {
    const body = cards([
      ["Essentiel", "3 sièges", "19 €"],
      ["Équipe Pro", "10 sièges", "49 €"],
    ]);
    expect(read(body, "fr")).toEqual(["Essentiel: 19 EUR /month", "Équipe Pro: 49 EUR /month"]);
  });
});

describe("what the label must not be read as", () => {
  test("a tagline of several words over the limit names no plan", () => {
    const body = cards([
      ["Built for small busy teams", "Up to 25 active members", "$29"],
      ["Made for growing studios", "Up to 90 active members", "$69"],
    ]);
    const names = read(body).map((l) => l.split(":")[0]);
    expect(names).not.toContain("Built for small busy teams");
    expect(names).not.toContain("Made for growing studios");
    expect(names.some((n) => /^Up to/i.test(n))).toBe(false);
  });

  test("a limit over the limit, or a limit alone, is never the name", () => {
    const body = cards([
      ["30 clients", "Up to 30 active clients", "$39"],
      ["", "Up to 100 active clients", "$79"],
    ]);
    const names = read(body).map((l) => l.split(":")[0]);
    expect(names.some((n) => /\d/.test(n))).toBe(false);
  });

  test("two words over a headline with no figure are an eyebrow, not a tier", () => {
    const body = cards([
      ["Quillmoor Desk", "Keep every note where your team can find it.", "$12"],
      ["Quillmoor Cloud", "Share the archive with the people who need it.", "$24"],
    ]);
    const names = read(body).map((l) => l.split(":")[0]);
    expect(names).not.toContain("Quillmoor Desk");
    expect(names).not.toContain("Quillmoor Cloud");
  });

  test("bullets over a heading that is the price name nothing: the figure there is a price, no allowance", () => {
    const tile = (a: string, b: string, price: string) =>
      `<div class="tile"><div class="box"><ul><li><b>${a}</b></li><li><b>${b}</b></li><h4>${price}</h4></ul><a href="/more">More</a></div></div>`;
    const body = `<div class="tiles">${tile("Nightly backups", "Private mailboxes", "From 2.5 € / month")}${tile("Remote reboot", "Fast support", "From 4 € / month")}</div>`;
    const names = read(body, "en").map((l) => l.split(":")[0]);
    for (const n of ["Nightly backups", "Private mailboxes", "Remote reboot", "Fast support"]) expect(names).not.toContain(n);
  });

  test("a label stating the plan's terms over a count names nothing: \"Always free\", \"Monthly pass\", \"Essai gratuit\"", () => {
    const body = cards([
      ["Always free", "20 reports", "$0"],
      ["Monthly pass", "200 reports", "$90"],
      ["Essai gratuit", "5 rapports", "$0"],
    ]);
    const names = read(body).map((l) => l.split(":")[0]);
    for (const n of ["Always free", "Monthly pass", "Essai gratuit"]) expect(names).not.toContain(n);
  });

  test("a title that names the plan stays the name under a two-word ribbon", () => {
    const body = cards([
      ["Most Popular", "Growth", "$49"],
      ["", "Starter", "$19"],
    ]);
    expect(read(body)).toEqual(["Growth: 49 USD /month", "Starter: 19 USD /month"]);
  });

  test("the kicker's shape: one or two words, no figure, no punctuation, no third word", () => {
    for (const w of ["Pro", "Team+", "Solo Coach", "Équipe Pro"]) expect(KICKER_WORDS.test(w)).toBe(true);
    for (const w of ["Up to 30 clients", "30 seats", "For agencies, studios", "Built for small teams", "Pro."]) expect(KICKER_WORDS.test(w)).toBe(false);
  });
});
