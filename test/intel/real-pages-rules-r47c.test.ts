/**
 * Round 47, part c, on real pages (issue 25; docs/intel.md, "Round 47, part c"): monitoring's
 * reports of "features" that are no features. The one construction on three development sites in
 * three waves: a site's footer columns or navigation bar read as a priceless card beside the plans
 * (its "Contact" link a contact-sales price, its links the card's bullets), so a footer's links moving
 * between two versions read as "Feature added: Blog". A block with no price whose list items are all
 * links is a menu, no plan card (src/intel/extract/link-menu.ts). Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { diffFacts } from "../../src/monitoring/diff";

const PAGE = "https://ferncastle.example/pricing";
const html = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Ferncastle</title></head><body><div id="page">${body}</div></body></html>`;
const card = (name: string, price: string, items: string[], cta = `Choose ${name}`) =>
  `<div class="tier"><h3>${name}</h3><p class="amount">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="/signup">${cta}</a></div>`;
const grid = `<div class="tiers">${card("Starter", "$9/month", ["3 boards", "Email support", "CSV export"])}${card("Studio", "$24/month", ["Unlimited boards", "Priority support", "CSV export"])}</div>`;
const links = (items: [string, string][]) => `<ul>${items.map(([t, h]) => `<li><a href="${h}">${t}</a></li>`).join("")}</ul>`;
/** Footer columns built of divs, classed for the layout only ("bottom-links"): no footer word at all. */
const footer = (site: [string, string][]) =>
  `<div class="bottom-links"><div class="column"><h3>Site</h3>${links(site)}</div><div class="column"><h3>Help</h3>${links([["Knowledge base", "/docs"], ["Status", "/status"], ["Privacy", "/privacy"]])}</div></div>`;
const SITE: [string, string][] = [["Home", "/"], ["Tour", "/tour"], ["Pricing", "/pricing"], ["Contact", "/contact"]];

const read = (body: string, abstain = false) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain });
const names = (body: string) => assessSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).assessed.map((a) => a.plan.name);
const featureNames = (body: string) => read(body, true).features.map((f) => f.name);

describe("rules47c: a menu of links is no plan card, and its links no features", () => {
  test("footer columns beside the grid (a Contact link among their links) are no contact-sales plan", () => {
    const body = `<div class="hero"><h1>Plans for every studio</h1></div><div class="pricing">${grid}</div>${footer(SITE)}`;
    expect(names(body)).toEqual(["Starter", "Studio"]);
    expect(featureNames(body)).not.toContain("Knowledge base");
    expect(featureNames(body)).not.toContain("Tour");
  });

  test("a navigation bar with a sub-menu and a footer, beside a section with no price, are no plans", () => {
    const nav = `<div class="top-bar"><h2 class="logo"><a href="/">Ferncastle</a></h2><ul class="menu"><li><a href="/tour">Tour</a></li><li><a href="#">Uses</a><ul><li><a href="/uses/agencies">Agencies</a></li><li><a href="/uses/schools">Schools</a></li></ul></li><li><a href="/blog">Blog</a></li><li><a href="/contact">Contact</a></li></ul></div>`;
    const body = `${nav}<div class="intro"><h2>Pricing</h2><p>Plans are coming back soon.</p></div>${footer(SITE)}`;
    expect(names(body)).toEqual([]);
  });

  test("two versions whose footers list other links: no feature change", () => {
    const before = `<div class="pricing">${grid}</div>${footer(SITE)}`;
    const after = `<div class="pricing">${grid}</div>${footer([["Home", "/"], ["Blog", "/blog"], ["Comparisons", "/compare"], ["Terms of Service", "/terms"], ["Contact", "/contact"]])}`;
    const changes = diffFacts(read(before, true), read(after, true));
    expect(changes.filter((c) => c.type === "feature_added" || c.type === "feature_removed").map((c) => c.summary)).toEqual([]);
  });

  test("guards: a contact-sales card with plain bullets, or two linked bullets, is still read with its bullets", () => {
    const plain = card("Enterprise", "Contact us", ["SSO", "Audit log", "Uptime SLA"], "Talk to sales");
    expect(names(`<div class="tiers">${card("Starter", "$9/month", ["3 boards", "Email support", "CSV export"])}${card("Studio", "$24/month", ["Unlimited boards", "Priority support", "CSV export"])}${plain}</div>`)).toContain("Enterprise");
    const linked = `<div class="tier"><h3>Enterprise</h3><p class="amount">Contact us</p><ul><li><a href="/docs/sso">SSO</a></li><li><a href="/docs/audit">Audit log</a></li><li>Uptime SLA</li></ul><a class="btn" href="/contact">Talk to sales</a></div>`;
    const body = `<div class="tiers">${card("Starter", "$9/month", ["3 boards", "Email support", "CSV export"])}${card("Studio", "$24/month", ["Unlimited boards", "Priority support", "CSV export"])}${linked}</div>`;
    const e = read(body).plans.find((p) => p.name === "Enterprise");
    expect(e?.features).toEqual(["SSO", "Audit log", "Uptime SLA"]);
  });

  test("a priced card whose bullets are links keeps them (the rule is for blocks with no price)", () => {
    const linkedPriced = `<div class="tier"><h3>Team</h3><p class="amount">$49/month</p><ul><li><a href="/f/a">Shared boards</a></li><li><a href="/f/b">Roles</a></li><li><a href="/f/c">Audit log</a></li></ul><a class="btn" href="/signup">Choose Team</a></div>`;
    const body = `<div class="tiers">${card("Starter", "$9/month", ["3 boards", "Email support", "CSV export"])}${linkedPriced}</div>`;
    expect(read(body).plans.find((p) => p.name === "Team")?.features).toEqual(["Shared boards", "Roles", "Audit log"]);
  });
});
