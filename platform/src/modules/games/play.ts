import type { GameRound } from '@casino/contracts/entities/game-round';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallContext, CallInput, SessionRead } from '../../core/handlers';
import { type Db, queryRows, type Tx } from '../../db/client';
import { hotSql } from '../../db/hot-query';
import { gameRounds, gameSessions } from '../../db/schema-games';
import { applyFreshRound, InsufficientFundsError, type RoundEntries, settleRound } from '../../ledger/ledger';
import {
  type ClaimedNonce,
  type ClaimRow,
  claimedNonce,
  claimNonce,
  claimNonceAtStatement,
  claimNonceStatement,
  peekNonceStatement,
} from '../fairness';
import {
  type BetGuardFlags,
  betGuardClear,
  betGuardColumns,
  finishCheckBet,
  refuseRestricted,
  restrictionUntil,
} from '../protection';
import { type EnginePlay, type EngineRound, getEngine, playRound, seededSource } from './engines';
import { betLimits, enabledGame, variantOf } from './game-config';
import { engineFailure, newId, type RoundRow, type SessionRow, toGameRound } from './round-rows';
import { ROUND_REF, type Settlement } from './settlement';

/**
 * Who plays a real round: a player already known (the games service's own callers), or a call that reads its
 * session itself (CallHandler.readsSession: the spin handler), whose session read rides in the round's first
 * statement and is admitted from its row.
 */
export type RoundCaller = { userId: number } | Pick<CallContext, 'sessionRead' | 'admit'>;

/** Rolls a play back because its requestId already made a round (a retry): that round is the answer. */
class Replay extends Error {
  constructor() {
    super('replay');
  }
}

/**
 * A round request: the spin path (every Slots spin runs this), so a plain real round is two statements and no
 * transaction (settleAtOnce); anything else is one transaction of few statements (playInTransaction).
 */
