/**
 * Round 41, part d, on real pages (issue 25; docs/intel.md, "Round 41, part d"): "per user" lost or
 * added. Counted over development (waves 8–12, 14–35), no mechanism that loses or adds "per user"
 * stands on three sites in three waves, so no rule was written; these small pages of our own pin
 * what the engine already reads, so that a later rule cannot lose it:
 * - a seat word after the price, in four languages, in the price's own element or the next one;
 * - the nearest look-alikes kept flat: a count of included users is no per-user price ("up to 5
 *   users", "1 user included", "unlimited users", a licence "for up to 50 users").
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://quillmark.example/pricing";
/** The plans read from a page as "name: amount currency period per-user|flat", sorted (raw reading). */
function plansOf(body: string, lang = "en"): string[] {
  const html = `<!doctype html><html lang="${lang}"><head><title>Pricing — Quillmark</title></head><body><main>${body}</main></body></html>`;
  const site = extractSite([{ url: PAGE, html }], { url: PAGE, abstain: false });
  return site.plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period} ${p.per_user ? "per user" : "flat"}`).sort();
}
const card = (name: string, price: string, extra = "") => `<div class="plan-card"><h3>${name}</h3><div class="price">${price}</div>${extra}<ul><li>Unlimited notes</li><li>Sync</li></ul><a class="btn" href="/signup">Start</a></div>`;
const grid = (...cards: string[]) => `<section class="plans">${cards.join("")}</section>`;

describe("a seat word after the price reads per user", () => {
  const cases: [string, string, string, string[]][] = [
    ["Spanish, in the price's element", "es", grid(card("Básico", "0 € al mes"), card("Equipo", "12 € por usuario/mes"), card("Empresa", "24 € por usuario/mes")),
      ["Básico: 0 EUR month flat", "Empresa: 24 EUR month per user", "Equipo: 12 EUR month per user"]],
    ["German", "de", grid(card("Basis", "0 € / Monat"), card("Team", "12 € pro Nutzer / Monat"), card("Business", "24 € pro Nutzer / Monat")),
      ["Basis: 0 EUR month flat", "Business: 24 EUR month per user", "Team: 12 EUR month per user"]],
    ["French", "fr", grid(card("Essentiel", "0 € / mois"), card("Équipe", "12 € par utilisateur / mois"), card("Entreprise", "24 € par utilisateur / mois")),
      ["Entreprise: 24 EUR month per user", "Essentiel: 0 EUR month flat", "Équipe: 12 EUR month per user"]],
    ["Italian, a help desk's agents", "it", grid(card("Base", "0 € / mese"), card("Team", "12 € per agente / mese"), card("Business", "24 € per agente / mese")),
      ["Base: 0 EUR month flat", "Business: 24 EUR month per user", "Team: 12 EUR month per user"]],
    ["English, in the element after the price's", "en", grid(card("Starter", "$0 / month"), card("Team", "<span>$12</span>", `<p class="unit">per user / month</p>`), card("Business", "<span>$24</span>", `<p class="unit">per user / month</p>`)),
      ["Business: 24 USD month per user", "Starter: 0 USD month flat", "Team: 12 USD month per user"]],
  ];
  for (const [name, lang, body, want] of cases) test(name, () => expect(plansOf(body, lang)).toEqual(want));
});

describe("a count of included users is no per-user price", () => {
  const cases: [string, string, string[]][] = [
    ["'Up to 5 users' under the price", grid(card("Small", "$49 / month", "<p>Up to 5 users</p>"), card("Large", "$99 / month", "<p>Up to 50 users</p>")),
      ["Large: 99 USD month flat", "Small: 49 USD month flat"]],
    ["'1 user included' beside the price", grid(card("Solo", "$9 / month · 1 user included"), card("Studio", "$29 / month · 5 users included")),
      ["Solo: 9 USD month flat", "Studio: 29 USD month flat"]],
    ["'Unlimited users'", grid(card("Pro", "$19 / month", "<p>Unlimited users</p>"), card("Scale", "$59 / month", "<p>Unlimited users</p>")),
      ["Pro: 19 USD month flat", "Scale: 59 USD month flat"]],
    ["a flat licence 'for up to 50 users'", grid(card("Office", "$299 / year for up to 50 users"), card("Campus", "$999 / year for up to 500 users")),
      ["Campus: 999 USD year flat", "Office: 299 USD year flat"]],
  ];
  for (const [name, body, want] of cases) test(name, () => expect(plansOf(body)).toEqual(want));
});
