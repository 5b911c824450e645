/**
 * The engine's piece values (`src/engine/values.ts`) keep the order their moves imply: a piece
 * is worth at least every piece whose moves it has (a rider has the steps of its lines, a
 * nightrider the knight's leap), and the standard pieces keep their classical order.
 */
import { describe, expect, it } from 'vitest';
import { PIECES } from '../../src/rules';
import { PIECE_VALUES } from '../../src/engine';

const WAZIR = 1;
const FERZ = 2;
const KNIGHT = 4;
const ROOK = 8;
const BISHOP = 16;
const NIGHTRIDER = 32;

/** The moves an atom set reaches, riders expanded to the steps they cover. */
const reach = (atoms: number): number =>
  atoms |
  (atoms & ROOK ? WAZIR : 0) |
  (atoms & BISHOP ? FERZ : 0) |
  (atoms & NIGHTRIDER ? KNIGHT : 0);

const pieces = PIECES.filter((p) => p.type > 0 && p.letter !== 'K' && p.letter !== 'P');

describe('piece values', () => {
  const pairs = pieces.flatMap((a) =>
    pieces
      .filter((b) => a !== b && (reach(b.atoms) & reach(a.atoms)) === reach(b.atoms))
      .map((b) => [a.letter, b.letter, a.type, b.type] as const),
  );
  it('there are pairs to check', () => expect(pairs.length).toBeGreaterThan(30));
  it.each(pairs)('%s ≥ %s (it has all its moves)', (_a, _b, a, b) => {
    expect(PIECE_VALUES[a]!).toBeGreaterThanOrEqual(PIECE_VALUES[b]!);
  });
  it('pawn < knight < bishop < rook < queen', () => {
    const values = ['P', 'N', 'B', 'R', 'Q'].map(
      (letter) => PIECE_VALUES[PIECES.find((p) => p.letter === letter)!.type]!,
    );
    expect(values).toEqual([...values].sort((x, y) => x - y));
  });
});
