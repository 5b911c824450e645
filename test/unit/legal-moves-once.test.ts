// The legal moves are generated once per position: every list of legal moves the rules core makes
// (src/rules/play.ts `legalMoves`, which the session's record, human notation and canonical
// notation all call) is counted while the board is clicked, as the views click it (the store's
// `pick`). Selecting a man generates nothing (the position's list is the one the board view was
// built with); a move generates the new position's list once, shared by the store, the board view
// model and the session. (Whether any move is left at all, for the outcome, is the rules core's
// own quick test and no list.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { computer, HUMAN } from '../../src/game/players';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { PARALLEL_WORLDS, PLUNDER, parseSquare } from '../../src/rules';
import * as play from '../../src/rules/play';

vi.mock('../../src/rules/play', async (importOriginal) => {
  const actual = await importOriginal<typeof play>();
  return { ...actual, legalMoves: vi.fn(actual.legalMoves) };
});

const generated = vi.mocked(play.legalMoves);

function storeOf(game = PLUNDER, players = [HUMAN, HUMAN] as const) {
  const started = GameSession.start(game, undefined, players);
  if (!started.ok) throw new Error(started.error);
  return createGameStore(started.value);
}

/** How many lists of legal moves `act` made the rules core generate. */
function generations(act: () => void): number {
  generated.mockClear();
  act();
  return generated.mock.calls.length;
}

describe('legal moves, once per position', () => {
  beforeEach(() => {
    generated.mockClear();
  });

  it('a click that selects generates none; a click that moves generates the new position’s once', () => {
    const store = storeOf();
    const click =
      (name: string, levels = 1) =>
      () =>
        store.getState().pick({ kind: 'square', square: parseSquare(name, levels)! });
    expect(generations(click('e2'))).toBe(0);
    expect(store.getState().view.targets.length).toBeGreaterThan(0);
    expect(generations(click('e4'))).toBe(1);
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['e2e4']);
    expect(generations(click('e7'))).toBe(0);
    expect(generations(click('e5'))).toBe(1);
    expect(generations(click('g1'))).toBe(0); // and a click on nothing to move generates none
    expect(generations(() => store.getState().deselect())).toBe(0);
  });

  it('a Parallel worlds sub-move and the end of the turn: once per position too', () => {
    const store = storeOf(PARALLEL_WORLDS);
    const pick = (name: string) => () =>
      store.getState().pick({ kind: 'square', square: parseSquare(name, 3)! });
    expect(generations(pick('1e2'))).toBe(0);
    expect(generations(pick('1e4'))).toBe(1);
    expect(generations(() => store.getState().endTurn())).toBe(1);
    expect(store.getState().session.position.turn).toBe(1);
  });

  it('the same position asked again gives the same list; a move of a player away generates only the next', () => {
    const store = storeOf(PLUNDER, [HUMAN, computer(1)]);
    const session = store.getState().session;
    expect(session.legalMoves()).toBe(session.legalMoves());
    expect(generations(() => store.getState().typeMove('e2e4'))).toBe(1);
    expect(generations(() => store.getState().playAwayMove('e7e5'))).toBe(1);
    const before = session.legalMoves();
    store.getState().undo();
    store.getState().redo();
    expect(session.legalMoves()).toHaveLength(before.length);
  });
});
