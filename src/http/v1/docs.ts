/**
 * Interface A's responses as the OpenAPI document describes them: per route and status, what it
 * means, the headers it carries and examples. Success examples are real answers shortened where
 * a list is long (the summary says so); every error example is the exact body the server sends
 * for the request its summary names — test/http/openapi.test.ts replays each one to keep it so.
 */
import { VERSION } from "../../lib/version";
import { errorExample as err, METERED_HEADERS, RATE_HEADERS, responses, type Example, type HeaderName } from "../openapi-docs";

const CACHED: HeaderName[] = ["ETag", "Cache-Control"];
const LIMITED: HeaderName[] = [...METERED_HEADERS, "Retry-After"];
const PER_IP_LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];

const SLACK = {
  slug: "slack",
  name: "Slack",
  url: "https://slack.com",
  category: "Team Chat",
  pricing_model: "Freemium",
  starting_price: "$8.75/user/month",
  free_tier: true,
  description: "Channel-based messaging platform for teams, with huddles, Slack Connect for external partners, workflows and thousands of app integrations.",
  differentiator: "The largest integration ecosystem plus Slack Connect shared channels make it the default hub for tech and cross-company collaboration.",
  features: ["Channels", "Threaded replies", "Voice and video calls", "App integrations", "Guest access", "Workflow builder"],
  target_audience: "Teams of all sizes, especially in technology companies",
};

const NOT_FOUND_SLAKC = 'Not found: no tool has the slug, name or alias "slakc". The suggestions list slugs you may mean.';
const MALFORMED_KEY = "The x-api-key header is malformed (wrong length, characters or checksum). Omit it to use the free tier, or use a valid key.";

/** The 401 of a counted endpoint: the key is checked before anything is counted. */
const unauthorized = (path: string) => ({
  description: "The x-api-key header is malformed, unknown, revoked or expired. Not counted. Leave the header out to use the free tier.",
  examples: {
    malformed: err(path, "x-api-key: rsk_nope", "invalid_api_key", MALFORMED_KEY),
    unknown: err(path, "x-api-key: a well-formed key this server never issued", "invalid_api_key", "The x-api-key header is not known. Omit it to use the free tier, or use a valid key."),
  },
});

/** The 429 of a counted endpoint, for the free tier's two windows. */
const tooMany = (): { description: string; headers: HeaderName[]; examples: Record<string, Example> } => ({
  description:
    "A limit of the caller's tier is used up: the per-minute limit (sliding window) or the quota (free tier: per client IP and UTC day; paid keys: per UTC calendar month). `limit` and `window` name the limit that was hit; Retry-After says when to try again; on the free tier `links.pricing` names the page where a key is bought. Not counted.",
  headers: LIMITED,
  examples: {
    minute: {
      summary: "Free tier, 31st request within a minute",
      value: {
        api_version: "1.0.0",
        error: "rate_limit_exceeded",
        message: "Free tier limit of 30 requests per minute exceeded; retry in 60 seconds, or get an API key with higher limits at https://intel.acme.test/pricing.",
        limit: 30,
        retry_after_seconds: 60,
        window: "minute",
        links: { pricing: "https://intel.acme.test/pricing" },
      },
    },
    day: {
      summary: "Free tier, 101st request of the UTC day (at noon UTC)",
      value: {
        api_version: "1.0.0",
        error: "rate_limit_exceeded",
        message: "Free tier daily limit of 100 requests per day (UTC) exceeded; retry in 43200 seconds, or get an API key with higher limits at https://intel.acme.test/pricing.",
        limit: 100,
        retry_after_seconds: 43200,
        window: "day",
        links: { pricing: "https://intel.acme.test/pricing" },
      },
    },
  },
});

/** The 429 of an endpoint limited per client IP (checkout, validate-key). */
const tooManyPerIp = (name: string, limit: number): { description: string; headers: HeaderName[]; examples: Record<string, Example> } => ({
  description: `More than ${limit} requests from the client's IP address within a minute (configurable). Retry-After says when to try again.`,
  headers: PER_IP_LIMITED,
  examples: {
    minute: {
      summary: `${limit + 1}th request within a minute from one IP`,
      value: { api_version: "1.0.0", error: "rate_limit_exceeded", message: `/${name} limit of ${limit} requests per minute exceeded; retry in 60 seconds.`, limit, retry_after_seconds: 60, window: "minute" },
    },
  },
});

const notModified = { description: "If-None-Match named the current ETag: the body you have is still current. Counted like a 200.", headers: [...METERED_HEADERS, ...CACHED] };

