/**
 * The game's four sounds — a move, a capture, the end of a game, a clock running low — synthesised with the Web Audio
 * API: a short filtered noise tap over a low tone for a piece set down, a heavier double knock for
 * a capture, and a rising three-note chime for the end. Nothing is downloaded, so the sounds cost
 * no bytes and no network, and they work offline.
 *
 * The audio context is created lazily on the first sound (browsers allow it after a user gesture,
 * and every move follows one); where Web Audio is missing, sounds are silently skipped.
 * `soundFor` decides which sound a change of the game makes; it is pure and unit-tested.
 */
import type { GameSession } from '../../game/session';

export type SoundKind = 'move' | 'capture' | 'end' | 'low-time';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const global = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  const Context = global.AudioContext ?? global.webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** A decaying tone starting `delay` seconds from now. */
function tone(ctx: AudioContext, frequency: number, delay: number, length: number, volume: number) {
  const start = ctx.currentTime + delay;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  oscillator.frequency.exponentialRampToValueAtTime(frequency * 0.7, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** A short band-passed noise burst: the click of wood on wood. */
function tap(ctx: AudioContext, delay: number, length: number, volume: number, pitch: number) {
  const start = ctx.currentTime + delay;
  const frames = Math.max(1, Math.floor(ctx.sampleRate * length));
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = pitch;
  filter.Q.value = 1.2;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(start);
}

/** Plays one of the game's sounds (does nothing where Web Audio is unavailable). */
export function playSound(kind: SoundKind): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  switch (kind) {
    case 'move':
      tap(ctx, 0, 0.05, 0.9, 1800);
      tone(ctx, 190, 0, 0.09, 0.25);
      break;
    case 'capture':
      tap(ctx, 0, 0.07, 1.1, 1200);
      tone(ctx, 150, 0, 0.12, 0.3);
      tap(ctx, 0.07, 0.06, 0.8, 2200);
      tone(ctx, 210, 0.07, 0.1, 0.22);
      break;
    case 'end':
      [523.25, 659.25, 783.99].forEach((frequency, index) =>
        tone(ctx, frequency, index * 0.13, 0.45, 0.18),
      );
      break;
    case 'low-time': // two short high beeps, as a clock running low
      tone(ctx, 1320, 0, 0.08, 0.2);
      tone(ctx, 1320, 0.16, 0.08, 0.2);
      break;
  }
}

/**
 * The sound for a session that had `movesBefore` moves and no outcome (`wasOver` false) and now
 * is as it is: the end chime when the game has just ended, a capture when the last move took a
 * man (its `facts`), a move otherwise; nothing when no move was added (undo, loading, nothing changed).
 */
export function soundFor(
  session: GameSession,
  movesBefore: number,
  wasOver: boolean,
): SoundKind | null {
  if (!wasOver && session.outcome) return 'end';
  const count = session.moves.length;
  if (count !== movesBefore + 1) return null;
  const { facts } = session.moves[count - 1]!;
  if (facts.endTurn) return null;
  return facts.capture ? 'capture' : 'move';
}
