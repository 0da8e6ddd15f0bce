/**
 * The real-pages case schema (test/intel/real-pages/case-schema.ts): a version chain's links must
 * be pages the case holds. The scorer compares a version whose `compare_to` names no saved version
 * with the case's own page, so a dangling link scored a described change against the wrong page,
 * silently; the schema now refuses it (session 34).
 */
import { describe, expect, test } from "bun:test";
import { caseSchema } from "./real-pages/case-schema";

const hex = (d: string) => d.repeat(40);
const base = {
  slug: "acme",
  company: "Acme",
  wave: 1,
  repo: "acme/site",
  commit: hex("a"),
  pages: [{ role: "pricing", path: "pricing.html", url: "https://acme.example/pricing" }],
  year: 2024,
  stack: "static HTML",
  language: "en",
  script_drawn: false,
  free_tier: false,
  plans: [],
  headline: null,
  features: [],
  notes: "",
};
const version = (d: string, compareTo?: string) => ({ commit: hex(d), file: `pricing.${hex(d).slice(0, 7)}.html`, ...(compareTo ? { compare_to: hex(compareTo) } : {}), changes: [] });

describe("case schema: version chains", () => {
  test("a chain old → older → the case's commit is valid", () => {
    expect(caseSchema.safeParse({ ...base, versions: [version("b"), version("c", "b"), version("d", "a")] }).success).toBe(true);
  });

  test("compare_to naming a commit the case holds no page of is refused, with the field named", () => {
    const r = caseSchema.safeParse({ ...base, versions: [version("b", "e")] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual(["versions.0.compare_to: compare_to names neither the case's commit nor another version's"]);
  });
});
