/**
 * ResponseCache — serialized JSON bodies with their ETag, keyed by a canonical query string and
 * tagged with the data version they were computed from. A version change empties the cache, so
 * an edit is visible on the very next request. Bounded: the oldest entry goes first.
 */
export interface CachedBody {
  /** The body as a Blob, encoded once: Bun sends it without re-encoding or copying. */
  blob: Blob;
  etag: string;
}

export class ResponseCache {
  private entries = new Map<string, CachedBody>();
  private version = -1;
  constructor(private readonly maxEntries = 5000) {}

  /** The cached body for `key` at `version`, computing (and storing) it when absent. */
  get(version: number, key: string, compute: () => unknown): CachedBody {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let hit = this.entries.get(key);
    if (!hit) {
      const body = JSON.stringify(compute());
      hit = { blob: new Blob([body], { type: "application/json; charset=utf-8" }), etag: `"${Bun.hash(body).toString(36)}"` };
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, hit);
    }
    return hit;
  }

  get size() {
    return this.entries.size;
  }
}

/** True when an If-None-Match header names this ETag (or `*`); weak validators compare equal. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
