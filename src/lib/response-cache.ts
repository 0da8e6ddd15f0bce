/**
 * ResponseCache — serialized JSON bodies with their ETag, keyed by a canonical query string and
 * tagged with the data version they were computed from. A version change empties the cache, so
 * an edit is visible on the very next request. Bounded by entries and by bytes (clients choose
 * their queries, so they must not be able to grow it without limit): the oldest entry goes first.
 */
export interface CachedBody {
  /** The body as a Blob, encoded once: Bun sends it without re-encoding or copying. */
  blob: Blob;
  etag: string;
}

export class ResponseCache {
  private entries = new Map<string, CachedBody>();
  private version = -1;
  private bytes = 0;
  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The cached body for `key` at `version`, or undefined (nothing is computed). */
  peek(version: number, key: string): CachedBody | undefined {
    return version === this.version ? this.entries.get(key) : undefined;
  }

  /** The cached body for `key` at `version`, computing (and storing) it when absent. */
  get(version: number, key: string, compute: () => unknown): CachedBody {
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
    }
    let hit = this.entries.get(key);
    if (!hit) {
      const body = JSON.stringify(compute());
      hit = { blob: new Blob([body], { type: "application/json; charset=utf-8" }), etag: `"${Bun.hash(body).toString(36)}"` };
      while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + hit.blob.size > this.maxBytes)) {
        const [oldest, old] = this.entries.entries().next().value!;
        this.entries.delete(oldest);
        this.bytes -= old.blob.size;
      }
      this.entries.set(key, hit);
      this.bytes += hit.blob.size;
    }
    return hit;
  }

  get size() {
    return this.entries.size;
  }

  get byteSize() {
    return this.bytes;
  }
}

/** True when an If-None-Match header names this ETag (or `*`); weak validators compare equal. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
