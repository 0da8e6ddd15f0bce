/**
 * Round 89, part g, on real pages (issue 25): the free tier.
 *
 * A pricing page's lone "Free" in a comparison table's data cell counted only in a row whose first
 * cell begins with "Price"; a plan comparison's price row is also named further in its label
 * ("Yearly licence price (per project)") or left unlabelled under the columns' heads, its other
 * cells the plans' prices ("| Free | Buy (€40)"). free-cell-row.ts reads both as the price row; a
 * fee's row ("Setup fee | Free | €50") and an unlabelled row priced nowhere stay out. The lone free
 * line is the free tier's last reader (signals.ts): it decides where the table's own reading is
 * withheld or drops the free column (a column the confidence model doubts), so the rule is tested on
 * the line reader itself.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { buildPage } from "../../src/intel/page";
import { freeWordLine } from "../../src/intel/extract/signals";

const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
const licences = (priceRow: string[]) =>
  `<!doctype html><html lang="en"><head><title>Licensing — Tidemark plugin</title></head><body><main><h1>Licensing</h1><p>Tidemark renders tide charts inside your game engine.</p>
<table><thead><tr><th></th><th>Hobby</th><th>Studio</th><th>Agency</th></tr></thead><tbody>
${row(["Tide chart rendering", "✓", "✓", "✓"])}
${row(["Offline tables", "✗", "✓", "✓"])}
${row(["Cloud backup", "€2/month", "€2/month", "€2/month"])}
${row(["Support", "Forum", "Email", "Phone"])}
${row(priceRow)}
</tbody></table><p>Licences are issued per project.</p></main></body></html>`;

const URL = "https://tidemark.example/licensing/";
const freeLine = (cells: string[]) => freeWordLine(buildPage({ url: URL, html: licences(cells) }))?.line ?? null;

describe("rules89g: a free cell in a plan comparison's price row", () => {
  test("a price row named further in its label ('Yearly licence price (per project)') is the free line (fails without the rule)", () => {
    expect(freeLine(["Yearly licence price (per project)", "Free", "€300", "€900"])).toBe("Free");
  });

  test("an unlabelled buying row whose other cells are the plans' prices is the free line (fails without the rule)", () => {
    expect(freeLine(["", "<a href='/download'>Free</a>", "<a href='/buy/studio'>Buy (€40)</a>", "<a href='/buy/agency'>Buy (€90)</a>"])).toBe("Free");
  });

  test("a row that begins with 'Price' was read before and still is", () => {
    expect(freeLine(["Price", "Free", "€300", "€900"])).toBe("Free");
  });

  test("a fee's row ('Setup fee | Free | €50') is no free line", () => {
    expect(freeLine(["Setup fee", "Free", "€50", "€50"])).toBeNull();
  });

  test("an unlabelled row priced nowhere ('| Free | Included | Included') is no free line", () => {
    expect(freeLine(["", "Free", "Included", "Included"])).toBeNull();
  });

  test("a long label that only mentions a price is no price row", () => {
    expect(freeLine(["Updates for the life of the major version at no extra price", "Free", "€50", "€50"])).toBeNull();
  });
});
