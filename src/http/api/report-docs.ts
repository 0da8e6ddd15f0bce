/**
 * The reports endpoints' responses as the OpenAPI document describes them (see
 * src/http/openapi-docs.ts). The completed report is a real answer for fixture sites of the test
 * suite (one of them answering 503), shortened (two plans, four features, two strengths and one
 * weakness per competitor; four matrix rows; three recommendations) and with its addresses
 * renamed; every error example is the exact body the server sends for the request its summary
 * names (test/http/openapi.test.ts replays each one).
 */
import { SALONBOOK_PROFILE } from "./analysis-docs";
import { errorExample as err, RATE_HEADERS, responses, type HeaderName } from "../openapi-docs";
import { setting } from "../openapi-settings";

const LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];
const ID = "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f";
const BASE = {
  id: ID,
  user_id: "9b2f6c1e-4d7a-4e8b-a3c5-1f0e2d3c4b5a",
  tier: "snapshot",
  summary: {},
  created_at: "2026-11-22T12:00:00.000Z",
  completed_at: null,
  preview_url: `https://intel.acme.test/reports/${ID}`,
};

const COMPLETED_EXAMPLE = {
  "id": "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f",
  "user_id": "9b2f6c1e-4d7a-4e8b-a3c5-1f0e2d3c4b5a",
  "status": "completed",
  "tier": "snapshot",
  "summary": {
    "competitors": [
      "https://shipyard.example/",
      "https://salonbook.example/",
      "https://fleetline.example/"
    ],
    "analysis_date": "2026-11-22",
    "overview": "This snapshot of 2026-11-22 compares 2 competitors: Shipyard and Salonbook. One site could not be read and is left out: fleetline.example answered HTTP 503 (Service Unavailable). Entry prices run from $20/user/month (Shipyard, Pro) to $24.99/month (Salonbook, Solo), with a median of $22.50/month (a per-user and a flat price, one seat counted). 1 of 2 offers a free plan. Main finding: Offer a free plan: 1 of 2 competitors has one.",
    "your_product": null,
    "per_competitor": [
      {
        "url": "https://shipyard.example/",
        "name": "Shipyard",
        "status": "analyzed",
        "error": null,
        "profile": {
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
        "strengths": [
          {
            "title": "Free plan",
            "detail": "Hobby costs nothing: visitors can start without a purchase decision.",
            "evidence": {
              "url": "https://shipyard.example/pricing",
              "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Hobby USD 0",
              "selector": "script#__NEXT_DATA__"
            }
          },
          {
            "title": "14-day free trial",
            "detail": "Paid plans can be tried before paying, which lowers the cost of switching.",
            "evidence": {
              "url": "https://shipyard.example/",
              "snippet": "Start your 14-day free trial today. No credit card required.",
              "selector": "main#main > section.cta > p"
            }
          }
        ],
        "weaknesses": [
          {
            "title": "Plays it safe",
            "detail": "Pricing, proof and features are all there; nothing on the page is surprising enough to remember.",
            "evidence": {
              "url": "https://shipyard.example/",
              "snippet": "Ship web apps in seconds",
              "selector": "main#main > section.hero > h1"
            }
          }
        ],
        "positioning_score": 100,
        "estimated_size": {
          "label": "enterprise",
          "signals": [
            "10,000+ customers claimed",
            "compliance: SOC 2, GDPR",
            "SSO/SAML offered",
            "uptime SLA",
            "enterprise language",
            "careers page (hiring)",
            "sales-led: demo or talk-to-sales",
            "contact-sales plan",
            "4 plans"
          ]
        }
      },
      {
        "url": "https://salonbook.example/",
        "name": "Salonbook",
        "status": "analyzed",
        "error": null,
        "profile": SALONBOOK_PROFILE,
        "strengths": [
          {
            "title": "14-day free trial",
            "detail": "Paid plans can be tried before paying, which lowers the cost of switching.",
            "evidence": {
              "url": "https://salonbook.example/",
              "snippet": "Start your 14-day free trial today. No credit card required.",
              "selector": "main#main > section.cta > p"
            }
          },
          {
            "title": "Public, simple pricing",
            "detail": "3 priced plans, from $24.99/month (Solo): buyers can decide without talking to sales.",
            "evidence": {
              "url": "https://salonbook.example/pricing",
              "snippet": "Solo $24.99 /mo",
              "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
            }
          }
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
        }
      },
      {
        "url": "https://fleetline.example/",
        "name": "fleetline",
        "status": "unreachable",
        "error": {
          "reason": "http_status",
          "message": "fleetline.example answered HTTP 503 (Service Unavailable)"
        },
        "profile": null,
        "strengths": [],
        "weaknesses": [],
        "positioning_score": null,
        "estimated_size": null
      }
    ],
    "cross_analysis": {
      "price_ladder": {
        "currency": "USD",
        "entries": [
          {
            "competitor": "Shipyard",
            "url": "https://shipyard.example/",
            "plan": "Pro",
            "amount": 20,
            "per_user": true,
            "group": null,
            "price_text": "$20/seat/month",
            "inferred": [],
            "evidence": {
              "url": "https://shipyard.example/pricing",
              "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Pro USD 20/month",
              "selector": "script#__NEXT_DATA__"
            }
          },
          {
            "competitor": "Salonbook",
            "url": "https://salonbook.example/",
            "plan": "Solo",
            "amount": 24.99,
            "per_user": false,
            "group": null,
            "price_text": "$24.99 /mo",
            "inferred": [],
            "evidence": {
              "url": "https://salonbook.example/pricing",
              "snippet": "Solo $24.99 /mo",
              "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
            }
          }
        ],
        "cheapest": {
          "competitor": "Shipyard",
          "url": "https://shipyard.example/",
          "plan": "Pro",
          "amount": 20,
          "per_user": true,
          "group": null,
          "price_text": "$20/seat/month",
          "inferred": [],
          "evidence": {
            "url": "https://shipyard.example/pricing",
            "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Pro USD 20/month",
            "selector": "script#__NEXT_DATA__"
          }
        },
        "most_expensive": {
          "competitor": "Salonbook",
          "url": "https://salonbook.example/",
          "plan": "Solo",
          "amount": 24.99,
          "per_user": false,
          "group": null,
          "price_text": "$24.99 /mo",
          "inferred": [],
          "evidence": {
            "url": "https://salonbook.example/pricing",
            "snippet": "Solo $24.99 /mo",
            "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
          }
        },
        "median": {
          "amount": 22.5,
          "plans": [
            {
              "competitor": "Shipyard",
              "plan": "Pro"
            },
            {
              "competitor": "Salonbook",
              "plan": "Solo"
            }
          ]
        },
        "not_compared": []
      },
      "feature_matrix": {
        "competitors": [
          {
            "name": "Shipyard",
            "url": "https://shipyard.example/"
          },
          {
            "name": "Salonbook",
            "url": "https://salonbook.example/"
          }
        ],
        "rows": [
          {
            "feature": "Kanban boards",
            "present": [
              true,
              true
            ]
          },
          {
            "feature": "Time tracking",
            "present": [
              true,
              true
            ]
          },
          {
            "feature": "Automations",
            "present": [
              true,
              true
            ]
          },
          {
            "feature": "Single sign-on (SSO)",
            "present": [
              true,
              true
            ]
          }
        ]
      },
      "common_features": [
        {
          "feature": "Kanban boards",
          "competitors": [
            "Shipyard",
            "Salonbook"
          ]
        },
        {
          "feature": "Time tracking",
          "competitors": [
            "Shipyard",
            "Salonbook"
          ]
        },
        {
          "feature": "Automations",
          "competitors": [
            "Shipyard",
            "Salonbook"
          ]
        }
      ],
      "unique_features": [
        {
          "competitor": "Shipyard",
          "url": "https://shipyard.example/",
          "features": [
            "Preview deployments",
            "Edge functions",
            "Instant rollbacks"
          ]
        },
        {
          "competitor": "Salonbook",
          "url": "https://salonbook.example/",
          "features": [
            "1 stylist calendar",
            "Online booking page",
            "SMS reminders"
          ]
        }
      ],
      "differentiation_scores": [
        {
          "competitor": "Shipyard",
          "url": "https://shipyard.example/",
          "score": 71
        },
        {
          "competitor": "Salonbook",
          "url": "https://salonbook.example/",
          "score": 69
        }
      ]
    },
    "recommendations": [
      {
        "title": "Offer a free plan: 1 of 2 competitors has one",
        "detail": "Shipyard offers a free plan; Salonbook does not. Buyers who start free will meet the majority first.",
        "priority": "high",
        "evidence": [
          {
            "url": "https://shipyard.example/pricing",
            "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Hobby USD 0",
            "selector": "script#__NEXT_DATA__"
          }
        ]
      },
      {
        "title": "Cover the table stakes: Kanban boards, Time tracking, Automations",
        "detail": "Most competitors compared list Kanban boards (2 of 2), Time tracking (2 of 2), Automations (2 of 2), Single sign-on (SSO) (2 of 2) and Priority support (2 of 2). Buyers will expect them: show them on your own pages, in their words.",
        "priority": "high",
        "evidence": [
          {
            "url": "https://shipyard.example/",
            "snippet": "Kanban boards",
            "selector": "section#features > div.feature-grid > div.feature-card > h3"
          },
          {
            "url": "https://salonbook.example/",
            "snippet": "Kanban boards",
            "selector": "section#features > div.feature-grid > div.feature-card > h3"
          }
        ]
      },
      {
        "title": "Compete on more than price: entry prices sit between $20/user/month and $24.99/month",
        "detail": "Every competitor with a public USD price starts within 25% of the cheapest (median $22.50/month): a slightly lower price will not stand out, so lead with what only you do or with service.",
        "priority": "medium",
        "evidence": [
          {
            "url": "https://shipyard.example/pricing",
            "snippet": "__NEXT_DATA__ props.pageProps.pricing.plans: Pro USD 20/month",
            "selector": "script#__NEXT_DATA__"
          },
          {
            "url": "https://salonbook.example/pricing",
            "snippet": "Solo $24.99 /mo",
            "selector": "main#main > section.elementor-section > div.elementor-container > div.elementor-column"
          }
        ]
      }
    ]
  },
  "created_at": "2026-11-22T12:00:00.000Z",
  "completed_at": "2026-11-22T12:03:41.000Z",
  "preview_url": "https://intel.acme.test/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f"
};

export const REQUEST_RESPONSES = responses({
  200: {
    description: "The report is created (pending) and waits for payment at `checkout_url`; `checkout_url` is null when a plan's allowance paid and generation has started.",
    headers: RATE_HEADERS,
    examples: {
      checkout: { summary: "Pay at the checkout", value: { report_id: ID, checkout_url: "https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8" } },
      allowance: { summary: "Signed in on the Command plan, within its 20 reports this month: generation has started", value: { report_id: ID, checkout_url: null } },
    },
  },
  400: {
    description:
      "The body is not JSON or misses a field; a URL is not a public http(s) website (not http(s), longer than 2,048 characters, with credentials, not resolving, or resolving to a private, loopback, link-local or metadata address); more than five URLs, none, or one listed twice after normalisation. The message says which; `field` names it.",
    headers: RATE_HEADERS,
    examples: {
      missingField: err("/api/reports/request", "{}", "bad_request", 'Invalid field "name": is required and must be a string', { field: "name" }),
      tooMany: err("/api/reports/request", "Six URLs", "bad_request", 'Invalid field "competitor_urls": must list at most 5 competitor URLs', { field: "competitor_urls" }),
      duplicate: err(
        "/api/reports/request",
        "https://Linear.app:443/ and https://linear.app#pricing",
        "bad_request",
        'Invalid field "competitor_urls": lists https://linear.app/ more than once (URLs are compared with scheme and host lower-cased, the default port, the fragment and a trailing slash dropped)',
        { field: "competitor_urls" },
      ),
      notHttp: err("/api/reports/request", "An ftp:// URL", "bad_request", 'Invalid field "competitor_urls.0": only http and https URLs can be fetched (got ftp)', { field: "competitor_urls.0" }),
      privateAddress: err("/api/reports/request", "A loopback address", "bad_request", "competitor_urls.1: 127.0.0.1 is a loopback address (this machine)", { field: "competitor_urls.1" }),
    },
  },
  401: {
    description: "An Authorization header was sent, but its token does not verify (expired, altered, not ours, or for an account that no longer exists). Without the header the request is anonymous; with a bad one it is refused rather than served as someone else.",
    headers: [...RATE_HEADERS, "WWW-Authenticate"],
    examples: { expired: err("/api/reports/request", "An access token more than an hour old", "not_authenticated", "The access token has expired; get a new one with POST /api/auth/refresh.") },
  },
  413: { description: "The body is larger than 1 MiB.", headers: RATE_HEADERS },
  429: {
    description: `This client IP has made ${setting("RIVALSCOPE_REPORT_REQUESTS_PER_HOUR")} requests in the last hour (configurable); Retry-After says when the next is allowed.`,
    headers: LIMITED,
    examples: { hour: err("/api/reports/request", "The 6th request of an hour", "rate_limited", "Too many requests: POST /api/reports/request allows 5 per hour. Retry in 3600 seconds.") },
  },
  500: {
    description: "Payments are turned off on this server, or the payment provider could not start a checkout. Nothing was recorded and no payment was taken.",
    headers: RATE_HEADERS,
    examples: { paymentsOff: err("/api/reports/request", "Payments turned off", "payment_error", "Nothing can be bought on this server: its operator has turned payments off.") },
  },
  503: {
    description: "The token is one of the external identity provider the server is configured to accept, and that provider cannot be reached to check it. Retry-After says when to try again.",
    headers: LIMITED,
    examples: { idpUnavailable: err("/api/reports/request", "The identity provider is down", "service_unavailable", "The identity provider https://idp.example.com could not be reached to check the token; try again in a minute.") },
  },
});

export const GET_RESPONSES = responses({
  200: {
    description: "The report. `summary` is `{}` until it is completed; a failed report says why in `message`.",
    headers: RATE_HEADERS,
    examples: {
      pending: { summary: "Awaiting payment", value: { ...BASE, status: "pending" } },
      processing: { summary: "Paid, being generated", value: { ...BASE, status: "processing" } },
      completed: { summary: "Completed (shortened)", value: COMPLETED_EXAMPLE },
      failed: {
        summary: "Failed: no site could be read",
        value: {
          ...BASE,
          status: "failed",
          message:
            "None of the 2 competitor sites could be read: https://shipyard.example/ (shipyard.example answered HTTP 503 (Service Unavailable)); https://salonbook.example/ (the connection to salonbook.example timed out). Check the addresses; the operator can retry the report once the sites answer.",
        },
      },
    },
  },
  400: {
    description: "`id` is missing, given twice, or not a UUID.",
    headers: RATE_HEADERS,
    examples: {
      missing: err("/api/reports/get", "No id", "bad_request", 'Invalid query parameter "id": is required: give the report_id that POST /api/reports/request answered', { field: "id" }),
      notUuid: err("/api/reports/get", "id=123", "bad_request", 'Invalid query parameter "id": must be a report id: a UUID such as 6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f', { field: "id" }),
    },
  },
  404: {
    description: "No report has this id.",
    headers: RATE_HEADERS,
    examples: { unknown: err("/api/reports/get", "An id nobody was given", "not_found", "There is no report with id 00000000-0000-4000-8000-000000000000.") },
  },
  429: {
    description: `This client IP has made ${setting("RIVALSCOPE_REPORT_READS_PER_MINUTE")} requests in the last minute (configurable); Retry-After says when the next is allowed.`,
    headers: LIMITED,
    examples: { minute: err("/api/reports/get", "The 61st request of a minute", "rate_limited", "Too many requests: GET /api/reports/get allows 60 per minute. Retry in 60 seconds.") },
  },
});
