/**
 * Standard chess rules of the rules core (docs/rules.md §Conventions and §Standard chess), pinned
 * down as tables: each row a
 * position, the rule it exercises and the exact legal moves (canonical strings, sorted) or the
 * exact fact expected. The expectations are worked out by hand from the FIDE Laws of Chess and
 * docs/rules.md, not copied from the engine's output. Also: game endings through `GameRecord`
 * (checkmate, stalemate, repetition, fifty moves, insufficient material and their order), strict
 * FEN reading with its error messages, and the human notation (makeSan/parseSan).
 */
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  GameRecord,
  insufficientMaterial,
  legalMoves,
  makeFen,
  makeMove,
  makeSan,
  parseFen,
  parseMove,
  parseSan,
  play,
  repetitionKey,
  type Outcome,
  type Position,
} from '../../src/rules';

const START = CHESS.startFen;

function position(fen: string): Position {
  const parsed = parseFen(CHESS, fen);
  if (!parsed.ok) throw new Error(`${fen}: ${parsed.error}`);
  return parsed.value;
}

/** All legal moves of `pos`, canonical, in code-point order. */
const movesOf = (pos: Position): string[] =>
  legalMoves(pos)
    .map((m) => makeMove(pos, m))
    .sort();

/** The legal moves of `fen` that start on `from` (e.g. 'e1'), sorted. */
const movesFrom = (fen: string, from: string): string[] =>
  movesOf(position(fen)).filter((m) => m.startsWith(from));

/** A game record from `fen` after playing the canonical `moves` (each must be legal). */
function record(fen: string, moves: string): GameRecord {
  const game = new GameRecord(position(fen));
  for (const [i, move] of moves.split(/\s+/).filter(Boolean).entries()) {
    const played = game.play(move);
    if (!played.ok) throw new Error(`${move} (move ${i + 1}): ${played.error}`);
  }
  return game;
}

interface MoveRow {
  name: string;
  fen: string;
  /** Only the moves of the man on this square, or every move when omitted. */
  from?: string;
  expected: string[];
}

function checkMoveRows(rows: MoveRow[]): void {
  it.each(rows)('$name', ({ fen, from, expected }) => {
    const moves = from ? movesFrom(fen, from) : movesOf(position(fen));
    expect(moves).toEqual([...expected].sort());
  });
}

