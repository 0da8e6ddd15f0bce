/**
 * Webhook secrets and signatures — pure functions of their input.
 *
 * A secret is `whsec_` + base64 of 32 random bytes (the Standard Webhooks format). Every
 * delivery carries two signature schemes:
 *
 * - `x-service-signature`: lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the
 *   secret string as shown (`whsec_…`, its UTF-8 bytes) — the seed's scheme. It names the current
 *   secret; during the 24 hours after a rotation `x-service-signature-previous` carries the same
 *   digest under the previous secret, so a receiver can switch secrets whenever it is ready.
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` (seconds), `webhook-signature` =
 *   `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the base64-DECODED part
 *   after `whsec_`; during a rotation two space-separated entries (current first). Signing the id
 *   and timestamp lets receivers refuse replays (the `standardwebhooks` libraries allow 5 minutes).
 */
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export const newSecret = () => SECRET_PREFIX + randomBytes(32).toString("base64");

/** The seed's signature: hex HMAC-SHA256 of the body keyed with the whole secret string. */
export const serviceSignature = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("hex");

/** One Standard Webhooks signature entry (`v1,<base64>`). */
export function standardSignature(secret: string, input: { id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${input.id}.${input.timestamp}.${input.body}`).digest("base64")}`;
}

/**
 * The signature headers of one attempt. `secrets` are the endpoint's live secrets, current first
 * (a second one only during a rotation's overlap); `timestamp` is this attempt's, in seconds.
 */
export function signatureHeaders(input: { id: string; timestamp: number; body: string; secrets: readonly [string, ...string[]] }): Record<string, string> {
  const [current, previous] = input.secrets;
  const headers: Record<string, string> = {
    "webhook-id": input.id,
    "webhook-timestamp": String(input.timestamp),
    "webhook-signature": input.secrets.map((s) => standardSignature(s, input)).join(" "),
    "x-service-signature": serviceSignature(current, input.body),
  };
  if (previous) headers["x-service-signature-previous"] = serviceSignature(previous, input.body);
  return headers;
}
