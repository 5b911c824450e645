/**
 * The engine's exact king-capture test for Parallel worlds chess (`src/engine/kingCapture.ts`)
 * against brute force: every sequence of sub-moves in the rest of the turn, tried on the board.
 * A table of hand-made positions, one row per turn shape and blocking case: a capture in one
 * sub-move; in two (a man steps onto level 2 and opens a line); in three (the level-2 square above
 * that man is taken by an own man, which first steps on to the other outer level); and each
 * reason none of these works. Then random positions (also mid-turn), and positions built around
 * the three shapes with random clutter, moves already made this turn, used levels and en passant
 * rights, all against brute force. The brute force is the rules core's legal moves tried in every
 * order; it shares no code with the detector, so a weakened detector fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  END_TURN,
  PARALLEL_WORLDS,
  legalMoves,
  makeFen,
  makeMove,
  parseFen,
  parseMove,
  type Move,
  type WorkingPosition as Position,
  workingCopy,
} from '../../src/rules';
import { findKingCapture } from '../../src/engine';
import { canCaptureKing } from '../../src/engine/kingCapture';
import { seededRandom } from '../../src/engine/random';
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
    [
      'three: the man above the blocker steps on to level 1, the blocker up, the rook takes',
      '7k/8/8/8/8/8/8/7K|8/8/8/8/N7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 10',
      [],
      ['2a4-1a4', '3a4-2a4', '3a1-3a8'],
    ],
    [
      'three, on level 1: the man above steps on to level 3, the blocker up, the bishop takes',
      board('K6k/8/8/8/3N4/8/8/B7', '8/8/8/8/3R4/8/8/8', '7k/8/8/8/8/8/8/K7'),
      [],
      ['2d4-3d4', '1d4-2d4', '1a1-1h8'],
    ],
    [
      'no three: the square on the other outer level is taken',
      '7k/8/8/8/B7/8/8/7K|8/8/8/8/N7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 10',
      [],
      null,
    ],
    [
      "no three: the man above the blocker is the opponent's",
      '7k/8/8/8/8/8/8/7K|8/8/8/8/n7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 10',
      [],
      null,
    ],
    [
      'no three: the other outer level was used this turn',
      '7k/8/8/8/8/8/7P/7K|8/8/8/8/N7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 10',
      ['1h2-1h3'],
      null,
    ],
    [
      "no three: White's first turn has two sub-moves",
      '7k/8/8/8/8/8/8/7K|8/8/8/8/N7/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 1',
      [],
      null,
    ],
  ];
  it.each(rows)('%s', (_what, fen, before, expected) => {
    const pos = position(fen, before);
    const found = findKingCapture(pos);
    expect(found && written(pos, found)).toEqual(expected);
    expect(found !== null).toBe(bruteForce(pos));
    expect(canCaptureKing(pos)).toBe(found !== null);
  });
});

/** The sub-moves of `line`, played from `pos`, in canonical notation. */
function written(pos: Position, line: readonly number[]): string[] {
  const work = pos.clone();
  return line.map((move) => {
    const text = makeMove(work, move as Move);
    work.make(move);
    return text;
  });
}

