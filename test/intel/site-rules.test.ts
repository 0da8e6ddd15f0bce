/**
 * The rules from the fourth held-out round (docs/intel.md, "Rules from the fourth held-out round:
 * whole sites"), each on a small page of our own: which line is the headline and which the
 * description, what is a feature on a home or features page and what is navigation, a call to
 * action or a question, and which signals a page's words, badges, logo strips and plans give.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import type { SignalFact } from "../../src/intel/facts";

const site = (body: string, head = "", url = "https://acme.example/") =>
  extractSite([{ url, html: `<!doctype html><html><head><title>Acme | Invoicing for freelancers</title>${head}</head><body>${body}</body></html>` }], { strict: true });
const signals = (body: string, head = "") => site(body, head).signals;
const kinds = (xs: SignalFact[]) => [...new Set(xs.map((s) => s.kind))].sort();
const one = (xs: SignalFact[], kind: string) => xs.find((s) => s.kind === kind);
const cookie = `<div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner"><h1>We value your privacy</h1><p>We use cookies to improve your experience and for marketing, in line with GDPR. Accept all cookies to continue browsing.</p><button>Accept all cookies</button></div>`;

describe("identity", () => {
  test("a site name with a tagline gives the brand part that matches the domain; one without stays as declared", () => {
    expect(site("<h1>Hi there</h1>", `<meta property="og:site_name" content="Acme - The Professional Invoicing Platform">`).name?.value).toBe("Acme");
    expect(site("<h1>Hi there</h1>", `<meta property="og:site_name" content="Acme Forms">`).name?.value).toBe("Acme Forms");
    expect(site("<h1>Hi there</h1>", `<meta property="og:site_name" content="Invoicely | Get paid faster">`).name?.value).toBe("Invoicely | Get paid faster");
  });

  test("the headline is the hero's h1: not a cookie dialog's, not a logo h1, not one only screen readers get", () => {
    const body = `${cookie}<header><h1 class="logo"><a href="/">Acme</a></h1><nav><a href="/pricing">Pricing</a></nav></header>
      <main><h1 class="sr-only">Acme invoicing software</h1><section class="hero"><h1>Get paid twice as fast</h1><p>Send invoices, chase late payers and reconcile in one place.</p></section></main>`;
    const facts = site(body);
    expect(facts.headline?.value).toBe("Get paid twice as fast");
    expect(facts.headline?.evidence.snippet).toContain("Get paid twice as fast");
  });

  test("without an h1: the hero title by its class, else og:title without the brand, and a screen-reader h1 only as a last resort before those", () => {
    expect(site(`<main><div class="hero_content"><div class="hero_title heading-xl">Invoices that pay themselves</div><p>Automatic reminders.</p></div></main>`).headline?.value).toBe("Invoices that pay themselves");
    expect(site(`<main><div class="intro"><p>Hello.</p></div></main>`, `<meta property="og:title" content="Acme | Invoices that pay themselves">`).headline?.value).toBe("Invoices that pay themselves");
    expect(site(`<main><h1 class="visually-hidden">Acme invoicing</h1><p>Hi.</p></main>`).headline?.value).toBe("Acme invoicing");
  });

  test("description: a real meta description; else the subhead under the headline, never the cookie banner's text", () => {
    const body = `${cookie}<main><section class="hero"><h1>Get paid twice as fast</h1><p>Send invoices, chase late payers and reconcile your books in one place.</p></section></main>`;
    expect(site(body).description?.value).toBe("Send invoices, chase late payers and reconcile your books in one place.");
    expect(site(body, `<meta name="description" content="Acme">`).description?.value).toBe("Send invoices, chase late payers and reconcile your books in one place.");
    expect(site(body, `<meta name="description" content="Acme is invoicing software for freelancers and small agencies.">`).description?.value).toBe("Acme is invoicing software for freelancers and small agencies.");
  });
});

describe("features on a whole site", () => {
  const grid = (titles: string[], tag = "h3") => `<div class="grid">${titles.map((t) => `<div class="tile"><${tag}>${t}</${tag}><p>What ${t.toLowerCase()} does for you, in one line.</p></div>`).join("")}</div>`;

  test("closing-band calls to action and questions set as headings are no features; a feature tile named like a menu item is", () => {
    const body = `<main><section><h2>Why Acme?</h2>${grid(["Recurring invoices", "Late-payment reminders", "Integrations"])}</section>
      <section class="cta"><h2>Start your 30-day free trial today</h2><a href="/signup">Start free trial</a></section>
      <section><h2>Deploy your first invoice in minutes</h2></section><section><h2>Need something custom?</h2><a href="/sales">Talk to sales</a></section>
      <section><h2>Ready to get paid?</h2></section><section><h2>Book a demo with our team</h2></section></main>
      <footer><h3>Integrations</h3><a href="/a">A</a><a href="/b">B</a><a href="/c">C</a></footer>`;
    const names = site(body).features.map((f) => f.name);
    expect(names).toEqual(["Recurring invoices", "Late-payment reminders", "Integrations"]);
  });

  test("the title over a section of feature tiles introduces them; on a features page it names a group", () => {
    const section = `<section id="features"><h2>All your business in one place</h2><div class="row">${["Courses", "Downloads", "Coaching"].map((t) => `<div class="col"><h3>${t}</h3><p>Sell ${t.toLowerCase()} to your audience.</p></div>`).join("")}</div></section>`;
    expect(site(`<main>${section}</main>`).features.map((f) => f.name)).toEqual(["Courses", "Downloads", "Coaching"]);
    expect(site(`<main>${section}</main>`, "", "https://acme.example/features").features.map((f) => f.name)).toEqual(["All your business in one place", "Courses", "Downloads", "Coaching"]);
  });

  test("feature tiles whose titles are styled divs (Webflow, Framer) are features; people, stats and blog cards are not", () => {
    const tiles = (cls: string, titles: string[]) => `<div class="features_grid">${titles.map((t) => `<div class="features_card"><div class="${cls}">${t}</div><p class="text-size-regular">A sentence that explains ${t.toLowerCase()} in a little more detail.</p></div>`).join("")}</div>`;
    const body = `<main><section>${tiles("heading-style-h5", ["Bank feeds", "Expense scanning", "Multi-currency"])}</section>
      <section>${tiles("author-name", ["Jane Doe", "John Roe", "Ann Poe"])}</section>
      <section>${tiles("stat-number", ["99%", "10x faster", "2 days"])}</section>
      <section>${tiles("blog-card_title", ["How we built it", "Tax season tips", "Our 2025 roadmap"])}</section></main>`;
    expect(site(body).features.map((f) => f.name)).toEqual(["Bank feeds", "Expense scanning", "Multi-currency"]);
  });

  test("a features section's checklist is features; a list of links, a list elsewhere on the home page and a priced list are not", () => {
    const body = `<main><section id="features"><h2>Everything included</h2><ul><li>Unlimited projects</li><li>Custom domains</li><li>Two-factor authentication</li></ul>
      <ul><li><a href="/a">Guides</a></li><li><a href="/b">Templates gallery</a></li><li><a href="/c">Webinars</a></li></ul></section>
      <section><h2>Our values</h2><ul><li>Default to openness</li><li>Ship small</li><li>Care deeply</li></ul></section>
      <section class="features-pricing"><ul><li>Solo plan</li><li>Team plan</li><li>$10 per seat</li></ul></section></main>`;
    expect(site(body).features.map((f) => f.name)).toEqual(["Unlimited projects", "Custom domains", "Two-factor authentication"]);
  });

  test("a plan card's button text is never one of its bullets (Framer text layers inside the link)", () => {
    const card = (name: string, price: string, cta: string, bullets: string[]) => `<div data-framer-name="Plan Card"><p class="framer-text" data-framer-name="Name">${name}</p><h2 class="framer-text">${price}</h2><a href="/signup" data-framer-name="Button"><p class="framer-text">${cta}</p></a><div data-framer-name="Features">${bullets.map((b) => `<p class="framer-text">${b}</p>`).join("")}</div></div>`;
    const facts = extractSite([{ url: "https://acme.example/pricing", html: `<main><div data-framer-name="Cards">${card("Solo", "$9", "Try for free for 14 days", ["Unlimited invoices", "Payment links"])}${card("Team", "$29", "Talk to sales", ["Everything in Solo", "Approval flows"])}${card("Enterprise", "Get a quote", "Contact us", ["Audit trail"])}</div></main>` }], { strict: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([["Solo", 9, false], ["Team", 29, false], ["Enterprise", null, true]]);
    const names = facts.features.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["Unlimited invoices", "Payment links", "Approval flows", "Audit trail"]));
    for (const bad of ["Try for free for 14 days", "Talk to sales", "Contact us", "Get a quote"]) expect(names).not.toContain(bad);
  });
});

describe("signals on a whole site", () => {
  test("a consent plugin's class on <body> does not silence the page", () => {
    const facts = extractSite([{ url: "https://acme.example/", html: `<html><body class="home cookies-not-set"><main><p>SOC 2 Type II certified. Trusted by 5,000+ teams.</p></main></body></html>` }], { strict: true });
    expect(kinds(facts.signals)).toEqual(["compliance", "customer_count"]);
  });

  test("compliance from badge images alone, in all its spellings; never from a cookie banner", () => {
    const xs = signals(`${cookie}<main><section class="security"><h2>Security</h2><div><img src="/b/soc2.svg" alt="AICPA SOC2 Type II badge"><img src="/b/iso.svg" alt="ISO/IEC 27001:2022 certified"><img src="/b/hipaa.svg" alt="HIPAA compliant"></div></section></main>`);
    expect(xs.filter((s) => s.kind === "compliance").map((s) => s.label).sort()).toEqual(["HIPAA", "ISO 27001", "SOC 2"]);
    expect(one(xs, "compliance")?.evidence.snippet).toContain("badge");
  });

  test("customer counts with k / M / + and split across elements; contributors, stars and reviews are no customers", () => {
    expect(one(signals(`<main><div class="stat"><p class="num">200K+</p><p>customers worldwide</p></div></main>`), "customer_count")?.value).toBe(200_000);
    expect(one(signals(`<main><p>Trusted by 2.5M+ developers</p></main>`), "customer_count")?.value).toBe(2_500_000);
    expect(one(signals(`<main><p>Join over 1 million teams</p></main>`), "customer_count")?.value).toBe(1_000_000);
    expect(one(signals(`<main><p>Trusted by 10,000+ customers, with 1,000+ five-star reviews</p></main>`), "customer_count")?.value).toBe(10_000);
    const none = signals(`<main><p>More than 1,000 developers have contributed to Acme.</p><p>Over 50,000 stars on GitHub from developers</p><p>Over 10,000 reviews from customers</p></main>`);
    expect(one(none, "customer_count")).toBeUndefined();
  });

  test("a logo strip opened by a short 'Trusted by' line, or named 'Logos' by its layer, counts each logo once (a marquee repeats them)", () => {
    const imgs = (names: string[]) => names.map((n) => `<li><img src="/l/${n}.svg" alt="${n}"></li>`).join("");
    const strip = signals(`<main><section><p>Trusted by fast-growing companies around the world</p><div class="marquee"><ul>${imgs(["Ramp", "Plaid", "Brex", "Mercury", "Ramp", "Plaid", "Brex", "Mercury"])}</ul></div></section></main>`);
    expect(one(strip, "logo_wall")?.value).toBe(4);
    const layer = signals(`<main><section data-framer-name="Logos"><div><ul>${imgs(["A", "B", "C", "D", "E"])}</ul></div></section></main>`);
    expect(one(layer, "logo_wall")?.value).toBe(5);
    // Four screenshots in a feature section say nothing about customers.
    expect(one(signals(`<main><section><h2>Features</h2><div>${imgs(["shot1", "shot2", "shot3", "shot4"])}</div></section></main>`), "logo_wall")).toBeUndefined();
  });

  test("a row of portraits under a 'Join 600,000 creators' line is no logo wall; counts of newsletters are customers, a plan's '10+ sites' is not", () => {
    const faces = signals(`<main><p>Join over 600,000 creators who use Acme</p><div class="creator-grid">${["ali", "james", "tiago", "ann"].map((n) => `<figure class="creator"><img src="/images/creators/${n}.jpg" alt="${n}"><figcaption>${n}</figcaption></figure>`).join("")}</div></main>`);
    expect(one(faces, "logo_wall")).toBeUndefined();
    expect(one(faces, "customer_count")?.value).toBe(600_000);
    expect(one(signals(`<main><div class="stat"><span>50,000+</span><span>newsletters</span></div></main>`), "customer_count")?.value).toBe(50_000);
    expect(one(signals(`<main><ul><li>10+ sites</li><li>Sites API access</li></ul></main>`), "customer_count")).toBeUndefined();
  });

  test("right after 'Trusted by' / 'Join', a count of any plural noun is customers — but not of units, reviews or integrations", () => {
    expect(one(signals(`<main><p>Trusted by 150,000+ entrepreneurs</p></main>`), "customer_count")?.value).toBe(150_000);
    expect(one(signals(`<main><p>Join 2M+ language learners today</p></main>`), "customer_count")?.value).toBe(2_000_000);
    expect(one(signals(`<main><p>Trusted by 4,000+ integrations partners? No: used by 300 integrations</p></main>`), "customer_count")).toBeUndefined();
  });

  test("careers on a hosted job board, demos booked as calls, trials offered on a plan's button", () => {
    const xs = signals(`<main><p><a href="https://jobs.lever.co/acme">Open roles</a></p><a href="/sales">Book a call</a><a href="/signup?plan=pro">Try Pro free for 14 days</a></main>`);
    expect(kinds(xs)).toEqual(["careers", "demo", "free_trial"]);
    expect(one(xs, "free_trial")?.value).toBe(14);
  });

  test("a $0 plan and a plan's trial are signals even when no sentence says 'free plan' or 'day trial'", () => {
    const facts = extractSite([{ url: "https://acme.example/pricing", html: `<main><div class="grid"><div class="card"><h3>Hobby</h3><p>$0</p><a href="/signup">Get started</a></div><div class="card"><h3>Pro</h3><p>$20/mo</p><p>Includes a 21-day trial</p><a href="/signup?plan=pro">Get started</a></div></div></main>` }], { strict: true });
    expect(one(facts.signals, "free_plan")?.label).toBe("free plan: Hobby");
    expect(one(facts.signals, "free_trial")?.value).toBe(21);
  });

  test("a help desk's SLAs (response-time targets) are no uptime SLA; an uptime SLA and custom SLAs are", () => {
    expect(one(signals(`<main><h3>SLA management</h3><p>Track your SLAs and never breach a response-time SLA.</p></main>`), "sla")).toBeUndefined();
    expect(one(signals(`<main><ul><li>99.95% uptime SLA</li></ul></main>`), "sla")?.value).toBe(99.95);
    expect(one(signals(`<main><ul><li>Custom SLAs</li></ul></main>`), "sla")?.label).toBe("SLA");
  });

  test("a trial offered only in a FAQ answer gives the plans no trial", () => {
    const facts = extractSite([{ url: "https://acme.example/pricing", html: `<main><div class="grid"><div class="card"><h3>Personal</h3><p>$9/mo</p><a href="/signup">Get started</a></div><div class="card"><h3>Pro</h3><p>$20/mo</p><a href="/signup">Get started</a></div></div>
      <section class="faq"><h2>FAQ</h2><details><summary>Do you offer a trial of Enterprise?</summary><p>Yes, contact sales for a 30-day trial.</p></details></section></main>` }], { strict: true });
    expect(facts.plans.map((p) => p.trial_days)).toEqual([null, null]);
  });
});

describe("what the fifth batch showed", () => {
  test("a logo h1 and the hero line set as h2.heading-style-h1: the styled one is the headline", () => {
    expect(site(`<header><a href="/"><h1 class="visually-hidden">Acme</h1><img src="/logo.svg" alt="Acme logo"></a></header><main><div class="home-header_title"><h2 class="heading-style-h1">Build a workplace where people thrive</h2></div><p>Acme is the people platform.</p></main>`, `<meta property="og:title" content="Acme | The People Platform">`).headline?.value).toBe("Build a workplace where people thrive");
  });

  test("logos drawn as CSS backgrounds count; a tile titled 'Performance reviews' is no testimonial section", () => {
    const logos = `<section class="logos"><p>5,000+ organizations trust Acme</p><div class="logo-row"><div style="background-image:url('/l/a.svg')" aria-label="A"></div><div style="background-image:url('/l/b.svg')" aria-label="B"></div><img src="/l/c.svg" alt="C"><img src="/l/d.svg" alt="D"></div></section>`;
    expect(one(signals(`<main>${logos}</main>`), "logo_wall")?.value).toBe(4);
    const tiles = `<section class="section_product"><div class="list">${["Performance reviews", "1:1 meetings", "Calibration"].map((t) => `<div class="item"><div class="heading-style-h5">${t}</div><p>What ${t.toLowerCase()} gives managers and their reports.</p></div>`).join("")}</div></section>`;
    expect(site(`<main>${tiles}</main>`, "", "https://acme.example/performance").features.map((f) => f.name)).toEqual(["Performance reviews", "1:1 meetings", "Calibration"]);
  });

  test("a product sold as a plan is a feature on the home page; a tier word never is; 'per contractor' is per person", () => {
    const home = { url: "https://acme.example/", html: `<main><section class="products"><h2>Products</h2><div class="grid">${["Employer of Record", "Global Payroll", "Pro"].map((t) => `<div class="card"><h3>${t}</h3><p>Everything about ${t} in one sentence here.</p></div>`).join("")}</div></section></main>` };
    const pricing = { url: "https://acme.example/pricing", html: `<main><div class="grid"><div class="card"><h2>Employer of Record</h2><p><span>$599</span><span>/month</span></p><p>per employee</p><a href="/demo">Book a demo</a></div><div class="card"><h2>Pro</h2><p><span>$49</span><span>/month</span></p><p>per contractor</p><a href="/signup">Get started</a></div><div class="card"><h2>Global Payroll</h2><p>Custom</p><a href="/sales">Talk to sales</a></div></div></main>` };
    const facts = extractSite([home, pricing], { url: home.url, strict: true });
    expect(facts.features.map((f) => f.name)).toEqual(["Employer of Record", "Global Payroll"]);
    expect(facts.plans.map((p) => [p.name, p.per_user])).toEqual([["Employer of Record", true], ["Pro", true], ["Global Payroll", false]]);
  });
});

describe("plan cards the second batch showed", () => {
  const pricing = (body: string) => extractSite([{ url: "https://acme.example/pricing", html: `<!doctype html><html><head><title>Pricing | Acme</title></head><body><main>${body}</main></body></html>` }], { strict: true });
  const rows = (body: string) => pricing(body).plans.map((p) => [p.name, p.amount, p.annual_amount, p.free, p.contact_sales]);

  test("cards titled by a style class (div.h3) with 'Starting at' and the price in separate spans", () => {
    const card = (name: string, price: string) => `<div class="plan"><div class="plan__name h3">${name}</div><div class="plan__price"><span class="from">Starting at</span><span class="amount">${price}</span><span class="per">/month</span></div><a href="/signup">Start free trial</a><ul><li>Journeys</li></ul></div>`;
    expect(rows(`<div class="grid">${card("Essentials", "$100")}${card("Premium", "$1,000")}<div class="plan"><div class="plan__name h3">Enterprise</div><div class="plan__price"><span class="amount">Custom pricing</span></div><a href="/sales">Talk to sales</a></div></div>`)).toEqual([
      ["Essentials", 100, null, false, false],
      ["Premium", 1000, null, false, false],
      ["Enterprise", null, null, false, true],
    ]);
  });

  test("a bullet naming an add-on does not make the card an add-on; a $0 card with its own usage price is pay-as-you-go", () => {
    const html = `<div class="grid"><div class="card"><h2>Free</h2><p>$0</p><a href="/signup">Get started</a><ul><li>Core reports</li></ul></div>
      <div class="card"><h2>Growth</h2><p>Starts at $0/mo</p><p>First 1M events free, then $0.28 per 1K events</p><a href="/signup">Get started</a><ul><li>Group Analytics add-on</li><li>Data Pipelines add-on</li></ul></div>
      <div class="card"><h2>Enterprise</h2><p>Custom</p><a href="/sales">Contact sales</a></div></div>`;
    const facts = pricing(html);
    expect(facts.plans.map((p) => [p.name, p.amount, p.free, p.contact_sales])).toEqual([["Free", 0, true, false], ["Growth", 0, false, false], ["Enterprise", null, false, true]]);
    expect(facts.plans[1].price_text).toContain("$0.28 per 1K events");
    expect(facts.features.map((f) => f.name)).toContain("Group Analytics add-on");
    expect(facts.usage_prices.map((u) => u.value)).toContain("$0.28 per 1K events");
  });

  test("'billed annually, or $49 month-to-month' gives the monthly price; a heading of several sentences is a tagline", () => {
    const card = (name: string, annual: string, monthly: string) => `<div class="card"><h3>${name}</h3><p><span>${annual}</span><span>/month</span></p><p>billed annually, or ${monthly} month-to-month</p><a href="/signup">Start trial</a></div>`;
    expect(rows(`<div class="grid">${card("Scale", "$43", "$49")}${card("Max", "$96", "$109")}</div>`)).toEqual([["Scale", 49, 43, false, false], ["Max", 109, 96, false, false]]);
    const facts = extractSite([{ url: "https://acme.example/", html: `<main><section class="features"><h2>Write. Grow. Monetize.</h2><div class="grid">${["Editor", "Referrals", "Ads"].map((t) => `<div><h3>${t}</h3><p>About ${t}.</p></div>`).join("")}</div></section></main>` }], { strict: true });
    expect(facts.features.map((f) => f.name)).toEqual(["Editor", "Referrals", "Ads"]);
  });

  test("unit prices per N units and 'additional X are $0.01 each' are usage, not plans", () => {
    const facts = pricing(`<div class="grid"><div class="card"><h2>Basic</h2><p>$10/mo</p><a href="/signup">Buy</a></div><div class="card"><h2>Pro</h2><p>$30/mo</p><a href="/signup">Buy</a></div></div><p>Additional profiles are billed at $0.01 each. Extra credits are $10 per 1,500 credits.</p>`);
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Pro"]);
    expect(facts.usage_prices.length).toBe(2);
  });
});
