/**
 * Round 49, part d, on real pages (issue 25; docs/intel.md, "Round 49, part d"): one-time prices
 * beside subscription plans, missed. Counted on development (waves 8–12, 30–41): the case plans billed
 * once that the product misses or reads wrong, by the words that say "once" and where they stand.
 * The one construction on three sites in three waves that the engine could not read is a "once"
 * word right after the price that the period table lacked — "one off fee" (English), "one payment"
 * (English), "Einmalzahlung" (German) — read with no period, or with the page's month: the table
 * now has them (period-words.ts). The other misses are no "once" word at all (a count of units, a
 * fixed engagement) or missed with their whole page; these tests pin what is read. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { tablePeriod, onceWordIn } from "../../src/intel/extract/period-words";

const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Quillmark</h1>${body}</main></body></html>`;
const PAGE = "https://quillmark.example/pricing";
const read = (body: string, abstain: boolean, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain }).plans.map((p) => `${p.name}: ${p.amount}/${p.period}`);

/** A three-column table: names in a heading row, prices in the next row, lists below (a construction of our own). */
const table = (prices: [string, string, string]) =>
  `<p>Quillmark can be rented as a service or installed on your own servers.</p><table class="prices"><tbody>` +
  `<tr><td><h2>Hosted</h2></td><td><h2>On-premise</h2></td><td><h2>Source</h2></td></tr>` +
  `<tr>${prices.map((p) => `<td>${p}</td>`).join("")}</tr>` +
  `<tr><td><ul><li>20 layouts</li><li>300 proofs per month</li></ul></td><td><ul><li>no volume limits</li><li>installation and setup</li></ul></td><td><ul><li>everything in On-premise</li><li>full source code</li></ul></td></tr>` +
  `</tbody></table>`;

describe("rules49d: \"once\" words after a price that the period table lacked", () => {
  test("the table reads \"one off\", \"one-off\", \"one payment\" and \"Einmalzahlung\" as once", () => {
    for (const words of ["one off fee", "one-off fee", "one payment, every update", "Einmalzahlung"]) expect(tablePeriod(words)?.period).toBe("one_time");
    expect(onceWordIn("A one-off fee, no renewals")).toBe(true);
    // Not inside another word, not a count of payments.
    expect(tablePeriod("someone offers")).toBeNull();
    expect(tablePeriod("12 monthly payments")).toBeNull();
  });

  test("a monthly price beside two prices with \"one off fee\" after them: the one-off prices are one-time plans", () => {
    const body = table(["US$150 a month", "US$4,000 one off fee", "US$6,000 one off fee"]);
    expect(read(body, true)).toEqual(["Hosted: 150/month", "On-premise: 4000/one_time", "Source: 6000/one_time"]);
  });

  test("\"one-off\" with its hyphen reads the same", () => {
    const body = table(["$150 a month", "$4,000 one-off", "$6,000 one-off"]);
    expect(read(body, false)).toEqual(["Hosted: 150/month", "On-premise: 4000/one_time", "Source: 6000/one_time"]);
  });

  test("a German licence paid once beside a monthly plan: \"Einmalzahlung\" after the price is not the month", () => {
    const card = (name: string, price: string, items: string[]) =>
      `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/kaufen">Jetzt kaufen</a></div>`;
    const body = `<div class="grid">${card("Abo", "9 € / Monat", ["Alle Funktionen", "Updates inklusive"])}${card("Dauerlizenz", "249 € Einmalzahlung", ["Alle Funktionen", "Version zum Kaufzeitpunkt"])}</div>`;
    expect(read(body, false, "de")).toEqual(["Abo: 9/month", "Dauerlizenz: 249/one_time"]);
  });

});
