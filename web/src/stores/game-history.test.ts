import { GAME_HISTORY_SIZE } from '@casino/contracts/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../test/helpers';
import { recordGameStarted } from './game-history';
import { $user, type UserState } from './session';

const player = (gameHistory: number[]) => ({ id: 7, nickname: 'Juan', gameHistory }) as unknown as UserState;

beforeEach(() => resetApp());

describe('recent games after a game starts (no reload)', () => {
  it('puts the game first, once, and keeps the list to its size', () => {
    $user.set(player([3001, 1001, 4001]));
    recordGameStarted(4001);
    expect($user.get()?.gameHistory).toEqual([4001, 3001, 1001]);
    const full = Array.from({ length: GAME_HISTORY_SIZE }, (_, i) => 100 + i);
    $user.set(player(full));
    recordGameStarted(9);
    expect($user.get()?.gameHistory).toHaveLength(GAME_HISTORY_SIZE);
    expect($user.get()?.gameHistory[0]).toBe(9);
    expect($user.get()?.gameHistory).not.toContain(100 + GAME_HISTORY_SIZE - 1);
  });

  it('does nothing for a visitor', () => {
    recordGameStarted(1001);
    expect($user.get()).toBeNull();
  });
});
