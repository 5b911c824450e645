// An account's puzzle standing read from the game server's answers (src/game/puzzles/
// serverStanding.ts): the dashboard as the page's standing (each rated attempt's change the
// difference from the one before it), an attempt's rating before and after, and a problem of the
// client (signed out, offline) a rejection the page catches. The client is a stand-in with the
// protocol's shapes.
import { describe, expect, it } from 'vitest';
import type { PuzzleAnswer } from '../../src/game/account/puzzleApi';
import { serverStanding, standingOfDashboard } from '../../src/game/puzzles/serverStanding';
import type { PuzzleAttemptResult, PuzzleDashboard } from '../../src/protocol/puzzles';

const entry = (id: string, win: boolean, rated: boolean, rating: number) => ({
  id,
  variant: 'plunder' as const,
  win,
  rated,
  at: '2026-12-07T16:00:00.000Z',
  rating,
});

const DASHBOARD: PuzzleDashboard = {
  rating: 1531.6,
  deviation: 201.2,
  provisional: true,
  games: 3,
  streak: 1,
  bestStreak: 2,
  history: [
    entry('c', true, true, 1531.6), // +40 from 1491.7
    entry('b', false, false, 1491.7), // not rated
    entry('b', false, true, 1491.7), // −20 from 1512.2
    entry('a', true, true, 1512.2), // the oldest listed: its change unknown
  ],
};

describe('an account’s standing', () => {
  it('reads the dashboard as the page shows it', () => {
    expect(standingOfDashboard(DASHBOARD)).toEqual({
      rating: 1532,
      deviation: 201,
      provisional: true,
      streak: 1,
      bestStreak: 2,
      history: [
        { id: 'c', win: true, diff: 40 },
        { id: 'b', win: false, diff: null },
        { id: 'b', win: false, diff: -20 },
        { id: 'a', win: true, diff: null },
      ],
    });
  });

  it('sends an attempt and reads the standing after it', async () => {
    const sent: [string, boolean][] = [];
    const result: PuzzleAttemptResult = {
      rated: true,
      player: { rating: 1531.6, deviation: 201.2, diff: 40, provisional: true },
      puzzle: { rating: 690, deviation: 240, diff: -10 },
      streak: 1,
      bestStreak: 2,
    };
    const source = serverStanding({
      fetchPuzzleDashboard: () => Promise.resolve({ ok: true, value: DASHBOARD }),
      sendAttempt: (id, win) => {
        sent.push([id, win]);
        return Promise.resolve({ ok: true, value: result });
      },
    });
    const outcome = await source.attempt({ id: 'c', rating: 700 }, true);
    expect(sent).toEqual([['c', true]]);
    expect({ before: outcome.before, after: outcome.after, rated: outcome.rated }).toEqual({
      before: 1492,
      after: 1532,
      rated: true,
    });
    expect(outcome.standing.rating).toBe(1532);
  });

  it.each(['not-signed-in', 'offline', 'rate-limited'] as const)(
    'a problem (%s) rejects',
    async (problem) => {
      const refused: PuzzleAnswer<never> = { ok: false, problem };
      const source = serverStanding({
        fetchPuzzleDashboard: () => Promise.resolve(refused),
        sendAttempt: () => Promise.resolve(refused),
      });
      await expect(source.read()).rejects.toThrow(problem);
      await expect(source.attempt({ id: 'a', rating: 700 }, true)).rejects.toThrow(problem);
    },
  );
});
