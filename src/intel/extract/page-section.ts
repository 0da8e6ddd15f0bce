/**
 * Round 52, part e (docs/intel.md, "Round 52, part e"): a block that says no price at all and is
 * one of the page's own sections is no plan the page announces without a price.
 *
 * The card reader admits a block built like its priced siblings, with bullets or a button but no
 * price, no "Free" and no "Contact sales" word, as a tier whose price the page does not publish
 * (plans-page.ts `unpricedTwin`, read with amount null). When the page's sections are themselves
 * the priced blocks (one plan per section), the section beside them — a quick start's steps, a
 * "how it is used" section, a payment and refund notice — passes the same shape test. Counted on
 * development (waves 8–12, 30–44): such a section was read as a plan on three sites in three
 * waves (four plans), while none of the tiers without a price the readers wrote and the engine
 * reads stands so. What marks the block is where it stands, in any language:
 * - its parent is the page's `<body>` or `<main>`: its siblings are the page's sections;
 * - or a sibling holds the page's title (an `<h1>` inside a hero or intro block — not the bare
 *   heading over a grid) and the block holds none (cards that each hold an `<h1>` are built alike
 *   and stay cards).
 * Priced plans do stand so (25 case plans on 17 development sites: pages whose plans are the
 * page's own sections, or whose row of cards sits beside the hero); they are not judged here, and a
 * tier without a price among such cards would be refused with the sections (none on development;
 * the cost pinned by the tests).
 * A block that says "Free" or "Contact us" states its price in words and is not judged here (the
 * conventions keep such tiers, wherever they stand); a priced section stays a plan.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

export function pageSection(page: Page, block: HElement): boolean {
  const parent = block.parent;
  if (!parent) return false;
  if (parent.tag === "body" || parent.tag === "main") return true;
  const titles = page.headings.filter((h) => h.level === 1).map((h) => h.el);
  if (titles.some((t) => page.contains(block, t))) return false;
  return parent.children.some((s) => s !== block && s.kind === "element" && titles.some((t) => t !== s && page.contains(s, t)));
}
