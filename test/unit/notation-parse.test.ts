/**
 * `parseMove` reads a move's squares from its text and writes out only the legal moves on those
 * squares (issue 44: the server parsed every turn by writing out every legal move). It must
 * accept exactly what writing out every legal move accepted: checked against that reference on
 * random games of every game (every legal move's text, and near misses of it), and on a table.
 * Also `GameRecord.takeBackKept` / `redo`: moves put back without being played again leave the
 * record as playing them did.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  GameRecord,
  PARALLEL_WORLDS,
  gameById,
  legalMoves,
  makeMove,
  parseFen,
  parseMove,
  play,
  type Position,
} from '../../src/rules';

/** What parseMove answered before: the first legal move whose text is `text`. */
function reference(pos: Position, text: string): number | undefined {
  return legalMoves(pos).find((move) => makeMove(pos, move) === text);
}

function parsed(pos: Position, text: string): number | undefined {
  const result = parseMove(pos, text);
  return result.ok ? result.value : undefined;
}

/** Texts near a move's: a character dropped, added, doubled or changed in case. */
function nearMisses(text: string): string[] {
  return [
    text.slice(1),
    text.slice(0, -1),
    `${text}=Q`,
    `${text}*`,
    `${text}~P`,
    text.toUpperCase(),
    text.replace('-', ''),
    text.replace('@', '^'),
    text.replace('^', '@'),
    `${text}${text}`,
    ` ${text}`,
  ];
}

function start(game: (typeof GAMES)[number]): Position {
  const result = parseFen(game, game.startFen);
  if (!result.ok) throw new Error(game.id);
  return result.value;
}

describe('parseMove', () => {
  for (const game of GAMES)
    it(`accepts what writing out every legal move accepted (${game.id}, random games)`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (choices) => {
          let pos = start(game);
          for (const choice of choices) {
            const legal = legalMoves(pos);
            if (legal.length === 0) break;
            for (const move of legal) {
              const text = makeMove(pos, move);
              expect(parsed(pos, text)).toBe(reference(pos, text));
              for (const miss of nearMisses(text))
                expect(parsed(pos, miss)).toBe(reference(pos, miss));
            }
            pos = play(pos, legal[choice % legal.length]!);
          }
        }),
        { seed: 0x44, numRuns: 4 },
      );
    }, 60_000); // the reference writes out every legal move of every position: slow by design

  it.each([
    ['chess', 'e2e4', true],
    ['chess', 'g1f3', true],
    ['chess', 'e2e5', false],
    ['chess', 'E2E4', false],
    ['chess', 'e2-e4', false],
    ['chess', 'end', false],
    ['chess', '', false],
    ['chess', 'e2', false],
    ['chess', 'e2e4e', false],
    ['parallel-worlds', '1e2-1e4', true],
    ['parallel-worlds', '1e2-1e4=Q', false],
    ['parallel-worlds', '1e21e4', false],
    ['parallel-worlds', 'e2e4', false],
    ['parallel-worlds', '9e2-1e4', false],
    ['parallel-worlds', 'end', false],
  ])('%s: %s is a move at the start: %s', (id, text, legal) => {
    expect(parseMove(start(gameById(id)!), text).ok).toBe(legal);
  });
});

describe('GameRecord.takeBackKept and redo', () => {
  /** What a record says at each move, taken back one at a time to its start. */
  const unwound = (record: GameRecord) => {
    const seen: unknown[] = [];
    for (;;) {
      seen.push([record.moves.length, record.turnFen(), record.outcome]);
      if (record.moves.length === 0) return seen;
      record.undo();
    }
  };

  it('puts moves back as playing them did, and only where they were taken back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 2, maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (choices, count) => {
          const played = new GameRecord(start(PARALLEL_WORLDS));
          const twin = new GameRecord(start(PARALLEL_WORLDS));
          for (const choice of choices) {
            const legal = played.legalMoves();
            if (legal.length === 0) break;
            played.playMove(legal[choice % legal.length]!);
            twin.playMove(legal[choice % legal.length]!);
          }
          const n = Math.min(count, played.moves.length);
          const moves = [...played.moves];
          const kept = played.takeBackKept(n);
          expect(played.moves).toEqual(moves.slice(0, moves.length - n));
          played.playMove(played.legalMoves()[0]!); // tried and taken back, as a provisional
          played.undo();
          expect(played.redo(kept)).toBe(true);
          expect(played.moves).toEqual(moves);
          if (played.moves.length > n) {
            const again = played.takeBackKept(n);
            played.undo(); // elsewhere now: redo refuses and changes nothing
            const before = played.moves.length;
            expect(played.redo(again)).toBe(false);
            expect(played.moves).toHaveLength(before);
            return;
          }
          expect(unwound(played)).toEqual(unwound(twin));
        },
      ),
      { seed: 0x45, numRuns: 80 },
    );
  });
});
