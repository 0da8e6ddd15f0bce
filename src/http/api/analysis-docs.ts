/**
 * The analysis endpoints' responses as the OpenAPI document describes them (see
 * src/http/openapi-docs.ts): what each status means, the headers it carries, and examples. The
 * success examples are real answers for the fixture sites of the test suite, shortened (two
 * plans and four features a product, three entries a gap list) and with their addresses
 * renamed; every error example is the exact body the server sends for the request its summary
 * names (test/http/openapi.test.ts replays each one).
 */
import { errorExample as err, RATE_HEADERS, responses, type HeaderName } from "../openapi-docs";
import { setting } from "../openapi-settings";

const LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];

/** Salonbook's profile as the engine reads it: the scan's `your_product`, and a report's first competitor. */
export const SALONBOOK_PROFILE = {
  "url": "https://salonbook.example/",
  "final_url": "https://salonbook.example/",
  "name": "Salonbook",
  "headline": "Fill every chair, every day",
  "description": "Salonbook helps teams plan, track and ship work together.",
  "pricing": {
    "model": "subscription",
    "plans": [
      {
        "name": "Solo",
        "amount": 24.99,
        "currency": "USD",
        "period": "month",
        "per_user": false,
        "group": null,
        "price_text": "$24.99 /mo",
        "annual_amount": null,
        "list_amount": null,
        "free": false,
        "trial_days": null,
        "contact_sales": false,
        "limits": ["1 stylist calendar"],
        "inferred": [],
        "evidence": {
          "url": "https://salonbook.example/pricing",
          "snippet": "Solo $24.99 /mo",
          "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
        }
      },
      {
        "name": "Salon",
        "amount": 59.99,
        "currency": "USD",
        "period": "month",
        "per_user": false,
        "group": null,
        "price_text": "$59.99 /mo",
        "annual_amount": null,
        "list_amount": null,
        "free": false,
        "trial_days": null,
        "contact_sales": false,
        "limits": ["Up to 10 staff calendars"],
        "inferred": [],
        "evidence": {
          "url": "https://salonbook.example/pricing",
          "snippet": "Salon $59.99 /mo",
          "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
        }
      }
    ],
    "starting_price": 24.99,
    "currency": "USD",
    "starting_price_per_user": false,
    "starting_price_inferred": [],
    "free_tier": false,
    "free_tier_inferred": false,
    "free_trial": true,
    "trial_days": 14
  },
  "features": [
    "Kanban boards",
    "Time tracking",
    "Automations",
    "Single sign-on (SSO)"
  ],
  "catalog_match": null
};

const SCAN_EXAMPLE = {
  "your_product": SALONBOOK_PROFILE,
  "competitor": {
    "url": "https://shipyard.example/",
    "final_url": "https://shipyard.example/",
    "name": "Shipyard",
    "headline": "Ship web apps in seconds",
    "description": "Shipyard helps teams plan, track and ship work together.",
    "pricing": {
      "model": "freemium",
      "plans": [
        {
          "name": "Hobby",
          "amount": 0,
          "currency": "USD",
          "period": "month",
          "per_user": false,
          "group": null,
          "price_text": "$0/month",
          "annual_amount": null,
          "list_amount": null,
          "free": true,
          "trial_days": null,
          "contact_sales": false,
          "limits": ["1 project"],
          "inferred": [],
          "evidence": {
            "url": "https://shipyard.example/pricing",
            "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Hobby USD 0",
            "selector": "script#__NEXT_DATA__"
          }
        },
        {
          "name": "Pro",
          "amount": 20,
          "currency": "USD",
          "period": "month",
          "per_user": true,
          "group": null,
          "price_text": "$20/seat/month",
          "annual_amount": 16,
          "list_amount": null,
          "free": false,
          "trial_days": null,
          "contact_sales": false,
          "limits": ["Unlimited projects"],
          "inferred": [],
          "evidence": {
            "url": "https://shipyard.example/pricing",
            "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Pro USD 20/month",
            "selector": "script#__NEXT_DATA__"
          }
        }
      ],
      "starting_price": 20,
      "currency": "USD",
      "starting_price_per_user": true,
      "starting_price_inferred": [],
      "free_tier": true,
      "free_tier_inferred": false,
      "free_trial": true,
      "trial_days": 14
    },
    "features": [
      "Preview deployments",
      "Edge functions",
      "Instant rollbacks",
      "Built-in analytics"
    ],
    "catalog_match": null
  },
  "pricing_comparison": {
    "your_starting_price": 24.99,
    "competitor_starting_price": 20,
    "currency": "USD",
    "difference_percent": null,
    "cheaper": "unknown",
    "summary": "Shipyard charges per user and Salonbook a flat price, so starting prices are not directly comparable."
  },
  "feature_gaps": {
    "you_only": [
      "1 stylist calendar",
      "Online booking page",
      "SMS reminders"
    ],
    "competitor_only": [
      "Preview deployments",
      "Edge functions",
      "Instant rollbacks"
    ],
    "shared": [
      "Kanban boards",
      "Time tracking",
      "Automations"
    ]
  },
  "differentiation_score": 77,
  "strategic_insight": "Shipyard has a free tier and you do not: expect it to win self-serve sign-ups unless your trial or onboarding is clearly better. Shipyard lists features you do not show (Preview deployments, Edge functions, Instant rollbacks); close the gap or explain why you don't need them.",
  "analyzed_at": "2026-11-22T12:00:00.000Z"
};

