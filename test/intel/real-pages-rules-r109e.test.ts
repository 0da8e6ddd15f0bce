/**
 * Round 109e, on real pages (issue 25): hosting cards priced by a billing-cycle menu, and "from"
 * prices under a longer term.
 *
 * A store's product cards whose only price is the order form's cycle menu ("$12.00 USD Quarterly",
 * "Monthly — $5.00"): each card is read from its menu — the monthly option's price, or the shortest
 * cycle's with the period it names, and the annual option's twelfth as the annual side
 * (extract/cycle-menu.ts), vouched for on a store's group page (store-grid-cards.ts). And a card's
 * "from" price (a longer term's per-month rate) below the price the page's structured data gives the
 * plan: no disagreement of the text (verify/from-price.ts). Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const site = "https://clients.quillhost.example";
const shell = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<nav><a href="${site}/">Quillhost</a><a href="${site}/index.php?/cart/web-hosting/">Web hosting</a><a href="${site}/index.php?/cart/tokyo-vps/">Tokyo VPS</a><a href="${site}/index.php?/cart/storage-boxes/">Storage boxes</a></nav>` +
  `<main><h1>Frankfurt NVMe VPS</h1>${body}</main><footer>© Quillhost</footer></body></html>`;

const menuCard = (id: number, name: string, specs: string[], options: string[]) =>
  `<div class="col"><form method="post" class="box"><input type="hidden" name="action" value="add"><input type="hidden" name="id" value="${id}">` +
  `<div class="inner"><strong class="mb-3">${name}</strong><div>${specs.map((s) => `<li>${s}</li>`).join("")}</div>` +
  `<select name="cycle" class="form-control">${options.map((o, i) => `<option value="${i}"${i === 0 ? ' selected="selected"' : ""}>${o}</option>`).join("")}</select>` +
  `<button type="submit">Continue</button></div></form></div>`;

const url = `${site}/index.php?/cart/frankfurt-nvme-vps/`;
const plansOf = (html: string, abstain: boolean) =>
  extractSite([{ url, html }], { url, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period, annual: p.annual_amount, currency: p.currency }));

describe("cards priced only by a billing-cycle menu (round 109e)", () => {
  test("no monthly cycle: the shortest cycle's price, a term's (no period), and the year's twelfth beside it", () => {
    const html = shell(
      "Order - Quillhost",
      `<div class="row">${menuCard(7, "Quill S", ["1 vCPU", "2 GB RAM"], ["$12.00 USD Quarterly", "$22.00 USD Semi-Annually", "$42.00 USD Annually"])}` +
        `${menuCard(8, "Quill M", ["2 vCPU", "4 GB RAM"], ["$21.00 USD Quarterly", "$40.00 USD Semi-Annually", "$78.00 USD Annually"])}</div>`,
    );
    const want = [
      { name: "Quill S", amount: 12, period: null, annual: 3.5, currency: "USD" },
      { name: "Quill M", amount: 21, period: null, annual: 6.5, currency: "USD" },
    ];
    expect(plansOf(html, false)).toEqual(want);
    // On a store's group page the gate vouches for them.
    expect(plansOf(html, true)).toEqual(want);
  });

  test("a monthly option: the monthly price by the month, the cycle word before the price too", () => {
    const html = shell(
      "Order - Quillhost",
      `<div class="row">${menuCard(7, "Quill S", ["1 vCPU"], ["Monthly — $5.00", "Quarterly — $14.00 (save 7%)", "Annually — $54.00"])}` +
        `${menuCard(8, "Quill M", ["2 vCPU"], ["Monthly — $9.00", "Quarterly — $26.00 (save 4%)", "Annually — $96.00"])}</div>`,
    );
    expect(plansOf(html, true)).toEqual([
      { name: "Quill S", amount: 5, period: "month", annual: 4.5, currency: "USD" },
      { name: "Quill M", amount: 9, period: "month", annual: 8, currency: "USD" },
    ]);
  });

  test("a menu of other choices (a disk size with its price) is no cycle menu: no plan", () => {
    const html = shell(
      "Order - Quillhost",
      `<div class="row">${menuCard(7, "Quill S", ["1 vCPU"], ["20 GB disk — $5.00", "40 GB disk — $8.00"])}` +
        `${menuCard(8, "Quill M", ["2 vCPU"], ["20 GB disk — $9.00", "40 GB disk — $12.00"])}</div>`,
    );
    expect(plansOf(html, false).filter((p) => p.name.startsWith("Quill"))).toEqual([]);
  });

  test("a menu of cycles without prices (the price printed on the card) leaves the card reader's reading", () => {
    const card = (name: string, price: string) =>
      `<div class="col"><div class="box"><h3>${name}</h3><div class="price">${price} <span>/ month</span></div><ul><li>1 vCPU</li><li>2 GB RAM</li></ul>` +
      `<select name="cycle"><option>Monthly</option><option>Quarterly</option><option>Annually</option></select><a class="btn" href="${site}/cart.php?a=add&pid=1">Order</a></div></div>`;
    const html = shell("Order - Quillhost", `<div class="row">${card("Quill S", "$5.00")}${card("Quill M", "$9.00")}</div>`);
    expect(plansOf(html, false).map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Quill S", 5, "month"],
      ["Quill M", 9, "month"],
    ]);
  });
});

describe("a 'from' price under a longer term, the structured data's price above it (round 109e)", () => {
  const offer = (name: string, price: number) =>
    `<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Product","name":"${name}","offers":{"@type":"Offer","priceCurrency":"EUR","price":"${price}"}}</script>`;
  const card = (name: string, shown: string, lead: string) =>
    `<div class="tariff"><div class="tariff-name"><a href="/hosting/${name.toLowerCase()}.html">${name}</a></div>` +
    `<div class="tariff-price"><span class="lead">${lead}</span>${shown} €<span>/month</span></div>` +
    `<ul><li>Unlimited sites</li><li>Daily backups</li></ul><a class="btn" href="/order">Order</a></div>`;
  const hosting = (lead: string) =>
    `<!doctype html><html lang="en"><head><title>Web hosting plans — Quillhost</title></head><body><main><h1>Web hosting</h1>` +
    `<p>Save when you order for 24 months.</p><div class="tariffs">` +
    `${card("Nib-1", "4", lead)}${offer("Nib-1", 5)}${card("Nib-2", "8", lead)}${offer("Nib-2", 10)}${card("Nib-3", "12", lead)}${offer("Nib-3", 15)}` +
    `</div></main><footer>© Quillhost</footer></body></html>`;
  const reported = (html: string) =>
    extractSite([{ url: "https://quillhost.example/pricing", html }], { url: "https://quillhost.example/pricing", abstain: true }).plans.map((p) => [p.name, p.amount, p.period]);

  test("'from 4 €/month' under an offer of 5 a month: the data's monthly price is reported", () => {
    expect(reported(hosting("from "))).toEqual([
      ["Nib-1", 5, "month"],
      ["Nib-2", 10, "month"],
      ["Nib-3", 15, "month"],
    ]);
  });

  test("without the 'from' word the text names another price: the plans are withheld as before", () => {
    expect(reported(hosting(""))).toEqual([]);
  });
});
