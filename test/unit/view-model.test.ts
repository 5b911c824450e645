/**
 * The board view model (src/game/viewModel.ts) hands the views squares already decoded and each
 * target's move facts as data: one row per target kind, the game, position and moves, the man
 * selected, and for one target square its decoded square and the facts that must hold (every
 * other fact false). Then the last turn, the check and the hint come decoded too.
 */
import { describe, expect, it } from 'vitest';
import type { MoveFacts } from '../../src/game/moveFacts';
import { GameSession } from '../../src/game/session';
import { squareNamed } from '../../src/game/squares';
import { buildBoardView } from '../../src/game/viewModel';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';

function sessionOf(game: GameDefinition, fen: string | undefined, moves: string[]): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) expect(started.value.playText(move).ok, move).toBe(true);
  return started.value;
}

interface Row {
  name: string;
  game: GameDefinition;
  fen?: string;
  moves: string[];
  select: string;
  target: string;
  decoded: { level: number; file: number; rank: number };
  facts: Array<keyof MoveFacts>;
}

const ROWS: Row[] = [
  {
    name: 'a quiet move',
    game: PLUNDER,
    moves: [],
    select: 'e2',
    target: 'e4',
    decoded: { level: 0, file: 4, rank: 3 },
    facts: [],
  },
  {
    name: 'a capture',
    game: PLUNDER,
    moves: ['e2e4', 'd7d5'],
    select: 'e4',
    target: 'd5',
    decoded: { level: 0, file: 3, rank: 4 },
    facts: ['capture'], // a pawn takes a pawn: no vest to put on
  },
  {
    name: 'up a level',
    game: PARALLEL_WORLDS,
    moves: [],
    select: '1e2',
    target: '2e2',
    decoded: { level: 1, file: 4, rank: 1 },
    facts: ['levelChange', 'levelUp'],
  },
  {
    name: 'down a level',
    game: PARALLEL_WORLDS,
    moves: [],
    select: '3d2',
    target: '2d2',
    decoded: { level: 1, file: 3, rank: 1 },
    facts: ['levelChange', 'levelDown'],
  },
  {
    name: 'castling',
    game: PLUNDER,
    fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    moves: [],
    select: 'e1',
    target: 'g1',
    decoded: { level: 0, file: 6, rank: 0 },
    facts: ['castle'],
  },
  {
    name: 'a promotion',
    game: PLUNDER,
    fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1',
    moves: [],
    select: 'a7',
    target: 'a8',
    decoded: { level: 0, file: 0, rank: 7 },
    facts: ['promotion'],
  },
];

describe('the view model decodes its targets', () => {
  it.each(ROWS)('$name: $facts', ({ game, fen, moves, select, target, decoded, facts }) => {
    const session = sessionOf(game, fen, moves);
    const square = squareNamed(select, game.levels)!;
    const view = buildBoardView(session, { kind: 'square', square });
    const found = view.targets.find((t) => t.at?.name === target);
    expect(found, target).toBeDefined();
    expect(found!.at).toEqual({
      square: squareNamed(target, game.levels),
      name: target,
      ...decoded,
    });
    expect(found!.origin?.name).toBe(select);
    const truths = Object.entries(found!.facts).filter(([, value]) => value);
    expect(truths.map(([fact]) => fact).sort()).toEqual([...facts].sort());
  });

  it('a drop starts in the pocket: no origin square', () => {
    const session = sessionOf(POCKET_MUTATION, '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1', []);
    const view = buildBoardView(session, { kind: 'pocket', color: 0 });
    const a3 = view.targets.find((t) => t.at?.name === 'a3')!;
    expect(a3.origin).toBeNull();
    expect(a3.facts.drop).toBe(true);
  });

  it('the last turn and the check come decoded', () => {
    const session = sessionOf(PLUNDER, undefined, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    const view = buildBoardView(session, null);
    expect(view.lastMoves.map((m) => `${m.from?.name}-${m.to?.name}`)).toEqual(['d8-h4']);
    expect(view.lastMoves[0]!.to).toMatchObject({ level: 0, file: 7, rank: 3 });
    expect(view.check).toMatchObject({ name: 'e1', file: 4, rank: 0 });
  });
});
