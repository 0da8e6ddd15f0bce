/**
 * Interface A access hooks. `meteredHook` runs before validation (transform phase), so requests
 * that end in a 400 or 404 are counted too — the SPEC counts every request to a counted endpoint
 * except 401s and 429s. `ipLimitHook` guards the per-IP endpoints (/checkout, /validate-key).
 */
import type { AccessService, IpLimitName } from "../../access/service";
import { requestMeta } from "./core";

type Ctx = { request: Request; set: { headers: Record<string, unknown> } };

export const meteredHook =
  (access: AccessService) =>
  ({ request, set }: Ctx) => {
    const admission = access.admit(request.headers.get("x-api-key"), () => requestMeta(request).ip);
    Object.assign(set.headers, admission.headers);
  };

export const ipLimitHook =
  (access: AccessService, name: IpLimitName) =>
  ({ request, set }: Ctx) => {
    Object.assign(set.headers, access.admitIp(name, requestMeta(request).ip));
  };
