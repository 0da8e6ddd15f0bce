/** SHA-256 of a string, lowercase hex. */
export function sha256Hex(s: string): string {
  return Bun.SHA256.hash(s, "hex");
}
