// @vitest-environment jsdom
/**
 * The game store's board port (src/game/storeBoardPort.ts), what the views read and send: one
 * port a store; its snapshot follows the store (selection, choice, pen, goals, facing, the turn's
 * sub-moves, the moves played) and is the same object while the store does not change; its view
 * model is the store's own, rebuilt by no change a board does not show (a message),
 * so reading it generates no legal moves; its intents reach the store; and a component reading
 * it through `useBoard` renders for what it reads and nothing else.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { useBoard, useShownShapes, useShownView, type BoardPort } from '../../src/game/boardPort';
import { gameStoreFor, type GameState } from '../../src/game/store';
import { GameSession } from '../../src/game/session';
import { boardPortOf } from '../../src/game/storeBoardPort';
import { gameById, parseSquare, type Square } from '../../src/rules';
import * as play from '../../src/rules/play';

vi.mock('../../src/rules/play', async (importOriginal) => {
  const actual = await importOriginal<typeof play>();
  return { ...actual, legalMoves: vi.fn(actual.legalMoves) };
});
const generated = vi.mocked(play.legalMoves);

afterEach(cleanup);

function storeFor(game: string, fen?: string): StoreApi<GameState> {
  const made = gameStoreFor(game, fen);
  if ('error' in made) throw new Error(made.error);
  return made.store;
}

const PW = 'parallel-worlds';
const sq = (name: string, levels = 3): Square => parseSquare(name, levels)!;
const square = (name: string, levels = 3) => ({
  kind: 'square' as const,
  square: sq(name, levels),
});

describe('boardPortOf', () => {
  it('is in view mode while no side is played at this screen, and takes no pick then', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    expect(port.getSnapshot().mode).toBe('play');
    const elsewhere = { kind: 'remote', name: 'Online' } as const;
    const watched = GameSession.start(gameById(PW)!, undefined, [elsewhere, elsewhere]);
    if (!watched.ok) throw new Error(watched.error);
    store.getState().replaceSession(watched.value);
    expect(port.getSnapshot().mode).toBe('view');
    port.intents.pick(square('1e2'));
    expect(port.getSnapshot().selected).toBeNull();

    const mine = GameSession.start(gameById(PW)!, undefined, [{ kind: 'here' }, elsewhere]);
    if (!mine.ok) throw new Error(mine.error);
    store.getState().replaceSession(mine.value);
    expect(port.getSnapshot().mode).toBe('play');
    port.intents.pick(square('1e2'));
    expect(port.getSnapshot().selected).toEqual(square('1e2'));
  });

  it('gives one port a store, and another store its own', () => {
    const store = storeFor(PW);
    expect(boardPortOf(store)).toBe(boardPortOf(store));
    expect(boardPortOf(storeFor(PW))).not.toBe(boardPortOf(store));
  });

  it('snapshot follows the store: selection, move, sub-moves, pen, goals, facing', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    const start = port.getSnapshot();
    expect(start.view).toBe(store.getState().view);
    expect(start).toMatchObject({ version: 0, moveCount: 0, selected: null, choice: null });
    expect(start).toMatchObject({ pen: null, goals: [], facing: 0, subMoves: 0, levels: 3 });

    store.getState().pick(square('1e2'));
    const selected = port.getSnapshot();
    expect(selected).not.toBe(start);
    expect(selected.selected).toEqual(square('1e2'));
    expect(selected.view).toBe(store.getState().view);
    expect(selected.view.selected).toEqual(square('1e2'));
    expect(selected.version).toBe(0);

    store.getState().pick(square('1e4'));
    const moved = port.getSnapshot();
    expect(moved).toMatchObject({ version: 1, moveCount: 1, selected: null, subMoves: 1 });
    expect(moved.facing).toBe(0); // White's turn goes on, on another level
    expect(moved.view.men.find((m) => m.name === '1e4')?.letter).toBe('P');

    store.getState().setPen('red');
    store.getState().markGoals([sq('2e5')]);
    store.getState().setFacing(1);
    expect(port.getSnapshot()).toMatchObject({ pen: 'red', goals: [sq('2e5')], facing: 1 });
    store.getState().setFacing(null);
    expect(port.getSnapshot().facing).toBe(0); // the side to move again
  });

  it('snapshot shows an open choice dialog', () => {
    const store = storeFor('plunder', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    const port = boardPortOf(store);
    port.intents.pick(square('e7', 1));
    port.intents.pick(square('e8', 1));
    expect(port.getSnapshot().choice?.options.map((o) => o.key)).toEqual(['Q', 'R', 'B', 'N']);
    expect(port.getSnapshot().choice).toBe(store.getState().choice);
  });

  it('the same snapshot while the store is unchanged, its fields kept across other changes', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    const first = port.getSnapshot();
    expect(port.getSnapshot()).toBe(first);
    port.intents.deselect(); // nothing selected: the store does not change
    expect(port.getSnapshot()).toBe(first);
    expect(store.getState().typeMove('1e2-1e5')).toBe(false); // an illegal move: only `message`
    const after = port.getSnapshot();
    expect(after).toEqual(first);
    expect(after.view).toBe(first.view); // the view model is not rebuilt
    expect(port.getSnapshot()).toBe(after);
    store.getState().setPen('green');
    expect(port.getSnapshot().pen).toBe('green');
    expect(port.getSnapshot().view).toBe(first.view);
  });

  it('reading the snapshot and looking back generate no legal moves', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    port.intents.pick(square('1e2'));
    port.intents.pick(square('1e4'));
    generated.mockClear();
    for (let i = 0; i < 5; i++) port.getSnapshot().view.targets.flatMap((t) => t.moves);
    const before = port.viewAt(0);
    expect(generated).not.toHaveBeenCalled();
    expect(before.men.find((m) => m.name === '1e2')?.letter).toBe('P');
    expect(before.selectable).toEqual([]); // read-only
    expect(before.lastMoves).toEqual([]);
  });

  it('intents reach the store: pick, deselect, drawShape and clearShapes (also looking back)', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    port.intents.pick(square('1e2'));
    expect(store.getState().selected).toEqual(square('1e2'));
    port.intents.deselect();
    expect(store.getState().selected).toBeNull();

    const circle = { orig: sq('1e4'), brush: 'red' as const };
    port.intents.drawShape(circle, null);
    expect(store.getState().session.shapesAt()).toEqual([circle]);
    expect(port.shapesAt(null)).toEqual([circle]);
    port.intents.clearShapes(null);
    expect(store.getState().session.shapesAt()).toEqual([]);

    store.getState().typeMove('1e2-1e4');
    port.intents.drawShape(circle, 0);
    expect(store.getState().session.shapesAt(0)).toEqual([circle]);
    expect(port.shapesAt(0)).toEqual([circle]);
    expect(port.shapesAt(null)).toEqual([]);
    port.intents.clearShapes(0);
    expect(store.getState().session.shapesAt(0)).toEqual([]);
  });

  it('subscribe tells of every change until unsubscribed', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    const listener = vi.fn();
    const unsubscribe = port.subscribe(listener);
    port.intents.pick(square('1e2'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    port.intents.deselect();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().selected).toBeNull();
  });
});

describe('the port in React', () => {
  /** A board that shows its selection, the position at `at` and its shapes, counting renders. */
  function Probe({ port, at, renders }: { port: BoardPort; at: number | null; renders: number[] }) {
    const selected = useBoard(port, (s) => s.selected);
    const view = useShownView(port, at);
    const shapes = useShownShapes(port, at);
    renders.push(1);
    const sel = selected?.kind === 'square' ? selected.square : '-';
    return <p data-testid="probe">{`${sel} ${view.men.length} ${view.turn} ${shapes.length}`}</p>;
  }

  it('renders for what it reads, not for a change it does not read', () => {
    const store = storeFor(PW);
    const port = boardPortOf(store);
    const renders: number[] = [];
    const { getByTestId } = render(<Probe port={port} at={null} renders={renders} />);
    expect(getByTestId('probe').textContent).toBe('- 64 0 0');
    const once = renders.length;
    act(() => void store.getState().typeMove('1e2-1e5')); // only the message changes
    expect(renders.length).toBe(once);
    act(() => port.intents.pick(square('1e2')));
    expect(getByTestId('probe').textContent).toBe(`${sq('1e2')} 64 0 0`);
    expect(renders.length).toBe(once + 1);
  });

  it('looks back at an earlier position, and its shapes follow the drawing there', () => {
    const store = storeFor('plunder');
    const port = boardPortOf(store);
    act(() => void store.getState().typeMove('e2e4'));
    act(() => void store.getState().typeMove('d7d5'));
    act(() => void store.getState().typeMove('e4d5'));
    const renders: number[] = [];
    const { getByTestId } = render(<Probe port={port} at={1} renders={renders} />);
    expect(getByTestId('probe').textContent).toBe('- 32 1 0'); // after 1. e4: Black to move
    act(() => port.intents.drawShape({ orig: sq('d5', 1), brush: 'green' }, 1));
    expect(getByTestId('probe').textContent).toBe('- 32 1 1');
  });
});
