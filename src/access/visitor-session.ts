/**
 * Visitor sessions — what "10 scans per session" counts against (SPEC §5): a random id and an
 * expiry, signed with an HMAC under a key derived from the instance key, carried in the
 * `rs_session` cookie. Nothing is stored: the signature is the proof we issued it, the expiry in
 * it (24 h) ends it, and counting happens in memory by id.
 *
 * A value that is malformed, forged, signed by a key we no longer hold or expired is no session
 * at all: the caller then counts the visitor by IP, as for clients that send no cookie, so a
 * made-up cookie never buys a fresh allowance.
 */
import type { Ctx } from "../context";

export const VISITOR_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const PURPOSE = "visitor-session";
// vs_<22 base62> . <expiry ms, base36> . <HMAC-SHA256, base64url>
const SHAPE = /^(vs_[0-9A-Za-z]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export interface VisitorSession {
  id: string;
  /** The cookie value. */
  value: string;
  expiresAt: number;
}

export function issueVisitorSession(ctx: Pick<Ctx, "secrets" | "ids" | "clock">): VisitorSession {
  const id = ctx.ids.id("vs", 22);
  const expiresAt = ctx.clock.now() + VISITOR_SESSION_TTL_MS;
  const payload = `${id}.${expiresAt.toString(36)}`;
  return { id, value: `${payload}.${ctx.secrets.sign(payload, PURPOSE)}`, expiresAt };
}

/** The session id a cookie value proves, or null (absent, malformed, forged or expired). */
export function readVisitorSession(ctx: Pick<Ctx, "secrets" | "clock">, input: { value: string | null | undefined }): string | null {
  const m = input.value ? SHAPE.exec(input.value) : null;
  if (!m) return null;
  if (!ctx.secrets.verify(`${m[1]}.${m[2]}`, m[3], PURPOSE)) return null;
  return parseInt(m[2], 36) > ctx.clock.now() ? m[1] : null;
}
