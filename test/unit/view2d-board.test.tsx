// @vitest-environment jsdom
/**
 * Component tests of the flat board (src/view2d) in jsdom: what the board draws from the game
 * state (squares and men with their data attributes, coordinates, orientation, highlights by
 * target kind, check, last move, moves between levels on both boards) and that pointer and
 * keyboard input reach the game through the staging (click-click moves; illegal input changes
 * nothing). Expected targets come from the rules command line
 * (`npm run --silent rules -- moves --variant <id> --fen '<FEN>'`), quoted in each row.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { gameStoreFor, type GameState } from '../../src/game/store';
import { boardPortOf } from '../../src/game/storeBoardPort';
import { View2D } from '../../src/view2d/View2D';
import { boardLabels } from '../../src/ui/play/GamePage';
import { translator } from '../../src/ui/i18n/i18n';

/** The board's English words, from the app's catalogue. */
const LABELS = boardLabels(translator('en'));
/** … and the Russian ones. */
const ruLabels = () => boardLabels(translator('ru')); // once the Russian words are loaded

function storeFor(game: string, fen?: string): StoreApi<GameState> {
  const made = gameStoreFor(game, fen);
  if ('error' in made) throw new Error(made.error);
  return made.store;
}

const square = (name: string) => {
  const element = document.querySelector(`[data-square="${name}"]`);
  if (!element) throw new Error(`no square ${name}`);
  return element;
};

const classOf = (name: string) => square(name).getAttribute('class') ?? '';

/** Presses a square as a mouse click does (pointer down, then up). */
function press(name: string) {
  const element = square(name);
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(element, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

/** Squares of the board carrying a target mark, by kind: { 'target-move': ['a4', …], … }. */
function targetsByKind(): Record<string, string[]> {
  const kinds: Record<string, string[]> = {};
  for (const element of document.querySelectorAll('.is-target')) {
    const kind = [...element.classList].find((c) => c.startsWith('target-'))!;
    (kinds[kind] ??= []).push(element.getAttribute('data-square')!);
  }
  for (const list of Object.values(kinds)) list.sort();
  return kinds;
}

afterEach(cleanup);

describe('the flat board draws the position', () => {
  it('has 64 squares with data-square, the men with data-piece, and coordinates', () => {
    render(<View2D port={boardPortOf(storeFor('plunder'))} labels={LABELS} />);
    expect(document.querySelectorAll('[data-square]')).toHaveLength(64);
    expect(document.querySelectorAll('[data-piece]')).toHaveLength(32);
    expect(square('e1').querySelector('[data-piece]')?.getAttribute('data-piece')).toBe('K');
    expect(square('d8').querySelector('[data-piece]')?.getAttribute('data-piece')).toBe('q');
    const files = [...document.querySelectorAll('.coordinate-file')].map((e) => e.textContent);
    expect(files.join('')).toBe('abcdefgh');
    // White at the bottom: the first square drawn (top left) is a8.
    expect(document.querySelector('[data-square]')?.getAttribute('data-square')).toBe('a8');
  });

  it('writes the coordinates over the squares, not in them, hidden from assistive tools', () => {
    render(<View2D port={boardPortOf(storeFor('plunder'))} labels={LABELS} />);
    // A square button holds no text, so its name (its aria-label) is all one reads on it.
    expect(square('a1').textContent).toBe('');
    const writing = document.querySelector('[data-square-labels="a1"]')!;
    expect(writing.textContent).toBe('1a');
    expect(writing.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('flips the board with the flip button', () => {
    render(<View2D port={boardPortOf(storeFor('plunder'))} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: /Flip board/ }));
    expect(document.querySelector('[data-square]')?.getAttribute('data-square')).toBe('h1');
    const files = [...document.querySelectorAll('.coordinate-file')].map((e) => e.textContent);
    expect(files.join('')).toBe('hgfedcba');
  });

  it('follows the side to move when asked', () => {
    const store = storeFor('plunder');
    render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Follow the side to move/ }));
    act(() => void store.getState().typeMove('e2e4'));
    expect(document.querySelector('[data-square]')?.getAttribute('data-square')).toBe('h1');
  });

  it('draws vests as data-vest on the wearer', () => {
    render(
      <View2D
        port={boardPortOf(storeFor('plunder', '4k3/8/8/8/8/2N(B)5/8/4K3 w - - 0 1'))}
        labels={LABELS}
      />,
    );
    const knight = square('c3').querySelector('[data-piece="N"]');
    expect(knight?.getAttribute('data-vest')).toBe('B');
    expect(knight?.textContent).toContain('B'); // the vest's letter, for colour-blind players
  });

  it('shows Parallel worlds as three labelled levels with 1e4-style names, men on every level', () => {
    const store = storeFor('parallel-worlds');
    render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    expect(document.querySelectorAll('[data-square]')).toHaveLength(192);
    for (const level of ['1', '2', '3'])
      expect(document.querySelector(`figure[data-level="${level}"] figcaption`)).toBeTruthy();
    act(() => void store.getState().typeMove('1g1-2g1'));
    // A man on the middle level is drawn there (the view model once skipped level 2).
    expect(square('2g1').querySelector('[data-piece]')?.getAttribute('data-piece')).toBe('N');
  });
});

