import { describe, expect, it } from 'vitest';
import { skinClass, skinOf, twinOf } from './skins';

const game = (id: number, name: string, imgKey: string, engine: string, rtp: number) => ({
  id,
  name,
  imgKey,
  engine,
  rtp,
  status: 1,
});
const kite = game(3001, 'Saranggola Crash', 'game-saranggola-crash', 'crash', 9702);
const rocket = game(3002, 'Mayon Rocket', 'game-mayon-rocket', 'crash', 9702);
const perya = game(2001, 'Perya Color Game', 'game-color-game', 'color', 9213);
const fiesta = game(2002, 'Fiesta Color Game', 'game-fiesta-color', 'color', 9213);
const isla = game(5001, 'Isla Double or Nothing', 'game-isla-double', 'external', 9876);

describe('game skins and twins', () => {
  it('draws each twin with its own art, and any other game with its engine default', () => {
    expect(
      ['game-mayon-rocket', 'game-fiesta-color', 'game-palawan-pearls', 'game-gold-mines', undefined].map(
        skinOf,
      ),
    ).toEqual(['mayon', 'fiesta', 'pearl', 'default', 'default']);
    expect(skinClass('mayon')).toBe('skin-mayon');
  });

  it('names the other game of a pair both ways, and only while both really play alike', () => {
    const all = [kite, rocket, perya, fiesta, isla];
    expect(twinOf(rocket, all)?.name).toBe('Saranggola Crash');
    expect(twinOf(kite, all)?.name).toBe('Mayon Rocket');
    expect(twinOf(fiesta, all)?.name).toBe('Perya Color Game');
    expect(twinOf(isla, all)).toBeNull();
    expect(twinOf(undefined, all)).toBeNull();
    // the operator changed one's RTP, switched it off or removed it: no claim
    expect(
      twinOf(
        rocket,
        [kite, { ...rocket }].map((g) => (g === kite ? { ...kite, rtp: 9600 } : g)),
      ),
    ).toBeNull();
    expect(twinOf(rocket, [{ ...kite, status: 0 }, rocket])).toBeNull();
    expect(twinOf(rocket, [rocket])).toBeNull();
  });
});
