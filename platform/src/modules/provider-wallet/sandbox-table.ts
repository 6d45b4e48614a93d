import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney } from '@casino/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '../../catalogue/service';
import { ownUrl } from '../../core/own-url';
import { ProviderTestClient } from './provider-client';
import { type ProviderConfig, SANDBOX_TABLE_PATH } from './providers';

/** Where the sandbox table lives; providers.ts points a provider's launch page here when none is configured. */

export interface SandboxTableOptions {
  providers: readonly ProviderConfig[];
  catalogue: CatalogueService;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A page of its own inside the game frame: no script, forms only back to this origin, framed by the app only.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#0b3b2e;color:#f5f5f0;min-height:100vh}
main{max-width:420px;margin:0 auto;padding:20px}
h1{font-size:22px;margin:8px 0}.muted{color:#b7cfc4;font-size:13px}
.balance{font-size:28px;font-weight:700;margin:12px 0}
.result{padding:12px;border-radius:8px;margin:12px 0;font-weight:600}
.win{background:#1f7a4d}.lose{background:#7a1f2b}.push,.info{background:#34495e}
.stakes{display:flex;gap:8px}
button{flex:1;padding:14px 8px;border:0;border-radius:8px;font-size:16px;font-weight:700;background:#f2c94c;color:#1d2939;cursor:pointer}
.sandbox{background:#fffaeb;color:#b54708;padding:8px;border-radius:6px;font-size:13px;margin:12px 0}
</style></head><body><main>${body}</main></body></html>`;
}

/** Win probability of "double or nothing" at the game's declared RTP (basis points): RTP = 2 × p. */
const winChanceOf = (rtpBp: number) => rtpBp / 20_000;

const RESULTS: Record<string, (amount: number) => { cls: string; text: string }> = {
  win: (a) => ({ cls: 'win', text: `You won ${formatMoney(a)}!` }),
  lose: () => ({ cls: 'lose', text: 'No win this time.' }),
  short: () => ({ cls: 'info', text: 'Your balance is too low for that stake.' }),
  ended: () => ({ cls: 'info', text: 'This game session has ended. Close the game and open it again.' }),
  limited: () => ({
    cls: 'info',
    text: 'A limit or pause you set stops this bet. See Self-Limit in your account.',
  }),
  error: () => ({ cls: 'info', text: 'The table could not reach the wallet. Try again.' }),
};

/**
 * A stand-in for an outside provider's game, so the sample provider's catalogue games open something real
 * in a default start (the payments sandbox does the same for the gateway). The page is the provider's
 * front end; its form posts to the provider's "game server" here, which plays a round of double or nothing
 * at the game's declared RTP with its own RNG and settles it through the seamless-wallet API over real,
 * signed HTTP — exactly the calls a real provider makes (bet, then win, 0 on a loss). Served by
 * server/app when the provider has no launch page of its own, and never in production.
 */
export async function sandboxTableRoutes(app: FastifyInstance, opts: SandboxTableOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const providerOf = (id: string) => opts.providers.find((p) => p.id === id) ?? null;
  const clientOf = (provider: ProviderConfig) => {
    const base = ownUrl(app);
    return base ? new ProviderTestClient(base, provider.id, provider.secret) : null;
  };
  const gameOf = async (provider: ProviderConfig, gameId: number) => {
    const { docs } = await opts.catalogue.snapshot();
    return docs.games.games.find((g) => g.id === gameId && g.brandId === provider.brandId) ?? null;
  };
  const stakesOf = (game: { minBet: number; maxBet: number }) =>
    [1, 5, 10].map((k) => game.minBet * k).filter((s) => s <= game.maxBet);

  app.get<{ Params: { providerId: string }; Querystring: Record<string, string | undefined> }>(
    `${SANDBOX_TABLE_PATH}/:providerId/launch`,
    async (req, reply) => {
      reply.headers(PAGE_HEADERS);
      const provider = providerOf(req.params.providerId);
      const game = provider ? await gameOf(provider, Number(req.query.game)) : null;
      const token = req.query.token ?? '';
      const client = provider ? clientOf(provider) : null;
      if (!provider || !game || !token || !client)
        return reply.code(404).send(page('Game', '<h1>This game cannot be opened here.</h1>'));
      const answer = await client.balance(token).catch(() => null);
      const live = answer?.body.status === 'OK';
      const shown = RESULTS[req.query.result ?? '']?.(Number(req.query.amount) || 0);
      const notice = !answer
        ? RESULTS.error!(0)
        : !live
          ? RESULTS.ended!(0)
          : (shown ?? {
              cls: 'info',
              text: `Double or nothing · pays 2× · RTP ${(game.rtp / 100).toFixed(2)} %`,
            });
      const stakes = live
        ? `<form method="post" action="${SANDBOX_TABLE_PATH}/${escapeHtml(provider.id)}/play" class="stakes">
<input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="game" value="${game.id}">
${stakesOf(game)
  .map((s) => `<button type="submit" name="stake" value="${s}">Bet ${escapeHtml(formatMoney(s))}</button>`)
  .join('')}</form>`
        : '';
      return reply.send(
        page(
          game.name,
          `<div class="muted">${escapeHtml(provider.name)}</div><h1>${escapeHtml(game.name)}</h1>
<div class="sandbox">Sandbox provider table: a stand-in for ${escapeHtml(provider.name)}'s game. The wallet calls are real.</div>
${live ? `<div class="muted">Balance</div><div class="balance">${escapeHtml(formatMoney(Number(answer!.body.balance)))}</div>` : ''}
<div class="result ${notice.cls}" role="status">${escapeHtml(notice.text)}</div>${stakes}`,
        ),
      );
    },
  );

  app.post<{ Params: { providerId: string }; Body: Record<string, string | undefined> }>(
    `${SANDBOX_TABLE_PATH}/:providerId/play`,
    async (req, reply) => {
      const provider = providerOf(req.params.providerId);
      const body = req.body ?? {};
      const game = provider ? await gameOf(provider, Number(body.game)) : null;
      const client = provider ? clientOf(provider) : null;
      const token = body.token ?? '';
      const stake = Number(body.stake);
      if (!provider || !game || !client || !token || !stakesOf(game).includes(stake))
        return reply
          .code(400)
          .headers(PAGE_HEADERS)
          .send(page('Game', '<h1>That bet is not on this table.</h1>'));
      const back = (result: string, amount = 0) => {
        const q = new URLSearchParams({ provider: provider.id, game: String(game.id), token, result });
        if (amount) q.set('amount', String(amount));
        return reply.code(303).header('location', `${SANDBOX_TABLE_PATH}/${provider.id}/launch?${q}`).send();
      };
      const roundId = `sbx-${randomBytes(8).toString('hex')}`;
      const betTx = `${roundId}-bet`;
      try {
        const bet = await client.send('bet', {
          token,
          transactionId: betTx,
          roundId,
          gameId: game.id,
          amount: stake,
        });
        if (bet.body.status === 'NOT_ENOUGH_MONEY') return back('short');
        if (bet.body.status === 'PLAYER_LIMITED') return back('limited');
        if (bet.body.status === 'INVALID_TOKEN') return back('ended');
        if (bet.body.status !== 'OK') return back('error');
        // The provider's own RNG decides (outside games are not on our provably-fair scheme).
        const won = randomInt(1_000_000) < winChanceOf(game.rtp) * 1_000_000;
        const amount = won ? stake * 2 : 0;
        const win = await client.win(token, `${roundId}-win`, betTx, amount, roundId).catch(() => null);
        if (win?.body.status !== 'OK') {
          // As a provider must: a bet it cannot settle is rolled back, never left holding the stake.
          await client.rollback(token, `${roundId}-rollback`, betTx).catch(() => null);
          return back('error');
        }
        return back(won ? 'win' : 'lose', amount);
      } catch (err) {
        req.log.warn({ err, provider: provider.id }, 'sandbox table: wallet call failed');
        return back('error');
      }
    },
  );
}
