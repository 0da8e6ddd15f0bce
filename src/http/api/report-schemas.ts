/**
 * POST /api/reports/request: the body as the seed names it, and the answer. The URL rules are the
 * reports domain's (competitorUrlsSchema); the email is normalised like every address we keep.
 */
import { z } from "zod";
import { competitorUrlsSchema, MAX_COMPETITORS, siteUrlSchema } from "../../reports/schemas";
import { emailField } from "./schemas";

export const reportRequestSchema = z
  .object({
    name: z
      .string({ error: "is required and must be a string" })
      .trim()
      .min(1, "must not be empty")
      .max(200, "must be at most 200 characters")
      .meta({ description: "The requester's full name (the delivery mail greets them by it).", examples: ["Ann Lee"] }),
    email: emailField.meta({
      description: "Where the report's link is mailed; the account of this address (the report's `user_id`) is found or created — unless the request is signed in, when the report is the signed-in account's. Compared case-insensitively.",
      format: "email",
      examples: ["ann@example.com"],
    }),
    competitor_urls: competitorUrlsSchema.meta({
      description: `1 to ${MAX_COMPETITORS} competitor websites (home pages): public http(s) addresses of at most 2,048 characters, without credentials, none listed twice.`,
      examples: [["https://linear.app", "https://www.atlassian.com/software/jira"]],
    }),
    your_url: siteUrlSchema
      .nullable()
      .optional()
      .meta({
        description:
          "Optional: your own product's website (home page), under the same rules. It is read with the competitors and the advice is measured against it — a free plan you already have is one to keep, not to offer; table stakes are the ones you do not show; your entry price is placed among theirs. It is not a competitor: it is not counted, compared in the matrix, or required to be readable. Must not be one of `competitor_urls`.",
        format: "uri",
        examples: ["https://your-product.com"],
      }),
  })
  .superRefine((body, ctx) => {
    if (body.your_url && body.competitor_urls.includes(body.your_url)) ctx.addIssue({ code: "custom", path: ["your_url"], message: `is also listed in competitor_urls (${body.your_url}): your own site is compared against the competitors, not as one` });
  })
  .meta({ example: { name: "Ann Lee", email: "ann@example.com", competitor_urls: ["https://linear.app", "https://asana.com", "https://monday.com"], your_url: "https://your-product.com" } });

export const reportRequestedSchema = z
  .object({
    report_id: z.uuid().describe("The new report's id: GET /api/reports/get?id= and {base}/reports/{id} show it. Keep it private: it opens the report."),
    checkout_url: z
      .url()
      .nullable()
      .describe("The one-off checkout to pay for the report (Stripe's, or this server's test checkout). Null when a signed-in plan's monthly allowance pays: generation has started."),
  })
  .meta({ example: { report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", checkout_url: "https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8" } });
