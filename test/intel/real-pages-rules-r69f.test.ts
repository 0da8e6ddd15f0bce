/**
 * Round 69, part f, on real pages (issue 25; docs/intel.md, "Round 69, parts b–f"): the lead's read
 * of wave 68 once round 75 had closed on it. A German ERP's page sells three plans and, in the next
 * section, fourteen industry modules each "zubuchbar" at its own monthly price, under the eyebrow
 * "Extensions" over a slogan heading ("Ihr Kiron. Ihre Branche."). The add-on rule (round 21b,
 * round 31e: a heading or its eyebrow saying "Add-ons") did not know the word, so the fourteen
 * modules were reported as plans and the larger set pushed the three plans out. A section titled
 * "Extensions" is one of add-ons too. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://werkbank.example/";
const page = (body: string) => `<!doctype html><html lang="de"><head><title>Werkbank ERP</title></head><body><main><h1>Das ERP für Ihre Werkstatt</h1>${body}</main></body></html>`;
const plans = (body: string, abstain: boolean) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain }).plans.map((p) => p.name);

const plan = (name: string, price: string) =>
  `<div class="price-card"><span class="price-tier">${name}</span><span class="price-val">${price} €</span><span class="price-per">/Monat inkl. MwSt.</span><ul><li>Aufträge</li><li>Lager</li><li>Support</li></ul><button>Testen</button></div>`;
const modules = ["Bau", "Werkstatt", "Spedition", "Fuhrpark", "Hausverwaltung", "Vertrieb"]
  .map((m, i) => `<div class="module"><div class="module-name">${m}</div><p class="module-desc">Modul für ${m}: Kanban, Zeiterfassung und Berichte.</p><span class="module-status">${29 + 10 * i} €/mo</span></div>`)
  .join("");
const body = `<section id="pricing"><h2>Preise</h2><div class="price-grid">${plan("Starter", "199")}${plan("Professional", "399")}${plan("Enterprise", "799")}</div></section>` +
  `<section id="extensions"><span class="sec-lbl">Extensions</span><h2 class="sec-title">Ihr ERP.<br>Ihre Branche.</h2><p>Jede Extension ist einzeln zubuchbar und monatlich kündbar.</p><div class="modules-grid">${modules}</div></section>`;

describe("rules69f: a section titled \"Extensions\" holds add-ons, not plans", () => {
  test("the modules under the \"Extensions\" eyebrow are no plans, and the three plans are reported (fails without the rule)", () => {
    const raw = plans(body, false);
    expect(raw).not.toContain("Spedition");
    expect(plans(body, true)).toEqual(["Starter", "Professional", "Enterprise"]);
  });
});
