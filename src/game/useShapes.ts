/**
 * The drawn shapes of the position a board shows, for the panels (the pen tool's "clear"): read
 * as the views read them, through the store's board port (game/boardPort.ts), so they follow
 * both the game (a move shows the new position's shapes) and the drawing itself.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { Shape } from '../content/annotations';
import { useShownShapes } from './boardPort';
import type { GameState } from './store';
import { boardPortOf } from './storeBoardPort';

/** The shapes on the position before move `at` (null: the current position). */
export function useShapes(store: StoreApi<GameState>, at: number | null = null): readonly Shape[] {
  return useShownShapes(boardPortOf(store), at);
}
