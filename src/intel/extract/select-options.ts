/**
 * Round 16, part b (docs/intel.md): an order form that lists what it sells as the options of a
 * `<select>` — "Desktop Edition 1 Licence @ USD 49.99", "Team pack – €199" — prints its plans
 * nowhere else. The page model keeps no text of a `<select>` (a form control's choices are not
 * the page's prose), so no other reader sees them and the page reads no plan.
 *
 * Structural: on a pricing page where no reader found a plan, a `<select>` whose options (two or
 * more) each read as a name followed by one price that ends the option ("… @ USD 49.99", "… - $9 /
 * month") lists plans, one per option. An option with a price inside its words ("Rival ($45/mo
 * tier)" in a calculator), two prices, or no name is not one; a list with any such priced option
 * is not a price list. The period is what the option says after its price; a licence sold with no
 * period is paid once, as a licence table's is (plans-page.ts, LICENCE_COLUMN). The plans' origin
 * is `option` (the confidence model's `option_list` signal).
 *
 * Bounded: at most MAX_SELECTS lists of MAX_OPTIONS options, each option's text cut at 200
 * characters; the walk over the document is one pass in document order.
 */
import type { PlanFact } from "../facts.ts";
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { billingAfter, findPrices, type PriceToken } from "./money.ts";
import { evidenceOf } from "./plans-page.ts";

const MAX_SELECTS = 20;
const MAX_OPTIONS = 40;
const MAX_OPTION_TEXT = 200;
/** What joins a name to its price: "@", a dash, a colon, "for", "at". */
const JOINER = /(?:\s*(?:@|[-–—:|]|\bfor\b|\bat\b)\s*)+$/i;
const LICENCE = /\blicen[cs]es?\b|\blizenz(?:en)?\b|\blicencias?\b|\blicenças?\b/i;

/** An option's text: its text nodes, whitespace folded, bounded (also read by cycle-menu.ts). */
export function optionText(option: HElement): string {
  let out = "";
  const stack: HElement[] = [option];
  for (let steps = 0; stack.length && out.length < MAX_OPTION_TEXT && steps < 200; steps++) {
    const el = stack.pop()!;
    for (const c of el.children) {
      if (c.kind === "text") out += c.text;
      else if (c.tag !== "option") stack.push(c);
    }
  }
  return out.slice(0, MAX_OPTION_TEXT).replace(/\s+/g, " ").trim();
}

interface Read {
  name: string;
  tok: PriceToken;
  text: string;
  option: HElement;
}

/** A name then one price that ends the option (only billing words may follow it). */
function readOption(option: HElement): Read | null {
  const text = optionText(option);
  const toks = findPrices(text);
  if (toks.length !== 1) return null;
  const tok = toks[0];
  const after = text.slice(tok.end).trim();
  // Only a period or a seat may follow the price ("/ month", "per user"): any other words mean
  // the price is inside a sentence ("($45/mo tier)", "$5 off"), not the option's price.
  if (after && (after.length > 30 || !/^[/(]?\s*(?:per|a|an|each|\/)?\s*\p{L}/iu.test(after) || /[()]/.test(after))) return null;
  if (after && billingAfter(` ${after}`).period === null && !billingAfter(` ${after}`).perUser) return null;
  const name = text.slice(0, tok.index).replace(JOINER, "").trim();
  if (!/\p{L}/u.test(name) || name.length > 80 || name.split(" ").length > 10 || /[()]$/.test(name)) return null;
  return { name, tok, text, option };
}

/** A select's options in document order, at most `max` (also read by cycle-menu.ts). */
export function optionsOf(select: HElement, max = MAX_OPTIONS): HElement[] {
  const out: HElement[] = [];
  const stack: HElement[] = [select];
  // Options sit in the select or an optgroup; a parser may nest unclosed options in each other.
  for (let steps = 0; stack.length && out.length < max && steps < 400; steps++) {
    const el = stack.pop()!;
    for (let i = 0; i < el.children.length && out.length < max; i++) {
      const c = el.children[i];
      if (c.kind !== "element") continue;
      if (c.tag === "option") out.push(c);
      if (c.tag === "option" || c.tag === "optgroup") stack.push(c);
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

export function selectOptionPlans(page: Page): PlanFact[] {
  const plans: PlanFact[] = [];
  const seen = new Set<string>();
  let selects = 0;
  for (const el of page.doc.elements) {
    if (el.tag !== "select") continue;
    if (++selects > MAX_SELECTS) break;
    // The page model counts every select hidden (it keeps no text of one): ask of its parent, and of its own markup.
    if ((el.parent && page.isHidden(el.parent)) || el.attrs.hidden !== undefined || /display\s*:\s*none/i.test(el.attrs.style ?? "")) continue;
    const options = optionsOf(el);
    const read = options.map(readOption);
    const priced = read.filter((r): r is Read => r !== null);
    // Every option that prints a figure must read as a name and its price: a list that mixes them
    // with other priced choices (a calculator's "($45/mo tier)") is no price list.
    const withFigure = options.filter((o) => findPrices(optionText(o)).length > 0).length;
    if (priced.length < 2 || priced.length !== withFigure) continue;
    for (const r of priced) {
      if (seen.has(r.name.toLowerCase())) continue;
      seen.add(r.name.toLowerCase());
      const b = billingAfter(r.text.slice(r.tok.end));
      const period = b.period ?? (LICENCE.test(r.name) ? "one_time" : null);
      plans.push({
        name: r.name,
        amount: r.tok.amount,
        annual_amount: null,
        list_amount: null,
        currency: r.tok.currency,
        period,
        per_user: b.perUser,
        free: r.tok.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: r.text.slice(r.tok.index),
        features: [],
        source: "page",
        evidence: evidenceOf(page, r.option, r.text),
      });
    }
  }
  return plans;
}
