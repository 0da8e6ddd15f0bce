/**
 * Clock — time is passed in, so tests move it instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private ms = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now() {
    return this.ms;
  }
  set(ms: number | Date) {
    this.ms = typeof ms === "number" ? ms : ms.getTime();
  }
  advance(ms: number) {
    this.ms += ms;
  }
}
