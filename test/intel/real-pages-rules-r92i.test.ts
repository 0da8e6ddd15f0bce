/**
 * Round 92, part i, on real pages (issue 25): a comparison table drawn as a flat grid of cells
 * (flat-grid.ts). A site builder's CSS grid writes no `<table>`: the corner, the plan names, the
 * price row and the feature rows are all children of one container, row after row. The card reader
 * took the priced cells for unnamed cards (lost) and the "Free" cell for a plan alone; read as the
 * table it draws, the plans are its columns, named by the header row. With it, the table reader
 * reads a price cell's "Billed monthly" as the month and a "Free" line over a note as free.
 * Not read as a table: a grid with no empty corner, a grid whose label column holds a price, a
 * grid of whole cards. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const URL = "https://sketchmill.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Sketchmill</title></head><body><main><h1>Pricing</h1><p>Start for free and upgrade when your team grows.</p>${body}</main></body></html>`;
const cell = (inner: string) => `<div>${inner}</div>`;
const corner = `<div class="corner"></div>`;
const name = (n: string) => cell(`<h2 class="grid-title">${n}</h2>`);
const price = (p: string, note: string) => cell(`<h2 class="grid-price">${p}</h2><p class="small">${note}</p>`);
const feature = (label: string, values: string[]) => [cell(`<h3 class="label">${label}</h3>`), ...values.map((v) => cell(`<h3>${v}</h3>`))].join("");
const FEATURES = feature("Boards", ["3", "25", "Unlimited"]) + feature("Shared links", ["No", "Yes", "Yes"]) + feature("Version history", ["7 days", "90 days", "Forever"]);
const grid = (cells: string) => page(`<div class="compare-grid">${cells}</div>`);

const GRID = grid(
  corner + name("Basic") + name("Team") + name("Studio") + corner + price("Free", "No card needed") + price("$12 USD", "Billed monthly") + price("$30 USD", "Billed monthly") + FEATURES,
);

const read = (html: string) => assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => [a.plan.name, a.plan.amount, a.plan.currency, a.plan.period]);

describe("rules92i: a comparison table drawn as a flat grid of cells", () => {
  test("its columns are the plans, named by the header row (fails without the rule)", () => {
    const plans = read(GRID);
    expect(plans.map((p) => p[0])).toEqual(["Basic", "Team", "Studio"]);
    expect(plans[0]![1]).toBe(0);
    expect(plans.slice(1)).toEqual([
      ["Team", 12, "USD", "month"],
      ["Studio", 30, "USD", "month"],
    ]);
  });

  test("the same cells in a real table read alike: 'Billed monthly' is the month, 'Free' over a note is free", () => {
    const row = (cells: string[], tag = "td") => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
    const html = page(
      `<table>${row(["", "Basic", "Team", "Studio"], "th")}${row(["", "<b>Free</b><br><small>No card needed</small>", "<b>$12 USD</b><br><small>Billed monthly</small>", "<b>$30 USD</b><br><small>Billed monthly</small>"])}${row(["Boards", "3", "25", "Unlimited"])}${row(["Shared links", "No", "Yes", "Yes"])}</table>`,
    );
    const plans = read(html);
    expect(plans.map((p) => p[0])).toEqual(["Basic", "Team", "Studio"]);
    expect(plans[0]![1]).toBe(0);
    expect(plans.slice(1)).toEqual([
      ["Team", 12, "USD", "month"],
      ["Studio", 30, "USD", "month"],
    ]);
  });

  test("no empty corner: no table is cut out of the cells, and no row label is read as a plan", () => {
    const html = grid(
      cell("<h3>Plans</h3>") + name("Basic") + name("Team") + name("Studio") + cell("<h3>Price</h3>") + price("Free", "No card needed") + price("$12 USD", "Billed monthly") + price("$30 USD", "Billed monthly") + FEATURES,
    );
    const names = read(html).map((p) => p[0]);
    expect(names).not.toContain("Team");
    expect(names).not.toContain("Boards");
  });

  test("a label column holding a price is no table's: the grid is not read as one", () => {
    const html = grid(
      corner + name("Basic") + name("Team") + name("Studio") + corner + price("Free", "No card needed") + price("$12 USD", "Billed monthly") + price("$30 USD", "Billed monthly") + feature("Extra seat $4", ["No", "Yes", "Yes"]) + FEATURES,
    );
    const names = read(html).map((p) => p[0]);
    expect(names).not.toContain("Team");
    expect(names).not.toContain("Studio");
  });

  test("a grid of whole cards, each child a card with its name and price, reads as cards as before", () => {
    const card = (n: string, p: string) => `<div class="card"><h3>${n}</h3><div class="price">${p}</div><ul><li>Boards</li><li>Shared links</li></ul><a href="/signup">Choose ${n}</a></div>`;
    const html = page(`<div class="cards">${card("Basic", "$0/month")}${card("Team", "$12/month")}${card("Studio", "$30/month")}</div>`);
    expect(read(html)).toEqual([
      ["Basic", 0, "USD", "month"],
      ["Team", 12, "USD", "month"],
      ["Studio", 30, "USD", "month"],
    ]);
  });
});
