/**
 * Round 29, part f, on real pages (issue 25; docs/intel.md, "Round 29, part f"): the free tier.
 * Counted on development waves 8–12 and 14–23, checked on wave 13's totals. Each rule on a small
 * page of our own (never text from a real page), with the nearest look-alikes it must not read:
 * a setup fee at zero, a pay-as-you-go base at zero, a trial's zero, a bare zero; a plan card
 * named "Premium" on a pricing page, a Premium page that offers a trial, a service page whose
 * path says premium but whose title does not.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { buildPage } from "../../src/intel/page";
import { freeWordLine } from "../../src/intel/extract/signals";
import { premiumPage } from "../../src/intel/extract/premium-page";
import { visibleLines, zeroWithPeriod } from "../../src/intel/extract/zero-period-line";

const html = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const tier = (url: string, page: string) => hasFreeTier(extractSite([{ url, html: page }], { url, abstain: true }));

describe("a zero price with its period, where no card reader took it", () => {
  const PAGE = "https://brisklane.example/pricing/";
  /** Lines of a body, as the lone free line reads them. */
  const lines = (body: string) => visibleLines(buildPage({ url: PAGE, html: html("Pricing", body) }));
  const zeroAt = (body: string) => {
    const ls = lines(body);
    for (let i = 0; i < ls.length; i++) if (zeroWithPeriod(ls, i)) return ls.slice(i, i + zeroWithPeriod(ls, i)).map((l) => l.text).join(" ");
    return null;
  };
  const lone = (body: string) => freeWordLine(buildPage({ url: PAGE, html: html("Pricing", body) }))?.line ?? null;

  test("\"$0 /month\", a price split in three elements, \"Free $0\" over \"/month\", \"¥0\" over \"/月\"", () => {
    expect(zeroAt(`<p>Starter</p><p>$0 /month</p><p>For one person</p>`)).toBe("$0 /month");
    expect(zeroAt(`<h3>Chat</h3><div class="amount"><div>$</div><div>0</div><div>/month</div></div><p>Talk to buyers</p>`)).toBe("$ 0 /month");
    expect(zeroAt(`<span>Hosted</span><p>Free $0</p><span>/month</span><ul><li>3 projects</li></ul>`)).toBe("Free $0 /month");
    expect(zeroAt(`<h4>基础版</h4><h2>¥0</h2><i>/月</i><h6>不限人数</h6>`)).toBe("¥0 /月");
  });

  test("a card the readers skip gives the page a free tier through it", () => {
    // A list of three blocks whose only structure is a label, a split price and a line: no card
    // reader takes it as a plan here (checked: without the rule the page has no free tier).
    const body = `<h1>Brisklane</h1><section><div><span>Hosted</span><div><p>Free $0</p><span>/month</span></div><p>unlimited drafts</p><p>Build free</p></div></section>`;
    expect(lone(body)).toBe("Free $0 /month");
    expect(tier(PAGE, html("Pricing", body))).toBe(true);
  });

  test("a setup fee, a pay-as-you-go base, a trial, a cost table and a bare zero are no free plan", () => {
    expect(zeroAt(`<p>Growth</p><p>$49 /month</p><p>$0 setup fee</p>`)).toBeNull();
    expect(zeroAt(`<p>Pay as you go</p><p>$0 /month</p><p>$4 / report</p><p>2 users</p>`)).toBeNull();
    expect(zeroAt(`<p>Metered</p><p>$0 /month</p><p>$4 / report</p>`)).toBeNull();
    expect(zeroAt(`<table><tr><td>Year 2</td><td>€0</td><td>~€290</td></tr></table>`)).toBeNull();
    expect(zeroAt(`<p>Starter</p><p>$0</p><p>For one person</p>`)).toBeNull();
    expect(lone(`<p>Trial</p><p>$0 /month</p><p>for 14 days</p><p>Pro</p><p>$19 /month</p>`)).toBeNull();
    expect(tier(PAGE, html("Pricing", `<h1>Brisklane</h1><p>Pay as you go</p><p>$0 /month</p><p>$4 / report</p>`))).toBe(false);
  });
});

describe("a page of its own for the product's Premium", () => {
  const cards = `<div class="plans"><div class="plan-card"><h3>Monthly</h3><p class="price">$4 / month</p><ul><li>Custom prefixes</li><li>Priority queue</li></ul><a href="/checkout">Subscribe</a></div><div class="plan-card"><h3>Yearly</h3><p class="price">$40 / year</p><ul><li>Custom prefixes</li><li>Priority queue</li></ul><a href="/checkout">Subscribe</a></div></div>`;
  const premium = (title: string, h1: string, extra = "") => html(title, `<h1>${h1}</h1><p>Support the bot and get more out of every server.</p>${cards}${extra}`);

  test("\"/premium.html\" titled Premium: the paid side of a free product", () => {
    const url = "https://tallowbot.example/premium.html";
    expect(premiumPage(buildPage({ url, html: premium("Premium — Tallowbot", "Unlock more") }))?.text).toBe("Premium — Tallowbot");
    expect(tier(url, premium("Premium — Tallowbot", "Unlock more"))).toBe(true);
    expect(tier("https://tallowbot.example/fr/premium/", premium("Tallowbot", "Passez à Premium"))).toBe(true);
  });

  test("the same cards at a pricing path have no free tier", () => {
    expect(tier("https://tallowbot.example/pricing.html", premium("Premium — Tallowbot", "Unlock more"))).toBe(false);
  });

  test("a Premium page that offers a trial, or whose title and heading do not say Premium, says nothing", () => {
    const url = "https://tallowbot.example/premium.html";
    expect(tier(url, premium("Premium — Tallowbot", "Unlock more", `<p>Start your 7-day trial today.</p>`))).toBe(false);
    expect(premiumPage(buildPage({ url, html: premium("Tallowbot", "Deep clean for your car") }))).toBeNull();
    expect(premiumPage(buildPage({ url: "https://shinewash.example/premium-detailing.html", html: premium("Premium detailing — Shinewash", "Premium detailing") }))).toBeNull();
  });

  test("a \"Premium\" card among a pricing page's plans is no Premium page", () => {
    const url = "https://tallowbot.example/pricing";
    const page = html("Pricing — Tallowbot", `<h1>Premium plans for busy teams</h1><div class="plans"><div class="plan-card"><h3>Standard</h3><p class="price">$9 / month</p></div><div class="plan-card"><h3>Premium</h3><p class="price">$19 / month</p></div></div>`);
    expect(premiumPage(buildPage({ url, html: page }))).toBeNull();
    expect(tier(url, page)).toBe(false);
  });
});
