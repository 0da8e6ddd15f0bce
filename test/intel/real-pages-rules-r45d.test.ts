/**
 * Round 45, part d, on real pages (issue 25; docs/intel.md, "Round 45, part d"): hidden dialogs,
 * modals and pop-ups that restate a plan. Counted on development (waves 8–12, 30–37) and left
 * without a rule: the overlays that hurt are on two sites of one wave (37), and both are overlays
 * the engine cannot see hidden (a state class of the page's own sheet, an external sheet). These
 * tests pin what the engine reads today: an overlay it sees hidden — by the `hidden` attribute, an
 * inline `display:none`, a hiding class, the page's own sheet — neither becomes a plan nor vetoes
 * the visible cards, whatever price it restates; and the hidden billing sides of a switch are still
 * read on purpose (a later overlay rule must keep them). Small pages of our own, never text from a
 * real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, after = "", head = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Plans</h1><section class="plans">${body}</section>${after}</main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li><li>Weekly backups</li></ul>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><p>per month</p>${bullets}<a class="btn" href="/signup">Start</a></div>`;
const grid = card("Starter", "$9") + card("Pro", "$29") + card("Team", "$79");
const gridRead = [["Starter", 9, "month"], ["Pro", 29, "month"], ["Team", 79, "month"]];
/** A sign-up modal restating one plan in a sentence, at `price`. */
const signup = (attrs: string, price: string) =>
  `<div ${attrs}><div class="box"><h3>Pro</h3><p>Get started — ${price}/month. Cancel anytime.</p><input type="email"><button>Create account</button></div></div>`;
/** An upgrade modal of two boxes, one per billing side of one plan (round 44b's construction). */
const sides = (attrs: string) =>
  `<div ${attrs}><div class="box"><h4>Annual Plan</h4><p>$24 per month billed annually</p><a href="/a">Go Annual</a></div><div class="box"><h4>Monthly Plan</h4><p>$29 billed monthly</p><a href="/m">Go Monthly</a></div></div>`;
const read = (html: string, abstain = false) => {
  const url = "https://tools.example/pricing";
  return extractSite([{ url, html }], { url, abstain }).plans.map((p) => [p.name, p.amount, p.period]);
};

describe("rules45d: an overlay the engine sees hidden neither becomes a plan nor vetoes the cards", () => {
  const hiddenBy: [string, string, string][] = [
    ["the hidden attribute", `class="signup-modal" hidden`, ""],
    ["an inline display:none (a checkout section a script shows)", `class="payment-section" style="display: none;"`, ""],
    ["a hiding class", `class="modal hidden"`, ""],
    ["the page's own sheet, no rule showing it again", `class="signup-modal"`, "<style>.signup-modal{display:none;position:fixed;inset:0}</style>"],
  ];
  for (const [how, attrs, head] of hiddenBy) {
    test(`a sign-up modal restating Pro at another price, hidden by ${how}`, () => {
      expect(read(doc(grid, signup(attrs, "$24"), head))).toEqual(gridRead);
      expect(read(doc(grid, signup(attrs, "$24"), head), true)).toEqual(gridRead);
    });
    test(`an upgrade modal of two billing-side boxes, hidden by ${how}`, () => {
      expect(read(doc(grid, sides(attrs), head))).toEqual(gridRead);
    });
  }

  test("a modal restating the card's own price (the wave-12 construction) leaves the grid exact", () => {
    expect(read(doc(grid, signup(`class="payment-modal-overlay" hidden`, "$29")))).toEqual(gridRead);
  });

  test("a modal holding only a plan's name and no price changes nothing", () => {
    const modal = `<div class="modal" hidden><h3>Upgrade to Pro</h3><p>Choose a workspace to upgrade.</p><button>Continue</button></div>`;
    expect(read(doc(grid, modal))).toEqual(gridRead);
  });
});

describe("rules45d: what is kept on purpose", () => {
  test("the hidden annual side of a switch is still read, per card", () => {
    const cardT = (name: string, m: string, y: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price"><span class="monthly">${m}</span><span class="annual" hidden>${y}</span> / month</div>${bullets}<a class="btn" href="/signup">Start</a></div>`;
    const sw = `<div class="switch"><button class="active">Monthly</button><button>Yearly</button></div>`;
    const got = extractSite([{ url: "https://tools.example/pricing", html: doc(sw + cardT("Starter", "$10", "$8") + cardT("Pro", "$30", "$24") + cardT("Team", "$80", "$64")) }], { url: "https://tools.example/pricing", abstain: false }).plans;
    expect(got.map((p) => [p.name, p.amount, p.annual_amount ?? null])).toEqual([["Starter", 10, 8], ["Pro", 30, 24], ["Team", 80, 64]]);
  });
});

describe("rules45d: the gap left open (an overlay the engine cannot see hidden)", () => {
  // A modal hidden only by a state class (`.x{display:none}` + `.x.open{display:flex}`) or by an
  // external sheet is shown text to the engine: two boxes named by their headings read as plans
  // (the wave-37 upgrade dialog). Pinned so that a later overlay rule shows up here as a change.
  test("an upgrade modal hidden by a state class of the page's own sheet is read as plans today", () => {
    const head = "<style>.upgrade-modal{display:none}.upgrade-modal.open{display:flex}</style>";
    const got = read(doc(grid, sides(`class="upgrade-modal"`), head)).map((p) => p[0]);
    expect(got).toEqual(["Starter", "Pro", "Team", "Annual Plan", "Monthly Plan"]);
  });
});
