/**
 * Loading the dataset into SQLite and keeping admin edits through restarts and dataset upgrades.
 */
import { describe, expect, test } from "bun:test";
import rawDataset from "../../data/tools.json";
import type { Dataset } from "../../src/catalog/schema";

const dataset = rawDataset as Dataset;
import { createTestApp } from "../helpers/app";

const small = (version: number, tools = dataset.tools.slice(0, 12)) => ({ version, prices_checked: "2026-11-01", tools });

describe("catalog loading", () => {
  test("first start loads every tool with its rank; the API serves them", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    const n = (t.rt.db.$client.query("SELECT count(*) AS n FROM tools").get() as any).n;
    expect(n).toBe(dataset.tools.length);
    const body = await (await t.request("/api/v1/categories")).json();
    expect(body.total_tools).toBe(dataset.tools.length);
    expect(t.rt.catalog.pricesChecked()).toBe(dataset.prices_checked);
    await t.close();
  });

  test("an admin edit survives a restart and a dataset upgrade; unedited rows follow the dataset", async () => {
    const v1 = small(1);
    const t = await createTestApp({ dataset: v1 });
    const [edited, untouched, dropped] = [v1.tools[0], v1.tools[1], v1.tools[2]];
    t.rt.catalog.updateTool(edited.slug, { starting_price: "$1/month", description: "Edited by the operator and must never be overwritten by data." });
    const added = t.rt.catalog.addTool({ ...v1.tools[3], slug: "my-own-tool", name: "My Own Tool" });
    expect(added.slug).toBe("my-own-tool");
    await t.rt.close();

    // Restart with the same dataset version: nothing reloaded.
    const again = await createTestApp({ dir: t.dir, dataset: v1 });
    expect(again.rt.catalog.get(edited.slug)?.starting_price).toBe("$1/month");
    await again.rt.close();

    // Upgrade: changed prices for every tool, one tool removed, one new tool.
    const newTool = dataset.tools[20];
    const v2 = small(
      2,
      [...v1.tools.filter((x) => x.slug !== dropped.slug), newTool].map((x) => ({ ...x, starting_price: "$77/month", pricing_model: "Subscription", free_tier: false })),
    );
    const up = await createTestApp({ dir: t.dir, dataset: v2 });
    const c = up.rt.catalog;
    expect(c.get(edited.slug)?.starting_price).toBe("$1/month");
    expect(c.get(edited.slug)?.description).toContain("Edited by the operator");
    expect(c.get(untouched.slug)?.starting_price).toBe("$77/month");
    expect(c.get(dropped.slug)).toBeUndefined();
    expect(c.get(newTool.slug)?.starting_price).toBe("$77/month");
    expect(c.get("my-own-tool")).toBeDefined();
    await up.close();
  });

  test("an invalid dataset stops the start with the reason", async () => {
    const bad = { version: 1, prices_checked: "2026-11-01", tools: [{ ...dataset.tools[0], starting_price: "cheap" }] };
    await expect(createTestApp({ dataset: bad })).rejects.toThrow("starting_price");
  });
});

describe("catalog edits", () => {
  test("invalid edits name the field; duplicates are refused; the slug must exist", async () => {
    const t = await createTestApp({ dataset: small(1) });
    const s = dataset.tools[0].slug;
    expect(() => t.rt.catalog.updateTool(s, { url: "http://insecure.example" })).toThrow('"url"');
    expect(() => t.rt.catalog.updateTool(s, { features: ["a"] } as any)).toThrow('"features');
    expect(() => t.rt.catalog.updateTool(s, { name: dataset.tools[1].name.toUpperCase() })).toThrow("already exists");
    expect(() => t.rt.catalog.updateTool("no-such-tool", { description: "x".repeat(50) })).toThrow("No tool");
    expect(() => t.rt.catalog.addTool({ ...dataset.tools[1] })).toThrow("already exists");
    // Moving a tool to another category puts it last there.
    const target = dataset.tools[11].category;
    const moved = t.rt.catalog.updateTool(s, { category: target });
    expect(moved.rank).toBe(t.rt.catalog.index().inCategory(target).length);
    await t.close();
  });
});
