/**
 * The one way the views and the panels read a game store: `useBoardView` gives the board view
 * model (built once per change, by the store: `GameState.view`), or the model of an earlier
 * position when looking back; `useGameSession` re-renders a panel whenever the (mutable) session
 * changes and returns the session. Narrow zustand selectors, so a component does not render for a
 * change that does not concern it.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from './session';
import type { GameState } from './store';
import { buildBoardView, type BoardView } from './viewModel';

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
  const live = useStore(store, (state) => state.view);
  const session = useStore(store, (state) => state.session);
  return useMemo(
    () => (at === null || at >= session.moves.length ? live : buildBoardView(session, null, at)),
    [live, session, at], // `live` is rebuilt whenever the session changes
  );
}
