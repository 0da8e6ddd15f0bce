/**
 * The limit rule of the free analyses (scan, roast), for the route-limits table: it runs before
 * the body is read. SPEC §5: each is limited per session — the signed `rs_session` cookie — or,
 * for a client that sends none (or a forged or expired one), per client IP; plus a daily
 * allowance per IP for both together (access/service.ts `admitAnalysis`).
 *
 * A cookie-less request is counted against its IP AND against the session issued with it, so a
 * browser's first scan is not free, and a client that throws cookies away gets no fresh allowance:
 * every cookie-less request draws on the IP's. No cookie is issued with a refusal.
 *
 * The cookie: HttpOnly (page scripts cannot read it), SameSite=Lax (a cross-site form post does
 * not carry it, so another site cannot spend a visitor's allowance — it is counted by IP then),
 * Secure when the service is served over https, Path=/ (the API and the home page share it).
 */
import type { AccessService, AnalysisKind } from "../../access/service";
import { issueVisitorSession, readVisitorSession, VISITOR_SESSION_TTL_MS } from "../../access/visitor-session";
import type { Config } from "../../config";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { readCookie } from "../request-fields";
import { requestMeta } from "./core";
import type { RouteLimitRule } from "./route-limits";

export const VISITOR_COOKIE = "rs_session";

export interface AnalysisLimitDeps {
  access: Pick<AccessService, "admitAnalysis">;
  context: ContextFactory;
  config: Pick<Config, "baseUrl">;
}

export function analysisLimit(deps: AnalysisLimitDeps, kind: AnalysisKind): RouteLimitRule {
  const secure = deps.config.baseUrl.startsWith("https:");
  return (request) => {
    const meta = requestMeta(request);
    const ctx = deps.context(ANONYMOUS, meta.ip);
    const session = readVisitorSession(ctx, { value: readCookie(request, VISITOR_COOKIE) });
    if (session) return deps.access.admitAnalysis(kind, { sessions: [session], ipBucket: meta.ipBucket });
    const fresh = issueVisitorSession(ctx);
    const maxAge = Math.floor(VISITOR_SESSION_TTL_MS / 1000);
    const withCookie = (headers: Record<string, string>) => ({ ...headers, "set-cookie": `${VISITOR_COOKIE}=${fresh.value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}` });
    const headers = deps.access.admitAnalysis(kind, { sessions: [`ip:${meta.ipBucket}`, fresh.id], ipBucket: meta.ipBucket });
    return headers instanceof Promise ? headers.then(withCookie) : withCookie(headers);
  };
}
