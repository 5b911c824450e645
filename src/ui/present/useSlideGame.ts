/**
 * What drives the game on a board slide: the store a slide starts from, its end (a game over,
 * a record or a lesson played out) and the snapshots the audience window follows. Each hook ends
 * its own timers and subscriptions when the slide goes, so an hour of slides leaves nothing
 * behind.
 */
import { useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { snapshotOf, type BoardSnapshot } from '../../game/present/audienceLink';
import type { BoardSlide, Slide } from '../../game/present/playlist';
import { recordSteps, slideSession } from '../../game/present/slideGame';
import { createGameStore, type GameState } from '../../game/store';

/** A game store for the slide, made once for the slide's life. */
export function useSlideStore(slide: BoardSlide): StoreApi<GameState> {
  const [store] = useState(() => createGameStore(slideSession(slide)));
  return store;
}

/** Calls `onChange` with the game's snapshot now and after every change of it. */
export function useBoardSnapshots(
  store: StoreApi<GameState>,
  onChange: ((board: BoardSnapshot) => void) | undefined,
): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    latest.current?.(snapshotOf(store.getState().session));
    return store.subscribe((state, previous) => {
      if (state.version !== previous.version || state.session !== previous.session)
        latest.current?.(snapshotOf(state.session));
    });
  }, [store]);
}

/** Calls `onEnded` once when the game ends (a king taken, a mate, a draw…). */
export function useGameEnded(store: StoreApi<GameState>, onEnded: (() => void) | undefined): void {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  useEffect(() => {
    let told = false;
    const check = (state: GameState) => {
      if (!told && state.session.outcome) {
        told = true;
        latest.current?.();
      }
    };
    check(store.getState());
    return store.subscribe(check);
  }, [store]);
}

/**
 * Replays a record slide's main line move by move, `pauseMs` apart, each turn's shapes drawn
 * when its last move is played, then calls `onEnded`.
 */
export function useRecordReplay(
  store: StoreApi<GameState>,
  slide: Extract<Slide, { kind: 'record' }>,
  onEnded: (() => void) | undefined,
): void {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  useEffect(() => {
    const steps = recordSteps(slide.record);
    store.getState().replaceSession(slideSession(slide));
    let index = 0;
    const timer = window.setInterval(() => {
      const step = steps[index++];
      if (step === undefined) {
        window.clearInterval(timer);
        latest.current?.();
        return;
      }
      store.getState().typeMove(step.move);
      if (step.shapes?.length) store.getState().setShapes(step.shapes);
    }, slide.pauseMs);
    return () => window.clearInterval(timer);
  }, [store, slide]);
}
