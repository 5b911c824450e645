/**
 * The drawn shapes of the position a board shows, for the views: a narrow store selector that
 * follows both the game (a move shows the new position's shapes) and the drawing itself.
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Shape } from './annotations';
import type { GameState } from './store';

/** The shapes on the position before move `at` (null: the current position). */
export function useShapes(store: StoreApi<GameState>, at: number | null = null): readonly Shape[] {
  useStore(store, (state) => state.version);
  useStore(store, (state) => state.shapesVersion);
  const session = useStore(store, (state) => state.session);
  return session.shapesAt(at ?? undefined);
}
