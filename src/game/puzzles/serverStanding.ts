/**
 * An account's puzzle standing, kept by the game server (issue 45, docs/online.md §Puzzles): the
 * page's standing source (puzzleStanding.ts) over the puzzle client (account/puzzleApi.ts).
 * `GET /api/puzzles/me` is read as the page's standing (an attempt's change is the difference of
 * its rating after and the one before it in the history); an attempt is `POST
 * /api/puzzles/<id>/attempt`, then the standing is read again. A problem (offline, rate-limited,
 * signed out meanwhile) rejects, and the page shows the puzzle without the standing.
 */
import type { PuzzleAttemptResult, PuzzleDashboard } from '../../protocol/puzzles';
import type { PuzzleAnswer } from '../account/puzzleApi';
import type { PuzzleAttempt, PuzzleStanding, PuzzleStandingSource } from './puzzleStanding';

/** The two calls of the puzzle client this needs (a test gives its own). */
export interface PuzzleClient {
  fetchPuzzleDashboard(): Promise<PuzzleAnswer<PuzzleDashboard>>;
  sendAttempt(id: string, win: boolean): Promise<PuzzleAnswer<PuzzleAttemptResult>>;
}

const valueOf = async <T>(answer: Promise<PuzzleAnswer<T>>): Promise<T> => {
  const read = await answer;
  if (!read.ok) throw new Error(`puzzles: ${read.problem}`);
  return read.value;
};

/** The server's dashboard as the page's standing. */
export function standingOfDashboard(dashboard: PuzzleDashboard): PuzzleStanding {
  const { history } = dashboard;
  return {
    rating: Math.round(dashboard.rating),
    deviation: Math.round(dashboard.deviation),
    provisional: dashboard.provisional,
    streak: dashboard.streak,
    bestStreak: dashboard.bestStreak,
    history: history.map((entry, index): PuzzleAttempt => ({
      id: entry.id,
      win: entry.win,
      diff:
        entry.rated && index + 1 < history.length
          ? Math.round(entry.rating) - Math.round(history[index + 1]!.rating)
          : null,
    })),
  };
}

export function serverStanding(client: PuzzleClient): PuzzleStandingSource {
  const read = async () => standingOfDashboard(await valueOf(client.fetchPuzzleDashboard()));
  return {
    read,
    attempt: async (puzzle, win) => {
      const { rated, player } = await valueOf(client.sendAttempt(puzzle.id, win));
      const after = Math.round(player.rating);
      return { before: after - player.diff, after, rated, standing: await read() };
    },
  };
}
