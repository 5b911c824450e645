/**
 * The ARIA live region: screen readers hear each move as it is played (`store.announcement`,
 * e.g. "White: Nf3", "Black: 3e7-3e5. Game over: king-captured"), whichever view is shown.
 * Visually hidden.
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../game/store';

export function Announcer({ store }: { store: StoreApi<GameState> }) {
  const announcement = useStore(store, (state) => state.announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
