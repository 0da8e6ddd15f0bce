/**
 * OpenAPI document and Swagger UI at /swagger, generated from the routes' own zod schemas.
 * @elysiajs/openapi's Swagger page points at unpkg by default; we point it at the copies of
 * swagger-ui-dist the executable serves (see assets.ts), so the page works offline.
 */
import { openapi } from "@elysiajs/openapi";
import { z } from "zod";
import { VERSION } from "../lib/version";

export const openapiPlugin = () =>
  openapi({
    provider: "swagger-ui",
    path: "/swagger",
    specPath: "/swagger/json",
    mapJsonSchema: { zod: (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) },
    swagger: {
      cdn: "/swagger/assets/swagger-ui-bundle.js",
      theme: "/swagger/assets/swagger-ui.css",
      autoDarkMode: false,
      // No validator badge: it would call an outside host.
      validatorUrl: "none",
    } as any,
    exclude: { paths: [/^\/swagger/, /^\/assets\//, /^\/admin/, /^\/checkout\//] },
    documentation: {
      info: {
        title: "Rivalscope API",
        version: VERSION,
        description:
          "Interface A (`/api/v1`): SaaS tool data, comparisons, categories, subscription checkout and key validation. " +
          "Interface B (`/api`): competitive reports, scan, roast, accounts and webhooks.",
      },
      tags: [
        { name: "Tools", description: "Interface A — the SaaS tool catalog" },
        { name: "Subscriptions", description: "Interface A — checkout and key validation" },
        { name: "Operations", description: "Health and metrics" },
      ],
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "x-api-key", description: "Interface A API key (rsk_…). Optional: without it the free tier applies, limited per client IP." },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Interface B access token from POST /api/auth/login (1 hour)." },
        },
      },
    },
  });
