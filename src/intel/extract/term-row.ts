/**
 * Round 96, part d (issue 25): a comparison table's term row. A table of editions in columns often
 * states, in a row of its own, how long each column's purchase lasts — "有效期 | 1年 | 1年 | 5年",
 * "Validity | 1 year | 1 year | 3 years", "Laufzeit | 12 Monate | 1 Monat", "Durée | 1 an | 1 an" —
 * and prices the columns in another row with bare figures ("价格 | 600元 | 2800元 | 2800元"). A reader
 * sees the price of a year (or a month) in a column whose term is one year (or one month), and the
 * price of a term in a column of several years: the column's own term is its period. The column reader
 * read only the price cells, so the page-wide guess decided (a page that states no recurrence, or one
 * whose only "recurring" line was an activation code's single use, "激活码…是一次性的，用过即失效",
 * sold its bare prices once): every column was read paid once.
 *
 * Only a row whose label is a term's own word (validity, term, duration, licence period, 有效期,
 * 期限, 有効期間, Laufzeit, Gültigkeit, durée, vigencia…, whole label) and whose every plan column's
 * cell is a term ("1年", "1 year", "12 months", "5年", "Lifetime"): a row of other lengths ("Useful
 * history | 1 year | 2 years", "Support | 1 year") is labelled by what lasts, not by the term bought.
 * One month or one year (or twelve months) gives that period; a multi-year or other term ("5年",
 * "3 months") gives none — a price for the whole term, never "one_time"; a lifetime term, one_time.
 * A price that states its own period keeps it (the caller asks only for bare prices).
 */
import type { Period } from "./money.ts";
import { termName } from "../term-names.ts";

/**
 * A term row's label: the word for how long a purchase lasts, in the languages of our pages, as the
 * whole label (an optional colon, an optional short note in brackets: "有效期（自购买之日起）").
 * Latin words are matched whole; "period" alone too (a row "Period | 1 day | monthly").
 */
const TERM_LABEL = new RegExp(
  String.raw`^(?:` +
    [
      // English
      String.raw`validity(?:\s+period)?|valid\s+for|term|duration|period|licen[cs]e\s+(?:term|period|duration|length|validity)|subscription\s+(?:term|period|length|duration)|contract\s+(?:term|length|period)|access\s+(?:period|duration)|plan\s+(?:duration|length|term)`,
      // German, French, Spanish, Portuguese, Italian, Dutch
      String.raw`laufzeit|lizenzlaufzeit|vertragslaufzeit|g[üu]ltigkeit(?:sdauer)?|dur[ée]e(?:\s+de\s+validit[ée]|\s+de\s+la\s+licence|\s+d['’]abonnement)?|validit[ée]|vigencia|validez|duraci[óo]n|validade|vig[êe]ncia|dura[çc][ãa]o|validit[àa]|durata|looptijd|geldigheid(?:sduur)?`,
      // Russian
      String.raw`срок(?:\s+действия)?(?:\s+лицензии)?`,
      // Chinese, Japanese, Korean
      String.raw`有效期(?:限)?|有效期間|期限|使用期限|授权期限|授權期限|服务期限|服務期限|服务期|服務期|有効期間|有効期限|利用期間|ライセンス期間|契約期間|유효\s*기간|이용\s*기간|사용\s*기간|기간`,
    ].join("|") +
    String.raw`)\s*[:：]?\s*(?:[(（][^)）]{0,30}[)）])?\s*[:：]?$`,
  "iu",
);

/** Whether a row's label names the term of what each column buys. */
export const termRowLabel = (label: string): boolean => {
  const t = label.replace(/\s+/g, " ").trim();
  return t.length > 0 && t.length <= 40 && TERM_LABEL.test(t);
};

/** CJK digits for a count of one to twelve (一年, 十二个月). */
const CJK_COUNT: Record<string, number> = { 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

/** "1年", "1年間", "一年", "12个月", "1ヶ月", "6か月", "1년", "12개월": a count and a year or month. */
const CJK_TERM = /^(\d{1,2}|十[一二]?|[一二两兩三四五六七八九])\s*(?:(年|年間|年间|년)|(个月|個月|ヶ月|ケ月|か月|カ月|ヵ月|ヶ月間|か月間|カ月間|개월|月))$/u;

/** A term for good in a term row's cell: "永久", "终身", "永久有効". */
const CJK_FOR_GOOD = /^(?:永久|永久有效|永久有効|终身|終身|无限期|無期限)$/u;

export interface CellTerm {
  /** The period the term gives a bare price: a month, a year, once for good, or none (a term of several years or months). */
  period: Period | null;
}

/** The term a cell states ("1年", "1 year", "12 months", "5年", "Lifetime"), or null when the cell is no term. */
export function cellTerm(text: string): CellTerm | null {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length === 0 || t.length > 20) return null;
  if (CJK_FOR_GOOD.test(t)) return { period: "one_time" };
  const m = CJK_TERM.exec(t);
  if (m) {
    const count = /^\d/.test(m[1]!) ? Number(m[1]) : (CJK_COUNT[m[1]!] ?? 0);
    if (count === 0) return null;
    if (m[2] !== undefined) return { period: count === 1 ? "year" : null };
    return { period: count === 1 ? "month" : count === 12 ? "year" : null };
  }
  // "1 year", "12 months", "5 years", "1 Jahr", "1 an", "Lifetime": term-names.ts's words.
  const named = termName(t);
  return named ? { period: named.period } : null;
}

/**
 * The term each plan column states in a term row of a table (`rows`, each a row's cell texts), for
 * the price row `priceIndex`: an array aligned with the price row's cells (the label cell's entry
 * null), or null when the table has no such row. `planColumn(i)` says which cells of the price row
 * are plans' prices: every one of those must be a term in the term row, two or more of them.
 */
export function termRow(rows: readonly (readonly string[])[], priceIndex: number, planColumn: (i: number) => boolean): (CellTerm | null)[] | null {
  const width = rows[priceIndex]?.length ?? 0;
  if (width < 3) return null;
  for (const [j, cells] of rows.entries()) {
    if (j === priceIndex || cells.length !== width || !termRowLabel(cells[0] ?? "")) continue;
    const terms = cells.map((c, i) => (i === 0 ? null : cellTerm(c)));
    const plans = cells.map((_, i) => i).filter((i) => i > 0 && planColumn(i));
    if (plans.length < 2 || plans.some((i) => terms[i] === null)) continue;
    return terms;
  }
  return null;
}
