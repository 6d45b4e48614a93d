import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { gameRoundActions, gameRounds, gameSessions } from '../../db/schema-games';
import { walletState } from '../../ledger/ledger';
import type { ExternalLauncher } from '../provider-wallet';
import { createDemoSeeds } from './demo-seeds';
import {
  actOnRound,
  type EngineAction,
  EngineError,
  type EngineRound,
  getEngine,
  resolveRound,
  roundDueAt,
} from './engines';
import { enabledGame, isInHouse, variantOf } from './game-config';
import { createLiveBets } from './live-bets';
import { createRoundPlay, type RoundCaller } from './play';
import { engineFailure, type RoundRow, type SessionRow, toGameRound } from './round-rows';
import { createSessionEnd } from './session-end';
import { createGameSessions } from './sessions';
import { createSettlement } from './settlement';

const RECALL_SIZE = 10;

export interface GamesDeps {
  db: Db;
  catalogue: CatalogueService;
  /** Server clock, epoch ms (tests move it to time Crash cash-outs). */
  now?: () => number;
  /** Waits this many ms of the server clock (a read of a running round waiting for its end); tests move the clock. */
  sleep?: (ms: number) => Promise<void>;
  external?: ExternalLauncher;
}

/** Marks a transaction to roll back because the request was already answered (a retry). */
class AlreadyDone extends Error {
  constructor(readonly row: RoundRow) {
    super('already done');
  }
}

export function createGamesService(deps: GamesDeps) {
  const { db, catalogue } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const { openSession, loadSession, recordHistory } = createGameSessions({
    db,
    now,
    external: deps.external,
  });
  const settlement = createSettlement({ db, now });
  const { saveState, resolveDue, closeSession } = settlement;
  const { play } = createRoundPlay({ db, catalogue, now, settlement });

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
    return toGameRound(await resolveDue(await waitForDue(row, input.waitMs ?? 0)));
  }

  /**
   * With `waitMs`, a running round's read waits for the moment the round ends on its own (its bust or auto
   * cash-out), at most that long, and reads the row again (a cash-out may have settled it meanwhile): the page
   * learns of a bust when it happens, not a poll later. Nothing is held but a timer, on any instance.
   */
  async function waitForDue(row: RoundRow, waitMs: number): Promise<RoundRow> {
    if (waitMs <= 0 || row.status !== 'open') return row;
    const dueAt = roundDueAt(row.state as EngineRound);
    if (dueAt === null) return row;
    const untilDue = dueAt - now();
    if (untilDue <= 0) return row;
    // a ms past the due time: a timer may fire within its last ms, and the round ends at the due ms
    await sleep(Math.min(untilDue + 1, waitMs));
    const [again] = await db.select().from(gameRounds).where(eq(gameRounds.id, row.id));
    return again ?? row;
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

  const sessionEnd = createSessionEnd({ db, now, closeSession, resolveDue });

  return {
    resolveDue,
    closeSession,
    ...sessionEnd,
    ...createDemoSeeds({ db, now }),
    ...createLiveBets({ db, catalogue, now }),

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
      play(input, { userId: session.userId }),
    /** gameRoundPlay for a call that reads its own session (the spin handler: see RoundCaller). */
    gameRoundPlayAs: (caller: RoundCaller, input: CallInput<'gameRoundPlay'>) => play(input, caller),
    gameRoundAction: (session: SessionInfo, input: CallInput<'gameRoundAction'>) =>
      action(input, 'real', session.userId),
    gameDemoPlay: (input: CallInput<'anonymous/gameDemoPlay'>) => play(input, null),
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
