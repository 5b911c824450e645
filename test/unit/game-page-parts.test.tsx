// @vitest-environment jsdom
/**
 * Component tests of the game page's shared parts (src/ui) in jsdom: the choice dialog
 * (promotion, mutation, vest and decline; keyboard: focus inside, arrows, Tab kept inside, Escape
 * cancels; touch/mouse: a press on an option), the turn panel of a Parallel worlds turn, the typed
 * move box, the move list's grouping of sub-moves, `window.__test` and its screen-locator
 * registry, and the game page itself (the 3D view falling back to the flat board where there is
 * no WebGL; a bad `fen=` is the app shell's, test/unit/App.test.tsx). Expected options come from the rules command line
 * (`npm run --silent rules -- moves …`) as quoted in each test.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { gameStoreFor, type GameState } from '../../src/game/store';
import { PARALLEL_WORLDS, parseSquare } from '../../src/rules';
import { ChoiceDialog } from '../../src/ui/play/ChoiceDialog';
import { GamePage } from '../../src/ui/play/GamePage';
import { MoveInput } from '../../src/ui/play/MoveInput';
import { MoveList, moveRows } from '../../src/ui/play/MoveList';
import type { Route } from '../../src/ui/shell/route';
import { installTestInterface, setScreenLocator } from '../../src/game/testInterface';
import { TurnPanel } from '../../src/ui/play/TurnPanel';

type GameRoute = Extract<Route, { page: 'game' }>;

/** The game page as the app shell draws it, with the move list beside the board. */
function renderPage(route: GameRoute, store: StoreApi<GameState>) {
  return render(
    <GamePage route={route} onNavigate={() => {}} store={store} siteBar={null} onNewGame={() => {}}>
      <MoveList store={store} />
    </GamePage>,
  );
}

function storeFor(game: string, fen?: string): StoreApi<GameState> {
  const made = gameStoreFor(game, fen);
  if ('error' in made) throw new Error(made.error);
  return made.store;
}

const pick = (store: StoreApi<GameState>, name: string, levels = 1) =>
  act(() => store.getState().pick({ kind: 'square', square: parseSquare(name, levels)! }));

const optionKeys = () =>
  [...document.querySelectorAll('[role="dialog"] [data-choice]')].map((b) =>
    b.getAttribute('data-choice'),
  );

afterEach(() => {
  cleanup();
  delete window.__test;
});

describe('choice dialog', () => {
  it('offers the four promotion pieces; arrows move, Enter chooses', () => {
    // rules: e7e8=B e7e8=N e7e8=Q e7e8=R (and king moves)
    const store = storeFor('plunder', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    render(<ChoiceDialog store={store} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    pick(store, 'e7');
    pick(store, 'e8');
    const dialog = screen.getByRole('dialog', { name: 'Promote the pawn' });
    expect(optionKeys()).toEqual(['Q', 'R', 'B', 'N']);
    expect(within(dialog).getByText('Knight')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-choice')).toBe('Q');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-choice')).toBe('B');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-choice')).toBe('R');
    fireEvent.click(document.activeElement!); // Enter on a focused button clicks it
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['e7e8=R']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog and cancels with Escape, changing nothing', () => {
    const store = storeFor('plunder', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    render(<ChoiceDialog store={store} />);
    pick(store, 'e7');
    pick(store, 'e8');
    const buttons = [...screen.getByRole('dialog').querySelectorAll('button')];
    buttons.at(-1)!.focus(); // Cancel, the last button
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().session.moves).toHaveLength(0);
    expect(store.getState().choice).toBeNull();
  });

  it('offers exactly the pieces of the class when a man is pocketed', () => {
    // rules: a1^D a1^I a1^R
    const store = storeFor('pocket-mutation', '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2');
    render(<ChoiceDialog store={store} />);
    pick(store, 'a1');
    act(() => store.getState().pick({ kind: 'pocket', color: 0 }));
    screen.getByRole('dialog', { name: 'Into the pocket as…' });
    expect([...optionKeys()].sort()).toEqual(['D', 'I', 'R']);
    fireEvent.click(screen.getByRole('button', { name: /Nightrider/ }));
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['a1^I']);
  });

  it('offers the next class from the last rank', () => {
    // rules: a8^B a8^N — a pawn on its last rank must become a piece of class 2
    const store = storeFor('pocket-mutation', 'P3k3/8/8/8/8/8/8/4K3[] w - - 0 2');
    render(<ChoiceDialog store={store} />);
    pick(store, 'a8');
    act(() => store.getState().pick({ kind: 'pocket', color: 0 }));
    expect([...optionKeys()].sort()).toEqual(['B', 'N']);
  });

  it('offers the vests on offer and Decline with a PlunderChess capture', () => {
    // rules: a1a6 a1a6~N
    const store = storeFor('plunder', '4k3/8/n7/8/8/8/8/R5K1 w - - 0 1');
    render(<ChoiceDialog store={store} />);
    pick(store, 'a1');
    pick(store, 'a6');
    screen.getByRole('dialog', { name: 'Take a vest?' });
    expect(optionKeys()).toEqual(['decline', 'N']);
    fireEvent.click(screen.getByRole('button', { name: /Decline/ }));
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['a1a6']);
  });
});

