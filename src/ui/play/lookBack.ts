/**
 * Looking back at an earlier position: which position of the game on screen the boards show
 * instead of the live one (`at`: the position after that many moves, as `buildBoardView`'s `at`
 * takes it), or `null` for the live game. A tiny store of its own so the move list (and the game
 * page's ←, →, Home and End keys, `lookStep`) set it and both board views read it through one
 * selector; it resets itself whenever the game changes.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface LookBackState {
  at: number | null; // 4 — showing the position after 4 moves; null — the live game
  set(at: number | null): void;
}

export const lookBackStore = createStore<LookBackState>((set) => ({
  at: null,
  set: (at) => set({ at }),
}));

/** The position index the boards show (null: live). */
export function useLookBack(): number | null {
  return useStore(lookBackStore, (state) => state.at);
}

/** Shows the position after `at` moves; `at` equal to the number of moves (or null) is live. */
export function lookAt(at: number | null, moveCount: number): void {
  lookBackStore.getState().set(at === null || at >= moveCount || at < 0 ? null : at);
}

/** A step through the game's positions, as ←, →, Home and End take it on the game page. */
export type LookStep = 'previous' | 'next' | 'start' | 'end';

/**
 * Steps the boards one position back or on, to the start or to the live game (as the move list's
 * buttons do, through `lookAt`); says whether the position shown changed.
 */
export function lookStep(step: LookStep, moveCount: number): boolean {
  const shown = lookBackStore.getState().at ?? moveCount;
  const next =
    step === 'previous'
      ? shown - 1
      : step === 'next'
        ? shown + 1
        : step === 'start'
          ? 0
          : moveCount;
  if (next < 0 || next > moveCount || next === shown) return false;
  lookAt(next, moveCount);
  return true;
}

/** The step a key asks for (←, →, Home, End), or null. */
export function lookStepOfKey(key: string): LookStep | null {
  return KEY_STEPS[key] ?? null;
}

const KEY_STEPS: Partial<Record<string, LookStep>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'start',
  End: 'end',
};
