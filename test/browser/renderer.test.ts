/**
 * The renderer (src/browser/renderer.ts) with a real Chromium, on pages of ours served on loopback.
 * The site is reached as `shop.test:<port>` — the one name the test's policy lets through; the
 * policy is otherwise the production one (no private addresses), so the hostile page's requests
 * to the same server by other routes (its address, a name resolving to loopback, a redirect, the
 * metadata address) must all be refused, and the server's request log proves none arrived.
 *
 * Timings are bounds the renderer enforces, never assertions on elapsed time.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createRenderer, type Renderer } from "../../src/browser/renderer";
import { serveSite, testPolicy } from "../helpers/policy-net";
import { CHROMIUM, requireChromium } from "../helpers/browser";

requireChromium("the renderer tests");

let site: ReturnType<typeof Bun.serve>;
const hits: string[] = [];
let renderer: Renderer;
const warnings: string[] = [];

const PAGES: Record<string, string> = {
  // An application shell: nothing to read until its script draws the plans after load.
  "/shell": `<!doctype html><html><head><title>Pricing</title></head><body><div id="app">Loading…</div><script src="/app.js"></script></body></html>`,
  "/app.js": `setTimeout(() => {
    document.getElementById("app").innerHTML = '<section><h2>Starter</h2><p class="price">$19 / month</p></section><section><h2>Team</h2><p class="price">$49 / month</p></section>';
  }, 150);`,
  // Prices fetched by XHR and drawn in the chosen currency; the switch is done by script.
  "/currency": `<!doctype html><html><body><div id="plans"></div><script>
    fetch("/prices.json").then(r => r.json()).then(p => {
      const cur = "EUR";
      document.getElementById("plans").innerHTML = p.map(x => '<div class="plan"><h3>' + x.name + '</h3><span>' + (cur === "EUR" ? "€" + x.eur : "$" + x.usd) + ' per month</span></div>').join("");
    });</script></body></html>`,
  "/prices.json": JSON.stringify([
    { name: "Basic", usd: 10, eur: 9 },
    { name: "Pro", usd: 30, eur: 27 },
  ]),
  // A calculator: the total is computed by script from the default seat count.
  "/calculator": `<!doctype html><html><body><label>Seats <input id="seats" value="5"></label><p>Total: <output id="total"></output></p>
    <script>document.getElementById("total").textContent = "$" + (Number(document.getElementById("seats").value) * 12) + " per month";</script></body></html>`,
  // A hidden-by-stylesheet block: a static read would see it; the rendered DOM marks it hidden.
  "/hidden": `<!doctype html><html><head><style>.old{display:none}</style></head><body><p class="old">Legacy $99</p><p>Now $19 per month</p></body></html>`,
};

function hostilePage(port: number): string {
  return `<!doctype html><html><body><div id="plans">Loading</div>
  <img src="http://169.254.169.254/latest/meta-data/iam">
  <img src="http://127.0.0.1:${port}/secret-by-address">
  <script>
    window.open("http://shop.test:${port}/popup");
    const tries = ["http://rebind.test:${port}/secret-by-rebinding", "http://shop.test:${port}/redirect-to-loopback", "http://10.0.0.7/admin"];
    for (const t of tries) fetch(t).catch(() => {});
    try { new WebSocket("ws://127.0.0.1:${port}/socket"); } catch {}
    document.getElementById("plans").innerHTML = "<h2>Solo</h2><p>$15 per month</p>";
  </script></body></html>`;
}

const LOOP = `<!doctype html><html><body><p>$5 per month</p><script>setTimeout(() => { for (;;) {} }, 10);</script></body></html>`;
const ALLOCATE = `<!doctype html><html><body><script>const keep = []; setTimeout(function grow() { for (let i = 0; i < 200; i++) keep.push(new Array(1e5).fill(Math.random())); setTimeout(grow, 0); }, 0);</script></body></html>`;

beforeAll(() => {
  site = serveSite(
    hits,
    (_req, u) => u.pathname,
    (_req, u) => {
      if (u.pathname === "/redirect-to-loopback") return new Response(null, { status: 302, headers: { location: `http://127.0.0.1:${site.port}/secret-by-redirect` } });
      if (u.pathname === "/hostile") return new Response(hostilePage(Number(site.port)), { headers: { "content-type": "text/html; charset=utf-8" } });
      if (u.pathname === "/loop") return new Response(LOOP, { headers: { "content-type": "text/html; charset=utf-8" } });
      if (u.pathname === "/allocate") return new Response(ALLOCATE, { headers: { "content-type": "text/html; charset=utf-8" } });
      const body = PAGES[u.pathname];
      if (body === undefined) return new Response("not found", { status: 404 });
      const type = u.pathname.endsWith(".js") ? "text/javascript" : u.pathname.endsWith(".json") ? "application/json" : "text/html; charset=utf-8";
      return new Response(body, { headers: { "content-type": type } });
    },
  );
  renderer = createRenderer({
    browser: { executable: CHROMIUM ?? "/usr/bin/chromium" },
    net: testPolicy(Number(site.port)),
    proxyHost: "127.0.0.1",
    renderers: 1,
    maxWaiting: 0,
    // 10 s: a plain page took more than 6 s on a machine loaded by other test runs; the looping
    // page costs exactly this deadline (and the per-test timeout, 20 s, covers it and the next render).
    timeoutMs: 10_000,
    onWarn: (m) => warnings.push(m),
  });
});
afterAll(async () => {
  await renderer?.close();
  site.stop(true);
});

const at = (path: string) => `http://shop.test:${site.port}${path}`;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.skipIf(!CHROMIUM)("renderer: pages drawn by scripts", () => {
  test("an application shell's plans, drawn after load, are in the rendered DOM", async () => {
    const out = await renderer.render(at("/shell"), { wait: true });
    if (!out.ok) throw new Error(out.reason);
    expect(text(out.html)).toContain("$19 / month");
    expect(text(out.html)).toContain("$49 / month");
    expect(out.html).not.toContain("Loading…");
    expect(out.finalUrl).toBe(at("/shell"));
    expect(out.refused).toEqual([]);
  });

  test("prices fetched by XHR and drawn in the currency the script chose", async () => {
    const out = await renderer.render(at("/currency"), { wait: true });
    if (!out.ok) throw new Error(out.reason);
    expect(text(out.html)).toContain("€9 per month");
    expect(text(out.html)).toContain("€27 per month");
    expect(hits).toContain("/prices.json");
  });

  test("a calculator's total, computed by script", async () => {
    const out = await renderer.render(at("/calculator"), { wait: true });
    if (!out.ok) throw new Error(out.reason);
    expect(text(out.html)).toContain("$60 per month");
  });

  test("what a stylesheet hides is marked hidden", async () => {
    const out = await renderer.render(at("/hidden"), { wait: true });
    if (!out.ok) throw new Error(out.reason);
    expect(out.html).toMatch(/<p class="old" hidden(="")?>Legacy \$99<\/p>/);
  });
});

describe.skipIf(!CHROMIUM)("renderer: a hostile page", () => {
  test("requests to private and metadata addresses — by URL, by redirect, by a name resolving to loopback — are refused; what the page drew is still read", async () => {
    const out = await renderer.render(at("/hostile"), { wait: true });
    if (!out.ok) throw new Error(out.reason);
    expect(text(out.html)).toContain("$15 per month");
    const reasons = out.refused.map((r) => `${r.target} ${r.reason}`).join("\n");
    expect(reasons).toContain("169.254.169.254");
    expect(reasons).toMatch(/127\.0\.0\.1.*loopback/);
    expect(reasons).toMatch(/rebind\.test.*loopback/);
    expect(reasons).toMatch(/10\.0\.0\.7.*private/);
    expect(hits.filter((h) => h.startsWith("/secret"))).toEqual([]);
    // The redirect hop itself was allowed (same site); where it pointed was not.
    expect(hits).toContain("/redirect-to-loopback");
    // The popup was never opened (window.open is null), so never loaded.
    expect(hits).not.toContain("/popup");
  });

  test("a page that loops for ever costs its deadline and nothing else: the next render works", async () => {
    const out = await renderer.render(at("/loop"), { wait: true });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toMatch(/did not finish|stopped|could not read/);
    const next = await renderer.render(at("/shell"), { wait: true });
    if (!next.ok) throw new Error(next.reason);
    expect(text(next.html)).toContain("$19 / month");
  });

  test("a page that allocates without end costs its deadline or its crash, nothing else: the next render works", async () => {
    // Its renderer process is capped at 512 MB of heap: it usually crashes in a few seconds, and on
    // a loaded machine it may still be growing at the deadline. Between its allocations the page
    // may also be read as drawn (an empty body). Any of the three is fine; a render that throws,
    // hangs past its deadline, or leaves the browser unusable is not.
    const out = await renderer.render(at("/allocate"), { wait: true });
    if (out.ok) expect(text(out.html)).not.toContain("$");
    else expect(out.reason).toMatch(/crashed|did not finish/);
    const next = await renderer.render(at("/calculator"), { wait: true });
    if (!next.ok) throw new Error(`after ${out.ok ? "a read" : `"${out.reason}"`}, the next render failed: ${next.reason}`);
    expect(text(next.html)).toContain("$60 per month");
  });

  test("a browser that died between renders: the next render starts another and reads its page", async () => {
    const first = await renderer.render(at("/calculator"), { wait: true });
    if (!first.ok) throw new Error(first.reason);
    const before = renderer.stats().restarts;
    // Our Chromium is a child of this process; killed, its pipe's close is not seen before the next
    // render asks the browser for a context (process.kill is synchronous).
    const children = Bun.spawnSync(["ps", "--ppid", String(process.pid), "-o", "pid=,args="]).stdout.toString();
    const browser = children.split("\n").find((l) => l.includes("--remote-debugging-pipe") && l.includes("rivalscope-browser-"));
    if (!browser) throw new Error(`no browser among this process's children:\n${children}`);
    process.kill(Number(browser.trim().split(/\s+/)[0]), "SIGKILL");
    const next = await renderer.render(at("/calculator"), { wait: true });
    if (!next.ok) throw new Error(next.reason);
    expect(text(next.html)).toContain("$60 per month");
    expect(renderer.stats().restarts).toBe(before + 1);
  });

  test("a page at a refused address is not rendered, and says why", async () => {
    const out = await renderer.render(`http://127.0.0.1:${site.port}/shell`, { wait: true });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toMatch(/refused.*loopback/);
  });

  test("one renderer at a time: a render that may not wait is answered busy while another runs", async () => {
    const first = renderer.render(at("/shell"), { wait: true });
    const second = await renderer.render(at("/calculator"), { wait: false });
    expect(second).toMatchObject({ ok: false, status: "busy" });
    expect((await first).ok).toBe(true);
  });
});

describe("renderer: a browser that cannot start", () => {
  test("every render says why, without throwing", async () => {
    const r = createRenderer({ browser: { executable: "/nonexistent/chromium" }, net: testPolicy(1), proxyHost: "127.0.0.1", renderers: 1, maxWaiting: 0, controlTimeoutMs: 2_000, onWarn: () => {} });
    const out = await r.render("http://shop.test:1/", { wait: true });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain("could not be started");
    await r.close();
  });
});
