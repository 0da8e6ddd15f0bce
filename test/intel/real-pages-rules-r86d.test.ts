/**
 * Round 86, part d, on real pages (issue 25; docs/intel.md, "Round 86, parts a–g"): a plan named by a
 * count ("LAB 15", "Escola 40") set right before its price in a sign-first currency ("R$ 69"),
 * with no separator the text keeps: "LAB 15R$ 69 /mês". The tokenizer read "15R$" as fifteen reais
 * (a number then its sign, as "1500 SAR" is) and left 69 without a sign — a Brazilian school-lab
 * proxy's four plans of wave 79 read at their device counts. A sign written before amounts wherever
 * it is used ($, R$, £, ₹, ₱, ₩) between two numbers on one line belongs to the number after it,
 * unless that number carries the sign after it too ("10 $ 20 $"). Small pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { findPrices } from "../../src/intel/extract/money";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://salaguard.example/#planos";
const card = (label: string, name: string, price: string) =>
  `<article class="price-card"><div class="price-card-head"><span>${label}</span><strong>${price}</strong><small>/mês</small></div><h3>${name}</h3><p>Para salas de aula.</p><ul><li>Suporte por e-mail</li><li>Painel central</li></ul><a href="/assinar/">Assinar</a></article>`;
const html =
  `<!doctype html><html lang="pt-BR"><head><title>SalaGuard — planos</title></head><body><section id="planos"><h2>Planos</h2><div class="grid">` +
  card("SALA 12", "Sala 12", "R$ 59") +
  card("ESCOLA 35", "Escola 35", "R$ 139") +
  card("ESCOLA 90", "Escola 90", "R$ 279") +
  `</div></section></body></html>`;

describe("rules86d: a sign-first currency between a name's count and the price", () => {
  test("the sign goes with the number after it (fails without the rule)", () => {
    expect(findPrices("SALA 12R$ 59/mês").map((t) => [t.amount, t.currency])).toEqual([[59, "BRL"]]);
    expect(findPrices("Team 5 £ 12.50 a month").map((t) => [t.amount, t.currency])).toEqual([[12.5, "GBP"]]);
  });

  test("a page that writes the sign after every amount keeps it there", () => {
    expect(findPrices("Basique 10 $ Pro 20 $").map((t) => t.amount)).toEqual([10, 20]);
    expect(findPrices("29 € 49").map((t) => [t.amount, t.currency])).toEqual([[29, "EUR"]]);
  });

  test("the cards read at their prices, named with their counts", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.amount)).toEqual([59, 139, 279]);
    expect(plans.every((p) => p.currency === "BRL" && p.period === "month")).toBe(true);
  });
});
