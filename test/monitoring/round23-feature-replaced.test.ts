/**
 * Round 23 (issue 25: no change on noise, one event said once): one line of a list replaced by
 * another in one check — the only feature gone and the only one come among those the same plans
 * list, or among those no plan lists — is one alert, "Feature replaced: Walker: Email support →
 * Phone support", not a feature removed and a feature added. On development this was the largest
 * class of single feature changes no reader wrote down (one line reworded or swapped, a reader
 * writing one side or nothing: 17 pairs on 15 sites). Several lines replaced on one plan stay lines
 * of their own (which replaced which would be a guess). The real-pages scorer matches the alert
 * to a reader's label of either side. Pages of ours: a dog-walking scheduler, two versions.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { scoreCase } from "./score-case.ts";

const URL_ = "https://pawroute.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">Start ${name}</a></div>`;
const page = (walker: string[], pack: string[]) =>
  `<!doctype html><html><head><title>Pricing — Pawroute</title></head><body><main><h1>Plans for dog walkers</h1><div class="pricing">${card("Walker", "$12/month", walker)}${card("Pack", "$39/month", pack)}</div></main></body></html>`;
const OLD = page(["Route planner", "Client reminders", "Email support"], ["Route planner", "Client reminders", "Team calendar"]);
const NEW = page(["Route planner", "Client reminders", "Phone support"], ["Route planner", "Client reminders", "Team calendar"]);
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const lines = (a: string, b: string) => diffFacts(read(a), read(b)).map((c) => `${c.type} ${c.summary}`);

describe("one line of a list replaced (round 23)", () => {
  test("the only line gone and the only line come on one plan are one alert, old → new", () => {
    const cs = diffFacts(read(OLD), read(NEW));
    expect(cs.map((c) => `${c.type} ${c.summary}`)).toEqual(["feature_removed Feature replaced: Walker: Email support → Phone support"]);
    expect(cs[0]).toMatchObject({ subject: "Phone support", before: "Email support", after: "Phone support", severity: "medium" });
  });

  test("off any plan, the only tile gone and the only tile come are one alert too", () => {
    const tiles = (names: string[]) => `<section class="features"><h2>Every plan includes</h2>${names.map((n) => `<div class="feature"><h3>${n}</h3><p>Included on every walk.</p></div>`).join("")}</section>`;
    const withTiles = (names: string[]) => OLD.replace("</main>", `${tiles(names)}</main>`);
    expect(lines(withTiles(["GPS tracking", "Free SSL", "Mobile app"]), withTiles(["GPS tracking", "Free TLS certificates", "Mobile app"]))).toEqual(["feature_removed Feature replaced: Free SSL → Free TLS certificates"]);
  });

  test("a line gone from one plan and another come on a different plan are two changes", () => {
    const other = page(["Route planner", "Client reminders"], ["Route planner", "Client reminders", "Team calendar", "Payroll export"]);
    expect(lines(page(["Route planner", "Client reminders", "Email support"], ["Route planner", "Client reminders", "Team calendar"]), other)).toEqual([
      "feature_added Feature added: Payroll export (in Pack)",
      "feature_removed Feature removed: Email support (was in Walker)",
    ]);
  });

  test("two lines gone and two come on one plan stay four lines: which replaced which is a guess", () => {
    const two = page(["Route planner", "Phone support", "Invoices"], ["Route planner", "Client reminders", "Team calendar"]);
    const was = page(["Route planner", "Client reminders", "Email support"], ["Route planner", "Client reminders", "Team calendar"]);
    expect(lines(was, two).filter((l) => l.includes("replaced"))).toEqual([]);
    expect(lines(was, two)).toHaveLength(3);
  });
});

describe("the scorer matches a line replaced to a label of either side (round 23)", () => {
  const dir = mkdtempSync(join(tmpdir(), "round23-replaced-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a reader's feature removed and feature added are both that one alert", () => {
    const labels = [
      { type: "feature_removed" as const, plan: "Walker", feature: "Email support" },
      { type: "feature_added" as const, plan: "Walker", feature: "Phone support" },
    ];
    expect(scoreCase(dir, URL_, "both", OLD, NEW, labels)).toEqual({ found: 2, expected: 2, falses: 0 });
  });

  test("a reader who wrote one side only is found, and the alert is not unseen", () => {
    expect(scoreCase(dir, URL_, "one", OLD, NEW, [{ type: "feature_added" as const, feature: "Phone support" }])).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("a label on another plan is not matched", () => {
    expect(scoreCase(dir, URL_, "other-plan", OLD, NEW, [{ type: "feature_added" as const, plan: "Pack", feature: "Phone support" }])).toEqual({ found: 0, expected: 1, falses: 1 });
  });
});
