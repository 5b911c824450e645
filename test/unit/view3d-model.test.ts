// Unit tests of what the 3D scene derives from the game (src/view3d/sceneModel.ts) and of how a
// click along a ray through the stack is resolved (src/view3d/picking.ts). Positions come from
// the game layer (GameSession + buildBoardView); the legal targets quoted in each row are those
// the rules command line lists for the position (`npm run rules -- moves --variant
// parallel-worlds --fen …`).
import { describe, expect, test } from 'vitest';
import { GameSession } from '../../src/game/session';
import { buildBoardView, type BoardView } from '../../src/game/viewModel';
import { PARALLEL_WORLDS, parseSquare, squareName, type Square } from '../../src/rules';
import {
  MARK_COLOURS,
  baseSquareColour,
  buildSceneModel,
  mixColour,
  squareIndex,
} from '../../src/view3d/sceneModel';
import {
  hitsOf,
  isActionable,
  meaningfulSquare,
  resolvePick,
  type Hit,
} from '../../src/view3d/picking';

/** Level 1: kings, rooks with castling rights, 1e4 facing 1d5; level 3: kings only. */
const OPEN_FEN = 'r3k2r/8/8/3p4/4P3/8/8/R3K2R|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w 1KQkq - 0 1';

const sq = (name: string): Square => parseSquare(name, 3)!;

function sessionOf(fen?: string, moves: string[] = []): GameSession {
  const started = GameSession.start(PARALLEL_WORLDS, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const played = started.value.playText(move);
    if (!played.ok) throw new Error(played.error);
  }
  return started.value;
}

function viewOf(fen?: string, selected?: string, moves: string[] = []): BoardView {
  return buildBoardView(
    sessionOf(fen, moves),
    selected ? { kind: 'square', square: sq(selected) } : null,
  );
}

const manId = (view: BoardView, name: string): number =>
  view.men.find((m) => m.square === sq(name))!.id;

describe('scene model', () => {
  test('start position: three tinted boards, 64 men at full brightness, no marks', () => {
    const model = buildSceneModel(viewOf(), null);
    expect(model.levels).toBe(3);
    expect(model.squareColours).toHaveLength(192);
    expect(model.men).toHaveLength(64);
    expect(model.marks).toEqual([]);
    expect(model.beams).toEqual([]);
    expect(model.selected).toBeNull();
    expect([...model.brightness.values()].every((b) => b === 1)).toBe(true);
    // a1 is dark and b1 light on every level; each level has its own tint
    const a1 = [0, 1, 2].map((level) => model.squareColours[squareIndex(level, 0, 0)]);
    const b1 = model.squareColours[squareIndex(0, 1, 0)];
    expect(new Set(a1).size).toBe(3);
    expect(b1).not.toBe(a1[0]);
  });

  test.each([
    // name, fen, selected man, expected marks (kind and square), beams
    [
      'a pawn at the start: two steps and a move up to level 2',
      undefined,
      '1e2',
      ['move 1e3', 'move 1e4', 'level 2e2'],
      ['1e2>2e2'],
    ],
    [
      'a pawn facing a pawn: a step, a capture, a move up',
      OPEN_FEN,
      '1e4',
      ['capture 1d5', 'move 1e5', 'level 2e4'],
      ['1e4>2e4'],
    ],
    [
      'a king with both castlings: the king’s squares marked castle',
      OPEN_FEN,
      '1e1',
      ['castle 1c1', 'move 1d1', 'move 1d2', 'move 1e2', 'move 1f1', 'move 1f2', 'castle 1g1'],
      [],
    ],
    [
      'a king on level 3: no move between levels for a king',
      OPEN_FEN,
      '3e1',
      ['move 3d1', 'move 3d2', 'move 3e2', 'move 3f1', 'move 3f2'],
      [],
    ],
  ])('%s', (_name, fen, selected, marks, beams) => {
    const model = buildSceneModel(viewOf(fen, selected), null);
    const described = model.marks.map((m) => `${m.kind} ${squareName(m.square, 3)}`).sort();
    expect(described).toEqual([...marks].sort());
    expect(
      model.beams.map((b) => `${squareName(b.from.square, 3)}>${squareName(b.to.square, 3)}`),
    ).toEqual(beams);
    expect(model.selected?.square).toBe(sq(selected));
  });

  test('the selected square and each target are tinted; other squares keep their colour', () => {
    const model = buildSceneModel(viewOf(undefined, '1e2'), null);
    const at = (name: string) => {
      const square = sq(name);
      return model.squareColours[squareIndex(square >> 7, square & 7, (square >> 4) & 7)];
    };
    expect(at('1e2')).not.toBe(baseSquareColour(0, 4, 1));
    expect(at('1e4')).toBe(mixColour(baseSquareColour(0, 4, 3), MARK_COLOURS.move, 0.3));
    expect(at('2e2')).toBe(mixColour(baseSquareColour(1, 4, 1), MARK_COLOURS.level, 0.3));
    expect(at('1d4')).toBe(baseSquareColour(0, 3, 3));
  });

  test('the last turn’s sub-moves are marked on both levels they touch', () => {
    // White's first turn ends by itself after two sub-moves.
    const view = viewOf(undefined, undefined, ['1e2-1e4', '1g1-2g1']);
    const model = buildSceneModel(view, null);
    expect(model.lastMoves.map((ref) => squareName(ref.square, 3)).sort()).toEqual(
      ['1e2', '1e4', '1g1', '2g1'].sort(),
    );
    const g1 = model.squareColours[squareIndex(1, 6, 0)];
    expect(g1).not.toBe(baseSquareColour(1, 6, 0));
  });

  test('focusing a level dims the men of the other levels', () => {
    const view = viewOf();
    const model = buildSceneModel(view, 2);
    expect(model.brightness.get(manId(view, '3e1'))).toBe(1);
    expect(model.brightness.get(manId(view, '1e1'))).toBeLessThan(1);
  });
});

