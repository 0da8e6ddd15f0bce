/**
 * Interface A access hooks. `meteredHook` runs before validation (transform phase), so requests
 * that end in a 400 or 404 are counted too — the SPEC counts every request to a counted endpoint
 * except 401s and 429s. Per-IP endpoints (/checkout, /validate-key) are limited before parsing,
 * in route-limits.ts.
 */
import type { AccessService, Admission } from "../../access/service";
import { requestMeta } from "./core";

type Ctx = { request: Request; set: { headers: Record<string, unknown> } };

export const meteredHook =
  (access: AccessService) =>
  ({ request, set }: Ctx): void | Promise<void> => {
    const meta = requestMeta(request);
    const refused = (e: unknown): never => {
      // Counted by tier in /metrics already (access knows the tier): core must not count it again.
      meta.rateLimitCounted = true;
      throw e;
    };
    const admitted = (admission: Admission) => {
      // The key's id (never the key) names the caller in the access log.
      if (admission.keyId !== null) {
        meta.actorKind = "api_key";
        meta.actorId = admission.keyId;
      }
      Object.assign(set.headers, admission.headers);
    };
    let admission: Admission | Promise<Admission>;
    try {
      admission = access.admit(request.headers.get("x-api-key"), () => meta.ipBucket);
    } catch (e) {
      return refused(e);
    }
    // From memory (the usual case) the answer is synchronous; a key or counter read first makes
    // it a promise, which Elysia awaits.
    if (admission instanceof Promise) return admission.then(admitted, refused);
    admitted(admission);
  };
