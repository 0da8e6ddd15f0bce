/**
 * Round 38, part c, on real pages (issue 25; docs/intel.md, "Round 38, part c"): a group's cards are
 * built from one template, so a card the reader lost or named from another slot takes the name its
 * kin's slot holds (slot-names.ts). On small pages of our own: the card named from a heading of its
 * own beside its kin's slot; and the look-alikes — a slot whose texts repeat (a badge, a button), a
 * slot of one card only, a lost card without a price, a name the reader cleaned of a ribbon.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { namesBySlot } from "../../src/intel/extract/slot-names";
import type { HElement } from "../../src/intel/html/parse";

const PAGE = "https://copperwren.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Copper Wren pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const card = (inner: string) => `<div class="tile"><p class="t-a">${inner}</p></div>`;
const read = (body: string) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).plans.map((p) => `${p.name} ${p.amount}`).sort();

describe("round 38c: a group's cards named alike", () => {
  test("a card titled by a heading of its own beside its kin's slot is named by the slot", () => {
    const body = `<div class="grid">
      <div class="tile"><p class="t-a">Basic</p><p>For one person.</p><div class="amt">$9/month</div><button>Start</button></div>
      <div class="tile"><p class="t-a">Team</p><p>For small teams.</p><div class="amt">$29/month</div><button>Start</button></div>
      <div class="tile"><p class="t-a">Enterprise</p><h3>Ultimate Suite</h3><div class="amt">$99/month</div><button>Start</button></div>
    </div>`;
    expect(read(body)).toEqual(["Basic 9", "Enterprise 99", "Team 29"]);
  });

  const pageOf = (body: string) => buildPage({ url: PAGE, html: html(body) });
  const tiles = (page: ReturnType<typeof pageOf>) => page.doc.elements.filter((e: HElement) => e.attrs.class === "tile");
  const nameOf = (t: string) => (t.length > 0 && t.length < 30 ? t : null);

  test("the slot names a lost priced card", () => {
    const page = pageOf(`<div>${card("Basic")}${card("Team")}${card("Studio")}</div>`);
    const [a, b, c] = tiles(page);
    const got = namesBySlot(page, [{ card: a, name: "Basic", priced: true }, { card: b, name: "Team", priced: true }, { card: c, name: null, priced: true }], nameOf);
    expect([...got.values()]).toEqual(["Studio"]);
  });

  test("not a lost card without a price (a box under the plans)", () => {
    const page = pageOf(`<div>${card("Basic")}${card("Team")}${card("Need more")}</div>`);
    const [a, b, c] = tiles(page);
    const got = namesBySlot(page, [{ card: a, name: "Basic", priced: true }, { card: b, name: "Team", priced: true }, { card: c, name: null, priced: false }], nameOf);
    expect(got.size).toBe(0);
  });

  test("not a slot whose texts repeat across cards (a badge, a button)", () => {
    const page = pageOf(`<div>${card("Start")}${card("Start")}${card("Start")}</div>`);
    const [a, b, c] = tiles(page);
    const got = namesBySlot(page, [{ card: a, name: "Start", priced: true }, { card: b, name: "Start", priced: true }, { card: c, name: "Pro", priced: true }], nameOf);
    expect(got.size).toBe(0);
  });

  test("not a slot of one card only (a ribbon over the featured card)", () => {
    const page = pageOf(`<div><div class="tile"><p class="rib">Most loved</p></div>${card("Basic")}${card("Team")}</div>`);
    const [a, b, c] = tiles(page);
    const got = namesBySlot(page, [{ card: a, name: "Pro", priced: true }, { card: b, name: "Basic", priced: true }, { card: c, name: "Team", priced: true }], nameOf);
    expect(got.size).toBe(0);
  });

  test("a name the reader cleaned of a ribbon nested in the slot stays", () => {
    const page = pageOf(`<div>${card("Basic")}${card("Team")}${card('Pro <span class="x">Beta</span>')}</div>`);
    const [a, b, c] = tiles(page);
    const got = namesBySlot(page, [{ card: a, name: "Basic", priced: true }, { card: b, name: "Team", priced: true }, { card: c, name: "Pro", priced: true }], nameOf);
    expect(got.size).toBe(0);
  });
});
