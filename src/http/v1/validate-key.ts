/**
 * POST /api/v1/validate-key — is this key valid, and for which tier and subscriber.
 * Limited to 30 per minute per IP: enough for a client checking its own key, too few to
 * enumerate keys (and the 34 random base62 characters make that hopeless anyway).
 */
import { Elysia } from "elysia";
import { z } from "zod";
import type { AccessService } from "../../access/service";
import { validateApiKey } from "../../access/validate";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { API_VERSION } from "../../lib/version";
import { ipLimitHook } from "../plugins/access";
import { apiVersion, rateLimitErrorSchema, v1ErrorSchema } from "./schemas";

const bodySchema = z
  .object({ key: z.string({ error: "is required and must be a string" }).describe("The API key to check (rsk_…).") })
  .meta({ example: { key: "rsk_4QwZkT7uP2mXc9LbR1sV8yHnE3jA6dFgK0iO5e1a2B3c" } });

const responseSchema = z
  .object({
    api_version: apiVersion,
    valid: z.boolean(),
    tier: z.enum(["starter", "pro", "internal"]).optional(),
    email: z.email().optional(),
    requests_this_month: z.number().int().optional().describe("Counted requests in the current UTC calendar month."),
  })
  .meta({
    example: { api_version: "1.0.0", valid: true, tier: "starter", email: "dev@example.com", requests_this_month: 42 },
  });

export const validateKeyRoutes = (deps: { db: Db; clock: Clock; access: AccessService }) =>
  new Elysia({ name: "v1-validate-key", prefix: "/api/v1" }).post(
    "/validate-key",
    ({ body }) => ({ api_version: API_VERSION, ...validateApiKey({ db: deps.db, clock: deps.clock, usageThisMonth: deps.access.usageThisMonth }, body.key) }),
    {
      beforeHandle: ipLimitHook(deps.access, "validate-key"),
      // Declares the body as JSON for the OpenAPI document; core's parser still runs first.
      parse: "json",
      body: bodySchema,
      response: { 200: responseSchema, 400: v1ErrorSchema, 429: rateLimitErrorSchema },
      detail: {
        tags: ["Subscriptions"],
        summary: "Validate an API key",
        description:
          "400 `invalid_key_format` when the key's shape or checksum is wrong (checked offline); `valid: false` for well-formed keys that are unknown or revoked; otherwise tier, email and this month's usage. 30 requests per minute per IP.",
      },
    },
  );
