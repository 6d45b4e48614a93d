import { SIGNATURE_HEADER } from './routes';
import { signBody } from './service';

/** Plays a provider's part over real HTTP: signs each body with the provider's secret (tests, demos). */
export class ProviderTestClient {
  constructor(
    readonly baseUrl: string,
    readonly providerId: string,
    readonly secret: string,
  ) {}

  async send(action: string, body: unknown, opts: { signature?: string | null; raw?: string } = {}) {
    const raw = opts.raw ?? JSON.stringify(body);
    const signature = opts.signature === undefined ? signBody(this.secret, raw) : opts.signature;
    const res = await fetch(`${this.baseUrl}/provider/${this.providerId}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  balance(token: string) {
    return this.send('balance', { token });
  }
  bet(token: string, transactionId: string, amount: number, roundId = 'round-1') {
    return this.send('bet', { token, transactionId, amount, roundId });
  }
  win(token: string, transactionId: string, betTransactionId: string, amount: number, roundId = 'round-1') {
    return this.send('win', { token, transactionId, betTransactionId, amount, roundId });
  }
  rollback(token: string, transactionId: string, betTransactionId: string) {
    return this.send('rollback', { token, transactionId, betTransactionId });
  }
}
