/**
 * The flat games' mobility term counted on occupancy bits (src/engine/mobility.ts) against a
 * walk along every line of every piece on the board, square by square: in random positions of the
 * three flat games (Pocket mutation chess's fairy pieces, nightriders among them, and
 * PlunderChess's vested men, whose vests do not count), and in hand-made ones where a ride meets
 * its first man on each side of the two words.
 */
import { describe, expect, it } from 'vitest';
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_WAZIR,
  DIAGONAL,
  GAMES,
  KING,
  KNIGHT_LEAPS,
  ORTHOGONAL,
  PAWN,
  PIECES,
  parseFenOf,
  workingCopy,
  type WorkingPosition as Position,
} from '../../src/rules';
import { mobility } from '../../src/engine/mobility';
import { randomPositions } from './support/randomPositions';

/** The reach of every piece, walked square by square: White's less Black's. */
function walked(pos: Position): number {
  let total = 0;
  for (let square = 0; square < 128; square++) {
    const code = pos.board[square]!;
    if (square & 0x88 || !code) continue;
    const type = code & 31;
    if (type === PAWN || type === KING) continue;
    const atoms = PIECES[type]!.atoms;
    let reach = 0;
    const lines = (deltas: readonly number[], ride: number, step: number): void => {
      if (!(atoms & (ride | step))) return;
      for (const d of deltas)
        for (let t = square + d, k = 0; !(t & 0x88) && k < (atoms & ride ? 7 : 1); t += d, k++) {
          const other = pos.board[t]!;
          if (other && (other & 32) === (code & 32)) break;
          reach++;
          if (other) break;
        }
    };
    lines(ORTHOGONAL, ATOM_ROOK, ATOM_WAZIR);
    lines(DIAGONAL, ATOM_BISHOP, ATOM_FERZ);
    lines(KNIGHT_LEAPS, ATOM_NIGHTRIDER, ATOM_KNIGHT);
    total += code & 32 ? -reach : reach;
  }
  return total;
}

describe('mobility on occupancy bits = a walk along every line', () => {
  for (const game of GAMES.filter((g) => !g.subMoveTurns)) {
    it(`${game.id}: 300 random positions`, () => {
      let fairy = 0;
      for (const pos of randomPositions(game, 300, 0x30b + game.id.length)) {
        expect(mobility(pos)).toBe(walked(pos));
        if (pos.board.some((code) => (code & 31) > 6)) fairy++;
      }
      if (game.pockets) expect(fairy).toBeGreaterThan(10);
    });
  }

  // [what it pins down, game, FEN]
  const rows: Array<[string, string, string]> = [
    ['a rook whose file crosses from rank 4 to 5', 'chess', '4k3/8/3p4/8/8/8/3R4/4K3 w - - 0 1'],
    ['a rook downwards from rank 5 to 4', 'chess', '4k3/3r4/8/3r4/8/8/3P4/4K3 w - - 0 1'],
    ['bishops with nothing on their lines', 'chess', '4k3/8/8/3B4/8/8/8/4K2b w - - 0 1'],
    ['a queen among own and enemy men', 'chess', '4k3/8/2pPp3/2PQP3/2pPp3/8/8/4K3 w - - 0 1'],
    ['a knight in the corner and one in the middle', 'chess', 'n3k3/8/8/4N3/8/8/8/4K3 w - - 0 1'],
    ['a nightrider and an amazon rider', 'pocket-mutation', '4k3/8/8/3I4/8/2z5/8/4K3[] w - - 0 5'],
    [
      'a rook in a knight vest (the vest does not count)',
      'plunder',
      '4k3/8/8/8/8/8/8/R(N)3K3 w - - 0 1',
    ],
  ];
  it.each(rows)('%s', (_what, gameId, fen) => {
    const parsed = parseFenOf(gameId, fen);
    if (!parsed.ok) throw new Error(parsed.error);
    const pos = workingCopy(parsed.value);
    expect(mobility(pos)).toBe(walked(pos));
  });
});
