/**
 * How the panels read a game store (the views read it through its board port,
 * game/boardPort.ts): `useBoardView` gives the live board view model (built once per change, by
 * the store: `GameState.view`); `useGameSession` re-renders a panel whenever the (mutable)
 * session changes and returns the session. Narrow zustand selectors, so a component does not
 * render for a change that does not concern it.
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from './session';
import type { GameState } from './store';
import type { BoardView } from './viewModel';

/** The session, re-read whenever it changes. */
export function useGameSession(store: StoreApi<GameState>): GameSession {
  useStore(store, (state) => state.version);
  return useStore(store, (state) => state.session);
}

/** The board view model of the live position, with the current selection. */
export function useBoardView(store: StoreApi<GameState>): BoardView {
  return useStore(store, (state) => state.view);
}
