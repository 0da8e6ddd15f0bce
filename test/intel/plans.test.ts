/**
 * Plan by plan, every fixture style: what a reader of the page would write down. Fields not listed
 * in an expectation must be at their "nothing shown" value (annual/list null, not free, no trial,
 * not contact-sales).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { PlanFact, PricingModel } from "../../src/intel/facts.ts";
import { loadSite } from "./support/sites.ts";

type Want = Partial<Pick<PlanFact, "annual_amount" | "list_amount" | "free" | "trial_days" | "contact_sales">> &
  Pick<PlanFact, "name" | "amount" | "currency" | "period" | "per_user">;

const paid = (name: string, amount: number, currency: string, period: PlanFact["period"], per_user = false, extra: Partial<Want> = {}): Want => ({ name, amount, currency, period, per_user, ...extra });
const contact = (name: string): Want => ({ name, amount: null, currency: null, period: null, per_user: false, contact_sales: true });
const free = (name: string, currency: string | null = "USD"): Want => ({ name, amount: 0, currency, period: "month", per_user: false, free: true });

const CASES: { site: string; host: string; encoding?: string; name: string; model: PricingModel; plans: Want[] }[] = [
  {
    site: "jsonld-offers", host: "ledgerly.example", name: "Ledgerly", model: "subscription",
    plans: [paid("Starter", 19, "USD", "month", false, { trial_days: 30 }), paid("Team", 39, "USD", "month", true, { trial_days: 30 }), contact("Enterprise")],
  },
  {
    site: "next-data", host: "shipyard.example", name: "Shipyard", model: "freemium",
    plans: [free("Hobby"), paid("Pro", 20, "USD", "month", true, { annual_amount: 16 }), paid("Scale", 50, "USD", "month", true, { annual_amount: 40 }), contact("Enterprise")],
  },
  {
    site: "nuxt", host: "formwise.example", name: "Formwise", model: "subscription",
    plans: [paid("Basic", 9, "EUR", "month", true, { annual_amount: 7.5 }), paid("Premium", 19, "EUR", "month", true, { annual_amount: 15.83 }), contact("Enterprise")],
  },
  {
    site: "plain-cards", host: "salonbook.example", name: "Salonbook", model: "subscription",
    plans: [paid("Solo", 24.99, "USD", "month"), paid("Salon", 59.99, "USD", "month"), paid("Multi-location", 129, "USD", "month")],
  },
  {
    site: "comparison-table", host: "reachout.example", name: "Reachout", model: "freemium",
    plans: [free("Free"), paid("Starter", 15, "USD", "month"), paid("Professional", 800, "USD", "month"), contact("Enterprise")],
  },
  {
    site: "split-prices", host: "castwave.example", name: "Castwave", model: "subscription",
    plans: [paid("Hobbyist", 12, "USD", "month"), paid("Creator", 24.5, "USD", "month"), paid("Network", 99, "USD", "month")],
  },
  {
    site: "toggle-hidden", host: "planboard.example", name: "Planboard", model: "subscription",
    plans: [paid("Lite", 10, "USD", "month", true, { annual_amount: 8 }), paid("Plus", 25, "USD", "month", true, { annual_amount: 20 }), paid("Max", 45, "USD", "month", true, { annual_amount: 36 })],
  },
  {
    site: "webflow-tabs", host: "frameset.example", name: "Frameset", model: "subscription",
    plans: [paid("Studio", 49, "USD", "month", false, { annual_amount: 39 }), paid("Agency", 99, "USD", "month", false, { annual_amount: 79 })],
  },
  {
    site: "data-attributes", host: "inboxly.example", name: "Inboxly", model: "subscription",
    plans: [paid("Essential", 15, "USD", "month", false, { annual_amount: 12 }), paid("Growth", 35, "USD", "month", false, { annual_amount: 28 }), contact("Custom")],
  },
  {
    site: "euro-formats", host: "zeitwerk.example", name: "Zeitwerk", model: "subscription",
    plans: [paid("Basis", 9.99, "EUR", "month", true), paid("Business", 19.99, "EUR", "month", true), contact("Konzern")],
  },
  {
    site: "yearly-gbp", host: "phonicsly.example", name: "Phonicsly", model: "subscription",
    plans: [paid("Classroom", 1200.5, "GBP", "year", false, { annual_amount: 100.04 }), paid("School", 4800, "GBP", "year", false, { annual_amount: 400 }), contact("Trust")],
  },
  {
    site: "lifetime", host: "snapdesk.example", name: "Snapdesk", model: "one-time",
    plans: [paid("Personal", 49, "USD", "one_time"), paid("Family", 79, "USD", "one_time"), paid("Lifetime", 199, "USD", "one_time")],
  },
  {
    site: "addons-calculator", host: "stackbox.example", name: "Stackbox", model: "subscription",
    plans: [paid("Launch", 29, "USD", "month"), paid("Grow", 79, "USD", "month")],
  },
  {
    site: "promo-strike", host: "pixelpress.example", name: "Pixelpress", model: "subscription",
    plans: [paid("Basic", 9, "USD", "month", false, { list_amount: 15 }), paid("Pro", 18, "USD", "month", false, { list_amount: 30 }), paid("Agency", 60, "USD", "month")],
  },
  {
    site: "contact-only", host: "fleetline.example", name: "Fleetline", model: "contact-sales-only",
    plans: [contact("Essentials"), contact("Professional"), contact("Enterprise")],
  },
  {
    site: "free-trial", host: "taskly.example", name: "Taskly", model: "freemium",
    plans: [free("Free"), paid("Team", 8, "USD", "month", true, { trial_days: 14 }), paid("Business", 16, "USD", "month", true, { trial_days: 30 })],
  },
  {
    site: "next-app-router", host: "paperlane.example", name: "Paperlane", model: "freemium",
    plans: [{ ...free("Free"), per_user: true }, paid("Plus", 12, "USD", "month", true, { annual_amount: 10 }), paid("Business", 18, "USD", "month", true, { annual_amount: 15 }), contact("Enterprise")],
  },
  {
    site: "radio-toggle", host: "chatterbox.example", name: "Chatterbox", model: "freemium",
    plans: [free("Free"), paid("Pro", 8.75, "USD", "month", true, { annual_amount: 7.25 }), paid("Business+", 15, "USD", "month", true, { annual_amount: 12.5 }), contact("Enterprise Grid")],
  },
  {
    site: "framer-breakpoints", host: "brightbase.example", name: "Brightbase", model: "subscription",
    plans: [paid("Starter", 19, "USD", "month"), paid("Growth", 49, "USD", "month"), paid("Scale", 99, "USD", "month")],
  },
  {
    site: "two-card-sets", host: "quillo.example", name: "Quillo", model: "subscription",
    plans: [paid("Solo", 10, "USD", "month", false, { annual_amount: 8 }), paid("Team", 20, "USD", "month", false, { annual_amount: 16 })],
  },
  {
    site: "encoding-utf8", host: "facturo.example", name: "Facturo", model: "subscription",
    plans: [paid("Essentiel", 12, "EUR", "month"), paid("Avancé", 29, "EUR", "month"), contact("Entreprise")],
  },
  {
    site: "encoding-windows-1252", host: "facturo.example", encoding: "windows-1252", name: "Facturo", model: "subscription",
    plans: [paid("Essentiel", 12, "EUR", "month"), paid("Avancé", 29, "EUR", "month"), contact("Entreprise")],
  },
];

const shape = (p: PlanFact) => ({
  name: p.name, amount: p.amount, annual_amount: p.annual_amount, list_amount: p.list_amount, currency: p.currency,
  period: p.period, per_user: p.per_user, free: p.free, trial_days: p.trial_days, contact_sales: p.contact_sales,
});
const expected = (w: Want) => ({ annual_amount: null, list_amount: null, free: false, trial_days: null, contact_sales: false, ...w });

describe("plans, fixture by fixture", () => {
  for (const c of CASES) {
    test(c.site, () => {
      const facts = extractSite(loadSite(c.site, c.host, c.encoding), { strict: true });
      expect(facts.name?.value).toBe(c.name);
      expect(facts.plans.map(shape)).toEqual(c.plans.map((w) => shape(expected(w) as PlanFact)));
      expect(facts.pricing_model).toBe(c.model);
      for (const p of facts.plans) {
        expect(p.evidence.url).toStartWith(`https://${c.host}/`);
        expect(p.evidence.snippet.length).toBeGreaterThan(0);
        expect(p.evidence.snippet.length).toBeLessThanOrEqual(160);
        expect(p.price_text.length).toBeGreaterThan(0);
      }
    });
  }
});

describe("what is not a plan", () => {
  test("FAQ answers, testimonials, footer text, add-ons, calculators and usage prices never become plans", () => {
    for (const c of CASES) {
      const facts = extractSite(loadSite(c.site, c.host, c.encoding), { strict: true });
      const names = facts.plans.map((p) => p.name.toLowerCase());
      for (const bad of ["paperlane ai", "sign up", "ana, head of ops, loop", "extra seats", "extra storage", "priority support", "extra build minutes", "web analytics plus", "pricing questions", "frequently asked questions", "what our customers say"]) expect(names).not.toContain(bad);
      // $5/month for students sits in every footer; $4,000 and $120 in testimonials and FAQs.
      expect(facts.plans.some((p) => p.amount === 5 || p.amount === 4000 || p.amount === 120 || p.amount === 8)).toBe(c.site === "free-trial");
    }
  });

  test("usage prices are recorded apart from plans", () => {
    const facts = extractSite(loadSite("addons-calculator", "stackbox.example"));
    expect(facts.usage_prices.map((u) => u.value)).toContain("$0.002 per request.");
  });

  test("a lone 'starting at' sentence is not a plan", () => {
    const html = `<html><body><main><h1>Acme</h1><p>Plans starting at $9/month. Talk to us.</p></main></body></html>`;
    expect(extractSite([{ url: "https://acme.example/pricing", html }]).plans).toEqual([]);
  });
});

describe("page quirks", () => {
  test("animated number widgets, intro prices, 'billed annually at' totals", () => {
    const html = `<html><head><title>Pricing | Nimbo</title></head><body><main><h1>Pricing</h1><div class="tiers">
      <div class="tier"><h3>Basic</h3><p><number-flow-react aria-label="$12" role="img"><template shadowrootmode="open"><span>1</span><span>2</span></template></number-flow-react> per month, billed annually at $144</p></div>
      <div class="tier"><h3>Plus</h3><p>$0 for 14 days, then $29/mo</p></div>
      <div class="tier"><h3>Max</h3><p><span class="sr-only">Price:</span><span aria-hidden="true">$49</span> /mo</p></div>
    </div></main></body></html>`;
    const plans = extractSite([{ url: "https://nimbo.example/pricing", html }], { strict: true }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.annual_amount, p.period])).toEqual([
      ["Basic", 12, 12, "month"],
      ["Plus", 29, null, "month"],
      ["Max", 49, null, "month"],
    ]);
  });
});

describe("structured data variants", () => {
  test("JSON-LD offers named Monthly / Yearly are billing options of one plan", () => {
    const ld = { "@context": "https://schema.org", "@type": "Product", name: "Acme Pro", offers: [
      { "@type": "Offer", name: "Monthly", price: "10", priceCurrency: "USD" },
      { "@type": "Offer", name: "Yearly", price: "96", priceCurrency: "USD" },
    ] };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Acme</h1></body></html>`;
    const plans = extractSite([{ url: "https://acme.example/pricing", html }], { strict: true }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.annual_amount, p.period, p.currency])).toEqual([["Acme Pro", 10, 8, "month", "USD"]]);
  });

  test("app state with a plan list per billing period", () => {
    const state = { pricing: { yearly: [{ name: "Solo", price: 8 }, { name: "Team", price: 16 }], monthly: [{ name: "Solo", price: 10 }, { name: "Team", price: 20 }] } };
    const html = `<html><body><h1>Pricing</h1><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: state } })}</script></body></html>`;
    const plans = extractSite([{ url: "https://acme.example/pricing", html }], { strict: true }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.annual_amount, p.period])).toEqual([["Solo", 10, 8, "month"], ["Team", 20, 16, "month"]]);
  });

  test("Nuxt 2 JSON state and window.__INITIAL_STATE__ plans", () => {
    const html = `<html><body><h1>Pricing</h1><script>window.__NUXT__={"state":{"plans":[{"title":"Lite","priceMonthly":"€9","perSeat":true},{"title":"Pro","priceMonthly":"€19","perSeat":true}]}};</script></body></html>`;
    const plans = extractSite([{ url: "https://acme.example/pricing", html }], { strict: true }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user])).toEqual([["Lite", 9, "EUR", "month", true], ["Pro", 19, "EUR", "month", true]]);
  });
});
