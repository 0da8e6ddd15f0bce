/**
 * Round 29, part c, on real pages (issue 25; docs/intel.md, "Round 29, part c"): what the product
 * reports wrong or invented. The rule, on small pages of our own (never text from a real page): a
 * table row's label cell that prints a note (marked by its class) or a details link after the name
 * is named by the name alone (cell-label.ts). Look-alikes that keep the whole cell: a name split
 * over inline elements with no note class, a duration in a `<small>`, a label that is itself a link.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount}`)
    .sort();
/** A two-column table of a label cell (HTML) and a price a row, under a header. */
const list = (head: [string, string], rows: [string, string][]) =>
  `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead><tbody>${rows.map(([l, p]) => `<tr><td>${l}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;
const CLINIC = "https://willowclinic.example/prices/";

describe("rules29c: a label cell's note or details link is no part of the row's name", () => {
  test("a price list's rows with a note span after each name (class …__note)", () => {
    const html = doc(
      "Prices",
      `<h1>Willow clinic prices</h1>${list(
        ["Treatment", "Price"],
        [
          [`Sports massage <span class="price-list__note">sprains, strains and bruises</span>`, "£45"],
          [`Back care <span class="price-list__note">for office workers</span>`, "£38"],
          [`Road accident care <span class="price-list__note">paid by the insurer</span>`, "£0"],
        ],
      )}`,
    );
    expect(plansOf(CLINIC, html)).toEqual(["Back care: 38", "Road accident care: 0", "Sports massage: 45"]);
  });

  test("a plan table's name and description spans (class plan-name / plan-desc)", () => {
    const html = doc(
      "Pricing",
      `<h1>Tidelog pricing</h1><table><thead><tr><th>Plan</th><th>Monthly</th></tr></thead><tbody>` +
        `<tr><td><span class="plan-name">Solo</span> <span class="plan-desc">One profile</span></td><td>$9 / month</td></tr>` +
        `<tr><td><span class="plan-name">Household</span> <span class="plan-desc">Up to six profiles</span></td><td>$19 / month</td></tr>` +
        `</tbody></table>`,
    );
    expect(plansOf("https://tidelog.example/pricing/", html)).toEqual(["Household: 19", "Solo: 9"]);
  });

  test("a name, a line break and a link to the row's details", () => {
    const html = doc(
      "Árak",
      `<h1>Weboldal árak</h1>${list(
        ["Csomag", "Ár"],
        [
          [`<p>Alapcsomag</p><br><span><a href="/csomagok">Bővebben</a></span>`, "19 900 Ft / hó"],
          [`<p>Prémium</p><br><span><a href="/csomagok">Bővebben</a></span>`, "29 900 Ft / hó"],
        ],
      )}`,
      "hu",
    );
    expect(plansOf("https://weblap.example/arak/", html)).toEqual(["Alapcsomag: 19900", "Prémium: 29900"]);
  });
});

describe("rules29c look-alikes: the whole cell stays the name", () => {
  test("a duration in a <small> and a name split over inline elements without a note class", () => {
    const html = doc(
      "Prices",
      `<h1>Willow clinic prices</h1>${list(
        ["Treatment", "Price"],
        [
          [`Deep tissue <small>(60 min)</small>`, "£55"],
          [`Deep tissue <small>(90 min)</small>`, "£75"],
          [`Hot stone <span class="accent">Plus</span>`, "£65"],
        ],
      )}`,
    );
    expect(plansOf(CLINIC, html)).toEqual(["Deep tissue (60 min): 55", "Deep tissue (90 min): 75", "Hot stone Plus: 65"]);
  });

  test("a label that is itself a link keeps its text", () => {
    const html = doc(
      "Prices",
      `<h1>Willow clinic prices</h1>${list(
        ["Treatment", "Price"],
        [
          [`<a href="/massage">Sports massage</a>`, "£45"],
          [`<a href="/back">Back care</a>`, "£38"],
        ],
      )}`,
    );
    expect(plansOf(CLINIC, html)).toEqual(["Back care: 38", "Sports massage: 45"]);
  });
});
