// Game sounds synthesised with WebAudio: no audio files to download or cache. The one AudioContext is created
// when the player turns the sound on (a tap, which browsers require before audio may start), never before.
import { useCallback, useEffect, useRef } from 'react';

export type Sound = 'click' | 'tick' | 'spin' | 'win' | 'lose' | 'cashout';

/** Overall loudness: these are UI sounds under whatever the phone is playing. */
const VOLUME = 0.35;

let context: AudioContext | null = null;
let master: GainNode | null = null;

type AudioContextClass = typeof AudioContext;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    // too many contexts, or audio disabled by policy: the games stay silent
    return null;
  }
  master = context.createGain();
  master.gain.value = VOLUME;
  master.connect(context.destination);
  return context;
}

/** Call from the tap that turns the sound on: creates (or wakes) the context inside the user gesture. */
export function unlockSound(): void {
  const ac = audio();
  if (ac?.state === 'suspended') void ac.resume();
}

interface Tone {
  type: OscillatorType;
  /** Hz at the start and (for a sweep) at the end. */
  from: number;
  to?: number;
  /** Seconds after now. */
  at?: number;
  dur: number;
  gain: number;
}

/** One enveloped oscillator: a fast attack and an exponential decay, so nothing clicks. */
function tone(ac: AudioContext, out: AudioNode, t: Tone): void {
  const start = ac.currentTime + (t.at ?? 0);
  const osc = ac.createOscillator();
  const env = ac.createGain();
  osc.type = t.type;
  osc.frequency.setValueAtTime(t.from, start);
  if (t.to && t.to !== t.from) osc.frequency.exponentialRampToValueAtTime(t.to, start + t.dur);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(t.gain, start + 0.008);
  env.gain.exponentialRampToValueAtTime(0.0001, start + t.dur);
  osc.connect(env);
  env.connect(out);
  osc.start(start);
  osc.stop(start + t.dur + 0.02);
}

/** The sounds as tones: a few notes each, made for these games. */
const RECIPES: Record<Sound, Tone[]> = {
  // a button or chip
  click: [{ type: 'square', from: 1400, to: 700, dur: 0.04, gain: 0.25 }],
  // a reel stopping, a gem, the multiplier passing a whole number
  tick: [{ type: 'triangle', from: 1100, to: 900, dur: 0.05, gain: 0.5 }],
  // reels start, dice thrown: a rising whirr
  spin: [
    { type: 'sawtooth', from: 180, to: 520, dur: 0.28, gain: 0.18 },
    { type: 'triangle', from: 360, to: 1040, dur: 0.28, gain: 0.2 },
  ],
  // a major arpeggio, C5 E5 G5 C6
  win: [523.25, 659.25, 783.99, 1046.5].map((from, i) => ({
    type: 'triangle' as const,
    from,
    at: i * 0.08,
    dur: i === 3 ? 0.45 : 0.16,
    gain: 0.5,
  })),
  // a mine or a crash: a falling growl
  lose: [
    { type: 'sawtooth', from: 320, to: 60, dur: 0.5, gain: 0.3 },
    { type: 'square', from: 160, to: 40, dur: 0.45, gain: 0.15 },
  ],
  // coins: two bright bell notes with an octave shimmer
  cashout: [
    { type: 'sine', from: 1318.5, dur: 0.22, gain: 0.45 },
    { type: 'sine', from: 2637, dur: 0.15, gain: 0.12 },
    { type: 'sine', from: 1760, at: 0.09, dur: 0.4, gain: 0.45 },
    { type: 'sine', from: 3520, at: 0.09, dur: 0.25, gain: 0.1 },
  ],
};

/** Plays a sound if the context exists (the player turned the sound on); silent otherwise. */
export function playSound(sound: Sound): void {
  if (!context || !master) return;
  if (context.state === 'suspended') void context.resume();
  for (const t of RECIPES[sound]) tone(context, master, t);
}

/**
 * A game's sound function: plays only while the page's toggle is on. Stable across renders, and reads the
 * latest toggle, so a sound due after an await (a win after the spin) respects a mute pressed meanwhile.
 */
export function useSound(muted: boolean): (sound: Sound) => void {
  const on = useRef(!muted);
  useEffect(() => {
    on.current = !muted;
  }, [muted]);
  return useCallback((sound: Sound) => {
    if (on.current) playSound(sound);
  }, []);
}

/** Tests: forget the context, as a fresh page would. */
export function resetSound(): void {
  context = null;
  master = null;
}
