/**
 * Round 48, part c, on real pages (issue 25; docs/intel.md, "Round 48, part c"): periods stated as
 * a count of days. Counted on development (waves 8–12, 30–40, and the cases' notes of every open
 * wave): a price for a 30-day span is the month on six sites in five waves, for a 365-day span the
 * year on three sites in three waves, and round 16b read both only in English and only as "N-day
 * access" or a "Duration" column. The day words now live in the period table (period-words.ts), and a
 * count of days right after a price gives its period. Other counts (7, 14, 180, 250 days) are read
 * by the cases as one_time or null alike, so they give no period. Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";
import { dayCount } from "../../src/intel/extract/period-words";

const doc = (title: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const read = (html: string, url = "https://kartochka.example/tarify") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const card = (name: string, price: string, bullets: string[], button: string) =>
  `<div class="plan"><h3>${name}</h3><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><div class="price">${price}</div><a href="/signup">${button}</a></div>`;

describe("rules48c: a price for 30 or 365 days is the month or the year", () => {
  test("a Russian grid '… руб' over 'за 30 дней' reads the month, not paid once (the page states no other period)", () => {
    const html = doc(
      "Тарифы",
      `<h1>Тарифы</h1><section class="plans">${card("Старт", "2 490 руб<br>за 30 дней", ["Карты в Wallet", "Push-сообщения"], "Подключить")}${card("Бизнес", "4 990 руб<br>за 30 дней", ["Карты в Wallet", "Интеграция с CRM"], "Подключить")}${card("Сеть", "9 990 руб<br>за 365 дней", ["Всё из Бизнес", "Доступ к API"], "Подключить")}</section>`,
      "ru",
    );
    expect(read(html)).toEqual([
      ["Старт", 2490, "RUB", "month"],
      ["Бизнес", 4990, "RUB", "month"],
      ["Сеть", 9990, "RUB", "year"],
    ]);
  }, 30000);

  test("the count right after the price, in the period table's languages, bare or after a per word", () => {
    expect(billingAfter(" за 30 дней").period).toBe("month");
    expect(billingAfter("\n30 jours d'accès illimité").period).toBe("month");
    expect(billingAfter(" / 30 Tage").period).toBe("month");
    expect(billingAfter(" / 30天").period).toBe("month");
    expect(billingAfter(" / 365 days").period).toBe("year");
    expect(billingAfter(" на 365 дней").period).toBe("year");
  });

  test("a 'Duration' column counts days in the page's language (round 16b read only English 'days')", () => {
    expect(dayCount("30 jours")?.period).toBe("month");
    expect(dayCount("365 giorni")?.period).toBe("year");
    expect(dayCount("180 dni")?.period).toBe(null);
    const row = (name: string, days: string, price: string) => `<tr><td>${name}</td><td>${days}</td><td>${price}</td></tr>`;
    const html = doc(
      "Tarifs",
      `<h1>Nos tarifs</h1><table><thead><tr><th>Formule</th><th>Durée</th><th>Prix</th></tr></thead><tbody>${row("Bronze", "30 jours", "2 €")}${row("Argent", "180 jours", "9 €")}${row("Or", "365 jours", "15 €")}</tbody></table>`,
      "fr",
    );
    expect(read(html, "https://velo.example/tarifs")).toEqual([
      ["Bronze", 2, "EUR", "month"],
      ["Argent", 9, "EUR", null],
      ["Or", 15, "EUR", "year"],
    ]);
  }, 30000);
});

describe("rules48c: the look-alikes and the other counts (guards)", () => {
  test("a trial's, a free offer's and a guarantee's days give no period", () => {
    expect(billingAfter(" 30-day free trial").period).toBe(null);
    expect(billingAfter("\n30 days money-back guarantee").period).toBe(null);
    expect(billingAfter("\n30 jours d'essai gratuit").period).toBe(null);
    expect(billingAfter(" 30 дней бесплатно").period).toBe(null);
  });

  test("another count says nothing: the words after it decide ('$149 / 14 days One-time' stays paid once)", () => {
    expect(billingAfter(" / 14 days One-time. Includes Pro access.").period).toBe("one_time");
    expect(billingAfter(" за 7 дней").period).toBe(null);
    expect(billingAfter(" / 180 days").period).toBe(null);
  });

  test("a span of months keeps round 18c's reading: one month is the month, three none", () => {
    expect(billingAfter(" / 1 month").period).toBe("month");
    expect(billingAfter(" / 3 months").period).toBe(null);
  });
});

describe("rules48c: what the other words counted read today (pinned, no rule)", () => {
  test("weeks: no case on development prints a price per weeks ('every 4 weeks', '/ 4 weeks' give no period)", () => {
    expect(billingAfter(" every 4 weeks").period).toBe(null);
    expect(billingAfter(" / 4 weeks").period).toBe(null);
  });

  test("Russian 'за месяц' after a price is read as the month since round 50c ('в месяц' and '/мес' were already)", () => {
    expect(billingAfter(" за месяц").period).toBe("month");
    expect(billingAfter(" в месяц").period).toBe("month");
    expect(billingAfter(" /мес").period).toBe("month");
  });
});