describe('turn panel', () => {
  it('shows a Parallel worlds turn: sub-moves, closed levels, what remains, End turn', () => {
    const store = storeFor('parallel-worlds');
    render(<TurnPanel store={store} />);
    expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
    expect(screen.getByTestId('turn-count').textContent).toContain('Sub-move 1 of 2');
    act(() => void store.getState().typeMove('1e2-1e4'));
    expect(screen.getByRole('list', { name: 'Sub-moves this turn' }).textContent).toContain('1e4');
    const states = [...document.querySelectorAll('[data-level-state]')].map((e) =>
      e.getAttribute('data-level-state'),
    );
    expect(states).toEqual(['closed', 'open', 'open']);
    expect(screen.getByTestId('turn-count').textContent).toContain('1 more allowed');
    fireEvent.click(screen.getByRole('button', { name: /Undo last sub-move/ }));
    expect(store.getState().session.moves).toHaveLength(0);
    act(() => void store.getState().typeMove('1e2-1e4'));
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    expect(store.getState().session.position.turn).toBe(1);
    expect(screen.getByText('Black to move')).toBeTruthy();
  });
});

describe('typed move box', () => {
  it('plays a legal move and shows why an illegal one was refused', () => {
    const store = storeFor('plunder');
    render(<MoveInput store={store} />);
    const input = screen.getByRole('textbox', { name: 'Type a move' });
    fireEvent.change(input, { target: { value: 'e2e5' } });
    fireEvent.submit(input);
    expect(screen.getByRole('alert').textContent).toContain("'e2e5' is not a legal move here");
    fireEvent.change(input, { target: { value: 'Nf3' } });
    fireEvent.submit(input);
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['g1f3']);
    expect((input as HTMLInputElement).value).toBe('');
  });
});

describe('move list', () => {
  it('groups a Parallel worlds turn into one cell per side', () => {
    const store = storeFor('parallel-worlds');
    for (const move of ['1e2-1e4', 'end', '1e7-1e5', '1g8-2g8', '3b8-3c6', '3d2-3d4'])
      expect(store.getState().typeMove(move)).toBe(true);
    const rows = moveRows(store.getState().session);
    expect(rows.map((row) => row.number)).toEqual([1, 2]);
    expect(rows[0]!.cells[0]!.moves.map((m) => m.san)).toEqual(['1e4', 'end']);
    expect(rows[0]!.cells[1]!.moves.map((m) => m.index)).toEqual([2, 3, 4]);
    expect(rows[1]!.cells[0]!.moves).toHaveLength(1);
    expect(rows[1]!.cells[1]).toBeNull();
  });
});

describe('looking back from the move list', () => {
  it('shows the position after a move read-only, and goes back to the game', () => {
    const store = storeFor('plunder');
    for (const move of ['e2e4', 'e7e5', 'g1f3']) store.getState().typeMove(move);
    renderPage({ page: 'game', game: 'plunder', view: '2d', fen: null }, store);
    fireEvent.click(screen.getByRole('button', { name: 'e4' }));
    expect(screen.getByText(/position after move 1 of 3/)).toBeTruthy();
    const piece = (name: string) =>
      document.querySelector(`[data-square="${name}"] [data-piece]`)?.getAttribute('data-piece');
    expect(piece('e4')).toBe('P');
    expect(piece('e5')).toBeUndefined();
    expect(document.querySelector('.is-selectable')).toBeNull(); // read-only
    fireEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(piece('e5')).toBe('p');
    expect(piece('f3')).toBe('N');
  });
});

describe('window.__test', () => {
  it('reads the FEN with the sub-moves and the record, and asks the latest screen locator', () => {
    const store = storeFor('parallel-worlds');
    const uninstall = installTestInterface(store);
    store.getState().typeMove('1e2-1e4');
    expect(window.__test!.fen()).toBe(`${PARALLEL_WORLDS.startFen} ; 1e2-1e4`);
    expect(window.__test!.record()).toContain('[Game "parallel-worlds"]');
    expect(window.__test!.screen('1e2')).toBeNull(); // no board on screen
    const restore = setScreenLocator((name) => (name === '1e2' ? { x: 10, y: 20 } : null));
    expect(window.__test!.screen('1e2')).toEqual({ x: 10, y: 20 });
    restore();
    expect(window.__test!.screen('1e2')).toBeNull();
    uninstall();
    expect(window.__test).toBeUndefined();
  });
});

describe('game page', () => {
  const route = (game: 'plunder' | 'parallel-worlds', view: '2d' | '3d', fen: string | null) => ({
    page: 'game' as const,
    game,
    view,
    fen,
  });

  it('plays on the flat board with the shared panels and installs window.__test', () => {
    renderPage(route('plunder', '2d', null), storeFor('plunder'));
    expect(document.querySelectorAll('[data-square]')).toHaveLength(64);
    expect(screen.getByText('White to move')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Type a move' })).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true })).toBeTruthy();
    expect(window.__test!.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('shows the flat board with a notice when 3D cannot be drawn here', async () => {
    renderPage(route('parallel-worlds', '3d', null), storeFor('parallel-worlds'));
    expect(await screen.findByText(/flat board/)).toBeTruthy(); // once the WebGL probe answers
    expect(document.querySelectorAll('[data-square]')).toHaveLength(192);
  });

  it('shows the game-over banner with the winner and the reason', () => {
    const store = storeFor('plunder');
    for (const move of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) store.getState().typeMove(move);
    renderPage(route('plunder', '2d', null), store);
    const banner = screen.getByTestId('game-over');
    expect(banner.textContent).toContain('Black wins');
    expect(banner.textContent).toContain('by checkmate');
  });
});
