/**
 * The monitoring domain's input schemas, written once: the API validates JSON with them (and
 * documents them in OpenAPI), the customer app's forms the same fields.
 */
import { z } from "zod";

export const newCompetitorSchema = z
  .object({
    name: z.string({ error: "is required and must be a string" }).trim().min(1, "must not be empty").max(200, "must be at most 200 characters").describe("What to call it."),
    url: z
      .string({ error: "is required and must be a string" })
      .trim()
      .min(1, "must not be empty")
      .max(2048, "must be at most 2,048 characters")
      .describe("Its public website (http or https): the home page; pricing and feature pages are found from it."),
  })
  .meta({ example: { name: "Formwise", url: "https://formwise.example" } });

export type NewCompetitorInput = z.infer<typeof newCompetitorSchema>;
