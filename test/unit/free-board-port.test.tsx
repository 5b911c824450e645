// @vitest-environment jsdom
/**
 * The free placement board port (src/game/freeBoardPort.ts), which the editor and the explorer
 * hand to the shared boards: its snapshot says `free` and shows the page's board; it is the same
 * object (and no listener is called) while the page re-renders the same board, and a new one when
 * the men or the tinted squares change; a press on a square reaches the page's latest handler, a
 * drag its relocation, and a press on a pocket nothing.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardPort } from '../../src/game/boardPort';
import { setupBoardView } from '../../src/game/editor/setupView';
import { startSetup, emptySetup } from '../../src/game/editor/setup';
import {
  useFreeBoardPort,
  type FreeBoard,
  type FreeBoardHandlers,
} from '../../src/game/freeBoardPort';

afterEach(cleanup);

const START = setupBoardView(startSetup('parallel-worlds'));
const EMPTY = setupBoardView(emptySetup('parallel-worlds'));

/** Renders a page holding a free port; returns the port and a way to show another board. */
function page(board: FreeBoard, handlers: FreeBoardHandlers) {
  let port: BoardPort | undefined;
  function Page(props: { board: FreeBoard; handlers: FreeBoardHandlers }) {
    port = useFreeBoardPort(props.board, props.handlers);
    return null;
  }
  const view = render(<Page board={board} handlers={handlers} />);
  const show = (next: FreeBoard, nextHandlers = handlers) =>
    act(() => view.rerender(<Page board={next} handlers={nextHandlers} />));
  return { port: () => port!, show };
}

const handlers = () => ({ onPick: vi.fn(), onRelocate: vi.fn() });

describe('useFreeBoardPort', () => {
  it('shows the board in free mode; the same snapshot until the board changes', () => {
    const { port, show } = page({ view: START, goals: [], facing: 0 }, handlers());
    const first = port().getSnapshot();
    expect(first).toMatchObject({ mode: 'free', view: START, goals: [], facing: 0, levels: 3 });
    const listener = vi.fn();
    port().subscribe(listener);

    show({ view: START, goals: [], facing: 0 }); // a re-render with an equal board
    expect(port().getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();

    show({ view: START, goals: [20], facing: 0 }); // an en passant square marked
    expect(port().getSnapshot()).toMatchObject({ goals: [20], version: first.version + 1 });
    show({ view: EMPTY, goals: [20], facing: 1 }); // the board cleared, Black to move
    expect(port().getSnapshot()).toMatchObject({ view: EMPTY, facing: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a press reaches the latest handler, a drag the relocation, a pocket nothing', () => {
    const before = handlers();
    const after = handlers();
    const { port, show } = page({ view: START, goals: [], facing: 0 }, before);
    show({ view: START, goals: [], facing: 0 }, after); // the page's handlers of a new render
    port().intents.pick({ kind: 'square', square: 20 });
    port().intents.pick({ kind: 'pocket', color: 0 });
    port().intents.relocate?.(20, 52);
    expect(before.onPick).not.toHaveBeenCalled();
    expect(after.onPick.mock.calls).toEqual([[20]]);
    expect(after.onRelocate.mock.calls).toEqual([[20, 52]]);
  });
});
