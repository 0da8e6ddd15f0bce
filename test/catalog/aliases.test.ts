/**
 * Aliases are stored with the tool: loaded from the dataset, kept through dataset upgrades like
 * every other field (an admin's edit wins), settable when an admin adds or edits a tool — in the
 * service and in the dashboard's form — and never shown in the API's Tool object.
 */
import { describe, expect, test } from "bun:test";
import rawDataset from "../../data/tools.json";
import type { Dataset, DatasetTool } from "../../src/catalog/schema";
import { toolChangesSchema } from "../../src/catalog/schema";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin } from "../admin/helpers";

const dataset = rawDataset as Dataset;
const few: DatasetTool[] = dataset.tools.slice(0, 12).map((x) => ({ ...x, aliases: undefined }));
const small = (version: number, tools = few) => ({ version, prices_checked: "2026-11-01", tools });
const found = async (t: TestApp, input: string) => {
  const res = await t.request(`/api/v1/tools/${encodeURIComponent(input)}`);
  return res.status === 200 ? ((await res.json()).tool.slug as string) : res.status;
};

describe("aliases through dataset upgrades", () => {
  test("dataset aliases load; an upgrade changes them on rows nobody edited and keeps the admin's", async () => {
    const [a, b, c] = few;
    const v1 = small(1, few.map((x) => (x === a ? { ...x, aliases: ["First Old Name"] } : x === b ? { ...x, aliases: ["Second Old Name"] } : x)));
    const t = await createTestApp({ dataset: v1, env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    expect(await found(t, "first old name")).toBe(a.slug);
    expect(t.rt.catalog.get(a.slug)?.aliases).toEqual(["First Old Name"]);
    await t.rt.catalog.updateTool(t.ctx, { slug: b.slug, changes: { aliases: ["Operator Alias"] } });
    expect(await found(t, "operator-alias")).toBe(b.slug);
    expect(await found(t, "second old name")).toBe(404);
    await t.rt.close();

    const v2 = small(2, few.map((x) => (x === a ? { ...x, aliases: ["First New Name"] } : x === b ? { ...x, aliases: ["Dataset Wants This"] } : x === c ? { ...x, aliases: ["Third"] } : x)));
    const up = await createTestApp({ dir: t.dir, dataset: v2, env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    expect(up.rt.catalog.get(a.slug)?.aliases).toEqual(["First New Name"]);
    expect(await found(up, "First New Name")).toBe(a.slug);
    expect(await found(up, "First Old Name")).toBe(404);
    expect(up.rt.catalog.get(b.slug)?.aliases).toEqual(["Operator Alias"]);
    expect(await found(up, "Dataset Wants This")).toBe(404);
    expect(await found(up, "third")).toBe(c.slug);
    // Editing another field keeps the aliases.
    await up.rt.catalog.updateTool(up.ctx, { slug: c.slug, changes: { starting_price: "$3/month" } });
    expect(up.rt.catalog.get(c.slug)?.aliases).toEqual(["Third"]);
    await up.close();
  });

  test("an added tool can have aliases; invalid aliases name the field", async () => {
    const t = await createTestApp({ dataset: small(1), env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    const added = await t.rt.catalog.addTool(t.ctx, { ...few[3], slug: "own-tool", name: "Own Tool", aliases: ["OT", "Former Own"] });
    expect(added.aliases).toEqual(["OT", "Former Own"]);
    expect(await found(t, "ot")).toBe("own-tool");
    expect(await found(t, "former-own")).toBe("own-tool");
    const body = await (await t.request("/api/v1/tools/own-tool")).json();
    expect(body.tool.aliases).toBeUndefined();
    // Aliases are validated by the schema the dashboard's route parses with.
    expect(toolChangesSchema.safeParse({ aliases: ["x"] }).error?.issues[0].path.join(".")).toBe("aliases.0");
    expect(toolChangesSchema.safeParse({ aliases: Array.from({ length: 13 }, (_, i) => `Alias ${i}`) }).error?.issues[0].message).toContain("at most 12");
    await t.close();
  });
});

describe("aliases in the dashboard's tool form", () => {
  test("the edit form shows them one per line; saving sets them and the API finds the tool by them", async () => {
    const t = await createTestApp({ dataset: small(1, few.map((x, i) => (i === 0 ? { ...x, aliases: ["Shown Alias"] } : x))), env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited" } });
    await createAdmin(t);
    const b = new Browser(t);
    const csrf = await b.signIn();
    const tool = t.rt.catalog.get(few[0].slug)!;
    const page = await (await b.request(`/admin/catalog/${tool.slug}/edit`)).text();
    expect(page).toMatch(/<textarea id="f-aliases" name="aliases"[^>]*>Shown Alias<\/textarea>/);

    const form = (aliases: string) => ({
      name: tool.name,
      url: tool.url,
      category: tool.category,
      pricing_model: tool.pricing_model,
      starting_price: tool.starting_price,
      ...(tool.free_tier ? { free_tier: "true" } : {}),
      description: tool.description,
      differentiator: tool.differentiator,
      features: tool.features.join("\n"),
      target_audience: tool.target_audience,
      aliases,
    });
    const bad = await b.htmx(`/admin/catalog/${tool.slug}`, { method: "POST", form: form("Fine Alias\nx"), target: "div#app", csrf });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Line 2: an alias must be at least 2 characters");

    const ok = await b.htmx(`/admin/catalog/${tool.slug}`, { method: "POST", form: form("Typed Alias\r\n\r\n  Another One  "), target: "div#app", csrf });
    expect(ok.status).toBe(200);
    expect(t.rt.catalog.get(tool.slug)?.aliases).toEqual(["Typed Alias", "Another One"]);
    expect(await found(t, "typed-alias")).toBe(tool.slug);
    expect(await found(t, "another one")).toBe(tool.slug);
    expect(await found(t, "shown alias")).toBe(404);
    await t.close();
  });
});
