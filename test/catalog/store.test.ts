/**
 * Loading the dataset into SQLite and keeping admin edits through restarts and dataset upgrades.
 */
import { describe, expect, test } from "bun:test";
import rawDataset from "../../data/tools.json";
import type { Dataset } from "../../src/catalog/schema";

const dataset = rawDataset as Dataset;
import { toolChangesSchema } from "../../src/catalog/schema";
import { datasetObject } from "../../src/catalog/dataset-source";
import { syncDataset } from "../../src/catalog/store";
import { createTestApp } from "../helpers/app";
import { rows } from "../support/sql";

const small = (version: number, tools = dataset.tools.slice(0, 12)) => ({ version, prices_checked: "2026-11-01", tools });

describe("catalog loading", () => {
  test("first start loads every tool with its rank; the API serves them", async () => {
    const t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    const n = (await rows(t.rt.db).get<{ n: number }>("SELECT count(*) AS n FROM tools"))!.n;
    expect(n).toBe(dataset.tools.length);
    const body = await (await t.request("/api/v1/categories")).json();
    expect(body.total_tools).toBe(dataset.tools.length);
    expect(await t.rt.catalog.pricesChecked()).toBe(dataset.prices_checked);
    await t.close();
  });

  test("the first start stores every dataset tool as written, ranked by its place in its category", async () => {
    // More tools than one INSERT carries (the sync writes new rows in batches): none lost, none mixed up.
    const t = await createTestApp();
    const rankIn = new Map<string, number>();
    for (const d of dataset.tools) {
      const rank = (rankIn.get(d.category) ?? 0) + 1;
      rankIn.set(d.category, rank);
      expect(t.rt.catalog.get(d.slug)).toEqual({
        slug: d.slug,
        name: d.name,
        url: d.url,
        category: d.category,
        pricing_model: d.pricing_model,
        starting_price: d.starting_price,
        free_tier: d.free_tier,
        description: d.description,
        differentiator: d.differentiator,
        features: d.features,
        target_audience: d.target_audience,
        aliases: d.aliases ?? [],
        rank,
      });
    }
    await t.close();
  });

  test("an admin edit survives a restart and a dataset upgrade; unedited rows follow the dataset", async () => {
    const v1 = small(1);
    const t = await createTestApp({ dataset: v1 });
    const [edited, untouched, dropped] = [v1.tools[0], v1.tools[1], v1.tools[2]];
    await t.rt.catalog.updateTool(t.ctx, { slug: edited.slug, changes: { starting_price: "$1/month", description: "Edited by the operator and must never be overwritten by data." } });
    const added = await t.rt.catalog.addTool(t.ctx, { ...v1.tools[3], slug: "my-own-tool", name: "My Own Tool" });
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

  test("two syncs of a newer dataset at once (replicas starting together): the first writes it, the second waits and finds it there", async () => {
    // On PostgreSQL both used to find the dataset newer and insert its new tools: the second
    // waited on the slug's unique index for the first's transaction, then stopped the replica on
    // the duplicate (session 15). The first sync is held open here after writing its rows.
    const t = await createTestApp({ dataset: small(1) });
    const v2 = datasetObject(small(2, dataset.tools.slice(0, 20)));
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const held = new Promise<void>((r) => (release = r));
    const first = syncDataset(t.rt.db, t.clock, v2, async () => {
      entered();
      await held;
    });
    await inside;
    const second = syncDataset(t.rt.db, t.clock, v2);
    // Long enough for the second to reach its insert (or its wait for the first) on any engine.
    await Bun.sleep(200);
    release();
    expect(await first).toMatchObject({ from: 1, to: 2, added: 8, updated: 12 });
    expect(await second).toBeNull();
    expect((await rows(t.rt.db).get<{ n: number }>("SELECT count(*) AS n FROM tools"))!.n).toBe(20);
    await t.close();
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
    // Input is validated by the schema the dashboard's route parses with, before the verb runs.
    const issue = (changes: unknown) => toolChangesSchema.safeParse(changes).error?.issues[0].path.join(".");
    expect(issue({ url: "http://insecure.example" })).toBe("url");
    expect(issue({ features: ["a"] })).toStartWith("features");
    await expect((async () => t.rt.catalog.updateTool(t.ctx, { slug: s, changes: { name: dataset.tools[1].name.toUpperCase() } }))()).rejects.toThrow("already exists");
    await expect((async () => t.rt.catalog.updateTool(t.ctx, { slug: "no-such-tool", changes: { description: "x".repeat(50) } }))()).rejects.toThrow("No tool");
    await expect((async () => t.rt.catalog.addTool(t.ctx, { ...dataset.tools[1] }))()).rejects.toThrow("already exists");
    // Moving a tool to another category puts it last there.
    const target = dataset.tools[11].category;
    const moved = await t.rt.catalog.updateTool(t.ctx, { slug: s, changes: { category: target } });
    expect(moved.rank).toBe(t.rt.catalog.index().inCategory(target).length);
    await t.close();
  });
});

describe("reverting an edited tool to the dataset's version", () => {
  test("the dataset row comes back with its rank, edited_at is cleared, and upgrades update it again", async () => {
    const v1 = small(1);
    const t = await createTestApp({ dataset: v1 });
    const [tool, other] = [v1.tools[0], v1.tools.find((x) => x.category !== v1.tools[0].category)!];
    const rank = t.rt.catalog.get(tool.slug)!.rank;
    await t.rt.catalog.updateTool(t.ctx, { slug: tool.slug, changes: { name: "Renamed By Admin", category: other.category, starting_price: "$1/month" } });
    expect(await t.rt.catalog.provenance(tool.slug)).toEqual({ inDataset: true, edited: true });
    const versionBefore = t.rt.catalog.version();

    const back = await t.rt.catalog.revertTool(t.ctx, { slug: tool.slug });
    expect(back).toMatchObject({ name: tool.name, category: tool.category, starting_price: tool.starting_price, features: tool.features, rank });
    expect(await t.rt.catalog.provenance(tool.slug)).toEqual({ inDataset: true, edited: false });
    expect(t.rt.catalog.version()).toBeGreaterThan(versionBefore); // the API's cached bodies are stale now
    expect((await (await t.request(`/api/v1/tools/${tool.slug}`)).json()).tool.name).toBe(tool.name);
    await t.rt.close();

    // No longer the admin's: a newer dataset updates it like any other row.
    const up = await createTestApp({ dir: t.dir, dataset: small(2, v1.tools.map((x) => ({ ...x, starting_price: "$77/month" }))) });
    expect(up.rt.catalog.get(tool.slug)?.starting_price).toBe("$77/month");
    await up.close();
  });

  test("a tool added in the dashboard has nothing to go back to; unknown slugs are 404", async () => {
    const v1 = small(1);
    const t = await createTestApp({ dataset: v1 });
    await t.rt.catalog.addTool(t.ctx, { ...v1.tools[3], slug: "my-own-tool", name: "My Own Tool" });
    expect(await t.rt.catalog.provenance("my-own-tool")).toEqual({ inDataset: false, edited: true });
    await expect((async () => t.rt.catalog.revertTool(t.ctx, { slug: "my-own-tool" }))()).rejects.toThrow("added in the dashboard");
    await expect((async () => t.rt.catalog.revertTool(t.ctx, { slug: "no-such-tool" }))()).rejects.toThrow("No tool");
    expect(await t.rt.catalog.provenance("no-such-tool")).toBeNull();
    await t.close();
  });

  test("when another tool took the dataset's name meanwhile, the revert is refused and nothing changes", async () => {
    const v1 = small(1);
    const t = await createTestApp({ dataset: v1 });
    const [a, b] = v1.tools;
    await t.rt.catalog.updateTool(t.ctx, { slug: a.slug, changes: { name: "Something Else" } });
    await t.rt.catalog.updateTool(t.ctx, { slug: b.slug, changes: { name: a.name } });
    await expect((async () => t.rt.catalog.revertTool(t.ctx, { slug: a.slug }))()).rejects.toThrow("already exists");
    expect(t.rt.catalog.get(a.slug)?.name).toBe("Something Else");
    expect((await t.rt.catalog.provenance(a.slug))?.edited).toBe(true);
    await t.close();
  });
});
