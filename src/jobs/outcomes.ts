/**
 * What a job handler can say besides success (return) and a transient failure (any other throw,
 * retried with the handler's backoff until its attempts run out).
 */

/**
 * Try again at `at` (ms since the epoch) rather than after the usual backoff — e.g. a receiver's
 * Retry-After. The attempt still counts towards the job's limit.
 */
export class RetryLater extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
    this.name = "RetryLater";
  }
}

/** Fail now and do not retry: the job can never succeed (a bad payload, a deleted target). */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentFailure";
  }
}
