/**
 * Round 82c, on real pages (issue 25): two shapes that glued a card's button or badge into a plan's
 * name. A comparison table whose header cells set each plan's name and its button side by side in
 * one box ("<th><div><span>Basic</span><a>Start for free</a></div></th>") read "Basic Start for
 * free" — a plan invented beside the cards' "Basic", and the table's monthly and yearly rows lost to
 * it. And a vendor's own pick set over each card's title ("Acme Recommends") was taken for the name.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://kettleworks.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Kettleworks — pricing</title></head><body><main><h1>Plans for every kitchen</h1>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.annual_amount !== null && p.annual_amount !== undefined ? ` (annual ${p.annual_amount})` : ""}`,
  );

const head = (name: string, button: string) =>
  `<th scope="col"><div class="flex flex-col gap-3"><span class="font-normal">${name}</span><a href="/signup?plan=${name.toLowerCase()}" class="button">${button}</a></div></th>`;
const row = (label: string, cells: string[]) => `<tr><th scope="row"><span>${label}</span></th>${cells.map((c) => `<td><span>${c}</span></td>`).join("")}</tr>`;
const table = (buttons: [string, string, string]) =>
  `<section><h2>Compare every plan</h2><table><thead><tr><td></td>${head("Simmer", buttons[0])}${head("Boil", buttons[1])}${head("Steam", buttons[2])}</tr></thead><tbody>` +
  row("Pay monthly", ["$31 USD/mo", "$88 USD/mo", "$240 USD/mo"]) +
  row("Pay yearly", ["$24 USD/mo", "$66 USD/mo", "$180 USD/mo"]) +
  row("Recipe slots", ["20", "200", "Unlimited"]) +
  `</tbody></table></section>`;

// Cards set in the cells of one table row, each under its vendor's pick (the table reader leaves
// them to the card reader, which took the pick for each card's name and merged the row into one plan).
const card = (badge: string, name: string, price: string) =>
  `<td class="plan-card"><div class="banner"><p class="eyebrow">${badge}</p></div><div><h2>${name}</h2></div><div><div class="price"><div class="price__symbol">$</div><div class="price__integer">${price}</div><div class="price__fraction">00</div></div><div class="duration">/mo</div></div><a href="/signup?plan=${name.toLowerCase()}">Buy now</a><ul><li>Steeping timers</li><li>Shared shelves</li></ul></td>`;
const cards = (badge: string) =>
  `<section><h2>Choose a plan</h2><table><tbody><tr>${card(badge, "Simmer", "12")}${card(badge, "Boil", "29")}${card(badge, "Steam", "65")}</tr></tbody></table></section>`;

describe("rules82c: a button or a badge glued to a plan's name", () => {
  test("header cells holding the name and its button in one box: named by the name alone, with both billing rows (fails without the rule)", () => {
    expect(plans(table(["Start for free", "Start for free", "Talk to us"]))).toEqual([
      "Simmer: 31 USD/month (annual 24)",
      "Boil: 88 USD/month (annual 66)",
      "Steam: 240 USD/month (annual 180)",
    ]);
  });

  test("a header cell that is its name only reads as before", () => {
    const plain = table(["", "", ""]).replace(/<a [^>]*><\/a>/g, "");
    expect(plans(plain)).toEqual(["Simmer: 31 USD/month (annual 24)", "Boil: 88 USD/month (annual 66)", "Steam: 240 USD/month (annual 180)"]);
  });

  test("\"Kettleworks Recommends\" over each card's title is a badge, not the name (fails without the rule)", () => {
    expect(plans(cards("Kettleworks Recommends"))).toEqual(["Simmer: 12 USD/month", "Boil: 29 USD/month", "Steam: 65 USD/month"]);
  });

  test("a two-word kicker that is a tier stays the tier's name over a title stating an allowance", () => {
    const allowance = (kicker: string, price: string) =>
      `<div class="plan-card"><p class="eyebrow">${kicker}</p><h3>Up to 30 kettles</h3><div class="price">${price}/month</div><a href="/signup">Buy now</a></div>`;
    expect(plans(`<section><h2>Plans</h2><div class="plan-row">${allowance("Solo Brewer", "$9")}${allowance("Team Brewer", "$19")}</div></section>`)).toEqual(["Solo Brewer: 9 USD/month", "Team Brewer: 19 USD/month"]);
  });
});