describe('picking along a ray', () => {
  const start = viewOf();
  const selected = viewOf(undefined, '1e2');
  const man = (view: BoardView, name: string): Hit => ({ kind: 'man', id: manId(view, name) });
  const square = (name: string): Hit => ({ kind: 'square', square: sq(name) });

  test.each([
    // name, view, focus, hits (nearest first), expected square or null
    ['a man is the nearest meaningful thing', start, null, [man(start, '3e2')], '3e2'],
    [
      'an empty square of an upper board is glass: the man below wins',
      start,
      null,
      [square('3e4'), square('2e4'), man(start, '1e2')],
      '1e2',
    ],
    ['only empty squares: nothing (deselect)', start, null, [square('3e4'), square('2e4')], null],
    [
      'a target square wins even when empty',
      selected,
      null,
      [square('3e4'), square('2e4'), square('1e4')],
      '1e4',
    ],
    ['the square of a man counts as the man', start, null, [square('2b1'), square('1b1')], '1b1'],
    [
      'a man on a level out of focus is passed by',
      start,
      0,
      [man(start, '3e2'), square('1e2')],
      '1e2',
    ],
    ['any square of the focused level counts', start, 1, [square('2e4'), square('1e4')], '2e4'],
    [
      'a man leaving the board (unknown id) is passed by',
      start,
      null,
      [{ kind: 'man', id: -5 }],
      null,
    ],
  ] as const)('%s', (_name, view, focus, hits, expected) => {
    const picked = resolvePick(hits, view, focus);
    expect(picked === null ? null : squareName(picked, 3)).toBe(expected);
  });

  test('a capture target stays meaningful on a level out of focus', () => {
    const view = viewOf(OPEN_FEN, '1e4');
    expect(meaningfulSquare(man(view, '1d5'), view, 2)).toBe(sq('1d5'));
  });

  test('intersections become hits through the meshes’ tags; untagged objects are skipped', () => {
    const men = { userData: { pickable: { kind: 'men', ids: [7, 9] } } };
    const squares = { userData: { pickable: { kind: 'squares', squares: [20, 21] } } };
    const decoration = { userData: {} };
    expect(
      hitsOf([
        { object: decoration, instanceId: 0 },
        { object: men, instanceId: 1 },
        { object: squares, instanceId: 0 },
        { object: squares },
      ]),
    ).toEqual([
      { kind: 'man', id: 9 },
      { kind: 'square', square: 20 },
    ]);
  });

  test('a pick is actionable on a man of the side to move or on a target', () => {
    expect(isActionable(sq('1e2'), start)).toBe(true);
    expect(isActionable(sq('1e7'), start)).toBe(false);
    expect(isActionable(sq('1e4'), selected)).toBe(true);
    expect(isActionable(sq('1e5'), selected)).toBe(false);
  });
});
