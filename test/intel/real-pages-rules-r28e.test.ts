/**
 * Round 28, part e, on real pages (issue 25; docs/intel.md, "Round 28, part e"): a billing switch
 * served on its monthly side whose annual side only the page's inline script holds, as literals
 * under keys naming the two sides (script-sides.ts). Small pages of our own, never text from a
 * real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { scriptLeaves, scriptTokens } from "../../src/intel/extract/script-sides";

const doc = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main><script>${script}</script></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.period]);

const SWITCH = `<div class="billing"><button class="active" onclick="setBilling('monthly')">Monthly</button><button onclick="setBilling('annual')">Yearly</button></div>`;
/** Cards showing each plan's monthly price; `choice` false leaves the billing switch out. */
const cards = (shown: [string, number][], choice = true) =>
  `<h1>Pricing</h1>${choice ? SWITCH : ""}<div class="row">` +
  shown
    .map(([name, amount]) => `<div class="col"><div class="card"><h3>${name}</h3><p><span id="price-${name.toLowerCase()}">$${amount}</span> /month</p><a href="/signup">Start now</a><ul><li>Shared boards</li><li>Exports</li></ul></div></div>`)
    .join("") +
  `</div>`;
const TWO: [string, number][] = [
  ["Team", 19],
  ["Studio", 49],
];
const swap = `function setBilling(side) { document.getElementById('price-team').textContent = PRICES[side].team; }`;

