/**
 * Round 21, part a, on real pages (issue 25; docs/intel.md, "Round 21, part a"): plans the engine
 * did not read at all. Two structural causes counted across the development waves by construction:
 * a pricing page whose path is in a language the engine did not know (so the home page was read,
 * or no pricing-page reader ran), and a row of cards whose price blocks each hold two prices (so
 * the blocks formed groups of their own, and the row none). Each rule on a small page of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite, isPricingUrl } from "../../src/intel/extract-site";
import { discoverPages } from "../../src/intel/discover";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (pages: { url: string; html: string }[], url = pages[0].url) =>
  extractSite(pages, { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules21a: the pricing page's path in the page's language", () => {
  test("Portuguese, Romanian, Spanish and Czech path words, and a hyphenated file name", () => {
    for (const path of ["/planos/", "/app/planos.html", "/preturi/", "/preturi", "/planes/", "/cenik/", "/ceny/", "/hinnat/", "/tarification", "/pricing-page.html", "/pricing-a.html"])
      expect(isPricingUrl(`https://lumbrera.example${path}`)).toBe(true);
    // Whole words only: a path that merely starts with one is another page.
    for (const path of ["/planosaurus/", "/cenikova/", "/blog/planetas/", "/airplanes/"]) expect(isPricingUrl(`https://lumbrera.example${path}`)).toBe(false);
  });

  test("a '/preturi/' page is the pricing page: the home page's teaser is not read as a plan beside it", () => {
    const card = (name: string, price: string) => `<div class="pachet"><h3>${name}</h3><p>${price}</p><ul><li>Suport</li><li>Rapoarte</li></ul><a href="/cont">Alege</a></div>`;
    const home = {
      url: "https://lumbrera.example/",
      html: doc("Lumbrera", `<h1>Contabilitate simplă</h1><section class="oferte">${card("Ofertă de vară", "19 € / lună")}${card("Ofertă de iarnă", "29 € / lună")}</section>`, "ro"),
    };
    const pricing = {
      url: "https://lumbrera.example/preturi/",
      html: doc("Lumbrera", `<h1>Alegeți pachetul</h1><section class="pachete">${card("Esențial", "49 € / lună")}${card("Complet", "99 € / lună")}</section>`, "ro"),
    };
    // Without the path word the two pages' plans were merged: four plans, two of them the home page's.
    expect(plansOf([home, pricing], home.url)).toEqual([
      ["Esențial", 49, "EUR", "month"],
      ["Complet", 99, "EUR", "month"],
    ]);
  });

  test("discovery follows a '/planos/' link whatever its text", () => {
    const home = { url: "https://lumbrera.example/", html: doc("Lumbrera", `<header><nav><a href="/sobre">Sobre</a><a href="/planos/">Assine já</a></nav></header><h1>Lumbrera</h1>`, "pt-BR") };
    expect(discoverPages(home)[0]).toMatchObject({ url: "https://lumbrera.example/planos/", kind: "pricing" });
  });
});

describe("rules21a: a row of cards whose price blocks hold two prices each", () => {
  const URL = "https://quillmoor.example/pricing";
  const one = (body: string) => plansOf([{ url: URL, html: doc("Quillmoor pricing", `<h1>Quillmoor plans</h1>${body}`) }]);

  test("one card's body holds its price and a second price line: the row is still read", () => {
    // The yearly card's body ("$30 /year" over "That's only $2.50/month") formed a group of its
    // own, and the row, holding it outside its cards, was dropped as page sections: no plan.
    const col = (name: string, body: string) =>
      `<div class="col"><div class="tile"><div class="tile-head"><h5>${name}</h5><span>For writers.</span></div><div class="tile-body">${body}</div></div></div>`;
    const bullets = `<ul><li>Unlimited drafts</li><li>Export to PDF</li></ul>`;
    const html = `<div class="row">${col("Starter", `<h3>Free</h3>${bullets}`)}${col("Monthly", `<h3>$5 /month</h3>${bullets}<button>Buy now</button><small>Cancel anytime.</small>`)}${col(
      "Yearly",
      `<h3>$30 /year</h3>${bullets}<button>Buy now</button><small>That's only $2.50/month, billed yearly.</small>`,
    )}</div>`;
    expect(one(html)).toEqual([
      ["Starter", 0, "USD", "month"],
      ["Monthly", 5, "USD", "month"],
      ["Yearly", 30, "USD", "year"],
    ]);
  });

  test("every card holds its two prices in a block under its name: the cards are read", () => {
    // Each block ("$8" beside "per month for an annual plan. $10 per month for a monthly plan.")
    // formed a group of its own, two levels under the card, and no row formed.
    const tier = (name: string, annual: number, monthly: number) =>
      `<div class="tier-wrapper"><div class="tier"><div class="tier-header"><h2 class="pricing-heading">${name}</h2><div class="horizontal"><h3 class="pricing-text price-number">$${annual}</h3><div class="details-wrapper"><p class="pricing-text details"><span class="details-bold">per month</span> for an annual plan. <br />$${monthly} per month for a monthly plan.</p></div></div><a href="/signup" class="button-link">Start a free trial</a></div><ul class="feature-list"><li class="pricing-text">Shared folders</li><li class="pricing-text">Version history</li></ul></div></div>`;
    const got = one(`<div class="pricing-grid">${tier("Solo", 8, 10)}${tier("Studio", 16, 20)}</div>`);
    expect(got.map((p) => p[0])).toEqual(["Solo", "Studio"]);
    expect(got.every((p) => p[2] === "USD" && p[3] === "month")).toBe(true);
  });

  test("page sections each holding many prices are no row of cards", () => {
    // A guard: a section with a grid of its own (many prices) beside a section with one price
    // block stays what it was — the grid's cards, not the sections.
    const card = (name: string, price: string) => `<div class="card"><h4>${name}</h4><p>${price}</p><a href="/go">Go</a></div>`;
    const html = `<div class="page"><section><h2>Plans</h2><div class="grid">${card("Lite", "$9/month")}${card("Plus", "$19/month")}${card("Max", "$39/month")}${card("Ultra", "$59/month")}</div></section><section><h2>Calculator</h2><div class="calc"><div class="total">$120/month</div><div class="sub">$1,440/year</div></div></section></div>`;
    expect(one(html).map((p) => p[0])).toEqual(["Lite", "Plus", "Max", "Ultra"]);
  });
});
