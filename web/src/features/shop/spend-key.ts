// The requestId of one spend (an exchange, a scratch). The platform spends once per requestId, so a retry of the
// same spend after a timeout or a network failure sends the same id and is answered with what it already did;
// a definitive answer (done or refused) ends it, and a spend with other details is another spend with a new id.

const RETRYABLE = (errcode: number) => errcode < 0 || errcode === 502 || errcode === 504;

export class SpendKey {
  private current: { id: string; what: string } | null = null;

  /** The id for a spend of `what` (its kind and amount as text). */
  take(what: string): string {
    if (this.current?.what !== what) this.current = { id: globalThis.crypto.randomUUID(), what };
    return this.current.id;
  }

  settle(result: { ok: boolean; errcode: number }): void {
    if (result.ok || !RETRYABLE(result.errcode)) this.current = null;
  }
}
