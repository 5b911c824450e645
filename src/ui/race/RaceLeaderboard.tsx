/**
 * A race's live leaderboard, for the back of a hall: rank, name, score (the puzzles solved) and a
 * progress bar per player (the puzzles answered of the race's count, the right ones filled). It shows the first
 * `limit` rows and counts the rest ("and 187 more"), so two hundred names never break the big
 * screen; a wide screen lays the rows out in two columns (race.css). The host's page, the
 * presenter's race slide and the player's phone (its own row marked) use it.
 */
import type { CSSProperties } from 'react';
import type { RaceStanding } from '../../protocol';
import { useRaceWords } from './raceWords';

export function RaceLeaderboard({
  standings,
  players,
  puzzles,
  limit,
  me = null,
}: {
  standings: readonly RaceStanding[]; // best first (all of them, or the server's top)
  players: number; // how many race (the rows not shown are counted)
  puzzles: number; // the race's count of puzzles
  limit: number; // the rows shown at most
  me?: number | null; // this phone's player, marked
}) {
  const w = useRaceWords();
  const shown = standings.slice(0, limit);
  const rest = Math.max(0, players - shown.length);
  return (
    <section className="race-board" aria-label={w('leaderboard')}>
      <ol className="race-rows" data-rows={shown.length}>
        {shown.map((row) => (
          <li
            key={row.id}
            className="race-row"
            data-race-player={row.name}
            data-solved={row.solved}
            data-rank={row.rank}
            {...(row.id === me ? { 'data-me': '' } : {})}
          >
            <span className="race-rank" aria-label={w('rank')}>
              {row.rank}
            </span>
            <span className="race-name">{row.name}</span>
            <span
              className="race-progress"
              role="meter"
              aria-label={w('progress')}
              aria-valuemin={0}
              aria-valuemax={puzzles}
              aria-valuenow={row.answered}
              style={
                {
                  '--right': `${(100 * row.solved) / Math.max(1, puzzles)}%`,
                  '--answered': `${(100 * row.answered) / Math.max(1, puzzles)}%`,
                } as CSSProperties
              }
            />
            <span className="race-score" aria-label={w('score')}>
              {row.solved}
            </span>
          </li>
        ))}
      </ol>
      {rest > 0 && (
        <p className="race-more" data-more={rest}>
          {w('more', { count: rest })}
        </p>
      )}
    </section>
  );
}
