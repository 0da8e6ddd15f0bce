/**
 * Round 49, part b, on real pages (issue 25; docs/intel.md, "Round 49, part b"): other products'
 * prices read as plans — a block comparing what a customer would otherwise pay. Counted on
 * development (waves 8–12, 30–41): such blocks give invented plans on five sites in four waves,
 * built four ways — tool tiles with a total that follows ("8 tools together … vs …, save 85%": one
 * site, wave 41), tool cards each with a "Price" row (one site, wave 40, raw), a "Why us?" table
 * whose third column is "Others" (one site, wave 32), a bullet of everyday things or of a cost
 * replaced (two sites, one wave). No construction reaches three sites in three waves: no rule; these tests pin
 * what is read. Round 76, part c: a section titled as a comparison of costs, saying what is saved and
 * holding nothing to click, is now no plan set (zones.ts `costComparison`; three sites in three waves
 * by then): the tool tiles are no longer read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Quillmate</h1>${body}</main></body></html>`;
const PAGE = "https://quillmate.example/pricing";
const card = (name: string, price: string, items: string[]) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="/checkout">Start free trial</a></div>`;
const plans = `<section><h2>Choose your plan</h2><div class="grid">${card("Starter", "$29 /month", ["Unlimited chats", "Reminders", "Email support"])}${card("Business", "$69 /month", ["Everything in Starter", "3 members", "Priority support"])}${card("Enterprise", "Custom", ["Unlimited members", "SLA", "Dedicated manager"])}</div></section>`;
const read = (body: string, abstain: boolean) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain }).plans.map((p) => `${p.name}: ${p.amount}/${p.period}`);
const both = (body: string) => ({ product: read(body, true), raw: read(body, false) });
const OWN = ["Starter: 29/month", "Business: 69/month", "Enterprise: null/null"];

describe("rules49b: other products' prices in a cost comparison", () => {
  test("the plans alone are read", () => {
    expect(both(plans)).toEqual({ product: OWN, raw: OWN });
  });

  test("tool tiles under a 'vs' heading with a total and a saving after them are not read (round 76c)", () => {
    const tile = (name: string, price: string) => `<div class="tool"><span>🤖</span><h4>${name}</h4><p>${price}/mo</p></div>`;
    const roi = `<section><h3>💡 Cost check: $29/mo vs paying for each tool</h3><div class="tools">${tile("ChatBot Plus", "$20")}${tile("ImageGen", "$30")}${tile("Mail Tool", "$50")}${tile("Grammar Checker", "$12")}</div><p>4 tools together: <strong>$112/mo</strong></p><p>vs Quillmate Starter $29/mo — save 74%</p></section>`;
    const { product, raw } = both(plans + roi);
    // Round 49b read the tiles as four more plans, product and raw; round 76c zones the block out.
    expect({ product, raw }).toEqual({ product: OWN, raw: OWN });
  });

  test("a 'Why us?' table of our plan against 'Others' with a price in a sentence: not read as a plan here (the real page's column is read as one: left)", () => {
    const why = `<section><h2>Why Quillmate?</h2><table><thead><tr><th>Feature</th><th>Quillmate Plus</th><th>Others</th></tr></thead><tbody><tr><td>Accounts</td><td>No limit</td><td>One account for $50/month</td></tr><tr><td>Hosting</td><td>Your own server</td><td>Their cloud</td></tr></tbody></table></section>`;
    expect(both(plans + why)).toEqual({ product: OWN, raw: OWN });
  });

  test("the look-alike: a plan whose features name a tool it includes is read as before", () => {
    const page = `<section><h2>Choose your plan</h2><div class="grid">${card("Starter", "$29 /month", ["Includes ChatBot Plus access", "Mail Tool integration", "Email support"])}${card("Business", "$69 /month", ["Everything in Starter", "Replaces 4 tools", "Priority support"])}${card("Enterprise", "Custom", ["Unlimited members", "SLA", "Dedicated manager"])}</div></section>`;
    expect(both(page)).toEqual({ product: OWN, raw: OWN });
  });
});
