/**
 * Round 25, part e, on real pages (issue 25; docs/intel.md, "Round 25, part e"): the page is read
 * as a desktop browser shows it — responsive visibility classes decided at one desktop width
 * (1280 px), the widest applicable breakpoint winning. Each page is our own, never a real page's text.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { desktopHidden } from "../../src/intel/desktop-visibility";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency]);
const visibleOf = (body: string) => buildPage({ url: "https://page.example/", html: doc("T", body) }).visible.replace(/\s+/g, " ").trim();

describe("rules25e: responsive visibility at desktop width", () => {
  test("a card's mobile copy of its price (Tailwind lg:hidden) and a placeholder a later breakpoint hides are not read", () => {
    // The mobile layout repeats each price above the card's list; the custom tier keeps a "$0"
    // placeholder that "hidden lg:block xl:hidden" shows only between 1024 and 1280 px.
    const card = (name: string, price: string, mobile: string) =>
      `<div class="rounded border p-6"><h3>${name}</h3><p class="text-3xl lg:hidden">${mobile}</p><p class="hidden lg:block text-4xl">${price}</p><ul><li>Boards</li><li>Exports</li></ul><a href="/signup">Start ${name}</a></div>`;
    const html = doc(
      "Fernwick",
      `<h1>Fernwick pricing</h1><div class="grid lg:grid-cols-3">${card("Starter", "$12/mo", "$0/mo")}${card("Growth", "$40/mo", "$0/mo")}<div class="rounded border p-6"><h3>Enterprise</h3><p class="hidden lg:block xl:hidden text-4xl">$0</p><p class="text-4xl">Custom</p><ul><li>SSO</li></ul><a href="/contact">Contact sales</a></div></div>`,
    );
    const plans = plansOf("https://fernwick.example/pricing", html);
    expect(plans).toContainEqual(["Starter", 12, "USD"]);
    expect(plans).toContainEqual(["Growth", 40, "USD"]);
    expect(plans.find((p) => p[0] === "Enterprise")?.[1] ?? null).toBeNull();
  });

  test("mobile copies hidden on desktop by Tailwind, Bootstrap 4/5, Bootstrap 3, Foundation and page-builder classes", () => {
    const copies = [
      `<div class="md:hidden">TW-MOBILE</div>`,
      `<div class="block max-2xl:hidden">TW-MAX</div>`,
      `<div class="d-lg-none">BS-MOBILE</div>`,
      `<div class="d-none d-md-block d-xl-none">BS-TABLET</div>`,
      `<div class="visible-xs">BS3-XS</div>`,
      `<div class="hidden-lg">BS3-HIDDEN-LG</div>`,
      `<div class="show-for-small-only">FD-SMALL</div>`,
      `<div class="hide-for-large">FD-HIDE</div>`,
      `<div class="lg:invisible">TW-INVISIBLE</div>`,
      `<div class="mobile-only">PB-MOBILE</div>`,
    ].join("");
    const shown = [
      `<div class="hidden md:block">TW-DESKTOP</div>`,
      `<div class="hidden sm:flex lg:!grid">TW-IMPORTANT</div>`,
      `<div class="max-lg:hidden">TW-MAXLG</div>`,
      `<div class="d-none d-lg-block">BS-DESKTOP</div>`,
      `<div class="visible-lg-block">BS3-LG</div>`,
      `<div class="hide-for-small-only">FD-WIDE</div>`,
      `<div class="show-for-large">FD-LARGE</div>`,
      `<div class="invisible xl:visible">TW-VISIBLE</div>`,
    ].join("");
    expect(visibleOf(copies + shown)).toBe("TW-DESKTOP TW-IMPORTANT TW-MAXLG BS-DESKTOP BS3-LG FD-WIDE FD-LARGE TW-VISIBLE");
  });

  test("a toggle's hidden side stays in the 'all' stream; another screen's copy leaves both streams", () => {
    const page = buildPage({ url: "https://page.example/", html: doc("T", `<p class="hidden">$9 per month</p><p class="lg:hidden">$7 per month</p><p>$90 per year</p>`) });
    expect(page.all).toContain("$9 per month");
    expect(page.all).not.toContain("$7 per month");
    expect(page.visible.trim()).toBe("$90 per year");
  });

  test("classes that say nothing about the desktop leave the decision to the other rules", () => {
    expect(desktopHidden(["flex", "text-sm", "hover:hidden", "group-hover:block", "md:text-2xl"])).toBeNull();
    expect(desktopHidden(["block"])).toBeNull();
    // A base utility (a script may show it: the other side of a toggle), not a screen copy.
    expect(desktopHidden(["hidden", "2xl:block"])).toBe("hidden");
    expect(desktopHidden(["d-none"])).toBe("hidden");
  });
});
