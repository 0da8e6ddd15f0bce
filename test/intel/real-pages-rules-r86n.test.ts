/**
 * Round 86, part n, on real pages (issue 25; docs/intel.md, "Round 86, parts a–n"): a Russian
 * messenger's plans on its Webflow export's home page (round 88, read after it closed) — three
 * columns, "0 ₽", "299 ₽ за сотрудника в месяц", "399 ₽ за сотрудника в месяц". Two cards read as
 * nothing: the column's class says "price" ("price__col"), so it is a card only with something to
 * click, and its button is a Webflow dropdown's toggle — a `<div class="cta__btn w-dropdown-toggle">`
 * that gets its role only when the builder's script runs (zones.ts `classedButton`). And "за
 * сотрудника" (per employee) was not read as per-user: PER_USER's \b cannot bound Cyrillic words
 * (money.ts `PER_USER_CYRILLIC`). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://beseda.example/";
const toggle = (label: string) =>
  `<div class="cta__dropdown w-dropdown"><div class="cta__btn is--small w-dropdown-toggle"><div class="cta__dd-text">${label}</div></div><nav class="cta__dd-list w-dropdown-list"><div class="cta__dd-list-wrap"></div></nav></div>`;
const col = (name: string, price: string, unit: string, cta: string) =>
  `<div class="price__col"><div class="price__block"><div class="price__tarif-title">${name}</div><div class="price__calc-price">${price}<span class="price__currency"> ₽</span></div><div class="price__info-text">${unit}</div>${cta}<ul role="list" class="price__list-block"><li class="price__list-item"><div>Безлимитные чаты.</div></li><li class="price__list-item"><div>Видеозвонки.</div></li></ul></div></div>`;
const html =
  `<!doctype html><html lang="ru"><head><title>Беседа — мессенджер для команд</title></head><body><section id="price"><h2>Тарифы</h2><div class="price__row">` +
  col("Команда", "0", "до 5 участников", toggle("Попробовать")) +
  col("Компания", "249", "за сотрудника в месяц", toggle("Попробовать")) +
  col("Сервер", "349", "за сотрудника в месяц", `<a class="cta__btn" href="/server">Подробнее</a>`) +
  `</div></section></body></html>`;

describe("rules86n: a Webflow dropdown's toggle as the card's button, and per-employee prices in Russian", () => {
  test("the three columns read as plans (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Команда", "Компания", "Сервер"]);
    expect(plans.map((p) => p.amount)).toEqual([0, 249, 349]);
  });

  test("'за сотрудника в месяц' is per user, by the month (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    const paid = plans.filter((p) => (p.amount ?? 0) > 0);
    expect(paid.length).toBe(2);
    expect(paid.every((p) => p.per_user && p.period === "month" && p.currency === "RUB")).toBe(true);
  });

  test("'за месяц' (for a month) is no per-user price", () => {
    const monthly = html.replaceAll("за сотрудника в месяц", "за месяц");
    const plans = extractSite([{ url: URL, html: monthly }], { url: URL, abstain: false }).plans;
    expect(plans.filter((p) => (p.amount ?? 0) > 0).some((p) => p.per_user)).toBe(false);
  });
});
