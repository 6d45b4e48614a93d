import { randomBytes } from 'node:crypto';
import type { GameRound } from '@casino/contracts/entities/game-round';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { gameRefInTx } from '../../catalogue/game-ref';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { sha256 } from '../../core/hash';
import { type Db, queryRows, type Tx } from '../../db/client';
import { gameHistory, gameRoundActions, gameRounds, gameSessions } from '../../db/schema-games';
import {
  applyFreshLedger,
  applyLedger,
  countTurnover,
  type GameRef,
  InsufficientFundsError,
  walletState,
} from '../../ledger/ledger';
import { type ClaimRow, claimedNonce, claimNonce, claimNonceStatement, newSeed } from '../fairness';
import type { ExternalLauncher } from '../provider-wallet';
import { createDemoSeeds } from './demo-seeds';
import {
  actOnRound,
  closeRound,
  type EngineAction,
  EngineError,
  type EnginePlay,
  type EngineRound,
  getEngine,
  playRound,
  resolveRound,
  roundView,
  seededSource,
} from './engines';
import { betLimits, type CatalogueGame, enabledGame, isInHouse, variantOf } from './game-config';
import { createSessionEnd } from './session-end';

export const ROUND_REF = 'game_round';
/** Demo coins a demo session starts with (₱10,000). */
export const DEMO_COINS = 1_000_000;
/** A game session ends this long after it opened; the sweep then settles its open rounds. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
const RECALL_SIZE = 10;

type RoundRow = typeof gameRounds.$inferSelect;
type SessionRow = typeof gameSessions.$inferSelect;

export interface GamesDeps {
  db: Db;
  catalogue: CatalogueService;
  /** Server clock, epoch ms (tests move it to time Crash cash-outs). */
  now?: () => number;
  external?: ExternalLauncher;
}

const newId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/** Rolls a play back because its requestId already made a round (a retry): that round is the answer. */
class Replay extends Error {
  constructor() {
    super('replay');
  }
}

/** Marks a transaction to roll back because the request was already answered (a retry). */
class AlreadyDone extends Error {
  constructor(readonly row: RoundRow) {
    super('already done');
  }
}

function engineFailure(err: unknown): never {
  if (err instanceof EngineError)
    throw new CallError(err.errcode, err.message, [{ path: err.field, message: err.message }]);
  if (err instanceof InsufficientFundsError) {
    throw new CallError(
      ERR.INSUFFICIENT_BALANCE,
      `Insufficient balance: you have ${formatMoney(err.balance)}.`,
    );
  }
  throw err;
}

