/**
 * A price list published as a JSON-LD offer catalogue (round 28, part f; docs/intel.md): a local
 * business's `hasOfferCatalog` — an `OfferCatalog` whose `itemListElement` holds its offers, often
 * catalogues within the catalogue — or an organisation's `makesOffer`. Each offer is named by its
 * own `name`, else by what it offers (`itemOffered.name`: a spa's treatments carry no name of
 * their own), and priced by `price`/`priceSpecification` (plans-structured.ts, readOffer).
 *
 * The guard (issue 25): markup is not what a reader sees. A catalogue goes stale, lists a
 * placeholder price of 0 or services the page no longer sells, and names with details the card
 * prints apart ("Massage 45 min" for a heading "Massage" over a line "45 min"). So an offer is a
 * plan only where the visible text shows it: its name inside one line of text, and its amount as a
 * number on that line or in the lines of its card. The offers that pass join the page's other
 * JSON-LD offers (extract-site.ts), merge gate included.
 */
import type { PlanFact } from "../facts.ts";
import { parseNumber } from "./money.ts";
import { isObj, offerFact, readOffer, typesOf } from "./plans-structured.ts";
import { keyOf } from "./text.ts";

type Json = unknown;

/**
 * Lines read around the name's line for its amount: a card prints its price just above its name
 * or below it, after a description and a list of what it includes.
 */
const LINES_BEFORE = 4;
const LINES_AFTER = 30;
/** Visible lines searched for names: bounds the cost on a hostile page (offers × lines). */
const MAX_LINES = 20_000;
/** A number as a page prints it: digits with thousands separators or decimals ("1,900", "29 000"). */
const NUMBER = /\d[\d.,'’\u00a0\u202f ]*/g;

const listOf = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The offers of every catalogue in the JSON-LD blocks, in document order, each once. */
function catalogueOffers(blocks: Json[]): { offer: Record<string, Json>; fallbackName: string | null }[] {
  const out: { offer: Record<string, Json>; fallbackName: string | null }[] = [];
  const seen = new Set<Record<string, Json>>();
  // kind "walk": any value, searched for catalogues; "catalogue": an OfferCatalog's entries; "offer": an offer.
  const stack: { v: Json; kind: "walk" | "catalogue" | "offer"; name: string | null }[] = [...blocks].reverse().map((v) => ({ v, kind: "walk" as const, name: null }));
  let budget = 20_000;
  while (stack.length && budget-- > 0 && out.length < 60) {
    const { v, kind, name } = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], kind, name });
      continue;
    }
    if (!isObj(v)) continue;
    const types = typesOf(v);
    if (kind === "offer" || (kind === "catalogue" && types.includes("Offer"))) {
      if (!seen.has(v)) {
        seen.add(v);
        out.push({ offer: v, fallbackName: name });
      }
      continue;
    }
    if (kind === "catalogue" || types.includes("OfferCatalog")) {
      // An entry: an offer, a nested catalogue, a list item wrapping one, or a service with its offer.
      if (types.includes("OfferCatalog") || v.itemListElement !== undefined) {
        for (const o of [...listOf(v.offers)].reverse()) stack.push({ v: o, kind: "offer", name: null });
        for (const e of [...listOf(v.itemListElement)].reverse()) stack.push({ v: e, kind: "catalogue", name: null });
      } else if (v.item !== undefined) stack.push({ v: v.item, kind: "catalogue", name: null });
      else if (v.offers !== undefined) {
        const offers = listOf(v.offers);
        // A service with one offer names it; several offers of one service are its variants, named by themselves.
        const own = typeof v.name === "string" && offers.length === 1 ? v.name : null;
        for (const o of [...offers].reverse()) stack.push({ v: o, kind: "offer", name: own });
      }
      continue;
    }
    for (const k of Object.keys(v).reverse()) {
      if (k === "hasOfferCatalog") stack.push({ v: v[k], kind: "catalogue", name: null });
      else if (k === "makesOffer") stack.push({ v: v[k], kind: "offer", name: null });
      else if (k === "@graph" || k === "mainEntity" || k === "hasPart" || k === "provider" || k === "publisher" || k === "about") stack.push({ v: v[k], kind: "walk", name: null });
    }
  }
  return out;
}

/** Whether `text` prints `amount` as a number. */
function printsAmount(text: string, amount: number): boolean {
  for (const m of text.matchAll(NUMBER)) {
    const n = parseNumber(m[0].replace(/[^\d]+$/, ""));
    if (n !== null && Math.abs(n - amount) < 0.005) return true;
  }
  return false;
}

/** The lines whose text holds `key` as whole words. */
function linesNaming(keys: readonly string[], key: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i]!.includes(` ${key} `)) at.push(i);
  return at;
}

/**
 * Whether the page shows the offer: a line holding its name (whole words), and its amount printed
 * on that line or in the lines of its card — up to LINES_BEFORE above and LINES_AFTER below, never
 * past another offer's heading (`headings`: line index → the offer key that line is, alone).
 */
function shownOffer(raw: readonly string[], at: readonly number[], key: string, headings: ReadonlyMap<number, string>, amount: number): boolean {
  const foreign = (j: number) => headings.has(j) && headings.get(j) !== key;
  for (const i of at) {
    let from = i;
    while (from > 0 && i - from < LINES_BEFORE && !foreign(from - 1)) from--;
    let to = i;
    while (to + 1 < raw.length && to - i < LINES_AFTER && !foreign(to + 1)) to++;
    if (printsAmount(raw.slice(from, to + 1).join("\n"), amount)) return true;
  }
  return false;
}

/**
 * The plans read from structured data that the visible text shows (name and amount, as above), in
 * their order. A plan without a price, or priced 0, is not shown by this test: a price list's free
 * item is a first consultation or a placeholder as often as a free plan, and the markup alone
 * cannot tell which.
 */
function shownOnPage(plans: readonly PlanFact[], visible: string): PlanFact[] {
  const offers = plans.map((p) => ({ p, key: keyOf(p.name) })).filter(({ p, key }) => p.amount !== null && p.amount > 0 && /\p{L}/u.test(key));
  if (!offers.length) return [];
  const raw = visible.split("\n").slice(0, MAX_LINES);
  const keys = raw.map((l) => ` ${keyOf(l)} `);
  const linesOf = new Map<string, number[]>();
  const headings = new Map<number, string>();
  for (const { key } of offers) {
    if (linesOf.has(key)) continue;
    const at = linesNaming(keys, key);
    linesOf.set(key, at);
    // Another card's heading: a line that is the offer's name and nothing else.
    for (const i of at) if (keys[i] === ` ${key} `) headings.set(i, key);
  }
  return offers.filter(({ p, key }) => shownOffer(raw, linesOf.get(key)!, key, headings, p.amount!)).map(({ p }) => p);
}

/** Plans from the page's JSON-LD offer catalogues that its visible text shows. */
export function offerCataloguePlans(url: string, blocks: Json[], visible: string): PlanFact[] {
  const read: PlanFact[] = [];
  const seen = new Set<string>();
  for (const { offer, fallbackName } of catalogueOffers(blocks)) {
    const r = readOffer(offer);
    const name = r.name ?? fallbackName;
    if (!name || name.length > 80 || r.amount === null) continue;
    const sig = `${keyOf(name)}|${r.amount}|${r.currency}`;
    if (seen.has(sig)) continue;
    seen.add(sig);
    read.push(offerFact(url, name, r, "OfferCatalog"));
  }
  return shownOnPage(read, visible);
}
