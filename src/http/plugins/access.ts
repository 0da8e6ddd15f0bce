/**
 * Interface A access hooks. `meteredHook` runs before validation (transform phase), so requests
 * that end in a 400 or 404 are counted too — the SPEC counts every request to a counted endpoint
 * except 401s and 429s. Per-IP endpoints (/checkout, /validate-key) are limited before parsing,
 * in route-limits.ts.
 */
import type { AccessService } from "../../access/service";
import { requestMeta } from "./core";

type Ctx = { request: Request; set: { headers: Record<string, unknown> } };

export const meteredHook =
  (access: AccessService) =>
  ({ request, set }: Ctx) => {
    const meta = requestMeta(request);
    let admission;
    try {
      admission = access.admit(request.headers.get("x-api-key"), () => meta.ipBucket);
    } catch (e) {
      // Counted by tier in /metrics already (access knows the tier): core must not count it again.
      meta.rateLimitCounted = true;
      throw e;
    }
    // The key's id (never the key) names the caller in the access log.
    if (admission.keyId !== null) {
      meta.actorKind = "api_key";
      meta.actorId = admission.keyId;
    }
    Object.assign(set.headers, admission.headers);
  };
