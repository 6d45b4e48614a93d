import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

export interface Envelope {
  errcode: number;
  data: unknown;
}

/** One /app/v1 call straight to the platform (not through the BFF), as the signed-in player. */
export async function platformCall(
  platformUrl: string,
  name: string,
  token: string,
  body: unknown,
): Promise<Envelope> {
  const res = await fetch(`${platformUrl}/app/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

export const COLOR_GAME = 2001;

/**
 * Real Color Game rounds of `stake` each on red until `total` has been staked (one round by default):
 * valid turnover for VIP experience, rebates, commissions and leaderboards, settled on exit.
 */
export async function colorGameBets(
  platformUrl: string,
  token: string,
  stake: number,
  total = stake,
): Promise<void> {
  const launch = await platformCall(platformUrl, 'startGame', token, { gameId: COLOR_GAME });
  expect(launch.errcode).toBe(0);
  const { sessionId } = launch.data as { sessionId: string };
  for (let staked = 0; staked < total; staked += stake) {
    const round = await platformCall(platformUrl, 'gameRoundPlay', token, {
      gameId: COLOR_GAME,
      sessionId,
      requestId: randomUUID(),
      play: { engine: 'color', bets: [{ color: 0, amount: stake }] },
    });
    expect(round.errcode).toBe(0);
  }
  expect(
    (await platformCall(platformUrl, 'exitGame', token, { gameId: COLOR_GAME, sessionId })).errcode,
  ).toBe(0);
}

/**
 * Deposits need a verified identity (KYC level 1 by default): the player behind `token` is verified the way an
 * operator approves a submission (the platform's review service), so journeys that deposit can go on.
 */
export async function verifyForDeposits(
  platform: {
    verifyKyc(userId: number, level?: 1 | 2): Promise<void>;
    userIdOf(token: string): Promise<number>;
  },
  token: string,
): Promise<void> {
  await platform.verifyKyc(await platform.userIdOf(token));
}
