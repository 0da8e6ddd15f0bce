/**
 * POST /api/v1/validate-key — is this key valid, and for which tier and subscriber.
 * Limited to 30 per minute per IP: enough for a client checking its own key, too few to
 * enumerate keys (and the 34 random base62 characters make that hopeless anyway).
 */
import { Elysia } from "elysia";
import { z } from "zod";
import type { AccessService } from "../../access/service";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { requestMeta } from "../plugins/core";
import { API_VERSION } from "../../lib/version";
import { jsonBody } from "../plugins/body";
import { apiVersion, rateLimitErrorSchema, v1ErrorSchema } from "./schemas";
import { V1_RESPONSES } from "./docs";
import { setting } from "../openapi-settings";

// The example is a well-formed key (its checksum is right) that no server issued.
const bodySchema = z
  .object({ key: z.string({ error: "is required and must be a string" }).describe("The API key to check (rsk_…).") })
  .meta({ example: { key: "rsk_fj3fiPIteHKaLrU3dD3ltWXe5txbpcFzK00Y4rwM" } });

const responseSchema = z.object({
  api_version: apiVersion,
  valid: z.boolean(),
  tier: z.enum(["starter", "pro", "internal"]).optional(),
  email: z.email().optional(),
  requests_this_month: z.number().int().optional().describe("Counted requests in the current UTC calendar month."),
});

export const validateKeyRoutes = (deps: { access: AccessService; context: ContextFactory }) =>
  new Elysia({ name: "v1-validate-key", prefix: "/api/v1" }).post(
    "/validate-key",
    async ({ body, request }) => ({ api_version: API_VERSION, ...(await deps.access.validateKey(deps.context(ANONYMOUS, requestMeta(request).ip), body)) }),
    {
      ...jsonBody(bodySchema),
      response: { 200: responseSchema, 400: v1ErrorSchema, 429: rateLimitErrorSchema },
      detail: {
        tags: ["Subscriptions"],
        summary: "Validate an API key",
        description:
          "400 `invalid_key_format` when the key's shape or checksum is wrong (checked offline); `valid: false` for well-formed keys that are unknown or revoked; otherwise tier, email and this month's usage. " + `${setting("RIVALSCOPE_VALIDATE_KEY_PER_MINUTE")} requests per minute per IP.`,
        security: [],
        responses: V1_RESPONSES.validateKey,
      },
    },
  );
