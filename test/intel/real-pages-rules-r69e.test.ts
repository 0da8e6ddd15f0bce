/**
 * Round 69, part e, on real pages (issue 25; docs/intel.md, "Round 69, parts b–f"): the lead's read
 * of waves 66–67. A VPN's team calculator sums the seats chosen under "You'll Pay" — "$70 /month"
 * — beside the plan cards, and the reader took the label for a plan's name. Like "Total" and "Your
 * savings" (round 16c), what a calculator says is paid ("You'll pay", "You pay today", "Due today",
 * "Amount due") is never a plan's name. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { TOTAL_LABEL } from "../../src/intel/extract/plans-page";

const URL = "https://tunnelly.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Tunnelly — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const names = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => p.name);

const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul><li>All servers</li><li>Kill switch</li></ul><a href="/buy">Choose</a></div>`;
const calculator = (label: string) =>
  `<div class="card calc"><h3>${label}</h3><p class="price">$70<span>/month</span></p><p>for 10 seats, billed monthly</p><ul><li>Seats: 10</li></ul><a href="/buy?seats=10">Buy seats</a></div>`;

describe("rules69e: what a calculator says is paid is no plan's name", () => {
  test("a \"You'll Pay\" box beside the plan cards is not a plan (fails without the rule)", () => {
    const got = names(`<div class="cards">${card("Personal", "$9.99")}${card("Gaming", "$14.99")}${calculator("You'll Pay")}</div>`);
    expect(got).toContain("Personal");
    expect(got).not.toContain("You'll Pay");
  });

  test("the labels, and names that only begin alike", () => {
    for (const label of ["You'll Pay", "You pay today", "You will pay", "Due today", "Amount due", "Total due"]) expect(TOTAL_LABEL.test(label)).toBe(true);
    for (const name of ["Pay as you go", "Payroll", "Due Diligence Pro"]) expect(TOTAL_LABEL.test(name)).toBe(false);
  });
});