export function createRoundPlay(deps: {
  db: Db;
  catalogue: CatalogueService;
  now: () => number;
  settlement: Pick<Settlement, 'payOut' | 'resolveDue'>;
}) {
  const { db, catalogue, now } = deps;
  const { payOut, resolveDue } = deps.settlement;

  function assertPlayable(
    s: Pick<SessionRow, 'mode' | 'userId' | 'gameId' | 'status' | 'expiresAt'>,
    gameId: number,
    mode: 'real' | 'demo',
    userId: number | null,
  ): void {
    if (s.mode !== mode || (mode === 'real' && s.userId !== userId))
      throw new CallError(ERR.FORBIDDEN, 'This game session is not yours');
    if (s.gameId !== gameId)
      throw new CallError(ERR.INVALID_REQUEST, 'This session is for another game', [
        { path: 'gameId', message: 'not the game of this session' },
      ]);
    if (s.status !== 'open' || s.expiresAt.getTime() <= now())
      throw new CallError(ERR.CONFLICT, 'This game session has ended; open the game again');
  }

  /**
   * The round request may pin the pair and nonce the player saw; a round on anything else is refused (the
   * throw rolls the transaction back, so the claimed nonce is given back and nothing is written).
   */
  function assertPinned(
    pin: CallInput<'gameRoundPlay'>['expect'],
    seeds: { serverSeedHash: string; nonce: number },
  ): void {
    if (!pin) return;
    const moved =
      (pin.serverSeedHash !== undefined && pin.serverSeedHash !== seeds.serverSeedHash) ||
      (pin.nonce !== undefined && pin.nonce !== seeds.nonce);
    if (moved) throw new CallError(ERR.SEEDS_CHANGED, AUTH_ERROR_MESSAGE[ERR.SEEDS_CHANGED]!);
  }

  /**
   * The select list of a play's first statement, over `s` (the game session), `u` (its player) and — for a
   * real round, `real.user` being the player's id — `n` (the seed pair's nonce, claimed or peeked): the session,
   * its player's VIP level, whether this requestId already made a round (a retry), the nonce and, when
   * `real.guard`, the player's stake guard flags (betGuardColumns: paused, limited, blocked, listed), instead of
   * five statements. SQL text rather than the query builder, and prepared (queryRows): it runs on every spin,
   * and building it with the builder cost ~30× more CPU than the statement's text (measured by the rounds bench).
   */
  function playColumns(requestId: string, real: { user: SQL; guard: boolean } | null, at: number): SQL {
    return hotSql`s.id, s.user_id, s.game_id, s.mode, s.status,
                 floor(extract(epoch from s.expires_at) * 1000)::text as expires_ms, u.vip,
                 exists (select 1 from game_rounds r where r.session_id = s.id and r.request_id = ${requestId}) as prior
                 ${real === null ? hotSql`` : hotSql`, n.seed_id, n.server_seed, n.server_seed_hash, n.client_seed, n.next_nonce`}
                 ${real?.guard ? hotSql`, ${betGuardColumns(real.user, at)}` : hotSql``}`;
  }

  type PlayRow = {
    id: string | null;
    user_id: number | null;
    game_id: number;
    mode: string;
    status: string;
    expires_ms: string;
    vip: number | null;
    prior: boolean;
  } & Partial<ClaimRow> &
    Partial<BetGuardFlags>;

  /** playColumns' row as a play reads it; null when there is no such game session. */
  function foundOf(hit: PlayRow | undefined, guard: boolean) {
    if (!hit || hit.id === null) return null;
    return {
      session: {
        id: hit.id,
        userId: hit.user_id === null ? null : Number(hit.user_id),
        gameId: Number(hit.game_id),
        mode: hit.mode,
        status: hit.status,
        expiresAt: new Date(Number(hit.expires_ms)),
      },
      vip: hit.vip === null ? null : Number(hit.vip),
      prior: hit.prior,
      /**
       * The nonce this round owns (claimed), or would own (peeked); null for a demo round, and for a player
       * without a seed pair yet (claimNonce opens one).
       */
      claimed: hit.seed_id == null ? null : claimedNonce(hit as ClaimRow),
      /** A real round's stake guard flags (finishCheckBet goes on from them), when they were read. */
      guard: guard
        ? {
            until: hit.until ?? null,
            limited: hit.limited === true,
            blocked: hit.blocked === true,
            listed: hit.listed === true,
          }
        : undefined,
    };
  }

  /**
   * The first statement of a play in its transaction; for a real round its CTE claims the nonce
   * (claimNonceStatement): the seed row's lock queues the player's rounds until this one commits.
   */
  async function sessionForPlay(
    tx: Tx,
    sessionId: string,
    requestId: string,
    claimFor: number | null,
    at: number,
  ) {
    const real = claimFor === null ? null : { user: hotSql`${claimFor}::int`, guard: true };
    const [hit] = await queryRows<PlayRow>(
      tx,
      hotSql`${claimFor === null ? hotSql`` : hotSql`with n as (${claimNonceStatement(claimFor)})`}
          select ${playColumns(requestId, real, at)}
            from game_sessions s left join users u on u.id = s.user_id
                 ${claimFor === null ? hotSql`` : hotSql`left join n on true`}
           where s.id = ${sessionId}`,
      { prepared: true },
    );
    return foundOf(hit, claimFor !== null);
  }

  /**
   * The first statement of a round settleAtOnce settles: the caller's session (`a`: the call's own session
   * read, or the player already known), then playColumns with the nonce only read (peekNonceStatement) and no
   * guard flags — settleRound's statement checks the guard itself (betGuardClear), and a flagged player, rare,
   * only costs that statement refused before the transaction way. No row: the call's token has no live session.
   */
  async function firstLook(caller: RoundCaller, sessionId: string, requestId: string) {
    const at = Date.now();
    const who =
      'userId' in caller
        ? hotSql`select null::text as id, ${caller.userId}::int as user_id, null::text as expires_ms, null::text as created_ms`
        : caller.sessionRead;
    type LookRow = PlayRow & {
      restricted_until: unknown;
      auth_id: string | null;
      auth_user_id: number;
      auth_expires_ms: string;
      auth_created_ms: string;
    };
    const [hit] = who
      ? await queryRows<LookRow>(
          db,
          hotSql`with a as (${who}), n as (${peekNonceStatement(hotSql`(select user_id from a)`)})
              select a.id as auth_id, a.user_id as auth_user_id, a.expires_ms as auth_expires_ms,
                     a.created_ms as auth_created_ms, ${restrictionUntil(hotSql`a.user_id`, at)} as restricted_until,
                     ${playColumns(requestId, { user: hotSql`a.user_id`, guard: false }, at)}
                from a left join game_sessions s on s.id = ${sessionId}::text
                     left join users u on u.id = s.user_id left join n on true`,
          { prepared: true },
        )
      : [];
    const auth: SessionRead | null = hit
      ? {
          id: hit.auth_id ?? 0,
          user_id: Number(hit.auth_user_id),
          expires_ms: hit.auth_expires_ms,
          created_ms: hit.auth_created_ms,
        }
      : null;
    const userId = 'userId' in caller ? caller.userId : (await caller.admit(auth)).userId;
    // The dispatch gate's restriction refusal, which this call answers itself (protection's gate.ts).
    await refuseRestricted(db, userId, hit?.restricted_until, at);
    return { userId, found: foundOf(hit, false), at };
  }

  /**
   * A new round's insert (prepared SQL text, see sessionForPlay), answering its `id`. The balances are values
   * (demo), or — for a real round — expressions over the wallet update of applyFreshRound's one statement,
   * with `from w`: the round is written only when the wallet paid the stake.
   */
  function roundInsert(r: RoundRow, balances?: { before: SQL; after: SQL }): SQL {
    const at = r.createdAt.toISOString();
    return hotSql`insert into game_rounds (round_id, session_id, request_id, user_id, game_id, engine, mode, status,
            bet, win, balance_before, balance_after, seed_id, server_seed_hash, client_seed, nonce, variant, state,
            created_at, updated_at)
          select ${r.roundId}::text, ${r.sessionId}::text, ${r.requestId}::text, ${r.userId}::int, ${r.gameId}::int,
            ${r.engine}::text, ${r.mode}::text, ${r.status}::text, ${r.bet}::bigint, ${r.win}::bigint,
            ${balances ? balances.before : hotSql`${r.balanceBefore}::bigint`},
            ${balances ? balances.after : hotSql`${r.balanceAfter}::bigint`}, ${r.seedId}::int,
            ${r.serverSeedHash}::text, ${r.clientSeed}::text, ${r.nonce}::int, ${r.variant}::text,
            ${JSON.stringify(r.state)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
          ${balances ? hotSql`from w` : hotSql``}
          returning id`;
  }

  async function findByRequest(sessionId: string, requestId: string): Promise<RoundRow | null> {
    const [r] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.requestId, requestId)));
    return r ?? null;
  }

  type Found = NonNullable<Awaited<ReturnType<typeof sessionForPlay>>>;
  type Seeds = Omit<ClaimedNonce, 'seedId'> & { seedId: number | null };

  /**
   * A play's checks on its first statement's answer, the same on both paths: the session is the caller's, open
   * and of this game; the game is enabled and plays this engine; the stake is within the game's limits (the max
   * lowered to the player's VIP betLimit). Throws the refusal.
   */
  async function admit(
    found: Found,
    input: CallInput<'gameRoundPlay'>,
    mode: 'real' | 'demo',
    userId: number | null,
    pinned: CatalogueService,
  ) {
    const { session } = found;
    assertPlayable(session, input.gameId, mode, userId);
    const game = await enabledGame(pinned, input.gameId);
    if (game.engine !== input.play.engine)
      throw new CallError(ERR.INVALID_REQUEST, `This game plays ${game.engine}, not ${input.play.engine}`, [
        { path: 'play.engine', message: `this game plays ${game.engine}` },
      ]);
    const playInput = input.play as EnginePlay;
    // A real session belongs to its player (checked above), so the session's user is the player.
    const limits = await betLimits(pinned, game, mode === 'real' ? (found.vip ?? 0) : null);
    const variant = variantOf(game);
    getEngine(game.engine).validate(playInput, limits, variant);
    return { session, game, playInput, limits, variant };
  }

  /** The round the seeds give, as the row to write (its balances are filled in once the money moved). */
  function roundOf(
    a: Awaited<ReturnType<typeof admit>>,
    input: CallInput<'gameRoundPlay'>,
    mode: 'real' | 'demo',
    userId: number | null,
    seeds: Seeds,
    roundId: string,
  ): RoundRow {
    const t = now();
    const state = playRound(
      seededSource({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce }),
      a.playInput,
      { now: t, demo: mode === 'demo', limits: a.limits, ...(a.variant ? { variant: a.variant } : {}) },
    );
    return {
      id: 0,
      roundId,
      sessionId: a.session.id,
      requestId: input.requestId,
      userId,
      gameId: a.game.id,
      engine: a.game.engine,
      mode,
      status: state.status,
      bet: state.bet,
      win: state.win,
      balanceBefore: 0,
      balanceAfter: 0,
      seedId: seeds.seedId,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      variant: a.variant ?? 'default',
      state,
      createdAt: new Date(t),
      updatedAt: new Date(t),
    };
  }

  /**
   * A real round's money. Slots and Color Game come back settled: stake and win at once. A round that stays
   * open (Mines, Crash) pays nothing yet, and its stake counts as bonus turnover only when it settles
   * (saveState), so a refunded round wagers nothing off.
   */
  function moneyOf(
    round: RoundRow,
    game: { id: number; name: string; typeId: number },
    userId: number,
  ): RoundEntries {
    const state = round.state as EngineRound;
    const paysNow = state.status !== 'open' && state.win > 0;
    return {
      userId,
      bet: state.bet,
      win: paysNow ? state.win : 0,
      winKind: state.status === 'refunded' ? 'refund' : 'win',
      refType: ROUND_REF,
      refId: round.roundId,
      betReason: `Bet: ${game.name}`,
      winReason: state.status === 'refunded' ? 'Game round refunded' : 'Game win',
      game: { id: game.id, type: game.typeId },
      ...(state.status === 'open' ? { turnoverWeightBp: 0 } : {}),
    };
  }

  /**
   * A real round in two statements and no transaction (nearly every spin): firstLook (the call's session, the
   * play's first statement with the nonce only read), the engine, then the ledger's settleRound — the claim of that nonce (still the pair's next,
   * the pair still active), under the stake guard read again (betGuardClear) and the session still open, with
   * the money and the round row, all in one statement that writes all of it or nothing. Answers null, having
   * written nothing, whenever the round is not that plain — a retry, no seed pair yet, a stake guard flag,
   * another round or a rotation took the nonce, the stake not covered, a bonus grant to count turnover for, a
   * twin's round key — and the round goes the transaction way, which plays it or says why not. A refusal of the
   * checks both paths share (admit, the pin) is thrown from here as it would be from there.
   */
  async function settleAtOnce(
    input: CallInput<'gameRoundPlay'>,
    look: Awaited<ReturnType<typeof firstLook>>,
    pinned: CatalogueService,
    roundId: string,
  ): Promise<RoundRow | null> {
    const { userId, found, at } = look;
    const claimed = found?.claimed;
    if (!found || found.prior || !claimed) return null;
    const admitted = await admit(found, input, 'real', userId, pinned);
    assertPinned(input.expect, claimed);
    const round = roundOf(admitted, input, 'real', userId, claimed, roundId);
    const open = hotSql`exists (select 1 from game_sessions where id = ${round.sessionId}::text and status = 'open'
                      and expires_at > ${new Date(now()).toISOString()}::timestamptz)`;
    let money: Awaited<ReturnType<typeof settleRound>>;
    try {
      money = await settleRound(
        db,
        moneyOf(round, admitted.game, userId),
        (covered) =>
          claimNonceAtStatement(claimed, hotSql`${betGuardClear(userId, at)} and ${open} and ${covered}`),
        (b) => roundInsert(round, b),
      );
    } catch {
      // The statement failed as a whole (see settleRound): nothing of it was written.
      return null;
    }
    if (!money) return null;
    round.balanceBefore = money.balanceAfterBet + round.bet;
    round.balanceAfter = money.balanceAfter;
    round.id = Number(money.alongsideId);
    return round;
  }

  /**
   * A round in one transaction: every demo round, and a real one settleAtOnce left (a stake guard flag, a
   * bonus grant, a retry, a race...). The seed row (real, claimed by the first statement) or the session row
   * (demo) is locked first: rounds of one player queue here. Anything refused rolls back and gives the nonce back.
   */
  function playInTransaction(
    input: CallInput<'gameRoundPlay'>,
    mode: 'real' | 'demo',
    userId: number | null,
    pinned: CatalogueService,
    roundId: string,
  ): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const found = await sessionForPlay(
        tx,
        input.sessionId,
        input.requestId,
        mode === 'real' ? userId : null,
        Date.now(),
      );
      // A retry: the catch answers the round this requestId made.
      if (found?.prior) throw new Replay();
      if (!found) throw new CallError(ERR.NOT_FOUND, 'No such game session; open the game again');
      const admitted = await admit(found, input, mode, userId, pinned);
      const { session, game } = admitted;

      let seeds: Seeds;
      if (mode === 'real') {
        seeds = found.claimed ?? (await claimNonce(tx, userId!));
        assertPinned(input.expect, seeds);
      } else {
        const [s] = await tx
          .update(gameSessions)
          .set({ demoNonce: sql`${gameSessions.demoNonce} + 1` })
          .where(eq(gameSessions.id, session.id))
          .returning();
        seeds = {
          seedId: null,
          serverSeed: s!.demoServerSeed!,
          serverSeedHash: hashServerSeed(s!.demoServerSeed!),
          clientSeed: s!.demoClientSeed!,
          nonce: s!.demoNonce - 1,
        };
      }
      // A twin of this request that committed meanwhile makes the round insert below break the
      // (session, request) key: everything here rolls back and the catch answers the twin's round.
      const round = roundOf(admitted, input, mode, userId, seeds, roundId);
      const state = round.state as EngineRound;
      if (mode === 'real') {
        // The player's own limits, cool-off or exclusion, from the flags the first statement read: refused
        // here, the whole round rolls back.
        await finishCheckBet(tx, userId!, state.bet, found.guard, Date.now());
        // Stake, win and the round row, already settled, in one statement.
        const money = await applyFreshRound(tx, moneyOf(round, game, userId!), (b) => roundInsert(round, b));
        round.balanceBefore = money.balanceAfterBet + state.bet;
        round.balanceAfter = money.balanceAfter;
        round.id = Number(money.alongsideId);
        return round;
      }
      const [s] = await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} - ${state.bet}` })
        .where(and(eq(gameSessions.id, session.id), sql`${gameSessions.demoBalance} >= ${state.bet}`))
        .returning({ balance: gameSessions.demoBalance });
      if (!s) {
        const [cur] = await tx
          .select({ b: gameSessions.demoBalance })
          .from(gameSessions)
          .where(eq(gameSessions.id, session.id));
        throw new InsufficientFundsError(0, cur?.b ?? 0, -state.bet);
      }
      // Demo coins: the win goes to the session's demo balance, and the round is written once, settled.
      const balanceAfter = await payOut(
        tx,
        {
          status: 'open',
          mode,
          sessionId: session.id,
          userId,
          roundId,
          balanceAfter: s.balance,
          gameId: game.id,
        },
        state,
        true,
        { id: game.id, type: game.typeId },
      );
      round.balanceBefore = s.balance + state.bet;
      round.balanceAfter = balanceAfter;
      const [inserted] = await queryRows<{ id: string }>(tx, roundInsert(round), { prepared: true });
      round.id = Number(inserted!.id);
      return round;
    });
  }

  /** A round: a real one for `caller`, a demo one (demo coins, no player) when null. */
  async function play(input: CallInput<'gameRoundPlay'>, caller: RoundCaller | null): Promise<GameRound> {
    // The checks run on this one snapshot: a catalogue reload inside the transaction would wait for a pool
    // connection while the round holds one (all of them, under load).
    const snapshot = await catalogue.snapshot();
    const pinned: CatalogueService = { snapshot: async () => snapshot, invalidate: () => {} };
    const roundId = newId('r');
    // Outside the try: a call refused by its session checks (admit) answers that refusal, never a twin round.
    const look = caller ? await firstLook(caller, input.sessionId, input.requestId) : null;
    const userId = look?.userId ?? null;
    const mode = look ? 'real' : 'demo';
    try {
      const row =
        (look ? await settleAtOnce(input, look, pinned, roundId) : null) ??
        (await playInTransaction(input, mode, userId, pinned, roundId));
      return toGameRound(row);
    } catch (err) {
      // A retry, or a concurrent twin that committed between our first read and our insert: answer its round.
      const twin = await findByRequest(input.sessionId, input.requestId);
      if (twin) {
        if (mode === 'real' && twin.userId !== userId)
          throw new CallError(ERR.FORBIDDEN, 'This game session is not yours');
        return toGameRound(await resolveDue(twin));
      }
      return engineFailure(err);
    }
  }

  return { play };
}
