/**
 * realisticPricingPage — a large pricing page shaped like the ones Next.js/Tailwind marketing sites
 * ship (long utility class lists, inline SVG icons, a big __NEXT_DATA__ blob, a comparison table,
 * FAQ, footer), grown to about `targetBytes`. Used by the bench and the parser comparison, so both
 * measure the same kind of page the extractor meets on the web. Deterministic: no randomness.
 */
const TW = "flex flex-col items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900 md:px-8 lg:py-10";
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="h-5 w-5 shrink-0 text-emerald-500" aria-hidden="true"><path stroke-linecap="round" stroke-linejoin="round" d="M4.5 12.75l6 6 9-13.5M3.75 3.75h16.5v16.5H3.75z M12 2.25c5.385 0 9.75 4.365 9.75 9.75s-4.365 9.75-9.75 9.75S2.25 17.385 2.25 12 6.615 2.25 12 2.25z"/></svg>`;

const PLANS = [
  { name: "Free", monthly: 0, annual: 0, blurb: "For individuals getting started" },
  { name: "Starter", monthly: 12, annual: 10, blurb: "For small teams shipping fast" },
  { name: "Business", monthly: 29, annual: 24, blurb: "For growing companies" },
];

function card(p: (typeof PLANS)[number], i: number, features: string[]) {
  const price = p.monthly === 0
    ? `<span class="text-5xl font-bold tracking-tight">$0</span>`
    : `<span class="text-2xl align-top">$</span><span class="text-5xl font-bold tracking-tight" data-monthly="${p.monthly}" data-annual="${p.annual}">${p.monthly}</span><span class="text-sm text-slate-500">/user/month</span>`;
  return `<div class="${TW}" data-testid="plan-card-${i}"><div class="w-full"><h3 class="text-lg font-semibold leading-8 text-slate-900">${p.name}</h3><p class="mt-4 text-sm leading-6 text-slate-600">${p.blurb}</p><p class="mt-6 flex items-baseline gap-x-1">${price}</p><a href="/signup?plan=${p.name.toLowerCase()}" class="mt-6 block rounded-md bg-indigo-600 px-3 py-2 text-center text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2">Get started</a><ul role="list" class="mt-8 space-y-3 text-sm leading-6 text-slate-600">${features.map((f) => `<li class="flex gap-x-3">${ICON}<span>${f}</span></li>`).join("")}</ul></div></div>`;
}

export function realisticPricingPage(targetBytes = 500_000): string {
  const features = Array.from({ length: 12 }, (_, i) => `Feature number ${i + 1} with unlimited projects &amp; history`);
  const head = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Pricing | Acme Cloud</title><meta name="description" content="Simple, transparent pricing for teams of every size."/><meta property="og:site_name" content="Acme Cloud"/><meta property="og:title" content="Acme Cloud pricing"/>${Array.from({ length: 40 }, (_, i) => `<link rel="preload" href="/_next/static/chunks/${i}-a1b2c3d4e5f6.js" as="script"/>`).join("")}<style>${".x{color:red}".repeat(2000)}</style></head>`;
  const nav = `<header class="sticky top-0 z-50"><nav class="mx-auto flex max-w-7xl items-center justify-between p-6 lg:px-8" aria-label="Global"><a href="/" class="-m-1.5 p-1.5">${ICON}<span class="sr-only">Acme Cloud</span></a>${["Product", "Features", "Pricing", "Customers", "Blog", "Docs"].map((l) => `<a href="/${l.toLowerCase()}" class="text-sm font-semibold leading-6 text-gray-900">${l}</a>`).join("")}<a href="/login">Log in <span aria-hidden="true">&rarr;</span></a></nav></header>`;
  const hero = `<main><section class="py-24"><h1 class="text-4xl font-bold tracking-tight sm:text-6xl">Pricing that scales with you</h1><p class="mt-6 text-lg leading-8">Start free. Upgrade when your team grows. Cancel anytime.</p></section>`;
  const cards = `<section id="plans" class="mx-auto grid max-w-md grid-cols-1 gap-8 lg:max-w-7xl lg:grid-cols-3">${PLANS.map((p, i) => card(p, i, features)).join("")}<div class="${TW}"><h3 class="text-lg font-semibold">Enterprise</h3><p>For organisations with advanced security needs</p><p class="text-3xl font-bold">Custom</p><a href="/contact-sales">Contact sales</a></div></section>`;
  const row = (i: number) => `<tr class="border-t border-gray-900/5"><th scope="row" class="py-3 pr-4 text-left text-sm font-normal leading-6 text-gray-900">Capability ${i}<div class="absolute inset-x-8 mt-3 h-px bg-gray-200"></div></th>${PLANS.map((_, j) => `<td class="px-6 py-4 xl:px-8">${(i + j) % 3 ? ICON : '<span class="text-sm leading-6 text-gray-500">Up to 10</span>'}</td>`).join("")}</tr>`;
  const faq = `<section id="faq"><h2>Frequently asked questions</h2>${Array.from({ length: 12 }, (_, i) => `<details class="py-6"><summary>Question ${i}?</summary><p>Extra storage costs $5/month per 100 GB. Save $120 a year with annual billing.</p></details>`).join("")}</section>`;
  const footer = `<footer class="bg-gray-900" aria-labelledby="footer-heading">${Array.from({ length: 60 }, (_, i) => `<a href="/footer-${i}" class="text-sm leading-6 text-gray-300 hover:text-white">Link ${i}</a>`).join("")}<p>&copy; 2026 Acme Cloud, Inc.</p></footer></main>`;
  const nextData = (n: number) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { plans: PLANS.map((p) => ({ name: p.name, price: { monthly: p.monthly, annual: p.annual }, currency: "USD" })), content: Array.from({ length: n }, (_, i) => ({ id: `block-${i}`, type: "richText", text: `Lorem ipsum dolor sit amet ${i}, consectetur adipiscing elit.`, tags: ["a", "b", "c"] })) } }, page: "/pricing", buildId: "abc123" })}</script>`;
  const scripts = Array.from({ length: 20 }, (_, i) => `<script src="/_next/static/chunks/${i}.js" async=""></script><script>self.__next_f.push([1,"${"x".repeat(200)} </div> <p>not html</p>"])</script>`).join("");
  const fixed = head + `<body class="bg-white antialiased">` + nav + hero + cards;
  const tail = faq + footer + scripts;
  // Fill to the target with comparison-table rows and app-state blocks, about half each.
  const rowBytes = row(0).length;
  const budget = Math.max(0, targetBytes - fixed.length - tail.length);
  const rows = Math.max(10, Math.floor(budget / 2 / rowBytes));
  const table = `<section id="compare"><table class="w-full table-fixed"><thead><tr><th></th>${PLANS.map((p) => `<th scope="col">${p.name}</th>`).join("")}</tr></thead><tbody>${Array.from({ length: rows }, (_, i) => row(i)).join("")}</tbody></table></section>`;
  const blockBytes = 120;
  const blocks = Math.max(10, Math.floor((targetBytes - fixed.length - tail.length - table.length) / blockBytes));
  return fixed + table + tail + nextData(blocks) + "</body></html>";
}
