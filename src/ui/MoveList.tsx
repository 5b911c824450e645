/**
 * The move list in human notation (SAN), one row per move number with White's and Black's turn;
 * in Parallel worlds chess a turn's sub-moves stand together in its cell. The newest move is
 * marked and kept in view; the result closes the list when the game has ended.
 */
import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameSession } from '../game/session';
import type { GameState } from '../game/store';
import { outcomeScore } from './outcomeText';
import { useGameSession } from './useGame';

interface TurnCell {
  index: number; // index of the turn's first move
  sans: string[];
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
    const startsTurn = before.subMoves === 0 || index === 0;
    if (startsTurn) {
      if (!row || row.number !== before.fullmove || row.cells[move.color]) {
        row = { number: before.fullmove, cells: [null, null] };
        rows.push(row);
      }
      row.cells[move.color] = { index, sans: [] };
    }
    row!.cells[move.color]!.sans.push(move.san);
  });
  return rows;
}

export function MoveList({ store }: { store: StoreApi<GameState> }) {
  const session = useGameSession(store);
  const rows = moveRows(session);
  const listRef = useRef<HTMLOListElement>(null);
  const count = session.moves.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);
  const lastTurn = rows
    .at(-1)
    ?.cells.reduce<number>(
      (latest, cell) => (cell && cell.index > latest ? cell.index : latest),
      -1,
    );
  return (
    <section className="panel move-list" aria-label="Moves">
      <h2 className="panel-title">Moves</h2>
      {rows.length === 0 ? (
        <p className="move-list-empty">No moves yet.</p>
      ) : (
        <ol className="move-rows" ref={listRef}>
          {rows.map((row) => (
            <li key={`${row.number}-${row.cells[0]?.index ?? row.cells[1]?.index}`}>
              <span className="move-number">{row.number}.</span>
              {row.cells.map((cell, color) => (
                <span
                  key={color}
                  className={cell && cell.index === lastTurn ? 'move-cell is-latest' : 'move-cell'}
                >
                  {cell
                    ? cell.sans.map((san, i) => (
                        <span key={i} className={san === 'end' ? 'move-san move-end' : 'move-san'}>
                          {san}
                        </span>
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
