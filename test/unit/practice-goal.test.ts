/**
 * A practice chapter's goal (src/content/practice.ts) as tables: each goal against a game won,
 * drawn, lost or going on, within a number of turns or not; and the student's finished turns
 * counted from a game's moves (a Parallel worlds turn of several sub-moves is one turn).
 */
import { describe, expect, it } from 'vitest';
import { practiceStatus, turnsFinished, type PracticeGame } from '../../src/content/practice';
import type { PracticeGoal } from '../../src/content/study';

const WON: PracticeGame = { over: true, winner: 0 };
const LOST: PracticeGame = { over: true, winner: 1 };
const DRAWN: PracticeGame = { over: true, winner: null };
const GOING: PracticeGame = { over: false, winner: null };

describe('practice goal', () => {
  it.each<[string, PracticeGoal, PracticeGame, number, unknown]>([
    ['win: won', { kind: 'win' }, WON, 10, { kind: 'reached' }],
    ['win: drawn', { kind: 'win' }, DRAWN, 10, { kind: 'missed' }],
    ['win: lost', { kind: 'win' }, LOST, 10, { kind: 'missed' }],
    ['win: going, no limit', { kind: 'win' }, GOING, 10, { kind: 'going', turnsLeft: null }],
    ['win within 5: 3 done', { kind: 'win', turns: 5 }, GOING, 3, { kind: 'going', turnsLeft: 2 }],
    ['win within 5: 5 done, not won', { kind: 'win', turns: 5 }, GOING, 5, { kind: 'missed' }],
    ['win within 5: won on the fifth', { kind: 'win', turns: 5 }, WON, 5, { kind: 'reached' }],
    [
      'capture a king within 2: taken',
      { kind: 'capture-king', turns: 2 },
      WON,
      2,
      { kind: 'reached' },
    ],
    [
      'capture a king within 2: time up',
      { kind: 'capture-king', turns: 2 },
      GOING,
      2,
      { kind: 'missed' },
    ],
    ['draw: drawn', { kind: 'draw' }, DRAWN, 40, { kind: 'reached' }],
    ['draw: won is more than held', { kind: 'draw' }, WON, 40, { kind: 'reached' }],
    ['draw: lost', { kind: 'draw' }, LOST, 40, { kind: 'missed' }],
    ['draw for 10: held 10 turns', { kind: 'draw', turns: 10 }, GOING, 10, { kind: 'reached' }],
    [
      'draw for 10: 4 to go',
      { kind: 'draw', turns: 10 },
      GOING,
      6,
      { kind: 'going', turnsLeft: 4 },
    ],
  ])('%s', (_, goal, game, done, expected) => {
    expect(practiceStatus(goal, game, done, 0)).toEqual(expected);
  });

  it.each<[string, (0 | 1)[], 0 | 1, 0 | 1, number]>([
    ['no move yet', [], 0, 0, 0],
    ['a turn of three sub-moves, the other side to move', [0, 0, 0], 1, 0, 1],
    ['a turn under way', [0, 0], 0, 0, 0],
    ['two turns and a reply', [0, 0, 1, 0], 1, 0, 2],
    ['Black: after White began', [0, 1, 1, 0], 1, 1, 1],
  ])('finished turns: %s', (_, colors, toMove, student, expected) => {
    expect(
      turnsFinished(
        colors.map((color) => ({ color })),
        toMove,
        student,
      ),
    ).toBe(expected);
  });
});