export function toGameRound(row: RoundRow): GameRound {
  const v = roundView(row.state as EngineRound);
  return {
    roundId: row.roundId,
    gameId: row.gameId,
    engine: v.engine,
    mode: row.mode === 'demo' ? 'demo' : 'real',
    status: v.status,
    bet: v.bet,
    win: v.win,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    result: v.result as GameRound['result'],
    steps: v.steps,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

export function createGamesService(deps: GamesDeps) {
  const { db, catalogue } = deps;
  const now = deps.now ?? Date.now;

  // ---- sessions ---------------------------------------------------------------------------------------

  async function openSession(
    game: CatalogueGame,
    userId: number | null,
    mode: 'real' | 'demo',
  ): Promise<CallAnswer<'startGame'>> {
    const expiresAt = new Date(now() + SESSION_MS);
    if (!isInHouse(game.engine)) {
      if (mode === 'demo' || userId === null) throw new CallError(ERR.FORBIDDEN, 'This game has no demo');
      const token = randomBytes(24).toString('base64url');
      const target = deps.external?.launch(game, token) ?? null;
      if (!target) throw new CallError(ERR.NOT_AVAILABLE, 'This game provider is not connected');
      const id = newId('gx');
      await db.insert(gameSessions).values({
        id,
        userId,
        gameId: game.id,
        engine: 'external',
        mode,
        tokenHash: sha256(token),
        providerId: target.providerId,
        expiresAt,
      });
      const { balance } = await walletState(db, userId);
      return { gameId: game.id, engine: 'external', url: target.url, sessionId: id, mode, balance };
    }
    const id = newId(mode === 'demo' ? 'demo' : 'gs');
    const demoSeed = mode === 'demo' ? newSeed() : null;
    await db.insert(gameSessions).values({
      id,
      userId,
      gameId: game.id,
      engine: game.engine,
      mode,
      demoBalance: mode === 'demo' ? DEMO_COINS : 0,
      demoServerSeed: demoSeed,
      demoClientSeed: demoSeed ? randomBytes(8).toString('hex') : null,
      expiresAt,
    });
    const balance = mode === 'demo' ? DEMO_COINS : (await walletState(db, userId!)).balance;
    const url = `/play/${game.engine}?session=${encodeURIComponent(id)}&gameId=${game.id}${mode === 'demo' ? '&mode=demo' : ''}`;
    return { gameId: game.id, engine: game.engine, url, sessionId: id, mode, balance };
  }

  async function loadSession(sessionId: string): Promise<SessionRow> {
    const [s] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    if (!s) throw new CallError(ERR.NOT_FOUND, 'No such game session; open the game again');
    return s;
  }

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

  async function recordHistory(userId: number, gameId: number): Promise<void> {
    await db
      .insert(gameHistory)
      .values({ userId, gameId, lastStartedAt: new Date(now()) })
      .onConflictDoUpdate({
        target: [gameHistory.userId, gameHistory.gameId],
        set: { lastStartedAt: new Date(now()) },
      });
  }

  // ---- settlement -------------------------------------------------------------------------------------

  /**
   * Pays a round that has just left `open`: the win (or the refund) through the ledger — or into the demo
   * coins — once, by the round's ref. Answers the balance after it.
   */
  async function payOut(
    tx: Tx,
    row: Pick<RoundRow, 'status' | 'mode' | 'sessionId' | 'userId' | 'roundId' | 'balanceAfter' | 'gameId'>,
    next: EngineRound,
    /** The round was made in this transaction: its refs are new to the ledger (applyFreshLedger). */
    fresh = false,
    /** The game as the ledger records it; looked up in this transaction when the caller has not got it. */
    game?: GameRef,
  ): Promise<number> {
    if (row.status !== 'open' || next.status === 'open' || next.win <= 0) return row.balanceAfter;
    const kind = next.status === 'refunded' ? 'refund' : 'win';
    if (row.mode === 'demo') {
      const [s] = await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} + ${next.win}` })
        .where(eq(gameSessions.id, row.sessionId))
        .returning({ balance: gameSessions.demoBalance });
      return s!.balance;
    }
    const credit = await (fresh ? applyFreshLedger : applyLedger)(tx, {
      userId: row.userId!,
      delta: next.win,
      kind,
      refType: ROUND_REF,
      refId: row.roundId,
      reason: kind === 'win' ? 'Game win' : 'Game round refunded',
      game: game ?? (await gameRefInTx(tx, row.gameId)),
    });
    return credit.balanceAfter;
  }

  /**
   * Writes a round's new state, paying it out when it has just left `open`. A real round that ends settled
   * (not refunded) counts its stake as bonus turnover now: its bet did not (see play).
   */
  async function saveState(tx: Tx, row: RoundRow, next: EngineRound): Promise<RoundRow> {
    const balanceAfter = await payOut(tx, row, next);
    if (row.status === 'open' && next.status === 'settled' && row.mode === 'real')
      await countTurnover(tx, row.userId!, row.bet);
    const [saved] = await tx
      .update(gameRounds)
      .set({
        state: next,
        status: next.status,
        win: next.win,
        balanceAfter,
        updatedAt: new Date(now()),
      })
      .where(eq(gameRounds.id, row.id))
      .returning();
    return saved!;
  }

  /** Brings an open Crash round up to now (auto cash-out or max win due) and settles it if it ended. */
  async function resolveDue(row: RoundRow): Promise<RoundRow> {
    if (row.status !== 'open' || row.engine !== 'crash') return row;
    // Still climbing on the row as read: nothing is due, so no transaction (a running round is polled).
    const ctx = { now: now(), demo: row.mode === 'demo' };
    if (resolveRound(row.state as EngineRound, ctx).status === 'open') return row;
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, row.id)).for('update');
      if (locked?.status !== 'open') return locked ?? row;
      const next = resolveRound(locked.state as EngineRound, { now: now(), demo: locked.mode === 'demo' });
      if (next.status === 'open') return locked;
      return saveState(tx, locked, next);
    });
  }

  // ---- play -------------------------------------------------------------------------------------------

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
   * The first statement of a play, inside its transaction: the session, its player's VIP level, whether this
   * requestId already made a round (a retry) and — for a real round, as a CTE — the nonce claim of the
   * caller's seed pair (claimNonceStatement), instead of four statements. Written as SQL rather than with the
   * query builder, and prepared (queryRows): this and the round insert run on every spin, and building them
   * with the builder cost ~30× more CPU than the statements' text (measured by the rounds bench).
   */
  async function sessionForPlay(tx: Tx, sessionId: string, requestId: string, claimFor: number | null) {
    const [hit] = await queryRows<
      {
        id: string;
        user_id: number | null;
        game_id: number;
        mode: string;
        status: string;
        expires_ms: string;
        vip: number | null;
        prior: boolean;
      } & Partial<ClaimRow>
    >(
      tx,
      sql`${claimFor === null ? sql`` : sql`with n as (${claimNonceStatement(claimFor)})`}
          select s.id, s.user_id, s.game_id, s.mode, s.status,
                 floor(extract(epoch from s.expires_at) * 1000)::text as expires_ms, u.vip,
                 exists (select 1 from game_rounds r where r.session_id = s.id and r.request_id = ${requestId}) as prior
                 ${claimFor === null ? sql`` : sql`, n.seed_id, n.server_seed, n.server_seed_hash, n.client_seed, n.next_nonce`}
            from game_sessions s left join users u on u.id = s.user_id
                 ${claimFor === null ? sql`` : sql`left join n on true`}
           where s.id = ${sessionId}`,
      { prepared: true },
    );
    if (!hit) return null;
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
      /** Null for a demo round, and for a player without a seed pair yet (claimNonce opens one). */
      claimed: hit.seed_id == null ? null : claimedNonce(hit as ClaimRow),
    };
  }

  /** Writes a new round (every spin does: prepared SQL text, see sessionForPlay); answers its id. */
  async function insertRound(tx: Tx, r: RoundRow): Promise<number> {
    const at = r.createdAt.toISOString();
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into game_rounds (round_id, session_id, request_id, user_id, game_id, engine, mode, status, bet,
            win, balance_before, balance_after, seed_id, server_seed_hash, client_seed, nonce, variant, state,
            created_at, updated_at)
          values (${r.roundId}, ${r.sessionId}, ${r.requestId}, ${r.userId}, ${r.gameId}, ${r.engine}, ${r.mode},
            ${r.status}, ${r.bet}, ${r.win}, ${r.balanceBefore}, ${r.balanceAfter}, ${r.seedId},
            ${r.serverSeedHash}, ${r.clientSeed}, ${r.nonce}, ${r.variant}, ${JSON.stringify(r.state)}::jsonb,
            ${at}::timestamptz, ${at}::timestamptz)
          returning id`,
      { prepared: true },
    );
    return Number(row!.id);
  }

  async function findByRequest(sessionId: string, requestId: string): Promise<RoundRow | null> {
    const [r] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.requestId, requestId)));
    return r ?? null;
  }

  async function play(
    input: CallInput<'gameRoundPlay'>,
    mode: 'real' | 'demo',
    userId: number | null,
  ): Promise<GameRound> {
    // The checks below run inside the transaction, on this one snapshot: a catalogue reload there would wait
    // for a pool connection while the round holds one (all of them, under load).
    const snapshot = await catalogue.snapshot();
    const pinned: CatalogueService = { snapshot: async () => snapshot, invalidate: () => {} };
    const roundId = newId('r');
    try {
      const row = await db.transaction(async (tx) => {
        // The seed row (real, claimed by this first statement) or the session row (demo) is locked first:
        // rounds of one player queue here. Anything refused below rolls back and gives the nonce back.
        const found = await sessionForPlay(
          tx,
          input.sessionId,
          input.requestId,
          mode === 'real' ? userId : null,
        );
        // A retry: the catch answers the round this requestId made.
        if (found?.prior) throw new Replay();
        if (!found) throw new CallError(ERR.NOT_FOUND, 'No such game session; open the game again');
        const { session } = found;
        assertPlayable(session, input.gameId, mode, userId);
        const game = await enabledGame(pinned, input.gameId);
        if (game.engine !== input.play.engine)
          throw new CallError(
            ERR.INVALID_REQUEST,
            `This game plays ${game.engine}, not ${input.play.engine}`,
            [{ path: 'play.engine', message: `this game plays ${game.engine}` }],
          );
        const playInput = input.play as EnginePlay;
        // A real session belongs to its player (checked above), so the session's user is the player.
        const limits = await betLimits(pinned, game, mode === 'real' ? (found.vip ?? 0) : null);
        const variant = variantOf(game);
        getEngine(game.engine).validate(playInput, limits, variant);

        let seeds: {
          seedId: number | null;
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
        };
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

        const t = now();
        const state = playRound(
          seededSource({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce }),
          playInput,
          { now: t, demo: mode === 'demo', limits, ...(variant ? { variant } : {}) },
        );
        let balanceAfterBet: number;
        if (mode === 'demo') {
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
          balanceAfterBet = s.balance;
        } else {
          const debit = await applyFreshLedger(tx, {
            userId: userId!,
            delta: -state.bet,
            kind: 'bet',
            refType: ROUND_REF,
            refId: roundId,
            reason: `Bet: ${game.name}`,
            game: { id: game.id, type: game.typeId },
            // A round that stays open may yet be refunded (the session ends first): its stake counts as
            // bonus turnover when it settles (saveState), so a refunded round wagers nothing off.
            ...(state.status === 'open' ? { turnoverWeightBp: 0 } : {}),
          });
          balanceAfterBet = debit.balanceAfter;
        }
        // Slots and Color Game come back settled: pay now, in the same transaction as the bet, and write
        // the round once, already settled.
        const balanceAfter = await payOut(
          tx,
          {
            status: 'open',
            mode,
            sessionId: session.id,
            userId,
            roundId,
            balanceAfter: balanceAfterBet,
            gameId: game.id,
          },
          state,
          true,
          { id: game.id, type: game.typeId },
        );
        const round: RoundRow = {
          id: 0,
          roundId,
          sessionId: session.id,
          requestId: input.requestId,
          userId,
          gameId: game.id,
          engine: game.engine,
          mode,
          status: state.status,
          bet: state.bet,
          win: state.win,
          balanceBefore: balanceAfterBet + state.bet,
          balanceAfter,
          seedId: seeds.seedId,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
          variant: variant ?? 'default',
          state,
          createdAt: new Date(t),
          updatedAt: new Date(t),
        };
        round.id = await insertRound(tx, round);
        return round;
      });
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

  /**
   * A round of a session the caller may use: the session in this mode (a real one the caller's own, else
   * FORBIDDEN) and the round in it (else NOT_FOUND). Reads only.
   */
  async function sessionRound(
    sessionId: string,
    roundId: string,
    mode: 'real' | 'demo',
    userId: number | null,
  ): Promise<{ session: SessionRow; row: RoundRow | null }> {
    const session = await loadSession(sessionId);
    if (session.mode !== mode || (mode === 'real' && session.userId !== userId))
      throw new CallError(ERR.FORBIDDEN, 'This game session is not yours');
    const [row] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.roundId, roundId), eq(gameRounds.sessionId, session.id)));
    return { session, row: row ?? null };
  }

  const noSuchRound = () => new CallError(ERR.NOT_FOUND, 'No such round in this session');

  /**
   * A round of the caller's session as it stands now: a Crash round whose auto cash-out or bust has come is
   * settled by resolveDue (the only write), so a page polling a running round sees it end on time.
   */
  async function roundState(
    input: CallInput<'gameRoundState'>,
    mode: 'real' | 'demo',
    userId: number | null,
  ): Promise<GameRound> {
    const { row } = await sessionRound(input.sessionId, input.roundId, mode, userId);
    if (!row) throw noSuchRound();
    return toGameRound(await resolveDue(row));
  }

  async function action(
    input: CallInput<'gameRoundAction'>,
    mode: 'real' | 'demo',
    userId: number | null,
  ): Promise<GameRound> {
    const { session, row } = await sessionRound(input.sessionId, input.roundId, mode, userId);
    if (!row || row.gameId !== input.gameId) throw noSuchRound();
    try {
      const saved = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, row.id)).for('update');
        const done = await tx
          .insert(gameRoundActions)
          .values({ roundPk: row.id, requestId: input.requestId })
          .onConflictDoNothing()
          .returning();
        if (done.length === 0) throw new AlreadyDone(locked!);
        const ctx = { now: now(), demo: mode === 'demo' };
        let state = resolveRound(locked!.state as EngineRound, ctx);
        if (state.status === 'open') {
          if (session.status !== 'open')
            throw new CallError(ERR.CONFLICT, 'This game session has ended; open the game again');
          state = actOnRound(state, input.action as EngineAction, ctx);
        } else if (locked!.status === 'open') {
          // The round ended on its own (Crash auto cash-out or bust): settle it; the request loses its race.
          return saveState(tx, locked!, state);
        } else {
          throw new EngineError('ROUND_CLOSED', 'This round is over');
        }
        return saveState(tx, locked!, state);
      });
      return toGameRound(saved);
    } catch (err) {
      if (err instanceof AlreadyDone) return toGameRound(await resolveDue(err.row));
      return engineFailure(err);
    }
  }

  /**
   * Closes the session and settles every open round of it (Mines cash out or refund, Crash plays out). Closed
   * first, so a play that starts after this is refused; a round that a play was committing meanwhile is
   * settled by the sweep (an open round of a closed session). Safe to race: each round is settled under its
   * row lock, once, and a session already closed is settled again harmlessly.
   */
  async function closeSession(session: Pick<SessionRow, 'id'>): Promise<void> {
    await db
      .update(gameSessions)
      .set({ status: 'closed', closedAt: new Date(now()) })
      .where(and(eq(gameSessions.id, session.id), eq(gameSessions.status, 'open')));
    const open = await db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.status, 'open')));
    for (const { id } of open) {
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
        if (locked?.status !== 'open') return;
        await saveState(
          tx,
          locked,
          closeRound(locked.state as EngineRound, { now: now(), demo: locked.mode === 'demo' }),
        );
      });
    }
  }

  const sessionEnd = createSessionEnd({ db, now, closeSession, resolveDue });

  return {
    resolveDue,
    closeSession,
    ...sessionEnd,
    ...createDemoSeeds({ db, now }),

    async startGame(session: SessionInfo, input: CallInput<'startGame'>): Promise<CallAnswer<'startGame'>> {
      const game = await enabledGame(catalogue, input.gameId);
      if (input.tryIt && game.tryIt !== 1) throw new CallError(ERR.FORBIDDEN, 'This game has no demo');
      const mode = input.tryIt ? 'demo' : 'real';
      // One live session per player, game and mode: the older ones end first (their rounds settled), because
      // an abandoned tab never calls exitGame and must not hold a bet. Before the new one opens, so the
      // launch's balance includes what they paid back.
      await sessionEnd.closeOlderSessions(session.userId, game.id, mode);
      const launch = await openSession(game, session.userId, mode);
      await recordHistory(session.userId, game.id);
      return launch;
    },

    async startGameDemo(input: CallInput<'anonymous/startGameDemo'>): Promise<CallAnswer<'startGame'>> {
      const game = await enabledGame(catalogue, input.gameId);
      if (game.tryIt !== 1 || !isInHouse(game.engine))
        throw new CallError(ERR.FORBIDDEN, 'This game has no demo; log in to play');
      return openSession(game, null, 'demo');
    },

    /** Closes the named session, or every open session of the player on that game. */
    async exitGame(session: SessionInfo, input: CallInput<'exitGame'>): Promise<CallAnswer<'exitGame'>> {
      const targets = input.sessionId
        ? [await loadSession(input.sessionId)]
        : await db
            .select()
            .from(gameSessions)
            .where(
              and(
                eq(gameSessions.userId, session.userId),
                eq(gameSessions.gameId, input.gameId),
                eq(gameSessions.status, 'open'),
              ),
            );
      for (const s of targets) {
        if (s.userId !== session.userId) throw new CallError(ERR.FORBIDDEN, 'This game session is not yours');
        await closeSession(s);
      }
      const { balance } = await walletState(db, session.userId);
      return { coin: balance };
    },

    gameRoundPlay: (session: SessionInfo, input: CallInput<'gameRoundPlay'>) =>
      play(input, 'real', session.userId),
    gameRoundAction: (session: SessionInfo, input: CallInput<'gameRoundAction'>) =>
      action(input, 'real', session.userId),
    gameDemoPlay: (input: CallInput<'anonymous/gameDemoPlay'>) => play(input, 'demo', null),
    gameDemoAction: (input: CallInput<'anonymous/gameDemoAction'>) => action(input, 'demo', null),
    gameRoundState: (session: SessionInfo, input: CallInput<'gameRoundState'>) =>
      roundState(input, 'real', session.userId),
    gameDemoState: (input: CallInput<'anonymous/gameDemoState'>) => roundState(input, 'demo', null),

    /**
     * GLI game information for the rules panel (visitors too): the engine's rules, paytable, max win and
     * exact RTP for the theme the game plays, with the catalogue's name and bet limits.
     */
    async gameInfo(input: CallInput<'anonymous/gameInfo'>): Promise<CallAnswer<'anonymous/gameInfo'>> {
      const game = await enabledGame(catalogue, input.gameId);
      if (!isInHouse(game.engine))
        throw new CallError(ERR.NOT_FOUND, "This game's information is on its provider's page");
      const info = getEngine(game.engine).info(variantOf(game));
      const { basisPoints, ...rtpDetail } = info.rtp;
      return {
        gameId: game.id,
        name: game.name,
        engine: info.engine,
        variant: info.variant,
        variantName: info.name,
        rtp: basisPoints,
        rtpDetail,
        minBet: game.minBet,
        maxBet: game.maxBet,
        betStep: info.betStep,
        maxWinX: info.maxWinX,
        rules: info.rules,
        paytable: info.paytable,
      };
    },

    /** GLI last-game recall: the player's last 10 real rounds of the game, newest first. */
    async gameRoundRecall(
      session: SessionInfo,
      input: CallInput<'gameRoundRecall'>,
    ): Promise<CallAnswer<'gameRoundRecall'>> {
      const rows = await db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.userId, session.userId),
            eq(gameRounds.gameId, input.gameId),
            eq(gameRounds.mode, 'real'),
            gt(gameRounds.id, 0),
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(RECALL_SIZE);
      const list: GameRound[] = [];
      for (const r of rows) list.push(toGameRound(await resolveDue(r)));
      return { list };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
