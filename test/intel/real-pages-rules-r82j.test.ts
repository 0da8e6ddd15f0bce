/**
 * Round 82, part j, on real pages (issue 25): an established vendor's price table of support
 * contracts and licences, one numbered offer a row with no header row ("1. | <b>Name.</b> … |
 * $1500/year | Purchase"); a range of thousands before its period ("$8K-85K/year"); a plan named
 * "Plus" in an element of its own just before its price; and a comparison table's price row whose
 * label states the period ("Price / year") — a period the page states, for the confidence model.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillbase.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Quillbase — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, abstain = false, lang?: string) => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain }).plans;
const byName = (body: string, abstain = false, lang?: string) => new Map(plans(body, abstain, lang).map((p) => [p.name, p]));

const row = (n: number, name: string, about: string, price: string, action: string) =>
  `<tr><td valign=top><b>${n}.</b></td><td valign=top><b>${name}.</b> ${about}</td><td width=160>${price}</td><td><a class='button' href='/info/${n}'>Details</a><br><a class='button' href='/go/${n}'>${action}</a></td></tr>`;

describe("rules82j: numbered offer rows, a range of thousands, a plan named Plus, a labelled price row's period", () => {
  test("a headerless table of numbered offers reads each row by its bold name (fails without the rule)", () => {
    const got = byName(
      `<h2>Support</h2><table>${row(1, "Community Board", "Answers from other users.", "Free", "Browse")}${row(2, "Priority Mail Desk", "Private answers from the authors.", "$900/year", "Purchase")}${row(3, "Partner Programme", "Visits and every private module.", "$40K/year", "Ask for a quote")}</table>` +
        `<h2>Licences</h2><table>${row(4, "Source Licence", "A perpetual right to use the code.", "$3500 one time fee", "Purchase")}${row(5, "Cipher Module", "Encrypted files for the library.", "$1200 one time fee", "Buy Now!")}</table>`,
    );
    expect(got.get("Community Board")).toMatchObject({ amount: 0, free: true });
    expect(got.get("Priority Mail Desk")).toMatchObject({ amount: 900, currency: "USD", period: "year" });
    expect(got.get("Partner Programme")).toMatchObject({ amount: 40000, period: "year" });
    expect(got.get("Source Licence")).toMatchObject({ amount: 3500, period: "one_time" });
    expect(got.get("Cipher Module")).toMatchObject({ amount: 1200, period: "one_time" });
    expect(got.size).toBe(5);
  });

  test("rows that do not count up by one, or open with no number, are no numbered offers", () => {
    const skipped = `<table>${row(1, "Community Board", "Answers.", "$10/year", "Buy")}${row(3, "Priority Mail Desk", "Answers.", "$900/year", "Purchase")}</table>`;
    expect(byName(skipped).has("Priority Mail Desk")).toBe(false);
  });

  test("\"$6K-60K/year\" is read at its low end in thousands (fails without the rule)", () => {
    const got = byName(`<table>${row(1, "Helpdesk Contract", "Phone and e-mail.", "$6K-60K/year", "Ask")}${row(2, "Audit Day", "On site.", "$2500 one time fee", "Purchase")}</table>`);
    expect(got.get("Helpdesk Contract")).toMatchObject({ amount: 6000, period: "year" });
  });

  test("\"6k contacts\" and \"$5 per 1k\" stay no thousands price", () => {
    const got = plans(`<div class="grid"><div class="card"><h3>Lite</h3><p>$9/month</p><p>6k-10k contacts</p></div><div class="card"><h3>Max</h3><p>$19/month</p><p>$5 per 1k emails</p></div></div>`);
    expect(got.map((p) => p.amount).sort()).toEqual([19, 9]);
  });

  const tile = (name: string, price: string) => `<div class="col"><div class="tile"><div class="head"><span>${name}</span> <strong>${price}</strong></div><ul><li>Two desks</li><li>Daily report</li></ul><a href="/try">Try 15 days</a></div></div>`;
  test("\"<span>PLUS</span> <strong>$49/month</strong>\" is the Plus plan at its price (fails without the rule)", () => {
    const got = byName(`<div class="row">${tile("BASIC", "$9/month")}${tile("TEAM", "$29/month")}${tile("PLUS", "$49/month")}</div>`);
    expect(got.get("PLUS")).toMatchObject({ amount: 49, period: "month" });
  });

  test("a base price \"plus $6/month per person\" in one sentence stays an add-on", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}/month plus $6/month per person</p><ul><li>Payroll</li></ul></div>`;
    const got = plans(`<div class="grid">${card("Simple", "$40")}${card("Plus", "$80")}</div>`);
    expect(got.map((p) => p.amount).sort((a, b) => a! - b!)).toEqual([40, 80]);
  });

  test("a comparison table priced in a row labelled \"Price / year\" is reported by the product (fails without the rule)", () => {
    const tick = `<td><i class="fa fa-check"></i></td>`;
    const table =
      `<table class="table"><thead><tr><td>&nbsp;</td><th>Free</th><th>Studio</th><th>Agency</th><th>Network</th></tr></thead><tbody>` +
      `<tr><td><span>Community answers</span><br><small>Help from other users.</small></td>${tick}${tick}${tick}${tick}</tr>` +
      `<tr><td><span>Expert hours</span></td><td></td><td>10 hours</td><td>50 hours</td><td>200 hours</td></tr>` +
      `<tr><td><span>Listed as a sponsor</span></td><td></td>${tick}${tick}${tick}</tr>` +
      `<tr class="grey"><td>Price / year</td><td>Free</td><td>$4,200 / 3.900€</td><td>$17,000 / 15.800€</td><td>$64,000 / 59.000€</td></tr></tbody></table>`;
    const body = `<p>Paid support plans beside the free community:</p>${table}`;
    const url = "https://quillbase.example/company/support-plans.html";
    const got = extractSite([{ url, html: page(body) }], { url, abstain: true }).plans;
    expect(got.find((p) => p.name === "Studio")).toMatchObject({ amount: 4200, currency: "USD", period: "year" });
    expect(got.find((p) => p.name === "Network")).toMatchObject({ amount: 64000, period: "year" });
  });
});
