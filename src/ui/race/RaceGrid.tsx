/**
 * The teacher's grid: each player a row, each puzzle a column, each cell right (✓), wrong (✗) or
 * not answered yet. A cell's turns (what the player played, in the game's notation) show on
 * hover as its title and, on a click, in the line under the grid, which a teacher can read out
 * or talk over. The grid scrolls inside its box with the names and puzzle numbers kept in view,
 * so a hall of players does not push the leaderboard off the screen.
 */
import { useState } from 'react';
import { useRaceWords } from './raceWords';

/** One player's answer to one puzzle. */
export interface GridAnswer {
  readonly right: boolean;
  readonly turns: readonly string[]; // ['1e2-1e4 end', 'd8h4'] — the player's turns, canonical
}

/** A row of the grid. */
export interface GridRow {
  readonly name: string;
  readonly answers: readonly (GridAnswer | null)[]; // by puzzle; null: not answered yet
}

export function RaceGrid({ rows, puzzles }: { rows: readonly GridRow[]; puzzles: number }) {
  const w = useRaceWords();
  const [picked, setPicked] = useState<{ name: string; puzzle: number } | null>(null);
  const numbers = Array.from({ length: puzzles }, (_, index) => index + 1);
  const pickedRow = picked && rows.find((row) => row.name === picked.name);
  const pickedAnswer = pickedRow?.answers[picked!.puzzle - 1] ?? null;
  return (
    <section className="race-grid" aria-label={w('grid')}>
      <div className="race-grid-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{w('name')}</th>
              {numbers.map((number) => (
                <th key={number} scope="col" title={w('puzzle', { number })}>
                  {number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-grid-player={row.name}>
                <th scope="row">{row.name}</th>
                {numbers.map((number) => {
                  const answer = row.answers[number - 1] ?? null;
                  const state = answer === null ? 'none' : answer.right ? 'right' : 'wrong';
                  const said = w(answer === null ? 'unanswered' : answer.right ? 'right' : 'wrong');
                  return (
                    <td key={number} data-answer={state} data-puzzle={number}>
                      {answer === null ? (
                        <span aria-label={`${w('puzzle', { number })}: ${said}`}>·</span>
                      ) : (
                        <button
                          type="button"
                          className="race-cell"
                          title={answer.turns.join(' · ') || w('noTurns')}
                          aria-label={`${row.name}, ${w('puzzle', { number })}: ${said}`}
                          aria-pressed={picked?.name === row.name && picked.puzzle === number}
                          onClick={() => setPicked({ name: row.name, puzzle: number })}
                        >
                          {answer.right ? '✓' : '✗'}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {picked && pickedAnswer && (
        <p className="race-turns" role="status" data-turns-of={`${picked.name} ${picked.puzzle}`}>
          <strong>
            {picked.name}, {w('puzzle', { number: picked.puzzle })}:
          </strong>{' '}
          {w(pickedAnswer.right ? 'right' : 'wrong')}. {w('turns')}:{' '}
          <code>{pickedAnswer.turns.join(' · ') || w('noTurns')}</code>{' '}
          <button type="button" className="button" onClick={() => setPicked(null)}>
            {w('close')}
          </button>
        </p>
      )}
    </section>
  );
}
