/**
 * SlidingWindowLimiter — per-subject request limits over a sliding window.
 *
 * Limits up to EXACT_MAX use an exact sliding log: each subject keeps a ring of its last `limit`
 * request times, and a request is allowed when the oldest of them has left the window. That is
 * the common case (30, 60, 300 a minute) and gives exact Retry-After values. Larger limits (an
 * operator may configure 100,000 a minute) would cost `limit` numbers of memory per subject, so
 * they use the sliding-window counter approximation instead: this window's count plus the
 * previous window's count weighted by how much of it still overlaps.
 * Idle subjects are swept.
 */
export interface WindowState {
  allowed: boolean;
  limit: number;
  /** Requests still allowed in the window after this one. */
  remaining: number;
  /** Seconds until one more request is allowed (≥ 1 when refused). */
  resetSeconds: number;
}

export const EXACT_MAX = 10_000;

interface Ring {
  /** Request times, oldest at `head`, ascending around the ring. */
  times: Float64Array;
  head: number;
  /** Time of the newest request, for sweeping idle subjects. */
  newest: number;
}

interface Counter {
  windowStart: number;
  count: number;
  previous: number;
  newest: number;
}

export class SlidingWindowLimiter {
  private rings = new Map<string, Ring>();
  private counters = new Map<string, Counter>();
  constructor(readonly windowMs = 60_000) {}

  /** Checks `subject` against `limit`; when `consume` is true and allowed, records the request. */
  hit(subject: string, limit: number, now: number, consume = true): WindowState {
    return limit <= EXACT_MAX ? this.exact(subject, limit, now, consume) : this.approximate(subject, limit, now, consume);
  }

  private exact(subject: string, limit: number, now: number, consume: boolean): WindowState {
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
    const windowStart = now - this.windowMs;
    const oldest = ring.times[ring.head];
    if (oldest > windowStart) {
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil((oldest - windowStart) / 1000)) };
    }
    if (consume) {
      ring.times[ring.head] = now;
      ring.head = (ring.head + 1) % limit;
      ring.newest = now;
    }
    // The ring is ascending from head: binary-search the first time inside the window.
    let lo = 0;
    let hi = limit;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ring.times[(ring.head + mid) % limit] > windowStart) hi = mid;
      else lo = mid + 1;
    }
    const used = limit - lo;
    const first = used === 0 ? Number.NaN : ring.times[(ring.head + lo) % limit];
    return {
      allowed: true,
      limit,
      remaining: limit - used,
      resetSeconds: used === 0 ? Math.ceil(this.windowMs / 1000) : Math.max(1, Math.ceil((first - windowStart) / 1000)),
    };
  }

  private approximate(subject: string, limit: number, now: number, consume: boolean): WindowState {
    const start = now - (now % this.windowMs);
    let c = this.counters.get(subject);
    if (!c) {
      c = { windowStart: start, count: 0, previous: 0, newest: now };
      this.counters.set(subject, c);
    }
    if (c.windowStart !== start) {
      c.previous = c.windowStart === start - this.windowMs ? c.count : 0;
      c.count = 0;
      c.windowStart = start;
    }
    const overlap = 1 - (now - start) / this.windowMs;
    const estimate = c.previous * overlap + c.count;
    const untilNextWindow = Math.max(1, Math.ceil((start + this.windowMs - now) / 1000));
    if (estimate + 1 > limit) {
      // Wait until enough of the previous window has slid out, or for the next window.
      const needed = estimate + 1 - limit;
      const seconds = c.previous > 0 && c.count < limit ? Math.ceil(((needed / c.previous) * this.windowMs) / 1000) : untilNextWindow;
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.min(seconds, untilNextWindow)) };
    }
    if (consume) {
      c.count++;
      c.newest = now;
    }
    return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate - (consume ? 1 : 0))), resetSeconds: untilNextWindow };
  }

  /** Forgets subjects with no request inside the window. */
  sweep(now: number) {
    for (const [k, r] of this.rings) if (r.newest <= now - this.windowMs) this.rings.delete(k);
    for (const [k, c] of this.counters) if (c.newest <= now - 2 * this.windowMs) this.counters.delete(k);
  }

  get subjects() {
    return this.rings.size + this.counters.size;
  }
}