describe('king capture within a turn: random positions against brute force', () => {
  it('agrees on 70 random positions (turn starts and mid-turn)', () => {
    const positions = randomPositions(PARALLEL_WORLDS, 70, 77);
    let captures = 0;
    for (const pos of positions) {
      const expected = bruteForce(pos);
      const found = findKingCapture(pos);
      if ((found !== null) !== expected || canCaptureKing(pos) !== expected)
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

/** The eight directions of a line from a square: (file step, rank step). */
const LINES = [-1, 0, 1]
  .flatMap((df) => [-1, 0, 1].map((dr) => [df, dr] as const))
  .filter(([df, dr]) => df || dr);

/**
 * Positions built around the three shapes: an enemy king on level 1 or 3, an own rider on a line
 * to it, an own man between them; above that man on level 2 nothing, an own man or an enemy man;
 * the square beyond on the other outer level empty or taken; then random men anywhere, a random
 * en passant right, and sometimes a sub-move or two of this turn already made.
 */
function builtPositions(count: number, seed: number): Position[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const out: Position[] = [];
  while (out.length < count) {
    const white = random() < 0.5;
    const own = (letter: string) => (white ? letter : letter.toLowerCase());
    const enemy = (letter: string) => (white ? letter.toLowerCase() : letter);
    const grid = [0, 1, 2].map(() => Array<string>(64).fill(''));
    const at = (level: number, file: number, rank: number) => [level, rank * 8 + file] as const;
    const empty = (level: number, file: number, rank: number) => !grid[level]![rank * 8 + file];
    const put = (level: number, file: number, rank: number, letter: string) => {
      const [l, i] = at(level, file, rank);
      grid[l]![i] = letter;
    };
    const level = pick([0, 2]);
    const [kf, kr] = [Math.floor(random() * 8), Math.floor(random() * 8)];
    const [df, dr] = pick(LINES);
    const near = 1 + Math.floor(random() * 3);
    const far = near + 1 + Math.floor(random() * 3);
    const [bf, br, rf, rr] = [kf + df * near, kr + dr * near, kf + df * far, kr + dr * far];
    if ([bf, br, rf, rr].some((c) => c < 0 || c > 7)) continue;
    put(level, kf, kr, enemy('K'));
    put(level, rf, rr, own(df && dr ? pick(['B', 'Q']) : pick(['R', 'Q'])));
    const men = ['N', 'B', 'R', 'Q', 'P'];
    const man = (rank: number) => pick(rank === 0 || rank === 7 ? men.slice(0, 4) : men);
    put(level, bf, br, own(man(br)));
    const above = random();
    if (above < 0.6) put(1, bf, br, own(man(br)));
    else if (above < 0.75) put(1, bf, br, enemy(man(br)));
    if (random() < 0.3) put(2 - level, bf, br, pick([own, enemy])(man(br)));
    const placeAnywhere = (letter: (l: string) => string, piece: string, levels: number[]) => {
      for (let tries = 0; tries < 50; tries++) {
        const [l, f, r] = [pick(levels), Math.floor(random() * 8), Math.floor(random() * 8)];
        if (piece === 'P' && (r === 0 || r === 7)) continue;
        if (!empty(l, f, r)) continue;
        put(l, f, r, letter(piece));
        return;
      }
    };
    placeAnywhere(own, 'K', [0]);
    placeAnywhere(own, 'K', [2]);
    placeAnywhere(enemy, 'K', [2 - level]);
    for (let n = Math.floor(random() * 4); n > 0; n--)
      placeAnywhere(pick([own, enemy]), man(3), [0, 1, 2]);
    let enPassant = '-';
    if (random() < 0.25) {
      const [l, f] = [pick([0, 2]), Math.floor(random() * 8)];
      const [pawnRank, passed, from] = white ? [4, 5, 6] : [3, 2, 1];
      if (empty(l, f, pawnRank) && empty(l, f, passed) && empty(l, f, from)) {
        put(l, f, pawnRank, enemy('P'));
        enPassant = `${l + 1}${'abcdefgh'[f]}${passed + 1}`;
      }
    }
    const fenOf = (cells: string[]) =>
      [7, 6, 5, 4, 3, 2, 1, 0]
        .map((r) =>
          cells
            .slice(r * 8, r * 8 + 8)
            .map((c) => c || '1')
            .join('')
            .replace(/1+/g, (ones) => String(ones.length)),
        )
        .join('/');
    const fen = `${grid.map(fenOf).join('|')} ${white ? 'w' : 'b'} - ${enPassant} 0 ${2 + Math.floor(random() * 30)}`;
    const parsed = parseFen(PARALLEL_WORLDS, fen);
    if (!parsed.ok) continue;
    const pos = workingCopy(parsed.value);
    const before = random() < 0.35 ? 1 + Math.floor(random() * 2) : 0;
    for (let i = 0; i < before && pos.winner < 0; i++) {
      const moves = legalMoves(pos).filter((move) => move !== END_TURN);
      if (moves.length === 0) break;
      pos.make(pick(moves));
    }
    if (pos.winner < 0 && pos.turn === (white ? 0 : 1)) out.push(pos);
  }
  return out;
}

describe('king capture within a turn: positions built around the three shapes', () => {
  it('agrees with brute force on 1,000 of them, and finds lines of one, two and three sub-moves', () => {
    const lengths = [0, 0, 0, 0];
    let none = 0;
    for (const pos of builtPositions(1000, 2026)) {
      const expected = bruteForce(pos);
      const found = findKingCapture(pos);
      if ((found !== null) !== expected || canCaptureKing(pos) !== expected)
        throw new Error(
          `disagrees (brute force ${String(expected)}) on ${makeFen(pos)} after ${pos.subMoves} sub-moves`,
        );
      if (!found) {
        none++;
        continue;
      }
      lengths[found.length]!++;
      const work = pos.clone();
      for (const move of found) work.make(move);
      expect(work.winner).toBe(pos.turn);
    }
    // every shape and the lack of one are in the sample
    expect(lengths.slice(1).every((n) => n >= 20)).toBe(true);
    expect(none).toBeGreaterThanOrEqual(100);
  }, 120_000);
});
