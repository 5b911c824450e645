// The clocks of a timed game beside the board (docs/playing.md §Clocks): both sides' times in
// large tabular digits, Black's above White's as the board has them, the running one lit, tenths
// under ten seconds, a low-time colour with two short beeps when a side's clock runs low, and a
// pause button for a game played at one screen. It ticks ten times a second and asks the store
// to look for a flag (`tick`) each time; the panel keeps its size whatever the time, so nothing
// beside it moves. Nothing is drawn in an untimed game.
import { useEffect, useReducer, useRef } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { hasAway } from '../../game/players';
import type { ClockReading } from '../../game/sessionClock';
import { useSettings } from '../../game/settings';
import type { GameState } from '../../game/store';
import { useT } from '../i18n/i18n';
import { playSound } from './sound';
import './clock.css';

const TICK_MS = 100;

/** A time as the clock shows it: `4:58`, `1:02:03`, `0:09.4` under ten seconds. */
export function clockText(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  if (tenths < 100) return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  const whole = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whether a side's time is low: under a tenth of the base time, and never over 20 s. */
const isLow = (ms: number, base: number): boolean => ms < Math.min(20_000, base / 10);

export function ClockPanel({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const session = useStore(store, (state) => state.session);
  useStore(store, (state) => state.version);
  useStore(store, (state) => state.shapesVersion); // a pause redraws
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const sound = useSettings((state) => state.sound);
  const reading = session.clockReading();
  const timed = reading !== null;
  const warned = useRef<[boolean, boolean]>([false, false]);

  useEffect(() => {
    if (!timed) return;
    const timer = setInterval(() => {
      store.getState().tick();
      redraw();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [store, timed]);

  const base = session.timeControl?.base ?? 0;
  const times = reading ? [reading.white, reading.black] : [0, 0];
  useEffect(() => {
    times.forEach((ms, side) => {
      const low = isLow(ms, base);
      if (low && !warned.current[side] && reading?.running && sound) playSound('low-time');
      warned.current[side as 0 | 1] = low;
    });
  });

  if (!reading) return null;
  const here = !hasAway(session.players);
  return (
    <section className="panel clock-panel" aria-label={t('clock.label')}>
      {([1, 0] as const).map((side) => (
        <ClockFace key={side} side={side} reading={reading} base={base} />
      ))}
      {here && !session.outcome && (
        <button
          type="button"
          className="button clock-pause"
          aria-pressed={reading.paused}
          onClick={() => store.getState().pauseClocks(!reading.paused)}
        >
          {t(reading.paused ? 'clock.resume' : 'clock.pause')}
        </button>
      )}
    </section>
  );
}

function ClockFace({ side, reading, base }: { side: 0 | 1; reading: ClockReading; base: number }) {
  const t = useT();
  const name = t(side === 0 ? 'side.white' : 'side.black');
  const ms = side === 0 ? reading.white : reading.black;
  const running = reading.running === (side === 0 ? 'white' : 'black');
  const classes = ['clock-face', running && 'clock-running', isLow(ms, base) && 'clock-low'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-clock={side === 0 ? 'white' : 'black'}
      aria-label={t('clock.of', { side: name })}
    >
      <span className="clock-side">
        <span className={`clock-swatch clock-swatch-${side === 0 ? 'white' : 'black'}`} />
        {name}
        {reading.paused && <span className="clock-paused"> · {t('clock.paused')}</span>}
      </span>
      <span className="clock-time" role="timer">
        {clockText(ms)}
      </span>
    </div>
  );
}