describe("rules28e: the annual side kept in the switch's inline script", () => {
  test("sides as keys above the plans: { monthly: { team: '$19' }, annual: { team: '$15' } }", () => {
    const script = `const PRICES = {\n  monthly: { team: '$19', studio: '$49' },\n  annual: { team: '$15', studio: '$39' } // -20%\n};\n${swap}`;
    expect(plansOf("https://larchmere.example/pricing", doc("Larchmere", cards(TWO), script))).toEqual([
      ["Team", 19, 15, "month"],
      ["Studio", 49, 39, "month"],
    ]);
  });

  test("plans above the sides, the annual side a yearly total: { team: { monthly: '19', yearly: '180' } }", () => {
    const script = `const PRICES = { team: { monthly: '19', yearly: '180' }, studio: { monthly: "49", yearly: "468" } };\n${swap}`;
    expect(plansOf("https://pellowin.example/pricing", doc("Pellowin", cards(TWO), script))).toEqual([
      ["Team", 19, 15, "month"],
      ["Studio", 49, 39, "month"],
    ]);
  });

  test("one key naming plan and side (team_monthly beside team_annual), and nested price fields", () => {
    const flat = `let pricing = { team_monthly: 19, team_annual: 180, studio_monthly: 49, studio_annual: 468, region: 'EU' };`;
    expect(plansOf("https://quarrow.example/pricing", doc("Quarrow", cards(TWO), flat)).map((p) => p[2])).toEqual([15, 39]);
    const nested = `window.planData = { team: { monthly: { price: '19', suffix: '/mo' }, yearly: { price: '180', suffix: '/yr' } }, studio: { monthly: { price: '49' }, yearly: { price: '468' } } };`;
    expect(plansOf("https://quarrow.example/pricing", doc("Quarrow", cards(TWO), nested)).map((p) => p[2])).toEqual([15, 39]);
  });

  test("arrays of each side in card order: { monthly: [19, 49], annual: [15, 39] }", () => {
    const script = `const prices = { monthly: [19, 49], annual: [15, 39] }\nfunction toggle() { const p = annual ? prices.annual : prices.monthly; document.getElementById('p1').textContent = p[0] }`;
    expect(plansOf("https://tovery.example/pricing", doc("Tovery", cards(TWO), script)).map((p) => p[2])).toEqual([15, 39]);
  });

  test("NOT read: a script pair whose monthly value is no price the cards show (another product's)", () => {
    const script = `const ADDONS = { monthly: { storage: '$9' }, annual: { storage: '$7' } };`;
    expect(plansOf("https://winsett.example/pricing", doc("Winsett", cards(TWO), script)).map((p) => p[2])).toEqual([null, null]);
  });

  test("NOT read: an annual figure that is no discount on the monthly price (dearer, or under half)", () => {
    const dearer = `const PRICES = { team: { monthly: '19', yearly: '300' }, studio: { monthly: '49', annual: '55' } };`;
    expect(plansOf("https://hollin.example/pricing", doc("Hollin", cards(TWO), dearer)).map((p) => p[2])).toEqual([null, null]);
    const tooCheap = `const PRICES = { team: { monthly: '19', annual: '5' }, studio: { monthly: '49', annual: '12' } };`;
    expect(plansOf("https://hollin.example/pricing", doc("Hollin", cards(TWO), tooCheap)).map((p) => p[2])).toEqual([null, null]);
  });

  test("NOT read: a script whose pairs are not all a discount (its figures are in another unit)", () => {
    const script = `const PRICES = { team: { monthly: 19, yearly: 180 }, studio: { monthly: 49, yearly: 468 }, lite: { monthly: 0.5, yearly: 5000 } };`;
    expect(plansOf("https://merrow.example/pricing", doc("Merrow", cards(TWO), script)).map((p) => p[2])).toEqual([null, null]);
  });

  test("NOT read: the year sold as a plan of its own (its price is the script's annual figure)", () => {
    const body = cards([["Monthly", 19]]).replace(`</div></div></div>`, `</div></div><div class="col"><div class="card"><h3>Yearly</h3><p>$180 /year</p><a href="/signup">Start now</a><ul><li>Shared boards</li><li>Exports</li></ul></div></div></div>`);
    const script = `const PRICES = { monthly: 19, yearly: 180 };`;
    const plans = plansOf("https://cobbet.example/pricing", doc("Cobbet", body, script));
    expect(plans.find((p) => p[0] === "Monthly")).toEqual(["Monthly", 19, null, "month"]);
  });

  test("the script's keys are the switch, whatever its buttons say; the sides kept as card markup", () => {
    const markup = (a: string) => `'<span class="big">$${a}</span> <span>/kk</span>'`;
    const script = `var PRICES = { team: { month: ${markup("19")}, year: ${markup("15")} }, studio: { month: ${markup("49")}, year: ${markup("39")} } };`;
    const body = cards(TWO, false).replace("<h1>Pricing</h1>", `<h1>Hinnasto</h1><div class="tabs"><button>Kuukausitilaus</button><button>Vuositilaus</button></div>`);
    expect(plansOf("https://lumikko.example/pricing", doc("Lumikko", body, script)).map((p) => p[2])).toEqual([15, 39]);
  });

  test("NOT read: counts or fees under side keys", () => {
    const counts = `const LIMITS = { monthly: { teamSeats: 19, studioSeats: 49 }, annual: { teamSeats: 15, studioSeats: 39 }, fees: { monthlyFee: 19, annualFee: 15 } };`;
    expect(plansOf("https://drennock.example/pricing", doc("Drennock", cards(TWO), counts)).map((p) => p[2])).toEqual([null, null]);
  });

  test("NOT read: a side written by a statement (if (annual) el.textContent = '15'), not a literal under a key", () => {
    const script = `function setBilling(mode) { if (mode === 'annual') { document.getElementById('price-team').textContent = '15'; } else { document.getElementById('price-team').textContent = '19'; } }`;
    expect(plansOf("https://ebbwell.example/pricing", doc("Ebbwell", cards(TWO), script)).map((p) => p[2])).toEqual([null, null]);
  });

  test("the scan is bounded on hostile scripts: unclosed strings and brackets, deep nesting", () => {
    const hostile = "{".repeat(5000) + "'" + "x".repeat(50_000) + "\n" + "[".repeat(5000) + "monthly: 1, annual: 2" + "/*";
    const toks = scriptTokens(hostile);
    expect(toks.length).toBeGreaterThan(0);
    expect(scriptLeaves(toks)).toEqual([]);
    expect(plansOf("https://fellmoor.example/pricing", doc("Fellmoor", cards(TWO), hostile)).map((p) => p[2])).toEqual([null, null]);
  });
});