describe('highlights by target kind', () => {
  const rows: Array<{
    rule: string;
    game: string;
    fen?: string;
    select: string;
    expected: Record<string, string[]>;
  }> = [
    {
      // rules: c3a4 c3a5* c3b1 c3b4* c3b5 c3d2* c3d5 c3d5~Q c3e2 c3e4
      rule: 'PlunderChess: dots, a ring for the capture, diamonds where only the vest reaches',
      game: 'plunder',
      fen: 'r3k2r/ppp2ppp/2n5/3q4/3P4/2N(B)2N2/PPP2PPP/R2QK2R w KQkq - 0 1',
      select: 'c3',
      expected: {
        'target-move': ['a4', 'b1', 'b5', 'e2', 'e4'],
        'target-capture': ['d5'],
        'target-vest': ['a5', 'b4', 'd2'],
      },
    },
    {
      // rules: e1d2 e1e2 e1f1 e1g1 (e1g1 castles)
      rule: 'castling has its own mark',
      game: 'plunder',
      fen: 'r3k2r/ppp2ppp/2n5/3q4/3P4/2N(B)2N2/PPP2PPP/R2QK2R w KQkq - 0 1',
      select: 'e1',
      expected: { 'target-move': ['d2', 'e2', 'f1'], 'target-castle': ['g1'] },
    },
    {
      // rules: 1g1-1f3 1g1-1h3 1g1-2g1
      rule: 'Parallel worlds: a move between levels is marked on the other level',
      game: 'parallel-worlds',
      select: '1g1',
      expected: { 'target-move': ['1f3', '1h3'], 'target-level': ['2g1'] },
    },
  ];

  it.each(rows)('$rule', ({ game, fen, select, expected }) => {
    render(<View2D port={boardPortOf(storeFor(game, fen))} labels={LABELS} />);
    press(select);
    expect(classOf(select)).toContain('is-selected');
    expect(targetsByKind()).toEqual(expected);
  });

  it('Parallel worlds: the selected man shows its way to the other level on its own square', () => {
    render(<View2D port={boardPortOf(storeFor('parallel-worlds'))} labels={LABELS} />);
    press('1g1');
    expect(document.querySelector('[data-square-labels="1g1"] .level-exits')?.textContent).toBe(
      '2',
    );
  });

  it('Pocket mutation: the pocket is a target for a man, and drops are marked with the piece', () => {
    // rules: 55 drops (`X@` moves) — every empty square but White's last rank
    const { unmount } = render(
      <View2D
        port={boardPortOf(storeFor('pocket-mutation', '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2'))}
        labels={LABELS}
      />,
    );
    press('a1');
    expect(document.querySelector('[data-pocket="w"]')!.getAttribute('class')).toContain(
      'is-target',
    );
    expect(document.querySelector('[data-pocket="b"]')!.getAttribute('class')).not.toContain(
      'is-target',
    );
    expect(document.querySelector('[data-pocket="w"]')!.getAttribute('aria-label')).toBe(
      'White’s pocket: empty — lift the selected man here',
    );
    press('a1'); // a second press lets the man go
    expect(document.querySelector('.is-selected')).toBeNull();
    unmount();

    render(
      <View2D
        port={boardPortOf(storeFor('pocket-mutation', '4k3/8/8/8/8/8/8/R3K3[N] w - - 0 2'))}
        labels={LABELS}
      />,
    );
    const pocket = document.querySelector('[data-pocket="w"]')!;
    expect(pocket.getAttribute('aria-label')).toContain('Knight');
    fireEvent.pointerDown(pocket, { pointerId: 1, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(pocket, { pointerId: 1, button: 0, pointerType: 'mouse' });
    const drops = targetsByKind()['target-drop'] ?? [];
    expect(drops).toHaveLength(54); // 62 empty squares minus 7 on rank 8, minus a1 (the rook)
    expect(drops.some((name) => name.endsWith('8'))).toBe(false);
    expect(square('c4').querySelector('.mark-drop [class="piece-art"]')).toBeTruthy();
  });

  it('marks the king in check and the last move', () => {
    const store = storeFor('plunder', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    press('a1');
    press('a8');
    expect(classOf('e8')).toContain('is-check');
    expect(classOf('a1')).toContain('is-last');
    expect(classOf('a8')).toContain('is-last');
  });
});

describe('input through the staging', () => {
  it('moves by click-click, and illegal input changes nothing', () => {
    const store = storeFor('plunder');
    render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    const start = store.getState().session.fenWithSubMoves();
    press('e7'); // a man of the side not to move
    press('e5'); // an empty square
    press('e2');
    press('e5'); // not a target of the pawn: lets it go
    expect(store.getState().session.fenWithSubMoves()).toBe(start);
    expect(store.getState().selected).toBeNull();
    press('e2');
    press('e4');
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['e2e4']);
    expect(square('e4').querySelector('[data-piece]')?.getAttribute('data-piece')).toBe('P');
  });

  it('plays from the keyboard: arrows move between squares, Enter picks, Escape lets go', () => {
    const store = storeFor('plunder');
    render(<View2D port={boardPortOf(store)} labels={LABELS} />);
    const e1 = square('e1') as SVGGElement;
    expect(e1.getAttribute('tabindex')).toBe('0'); // the board's one tab stop
    e1.focus();
    fireEvent.keyDown(e1, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-square')).toBe('e2');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(classOf('e2')).toContain('is-selected');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(store.getState().selected).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyUp(document.activeElement!, { key: ' ' });
    expect(classOf('e2')).toContain('is-selected');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['e2e4']);
  });

  it('PageUp moves the keyboard focus to the level above', () => {
    render(<View2D port={boardPortOf(storeFor('parallel-worlds'))} labels={LABELS} />);
    const e1 = square('1e1') as SVGGElement;
    e1.focus();
    fireEvent.keyDown(e1, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-square')).toBe('2e1');
  });
});

describe('the flat board in Russian', () => {
  it('names its boards, squares and pockets from the Russian catalogue', () => {
    render(
      <View2D
        port={boardPortOf(storeFor('pocket-mutation', '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2'))}
        labels={ruLabels()}
      />,
    );
    press('a1');
    expect(document.querySelector('[data-pocket="w"]')!.getAttribute('aria-label')).toBe(
      'Карман: Белые: пусто — сюда можно убрать выбранную фигуру',
    );
    expect(square('a1').getAttribute('aria-label')).toBe('a1, ладья белых, выбрано');
    expect(document.querySelector('svg.board2d')!.getAttribute('aria-label')).toBe('Доска');
  });

  it('names each level’s board', () => {
    render(<View2D port={boardPortOf(storeFor('parallel-worlds'))} labels={ruLabels()} />);
    const names = [...document.querySelectorAll('svg.board2d')].map((board) =>
      board.getAttribute('aria-label'),
    );
    expect(names.sort()).toEqual([
      'Доска уровня 1 · низ',
      'Доска уровня 2 · середина',
      'Доска уровня 3 · верх',
    ]);
  });
});
