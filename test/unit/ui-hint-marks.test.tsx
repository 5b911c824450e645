/**
 * @vitest-environment jsdom
 */
// The engine's hint on the boards: the store keeps it for the position it was made for (its
// squares and its human notation, a Parallel worlds turn as its sub-moves), any change of the
// game clears it, the view model carries it only for the live position (not when looking back),
// the flat board marks its squares (`is-hint`) and the 3D scene tints them; both draw the engine's
// arrows (engineArrows.ts), numbered by sub-move when a turn has more than one, a threat's in red.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computer, HUMAN } from '../../src/game/players';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { boardPortOf } from '../../src/game/storeBoardPort';
import { buildBoardView } from '../../src/game/viewModel';
import { engineArrows } from '../../src/game/engineArrows';
import { passTurn } from '../../src/game/analysisLines';
import { PARALLEL_WORLDS, parseSquare, PLUNDER } from '../../src/rules';
import { View2D } from '../../src/view2d/View2D';
import { boardLabels } from '../../src/ui/play/GamePage';
import { translator } from '../../src/ui/i18n/i18n';

/** The board's English words, from the app's catalogue. */
const LABELS = boardLabels(translator('en'));
import { buildSceneModel, squareIndex } from '../../src/view3d/sceneModel';

function storeOf(game = PLUNDER, moves: string[] = [], players = [HUMAN, computer(1)] as const) {
  const started = GameSession.start(game, undefined, players);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) started.value.playText(move);
  return createGameStore(started.value);
}

describe('the hint', () => {
  it('keeps the squares and notation of a flat move; a move clears it', () => {
    const store = storeOf();
    store.getState().showHint(['g1f3']);
    const hint = store.getState().hint!;
    expect(hint.san).toEqual(['Nf3']);
    expect(hint.squares).toEqual([{ from: parseSquare('g1', 1), to: parseSquare('f3', 1) }]);
    store.getState().typeMove('e2e4');
    expect(store.getState().hint).toBeNull();
  });

  it('a Parallel worlds hint is the turn’s sub-moves, `end` without squares', () => {
    const store = storeOf(PARALLEL_WORLDS);
    store.getState().showHint(['1e2-1e4', 'end']);
    const hint = store.getState().hint!;
    expect(hint.squares).toEqual([{ from: parseSquare('1e2', 3), to: parseSquare('1e4', 3) }]);
    expect(hint.san).toHaveLength(2);
  });

  it.each([
    { rule: 'an illegal move', moves: ['e2e5'], players: [HUMAN, computer(1)] as const },
    { rule: 'the computer to move', moves: ['e2e4'], players: [computer(1), HUMAN] as const },
  ])('is refused for $rule', ({ moves, players }) => {
    const store = storeOf(PLUNDER, [], players);
    store.getState().showHint(moves);
    expect(store.getState().hint).toBeNull();
  });

  it('is in the view model for the live position only', () => {
    const store = storeOf(PLUNDER, ['e2e4', 'e7e5']);
    store.getState().showHint(['g1f3']);
    const { session, hint } = store.getState();
    expect(buildBoardView(session, null, undefined, hint).hint).toHaveLength(1);
    expect(buildBoardView(session, null, 1, hint).hint).toEqual([]);
  });

  it('is marked on the flat board and tinted in the 3D scene', () => {
    const store = storeOf();
    store.getState().showHint(['g1f3']);
    const { container } = render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    const marked = [...container.querySelectorAll('[data-square].is-hint')].map((e) =>
      e.getAttribute('data-square'),
    );
    expect(marked.sort()).toEqual(['f3', 'g1']);

    const pw = storeOf(PARALLEL_WORLDS);
    const plain = buildSceneModel(buildBoardView(pw.getState().session, null), null);
    pw.getState().showHint(['1e2-1e4']);
    const { session, hint } = pw.getState();
    const hinted = buildSceneModel(buildBoardView(session, null, undefined, hint), null);
    const e4 = squareIndex(0, 4, 3);
    const e5 = squareIndex(0, 4, 4);
    expect(hinted.squareColours[e4]).not.toBe(plain.squareColours[e4]);
    expect(hinted.squareColours[e5]).toBe(plain.squareColours[e5]);
  });
});

describe('the engine’s arrows', () => {
  const arrowsOf = (store: ReturnType<typeof storeOf>) => {
    const { view } = store.getState();
    return engineArrows(view.hint, view.threat).map((shape) => ({
      from: shape.orig,
      to: shape.dest,
      brush: shape.brush,
      label: shape.label,
    }));
  };
  it.each([
    {
      rule: 'a flat move: one blue arrow, no number',
      game: PLUNDER,
      moves: ['g1f3'],
      expected: [{ from: 'g1', to: 'f3', label: undefined }],
    },
    {
      rule: 'a Parallel worlds turn of two sub-moves: numbered in their order, across levels',
      game: PARALLEL_WORLDS,
      moves: ['3g1-3f3', '1e2-1e4'],
      expected: [
        { from: '3g1', to: '3f3', label: '1' },
        { from: '1e2', to: '1e4', label: '2' },
      ],
    },
    {
      rule: 'a sub-move and `end`: one arrow (the end has none), so no number',
      game: PARALLEL_WORLDS,
      moves: ['1e2-1e4', 'end'],
      expected: [{ from: '1e2', to: '1e4', label: undefined }],
    },
  ])('$rule', ({ game, moves, expected }) => {
    const store = storeOf(game);
    store.getState().showHint(moves);
    expect(arrowsOf(store)).toEqual(
      expected.map((arrow) => ({
        from: parseSquare(arrow.from, game.levels),
        to: parseSquare(arrow.to, game.levels),
        brush: 'blue',
        label: arrow.label,
      })),
    );
  });

  it('a threat: red arrows, and no hint drawn with it', () => {
    const store = storeOf(PLUNDER, ['f2f3', 'e7e5', 'g2g4', 'a7a6']);
    store.getState().showHint(['d8h4'], passTurn(store.getState().session.position)!);
    expect(arrowsOf(store)).toEqual([
      { from: parseSquare('d8', 1), to: parseSquare('h4', 1), brush: 'red', label: undefined },
    ]);
    const { container } = render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    expect(container.querySelectorAll('[data-square].is-hint')).toHaveLength(0);
  });
});
