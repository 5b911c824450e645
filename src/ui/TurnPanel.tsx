/**
 * The turn panel, the same beside every view: whose turn it is (and check), in Parallel worlds
 * chess the sub-moves made this turn, the levels used (closed) and open, how many sub-moves
 * remain, an "End turn" button once a sub-move is made, and taking back the last sub-move.
 * With `fullControls` (when the page has no game-controls panel of the app) it also takes back
 * and replays moves in every game, and offers resigning and agreeing a draw, each confirmed.
 */
import { useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../game/store';
import { LEVEL_TINTS } from '../view2d/colors';
import { outcomeReason, outcomeTitle } from './outcomeText';
import { useBoardView, useGameSession } from './useGame';

const SIDE = ['White', 'Black'] as const;

export function TurnPanel({
  store,
  fullControls = true,
}: {
  store: StoreApi<GameState>;
  fullControls?: boolean;
}) {
  const view = useBoardView(store);
  const session = useGameSession(store);
  const [confirming, setConfirming] = useState<'resign' | 'draw' | null>(null);
  const { progress, outcome } = view;
  const subMoves = view.game.subMoveTurns;
  const allowed = progress.played.length + progress.remaining;
  const state = store.getState();

  return (
    <section className="panel turn-panel" aria-label="Turn">
      <div className="turn-header">
        <span className={`side-dot side-${view.turn === 0 ? 'white' : 'black'}`} aria-hidden />
        {outcome ? (
          <p className="turn-title">
            {outcomeTitle(outcome)} <span className="turn-sub">— {outcomeReason(outcome)}</span>
          </p>
        ) : (
          <p className="turn-title">
            {SIDE[view.turn]} to move
            {view.check !== null && <span className="check-badge">Check</span>}
          </p>
        )}
      </div>

      {subMoves && !outcome && (
        <>
          <p className="turn-count" data-testid="turn-count">
            Sub-move {Math.min(progress.played.length + 1, allowed)} of {allowed}
            <span className="turn-sub">
              {' '}
              · {progress.remaining} more allowed
              {view.turn === 0 && allowed === 2 && progress.played.length === 0
                ? ' (first turn: two at most)'
                : ''}
            </span>
          </p>
          <ol className="turn-submoves" aria-label="Sub-moves this turn">
            {progress.played.length === 0 ? (
              <li className="turn-empty">No sub-move yet</li>
            ) : (
              progress.played.map((move, index) => (
                <li key={index}>
                  <span className="turn-index">{index + 1}</span>
                  {move.san}
                </li>
              ))
            )}
          </ol>
          <div className="turn-levels" aria-label="Levels this turn">
            {[0, 1, 2].map((level) => {
              const closed = progress.usedLevels.includes(level);
              return (
                <span
                  key={level}
                  className={closed ? 'level-chip is-closed' : 'level-chip'}
                  style={{ ['--level-tint' as string]: LEVEL_TINTS[level] }}
                  data-level-state={closed ? 'closed' : 'open'}
                >
                  <span className="level-chip-number">{level + 1}</span>
                  {closed ? 'closed' : 'open'}
                </span>
              );
            })}
          </div>
        </>
      )}

      <div className="turn-actions">
        {subMoves && progress.canEnd && (
          <button type="button" className="button button-primary" onClick={() => state.endTurn()}>
            End turn
          </button>
        )}
        {(fullControls || (subMoves && progress.played.length > 0)) && (
          <button
            type="button"
            className="button"
            onClick={() => state.undo()}
            disabled={!session.canUndo()}
          >
            <span aria-hidden="true">↶</span> {subMoves ? 'Undo last sub-move' : 'Undo'}
          </button>
        )}
        {fullControls && (
          <button
            type="button"
            className="button"
            onClick={() => state.redo()}
            disabled={!session.canRedo()}
          >
            <span aria-hidden="true">↷</span> Redo
          </button>
        )}
      </div>

      {fullControls && !outcome && (
        <div className="turn-secondary">
          {confirming ? (
            <>
              <span>
                {confirming === 'resign'
                  ? `${SIDE[view.turn]} resigns?`
                  : 'Both players agree to a draw?'}
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setConfirming(null);
                  if (confirming === 'resign') state.resign();
                  else state.agreeDraw();
                }}
              >
                Yes
              </button>
              <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                No
              </button>
            </>
          ) : (
            <>
              <button type="button" className="link-button" onClick={() => setConfirming('resign')}>
                Resign
              </button>
              <button type="button" className="link-button" onClick={() => setConfirming('draw')}>
                Agree a draw
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
