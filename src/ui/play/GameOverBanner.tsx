/**
 * The game-over banner over the board: the winner (or a draw) and the reason, with a new game
 * and, where the rules allow it, taking back the last move. Shown by the game page for any view.
 * "New game" is the caller's (`onNewGame`): on a game page the same new game as the game
 * controls' (a new library entry with the same players), so the finished game stays as it is.
 * "Analyse" (given `onAnalyse`) opens the finished game on the analysis board, as lichess offers.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { useT } from '../i18n/i18n';
import { outcomeReason, outcomeScore, outcomeTitle } from '../i18n/outcomeText';
import { useGameSession } from '../../game/useBoardView';

export function GameOverBanner({
  store,
  onNewGame,
  onAnalyse,
}: {
  store: StoreApi<GameState>;
  onNewGame: () => void;
  onAnalyse?: () => void;
}) {
  const t = useT();
  const session = useGameSession(store);
  const outcome = session.outcome;
  if (!outcome) return null;
  const state = store.getState();
  return (
    <section
      className={`game-over game-over-${outcome.winner === null ? 'draw' : outcome.winner === 0 ? 'white' : 'black'}`}
      aria-label={t('over.label')}
      data-testid="game-over"
    >
      <p className="game-over-score">{outcomeScore(outcome)}</p>
      <div>
        <h2 className="game-over-title">{outcomeTitle(outcome, t)}</h2>
        <p className="game-over-reason">{outcomeReason(outcome, t)}</p>
      </div>
      <div className="game-over-actions">
        {session.canUndo() && (
          <button type="button" className="button" onClick={() => state.undo()}>
            {t('over.takeBack')}
          </button>
        )}
        {onAnalyse && (
          <button type="button" className="button" onClick={onAnalyse}>
            {t('controls.analyse')}
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onNewGame}>
          {t('over.newGame')}
        </button>
      </div>
    </section>
  );
}
