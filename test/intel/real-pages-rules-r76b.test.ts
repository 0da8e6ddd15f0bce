/**
 * Round 76, part b, on real pages (issue 25): a label that only says how a card is billed is never
 * the card's name. Two shapes on development: a one-word billing term set as a kicker over a card's
 * title ("Monthly" over "Core + Vault", read as the plan's name once the title looked like the
 * product's), and the line under a price ("billed monthly") read as the name of a card whose title
 * sat in a radio's label. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { NOT_A_NAME } from "../../src/intel/extract/plans-page";
import { termKicker } from "../../src/intel/extract/kicker-words";

const URL = "https://corebox.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Corebox — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const names = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => p.name);

const kickerCard = (kicker: string, title: string, price: string) =>
  `<div class="plan-card"><p class="plan-label">${kicker}</p><h3 class="plan-title">${title}</h3><div class="amount"><span>${price}</span><span>/month</span></div><p>Cancel whenever you like</p><ul><li>Sync on all devices</li><li>Shared folders</li></ul><a class="btn" href="/buy">Subscribe</a></div>`;

describe("rules76b: a billing term is no card's name", () => {
  test("a \"Monthly\" / \"Yearly\" kicker over titles that share the product's word: the titles name the plans (fails without the rule)", () => {
    const got = names(`<div class="plan-grid">${kickerCard("Monthly", "Core", "$8")}${kickerCard("Monthly", "Core Vault Plus", "$12")}${kickerCard("Yearly", "Core Yearly", "$80")}</div>`);
    expect(got).toContain("Core");
    expect(got).not.toContain("Monthly");
    expect(got).not.toContain("Yearly");
  });

  test("the same in Spanish: \"Mensual\" over the title", () => {
    const got = names(`<div class="plan-grid">${kickerCard("Mensual", "Base", "$8")}${kickerCard("Mensual", "Base Equipo Plus", "$12")}</div>`);
    expect(got).not.toContain("Mensual");
  });

  test("\"billed monthly\" under the price of a card titled in a radio's label is not a plan (fails without the rule)", () => {
    const radio = (title: string, price: string) =>
      `<div class="tier"><label class="tier-head"><span class="font-semibold">${title}</span><span class="dot"><input type="radio" name="tier" value="${title}"><span class="sr-only">Select ${title}</span></span></label><p>Hosted for you, always on.</p><div><span>${price}</span><span>/mo</span></div><p><span>billed monthly</span></p><ul><li>Daily backups</li><li>Automatic updates</li></ul><a class="btn" href="/wait">Join the waitlist</a></div>`;
    const got = names(`<div class="tiers">${radio("Cloud Small", "$20")}${radio("Cloud Large", "$49")}</div>`);
    expect(got).not.toContain("billed monthly");
  });

  test("not caught: a term card with no title under its term, and a two-word term kicker", () => {
    const term = (t: string, price: string, note: string) => `<div class="glass price"><p class="cad">${t}</p><p class="amt">${price}</p><p class="cad">${note}</p><button class="btn buy">Get Pro</button></div>`;
    expect(names(`<section><h2>Go Pro</h2><div class="prices">${term("Monthly", "$4.99", "per month · cancel anytime")}${term("Lifetime", "$29.99", "pay once, use forever")}</div></section>`)).toContain("Monthly");
    expect(termKicker("Annual Pass")).toBe(false);
    expect(termKicker("Pro")).toBe(false);
    for (const w of ["Monthly", "Yearly", "Mensual", "Anual", "Monatlich"]) expect(termKicker(w)).toBe(true);
  });

  test("the billing lines, and names that only begin alike", () => {
    for (const l of ["billed monthly", "Billed annually", "paid yearly", "billed quarterly:"]) expect(NOT_A_NAME.test(l)).toBe(true);
    for (const n of ["Monthly", "Billing Pro", "Paid", "Billed Plus"]) expect(NOT_A_NAME.test(n)).toBe(false);
  });
});
