/**
 * @vitest-environment jsdom
 */
// The engine's hint on the boards: the store keeps it for the position it was made for (its
// squares and its human notation, a Parallel worlds turn as its sub-moves), any change of the
// game clears it, the view model carries it only for the live position (not when looking back),
// the flat board marks its squares (`is-hint`) and the 3D scene tints them.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computer, HUMAN } from '../../src/game/players';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { boardPortOf } from '../../src/game/storeBoardPort';
import { buildBoardView } from '../../src/game/viewModel';
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
