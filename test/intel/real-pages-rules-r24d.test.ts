/**
 * Round 24, part d, on real pages (issue 25; docs/intel.md, "Round 24, part d"): values the engine
 * reads wrong on plans it does read, counted by construction across the development waves. Each
 * rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { readFromText } from "../../src/intel/verify/text-reader";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false });

describe("rules24d: a plan whose own label names the seat it prices", () => {
  const perUserOf = (url: string, html: string) => read(url, html).plans.map((p) => [p.name, p.amount, p.per_user]);

  test("cards named as seats ('Editor seat', 'Viewer seat') over bare '$14/mo' prices are per user", () => {
    const card = (name: string, price: string) => `<div class="seat-card"><h4>${name}</h4><p class="amount">${price}/mo</p><ul><li>Boards</li><li>Comments</li></ul></div>`;
    const html = doc("Pricing — Drawloft", `<h1>Drawloft plans</h1><section><h3>Studio</h3><div class="seats">${card("Editor seat", "$14")}${card("Viewer seat", "$4")}</div></section>`);
    expect(perUserOf("https://drawloft.example/pricing", html)).toEqual([
      ["Editor seat", 14, true],
      ["Viewer seat", 4, true],
    ]);
  });

  test("a set of cards under a heading 'Prices per student' is priced per student; a heading denying it or a name counting a user is not", () => {
    const card = (name: string, price: string) => `<div class="pt"><h4 class="title">${name}</h4><div class="fig">${price} / Year</div><ul><li>Attendance</li><li>Reports</li></ul><a href="/buy">Subscribe</a></div>`;
    const html = doc(
      "Pricing — Slateyard",
      `<h1>Slateyard pricing</h1><h3>Prices per student</h3><div class="row">${card("LITE", "₹ 30")}${card("PLUS", "₹ 90")}</div>`,
    );
    expect(perUserOf("https://slateyard.example/pricing", html)).toEqual([
      ["LITE", 30, true],
      ["PLUS", 90, true],
    ]);
    const bundles = doc("Pricing — Slateyard", `<h1>Slateyard pricing</h1><h3>Flat prices, not per student</h3><div class="row">${card("Single User", "₹ 300")}${card("Whole School", "₹ 700")}</div>`);
    expect(perUserOf("https://slateyard.example/pricing", bundles).map((p) => p[2])).toEqual([false, false]);
  });

  test("the text reader, reading the name line, says the same: a seat's price is per seat", () => {
    const html = doc("Pricing — Drawloft", `<h1>Drawloft plans</h1><h4>Editor seat</h4><p>$14/mo</p><h4>Viewer seat</h4><p>$4/mo</p>`);
    const url = "https://drawloft.example/pricing";
    const plans = read(url, html).plans;
    const editor = plans.find((p) => p.name === "Editor seat")!;
    expect(readFromText(buildPage({ url, html }), editor, plans).perUser).toBe(true);
  });
});
