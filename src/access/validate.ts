/**
 * validateApiKey — the POST /validate-key verb: a format and checksum check (no lookup needed to
 * refuse a typo), then the database.
 */
import type { Ctx } from "../context";
import { AppError } from "../lib/errors";
import { isWellFormedKey } from "./key-format";
import { findKeyByPlaintext, keyIsUsable } from "./keys";

export type KeyValidation = { valid: false } | { valid: true; tier: "starter" | "pro" | "internal"; email: string; requests_this_month: number };

export async function validateApiKey(ctx: Pick<Ctx, "db" | "clock">, input: { key: string }, usageThisMonth: (keyId: string) => Promise<number>): Promise<KeyValidation> {
  const { key } = input;
  if (!isWellFormedKey(key)) {
    throw new AppError("invalid_key_format", 'Field "key" is not a well-formed Rivalscope key: expected "rsk_" followed by 40 letters and digits with a valid checksum.');
  }
  const record = await findKeyByPlaintext(ctx.db, key);
  if (!record || !keyIsUsable(record, ctx.clock.now())) return { valid: false };
  return { valid: true, tier: record.tier, email: record.email, requests_this_month: await usageThisMonth(record.id) };
}
