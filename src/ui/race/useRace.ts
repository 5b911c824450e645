/**
 * A race page's connection: joins race `code` as `join` says (the host with its key, a player
 * with a name or this browser's token, a screen with the code alone) through the game layer's
 * `openRace` (src/game/online/raceClient.ts), holds its latest view, and leaves on unmount or
 * when the join changes. `join` null: not joined (a player still typing a name). `useSecondsTo`
 * counts down to a time on this device's clock, `clock` writes it as m:ss.
 */
import { useEffect, useState } from 'react';
import {
  openRace,
  type RaceJoin,
  type RaceLink,
  type RaceView,
} from '../../game/online/raceClient';

export interface RaceConnection {
  readonly view: RaceView | null; // null: not joined
  readonly link: RaceLink | null;
}

/** A join as a string, so that an equal join made afresh on a render does not join again. */
const joinKey = (join: RaceJoin | null): string => (join === null ? '' : JSON.stringify(join));

export function useRace(code: string, join: RaceJoin | null): RaceConnection {
  const key = joinKey(join);
  const [connection, setConnection] = useState<RaceConnection>({ view: null, link: null });
  useEffect(() => {
    if (key === '') return void setConnection({ view: null, link: null });
    const asked = JSON.parse(key) as RaceJoin;
    let link: RaceLink | null = null;
    link = openRace(window.location.origin, code, asked, (view) => setConnection({ view, link }));
    setConnection((now) => ({ view: now.view, link }));
    return () => link?.close();
  }, [code, key]);
  return connection;
}

const secondsTo = (at: number | null): number | null =>
  at === null ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Seconds as the race's clock shows them: `2:05`. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds from now to `at` (this device's clock), 0 once past; null without a time. */
export function useSecondsTo(at: number | null): number | null {
  const [seconds, setSeconds] = useState(() => secondsTo(at));
  useEffect(() => {
    if (at === null) return void setSeconds(null);
    const tick = () => setSeconds(secondsTo(at));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
