/**
 * SlidingWindowLimiter — an exact sliding-log rate limiter. Each subject keeps a ring of its last
 * `limit` request times: the request is allowed when the oldest of them has left the window.
 * Memory is `limit` numbers per active subject; idle subjects are swept.
 */
export interface WindowState {
  allowed: boolean;
  limit: number;
  /** Requests still allowed in the window after this one. */
  remaining: number;
  /** Seconds until one more request is allowed (≥ 1 when refused). */
  resetSeconds: number;
}

interface Ring {
  times: Float64Array;
  head: number;
  /** Time of the newest request, for sweeping idle subjects. */
  newest: number;
}

export class SlidingWindowLimiter {
  private rings = new Map<string, Ring>();
  constructor(readonly windowMs = 60_000) {}

  /** Checks `subject` against `limit`; when `consume` is true and allowed, records the request. */
  hit(subject: string, limit: number, now: number, consume = true): WindowState {
    let ring = this.rings.get(subject);
    if (!ring || ring.times.length !== limit) {
      // New subject, or its limit changed (an admin edited the key): start a fresh ring, keeping
      // the most recent requests that still fit.
      const times = new Float64Array(limit).fill(Number.NEGATIVE_INFINITY);
      if (ring) {
        const old = [...ring.times].filter((t) => t > now - this.windowMs).sort((a, b) => a - b).slice(-limit);
        times.set(old, limit - old.length);
      }
      ring = { times, head: 0, newest: ring?.newest ?? Number.NEGATIVE_INFINITY };
      this.rings.set(subject, ring);
    }
    const oldest = ring.times[ring.head];
    const windowStart = now - this.windowMs;
    if (oldest > windowStart) {
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil((oldest - windowStart) / 1000)) };
    }
    if (consume) {
      ring.times[ring.head] = now;
      ring.head = (ring.head + 1) % limit;
      ring.newest = now;
    }
    let used = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const t of ring.times) {
      if (t > windowStart) {
        used++;
        if (t < first) first = t;
      }
    }
    return {
      allowed: true,
      limit,
      remaining: limit - used,
      resetSeconds: used === 0 ? Math.ceil(this.windowMs / 1000) : Math.max(1, Math.ceil((first - windowStart) / 1000)),
    };
  }

  /** Forgets subjects with no request inside the window. */
  sweep(now: number) {
    for (const [k, r] of this.rings) if (r.newest <= now - this.windowMs) this.rings.delete(k);
  }

  get subjects() {
    return this.rings.size;
  }
}
