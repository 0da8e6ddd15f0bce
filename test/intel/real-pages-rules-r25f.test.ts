/**
 * Round 25, part f, on real pages (issue 25; docs/intel.md, "Round 25, part f"): a card's items
 * marked as not included are the plan's `excluded`, not its features, and stay in the site's
 * feature list. Counted by construction on the development waves: a class on the item on 27 sites,
 * a cross glyph opening the line on 12, a crossed icon on 6. Pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false });
const card = (name: string, price: string, items: string) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}/month</p><ul>${items}</ul><a href="/signup">Choose ${name}</a></div>`;
const page = (cards: string) => doc("Pricing — Quillnest", `<h1>Quillnest pricing</h1><div class="plans">${cards}</div>`);
const plansOf = (html: string) => read("https://quillnest.example/pricing", html).plans.map((p) => [p.name, p.features, p.excluded ?? []]);

describe("rules25f: items a card marks as not included", () => {
  test("a class on the item ('feature--disabled', 'no'): the plan's excluded, not its features", () => {
    const html = page(
      card("Starter", "$9", `<li>Shared notebooks</li><li class="feature feature--disabled">Version history</li><li class="no">Offline mode</li>`) +
        card("Studio", "$29", `<li>Shared notebooks</li><li>Version history</li><li>Offline mode</li>`),
    );
    expect(plansOf(html)).toEqual([
      ["Starter", ["Shared notebooks"], ["Version history", "Offline mode"]],
      ["Studio", ["Shared notebooks", "Version history", "Offline mode"], []],
    ]);
  });

  test("a cross glyph opening the line, or a crossed icon: excluded; a check icon is not", () => {
    const html = page(
      card("Starter", "$9", `<li>✓ Shared notebooks</li><li>✗ Version history</li><li><i class="fa-solid fa-xmark"></i> Offline mode</li><li><img src="/img/check.svg" alt=""> Tags</li>`) +
        card("Studio", "$29", `<li><svg class="icon cross-icon"></svg>Shared notebooks</li><li><img src="/img/x-icon.svg" alt="Not included"> Audit log</li><li><i class="fa-solid fa-check"></i> Version history</li>`),
    );
    expect(plansOf(html)).toEqual([
      ["Starter", ["Shared notebooks", "Tags"], ["Version history", "Offline mode"]],
      ["Studio", ["Version history"], ["Shared notebooks", "Audit log"]],
    ]);
  });

  test("an excluded item stays in the site's features (another plan has it, or the page names it)", () => {
    const html = page(card("Starter", "$9", `<li>Shared notebooks</li><li class="disabled">Audit log</li>`) + card("Studio", "$29", `<li>Everything in Starter</li><li>Priority support</li>`));
    const names = read("https://quillnest.example/pricing", html).features.map((f) => f.name);
    expect(names).toContain("Audit log");
    expect(names).toContain("Shared notebooks");
  });

  test("a Tailwind state variant ('disabled:opacity-50') marks nothing", () => {
    const html = page(card("Starter", "$9", `<li class="disabled:opacity-50 text-sm">Shared notebooks</li><li>Tags</li>`) + card("Studio", "$29", `<li>Tags</li>`));
    expect(plansOf(html)[0]).toEqual(["Starter", ["Shared notebooks", "Tags"], []]);
  });
});
