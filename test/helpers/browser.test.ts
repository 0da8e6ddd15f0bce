/**
 * The browser test files share one Chromium per process (test/helpers/browser.ts): that must not
 * let one test see another's state, or results would depend on the order files run in.
 */
import { afterAll, describe, expect, test } from "bun:test";
import type { BrowserContext } from "playwright-core";
import { CHROMIUM, newBrowserContext, requireChromium, sharedChromium } from "./browser";

requireChromium("the shared Chromium's test");

describe.skipIf(!CHROMIUM)("the shared Chromium", () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));
  const open = async () => {
    const context = await newBrowserContext();
    contexts.push(context);
    return context;
  };

  test("is one browser, launched once", async () => {
    expect(await sharedChromium()).toBe(await sharedChromium());
  });

  test("hands out contexts that share no cookies, storage or permissions", async () => {
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("<p>x</p>", { headers: { "content-type": "text/html", "set-cookie": "seen=1; Path=/" } }) });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const [a, b] = [await open(), await open()];
      const pa = await a.newPage();
      await pa.goto(origin);
      await pa.evaluate(() => localStorage.setItem("k", "v"));
      await a.grantPermissions(["clipboard-read"], { origin });
      expect((await a.cookies()).map((c) => c.name)).toEqual(["seen"]);

      expect(await b.cookies()).toEqual([]);
      const pb = await b.newPage();
      await pb.route("**/*", (route) => route.fulfill({ contentType: "text/html", body: "<p>y</p>" }));
      await pb.goto(origin);
      expect(await pb.evaluate(() => localStorage.getItem("k"))).toBeNull();
      expect(await pb.evaluate(async () => (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state)).not.toBe("granted");
    } finally {
      server.stop(true);
    }
  }, 60_000);
});
