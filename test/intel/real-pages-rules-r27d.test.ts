/**
 * Round 27, part d, on real pages (issue 25; docs/intel.md, "Round 27, part d"): a billing switch
 * served on its annual side whose monthly side the price's own markup keeps in an attribute
 * (`data-monthly-price` beside `data-annual-price` on the element showing the price;
 * served-sides.ts, attributeMonthlySide). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period]);

/** A switch offering "Monthly" and "Yearly", and two cards whose price element carries `attrs(i)`. */
const page = (shown: [string, number][], attrs: (i: number) => string, yearlyActive = false) =>
  `<h1>Pricing</h1><div class="toggle"><button>Monthly</button><button${yearlyActive ? ' class="active"' : ""}>Yearly</button></div><div class="row">` +
  shown
    .map(([name, amount], i) => `<div class="col"><div class="card"><h6>${name}</h6><p><span class="plan-price"${attrs(i)}>${amount}€</span> /month</p><small>up to 50 users</small><a href="/signup">Get started</a><ul><li>Shared inbox</li><li>Reports</li></ul></div></div>`)
    .join("") +
  `</div>`;

describe("rules27d: the monthly side kept in the shown price's own attributes", () => {
  test("the shown price is the pair's annual side: amount is the monthly side, annual_amount the shown price", () => {
    const sides = [["36€", "29€"], ["74€", "59€"]];
    const html = doc("Quillmoor", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly-price="${sides[i]![0]}" data-annual-price="${sides[i]![1]}"`));
    expect(plansOf("https://quillmoor.example/pricing", html)).toEqual([
      ["Team", 36, 29, "EUR", "month"],
      ["Company", 74, 59, "EUR", "month"],
    ]);
  });

  test("other attribute spellings: data-price-month beside data-price-year on the price's wrapper", () => {
    const sides = [["15", "12"], ["30", "24"]];
    const body = page([["Team", 12], ["Company", 24]], () => "").replace(/<p><span class="plan-price">/g, () => "<p>").replace(/<p>/g, "<p>");
    let i = 0;
    const html = doc("Brackwell", body.replace(/<p>(?=\d)/g, () => `<p data-price-month="${sides[i]![0]}" data-price-year="${sides[i++]![1]}">`));
    expect(plansOf("https://brackwell.example/pricing", html)).toEqual([
      ["Team", 15, 12, "EUR", "month"],
      ["Company", 30, 24, "EUR", "month"],
    ]);
  });

  test("NOT read: a theme's data-annual holding another variant's price (not the shown one)", () => {
    // The theme keeps a "Managed" variant's figures in its attributes; the card shows 29€ and 59€.
    const variant = [["45", "40"], ["90", "80"]];
    const html = doc("Tarnfield", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly="${variant[i]![0]}" data-annual="${variant[i]![1]}"`));
    const plans = plansOf("https://tarnfield.example/pricing", html);
    expect(plans.map((p) => p[1])).toEqual([29, 59]);
  });

  test("NOT read: a lone data-annual-price equal to the shown price, with no monthly side beside it", () => {
    const html = doc("Welkin", page([["Team", 29], ["Company", 59]], (i) => ` data-annual-price="${[29, 59][i]}"`));
    expect(plansOf("https://welkin.example/pricing", html).map((p) => p[1])).toEqual([29, 59]);
  });

  test("NOT read: a pair whose monthly side is the shown one (the card already shows the monthly side)", () => {
    const sides = [["29", "24"], ["59", "49"]];
    const html = doc("Orrin", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly="${sides[i]![0]}" data-yearly="${sides[i]![1]}"`));
    expect(plansOf("https://orrin.example/pricing", html).map((p) => [p[1], p[2]])).toEqual([
      [29, 24],
      [59, 49],
    ]);
  });

  test("NOT read: a monthly side more than twice the shown price (a per-seat total, another product)", () => {
    const sides = [["290", "29"], ["590", "59"]];
    const html = doc("Pellow", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly-price="${sides[i]![0]}" data-annual-price="${sides[i]![1]}"`));
    expect(plansOf("https://pellow.example/pricing", html).map((p) => p[1])).toEqual([29, 59]);
  });

  test("NOT read on a switch marked on its yearly side either: the card's data-* sides must meet a price it shows", () => {
    // Before round 27d the card reader took any data-monthly in a card whose shown price it read as the annual side.
    const variant = [["45", "40"], ["90", "80"]];
    const html = doc("Tarnfield", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly="${variant[i]![0]}" data-annual="${variant[i]![1]}"`, true));
    expect(plansOf("https://tarnfield.example/pricing", html).map((p) => p[1])).toEqual([29, 59]);
  });

  test("read on a switch marked on its yearly side: the pair's annual side is the shown price", () => {
    const sides = [["36", "29"], ["74", "59"]];
    const html = doc("Quillmoor", page([["Team", 29], ["Company", 59]], (i) => ` data-monthly="${sides[i]![0]}" data-annual="${sides[i]![1]}"`, true));
    expect(plansOf("https://quillmoor.example/pricing", html).map((p) => [p[1], p[2]])).toEqual([
      [36, 29],
      [74, 59],
    ]);
  });
});
