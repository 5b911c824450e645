/**
 * Looking back at an earlier position: which position of the game on screen the boards show
 * instead of the live one (`at`: the position after that many moves, as `buildBoardView`'s `at`
 * takes it), or `null` for the live game. A tiny store of its own so the move list sets it and
 * both board views read it through one selector; it resets itself whenever the game changes.
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
