import { describe, expect, it } from 'vitest';
import { readSeedDir } from '../../catalogue/seed';
import { getEngine } from './engines';
import { GAME_VARIANTS, isInHouse } from './game-config';

describe('seed games.json against the engines', () => {
  const games = readSeedDir().docs.games.games;

  it('declares the exact RTP of the engine and theme each in-house game plays', () => {
    const inHouse = games.filter((g) => isInHouse(g.engine));
    expect(inHouse.length).toBeGreaterThan(0);
    for (const g of inHouse) {
      const info = getEngine(g.engine).info(GAME_VARIANTS[g.id]);
      expect({ id: g.id, rtp: g.rtp }).toEqual({ id: g.id, rtp: info.rtp.basisPoints });
    }
  });

  it('maps only slots games to themes the slots engine has, and both themes are played', () => {
    const themes = new Set(Object.values(GAME_VARIANTS));
    expect(themes).toEqual(new Set(getEngine('slots').variants));
    for (const id of Object.keys(GAME_VARIANTS)) {
      expect(games.find((g) => g.id === Number(id))?.engine).toBe('slots');
    }
  });
});