describe('castling', () => {
  checkMoveRows([
    {
      name: 'White may castle both ways when the squares are empty and safe',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      from: 'e1',
      expected: ['e1c1', 'e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2', 'e1g1'],
    },
    {
      name: 'Black may castle both ways (e8g8, e8c8)',
      fen: 'r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1',
      from: 'e8',
      expected: ['e8c8', 'e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8', 'e8g8'],
    },
    {
      name: 'no castling without the right, even with king and rooks at home',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1',
      from: 'e1',
      expected: ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
    },
    {
      name: 'not out of check (rook on e5 gives check)',
      fen: '4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1',
      from: 'e1',
      expected: ['e1d1', 'e1d2', 'e1f1', 'e1f2'],
    },
    {
      name: 'not through an attacked square (f1 attacked): O-O gone, O-O-O stays',
      fen: '4k3/8/8/5r2/8/8/8/R3K2R w KQ - 0 1',
      from: 'e1',
      expected: ['e1c1', 'e1d1', 'e1d2', 'e1e2'],
    },
    {
      name: 'not into check (g1 attacked)',
      fen: '4k3/8/8/6r1/8/8/8/R3K2R w KQ - 0 1',
      from: 'e1',
      expected: ['e1c1', 'e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
    },
    {
      name: 'an attacked b1 (which the king does not cross) does not stop O-O-O',
      fen: '4k3/8/8/1r6/8/8/8/R3K2R w KQ - 0 1',
      from: 'e1',
      expected: ['e1c1', 'e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2', 'e1g1'],
    },
    {
      name: 'blocked squares: a knight on b1 or g1 stops castling on its side',
      fen: '4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1',
      from: 'e1',
      expected: ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2'],
    },
    {
      name: 'blocked by an enemy man too (bishop on f1 can be taken, not castled past)',
      fen: '4k3/8/8/8/8/8/8/R3Kb1R w KQ - 0 1',
      from: 'e1',
      expected: ['e1c1', 'e1d1', 'e1d2', 'e1f1', 'e1f2'],
    },
  ]);

  it.each([
    {
      name: 'a king move (and back) loses both rights of that side',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      moves: 'e1d1 e8d8 d1e1 d8e8',
      castling: '-',
    },
    {
      name: 'a rook move loses that side only (a1: Q, h8: k)',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      moves: 'a1b1 h8g8',
      castling: 'Kq',
    },
    {
      name: 'a rook captured on its square loses the right (Bxh8 takes away k)',
      fen: 'r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1',
      moves: 'b2h8',
      castling: 'KQq',
    },
    {
      name: 'a rook capturing the enemy rook on its square loses both sides their rights',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      moves: 'a1a8',
      castling: 'Kk',
    },
  ])('$name', ({ fen, moves, castling }) => {
    const game = record(fen, moves);
    expect(makeFen(game.position).split(' ')[2]).toBe(castling);
  });

  it('castling moves the rook too (e1g1 and e8c8)', () => {
    const game = record('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1 e8c8');
    expect(makeFen(game.position)).toBe('2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');
  });

  it('after a rook has left and come back, that side cannot castle', () => {
    const game = record('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'h1h2 e8d8 h2h1 d8e8');
    expect(movesFrom(makeFen(game.position), 'e1')).toEqual([
      'e1c1',
      'e1d1',
      'e1d2',
      'e1e2',
      'e1f1',
      'e1f2',
    ]);
  });
});

describe('en passant', () => {
  checkMoveRows([
    {
      name: 'right after the double step (FEN says d3), the e4 pawn may take on d3',
      fen: '4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1',
      from: 'e4',
      expected: ['e4d3', 'e4e3'],
    },
    {
      name: 'without the right in the FEN, no en passant',
      fen: '4k3/8/8/8/3Pp3/8/8/4K3 b - - 0 1',
      from: 'e4',
      expected: ['e4e3'],
    },
    {
      name: 'pinned along the rank: exd6 would remove both pawns and expose the king to h5',
      fen: '8/8/8/K2Pp2r/8/8/8/7k w - e6 0 1',
      from: 'd5',
      expected: ['d5d6'],
    },
    {
      name: 'the same without the rook: en passant is legal',
      fen: '8/8/8/K2Pp3/8/8/8/7k w - e6 0 1',
      from: 'd5',
      expected: ['d5d6', 'd5e6'],
    },
    {
      name: 'en passant that removes the checking pawn is a legal evasion (e4e3 is not)',
      fen: '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1',
      from: 'e4',
      expected: ['e4d3'],
    },
  ]);

  it('is available only on the move right after the double step', () => {
    const game = record('4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1', 'd2d4');
    expect(movesOf(game.position)).toContain('e4d3');
    expect(makeFen(game.position)).toBe('4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1');
    game.play('e8e7');
    game.play('e1e2');
    expect(movesOf(game.position).filter((m) => m.startsWith('e4'))).toEqual(['e4e3']);
  });

  it('the capture removes the passed pawn', () => {
    const game = record('4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1', 'd2d4 e4d3');
    expect(makeFen(game.position)).toBe('4k3/8/8/8/8/3p4/8/4K3 w - - 0 2');
  });
});

describe('promotion', () => {
  checkMoveRows([
    {
      name: 'a pawn reaching the last rank makes 4 moves (=B, =N, =Q, =R)',
      fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1',
      from: 'e7',
      expected: ['e7e8=B', 'e7e8=N', 'e7e8=Q', 'e7e8=R'],
    },
    {
      name: 'capture-promotions: 4 per square (d8, e8 blocked, f8)',
      fen: '3rrr2/4P3/8/8/8/8/k7/6K1 w - - 0 1',
      from: 'e7',
      expected: ['e7d8=B', 'e7d8=N', 'e7d8=Q', 'e7d8=R', 'e7f8=B', 'e7f8=N', 'e7f8=Q', 'e7f8=R'],
    },
    {
      name: 'Black promotes on rank 1',
      fen: '4k3/8/8/8/8/8/p7/4K3 b - - 0 1',
      from: 'a2',
      expected: ['a2a1=B', 'a2a1=N', 'a2a1=Q', 'a2a1=R'],
    },
  ]);

  it('the promoted piece replaces the pawn', () => {
    const game = record('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7e8=N');
    expect(makeFen(game.position)).toBe('4N3/8/8/8/8/8/k7/4K3 b - - 0 1');
  });
});

describe('check evasions and pins', () => {
  checkMoveRows([
    {
      name: 'check by a rook: king steps aside or the knight blocks; O-O-O is not an escape',
      fen: '1k2r3/8/8/8/8/8/8/R3K1N1 w Q - 0 1',
      expected: ['e1d1', 'e1d2', 'e1f1', 'e1f2', 'g1e2'],
    },
    {
      name: 'double check (rook a1, knight f3): only king moves, Nxf3 is not enough',
      fen: '4k3/8/8/8/8/5n2/8/r3K1N1 w - - 0 1',
      expected: ['e1e2', 'e1f2'],
    },
    {
      name: 'the king takes an unprotected checking queen',
      fen: '4k3/8/8/8/8/8/3q4/4K3 w - - 0 1',
      expected: ['e1d2', 'e1f1'],
    },
    {
      name: 'the king may not take a protected checker (bishop b4 guards d2)',
      fen: '4k3/8/8/8/1b6/8/3q4/4K3 w - - 0 1',
      expected: ['e1f1'],
    },
    {
      name: 'a bishop pinned on the file cannot move at all',
      fen: '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1',
      expected: ['e1d1', 'e1d2', 'e1f1', 'e1f2'],
    },
    {
      name: 'a rook pinned on the file moves along it, up to taking the pinner',
      fen: '4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1',
      from: 'e2',
      expected: ['e2e3', 'e2e4', 'e2e5', 'e2e6', 'e2e7'],
    },
    {
      name: 'a pawn pinned on the diagonal may only take the pinner',
      fen: '4k3/8/8/8/8/6b1/5P2/4K3 w - - 0 1',
      from: 'f2',
      expected: ['f2g3'],
    },
    {
      name: 'the king may not step along the line of a slider checking it',
      fen: '4k3/8/8/8/8/8/8/r3K3 w - - 0 1',
      expected: ['e1d2', 'e1e2', 'e1f2'],
    },
  ]);
});

/** Outcome of the record after the moves, as { winner, reason } or null. */
const outcomeAfter = (fen: string, moves: string): Outcome | null => record(fen, moves).outcome;

describe('game endings', () => {
  it.each([
    {
      name: "Fool's mate: Black mates",
      fen: START,
      moves: 'f2f3 e7e5 g2g4 d8h4',
      outcome: { winner: 1, reason: 'checkmate' },
    },
    {
      name: "Scholar's mate: White mates",
      fen: START,
      moves: 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7',
      outcome: { winner: 0, reason: 'checkmate' },
    },
    {
      name: 'back-rank mate',
      fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
      moves: 'a1a8',
      outcome: { winner: 0, reason: 'checkmate' },
    },
    {
      name: 'check is not mate when the king can escape',
      fen: '6k1/6pp/8/8/8/8/8/R5K1 w - - 0 1',
      moves: 'a1a8',
      outcome: null,
    },
    {
      name: 'stalemate: Qf7 leaves the black king no move and no check',
      fen: '7k/8/6K1/5Q2/8/8/8/8 w - - 0 1',
      moves: 'f5f7',
      outcome: { winner: null, reason: 'stalemate' },
    },
    {
      name: 'stalemate read from a FEN',
      fen: 'k7/2Q5/1K6/8/8/8/8/8 b - - 0 1',
      moves: '',
      outcome: { winner: null, reason: 'stalemate' },
    },
    {
      name: 'checkmate read from a FEN (Black to move and mated)',
      fen: 'k7/1Q6/1K6/8/8/8/8/8 b - - 0 1',
      moves: '',
      outcome: { winner: 0, reason: 'checkmate' },
    },
  ])('$name', ({ fen, moves, outcome }) => {
    const game = record(fen, moves);
    expect(game.outcome).toEqual(outcome);
    if (outcome) {
      expect(game.legalMoves()).toEqual([]);
      expect(game.play('e2e4').ok).toBe(false);
    }
  });

  it('the mated position itself has no legal moves (legalMoves of the position)', () => {
    const game = record(START, 'f2f3 e7e5 g2g4 d8h4');
    expect(legalMoves(game.position)).toEqual([]);
  });
});

describe('threefold repetition', () => {
  const KNIGHTS = 'g1f3 g8f6 f3g1 f6g8';

  it('the start position a third time is a draw, the second time is not', () => {
    expect(outcomeAfter(START, `${KNIGHTS} g1f3 g8f6 f3g1`)).toBeNull();
    expect(outcomeAfter(START, `${KNIGHTS} ${KNIGHTS}`)).toEqual({
      winner: null,
      reason: 'repetition',
    });
  });

  it('the occurrences need not be consecutive', () => {
    const game = record(START, `${KNIGHTS} b1c3 b8c6 c3b1 c6b8`);
    expect(game.outcome).toEqual({ winner: null, reason: 'repetition' });
  });

  it('the same placement with other castling rights is another position', () => {
    // The kings' shuffle loses every castling right: the start placement comes back twice
    // without them, so the start (with KQkq) and the two returns are not three of a kind.
    const rooks = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
    const shuffle = 'e1f1 e8f8 f1e1 f8e8';
    const game = record(rooks, `${shuffle} ${shuffle}`);
    expect(game.outcome).toBeNull();
    expect(repetitionKey(game.positions[0]!)).not.toBe(repetitionKey(game.position));
    expect(repetitionKey(game.positions[4]!)).toBe(repetitionKey(game.position));
    // Kings on f1/f8 (White to move) came first after ply 2, again after ply 6: a third time ends it.
    game.play('e1f1');
    game.play('e8f8');
    expect(game.outcome).toEqual({ winner: null, reason: 'repetition' });
  });

  it('undo takes a repetition back', () => {
    const game = record(START, `${KNIGHTS} ${KNIGHTS}`);
    expect(game.outcome?.reason).toBe('repetition');
    game.undo();
    expect(game.outcome).toBeNull();
    game.play('f6g8');
    expect(game.outcome?.reason).toBe('repetition');
  });

  // After d2d4 the placement with Black to move and an en passant right occurs once; the kings'
  // shuffle then brings the same placement back twice without the right
  // (docs/rules.md §Conventions / When a game ends: the
  // right counts only when an en passant capture is actually possible, as in the FIDE laws).
  it.each([
    {
      name: 'an en passant right that can be used makes a different position',
      fen: '4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1',
      shuffle: 'e8d8 e1d1 d8e8 d1e1',
      draws: false,
    },
    {
      name: 'an en passant right that no pawn can use does not count',
      fen: '4k3/8/8/8/p7/8/3P4/4K3 w - - 0 1',
      shuffle: 'e8d8 e1d1 d8e8 d1e1',
      draws: true,
    },
    {
      name: 'an en passant right whose capture would be illegal (pawn pinned on the rank) does not count',
      fen: '8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1',
      shuffle: 'a4a5 e1d1 a5a4 d1e1',
      draws: true,
    },
  ])('$name', ({ fen, shuffle, draws }) => {
    const game = record(fen, `d2d4 ${shuffle} ${shuffle}`);
    expect(makeFen(game.positions[1]!).split(' ')[3]).toBe('d3');
    expect(repetitionKey(game.positions[1]!) === repetitionKey(game.position)).toBe(draws);
    expect(game.outcome).toEqual(draws ? { winner: null, reason: 'repetition' } : null);
  });
});

describe('fifty-move rule and the order of endings', () => {
  it.each([
    {
      name: 'the 100th ply without pawn move or capture draws',
      fen: '4k3/8/8/8/8/8/8/R3K3 w - - 99 80',
      moves: 'a1a2',
      outcome: { winner: null, reason: 'fifty-moves' },
    },
    {
      name: 'at 99 plies the game goes on',
      fen: '4k3/8/8/8/8/8/8/R3K3 w - - 98 80',
      moves: 'a1a2',
      outcome: null,
    },
    {
      name: 'a pawn move on the 100th ply resets the count',
      fen: '4k3/8/8/8/8/8/P7/R3K3 w - - 99 80',
      moves: 'a2a3',
      outcome: null,
    },
    {
      name: 'a halfmove clock of 100 in the FEN is already a draw',
      fen: '4k3/8/8/8/8/8/8/R3K3 w - - 100 80',
      moves: '',
      outcome: { winner: null, reason: 'fifty-moves' },
    },
    {
      name: 'mate on the 100th ply wins (checkmate comes before fifty-moves)',
      fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80',
      moves: 'a1a8',
      outcome: { winner: 0, reason: 'checkmate' },
    },
    {
      name: 'stalemate on the 100th ply is a stalemate',
      fen: '7k/8/6K1/5Q2/8/8/8/8 w - - 99 80',
      moves: 'f5f7',
      outcome: { winner: null, reason: 'stalemate' },
    },
    {
      name: 'insufficient material comes before fifty-moves',
      fen: '4k3/8/8/8/8/8/8/4K3 w - - 100 80',
      moves: '',
      outcome: { winner: null, reason: 'insufficient-material' },
    },
    {
      name: 'fifty-moves comes before repetition (third occurrence on the 100th ply)',
      fen: 'r3k3/8/8/8/8/8/8/R3K3 w - - 92 50',
      moves: 'a1a2 a8a7 a2a1 a7a8 a1a2 a8a7 a2a1 a7a8',
      outcome: { winner: null, reason: 'fifty-moves' },
    },
    {
      name: 'the same repetition earlier in the count is a repetition',
      fen: 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 50',
      moves: 'a1a2 a8a7 a2a1 a7a8 a1a2 a8a7 a2a1 a7a8',
      outcome: { winner: null, reason: 'repetition' },
    },
  ])('$name', ({ fen, moves, outcome }) => {
    expect(outcomeAfter(fen, moves)).toEqual(outcome);
  });
});

describe('insufficient material', () => {
  it.each([
    { name: 'K v K', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', dead: true },
    { name: 'K+N v K', fen: '4k3/8/8/8/8/8/8/4KN2 w - - 0 1', dead: true },
    { name: 'K v K+N', fen: '4kn2/8/8/8/8/8/8/4K3 w - - 0 1', dead: true },
    { name: 'K+B v K', fen: '4k3/8/8/8/8/8/8/4KB2 w - - 0 1', dead: true },
    {
      name: 'K+B v K+B, both on light squares (f1, c8)',
      fen: '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1',
      dead: true,
    },
    {
      name: 'K+B v K+B, both on dark squares (c1, f8)',
      fen: '4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1',
      dead: true,
    },
    {
      name: 'K+B v K+B, opposite colours (f1, f8)',
      fen: '4kb2/8/8/8/8/8/8/4KB2 w - - 0 1',
      dead: false,
    },
    { name: 'K+B+B (same colour) v K', fen: '4k3/8/8/8/8/8/8/3BKB2 w - - 0 1', dead: false },
    { name: 'K+N v K+N', fen: '4kn2/8/8/8/8/8/8/4KN2 w - - 0 1', dead: false },
    { name: 'K+N+N v K', fen: '4k3/8/8/8/8/8/8/3NKN2 w - - 0 1', dead: false },
    { name: 'K+P v K', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', dead: false },
    { name: 'K+R v K', fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', dead: false },
    { name: 'K+Q v K', fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1', dead: false },
  ])('$name: dead = $dead', ({ fen, dead }) => {
    expect(insufficientMaterial(position(fen))).toBe(dead);
    expect(outcomeAfter(fen, '')).toEqual(
      dead ? { winner: null, reason: 'insufficient-material' } : null,
    );
  });

  it('a capture down to K v K ends the game at once', () => {
    expect(outcomeAfter('4k3/8/8/8/8/8/3q4/4K3 w - - 0 1', 'e1d2')).toEqual({
      winner: null,
      reason: 'insufficient-material',
    });
  });
});

describe('FEN reading is strict', () => {
  const S = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
  it.each([
    { name: 'five fields', fen: `${S} w KQkq - 0`, error: 'expected 6 fields' },
    { name: 'seven fields', fen: `${S} w KQkq - 0 1 x`, error: 'expected 6 fields' },
    { name: 'two spaces between fields', fen: `${S} w  KQkq - 0 1`, error: 'expected 6 fields' },
    {
      name: 'seven ranks',
      fen: 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      error: 'board has 7 ranks, expected 8',
    },
    {
      name: 'a rank with 9 files (digits)',
      fen: 'rnbqkbnr/pppppppp/8/8/8/1p7/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      error: 'rank 3 has 9 files',
    },
    {
      name: 'a rank with 9 files (pieces)',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1',
      error: 'rank 1 has more than 8 files',
    },
    {
      name: 'a rank with 7 files',
      fen: 'rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      error: 'rank 8 has 7 files',
    },
    {
      name: 'two digits in a row',
      fen: 'rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      error: 'rank 6 has two digits in a row',
    },
    {
      name: 'no black king',
      fen: 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1',
      error: 'Black must have exactly one king, found 0',
    },
    {
      name: 'two white kings',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1',
      error: 'White must have exactly one king, found 2',
    },
    {
      name: 'a white pawn on rank 1',
      fen: '4k3/8/8/8/8/8/8/P3K3 w - - 0 1',
      error: "a pawn on a1: a pawn on White's first rank cannot exist in chess",
    },
    {
      name: 'a white pawn on rank 8',
      fen: 'P3k3/8/8/8/8/8/8/4K3 w - - 0 1',
      error: "a pawn on a8: a pawn on White's last rank cannot exist in chess",
    },
    {
      name: 'a black pawn on rank 1',
      fen: '4k3/8/8/8/8/8/8/p3K3 w - - 0 1',
      error: "a pawn on a1: a pawn on Black's last rank cannot exist in chess",
    },
    {
      name: 'a black pawn on rank 8',
      fen: 'p3k3/8/8/8/8/8/8/4K3 w - - 0 1',
      error: "a pawn on a8: a pawn on Black's first rank cannot exist in chess",
    },
    {
      name: 'castling right without the rook',
      fen: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1`,
      error: "castling right 'K' without the rook on its square",
    },
    {
      name: 'castling right without the king',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1',
      error: "castling right 'K' without the king on its square",
    },
    {
      name: 'black castling right with the rook gone',
      fen: '1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      error: "castling right 'q' without the rook",
    },
    {
      name: 'a castling right twice',
      fen: `${S} w KKQkq - 0 1`,
      error: "castling right 'K' is given twice",
    },
    {
      name: 'an unknown castling letter',
      fen: `${S} w KQkx - 0 1`,
      error: "'x' is not a castling right",
    },
    {
      name: 'en passant square on the wrong rank for the side that moved',
      fen: `${S} w KQkq e3 0 1`,
      error: 'en passant square e3: not on the rank a Black double step passes',
    },
    {
      name: 'en passant square with no pawn in front of it',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
      error:
        'en passant square e3: no White man that could have double-stepped stands in front of it',
    },
    {
      name: 'en passant square with its origin occupied',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1',
      error: 'en passant square e3: the squares of the double step are not empty',
    },
    {
      name: 'en passant field that is not a square',
      fen: `${S} w KQkq e9 0 1`,
      error: "en passant 'e9' is not a square",
    },
    {
      name: 'side to move not w or b',
      fen: `${S} x KQkq - 0 1`,
      error: "side to move must be w or b, not 'x'",
    },
    {
      name: 'the side not to move in check',
      fen: '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1',
      error: "Black is in check but it is White's move",
    },
    {
      name: 'negative halfmove clock',
      fen: `${S} w KQkq - -1 1`,
      error: "halfmove clock must be a number ≥ 0, not '-1'",
    },
    {
      name: 'non-numeric halfmove clock',
      fen: `${S} w KQkq - x 1`,
      error: "halfmove clock must be a number ≥ 0, not 'x'",
    },
    {
      name: 'fullmove number 0',
      fen: `${S} w KQkq - 0 0`,
      error: "fullmove number must be a number ≥ 1, not '0'",
    },
    {
      name: 'negative fullmove number',
      fen: `${S} w KQkq - 0 -3`,
      error: "fullmove number must be a number ≥ 1, not '-3'",
    },
    {
      name: 'non-numeric fullmove number',
      fen: `${S} w KQkq - 0 one`,
      error: "fullmove number must be a number ≥ 1, not 'one'",
    },
    {
      name: 'an unknown piece letter',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNY w KQkq - 0 1',
      error: "'Y' is not a piece of chess (rank 1)",
    },
    {
      name: 'a fairy piece letter',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNA w Qkq - 0 1',
      error: "'A' is not a piece of chess (rank 1)",
    },
    {
      name: 'a vest (PlunderChess only)',
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB(N)QKBNR w KQkq - 0 1',
      error: 'vests are not part of chess',
    },
    {
      name: 'a three-level board',
      fen: `${S}|8/8/8/8/8/8/8/8|${S} w KQkq - 0 1`,
      error: 'expected 1 board, found 3',
    },
    // docs/rules.md §Conventions / FEN: fields separated by single spaces, none of them empty,
    // nothing around them.
    {
      name: 'an empty castling field (two spaces)',
      fen: `${S} w  - 0 1`,
      error: "the castling field is empty (write '-' for none)",
      code: 'fen-field-empty',
    },
    {
      name: 'an empty en passant field',
      fen: `${S} w KQkq  0 1`,
      error: 'the en-passant field is empty',
      code: 'fen-field-empty',
    },
    { name: 'a leading space', fen: ` ${START}`, error: 'no spaces', code: 'fen-whitespace' },
    { name: 'a trailing newline', fen: `${START}\n`, error: 'no spaces', code: 'fen-whitespace' },
    { name: 'a trailing tab', fen: `${START}\t`, error: 'line breaks', code: 'fen-whitespace' },
    // Castling letters stand in the standard order KQkq.
    {
      name: 'castling qQ',
      fen: `${S} w qQ - 0 1`,
      error: "castling rights 'qQ' must stand in the order KQkq",
      code: 'castling-order',
    },
    {
      name: 'castling kK',
      fen: `${S} w kK - 0 1`,
      error: "castling rights 'kK' must stand in the order KQkq",
      code: 'castling-order',
    },
    { name: 'castling QK', fen: `${S} w QK - 0 1`, error: 'order KQkq', code: 'castling-order' },
    // Piece letters are ASCII: 'ı'.toUpperCase() is 'I', 'ſ'.toUpperCase() is 'S'.
    { name: 'a dotless ı', fen: `${S.replace('RNBQ', 'ıNBQ')} w - - 0 1`, error: "'ı'" },
    {
      name: 'a Cyrillic К for a king',
      fen: `${S.replace('QKBNR', 'QКBNR')} w - - 0 1`,
      error: "'К' is not a piece of chess (rank 1)",
      code: 'not-a-piece',
    },
    // Counters: bounded so that every FEN the core writes, it reads (no 1e+23, no lost digits).
    {
      name: 'a fullmove number of 10²³',
      fen: `${S} w KQkq - 0 100000000000000000000000`,
      error: 'the fullmove number is larger than any game reaches (at most 1000000)',
      code: 'counter-too-large',
    },
    {
      name: 'a halfmove clock above 2⁵³',
      fen: `${S} w KQkq - 9007199254740993 1`,
      error: 'the halfmove clock is larger than any game reaches',
      code: 'counter-too-large',
    },
    {
      name: 'a fullmove number of ten zeros',
      fen: `${S} w KQkq - 0 0000000000`,
      error: "fullmove number must be a number ≥ 1, not '0000000000'",
      code: 'fullmove',
    },
    {
      name: 'a fullmove number of 1000001',
      fen: `${S} w KQkq - 0 1000001`,
      error: 'at most 1000000',
      code: 'counter-too-large',
    },
    // Echoed input is quoted, escaped to one line and cut to a short excerpt.
    {
      name: 'a newline in the side to move (echoed escaped)',
      fen: `${S} w\nb KQkq - 0 1`,
      error: "side to move must be w or b, not 'w\\nb'",
      code: 'side',
    },
    {
      name: 'a side to move of 100,000 characters (echoed as an excerpt)',
      fen: `${S} ${'x'.repeat(100_000)} KQkq - 0 1`,
      error: `not '${'x'.repeat(40)}…'`,
      code: 'side',
    },
  ])('rejects $name', ({ fen, error, code }) => {
    const parsed = parseFen(CHESS, fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(error);
      expect(parsed.error.startsWith('FEN: ')).toBe(true);
      expect(parsed.error).not.toMatch(/[\n\r]/);
      expect(parsed.error.length).toBeLessThan(160);
      if (code) expect(parsed.problem.code).toBe(code);
    }
  });

  it('the counters stop at 1000000, so the FEN after the move still reads', () => {
    // Draws by rule end the game, but positions are played on (as perft does).
    const before = position('4k3/8/8/8/8/8/8/R3K3 b - - 1000000 1000000');
    const move = parseMove(before, 'e8e7');
    if (!move.ok) throw new Error(move.error);
    const after = play(before, move.value);
    const fen = makeFen(after);
    expect(fen).toBe('8/4k3/8/8/8/8/8/R3K3 w - - 1000000 1000000');
    expect(makeFen(position(fen))).toBe(fen);
  });

  it.each([
    START,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
    'rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2',
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '4k3/8/8/8/8/8/8/4K3 b - - 123 456',
    'r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 30',
    '4k3/8/8/8/8/8/8/4K3 w - - 1000000 1000000',
  ])('reads and writes back exactly: %s', (fen) => {
    expect(makeFen(position(fen))).toBe(fen);
  });

  it('writes the en passant square after a double step, as docs/rules.md §Conventions / FEN allows', () => {
    expect(makeFen(record(START, 'e2e4').position)).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    );
  });
});

describe('canonical notation is strict', () => {
  it.each(['E2E4', 'e2-e4', 'e2e4 ', 'Nf3', '0-0', 'O-O', 'e7e8q', 'e2e5'])(
    'rejects %j from the start position',
    (text) => {
      const parsed = parseMove(position(START), text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toBe(`illegal move '${text}'`);
    },
  );

  it('accepts the canonical form of castling and promotion', () => {
    const castle = position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(parseMove(castle, 'e1g1').ok).toBe(true);
    expect(parseMove(castle, 'O-O').ok).toBe(false);
    const promote = position('8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    expect(parseMove(promote, 'e7e8=Q').ok).toBe(true);
    expect(parseMove(promote, 'e7e8Q').ok).toBe(false);
    expect(parseMove(promote, 'e7e8').ok).toBe(false);
  });
});

describe('human notation (makeSan / parseSan)', () => {
  const FOOL = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2';
  it.each([
    { name: 'pawn step', fen: START, move: 'e2e4', san: 'e4' },
    { name: 'knight move', fen: START, move: 'g1f3', san: 'Nf3' },
    {
      name: 'disambiguation by file',
      fen: '4k3/8/8/8/8/8/4K3/R6R w - - 0 1',
      move: 'a1d1',
      san: 'Rad1',
    },
    {
      name: 'disambiguation by file (other rook)',
      fen: '4k3/8/8/8/8/8/4K3/R6R w - - 0 1',
      move: 'h1d1',
      san: 'Rhd1',
    },
    {
      name: 'disambiguation by rank',
      fen: '4k3/8/8/R7/8/8/4K3/R7 w - - 0 1',
      move: 'a1a3',
      san: 'R1a3',
    },
    {
      name: 'disambiguation by rank (other rook)',
      fen: '4k3/8/8/R7/8/8/4K3/R7 w - - 0 1',
      move: 'a5a3',
      san: 'R5a3',
    },
    {
      name: 'disambiguation by file and rank',
      fen: '1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1',
      move: 'h4e1',
      san: 'Qh4e1',
    },
    {
      name: 'three queens: file suffices',
      fen: '1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1',
      move: 'e4e1',
      san: 'Qee1',
    },
    {
      name: 'three queens: rank suffices',
      fen: '1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1',
      move: 'h1e1',
      san: 'Q1e1',
    },
    {
      name: 'a pinned rival does not disambiguate',
      fen: '4k3/8/8/8/8/1b6/2N5/3K1N2 w - - 0 1',
      move: 'f1e3',
      san: 'Ne3',
    },
    {
      name: 'piece capture',
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2',
      move: 'f3e5',
      san: 'Nxe5',
    },
    {
      name: 'pawn capture',
      fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2',
      move: 'e4d5',
      san: 'exd5',
    },
    { name: 'en passant', fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', move: 'e5d6', san: 'exd6' },
    {
      name: 'promotion with check',
      fen: 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1',
      move: 'e7e8=Q',
      san: 'e8=Q+',
    },
    { name: 'under-promotion', fen: 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1', move: 'e7e8=N', san: 'e8=N' },
    {
      name: 'capture-promotion with check',
      fen: 'k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1',
      move: 'e7d8=Q',
      san: 'exd8=Q+',
    },
    {
      name: 'castling king side',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      move: 'e1g1',
      san: 'O-O',
    },
    {
      name: 'castling queen side',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      move: 'e1c1',
      san: 'O-O-O',
    },
    {
      name: 'Black castles queen side',
      fen: 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1',
      move: 'e8c8',
      san: 'O-O-O',
    },
    {
      name: 'castling with check',
      fen: '5k2/8/8/8/8/8/8/4K2R w K - 0 1',
      move: 'e1g1',
      san: 'O-O+',
    },
    {
      name: 'check by a bishop',
      fen: 'rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3',
      move: 'f1b5',
      san: 'Bb5+',
    },
    { name: 'mate', fen: FOOL, move: 'd8h4', san: 'Qh4#' },
    { name: 'back-rank mate', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', move: 'a1a8', san: 'Ra8#' },
  ])('$name: $move is $san', ({ fen, move, san }) => {
    const pos = position(fen);
    const parsed = parseMove(pos, move);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(makeSan(pos, parsed.value)).toBe(san);
    const back = parseSan(pos, san);
    expect(back).toEqual({ ok: true, value: parsed.value });
    // Check marks are optional when reading; the canonical form is accepted too.
    expect(parseSan(pos, san.replace(/[+#]$/, ''))).toEqual({ ok: true, value: parsed.value });
    expect(parseSan(pos, move)).toEqual({ ok: true, value: parsed.value });
  });

  it.each([
    { fen: START, text: 'Nf4' },
    { fen: START, text: 'e5' },
    { fen: '4k3/8/8/8/8/8/4K3/R6R w - - 0 1', text: 'Rd1' },
    { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1', text: 'O-O' },
  ])('rejects $text in $fen', ({ fen, text }) => {
    expect(parseSan(position(fen), text).ok).toBe(false);
  });

  it('every legal move of a busy position has a distinct SAN that parses back to it', () => {
    const pos = position('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const moves = legalMoves(pos);
    const sans = moves.map((m) => makeSan(pos, m, moves));
    expect(new Set(sans).size).toBe(moves.length);
    for (const [i, san] of sans.entries())
      expect(parseSan(pos, san)).toEqual({ ok: true, value: moves[i] });
  });
});
