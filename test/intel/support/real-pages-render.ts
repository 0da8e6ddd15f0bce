/**
 * Rendering for the real-pages scorer (`real-pages-score.ts --browser`, issue 28): the product's
 * rule — a page whose static read found no plan, and whose scripts the detector says draw the
 * prices, is rendered and read again by the same extraction — applied to the saved pages.
 *
 * A page's scripts, styles and data files are not in the restored folder (it keeps the HTML
 * only), so each company's repository is served at the case's commit, from the fetched copy in
 * MIRROR_DIR, on 127.0.0.1 (its own port), the site's root found from where the pricing page lives
 * in the repository and the path it was served at. The browser reaches that server and nothing
 * else: the address policy given to the renderer admits only it, so a page's CDN script, analytics
 * or checkout widget is refused (nothing leaves the machine) — as a real render would not be, so
 * a page whose prices come from a third party's script is not drawn here.
 */
import { extname } from "node:path";
import { needsRendering } from "../../../src/browser/detect.ts";
import { createRenderer, type Renderer } from "../../../src/browser/renderer.ts";
import { NetError } from "../../../src/net/outbound.ts";
import { findGitDir, gitShow } from "../../../scripts/real-pages-restore.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain",
};

export interface RenderablePage {
  /** The page as the case records it: its repository path and the URL it was served at. */
  path: string;
  url: string;
}

/** Where the site's root is in the repository: the pricing page's path without the URL's path. */
export function siteRoot(page: RenderablePage): string {
  const urlPath = decodeURIComponent(new URL(page.url).pathname).replace(/\/+$/, "");
  for (const tail of [`${urlPath}/index.html`, `${urlPath}.html`, `${urlPath}/index.htm`, urlPath]) {
    if (tail && page.path === tail.replace(/^\//, "")) return "";
    if (tail && page.path.endsWith(tail)) return page.path.slice(0, page.path.length - tail.length + 1);
  }
  // Served somewhere unrelated to where it is kept: its own folder is the best guess.
  return page.path.includes("/") ? page.path.slice(0, page.path.lastIndexOf("/") + 1) : "";
}

/** The repository at one commit as a site on 127.0.0.1; `html` answers the page itself (the restored bytes). */
function serveRepository(gitDir: string, commit: string, root: string, page: { urlPath: string; html: string }) {
  return Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const path = decodeURIComponent(new URL(req.url).pathname);
      if (path.replace(/\/+$/, "") === page.urlPath.replace(/\/+$/, "")) return new Response(page.html, { headers: { "content-type": TYPES[".html"] } });
      const base = `${root}${path.replace(/^\/+/, "")}`;
      for (const candidate of path.endsWith("/") ? [`${base}index.html`] : [base, `${base}.html`, `${base}/index.html`]) {
        const bytes = gitShow(gitDir, commit, candidate);
        if (bytes) return new Response(new Uint8Array(bytes), { headers: { "content-type": TYPES[extname(candidate).toLowerCase()] ?? "application/octet-stream" } });
      }
      return new Response("not found", { status: 404 });
    },
  });
}

export interface PageRender {
  /** The detector's reason, or null: the page is not asked to render. */
  needed: string | null;
  /** The rendered HTML, or why there is none. */
  html: string | null;
  reason: string | null;
  refused: number;
}

/** A renderer whose policy admits one loopback port at a time: the site being rendered. */
export function scorerRenderer(executable: string): { renderer: Renderer; render(repo: string, commit: string, mirrorDir: string, page: RenderablePage, html: string): Promise<PageRender> } {
  let allowedPort = -1;
  const renderer = createRenderer({
    browser: { executable },
    net: {
      async vet(url: URL) {
        if (url.hostname === "127.0.0.1" && Number(url.port) === allowedPort) return "127.0.0.1";
        throw new NetError("refused", `${url.host} is not the saved site (the scorer reaches nothing else)`);
      },
    },
    proxyHost: "127.0.0.1",
    renderers: 1,
    maxWaiting: 1,
  });
  return {
    renderer,
    async render(repo, commit, mirrorDir, page, html) {
      const needed = needsRendering(html);
      if (!needed) return { needed, html: null, reason: "not asked", refused: 0 };
      const gitDir = findGitDir(mirrorDir, repo);
      if (!gitDir) return { needed, html: null, reason: `no copy of ${repo} in ${mirrorDir}`, refused: 0 };
      const urlPath = new URL(page.url).pathname;
      const server = serveRepository(gitDir, commit, siteRoot(page), { urlPath, html });
      allowedPort = Number(server.port);
      try {
        const out = await renderer.render(`http://127.0.0.1:${server.port}${urlPath}`, { wait: true });
        return out.ok ? { needed, html: out.html, reason: null, refused: out.refused.length } : { needed, html: null, reason: out.reason, refused: out.refused.length };
      } finally {
        allowedPort = -1;
        server.stop(true);
      }
    },
  };
}
