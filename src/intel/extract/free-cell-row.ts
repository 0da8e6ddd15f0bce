/**
 * Whether a pricing page's lone free line that sits in a table's data cell is a plan's price, by its
 * row (round 89g). signals.ts reads a line that says only "Free" ("Gratuit", "Kostenlos") as the
 * free tier, but a data cell prices a fee or a feature at nothing ("Payouts | Free", "Onboarding |
 * Free | Free"), so a cell counted only in the row its first cell names "Price…". Plan comparisons
 * name that row in more ways than its first word:
 *
 * - the price named further in the label: "Annual Price (Per Year/Per Project) | Free | ¥5000 | ¥7000",
 *   "License price | Free | $49" — a price word anywhere in a short label, never a fee's ("Setup
 *   fee | Free | $99" stays a fee);
 * - no label at all: the buying row under the columns' heads, "｜ Gratuit | Acheter (50€) | Acheter
 *   (85€)", whose empty first cell leaves the row to the cells beside the free one, at least one of
 *   them a money price, as the other plans' prices.
 *
 * What stays out: a labelled row of anything but the price ("Transfers | Free | $1"), an empty-label
 * row none of whose other cells is priced ("| Free | Included | Included").
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";

/** The price words of a row label, anywhere in it ("Price", "Annual Price (Per Year)", "Prix de la licence"). */
const PRICE_WORD = /\b(?:prices?|pricing|costs?|preis|preise|prix|precios?|preços?|prezzo|prijs|tarifs?)\b/i;
/** A label longer than this is a sentence about the row, not its name. */
const LABEL_MAX = 50;

const cellsOf = (row: HElement): HElement[] => row.children.filter((c): c is HElement => c.kind === "element" && (c.tag === "td" || c.tag === "th"));

/** `cell`: the cell the free line is in (or an element inside it). */
export function freeCellPriceRow(page: Page, row: HElement, cell: HElement): boolean {
  const cells = cellsOf(row);
  const first = cells[0];
  if (!first) return false;
  const label = page.text(first, "all").trim();
  if (label.length > 0) return label.length <= LABEL_MAX && PRICE_WORD.test(label);
  // No label: the free cell's neighbours say whether this is the plans' price row.
  const own = cells.find((c) => c === cell || isWithin(cell, c));
  return cells.some((c) => c !== first && c !== own && findPrices(page.text(c, "all")).some((t) => t.amount > 0));
}

function isWithin(el: HElement, container: HElement): boolean {
  for (let e: HElement | null = el; e; e = e.parent) if (e === container) return true;
  return false;
}
