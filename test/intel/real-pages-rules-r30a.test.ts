/**
 * Round 30, part a, on real pages (issue 25; docs/intel.md, "Round 30, part a"): a price list of
 * rows named by their class, with notes set between the rows (classed-rows.ts, read by
 * price-rows.ts), and a row's price cell written as a range of two prices (cell-range.ts, now for
 * rows too). Each rule on a small page of our own, never text from a real page; each guard with
 * the nearest look-alike that is no price list.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false })
    .plans.map((p) => [p.name, p.amount, p.currency, p.period])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const row = (name: string, price: string) => `<div class="fee-row"><span class="fee-name">${name}</span><span class="fee-value">${price}</span></div>`;
const note = (text: string) => `<p class="fee-note">${text}</p>`;
const URL_ = "https://willowvets.example/price-list/";

describe("rules30a: rows of one class with notes between them", () => {
  test("notes under some rows are passed over and every row is read", () => {
    const html = doc(
      "Price list",
      `<h1>Willow vets price list</h1>
       <div class="fee-box">${row("Consultation", "€60")}${note("Includes a short health check")}${row("Vaccination", "€45")}${row("Nail clipping", "€15")}${note("Call us first on a busy day")}</div>`,
    );
    expect(plansOf(URL_, html)).toEqual([
      ["Consultation", 60, "EUR", "one_time"],
      ["Nail clipping", 15, "EUR", "one_time"],
      ["Vaccination", 45, "EUR", "one_time"],
    ]);
  });

  test("a row's price written as a range is read at its lower end", () => {
    const html = doc("Price list", `<h1>Willow vets price list</h1><div class="fee-box">${row("Dental cleaning", "€120–€180")}${row("Vaccination", "€45")}${row("Microchip", "€30")}</div>`);
    expect(plansOf(URL_, html)).toEqual([
      ["Dental cleaning", 120, "EUR", "one_time"],
      ["Microchip", 30, "EUR", "one_time"],
      ["Vaccination", 45, "EUR", "one_time"],
    ]);
  });

  test("a note that prices something (an extra the rows do not hold) leaves the list unread", () => {
    const html = doc("Price list", `<h1>Willow vets price list</h1><div class="fee-box">${row("Consultation", "€60")}${note("Evening visits cost €30 more")}${row("Vaccination", "€45")}${row("Nail clipping", "€15")}</div>`);
    expect(plansOf(URL_, html)).toEqual([]);
  });

  test("a heading between the rows is no note: the box is not read as one list", () => {
    const html = doc("Price list", `<h1>Willow vets price list</h1><div class="fee-box">${row("Consultation", "€60")}<h3>Surgery</h3>${row("Spaying", "€200")}${row("Castration", "€150")}</div>`);
    expect(plansOf(URL_, html)).toEqual([]);
  });

  test("rows without a class are not told from notes: a mixed box stays unread", () => {
    const bare = (n: string, p: string) => `<div><span>${n}</span><span>${p}</span></div>`;
    const html = doc("Price list", `<h1>Willow vets price list</h1><div class="fee-box">${bare("Consultation", "€60")}<p>Includes a short health check</p>${bare("Vaccination", "€45")}${bare("Nail clipping", "€15")}</div>`);
    expect(plansOf(URL_, html)).toEqual([]);
  });

  test("a feature grid of classed rows with ticks and notes is no price list", () => {
    const html = doc(
      "Pricing",
      `<h1>Pricing</h1><div class="compare">${row("Custom domain", "✓")}${note("On every plan")}${row("Storage", "10 GB")}${row("Support", "Email")}</div>`,
    );
    expect(plansOf("https://notesapp.example/pricing", html)).toEqual([]);
  });

  test("an order summary of classed rows with notes is no price list", () => {
    const html = doc(
      "Prices",
      `<h1>Prices</h1><div class="summary">${row("Subtotal", "€60")}${note("Taxes shown at checkout")}${row("Shipping", "€5")}</div>`,
    );
    expect(plansOf("https://shop.example/prices/", html)).toEqual([]);
  });

  test("two prices that are no range in a row's cell leave the box unread", () => {
    const html = doc("Price list", `<h1>Willow vets price list</h1><div class="fee-box">${row("Dental cleaning", "€120 / €180")}${row("Vaccination", "€45")}${row("Microchip", "€30")}</div>`);
    expect(plansOf(URL_, html)).toEqual([]);
  });
});
