/**
 * Round 105, part f, on real pages (issue 25; session 44): a hosting store's product-group page
 * (store-page.ts) — the group's address under the store (`/cart/<group>/`, `/products/<group>`),
 * a menu of the store's other groups, the store's order control (a billing-cycle select, a form to
 * the cart, a checkout link under the group) — is read as the host's pricing page for that group;
 * each card's price per billing cycle sits in a slot its markup pairs with the cycle's word
 * (cycle-slots.ts): the monthly slot is the amount, the annual slot's total a twelfth a month; and a
 * grid of such cards, every one priced by the month, is reported though the store's script hides
 * its price block (store-grid-cards.ts).
 *
 * And its failure side: the same cards at an address that is no store group (no group menu, no
 * order control) are not vouched for; slots whose words name one cycle only pair nothing.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const STORE = "https://billing.quartzhost.example/";
const CYCLES: Array<[string, string]> = [["m", "Monthly"], ["q", "Quarterly"], ["a", "Annually"]];
/** A store card: a price slot and a word slot per cycle, the price block hidden until a script shows it (or the monthly shown). */
const card = (name: string, prices: number[], blockHidden: boolean, words = CYCLES) => {
  const priceSlots = CYCLES.map(([k], i) => `<span class="item-price cyc-${k}"${!blockHidden && i > 0 ? ' style="display:none"' : ""}>$${prices[i]!.toFixed(2)} USD</span>`).join("");
  const wordSlots = words.map(([k, w], i) => `<span class="item-cycle cyc-${k}"${!blockHidden && i > 0 ? ' style="display:none"' : ""}>${w}</span>`).join("");
  return `<div class="col-4"><div class="card product-box" data-id="${name.length}"><div class="box-head"><h4>${name}</h4><div class="box-price"${blockHidden ? ' style="display:none;"' : ""}><span class="big">${priceSlots}</span><span class="small"> / ${wordSlots}</span></div></div><div class="box-specs"><div class="spec"><span>vCPU</span><span>${prices[0]! > 10 ? 2 : 1} Core</span></div><div class="spec"><span>Memory</span><span>${prices[0]! > 10 ? 4 : 2} GB</span></div><div class="spec"><span>NVMe</span><span>40 GB</span></div></div></div></div>`;
};
const grid = (blockHidden: boolean, words = CYCLES) =>
  `<div class="row">${card("Quartz Cloud - S1", [6, 18, 66], blockHidden, words)}${card("Quartz Cloud - S2", [12, 36, 132], blockHidden, words)}${card("Quartz Cloud - S3", [24, 72, 264], blockHidden, words)}</div>`;
/** A store's group page: its menu of other groups, its order form with a billing-cycle select. */
const storePage = (body: string, menu = true, order = true) =>
  `<!doctype html><html lang="en"><head><base href="${STORE}"><title>Place new order - Quartz Host</title></head><body><nav><a href="cart/">Store</a>${
    menu ? `<a href="cart/dedicated-metal/">Dedicated Metal</a><a href="cart/object-storage/">Object Storage</a><a href="cart/nvme-vps/">NVMe VPS</a>` : ""
  }<a href="?cmd=login">Login</a></nav><main><h2>NVMe VPS in Oslo</h2><div id="orderpage">${body}</div><form action="${order ? "?cmd=cart" : "/newsletter"}" method="post" id="cartforms"><div class="summary"><h3>Order summary</h3>${
    order ? `<select name="cycle"><option value="m">Monthly</option><option value="q">Quarterly</option><option value="a">Annually</option></select>` : ""
  }<button type="submit">Continue</button></div></form></main><footer>© 2026 Quartz Host</footer></body></html>`;
const url = `${STORE}cart/nvme-vps/`;
const read = (html: string, abstain: boolean, at = url) =>
  extractSite([{ url: at, html }], { url: at, abstain }).plans.map((p) => `${p.name}: ${p.amount} ${p.annual_amount} ${p.currency} ${p.period}`);

describe("rules105f: a hosting store's product-group page", () => {
  test("cards whose price block the store's script shows: reported, the monthly slot the amount, the annual total a twelfth", () => {
    const got = read(storePage(grid(true)), true);
    expect(got).toEqual(["Quartz Cloud - S1: 6 5.5 USD month", "Quartz Cloud - S2: 12 11 USD month", "Quartz Cloud - S3: 24 22 USD month"]);
  });

  test("the monthly slot shown, the quarterly and annual hidden: the quarterly total is no monthly side", () => {
    const got = read(storePage(grid(false)), false);
    expect(got).toEqual(["Quartz Cloud - S1: 6 5.5 USD month", "Quartz Cloud - S2: 12 11 USD month", "Quartz Cloud - S3: 24 22 USD month"]);
  });

  test("a store whose groups live under /products/ with a checkout link per card; the home page's best sellers of other groups are not joined", () => {
    const site = "https://panel.lumenvds.example";
    const box = (name: string, slug: string, price: string) =>
      `<div class="flex flex-col p-4"><h3>${name}</h3><p>1 vCPU · 2 GB RAM · 30 GB SSD</p><p class="text-xl">${price} per month</p><a href="${site}/products/sky-vds/${slug}/checkout"><button>Order Now</button></a></div>`;
    const groupPage = `<!doctype html><html lang="en"><head><title>Sky VDS - Lumen VDS</title></head><body><nav><a href="${site}/products/sky-vds">Sky VDS</a><a href="${site}/products/sea-vds">Sea VDS</a><a href="${site}/products/nat-box">NAT Box</a></nav><main><h1>Sky VDS</h1><div class="grid">${box("Sky-1", "sky-1", "$9.50")}${box("Sky-2", "sky-2", "$17.50")}${box("Sky-3", "sky-3", "$31.00")}</div></main></body></html>`;
    const teaser = (name: string, price: string) => `<div class="border rounded p-4"><h3>${name}</h3><p>${price} /month</p><a href="${site}/products/sea-vds">View</a></div>`;
    const home = `<!doctype html><html lang="en"><head><title>Lumen VDS</title></head><body><h1>Lumen VDS</h1><section><h2>Best sellers</h2><div class="grid">${teaser("Sea-4", "$44.00")}${teaser("NAT-2", "$3.20")}${teaser("Sky-3", "$31.00")}</div></section></body></html>`;
    const facts = extractSite([{ url: `${site}/`, html: home }, { url: `${site}/products/sky-vds`, html: groupPage }], { url: `${site}/`, abstain: true });
    expect(facts.plans.map((p) => `${p.name}: ${p.amount} ${p.period}`)).toEqual(["Sky-1: 9.5 month", "Sky-2: 17.5 month", "Sky-3: 31 month"]);
  });
});

describe("rules105f: what is no store group page, and no cycle slot", () => {
  test("the same hidden cards with no menu of other groups and no order control are not vouched for", () => {
    expect(read(storePage(grid(true), false, false), true)).toEqual([]);
  });

  test("the same page at an address that names no group of a store is not vouched for", () => {
    expect(read(storePage(grid(true)), true, `${STORE}nvme-vps.html`)).toEqual([]);
  });

  test("word slots of one cycle only pair no price with a cycle", () => {
    const one: Array<[string, string]> = [["m", "Monthly"], ["q", "Monthly"], ["a", "Monthly"]];
    const got = read(storePage(grid(false, one)), false);
    expect(got).not.toContain("Quartz Cloud - S1: 6 5.5 USD month");
  });
});
