/**
 * Round 34, part d, on real pages (issue 25; docs/intel.md, "Round 34, part d"): "paid once" in
 * the languages whose month and year the period table already read (once-words.ts). On small pages
 * of our own (never text from a real page):
 * - a card's price followed by a one-time word in Bulgarian, Greek, Thai, Serbian, Hebrew: paid
 *   once, not the period of the renewal line under it, nor the neighbour cards' month;
 * - a page whose only period words are those one-time words states no recurrence: its other bare
 *   prices are paid once too (page-period.ts `recursIn`);
 * - the look-alikes: a count of uses ("1회", "once a week"), a monthly price beside a one-time setup
 *   line (the month stays), "Lifetime" alone, and the page whose other cards are monthly (their
 *   month stays).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { tablePeriod, onceWordIn } from "../../src/intel/extract/period-words";
import { recursIn } from "../../src/intel/extract/page-period";

const PAGE = "https://quillmoss.example/pricing";
const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Quillmoss</title></head><body><main><h1>Quillmoss</h1>${body}</main></body></html>`;
/** A row of cards: each a heading, a price line, an optional second line and two bullets. */
const cards = (rows: [string, string, string?][]) =>
  `<div class="plans">${rows
    .map(([name, price, extra]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${extra ? `<p>${extra}</p>` : ""}<ul><li>Moss index</li><li>Quill sync</li></ul><a href="/buy">Start</a></div>`)
    .join("")}</div>`;
const read = (body: string, lang: string) =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a one-time word after the price, in the table's languages", () => {
  test("Bulgarian \"еднократно\" beside monthly cards: paid once, not the renewal line's year", () => {
    const body = cards([
      ["Основен", "60€ еднократно", "+ 30€ /год. подновяване"],
      ["Растеж", "19€ /месец"],
      ["Екип", "39€ /месец"],
    ]);
    expect(read(body, "bg")).toEqual(["Екип: 39 EUR /month", "Основен: 60 EUR /one_time", "Растеж: 19 EUR /month"]);
  });

  test("Greek \"εφάπαξ\" and Thai \"ชำระครั้งเดียว\" read as paid once", () => {
    expect(tablePeriod("7,50€ εφάπαξ")?.period).toBe("one_time");
    expect(tablePeriod("฿3,000 ชำระครั้งเดียว")?.period).toBe("one_time");
    expect(tablePeriod("€ 12 jednokratno")?.period).toBe("one_time");
    expect(tablePeriod("₪80 תשלום חד פעמי")?.period).toBe("one_time");
    expect(onceWordIn("Цена: 60€ еднократно")).toBe(true);
  });

  test("a page whose only period words say paid once states no recurrence: its bare prices are paid once", () => {
    expect(recursIn("7,50€ εφάπαξ")).toBe(false);
    const body = cards([
      ["Βασικό", "7,50€", "Πληρωμή εφάπαξ"],
      ["Πλήρες", "15€"],
    ]);
    expect(read(body, "el")).toEqual(["Βασικό: 7.5 EUR /one_time", "Πλήρες: 15 EUR /one_time"]);
  });
});

describe("look-alikes keep their period", () => {
  test("a count of uses is no one-time word: Korean \"1회\", \"once a week\"", () => {
    expect(tablePeriod("₩9,000 1회")).toBeNull();
    expect(onceWordIn("Lessons once a week")).toBe(false);
  });

  test("a monthly price beside a one-time setup line keeps its month", () => {
    const body = cards([
      ["Основен", "19€ /месец", "Такса за настройка 50€ еднократно"],
      ["Екип", "39€ /месец"],
    ]);
    expect(read(body, "bg")).toEqual(["Екип: 39 EUR /month", "Основен: 19 EUR /month"]);
  });

  test("a Thai word that only holds \"once\" inside another word is not read", () => {
    // "ครั้งเดียว" alone runs into the word before it (Thai writes no spaces): only the pay verbs count.
    expect(tablePeriod("฿500 ใช้ได้ครั้งเดียว")).toBeNull();
  });
});
