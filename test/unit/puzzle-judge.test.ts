/**
 * The puzzle judge (src/puzzles/judge.ts) as tables: a turn is right by the position it reaches
 * (any order of a Parallel worlds turn's sub-moves), a sub-move is refused as soon as no
 * completion of the turn can be right, a win is a win, the replies are the puzzle's; and
 * `checkAnswer`, the race server's check, on every shipped puzzle.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAnswer, judgePuzzle, nextSolutionMove } from '../../src/puzzles/judge';
import { puzzleId, validatePuzzle, type Puzzle } from '../../src/puzzles/puzzle';

const puzzle = (variant: string, fen: string, solution: string[]): Puzzle => ({
  id: puzzleId(variant, fen, solution),
  variant,
  fen,
  solution,
  themes: [],
  rating: 1000,
});

// Level 1 | level 2 | level 3 (docs/rules.md). The pawn 1a2 blocks the rook 1a1 from the king 1a8.
const PW_BLOCKED = 'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';
const BLOCKED = puzzle('parallel-worlds', PW_BLOCKED, ['1a2-2a2 1a1-1a8']);
// The rook 1a1 takes the king 1a8 at once; a needless sub-move first still wins.
const ONE = puzzle(
  'parallel-worlds',
  'k7/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10',
  ['1a1-1a8'],
);
// Knights on levels 1 and 3: a quiet turn of two sub-moves that commute (it ends by itself).
const PW_QUIET = 'k7/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2N w - - 0 10';
const QUIET = puzzle('parallel-worlds', PW_QUIET, ['1h1-1g3 3h1-3g3']);
// Pocket mutation chess, a mate in two with a reply (the solver's turn, the reply, the mate).
const shipped = (variant: string): Puzzle[] =>
  readFileSync(`assets/puzzles/${variant}.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const parsed = validatePuzzle(JSON.parse(line));
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    });
const LONGER = shipped('pocket-mutation').find((p) => p.solution.length === 3)!;

describe('the judge follows the solver move by move', () => {
  const rows: Array<[string, Puzzle, string[], ReturnType<typeof judgePuzzle>]> = [
    ['PW: the first sub-move of the solution', BLOCKED, ['1a2-2a2'], { kind: 'continue' }],
    ['PW: the solution', BLOCKED, ['1a2-2a2', '1a1-1a8'], { kind: 'solved' }],
    ['PW: a sub-move that cannot lead to it', BLOCKED, ['1e1-1d1'], { kind: 'wrong' }],
    ['PW: ending the turn before the capture', BLOCKED, ['1a2-2a2', 'end'], { kind: 'wrong' }],
    ['PW: an illegal move', BLOCKED, ['1a1-1a8'], { kind: 'wrong' }],
    [
      'PW: a needless sub-move, then the win still in reach',
      ONE,
      ['3e1-3d1'],
      { kind: 'continue' },
    ],
    ['PW: a win is a win', ONE, ['3e1-3d1', '1a1-1a8'], { kind: 'solved' }],
    ['PW: a sub-move after which no win is left', ONE, ['1e1-1d1'], { kind: 'wrong' }],
    ['PW: the stored order', QUIET, ['1h1-1g3', '3h1-3g3'], { kind: 'solved' }],
    ['PW: another order, first sub-move', QUIET, ['3h1-3g3'], { kind: 'continue' }],
    ['PW: another order, the same position', QUIET, ['3h1-3g3', '1h1-1g3'], { kind: 'solved' }],
    ['PW: another knight move', QUIET, ['3h1-3f2'], { kind: 'wrong' }],
    ['PW: the turn ended half-way', QUIET, ['1h1-1g3', 'end'], { kind: 'wrong' }],
    [
      'flat: the first move',
      LONGER,
      [LONGER.solution[0]!],
      { kind: 'reply', turn: LONGER.solution[1]! },
    ],
    ['flat: the whole line', LONGER, [...LONGER.solution], { kind: 'solved' }],
  ];
  it.each(rows)('%s', (_what, p, moves, verdict) => {
    expect(judgePuzzle(p, moves)).toEqual(verdict);
  });

  it('flat: any other first move is wrong', () => {
    expect(judgePuzzle(LONGER, ['a1a1'])).toEqual({ kind: 'wrong' });
  });

  it('moves after the puzzle is over are a caller error', () => {
    expect(() => judgePuzzle(BLOCKED, ['1a2-2a2', '1a1-1a8', '3h8-3g8'])).toThrow(/over/);
  });
});

describe('the hint is the next sub-move of the solution not played yet', () => {
  const rows: Array<[string, Puzzle, string[], string | null]> = [
    ['at the start', BLOCKED, [], '1a2-2a2'],
    ['after the first sub-move', BLOCKED, ['1a2-2a2'], '1a1-1a8'],
    ['another order: the sub-move left', QUIET, ['3h1-3g3'], '1h1-1g3'],
    ['after the reply', LONGER, LONGER.solution.slice(0, 2), LONGER.solution[2]!],
  ];
  it.each(rows)('%s', (_what, p, moves, hint) => {
    expect(nextSolutionMove(p, moves)).toBe(hint);
  });
});

describe('checkAnswer, the race server check', () => {
  it.each(['parallel-worlds', 'pocket-mutation', 'plunder'])(
    'every shipped %s puzzle: its solver turns are an answer, a wrong first turn is not',
    (variant) => {
      for (const p of shipped(variant)) {
        const solverTurns = p.solution.filter((_, i) => i % 2 === 0);
        expect(checkAnswer(p, solverTurns), p.id).toBe(true);
        expect(checkAnswer(p, solverTurns.slice(0, -1)), p.id).toBe(false);
        expect(checkAnswer(p, [...solverTurns, solverTurns[0]!]), p.id).toBe(false);
      }
    },
  );

  const rows: Array<[string, Puzzle, string[], boolean]> = [
    ['PW: the other order of a quiet turn', QUIET, ['3h1-3g3 1h1-1g3'], true],
    ['PW: a turn that is not the solution', QUIET, ['1h1-1f2 3h1-3g3'], false],
    ['PW: the sub-moves not whole', BLOCKED, ['1a2-2a2'], false],
    ['PW: nonsense', BLOCKED, ['zz'], false],
    ['PW: an empty sub-move', BLOCKED, ['1a2-2a2  1a1-1a8'], false],
    ['nothing', BLOCKED, [], false],
  ];
  it.each(rows)('%s', (_what, p, turns, right) => {
    expect(checkAnswer(p, turns)).toBe(right);
  });
});
