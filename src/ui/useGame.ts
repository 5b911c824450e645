/**
 * Hooks through which the game page's panels read a game store: `useGameVersion` re-renders a
 * panel whenever the (mutable) session changes and returns the session; `useBoardView` also
 * builds the view model for the selection. Narrow zustand selectors, so a panel does not render
 * for a change that does not concern it.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from '../game/session';
import type { GameState } from '../game/store';
import { buildBoardView, type BoardView } from '../game/viewModel';

/** The session, re-read whenever it changes. */
export function useGameSession(store: StoreApi<GameState>): GameSession {
  useStore(store, (state) => state.version);
  return useStore(store, (state) => state.session);
}

/** The view model of the session with the current selection. */
export function useBoardView(store: StoreApi<GameState>): BoardView {
  const session = useStore(store, (state) => state.session);
  const version = useStore(store, (state) => state.version);
  const selected = useStore(store, (state) => state.selected);
  return useMemo(
    () => buildBoardView(session, selected),
    [session, version, selected], // `version` changes whenever the session does
  );
}
