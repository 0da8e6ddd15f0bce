/**
 * Round 28, part g, on real pages (issue 25; docs/intel.md, "Round 28, part g"): the period of a
 * price list's rows. A row's own label that is the page's only recurring line (a monthly card, a
 * subscription room) leaves the list's other rows paid once and gives that row the month or year
 * its label names; a set of passes named by their terms is left as it was. Each rule on a small
 * page of our own, never text from a real page; each guard with the nearest look-alike.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { namesOneSpan, namesSpanOrTerm } from "../../src/intel/extract/span-label";
import { labelPeriod } from "../../src/intel/extract/page-period";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const table = (rows: [string, string][]) => `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>${rows.map(([l, p]) => `<tr><td>${l}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;

describe("rules28g: a label naming a span of use or a term (the guard against passes by term)", () => {
  test("the label words: one span in several languages, not a count of several, not a month or a year", () => {
    for (const l of ["One day", "1 night", "single hour", "Viena diena", "Stakur tími", "Stay (1 сутки)", "ein Tag", "Weekend", "une semaine"]) expect([l, namesOneSpan(l)]).toEqual([l, true]);
    for (const l of ["10 hours", "5 days", "Licence (1 year)", "1 month", "Coding (1 год)", "Scale and polish 20 minutes", "Today's offer", "Holiday package", "11 days"]) expect([l, namesOneSpan(l)]).toEqual([l, false]);
    expect(namesSpanOrTerm("Quarterly")).toBe(true);
    expect(namesSpanOrTerm("Starter")).toBe(false);
  });
});

describe("rules28g: a row's own label is the page's only recurring line", () => {
  test("a monthly card among one-off services: the services paid once, the card monthly", () => {
    const html = doc("Price list", `<h1>Studio prices</h1>${table([["Assessment", "30 €"], ["Drop-in class", "12 €"], ["Monthly card", "40 €"]])}`);
    expect(plansOf("https://movewell.example/prices.html", html)).toEqual([
      ["Assessment", 30, "EUR", "one_time"],
      ["Drop-in class", 12, "EUR", "one_time"],
      ["Monthly card", 40, "EUR", "month"],
    ]);
  });

  test("a subscription word in one row's label names no period: every row paid once", () => {
    const html = doc("Price list", `<h1>Recording studio prices</h1>${table([["Mixing", "100 €"], ["Mastering", "50 €"], ["Rehearsal room subscription", "90 €"]])}`);
    expect(plansOf("https://soundroom.example/prices.html", html)).toEqual([
      ["Mixing", 100, "EUR", "one_time"],
      ["Mastering", 50, "EUR", "one_time"],
      ["Rehearsal room subscription", 90, "EUR", "one_time"],
    ]);
  });

  test("not when another line of the page recurs: the bare rows keep no period", () => {
    const html = doc("Price list", `<h1>Studio prices</h1>${table([["Assessment", "30 €"], ["Drop-in class", "12 €"], ["Monthly card", "40 €"]])}<p>Memberships renew automatically.</p>`);
    expect(plansOf("https://movewell.example/prices.html", html)).toEqual([
      ["Assessment", 30, "EUR", null],
      ["Drop-in class", 12, "EUR", null],
      ["Monthly card", 40, "EUR", null],
    ]);
  });

  test("not a set of passes by term (daily, weekly, monthly): none of them is paid once", () => {
    const html = doc("Price list", `<h1>Coworking passes</h1>${table([["Daily", "10 €"], ["Weekly", "40 €"], ["Monthly", "120 €"]])}`);
    const plans = plansOf("https://deskhub.example/prices.html", html);
    expect(plans.filter((p) => p[3] === "one_time")).toEqual([]);
  });

  test("not passes by a span and a term (one day, one week, a monthly card): none of them is paid once", () => {
    const html = doc("Price list", `<h1>Climbing gym passes</h1>${table([["One day", "10 €"], ["One week", "40 €"], ["Monthly card", "120 €"]])}`);
    const plans = plansOf("https://boulderhall.example/prices.html", html);
    expect(plans.length).toBe(3);
    expect(plans.filter((p) => p[3] === "one_time")).toEqual([]);
  });

  test("a SaaS page whose plans are monthly and whose FAQ names a one-time setup fee: the plans stay monthly", () => {
    const card = (n: string, p: string) => `<div class="plan"><h3>${n}</h3><p class="price">${p}</p><ul><li>Unlimited projects</li><li>Email support</li></ul><a href="/signup">Start</a></div>`;
    const html = doc("Pricing", `<h1>Pricing</h1><div class="plans">${card("Starter", "$19/month")}${card("Team", "$49/month")}</div><h2>FAQ</h2><h3>Is there a setup fee?</h3><p>A one-time setup fee of $99 applies to on-site onboarding.</p>`);
    expect(plansOf("https://saasly.example/pricing", html)).toEqual([
      ["Starter", 19, "USD", "month"],
      ["Team", 49, "USD", "month"],
    ]);
  });

  test("the label's own period: an adjective of a month or a year, not a count, not a term's noun", () => {
    expect(labelPeriod("Monthly membership")).toBe("month");
    expect(labelPeriod("Mesečna karta")).toBe("month");
    expect(labelPeriod("Annual pass")).toBe("year");
    expect(labelPeriod("6 Monthly check-up")).toBe(null);
    expect(labelPeriod("Correction (within a year)")).toBe(null);
    expect(labelPeriod("Monthly or annual")).toBe(null);
  });
});
