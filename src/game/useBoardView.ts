/**
 * How the panels read a game store: `useBoardView` gives the board view model (built once per
 * change, by the store: `GameState.view`), or the model of an earlier position when looking
 * back, as the views read it through the store's board port (game/boardPort.ts);
 * `useGameSession` re-renders a panel whenever the (mutable) session changes and returns the
 * session. Narrow zustand selectors, so a component does not render for a change that does not
 * concern it.
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useShownView } from './boardPort';
import type { GameSession } from './session';
import type { GameState } from './store';
import { boardPortOf } from './storeBoardPort';
import type { BoardView } from './viewModel';

/** The session, re-read whenever it changes. */
export function useGameSession(store: StoreApi<GameState>): GameSession {
  useStore(store, (state) => state.version);
  return useStore(store, (state) => state.session);
}

/**
 * The board view model: the live one with the current selection, or, with `at` (a move index
 * below the number of moves), the read-only position before that move.
 */
export function useBoardView(store: StoreApi<GameState>, at: number | null = null): BoardView {
  return useShownView(boardPortOf(store), at);
}
