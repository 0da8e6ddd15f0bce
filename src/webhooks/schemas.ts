/**
 * The webhooks domain's input schemas, written once: the API validates JSON with them (and
 * documents them in OpenAPI), the customer app's form the same fields.
 */
import { z } from "zod";
import { WEBHOOK_EVENTS } from "./events";

/** Event types an endpoint can be limited to (webhook.test always reaches it). */
export const SUBSCRIBABLE = WEBHOOK_EVENTS.filter((e) => e !== "webhook.test");

export const newEndpointSchema = z
  .object({
    url: z
      .string({ error: "is required and must be a string" })
      .trim()
      .min(1, "must not be empty")
      .max(2048, "must be at most 2,048 characters")
      .describe("Your receiver's https:// address. It must not lead to a loopback, private, link-local or metadata address; checked now and before every delivery."),
    description: z.string({ error: "must be a string" }).trim().max(200, "must be at most 200 characters").optional().describe("A note for you."),
    events: z
      .array(z.enum(SUBSCRIBABLE, { error: `must be among ${SUBSCRIBABLE.join(", ")}` }), { error: "must be a list of event types" })
      .min(1, "must name at least one event type (leave it out for every event)")
      .max(SUBSCRIBABLE.length, `must list at most ${SUBSCRIBABLE.length} event types`)
      .optional()
      .describe("The event types to send; leave it out for every event."),
  })
  .meta({ example: { url: "https://hooks.example.com/rivalscope", description: "Production receiver", events: ["report.completed", "competitor.changed"] } });
