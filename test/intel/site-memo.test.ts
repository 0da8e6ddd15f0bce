import { describe, expect, test } from "bun:test";
import { clearSiteMemos, textMemo } from "../../src/intel/extract/site-memo.ts";
import { tablePeriod } from "../../src/intel/extract/period-words.ts";
import { extractSite } from "../../src/intel/extract-site.ts";

describe("site memo (answers kept for one site's extraction)", () => {
  test("a short text is read once until the memos are cleared; a long one each time", () => {
    let calls = 0;
    const read = textMemo((t: string) => {
      calls++;
      return t.length;
    });
    clearSiteMemos();
    expect(read("Up to 10")).toBe(8);
    expect(read("Up to 10")).toBe(8);
    expect(calls).toBe(1);
    clearSiteMemos();
    expect(read("Up to 10")).toBe(8);
    expect(calls).toBe(2);
    const long = "x".repeat(1000);
    read(long);
    read(long);
    expect(calls).toBe(4);
  });

  test("the memo stays bounded: past its size it starts again, answers still right", () => {
    let calls = 0;
    const read = textMemo((t: string) => (calls++, t.toUpperCase()));
    clearSiteMemos();
    for (let i = 0; i < 12_000; i++) expect(read(`line ${i}`)).toBe(`LINE ${i}`);
    expect(calls).toBe(12_000);
    // The last entries are still kept.
    read("line 11999");
    expect(calls).toBe(12_000);
  });

  test("the period table answers the same with the memo, before and after a site is read", () => {
    clearSiteMemos();
    const first = tablePeriod("49 zł / mies.");
    expect(first?.period).toBe("month");
    expect(tablePeriod("49 zł / mies.")).toEqual(first);
    extractSite([{ url: "https://memo.example/pricing", html: "<h2>Pro</h2><p>49 zł / mies.</p>" }]);
    expect(tablePeriod("49 zł / mies.")).toEqual(first);
    expect(tablePeriod("Up to 10 projects")).toBeNull();
  });
});
