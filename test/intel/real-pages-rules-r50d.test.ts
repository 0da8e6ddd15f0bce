/**
 * Round 50, part d, on real pages (issue 25; docs/intel.md, "Round 50, part d"): monitoring's
 * reports no reader wrote, and real changes missed, counted on development (waves 8–12, 30–41) by
 * kind and construction. A card's lines reworded are reported by the engine as features removed and
 * added (alone, or grouped past five); readers write them so, or as nothing, or — on four sites in
 * three waves (33, 35, 36) — as one message of the plan listing the card's lines before and after
 * ("Custom firewall rules; SSO integration" → "Custom firewall policies; SSO and SAML login"). The
 * reader and the engine say the same thing there; the scorer did not see it. The scorer now takes
 * such a message as the changes that carry its lines (real-pages-score.ts, `linesAsMessage`). These
 * tests run the real diff (src/monitoring/diff.ts) on two versions of a page of our own.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { scoreCase } from "../monitoring/score-case.ts";

const dir = mkdtempSync(join(tmpdir(), "r50d-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://gatewarden.example/pricing";
const card = (name: string, price: string, lines: string[]) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="button" href="/signup">Choose ${name}</a></div>`;
const page = (enterprise: string[], team: string[] = ["Query audit log", "Role-based access", "Slack alerts"]) =>
  `<!doctype html><html><head><title>Pricing — Gatewarden</title></head><body><main><h1>Pricing</h1><div class="pricing">` +
  card("Starter", "$0/month", ["One database", "Community forum"]) +
  card("Team", "$49/month", team) +
  card("Enterprise", "$399/month", enterprise) +
  `</div></main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const brief = (old: string, now: string) => diffFacts(read(old), read(now)).map((c) => `${c.type} ${c.summary}`);

const OLD = page(["Everything in Team", "Custom firewall rules", "SSO integration"]);
const NOW = page(["Everything in Team", "Custom firewall policies", "SSO and SAML login"]);

describe("rules50d: a card's lines reworded, written as the plan's message", () => {
  test("the engine reports the two lines reworded as features removed and added", () => {
    expect(brief(OLD, NOW)).toEqual([
      "feature_added Feature added: Custom firewall policies (in Enterprise)",
      "feature_added Feature added: SSO and SAML login (in Enterprise)",
      "feature_removed Feature removed: Custom firewall rules (was in Enterprise)",
      "feature_removed Feature removed: SSO integration (was in Enterprise)",
    ]);
  });

  test("the reader's message listing the card's lines before and after is those four changes", () => {
    const label = { type: "messaging_change" as const, plan: "Enterprise", before: "Custom firewall rules; SSO integration", after: "Custom firewall policies; SSO and SAML login" };
    expect(scoreCase(dir, URL_, "lines", OLD, NOW, [label])).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("a line of the message that stayed on the card is no change; one that left but is not reported keeps the label unmatched", () => {
    const kept = { type: "messaging_change" as const, plan: "Enterprise", before: "Everything in Team; Custom firewall rules; SSO integration", after: "Everything in Team; Custom firewall policies; SSO and SAML login" };
    expect(scoreCase(dir, URL_, "kept", OLD, NOW, [kept])).toEqual({ found: 1, expected: 1, falses: 0 });
    const stray = { type: "messaging_change" as const, plan: "Enterprise", before: "Custom firewall rules; Phone support", after: "Custom firewall policies; SSO and SAML login" };
    expect(scoreCase(dir, URL_, "stray", OLD, NOW, [stray])).toEqual({ found: 0, expected: 1, falses: 4 });
  });

  test("a list rewritten past five lines (grouped each way) is the message's too", () => {
    const old = page(["Everything in Team", "Custom firewall rules", "SSO integration"], ["Query audit log", "Role-based access", "Slack alerts"]);
    const now = page(["Everything in Team", "Custom firewall policies", "SSO and SAML login"], ["Query history", "Roles and permissions", "Alerts in Slack"]);
    const got = brief(old, now);
    expect(got.filter((x) => / features (?:added|removed): /.test(x))).toHaveLength(2);
    const labels = [
      { type: "messaging_change" as const, plan: "Enterprise", before: "Custom firewall rules; SSO integration", after: "Custom firewall policies; SSO and SAML login" },
      { type: "messaging_change" as const, plan: "Team", before: "Query audit log; Role-based access; Slack alerts", after: "Query history; Roles and permissions; Alerts in Slack" },
    ];
    expect(scoreCase(dir, URL_, "grouped", old, now, labels)).toEqual({ found: 2, expected: 2, falses: 0 });
  });

  test("a one-line message is still round 22's single line rewritten", () => {
    const one = { type: "messaging_change" as const, before: "Custom firewall rules", after: "Custom firewall policies" };
    expect(scoreCase(dir, URL_, "one", OLD, NOW, [one])).toEqual({ found: 1, expected: 1, falses: 2 });
  });
});
