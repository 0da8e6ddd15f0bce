/**
 * Round 76, part c, on real pages (issue 25; docs/intel.md): a "what you would pay otherwise" block.
 * Beside its plan cards a pricing page often shows what the tools it replaces would cost — other
 * products' prices, a total, and what the visitor saves ("… vs Starter $298 — save 85%", "Cost
 * comparison", "Pays for itself") — and those prices were read as invented plans. A section titled
 * as a comparison of costs (heading or eyebrow), that states a saving and holds nothing to click, is
 * no plan set (zones.ts `costComparison`). A plan set titled "Free vs Pro" or carrying "Save 20%"
 * keeps its buttons and stays read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://notewhale.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>NoteWhale — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}<span>/month</span></div><ul><li>Unlimited notes</li><li>Sync on all devices</li></ul><a class="btn" href="/signup">Start now</a></div>`;
const planSet = (title: string) => `<section id="plans"><h2>${title}</h2><div class="plans">${card("Solo", "$12")}${card("Crew", "$39")}</div></section>`;
const tile = (name: string, price: string) => `<div class="tile"><div class="tool">${name}</div><div class="cost">${price}/mo</div></div>`;

describe("rules76c: a comparison of what other tools cost is no plan set", () => {
  test("tiles of other tools' prices, a total and a saving under a \"vs\" heading: only the plans (fails without the rule)", () => {
    const roi = `<section class="roi"><h2>$12/month vs paying for each app</h2><div class="tiles">${tile("Writing helper", "$20")}${tile("Whiteboard app", "$15")}${tile("Mind-map tool", "$9")}${tile("Flashcard app", "$8")}</div><div class="sum"><div>Four apps together</div><div>$52/mo</div><div>vs NoteWhale Solo $12/mo — save 77%</div></div></section>`;
    expect(plans(planSet("Choose your plan") + roi)).toEqual(["Solo: 12 USD/month", "Crew: 39 USD/month"]);
  });

  test("two cost cards under \"Pays for itself\" with a saving: only the plans (fails without the rule)", () => {
    const cmp = `<section><h2>NoteWhale Pays for Itself</h2><div class="row"><div class="box"><p>Typical stack</p><p class="big">$64</p><p>/month across four apps</p></div><div class="box"><p>NoteWhale Crew</p><p class="big">$39</p><p>/month, everything in one place</p><p>you save $25 every month</p></div></div></section>`;
    expect(plans(planSet("Choose your plan") + cmp)).toEqual(["Solo: 12 USD/month", "Crew: 39 USD/month"]);
  });

  test("a plan set titled \"Free vs Pro\" saying \"Save 20%\" keeps its plans (its cards have buttons)", () => {
    const body = `<section id="pricing"><p class="eyebrow">Price comparison</p><h2>Free vs Pro</h2><p>Save 20% with yearly billing.</p><div class="plans">${card("Free", "$0")}${card("Pro", "$8")}</div></section>`;
    expect(plans(body)).toEqual(["Free: 0 USD/month", "Pro: 8 USD/month"]);
  });

  test("a \"vs\" section with prices but no saving stays read", () => {
    const body = `<section><h2>Monthly vs yearly</h2><div class="plans"><div class="plan"><h3>Monthly</h3><p>$10/month</p></div><div class="plan"><h3>Yearly</h3><p>$96/year</p></div></div></section>`;
    const got = plans(body);
    expect(got).toContain("Monthly: 10 USD/month");
    expect(got).toContain("Yearly: 96 USD/year");
  });
});
