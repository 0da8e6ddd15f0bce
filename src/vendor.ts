/**
 * Large libraries that only some installations use, or only later — Stripe's SDK (payments in
 * stripe mode), nodemailer (SMTP configured), prom-client (the first scrape of /metrics), the
 * OpenAPI generator (the first GET /swagger/json), openid-client (the first "Sign in with …") —
 * are separate entry points of the executable
 * (scripts/build.ts), imported on first use. A dynamic import inside the bundle would still put
 * them in the main bundle, and the executable loads the bytecode of the whole main bundle at
 * every start: some 6 ms of each cold start for these four (SPEC §11).
 *
 * Their paths are found by entryPointUrl (src/lib/entry-points.ts), as the workers' are. The
 * entry points import nothing of ours, so no module of the application is ever evaluated twice
 * (the generator's entry has its own copy of Elysia's type helpers; the document it builds is the
 * same, compared byte for byte).
 */
import { entryPointUrl } from "./lib/entry-points";

type StripeEntry = typeof import("./vendor/stripe");
type NodemailerEntry = typeof import("./vendor/nodemailer");
type PromClientEntry = typeof import("./vendor/prom-client");
type OpenApiEntry = typeof import("./vendor/openapi");
type OpenIdClientEntry = typeof import("./vendor/openid-client");

// A variable, not a literal, so the bundler leaves the import to run time.
const entry = (name: string): Promise<unknown> => import(entryPointUrl(`vendor/${name}.ts`));

export const loadStripe = async () => ((await entry("stripe")) as StripeEntry).default;
export const loadNodemailer = async () => ((await entry("nodemailer")) as NodemailerEntry).default;
export const loadPromClient = async () => (await entry("prom-client")) as PromClientEntry;
export const loadOpenApi = async () => (await entry("openapi")) as OpenApiEntry;
export const loadOpenIdClient = async () => (await entry("openid-client")) as OpenIdClientEntry;
