import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSound, resetSound, type Sound, unlockSound, useSound } from './sound';

/** Records what the games ask WebAudio for. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 10;
  destination = {};
  started: { type: string; at: number; stop: number }[] = [];
  resumed = 0;
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const param = { value: 1, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: vi.fn((n: unknown) => n) };
  }
  createOscillator() {
    const record = { type: '', at: -1, stop: -1 };
    const osc = {
      set type(v: string) {
        record.type = v;
      },
      frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn((n: unknown) => n),
      start: (at: number) => {
        record.at = at;
        this.started.push(record);
      },
      stop: (at: number) => {
        record.stop = at;
      },
    };
    return osc;
  }
}

let sound: (s: Sound) => void = () => {};
/** A game as the play page renders it: the sound function from the toggle. */
function Game({ muted }: { muted: boolean }) {
  sound = useSound(muted);
  return null;
}

beforeEach(() => {
  resetSound();
  FakeAudioContext.made = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game sounds', () => {
  it('make no audio context before the player turns the sound on', () => {
    playSound('win');
    expect(FakeAudioContext.made).toEqual([]);
  });

  it('one context, made by the tap that turns the sound on; every sound starts and stops its tones', () => {
    unlockSound();
    unlockSound();
    expect(FakeAudioContext.made.length).toBe(1);
    const ac = FakeAudioContext.made[0]!;
    expect(ac.resumed).toBe(1);
    for (const s of ['click', 'tick', 'spin', 'win', 'lose', 'cashout'] as Sound[]) {
      const before = ac.started.length;
      playSound(s);
      expect(ac.started.length, s).toBeGreaterThan(before);
    }
    for (const tone of ac.started) {
      expect(tone.at).toBeGreaterThanOrEqual(ac.currentTime);
      expect(tone.stop).toBeGreaterThan(tone.at);
    }
  });

  it('a game’s sound follows the page toggle, including a mute pressed while a round is on its way', () => {
    const view = render(<Game muted />);
    unlockSound();
    const ac = FakeAudioContext.made[0]!;
    const held = sound;
    held('win');
    expect(ac.started.length).toBe(0);
    act(() => view.rerender(<Game muted={false} />));
    held('win');
    expect(ac.started.length).toBeGreaterThan(0);
    const count = ac.started.length;
    act(() => view.rerender(<Game muted />));
    held('lose');
    expect(ac.started.length).toBe(count);
  });

  it('stays silent where the browser has no WebAudio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => {
      unlockSound();
      playSound('click');
    }).not.toThrow();
  });
});
