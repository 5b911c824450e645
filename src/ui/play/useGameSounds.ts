/**
 * Plays the game's sounds for the game on screen when the sound setting is on: after each change
 * of the session, `soundFor` compares it with the moment before (how many moves, whether the game
 * was over) and picks the move, capture or end sound, or none (undo, a new game, loading).
 */
import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { settingsStore } from '../../game/settings';
import { playSound, soundFor } from './sound';

export function useGameSounds(store: StoreApi<GameState>): void {
  useEffect(() => {
    let moves = store.getState().session.moves.length;
    let over = store.getState().session.outcome !== null;
    let session = store.getState().session;
    return store.subscribe((state) => {
      const sameGame = state.session === session;
      const kind = sameGame ? soundFor(state.session, moves, over) : null;
      session = state.session;
      moves = state.session.moves.length;
      over = state.session.outcome !== null;
      if (kind && settingsStore.getState().sound) playSound(kind);
    });
  }, [store]);
}
