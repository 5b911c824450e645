/**
 * The one replay of a game from a start and moves (src/rules/replay.ts) as a table, one row per
 * rule of reading: canonical and human notation, a level-less move in Parallel worlds chess, a
 * mid-turn FEN's sub-moves, and each way input is refused (a bad FEN, an illegal or ambiguous
 * move, a move after the end); then `stopAtIllegal`, the per-move hook, and the session built on
 * it (`GameSession.replay`) against moves played one by one.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import {
  CHESS,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  makeFen,
  replay,
  type GameDefinition,
  type ReplayStep,
} from '../../src/rules';

type Row = [
  name: string,
  game: GameDefinition,
  fen: string | undefined,
  moves: string[],
  expected: { moves: string[] } | { problem: string },
];

const PW_START = PARALLEL_WORLDS.startFen;

describe('replay: a start and moves', () => {
  it.each<Row>([
    ['no moves: the start position', CHESS, undefined, [], { moves: [] }],
    ['canonical moves', CHESS, undefined, ['e2e4', 'e7e5'], { moves: ['e2e4', 'e7e5'] }],
    [
      'human notation, read as canonical',
      CHESS,
      undefined,
      ['e4', 'Nc6'],
      { moves: ['e2e4', 'b8c6'] },
    ],
    ['spaces around a move are ignored', PLUNDER, undefined, [' e2e4 '], { moves: ['e2e4'] }],
    [
      'a drop in Pocket mutation chess',
      POCKET_MUTATION,
      '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1',
      ['Q@d4'],
      { moves: ['Q@d4'] },
    ],
    [
      'Parallel worlds: a level-less move only one level has (level 1 moved this turn)',
      PARALLEL_WORLDS,
      `${PW_START} ; 1e2-1e4`,
      ['Nf3'],
      { moves: ['1e2-1e4', '3g1-3f3'] },
    ],
    [
      'Parallel worlds: a mid-turn FEN plays its sub-moves first',
      PARALLEL_WORLDS,
      `${PW_START} ; 1e2-1e4`,
      ['3g1-3f3'],
      { moves: ['1e2-1e4', '3g1-3f3'] },
    ],
    [
      'a bad FEN is refused with its problem',
      CHESS,
      '8/8 w - - 0 1',
      [],
      { problem: 'rank-count' },
    ],
    ['an illegal move is refused', CHESS, undefined, ['e2e5'], { problem: 'not-a-legal-move' }],
    [
      'Parallel worlds: a level-less move both levels have is ambiguous',
      PARALLEL_WORLDS,
      undefined,
      ['Nf3'],
      { problem: 'ambiguous-move' },
    ],
    [
      'a move after the end (fool’s mate) is refused',
      CHESS,
      undefined,
      ['f2f3', 'e7e5', 'g2g4', 'd8h4', 'e2e4'],
      { problem: 'game-over' },
    ],
  ])('%s', (_name, game, fen, moves, expected) => {
    const replayed = replay(game, fen, moves);
    if ('problem' in expected) {
      expect(replayed.ok ? 'replayed' : replayed.problem.code).toBe(expected.problem);
      return;
    }
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.value.moves).toEqual(expected.moves);
  });

  it('stopAtIllegal: the moves before the first that cannot be played, no failure', () => {
    const replayed = replay(CHESS, undefined, ['e2e4', 'e2e4', 'e7e5'], { stopAtIllegal: true });
    expect(replayed.ok && replayed.value.moves).toEqual(['e2e4']);
  });

  it('the hook sees every move played, the FEN’s sub-moves first, with its position’s legal moves', () => {
    const steps: ReplayStep[] = [];
    const replayed = replay(PARALLEL_WORLDS, `${PW_START} ; 1e2-1e4`, ['3g1-3f3'], {
      onMove: (step) => steps.push(step),
    });
    if (!replayed.ok) throw new Error(replayed.error);
    expect(steps.map((step) => step.before)).toEqual(replayed.value.positions.slice(0, 2));
    expect(steps.every((step) => step.legal.includes(step.move))).toBe(true);
  });
});

describe('GameSession.replay', () => {
  it('is the session of the same moves played one by one, with their notation and facts', () => {
    const moves = ['e2e4', 'd7d5', 'e4d5', 'd8d5'];
    const replayed = GameSession.replay(PLUNDER, undefined, moves);
    const started = GameSession.start(PLUNDER);
    if (!replayed.ok || !started.ok) throw new Error('the start is refused');
    for (const move of moves) started.value.playText(move);
    expect(replayed.value.moves).toEqual(started.value.moves);
    expect(makeFen(replayed.value.position)).toBe(makeFen(started.value.position));
    expect(replayed.value.canUndo()).toBe(true);
  });

  it('refuses what the rules core refuses, with the same problem', () => {
    const replayed = GameSession.replay(CHESS, undefined, ['e4', 'e4']);
    expect(!replayed.ok && replayed.problem).toEqual({ code: 'not-a-legal-move', text: 'e4' });
  });
});
