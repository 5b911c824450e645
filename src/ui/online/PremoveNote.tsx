/**
 * The premove's words beside the board of an online game (issue 43, game/premove.ts): the
 * premoved sub-moves while one is set up, with the way to end a Parallel worlds turn early and to
 * cancel it; "Premove dropped" when it no longer held as the opponent's turn came (the live
 * region says it too, Announcer.tsx). Escape anywhere on the page cancels the premove, as a
 * click elsewhere on the board does.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { END_TURN } from '../../rules';
import { premoveComplete } from '../../game/premove';
import type { GameState } from '../../game/store';
import { useOnlineWords } from './onlineWords';

export function PremoveNote({ store }: { store: StoreApi<GameState> }) {
  const w = useOnlineWords();
  const premove = useStore(store, (state) => state.premove);
  useStore(store, (state) => state.premoveVersion); // a premove changes in place
  const dropped = useStore(store, (state) => state.premoveDropped);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.getState().cancelPremove();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  const moves = premove?.moves ?? [];
  if (moves.length === 0)
    return dropped ? (
      <p className="notice premove-note" role="status" data-premove="dropped">
        {w('premoveDropped')}
      </p>
    ) : null;
  const mayEnd = !premoveComplete(premove!) && premove!.legalMoves().includes(END_TURN);
  return (
    <section className="panel premove-note" data-premove="set" aria-label={w('premoveTitle')}>
      <h2 className="panel-title">{w('premoveTitle')}</h2>
      <p>
        <strong data-premove-moves>{moves.map((move) => move.san).join(' ')}</strong>
        <br />
        <span className="premove-help">{w('premoveHelp')}</span>
      </p>
      <div className="button-row">
        {mayEnd && (
          <button type="button" className="button" onClick={() => store.getState().endTurn()}>
            {w('premoveEnd')}
          </button>
        )}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => store.getState().cancelPremove()}
        >
          {w('premoveCancel')}
        </button>
      </div>
    </section>
  );
}
