/**
 * The evaluation's sums kept move by move (`Material`, src/engine/evaluate.ts) give the very
 * score `evaluate` computes from scratch: after every legal move of random games of every game
 * (each made and taken back), and after each kind of move that changes more than its two squares
 * or the pockets (castling, en passant, promotion, drops, pocketing, vests, king moves between
 * the kings' slots), with and without a window for the lazy mobility.
 */
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  parseFenOf,
  parseMove,
  type WorkingPosition as Position,
  workingCopy,
} from '../../src/rules';
import { Material, evaluate } from '../../src/engine/evaluate';
import { walkRandomGames } from './support/randomGames';

/** Both evaluations of the position as it stands, unwindowed and in a narrow window. */
function expectSame(material: Material, pos: Position, context: string): void {
  const stand = evaluate(pos);
  // [kept, from scratch] unwindowed, in a narrow window, and far above the score
  const pairs = [
    [material.evaluate(), stand],
    [material.evaluate(stand - 10, stand + 10), evaluate(pos, stand - 10, stand + 10)],
    [material.evaluate(stand + 300, stand + 301), evaluate(pos, stand + 300, stand + 301)],
  ];
  // (a plain comparison first: an expect per move would be most of this test's time)
  for (const [kept, scratch] of pairs) if (kept !== scratch) expect(kept, context).toBe(scratch);
}

describe('Material: kept move by move = from scratch', () => {
  for (const game of GAMES) {
    it(`${game.id}: 12 random games of 80 moves, every move made and unmade`, () => {
      const checked = walkRandomGames(
        game,
        { runs: 12, plies: 80, seed: 0x5eed + game.id.length },
        (pos) => {
          const material = new Material(pos, 100);
          return {
            make: (move) => material.make(move),
            unmake: () => material.unmake(),
            afterMove: (context) => {
              if (pos.winner < 0) expectSame(material, pos, context);
            },
            afterTakeBack: (context) => expectSame(material, pos, context),
          };
        },
      );
      expect(checked).toBeGreaterThan(1000);
    }, 60_000);
  }

  // [game, FEN, moves in canonical notation, the kind of move the row pins down]
  const rows: Array<[string, string, string[], string]> = [
    ['chess', 'r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1', ['e1g1', 'e8c8'], 'castling'],
    ['chess', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', ['e5d6'], 'en passant'],
    ['chess', 'q3k3/1P6/8/8/8/8/8/4K3 w - - 0 1', ['b7a8=Q'], 'a promotion that captures'],
    ['chess', 'qrbnk3/1P6/8/8/8/8/8/4K3 w - - 0 1', ['b7c8=N'], 'an underpromotion'],
    [
      'pocket-mutation',
      'r3k3/8/8/8/8/8/8/R3K3[] w - - 0 5',
      ['a1^I', 'e8d8', 'I@d4'],
      'pocketing, a drop',
    ],
    ['pocket-mutation', 'P3k3/8/8/8/8/8/8/4K3[] w - - 0 5', ['a8^N'], 'a stranded pawn pocketed'],
    [
      'plunder',
      '4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1',
      ['d1d5~N', 'e8f8', 'd5f6*'],
      'a vest taken, then used',
    ],
    ['plunder', '4k3/8/8/3n(q)4/8/8/8/3RK3 w - - 0 1', ['d1d5~Q'], 'the victim’s vest taken'],
    [
      'parallel-worlds',
      'r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8|r3k2r/8/8/8/8/8/8/R3K2R w 1KQkq3KQkq - 0 5',
      ['1e1-1g1', '3a1-2a1', 'end', '1e8-1d8'],
      'castling, a level move, a king move',
    ],
  ];
  it.each(rows)('%s: %s %j (%s)', (gameId, fen, moves) => {
    const parsed = parseFenOf(gameId, fen);
    if (!parsed.ok) throw new Error(parsed.error);
    const pos = workingCopy(parsed.value);
    const material = new Material(pos, 16);
    for (const text of moves) {
      const move = parseMove(pos, text);
      if (!move.ok) throw new Error(move.error);
      material.make(move.value);
      expectSame(material, pos, text);
    }
    moves.forEach(() => material.unmake());
    expectSame(material, pos, 'all taken back');
  });
});
