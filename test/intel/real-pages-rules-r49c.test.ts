/**
 * Round 49, part c, on real pages (issue 25; docs/intel.md, "Round 49, part c"): English
 * subscription pages read empty in the product, counted on development (waves 8–12, 30–41) by the
 * stage the reader stops at and by construction, site and wave. 38 sites; the largest stage (prices
 * found as points, no card group: 13 sites in 9 waves) is many constructions, none on three sites in
 * three waves. No rule: these tests pin what is read for the four constructions of waves 40–41 the
 * brief names. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Quillmark</h1>${body}</main></body></html>`;
const PAGE = "https://quillmark.example/pricing";
const read = (body: string, abstain: boolean) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain }).plans.map(
    (p) => `${p.name}: ${p.amount}/${p.period}${p.annual_amount !== null ? ` annual ${p.annual_amount}` : ""}`,
  );
const both = (body: string) => ({ product: read(body, true), raw: read(body, false) });
const FEATURES = ["Unlimited notes", "Dark mode", "Sync across devices"];
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("rules49c: English subscription grids read empty", () => {
  test("a sign alone in its block, the number in the next block: read", () => {
    const card = (name: string, n: number) =>
      `<div class="plan"><div class="plan-type">${name}</div><div class="price"><div class="currency">$</div><div class="number">${n}</div><div class="per">Per user per month</div></div>${ul(FEATURES)}<button>Book a demo</button></div>`;
    const page = `<section><h2>Plans</h2><div class="plans">${card("Core", 75)}${card("Growth", 150)}</div></section>`;
    expect(both(page).raw).toEqual(["Core: 75/month", "Growth: 150/month"]);
  });

  test("the same blocks with a lead word (\"from $\"): still read when the markup has no spaces around the sign", () => {
    const card = (name: string, n: number) =>
      `<div class="plan"><div class="plan-type">${name}</div><div class="price"><div class="currency"><span>from</span> $</div><div class="number">${n}</div><div class="per">Per user per month</div></div>${ul(FEATURES)}<button>Book a demo</button></div>`;
    const page = `<section><h2>Plans</h2><div class="plans">${card("Core", 75)}${card("Growth", 150)}</div></section>`;
    expect(both(page).raw).toEqual(["Core: 75/month", "Growth: 150/month"]);
  });

  test("pretty-printed markup (a space, then the block's line break, between the sign and the number): no price is read (stage: no amount in the text; 2 sites, left)", () => {
    // The text stream keeps the space before the block break ("from $ \n75"); a prefix sign takes
    // at most one space or break before its number.
    const card = (name: string, n: number) =>
      `<div class="plan"><div class="plan-type">\n ${name}\n</div><div class="price">\n <div class="currency">\n  <span>from</span> $\n </div>\n <div class="number">\n  ${n}\n </div>\n <div class="per">\n  Per user per month\n </div>\n</div>${ul(FEATURES)}<button>Book a demo</button></div>`;
    const page = `<section><h2>Plans</h2><div class="plans">${card("Core", 75)}${card("Growth", 150)}</div></section>`;
    expect(both(page)).toEqual({ product: [], raw: [] });
    const bare = page.replaceAll("<span>from</span> ", "");
    expect(both(bare)).toEqual({ product: [], raw: [] });
  });

  test("plan headings over term-labelled prose lines (\"Monthly: $4.99\" / \"Yearly: $49.99\") in an FAQ answer: nothing read (the real page stops at points, no group)", () => {
    const plan = (name: string, m: string, y: string, items: string[]) =>
      `<p><strong>${name}</strong></p><p>Monthly: ${m}</p><p>Yearly: ${y}</p>${ul(items)}`;
    const page = `<article><h2>How do I sign up for a plan?</h2><p>There are two plans in Settings. If you pay yearly there is a discount.</p>${plan("PLAN A", "$4.99", "$49.99", ["1 notebook", "10 pages a month"])}${plan("PLAN B", "$9.99", "$99.99", ["Unlimited notebooks", "Unlimited pages"])}</article>`;
    expect(both(page)).toEqual({ product: [], raw: [] });
  });

  test("a comparison table whose price row names a free download, two prices and a contact link: read as a table", () => {
    const page = `<table><thead><tr><th></th><th>Free</th><th>Pro</th><th>Team</th><th>Enterprise</th></tr></thead><tbody>` +
      `<tr><td>Price</td><td><a href="/download">Get it on the registry</a></td><td>$99/ month available for single project</td><td>$499/ month available for 1 - 20 members</td><td><a href="mailto:sales@quillmark.example">Contact Us</a></td></tr>` +
      `<tr><td>Sync</td><td>✓</td><td>✓</td><td>✓</td><td>✓</td></tr></tbody></table>`;
    // (Round 100a: the header's first column, "Free", beside the plans the others name, is the free
    // plan a reader sees — the real page's case lists it; free-lead-column.ts.)
    expect(both(page).raw).toEqual(["Pro: 99/month", "Team: 499/month", "Enterprise: null/null", "Free: 0/month"]);
  });

  test("plan cards stacked (name, features with check icons, the price last) read alone; a comparison grid of divs above them takes the reading", () => {
    const feats = (n: number) =>
      ["Cross-platform editor", "Flow replayer", "Data matrix", "Admin server"].map((f, i) => `<div>${f}</div><div data-role="feature-${i < n ? "checked" : "unchecked"}"><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></div>`).join("");
    const price = (p: string) =>
      p === "free" ? `<div data-role="price-free"><span>Get it on the <a href="/registry">registry</a></span></div>`
      : p === "sales" ? `<div data-role="price-sales"><span><a href="mailto:sales@quillmark.example">Contact Us</a></span></div>`
      : `<div data-role="price-month"><span><span>$</span><span>${p}</span><span>/ month</span><span>available for single project</span></span></div>`;
    const plan = (name: string, desc: string, n: number, p: string) => `<div data-role="plan"><div>${name}</div><div>${desc}</div><div>${feats(n)}</div>${price(p)}</div>`;
    const stacked = `<div>${plan("Free", "For every tester", 2, "free")}${plan("Pro", "For one project", 3, "99")}${plan("Team", "For small teams", 4, "499")}${plan("Enterprise", "For enterprises", 4, "sales")}</div>`;
    const grid = `<div><div><div></div><div>Free</div><div>Pro</div><div>Team</div><div>Enterprise</div></div><div>${[1, 2, 3, 4].map(feats).join("")}</div><div><div></div>${price("free")}${price("99")}${price("499")}${price("sales")}</div></div>`;
    expect(both(stacked).raw).toEqual(["Free: 0/month", "Pro: 99/month", "Team: 499/month", "Enterprise: null/null"]);
    // (Left: the real page, built so, reads nothing — one group, no plan; on ours the grid's first
    // header names its first price.)
    expect(both(grid + stacked).raw).toEqual(["Free: 99/month"]);
  });

  test("a one-page site with a grid of other tools' prices above the two plan cards: on a page of ours both grids are read raw", () => {
    const tool = (name: string, n: number) => `<div class="tool"><h4>${name}</h4><p>$${n}/month</p><p>Typical spend on tokens</p></div>`;
    const toolGrid = `<section><h2>What your agents cost</h2><div class="tools">${tool("Agent One", 20)}${tool("Agent Two", 20)}${tool("Agent Three", 15)}${tool("Agent Four", 39)}${tool("Agent Five", 5)}</div></section>`;
    const card = (name: string, price: string) =>
      `<div class="price-card"><div class="price-tier">${name}</div><div class="price-amount"><span class="curr">$</span>${price}<span class="period">/mo</span></div>${ul(FEATURES)}<button>Start Free Trial</button></div>`;
    const pricing = `<section id="pricing"><h2>Simple, transparent plans</h2><div class="pricing-grid">${card("Pro", "4<span>.99</span>")}${card("Premium", "99")}</div></section>`;
    // (The real page of this construction reads only the tool grid, and the product none: its cause is
    // not in these pieces — left.)
    expect(both(toolGrid + pricing).raw).toEqual(["Agent One: 20/month", "Agent Two: 20/month", "Agent Three: 15/month", "Agent Four: 39/month", "Agent Five: 5/month", "Pro: 4.99/month", "Premium: 99/month"]);
  });
});
