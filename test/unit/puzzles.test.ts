/**
 * Puzzles (issue 45, docs/puzzles.md): the format's validator (one row per thing it refuses),
 * uniqueness by brute force over whole turns on small constructed positions (one winning turn
 * kept, two winning positions refused, two orders of the same sub-moves one turn), the themes
 * tagged by code, and the `puzzles list` command line's output. The shipped sets are proved in
 * puzzles-shipped.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  makeFen,
  parseFen,
  parseMove,
  perftDivideTurns,
  play,
  wholeTurns,
  type GameDefinition,
  type Position,
} from '../../src/rules';
import { puzzleId, validatePuzzle, type Theme } from '../../src/puzzles/puzzle';
import { tagThemes } from '../../src/puzzles/themes';
import { minimalWins, uniqueWin } from '../../src/puzzles/wholeTurns';
import { generatePuzzles, startingRating } from '../../src/puzzles/generate';
import { useCli } from './support/rulesCli';

const puzzles = useCli('puzzles');

const position = (game: GameDefinition, fen: string): Position => {
  const parsed = parseFen(game, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

// Parallel worlds: level 1 | level 2 | level 3. White's rook 1a1 takes the king 1a8.
const PW_ONE = 'k7/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';
// … and the rook 3h1 takes the king 3h8: two winning turns reaching two positions.
const PW_TWO = 'k7/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2R w - - 0 10';
// The pawn 1a2 blocks the rook: only stepping it up to level 2 (then the capture) wins.
const PW_BLOCKED = 'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';
// A pawn on level 2 (moves as a queen there) beside PW_ONE.
const PW_MIDDLE = 'k7/8/8/8/8/8/8/R3K3|8/8/8/3P4/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';
// Knights on levels 1 and 3, far from any king: a small tree of whole turns (after a knight's
// sub-move on each outer level nothing can end on level 2, so such a turn ends by itself).
const PW_QUIET = 'k7/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2N w - - 0 10';

const GOOD = {
  id: puzzleId('parallel-worlds', PW_BLOCKED, ['1a2-2a2 1a1-1a8']),
  variant: 'parallel-worlds',
  fen: PW_BLOCKED,
  solution: ['1a2-2a2 1a1-1a8'],
  themes: ['kingCaptureIn1', 'oneTurn', 'betweenLevels'],
  rating: 820,
};

// GOOD after Black's last turn: the king stepped 1b8-1a8 (the half-move clock now 1).
const BLOCKED_AFTER = PW_BLOCKED.replace('0 10', '1 10');
const WITH_LAST_TURN = {
  ...GOOD,
  id: puzzleId('parallel-worlds', BLOCKED_AFTER, GOOD.solution),
  fen: BLOCKED_AFTER,
  lastTurn: {
    fen: PW_BLOCKED.replace('k7/', '1k6/').replace('w - - 0 10', 'b - - 0 9'),
    turn: '1b8-1a8 end',
  },
};

describe('the puzzle validator names what is wrong', () => {
  const rows: Array<[string, unknown, string | null]> = [
    ['a good puzzle', GOOD, null],
    ['not an object', [GOOD], 'puzzle: not an object'],
    ['a field missing', (({ themes: _, ...rest }) => rest)(GOOD), "the field 'themes'"],
    ['an unknown field', { ...GOOD, moves: [] }, "unknown field 'moves'"],
    ['an unknown game', { ...GOOD, variant: 'chess' }, "unknown variant 'chess'"],
    ['a bad FEN', { ...GOOD, fen: 'k7/8 w - - 0 1' }, 'puzzle: fen: FEN:'],
    ['an empty solution', { ...GOOD, solution: [] }, 'non-empty list of turns'],
    ['a turn not a string', { ...GOOD, solution: [3] }, 'must be a string'],
    [
      "a solution ending on the opponent's reply",
      { ...GOOD, fen: PW_ONE, solution: ['1e1-1e2 end', '3h8-3g8 end'] },
      "must end with the solver's turn",
    ],
    [
      'an illegal sub-move (named with its turn)',
      { ...GOOD, solution: ['1a1-1a8'] },
      "solution turn 1 '1a1-1a8': ",
    ],
    [
      'a Parallel worlds turn left unfinished',
      { ...GOOD, fen: PW_ONE, solution: ['1e1-1e2'] },
      "solution turn 1 '1e1-1e2': the turn is not finished (end it with 'end')",
    ],
    [
      'a turn after the game is over',
      { ...GOOD, fen: PW_ONE, solution: ['1a1-1a8', '3h8-3g8 end', '1e1-1e2 end'] },
      "solution turn 2 '3h8-3g8 end': the game is already over (king-captured)",
    ],
    ['an unknown theme', { ...GOOD, themes: ['zwischenzug'] }, "unknown theme 'zwischenzug'"],
    ['a theme twice', { ...GOOD, themes: ['oneTurn', 'oneTurn'] }, 'a theme is listed twice'],
    ['a rating not whole', { ...GOOD, rating: 1200.5 }, 'rating must be a whole number from 400'],
    ['a rating out of range', { ...GOOD, rating: 99 }, 'rating must be a whole number'],
    ['an id that is not its content', { ...GOOD, id: 'abcdef' }, `id must be '${GOOD.id}'`],
    ["the opponent's last turn, reaching the fen", WITH_LAST_TURN, null],
    [
      'a last turn reaching another position',
      { ...WITH_LAST_TURN, lastTurn: { ...WITH_LAST_TURN.lastTurn, turn: '3h8-3g8 end' } },
      "lastTurn: the turn reaches '1k6/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|6k1/8/8/8/8/8/8/4K3 w - - 1 10', not the puzzle's fen",
    ],
    [
      'an illegal last turn',
      { ...WITH_LAST_TURN, lastTurn: { ...WITH_LAST_TURN.lastTurn, turn: '1b8-1b6 end' } },
      "lastTurn: solution turn 1 '1b8-1b6 end': ",
    ],
    [
      'a last turn with an unknown field',
      { ...WITH_LAST_TURN, lastTurn: { ...WITH_LAST_TURN.lastTurn, by: 'b' } },
      "lastTurn: unknown field 'by'",
    ],
    [
      'a last turn that is not an object',
      { ...GOOD, lastTurn: 'e7e5' },
      'lastTurn must be an object',
    ],
  ];
  it.each(rows)('%s', (_what, value, problem) => {
    const result = validatePuzzle(value);
    if (problem === null) expect(result.ok).toBe(true);
    else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(problem);
    }
  });
});

describe('uniqueness by brute force over whole turns', () => {
  const rows: Array<[string, GameDefinition, string, string[] | null]> = [
    // [what, game, FEN, the one winning turn's sub-moves (any order) or null: none or several]
    ['PW: one rook takes a king: kept', PARALLEL_WORLDS, PW_ONE, ['1a1-1a8']],
    ['PW: a king on each level to take: refused', PARALLEL_WORLDS, PW_TWO, null],
    [
      'PW: the blocker steps up, then the capture',
      PARALLEL_WORLDS,
      PW_BLOCKED,
      ['1a2-2a2', '1a1-1a8'],
    ],
    ['PW: no king to take', PARALLEL_WORLDS, PW_QUIET, null],
    [
      'pocket mutation: one mate (Rh8#): kept',
      POCKET_MUTATION,
      'k7/8/1K6/8/8/8/8/7R[] w - - 0 10',
      ['h1h8'],
    ],
    [
      'pocket mutation: two rooks, two mates: refused',
      POCKET_MUTATION,
      'k7/8/1K6/8/8/8/8/6RR[] w - - 0 10',
      null,
    ],
    ['plunder: one mate: kept', PLUNDER, 'k7/8/1K6/8/8/8/8/7R w - - 0 10', ['h1h8']],
    // e8=Q and e8=R both mate: two resulting positions
    ['plunder: two promotions mate: refused', PLUNDER, 'k7/4P3/1K6/8/8/8/8/8 w - - 0 10', null],
  ];
  it.each(rows)('%s', (_what, game, fen, expected) => {
    const win = uniqueWin(position(game, fen));
    if (expected === null) expect(win).toBeNull();
    else expect([...win!.moves].sort()).toEqual([...expected].sort());
  });

  it('PW: a needless sub-move before the capture is a longer turn, not a second solution', () => {
    const wins = wholeTurns(position(PARALLEL_WORLDS, PW_ONE), true);
    expect(wins.length).toBeGreaterThan(1); // e.g. 1e1-1e2, then the rook takes
    expect(wins.some((win) => win.moves.length === 2 && win.moves[1] === '1a1-1a8')).toBe(true);
    expect(minimalWins(wins).map((win) => win.moves)).toEqual([['1a1-1a8']]);
  });

  it('PW: orders of the same sub-moves that reach one position are one turn', () => {
    const start = position(PARALLEL_WORLDS, PW_QUIET);
    // every sequence of sub-moves (perft's turns: orders counted apart), by the FEN it reaches
    const sequences = perftDivideTurns(start, 1).map(([turn]) => turn);
    const reached = new Set(
      sequences.map((turn) =>
        makeFen(
          turn.split(' ').reduce((pos, text) => {
            const move = parseMove(pos, text);
            if (!move.ok) throw new Error(move.error);
            return play(pos, move.value);
          }, start),
        ),
      ),
    );
    const turns = wholeTurns(start);
    expect(sequences).toContain('1h1-1g3 3h1-3g3');
    expect(sequences).toContain('3h1-3g3 1h1-1g3');
    expect(turns.length).toBe(reached.size);
    expect(turns.length).toBeLessThan(sequences.length);
    const both = turns.filter((t) =>
      ['1h1-1g3 3h1-3g3', '3h1-3g3 1h1-1g3'].includes(t.moves.join(' ')),
    );
    expect(both).toHaveLength(1);
  });
});

describe('themes, tagged by code', () => {
  const rows: Array<[string, GameDefinition, string, string[], Theme[]]> = [
    // [what, game, FEN, solution, the themes expected]
    ['a king taken at once', PARALLEL_WORLDS, PW_ONE, ['1a1-1a8'], ['kingCaptureIn1', 'oneTurn']],
    [
      'between levels',
      PARALLEL_WORLDS,
      PW_BLOCKED,
      ['1a2-2a2 1a1-1a8'],
      ['kingCaptureIn1', 'oneTurn', 'betweenLevels'],
    ],
    [
      'three sub-moves and the middle level queen moves',
      PARALLEL_WORLDS,
      PW_MIDDLE,
      ['2d5-2d7 3e1-3f1 1a1-1a8'],
      ['kingCaptureIn1', 'oneTurn', 'threeSubMoves', 'middleLevelQueen'],
    ],
    [
      'mate in 1 and promotion',
      PLUNDER,
      'k7/4P3/1K6/8/8/8/8/8 w - - 0 10',
      ['e7e8=Q'],
      ['mateIn1', 'oneTurn', 'promotion'],
    ],
    [
      'a vest used',
      PLUNDER,
      'k7/8/1K6/8/8/8/8/2B(N)5 w - - 0 10',
      ['c1d3*'],
      ['advantage', 'oneTurn', 'vest'],
    ],
    [
      'plunder',
      PLUNDER,
      'k7/8/1K6/8/8/8/3n4/2B5 w - - 0 10',
      ['c1d2~N'],
      ['advantage', 'oneTurn', 'plunder'],
    ],
    [
      'a fork, then the rook taken',
      PLUNDER,
      'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 10',
      ['b5c7', 'e8e7', 'c7a8'],
      ['advantage', 'short', 'fork'],
    ],
    [
      'the only defence (Ra1# threatened)',
      PLUNDER,
      '6k1/8/8/8/8/8/r4PPP/6K1 w - - 0 10',
      ['h2h3'],
      ['advantage', 'oneTurn', 'onlyDefence'],
    ],
    [
      'a drop',
      POCKET_MUTATION,
      'k7/8/1K6/8/8/8/8/8[R] w - - 0 10',
      ['R@h7'],
      ['advantage', 'oneTurn', 'drop'],
    ],
    [
      'a mutation (N into B)',
      POCKET_MUTATION,
      'k7/8/1K6/8/8/8/8/4N3[] w - - 0 10',
      ['e1^B'],
      ['advantage', 'oneTurn', 'mutation'],
    ],
    [
      'promotion through the pocket (P from the last rank into N)',
      POCKET_MUTATION,
      'k3P3/8/1K6/8/8/8/8/8[] w - - 0 10',
      ['e8^N'],
      ['advantage', 'oneTurn', 'pocketPromotion'],
    ],
  ];
  it.each(rows)('%s', (_what, game, fen, solution, themes) => {
    expect(tagThemes(game, fen, solution).sort()).toEqual([...themes].sort());
  });

  it('the starting rating grows with solver turns, sub-moves, depth and rare ideas', () => {
    expect(startingRating(['1a1-1a8'], ['kingCaptureIn1'], 0)).toBe(700);
    expect(startingRating(['1a2-2a2 1a1-1a8'], ['betweenLevels'], 0)).toBe(920);
    expect(startingRating(['b5c7', 'e8e7', 'c7a8'], ['fork'], 6)).toBe(1190);
  });
});

describe('the generator', () => {
  // A one-game deterministic run whose game gives a puzzle (seeds picked for short games); the
  // generator yields lazily, so the test stops at the first puzzle.
  it.each([
    ['pocket-mutation', POCKET_MUTATION, 5],
    ['parallel-worlds', PARALLEL_WORLDS, 3],
  ])(
    "%s: a generated puzzle carries the opponent's last turn, which reaches its fen",
    (_name, game, seed) => {
      const first = generatePuzzles({ game, games: 1, level: 1, seed }).next();
      expect(first.done).toBe(false);
      const puzzle = first.value!;
      expect(puzzle.lastTurn).toBeDefined();
      const { fen, turn } = puzzle.lastTurn!;
      expect(fen.split(' ')[1]).not.toBe(puzzle.fen.split(' ')[1]); // the opponent's turn
      expect(turn).not.toBe('');
      // The validator replays the turn from lastTurn.fen and refuses it unless it reaches fen.
      expect(validatePuzzle(JSON.parse(JSON.stringify(puzzle)))).toEqual({
        ok: true,
        value: puzzle,
      });
    },
    30_000,
  );
});

describe('puzzles list', () => {
  it.each(['parallel-worlds', 'pocket-mutation', 'plunder'])(
    '%s: JSON lines { id, variant, fen, solution, themes, rating }, each valid',
    (variant) => {
      const run = puzzles('list', '--variant', variant);
      expect(run.status).toBe(0);
      expect(run.lines.length).toBeGreaterThan(0);
      for (const line of run.lines) {
        const value = JSON.parse(line) as Record<string, unknown>;
        expect(Object.keys(value)).toEqual([
          'id',
          'variant',
          'fen',
          'solution',
          'themes',
          'rating',
        ]);
        expect(value.variant).toBe(variant);
        expect(validatePuzzle(value).ok).toBe(true);
      }
    },
  );

  it.each([
    [['list', '--variant', 'go'], "error: unknown game 'go'"],
    [['list'], 'error: --variant is required'],
    [
      ['generate', '--variant', 'plunder', '--games', '1'],
      'error: --games, --level and --seed are required',
    ],
    [['solve'], "error: unknown command 'solve'"],
  ])('bad input %j: exit status 2 and one line', (args, message) => {
    const run = puzzles(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(message);
  });
});
