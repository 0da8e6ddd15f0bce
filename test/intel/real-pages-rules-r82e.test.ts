/**
 * Round 82, part e, on real pages (issue 25; docs/intel.md, "Round 82, parts a–e"): a card's title
 * that carries its subtitle in a `<small>` — "<h3>Starter <small>Great for two or three friends</small></h3>",
 * Bootstrap's heading with secondary text (a 2014 hosting page of wave 75). name-tail.ts splits a
 * title's tail off when the tail is a phrase set apart — a block, or an element with a class or a
 * style; a bare `<small>` is set apart by typography's own convention, so the name is its lead.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://cratebox.example/hosting/";
const card = (name: string, sub: string, price: string) =>
  `<div class="span4"><div class="well"><h3>${name} <small>${sub}</small></h3><h5>${price} <sup>monthly</sup></h5><ul><li>Daily backups</li><li>Control panel</li><li>No setup fee</li></ul><a class="btn" href="/cart?pid=1">Order now</a></div></div>`;
const html =
  `<!doctype html><html lang="en"><head><title>CrateBox — game hosting</title></head><body><div class="container"><h1>Game server hosting</h1><div class="row">` +
  card("Duo", "Great for two or three friends", "$7") +
  card("Guild", "Great for up to twenty players", "$19") +
  card("Realm", "Great for big communities", "$45") +
  `</div></div></body></html>`;

describe("rules82e: a title's subtitle in a <small>", () => {
  test("the plans are named by the title's lead, not with the subtitle (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Duo", "Guild", "Realm"]);
    expect(plans.map((p) => p.amount)).toEqual([7, 19, 45]);
  });

  test("a <small> holding a name's own second word is kept in the name", () => {
    const one = html.replace("Duo <small>Great for two or three friends</small>", "Duo <small>Plus</small>");
    const plans = extractSite([{ url: URL, html: one }], { url: URL, abstain: false }).plans;
    expect(plans[0]?.name).toBe("Duo Plus");
  });
});