/** The conditional request every counted GET honours (their bodies carry an ETag). */
export const IF_NONE_MATCH = {
  name: "If-None-Match",
  in: "header" as const,
  required: false,
  description: "The ETag of a body you have: while it is current the answer is 304 without a body (still counted).",
  example: '"2sap14y0bc8pg"',
  schema: { type: "string" as const },
};

/** /compare's a and b: required, under either of their names (see compareQuerySchema). */
export const COMPARE_REQUIRED = [
  { name: "a", in: "query" as const, required: true },
  { name: "b", in: "query" as const, required: true },
];

export const V1_RESPONSES = {
  index: responses({
    200: {
      description: "The index.",
      examples: {
        index: {
          summary: "GET /api/v1 (endpoints shortened)",
          value: {
            api_version: "1.0.0",
            version: VERSION,
            documentation: "/swagger",
            openapi: "/swagger/json",
            endpoints: [
              { method: "GET", path: "/api/v1/tools/{slug}", summary: "One tool by slug, name or alias, with its category statistics and competitors.", counted: true },
              { method: "POST", path: "/api/v1/checkout", summary: "Start a subscription for a starter or pro key: returns a checkout URL.", counted: false, per_ip_per_minute: 10 },
            ],
            tiers: [
              { tier: "free", how: "No x-api-key header; limits apply per client IP.", per_minute: 30, quota: 100, quota_window: "day" },
              { tier: "internal", how: "Issued by the operator's admin.", per_minute: null, quota: null, quota_window: "month" },
            ],
          },
        },
      },
    },
  }),

  categories: responses({
    200: {
      description: "Every category, sorted by name.",
      headers: CACHED,
      examples: {
        categories: {
          summary: "GET /api/v1/categories (one category shown)",
          value: {
            api_version: "1.0.0",
            total_categories: 38,
            total_tools: 437,
            categories: [
              {
                category: "Team Chat",
                slug: "team-chat",
                tool_count: 11,
                free_tier_count: 11,
                free_tier_percentage: 100,
                pricing_models: ["Freemium"],
                top_tools: [
                  { slug: "slack", name: "Slack", starting_price: "$8.75/user/month", free_tier: true },
                  { slug: "microsoft-teams", name: "Microsoft Teams", starting_price: "$4/user/month", free_tier: true },
                  { slug: "google-chat", name: "Google Chat", starting_price: "$8.40/user/month", free_tier: true },
                  { slug: "discord", name: "Discord", starting_price: "$2.99/month", free_tier: true },
                  { slug: "mattermost", name: "Mattermost", starting_price: "$120/user/year", free_tier: true },
                ],
              },
            ],
          },
        },
      },
    },
    304: { description: "If-None-Match named the current ETag: the body you have is still current.", headers: CACHED },
  }),

  tools: responses({
    200: {
      description: "The page of matching tools (or, with `slug`, one tool as GET /tools/{slug} answers it).",
      headers: [...METERED_HEADERS, ...CACHED],
      examples: {
        search: {
          summary: "GET /api/v1/tools?q=slack&limit=1 (categories_available shortened)",
          value: { api_version: "1.0.0", total: 4, offset: 0, limit: 1, tools: [SLACK], categories_available: ["Accounting & Invoicing", "AI Assistants", "BI & Data Visualization"] },
        },
      },
    },
    304: notModified,
    400: {
      description: "A parameter is invalid or given twice; the message names it and `field` holds its name.",
      headers: METERED_HEADERS,
      examples: {
        limit: err("/api/v1/tools", "limit=0", "bad_request", 'Invalid query parameter "limit": limit must be at least 1', { field: "limit" }),
        sort: err("/api/v1/tools", "sort=popular", "bad_request", 'Invalid query parameter "sort": must be one of name, category, price, relevance', { field: "sort" }),
        free: err("/api/v1/tools", "free=maybe", "bad_request", 'Invalid query parameter "free": must be true or false', { field: "free" }),
        repeated: err("/api/v1/tools", "q=crm&q=seo", "bad_request", 'Invalid query parameter "q": is given more than once; give it once (only "feature" may be repeated)', { field: "q" }),
      },
    },
    401: unauthorized("/api/v1/tools"),
    404: {
      description: "With `slug`: no tool has that slug, name or alias; `suggestions` lists up to three close slugs.",
      headers: METERED_HEADERS,
      examples: { unknown: err("/api/v1/tools", "slug=slakc", "not_found", NOT_FOUND_SLAKC, { suggestions: ["slab", "slack"] }) },
    },
    429: tooMany(),
  }),

  tool: responses({
    200: {
      description: "The tool, its category's statistics and every other tool of the category, most prominent first.",
      headers: [...METERED_HEADERS, ...CACHED],
      examples: {
        slack: {
          summary: "GET /api/v1/tools/slack (competitors shortened)",
          value: {
            api_version: "1.0.0",
            tool: SLACK,
            category_stats: { total_in_category: 11, free_tier_count: 11 },
            competitors: [
              {
                slug: "microsoft-teams",
                name: "Microsoft Teams",
                url: "https://www.microsoft.com/en-us/microsoft-teams/group-chat-software",
                starting_price: "$4/user/month",
                free_tier: true,
                pricing_model: "Freemium",
                differentiator: "Bundled with Microsoft 365 business plans and wired into SharePoint, OneDrive and Outlook, giving it enormous enterprise reach.",
              },
            ],
          },
        },
      },
    },
    304: notModified,
    400: {
      description: "The slug is longer than 200 characters.",
      headers: METERED_HEADERS,
      examples: { long: err("/api/v1/tools/x", "a slug of 201 characters", "bad_request", 'Invalid path parameter "slug": must be at most 200 characters', { field: "slug" }) },
    },
    401: unauthorized("/api/v1/tools/slack"),
    404: {
      description: "No tool has that slug, name or alias (`suggestions`: up to three close slugs), or an alias several tools share (`suggestions`: the candidates).",
      headers: METERED_HEADERS,
      examples: {
        unknown: err("/api/v1/tools/slakc", "GET /api/v1/tools/slakc", "not_found", NOT_FOUND_SLAKC, { suggestions: ["slab", "slack"] }),
        ambiguous: err("/api/v1/tools/proton", "GET /api/v1/tools/proton", "not_found", 'Not found: "proton" could mean 2 tools: proton-drive, proton-pass. The suggestions list slugs you may mean.', {
          suggestions: ["proton-drive", "proton-pass"],
        }),
      },
    },
    429: tooMany(),
  }),

  compare: responses({
    200: {
      description: "The comparison.",
      headers: [...METERED_HEADERS, ...CACHED],
      examples: {
        zoomMeet: {
          summary: "GET /api/v1/compare?a=zoom&b=google-meet (competitors_in_category shortened)",
          value: {
            api_version: "1.0.0",
            comparison: {
              tool_a: {
                slug: "zoom-workplace",
                name: "Zoom Workplace",
                url: "https://www.zoom.com",
                category: "Video Conferencing",
                pricing_model: "Freemium",
                starting_price: "$15.99/user/month",
                free_tier: true,
                differentiator: "Reliable, easy-to-join meetings made it the default for external calls, and AI Companion summaries come with paid plans.",
                features: ["HD video meetings", "Screen sharing", "Cloud recording", "Breakout rooms", "AI meeting summaries", "Virtual backgrounds"],
                target_audience: "Businesses, schools and individuals of all sizes",
              },
              tool_b: {
                slug: "google-meet",
                name: "Google Meet",
                url: "https://workspace.google.com/products/meet",
                category: "Video Conferencing",
                pricing_model: "Freemium",
                starting_price: "$8.40/user/month",
                free_tier: true,
                differentiator: "Joins straight from Gmail, Calendar or a browser tab with no download, and comes bundled into Workspace at no extra cost.",
                features: ["HD video meetings", "Screen sharing", "Browser-based joining", "Calendar integration", "Meeting transcription", "Cloud recording"],
                target_audience: "Google Workspace customers and casual personal callers",
              },
            },
            feature_analysis: {
              shared_features: ["HD video meetings", "Screen sharing", "Cloud recording"],
              tool_a_only: ["Breakout rooms", "AI meeting summaries", "Virtual backgrounds"],
              tool_b_only: ["Browser-based joining", "Calendar integration", "Meeting transcription"],
            },
            category_context: {
              category: "Video Conferencing",
              same_category: true,
              total_tools_in_category: 10,
              free_tier_percentage: 80,
              competitive_intensity: 72,
              intensity_label: "High",
              competitors_in_category: [
                { slug: "webex", name: "Webex", starting_price: "$14.50/user/month", free_tier: true },
                { slug: "goto-meeting", name: "GoTo Meeting", starting_price: "$14/user/month", free_tier: false },
              ],
            },
          },
        },
      },
    },
    304: notModified,
    400: {
      description: "a or b is missing (or blank), both name the same tool, or a parameter is given twice.",
      headers: METERED_HEADERS,
      examples: {
        missingB: err("/api/v1/compare", "a=zoom", "bad_request", 'Missing query parameter "b": give a tool\'s slug, name or alias (tool1 and tool2 work too).'),
        missingBoth: err("/api/v1/compare", "no parameters", "bad_request", 'Missing query parameter "a" and "b": give a tool\'s slug, name or alias (tool1 and tool2 work too).'),
        sameTool: err("/api/v1/compare", "a=zoom&b=Zoom", "bad_request", 'a and b are the same tool ("zoom-workplace"); compare two different tools.'),
      },
    },
    401: unauthorized("/api/v1/compare"),
    404: {
      description: "a, b or both name no tool (or an alias several tools share). `not_found` says which; `suggestions` has close slugs per side.",
      headers: METERED_HEADERS,
      examples: {
        b: err("/api/v1/compare", "a=zoom&b=gogle-meet", "not_found", 'Cannot compare — b: no tool has the slug, name or alias "gogle-meet". The suggestions list slugs you may mean.', {
          not_found: "b",
          suggestions: { b: ["google-meet"] },
        }),
        both: err(
          "/api/v1/compare",
          "a=zooom&b=gogle-meet",
          "not_found",
          'Cannot compare — a: no tool has the slug, name or alias "zooom"; b: no tool has the slug, name or alias "gogle-meet". The suggestions list slugs you may mean.',
          { not_found: "both", suggestions: { a: ["loom"], b: ["google-meet"] } },
        ),
      },
    },
    429: tooMany(),
  }),

  checkout: responses({
    200: {
      description: "The checkout was created: send the buyer to `checkout_url`.",
      headers: RATE_HEADERS,
      examples: {
        stripe: { summary: "With Stripe", value: { api_version: "1.0.0", success: true, checkout_url: "https://checkout.stripe.com/c/pay/cs_test_a1B2c3" } },
        local: { summary: "With the built-in test checkout (RIVALSCOPE_PAYMENTS=local)", value: { api_version: "1.0.0", success: true, checkout_url: "http://localhost:3000/checkout/local/cs_local_vcoHv7HzXZj4byy5triewqIgCNamb036" } },
      },
    },
    400: {
      description: "The body is not JSON, or a field is missing or invalid; the message names it and `field` holds its name.",
      headers: RATE_HEADERS,
      examples: {
        missingEmail: err("/api/v1/checkout", "{}", "bad_request", 'Invalid field "email": is required and must be a string', { field: "email" }),
        invalidEmail: err("/api/v1/checkout", '{"email": "ann"}', "bad_request", 'Invalid field "email": must be a valid email address', { field: "email" }),
        unknownTier: err("/api/v1/checkout", '{"email": "ann@example.com", "tier": "gold"}', "bad_request", 'Invalid field "tier": must be "starter" or "pro"', { field: "tier" }),
        notJson: err("/api/v1/checkout", "Content-Type: text/plain", "bad_request", 'Content-Type must be application/json (got "text/plain").'),
        malformedJson: err("/api/v1/checkout", 'the body {"email":', "bad_request", "Request body is not valid JSON: JSON Parse error: Unexpected EOF"),
      },
    },
    413: { description: "The body is larger than 1 MiB.", headers: RATE_HEADERS },
    429: tooManyPerIp("checkout", 10),
    500: {
      description: "The payment provider failed, or the operator turned payments off. No payment was taken.",
      headers: RATE_HEADERS,
      examples: {
        paymentsOff: err("/api/v1/checkout", "RIVALSCOPE_PAYMENTS=off", "payment_error", "Subscriptions are not on sale on this server: its operator has turned payments off."),
        providerFailed: err(
          "/api/v1/checkout",
          "Stripe unreachable",
          "payment_error",
          "The payment provider could not start a checkout right now. No payment was taken; please try again in a few minutes.",
        ),
      },
    },
  }),

  validateKey: responses({
    200: {
      description: "Whether the key is valid; for a valid key also its tier, email and this month's usage.",
      headers: RATE_HEADERS,
      examples: {
        valid: { summary: "A key in use", value: { api_version: "1.0.0", valid: true, tier: "starter", email: "dev@example.com", requests_this_month: 42 } },
        unknown: { summary: "A well-formed key that is unknown or revoked", value: { api_version: "1.0.0", valid: false } },
      },
    },
    400: {
      description: "`key` is missing or not a string (`bad_request`), or its shape or checksum is wrong (`invalid_key_format`, checked offline).",
      headers: RATE_HEADERS,
      examples: {
        missingKey: err("/api/v1/validate-key", "{}", "bad_request", 'Invalid field "key": is required and must be a string', { field: "key" }),
        badFormat: err(
          "/api/v1/validate-key",
          '{"key": "rsk_abc"}',
          "invalid_key_format",
          'Field "key" is not a well-formed Rivalscope key: expected "rsk_" followed by 40 letters and digits with a valid checksum.',
        ),
      },
    },
    413: { description: "The body is larger than 1 MiB.", headers: RATE_HEADERS },
    429: tooManyPerIp("validate-key", 30),
  }),
};
