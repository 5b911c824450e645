/**
 * The move list in human notation (SAN), one row per move number with White's and Black's turn;
 * in Parallel worlds chess a turn's sub-moves stand together in its cell. Every move is a button
 * that looks back at the position after it (lookBack.ts: the boards show it read-only), "Start"
 * shows the start position, and the newest move is kept in view. The result closes the list when
 * the game has ended. A "?" beside the title opens the notation page of the game (`?notation=`).
 * Texts come from the app's dictionary (i18n.ts).
 */
import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import { gameIdOf } from '../common/games';
import { useT } from '../i18n/i18n';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import { lookAt, useLookBack } from './lookBack';
import { outcomeScore } from '../i18n/outcomeText';
import { useGameSession } from '../../game/useBoardView';

interface TurnCell {
  index: number; // index of the turn's first move
  moves: Array<{ index: number; san: string }>;
}

interface Row {
  number: number;
  cells: [TurnCell | null, TurnCell | null];
}

/** Groups the session's moves into numbered rows of White's and Black's turns. */
export function moveRows(session: GameSession): Row[] {
  const rows: Row[] = [];
  session.moves.forEach((move, index) => {
    const before = session.positionAt(index);
    let row = rows.at(-1);
    if (before.subMoves === 0 || index === 0) {
      if (!row || row.number !== before.fullmove || row.cells[move.color]) {
        row = { number: before.fullmove, cells: [null, null] };
        rows.push(row);
      }
      row.cells[move.color] = { index, moves: [] };
    }
    row!.cells[move.color]!.moves.push({ index, san: move.san });
  });
  return rows;
}

export function MoveList({
  store,
  onNavigate,
}: {
  store: StoreApi<GameState>;
  onNavigate?: (route: Route) => void; // given: the title has a link to the notation page
}) {
  const t = useT();
  const session = useGameSession(store);
  const at = useLookBack();
  const rows = moveRows(session);
  const listRef = useRef<HTMLOListElement>(null);
  const count = session.moves.length;
  const shown = at === null ? count : at; // moves played in the position on the boards

  useEffect(() => {
    const list = listRef.current;
    if (list && at === null) list.scrollTop = list.scrollHeight;
  }, [count, at]);

  return (
    <section className="panel move-list" aria-label={t('moves.title')}>
      <div className="move-list-head">
        <h2 className="panel-title">
          {t('moves.title')}
          {onNavigate && (
            <RouteLink
              to={{ page: 'notation', game: gameIdOf(session.game) }}
              onNavigate={onNavigate}
              className="notation-link"
            >
              <span aria-hidden="true">?</span>
              <span className="visually-hidden">{t('notation.link')}</span>
            </RouteLink>
          )}
        </h2>
        {count > 0 && (
          <button
            type="button"
            className="link-button"
            aria-current={shown === 0 ? 'step' : undefined}
            onClick={() => lookAt(0, count)}
          >
            {t('moves.start')}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="move-list-empty">{t('moves.empty')}</p>
      ) : (
        <ol className="move-rows" ref={listRef}>
          {rows.map((row) => (
            <li key={`${row.number}-${row.cells[0]?.index ?? row.cells[1]?.index}`}>
              <span className="move-number">{row.number}.</span>
              {row.cells.map((cell, color) => (
                <span key={color} className="move-cell">
                  {cell
                    ? cell.moves.map(({ index, san }) => (
                        <button
                          key={index}
                          type="button"
                          className={san === 'end' ? 'move-san move-end' : 'move-san'}
                          aria-current={index + 1 === shown ? 'step' : undefined}
                          onClick={() => lookAt(index + 1, count)}
                        >
                          {san === 'end' ? t('moves.end') : san}
                        </button>
                      ))
                    : color === 0
                      ? '…'
                      : ''}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
      {session.outcome && <p className="move-result">{outcomeScore(session.outcome)}</p>}
    </section>
  );
}

/** The notice over the boards while looking back, with the way back to the game. */
/**
 * Over the top of the board while looking back (laid over it, so the board never moves): that it
 * is, and the way back to the game; the turn panel says which position it is.
 */
export function LookBackNotice() {
  const t = useT();
  const at = useLookBack();
  if (at === null) return null;
  return (
    <p className="view-notice look-back-notice" role="status">
      {t('turn.lookingBack')} ·{' '}
      <button type="button" className="link-button" onClick={() => lookAt(null, 0)}>
        {t('moves.live')}
      </button>
    </p>
  );
}
