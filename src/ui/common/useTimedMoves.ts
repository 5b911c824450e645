/**
 * The moves a run plays itself over a game store, a pause apart, so the boards animate each one:
 * a lesson's scripted reply and "show me" (src/ui/learn/useLessonRun.ts), a puzzle's opponent and
 * its solution (src/ui/puzzle/usePuzzleRun.ts), a study chapter's main-line reply
 * (src/ui/study/useGamebookRun.ts), and a refused move taken back a moment after it was shown.
 * `busy` is true while the run moves, so the run's own store listener does not judge those moves;
 * every pending move and call is dropped by `clear` (a restart) and when the store changes.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';

export interface TimedMoves {
  /** True while the run itself moves: what the store announces then is not the student's. */
  readonly busy: RefObject<boolean>;
  /** Plays moves through the store for the run, a pause before each, then calls `then`. */
  playInTurn(moves: readonly string[], then: () => void): void;
  /** Calls `action` after a pause (a refused move taken back once it was seen). */
  later(action: () => void): void;
  /** Drops every pending move and call. */
  clear(): void;
}

export function useTimedMoves(store: StoreApi<GameState>, pauseMs: number): TimedMoves {
  const busy = useRef(false);
  const timers = useRef<number[]>([]);
  const timed = useMemo<TimedMoves>(() => {
    const later = (action: () => void) => {
      timers.current.push(window.setTimeout(action, pauseMs));
    };
    const playInTurn = (moves: readonly string[], then: () => void): void => {
      const [first, ...rest] = moves;
      if (first === undefined) return then();
      later(() => {
        busy.current = true;
        store.getState().typeMove(first);
        busy.current = false;
        playInTurn(rest, then);
      });
    };
    const clear = () => {
      timers.current.forEach((timer) => window.clearTimeout(timer));
      timers.current = [];
    };
    return { busy, playInTurn, later, clear };
  }, [store, pauseMs]);
  useEffect(() => timed.clear, [timed]);
  return timed;
}
