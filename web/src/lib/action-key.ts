// The idempotency key of one player action that takes or gives something (a game round, a withdrawal, a draw, a
// spin, a claim, a spend). The platform applies a key once, so a retry of the same action after a timeout or a
// network failure must send the same key: it is answered with what the first attempt did (the prize it drew, the
// withdrawal it made) instead of doing it again. A definitive answer (done or refused) ends the action; the next
// action, or the same call with other details, gets a new key. Every store that sends a requestId takes it here.

/** A fresh key (a UUID; crypto.randomUUID is in every browser the app supports and in Node). */
export function newActionKey(): string {
  return globalThis.crypto.randomUUID();
}

/** No definitive answer (network, timeout, gateway): the action may have applied, so a retry keeps its key. */
export function isRetryable(errcode: number): boolean {
  return errcode < 0 || errcode === 502 || errcode === 504;
}

/** The key of one kind of action: the same on every retry of the same action until it is settled. */
export class ActionKey {
  private current: { key: string; what: string } | null = null;

  /**
   * The key for the action `what` describes (its details as text, e.g. `coin:500` or the amount and account of a
   * withdrawal; '' when the action has none): kept while unsettled and the same action is retried, new otherwise.
   */
  take(what = ''): string {
    if (this.current?.what !== what) this.current = { key: newActionKey(), what };
    return this.current.key;
  }

  /** The answer to the last attempt: a definitive one ends the action, an undecided one keeps its key. */
  settle(result: { ok: boolean; errcode: number }): void {
    if (result.ok || !isRetryable(result.errcode)) this.current = null;
  }

  /** The player gave the action up (a cancelled confirm): the next attempt is a new action. */
  end(): void {
    this.current = null;
  }

  /** An attempt went out without a definitive answer yet. */
  get pending(): boolean {
    return this.current !== null;
  }
}
