/**
 * The turn panel, the same beside every view: whose turn it is (and check), in Parallel worlds
 * chess the sub-moves made this turn, the levels used (closed) and open, how many sub-moves
 * remain, an "End turn" button once a sub-move is made, and taking back the last sub-move (not
 * while the computer plays its turn). While the boards look back at an earlier position it says
 * so instead, and what it shows (the live turn is not on the boards then). Whole moves, resigning
 * and draws are the game controls' (GameControls.tsx).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { isAway } from '../../game/players';
import { LEVEL_TINTS } from '../../view2d/colors';
import { useT, type Translator } from '../i18n/i18n';
import { outcomeReason, outcomeTitle, sideName } from '../i18n/outcomeText';
import { useBoardView, useGameSession } from '../../game/useBoardView';
import { useLookBack } from './lookBack';
import { playedCount } from '../../game/library';
import type { GameSession } from '../../game/session';

export function TurnPanel({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const view = useBoardView(store);
  const session = useGameSession(store);
  const { progress, outcome } = view;
  const subMoves = view.game.subMoveTurns;
  const allowed = progress.played.length + progress.remaining;
  const state = store.getState();
  const awayTurn = isAway(session.players, view.turn); // its sub-moves are its player's own
  const at = useLookBack();

  if (at !== null)
    return (
      <section className="panel turn-panel is-looking-back" aria-label={t('turn.label')}>
        <p className="turn-title">{t('turn.lookingBack')}</p>
        <p className="turn-sub">{lookBackText(t, session, at)}</p>
      </section>
    );

  return (
    <section className="panel turn-panel" aria-label={t('turn.label')}>
      <div className="turn-header">
        <span className={`side-dot side-${view.turn === 0 ? 'white' : 'black'}`} aria-hidden />
        {outcome ? (
          <p className="turn-title">
            {outcomeTitle(outcome, t)}{' '}
            <span className="turn-sub">— {outcomeReason(outcome, t)}</span>
          </p>
        ) : (
          <p className="turn-title">
            {t('turn.toMove', { side: sideName(t, view.turn) })}
            {view.check !== null && <span className="check-badge">{t('turn.check')}</span>}
          </p>
        )}
      </div>

      {subMoves && !outcome && (
        <>
          <p className="turn-count" data-testid="turn-count">
            {t('turn.subMove', {
              n: Math.min(progress.played.length + 1, allowed),
              total: allowed,
            })}
            <span className="turn-sub">
              {' '}
              · {t('turn.more', { n: progress.remaining })}
              {view.turn === 0 && allowed === 2 && progress.played.length === 0
                ? ` ${t('turn.firstTurn')}`
                : ''}
            </span>
          </p>
          <ol className="turn-submoves" aria-label={t('turn.played')}>
            {progress.played.length === 0 ? (
              <li className="turn-empty">{t('turn.none')}</li>
            ) : (
              progress.played.map((move, index) => (
                <li key={index}>
                  <span className="turn-index">{index + 1}</span>
                  {move.san}
                </li>
              ))
            )}
          </ol>
          <div className="turn-levels" aria-label={t('turn.levels')}>
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
                  {t(closed ? 'turn.closed' : 'turn.open')}
                </span>
              );
            })}
          </div>
        </>
      )}

      <div className="turn-actions">
        {subMoves && progress.canEnd && !awayTurn && (
          <button type="button" className="button button-primary" onClick={() => state.endTurn()}>
            {t('turn.end')}
          </button>
        )}
        {subMoves && progress.played.length > 0 && !awayTurn && (
          <button
            type="button"
            className="button"
            onClick={() => state.undo()}
            disabled={!session.canUndo()}
          >
            <span aria-hidden="true">↶</span> {t('turn.undoSub')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Which position the boards show while looking back, in words. */
function lookBackText(t: Translator, session: GameSession, at: number): string {
  if (at === 0) return t('moves.lookingAtStart');
  return session.game.subMoveTurns
    ? t('moves.lookingBackTurns', {
        n: at,
        total: session.moves.length,
        turn: playedCount(session, at),
      })
    : t('moves.lookingBack', { n: at, total: session.moves.length });
}
