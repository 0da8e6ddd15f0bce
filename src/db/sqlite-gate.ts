/**
 * ConnectionGate — keeps one SQLite connection's transactions to themselves.
 *
 * Every request of the process shares one bun:sqlite connection, and a transaction is a state of
 * the connection, not of a caller: while a transaction awaits between its statements (the data
 * layer is asynchronous, so both engines run the same code), anything else run on the connection
 * would run inside it — its writes committed or rolled back with someone else's work, its reads
 * seeing writes that may yet be rolled back. So:
 *
 *  - a transaction holds the gate from BEGIN to COMMIT/ROLLBACK; transactions run one at a time,
 *    in the order they asked (SQLite has one writer anyway);
 *  - a statement outside any transaction (a read, or a one-statement write that commits by
 *    itself) runs at once when the gate is free — the usual case, at no cost but one test — and
 *    otherwise waits its turn in the same queue, so it runs as before: between transactions;
 *  - statements of the transaction itself go through its own handle (`inner`), which never waits.
 *
 * On SQLite a transaction holds the gate only for the microtask turns between its statements
 * (transactions do database work only — the rule the BUSY retry already imposes), so a wait is
 * short. A wait longer than the busy timeout is an error, not a hang: the likely cause is code
 * inside a transaction that used the connection's handle (`ctx.db` of the outer context) instead
 * of the transaction's, and would otherwise wait for itself for ever.
 *
 * PostgreSQL needs none of this: a transaction there has a connection of its own.
 */

interface Waiter {
  kind: "statement" | "transaction";
  run: () => void;
  fail: (e: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

export class GateTimeoutError extends Error {
  readonly code = "SQLITE_BUSY_GATE";
}

export class ConnectionGate {
  #held = false;
  readonly #queue: Waiter[] = [];

  constructor(private readonly waitMs: number) {}

  /** True while a transaction holds the connection. */
  get held(): boolean {
    return this.#held;
  }

  /**
   * Runs a statement from outside any transaction: now when the gate is free, else once the
   * transactions ahead of it have finished. `exec` is synchronous (bun:sqlite).
   */
  statement<T>(exec: () => T): T | Promise<T> {
    if (!this.#held) return exec();
    return new Promise<T>((resolve, reject) => {
      this.#enqueue({
        kind: "statement",
        run: () => {
          try {
            resolve(exec());
          } catch (e) {
            reject(e);
          }
        },
        fail: reject,
      });
    });
  }

  /** Takes the gate for a transaction: at once when free (no await needed), else in turn. */
  acquire(): void | Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    return new Promise<void>((resolve, reject) => this.#enqueue({ kind: "transaction", run: resolve, fail: reject }));
  }

  /**
   * Gives the gate up: the statements queued behind the transaction run now, in order, until the
   * next queued transaction, which gets the gate (and everything after it keeps waiting).
   */
  release(): void {
    this.#held = false;
    while (this.#queue.length > 0) {
      const next = this.#queue.shift()!;
      if (next.timer) clearTimeout(next.timer);
      if (next.kind === "transaction") {
        this.#held = true;
        next.run();
        return;
      }
      next.run();
    }
  }

  #enqueue(w: Waiter) {
    w.timer = setTimeout(() => {
      const i = this.#queue.indexOf(w);
      if (i < 0) return;
      this.#queue.splice(i, 1);
      w.fail(
        new GateTimeoutError(
          `the database stayed busy for ${this.waitMs} ms: a transaction held the connection throughout (inside withTransaction, use the transaction's context, not the outer one)`,
        ),
      );
    }, this.waitMs);
    this.#queue.push(w);
  }
}
