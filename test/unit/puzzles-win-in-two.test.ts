/**
 * Parallel worlds puzzles won in two turns (src/puzzles/winIn2.ts, docs/puzzles.md): on small
 * constructed positions, the rules core's proof — the opponent's escapes walked over every whole
 * turn, the one minimal first turn that wins in two kept, none or two refused — and the puzzle
 * made of it, whose first turn's sub-moves come in another order too.
 */
import { describe, expect, it } from 'vitest';
import {
  PARALLEL_WORLDS,
  parseFen,
  parseMove,
  play,
  workingCopy,
  type Position,
} from '../../src/rules';
import { validatePuzzle } from '../../src/puzzles/puzzle';
import { uniqueWin } from '../../src/puzzles/wholeTurns';
import {
  anotherOrder,
  canEscape,
  minimalWinsInTwo,
  uniqueWinInTwo,
  winInTwoPuzzle,
} from '../../src/puzzles/winIn2';

const position = (fen: string): Position => {
  const parsed = parseFen(PARALLEL_WORLDS, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

const after = (start: Position, turn: string): Position =>
  turn.split(' ').reduce((pos, text) => {
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(move.error);
    return play(pos, move.value);
  }, start);

// Black's kings on 1h8 and 3h8 behind their pawns. A white rook on rank 8 of one level is parried
// by a pawn stepping up to level 2 and the king stepping into the hole; both levels at once need
// two such steps up, and only one sub-move of a turn can end on level 2. So the two rook moves
// win in two, in either order, and neither alone does.
const BACK_RANKS = '7k/6pp/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/6pp/8/8/8/8/8/R3K3 w - - 0 20';
// The rook on level 1 alone.
const ONE_BACK_RANK = '7k/6pp/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/6pp/8/8/8/8/8/4K3 w - - 0 20';
// Two rooks on level 1: 1a1-1a8 and 1b1-1b8 each win with 3a1-3a8, two minimal turns.
const TWO_ROOKS = '7k/6pp/8/8/8/8/8/RR2K3|8/8/8/8/8/8/8/8|7k/6pp/8/8/8/8/8/R3K3 w - - 0 20';
// The king 1a8 can be taken now: a one-turn puzzle, not this kind.
const TAKE_NOW = 'k7/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';

const sorted = (moves: readonly string[]): string[] => [...moves].sort();

describe('a first turn that wins in two, by the rules core', () => {
  const rows: Array<[string, string, string[][] | null]> = [
    // [what, FEN, the minimal winning turns' sub-moves (any order), or null: given up]
    ['two back ranks: the two rook moves', BACK_RANKS, [['1a1-1a8', '3a1-3a8']]],
    ['one back rank: the hole defends', ONE_BACK_RANK, []],
    ['two rooks: two minimal turns', TWO_ROOKS, null],
    ['a king to take now: not this kind', TAKE_NOW, null],
  ];
  it.each(rows)('%s', (_what, fen, expected) => {
    const wins = minimalWinsInTwo(position(fen));
    if (expected === null) expect(wins).toBeNull();
    else expect(wins!.map((win) => sorted(win.moves))).toEqual(expected.map(sorted));
  });

  it('the opponent escapes one threat, not two', () => {
    const start = position(BACK_RANKS);
    expect(canEscape(workingCopy(after(start, '1a1-1a8 end')))).toBe(true);
    expect(canEscape(workingCopy(after(start, '3a1-3a8 end')))).toBe(true);
    expect(canEscape(workingCopy(after(start, '1a1-1a8 3a1-3a8')))).toBe(false);
  });

  it('a turn with a needless third sub-move is the same turn with an extra', () => {
    // 2a1 is White's: after both rook moves it may still step up, a longer winning turn
    const start = position(BACK_RANKS.replace('|8/8/8/8/8/8/8/8|', '|8/8/8/8/8/8/8/N7|'));
    expect(canEscape(workingCopy(after(start, '1a1-1a8 3a1-3a8 2a1-2b2')))).toBe(false);
    expect(sorted(uniqueWinInTwo(start)!.moves)).toEqual(['1a1-1a8', '3a1-3a8']);
  });
});

describe('another order of a turn', () => {
  it('two sub-moves on two levels commute', () => {
    expect(anotherOrder(position(BACK_RANKS), '1a1-1a8 3a1-3a8')).toBe('3a1-3a8 1a1-1a8');
  });

  it('a blocker stepping up before the capture does not', () => {
    const blocked = 'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 0 10';
    expect(anotherOrder(position(blocked), '1a2-2a2 1a1-1a8')).toBeNull();
  });
});

describe('the puzzle won in two', () => {
  it('is the winning turn, a reply that leaves one king to take, and its capture', () => {
    const start = position(BACK_RANKS);
    const puzzle = winInTwoPuzzle(start, null, 1, 1)!;
    expect(puzzle.solution).toHaveLength(3);
    expect(puzzle.solution[0]).toBe('1a1-1a8 3a1-3a8');
    expect(puzzle.themes).toEqual(expect.arrayContaining(['kingCaptureIn2', 'short']));
    expect(validatePuzzle(puzzle).ok).toBe(true);
    const replied = after(after(start, puzzle.solution[0]!), puzzle.solution[1]!);
    expect(uniqueWin(replied)!.moves.join(' ')).toBe(puzzle.solution[2]);
  });

  it('none where no first turn wins in two', () => {
    expect(winInTwoPuzzle(position(ONE_BACK_RANK), null, 1, 1)).toBeNull();
  });
});