const ROAST_EXAMPLE = {
  "url": "https://salonbook.example/",
  "name": "Salonbook",
  "estimated_size": {
    "label": "enterprise",
    "signals": [
      "10,000+ customers claimed",
      "compliance: SOC 2, GDPR",
      "SSO/SAML offered",
      "uptime SLA",
      "enterprise language",
      "careers page (hiring)",
      "sales-led: demo or talk-to-sales"
    ]
  },
  "top_features": [
    "Kanban boards",
    "Time tracking",
    "Automations",
    "Single sign-on (SSO)",
    "1 stylist calendar"
  ],
  "weaknesses": [
    {
      "title": "Plays it safe",
      "detail": "Pricing, proof and features are all there; nothing on the page is surprising enough to remember.",
      "evidence": {
        "url": "https://salonbook.example/",
        "snippet": "Fill every chair, every day",
        "selector": "main#main > section.hero > h1"
      }
    }
  ],
  "positioning_score": 100,
  "verdict": "Salonbook is clear, priced and proven; the only thing left to roast is how safe it plays.",
  "analyzed_at": "2026-11-22T12:00:00.000Z"
};

/** The errors both endpoints share, for the field names of each. */
function errors(path: "/api/scan" | "/api/roast", field: "your_url" | "url", what: string) {
  return {
    400: {
      description:
        "The body is not JSON or misses a field, or a URL is refused: not http(s), longer than 2,048 characters, with credentials, or resolving — directly or through a redirect — to a private, loopback, link-local, metadata or otherwise non-public address. The message says which and why; `field` names it.",
      headers: RATE_HEADERS,
      examples: {
        missingField: err(path, "{}", "bad_request", `Invalid field "${field}": is required and must be a string`, { field }),
        notHttp: err(path, `{"${field}": "ftp://files.example/"}`, "bad_request", `Invalid field "${field}": only http and https URLs can be fetched (got ftp)`, { field }),
        privateAddress: err(path, `{"${field}": "http://127.0.0.1/admin"}`, "bad_request", `${field}: 127.0.0.1 is a loopback address (this machine)`, { field }),
      },
    },
    422: {
      description: `${what} could not be read: the DNS lookup failed, the connection was refused or timed out (10 s), TLS failed, the server answered 4xx/5xx, the page is not HTML or is over 5 MiB, or there were more than 5 redirects; or the site was read but is too complex to analyse — its pages took more than the site's CPU budget (5 s by default, RIVALSCOPE_ANALYSIS_BUDGET_MS): reason \`too_complex\`. \`url\` and \`reason\` say which.`,
      headers: RATE_HEADERS,
      examples: {
        noSuchHost: err(path, `{"${field}": "https://no-such-host.invalid/"}`, "url_unreachable", `${field}: https://no-such-host.invalid/ could not be fetched: no-such-host.invalid does not resolve (no such host).`, {
          field,
          url: "https://no-such-host.invalid/",
          reason: "dns",
        }),
      },
    },
    413: { description: "The body is larger than 1 MiB.", headers: RATE_HEADERS },
    503: {
      description:
        "Too many sites are being analysed to queue another: the analysis workers are busy and RIVALSCOPE_ANALYSIS_QUEUE analyses already wait. The request is refused at once rather than kept waiting; Retry-After (the site CPU budget, in seconds) says when to try again.",
      headers: LIMITED,
      examples: { busy: err(path, "Every analysis worker busy and the queue full", "service_unavailable", "Too many sites are being analysed right now; try again in 5 seconds.") },
    },
    429: {
      description:
        `An allowance is used up: ${setting("RIVALSCOPE_ANALYSIS_PER_SESSION")} per visitor session (the rs_session cookie, or the client IP without one) for each of scan and roast, or ${setting("RIVALSCOPE_ANALYSIS_PER_DAY")} scans and roasts together per client IP per UTC day. \`limit\` and \`window\` name it; Retry-After says when to try again.`,
      headers: LIMITED,
      examples: {
        session: {
          summary: "The 11th request of a session",
          value: { error: "rate_limited", message: `The limit of 10 ${path === "/api/scan" ? "scans" : "roasts"} per session (24 hours) is used up; retry in 86400 seconds.`, limit: 10, retry_after_seconds: 86400, window: "session" },
        },
      },
    },
  };
}

export const SCAN_RESPONSES = responses({
  200: {
    description: "Both products' profiles and how they compare. Sets the rs_session cookie on a visitor's first analysis.",
    headers: RATE_HEADERS,
    examples: { scan: { summary: "Two sites compared (shortened)", value: SCAN_EXAMPLE } },
  },
  ...errors("/api/scan", "your_url", "One of the two home pages"),
});

export const ROAST_RESPONSES = responses({
  200: {
    description: "The roast. Sets the rs_session cookie on a visitor's first analysis.",
    headers: RATE_HEADERS,
    examples: { roast: { summary: "One site roasted (weaknesses shortened)", value: ROAST_EXAMPLE } },
  },
  ...errors("/api/roast", "url", "The home page"),
});
