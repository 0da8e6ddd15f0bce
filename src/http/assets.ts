/**
 * Static assets served by the executable itself — htmx, the stylesheet, Swagger UI — so every
 * page works on a server with no outbound network and nothing is loaded from a CDN.
 * `type: "file"` imports are embedded by `bun build --compile`.
 */
import { Elysia } from "elysia";
import htmxJs from "htmx.org/dist/htmx.min.js" with { type: "file" };
import swaggerBundle from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import swaggerCss from "swagger-ui-dist/swagger-ui.css" with { type: "file" };
import appCss from "../../views/assets/app.css" with { type: "file" };
import copyJs from "../../views/assets/copy.js" with { type: "file" };
// The icon (a 16, 32 and 48 px PNG set in one .ico): browsers ask for /favicon.ico on every site.
import favicon from "../../views/assets/favicon.ico" with { type: "file" };
import swaggerInit from "../../views/assets/swagger-init.js" with { type: "file" };
import swaggerLocalRefs from "../../views/assets/swagger-local-refs.js" with { type: "file" };
import swaggerOverrides from "../../views/assets/swagger-overrides.css" with { type: "file" };

const files: Record<string, { path: string; type: string }> = {
  "/assets/htmx.min.js": { path: htmxJs, type: "text/javascript; charset=utf-8" },
  "/assets/app.css": { path: appCss, type: "text/css; charset=utf-8" },
  "/assets/copy.js": { path: copyJs, type: "text/javascript; charset=utf-8" },
  "/favicon.ico": { path: favicon, type: "image/x-icon" },
  "/swagger/assets/swagger-ui-bundle.js": { path: swaggerBundle, type: "text/javascript; charset=utf-8" },
  "/swagger/assets/swagger-ui.css": { path: swaggerCss, type: "text/css; charset=utf-8" },
  "/swagger/assets/swagger-init.js": { path: swaggerInit, type: "text/javascript; charset=utf-8" },
  "/swagger/assets/swagger-local-refs.js": { path: swaggerLocalRefs, type: "text/javascript; charset=utf-8" },
  "/swagger/assets/swagger-overrides.css": { path: swaggerOverrides, type: "text/css; charset=utf-8" },
};

// Assets change only with a new executable: cache for a day, revalidate afterwards.
export const assetRoutes = () => {
  const app = new Elysia({ name: "assets" });
  for (const [route, f] of Object.entries(files)) {
    app.get(route, () => new Response(Bun.file(f.path), { headers: { "content-type": f.type, "cache-control": "public, max-age=86400" } }), { detail: { hide: true } });
  }
  return app;
};
