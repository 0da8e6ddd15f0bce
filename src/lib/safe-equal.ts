/**
 * safeEqual — compares two secrets in time that does not depend on where they first differ.
 * A plain `===` returns sooner the earlier the strings diverge, which lets an attacker who can
 * time many requests guess a token one character at a time.
 */
import { timingSafeEqual } from "node:crypto";
import { sha256Hex } from "./hash";

export function safeEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== "string" || typeof b !== "string" || a.length === 0 || b.length === 0) return false;
  // Hashing first gives equal-length inputs (timingSafeEqual demands it) without revealing the length.
  return timingSafeEqual(Buffer.from(sha256Hex(a), "hex"), Buffer.from(sha256Hex(b), "hex"));
}
