// The player's play preferences on this device: turbo and sound. Remembered in localStorage (the game frame is
// its own page, reloaded with every launch), read once when the games chunk loads.
import { atom } from 'nanostores';
import { readLocal, writeLocal } from '../../lib/storage';

/** Storage keys of the game pages' own preferences (kept out of lib/storage.ts: the first load never reads them). */
export const PREF_KEY = {
  turbo: 'casino.games.turbo',
  sound: 'casino.games.sound',
} as const;

/** Shorter animations in every game. */
export const $turbo = atom(readLocal(PREF_KEY.turbo) === '1');
/** Sound on (off until the player turns it on once; then remembered). */
export const $soundOn = atom(readLocal(PREF_KEY.sound) === '1');

export function setTurbo(on: boolean): void {
  $turbo.set(on);
  writeLocal(PREF_KEY.turbo, on ? '1' : null);
}

export function setSoundOn(on: boolean): void {
  $soundOn.set(on);
  writeLocal(PREF_KEY.sound, on ? '1' : null);
}

/** Tests: read the device's preferences again, as a fresh page would. */
export function reloadPrefs(): void {
  $turbo.set(readLocal(PREF_KEY.turbo) === '1');
  $soundOn.set(readLocal(PREF_KEY.sound) === '1');
}
