/**
 * Round 45, part c, on real pages (issue 25; docs/intel.md, "Round 45, part c"): plans the page
 * reader reads that the site then drops or withholds. Counted by where they are lost; the rule
 * written is for the one cause whose construction recurs with a safe reading: a site whose plans
 * are sold only at an upgrade page ("/premium", "/subscribe/", "/upgrade") reads that page as its
 * pricing page (round 31e), and now the confidence model weighs its plans as read on a pricing page
 * too (upgrade-page.ts, `upgradePricingUrls`). The look-alike that must stay as it was: the same
 * grid on a home page, a one-page site's pricing section (on development that weight would add
 * a wrong plan in wave 37 and an invented one in wave 10). Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { upgradePricingUrls } from "../../src/intel/upgrade-page";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h2>${title}</h2>${body}</main></body></html>`;
// A badge beside the name in one title line and the dollar drawn by an icon: the text reader
// finds no "name, then price" line (text_absent), so the pricing page's weight decides.
const card = (name: string, amount: string, badge: string) =>
  `<div class="tier"><div class="tier-title">${badge ? `<span class="ribbon">${badge}</span>` : ""}<span class="header">${name}</span></div>` +
  `<div class="amount"><span class="price"><i class="icon dollar sign"></i> ${amount}</span><span class="per"> per month</span></div>` +
  `<ul><li>Reminders</li><li>Polls</li><li>Custom commands</li></ul><a class="btn" href="/checkout">Get ${name}</a></div>`;
const grid = `<section class="tiers" id="pricing">${card("Basic", "0", "")}${card("Plus", "4", "BEST VALUE")}${card("Ultra", "12", "NEW")}</section>`;
// (Round 82l: a section the page names as its pricing, `id="pricing"`, is weighed as a pricing page
// for the plans inside it, pricing-section.ts; the look-alikes are the same grid with no such name.)
const plainGrid = grid.replace(' id="pricing"', "");
const home = { url: "https://chatbot.example/", html: page("Helper bot for your community", `<p>Add the bot to your server.</p><a href="/premium">Premium</a>`) };
const kept = (pages: { url: string; html: string }[]) => extractSite(pages, { url: home.url, abstain: true }).plans.map((p) => [p.name, p.amount, p.period]);
const raw = (pages: { url: string; html: string }[]) => extractSite(pages, { url: home.url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules45c: an upgrade page read as the pricing page is weighed as one", () => {
  test("a site selling at /premium only keeps the paid cards its pricing page would keep", () => {
    const premium = { url: "https://chatbot.example/premium", html: page("Go further", grid) };
    const pricing = { url: "https://chatbot.example/pricing", html: page("Go further", grid) };
    expect(kept([home, premium])).toEqual([["Basic", 0, "month"], ["Plus", 4, "month"], ["Ultra", 12, "month"]]);
    expect(kept([home, premium])).toEqual(kept([home, pricing]));
  });

  test("/subscribe/ and /upgrade.html are upgrade pages too", () => {
    for (const path of ["/subscribe/", "/upgrade.html"]) {
      const up = { url: `https://chatbot.example${path}`, html: page("Go further", grid) };
      expect(kept([home, up]).map((p) => p[0])).toEqual(["Basic", "Plus", "Ultra"]);
    }
  });

  test("look-alike: the same grid at a path that sells nothing stays weighed as before (paid cards withheld)", () => {
    const about = { url: "https://chatbot.example/about", html: page("Go further", plainGrid) };
    expect(kept([home, about])).toEqual([["Basic", 0, "month"]]);
    expect(raw([home, about]).map((p) => p[0])).toEqual(["Basic", "Plus", "Ultra"]);
  });

  test("look-alike: the grid on a home page in a section it does not name as its pricing is not a pricing page", () => {
    const onePage = { url: "https://chatbot.example/", html: page("Helper bot for your community", `<p>Add the bot to your server.</p>${plainGrid}`) };
    expect(kept([onePage])).toEqual([["Basic", 0, "month"]]);
  });

  test("only the upgrade pages read are marked, not the pages whose free plans are kept beside them", () => {
    const read = [{ page: { url: "https://chatbot.example/premium" } }, { page: { url: "https://chatbot.example/" } }];
    expect([...upgradePricingUrls(read)]).toEqual(["https://chatbot.example/premium"]);
    expect(upgradePricingUrls(null).size).toBe(0);
  });
});
