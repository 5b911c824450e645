/**
 * The engine's exact king-capture test for Parallel worlds chess (`src/engine/kingCapture.ts`)
 * against brute force: every sequence of sub-moves in the rest of the turn, tried on the board.
 * Random positions (also mid-turn) plus a table of hand-made ones: a capture in one sub-move,
 * in two (a man steps onto level 2 and opens a line), none when level 2 is used or the man on
 * the line is the opponent's.
 */
import { describe, expect, it } from 'vitest';
import {
  END_TURN,
  PARALLEL_WORLDS,
  legalMoves,
  makeMove,
  parseFen,
  parseMove,
  type Move,
  type WorkingPosition as Position,
  workingCopy,
} from '../../src/rules';
import { findKingCapture } from '../../src/engine';
import { randomPositions } from './support/randomPositions';

/** Can the side to move take a king in the rest of its turn? Every sequence, tried. */
function bruteForce(pos: Position): boolean {
  const us = pos.turn;
  for (const move of legalMoves(pos)) {
    if (move === END_TURN) continue;
    pos.make(move);
    const won = pos.winner === us || (pos.turn === us && bruteForce(pos));
    pos.unmake();
    if (won) return true;
  }
  return false;
}

function position(fen: string, moves: string[] = []): Position {
  const parsed = parseFen(PARALLEL_WORLDS, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  const pos = workingCopy(parsed.value);
  for (const text of moves) {
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(move.error);
    pos.make(move.value);
  }
  return pos;
}

const EMPTY = '8/8/8/8/8/8/8/8';
const board = (l1: string, l2: string, l3: string, side = 'w'): string =>
  `${l1}|${l2}|${l3} ${side} - - 0 5`;

describe('king capture within a turn: hand-made positions', () => {
  const rows: Array<[string, string, string[], string[] | null]> = [
    // [what it pins, FEN, sub-moves already made, expected line]
    [
      'a rook takes the king on level 1 in one sub-move',
      board('4k3/8/8/8/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
      [],
      ['1e1-1e8'],
    ],
    [
      'a knight in the way steps onto level 2, then the rook takes',
      board('4k3/8/8/4N3/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
      [],
      ['1e5-2e5', '1e1-1e8'],
    ],
    [
      'the same on level 3: the blocker steps down',
      board('6k1/8/8/8/8/8/8/6K1', EMPTY, '3k4/8/8/8/3B4/8/8/3Q2K1'),
      [],
      ['3d4-2d4', '3d1-3d8'],
    ],
    [
      'no: level 2 was used this turn, so the blocker cannot step off',
      board('4k3/8/8/4N3/8/8/8/4R1K1', 'B7/8/8/8/8/8/8/8', '4k3/8/8/8/8/8/8/6K1'),
      ['2a8-2b7'],
      null,
    ],
    [
      'no: the square above the blocker is taken',
      board('4k3/8/8/4N3/8/8/8/4R1K1', '8/8/8/4n3/8/8/8/8', '4k3/8/8/8/8/8/8/6K1'),
      [],
      null,
    ],
    [
      "no: the man in the way is the opponent's",
      board('4k3/8/8/4n3/8/8/8/4R1K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
      [],
      null,
    ],
    [
      'no: the rook already moved this turn',
      board('4k3/8/8/8/8/8/8/R5K1', EMPTY, '4k3/8/8/8/8/8/8/6K1'),
      ['1a1-1e1'],
      null,
    ],
  ];
  it.each(rows)('%s', (_what, fen, before, expected) => {
    const pos = position(fen, before);
    const found = findKingCapture(pos);
    expect(
      found?.map((move, i) => makeMove(i === 0 ? pos : afterFirst(pos, found), move as Move)) ??
        null,
    ).toEqual(expected);
    expect(found !== null).toBe(bruteForce(pos));
  });
});

/** The position after the first move of `line`, for writing the second. */
function afterFirst(pos: Position, line: number[]): Position {
  const work = pos.clone();
  work.make(line[0]!);
  return work;
}

describe('king capture within a turn: random positions against brute force', () => {
  it('agrees on 70 random positions (turn starts and mid-turn)', () => {
    const positions = randomPositions(PARALLEL_WORLDS, 70, 77);
    let captures = 0;
    for (const pos of positions) {
      const expected = bruteForce(pos);
      const found = findKingCapture(pos);
      if ((found !== null) !== expected)
        throw new Error(`disagrees (brute force ${String(expected)}) on ${pos.game.id}`);
      if (found) {
        captures++;
        const work = pos.clone();
        for (const move of found) work.make(move);
        expect(work.winner).toBe(pos.turn);
      }
    }
    expect(captures).toBeGreaterThan(3); // the sample has positions of both kinds
    expect(captures).toBeLessThan(positions.length);
  }, 120_000);
});
