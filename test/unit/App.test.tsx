// @vitest-environment jsdom
// Unit tests of the app shell (src/ui/shell/App.tsx) in jsdom: the home page names the three games,
// a click on one starts a new game on its page without reloading, the way back works, an address
// with ?game= opens a game page directly, ?rules= opens the rules page, the language switch
// changes the interface, and the games kept are offered on the home page. The names come from
// the dictionary (src/ui/i18n/i18n.ts); the game library is fake-indexeddb's, emptied before each test.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstVisit, pageHost, reload, visit } from './support/appPage';

// The home page draws five small boards; jsdom takes seconds for that on a busy machine.
describe('App', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await firstVisit();
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  it('names the three games on the home page', () => {
    visit('');
    expect(screen.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeTruthy();
    for (const name of ['Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Play in 3D' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play in 2D' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Rules' })).toHaveLength(3);
  });

  it('opens the game page of the game clicked, and goes back', async () => {
    visit('');
    fireEvent.click(screen.getByRole('link', { name: 'Pocket mutation chess' }));

    expect(window.location.search).toMatch(/^\?game=pocket-mutation&id=[\w-]+$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pocket mutation chess' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Offer a draw' })).toBeTruthy();
    expect(document.title).toBe('Pocket mutation chess · Parallel Worlds');

    fireEvent.click(screen.getByRole('link', { name: /Back to games/ }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeTruthy();
  });

  it('opens a game page straight from the address, with its view and position', async () => {
    visit('?game=parallel-worlds&view=2d');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parallel worlds chess' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '2D' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    visit('?game=plunder&fen=8/8/8/8/8/8/8/K6k+w+-+-+0+1');
    await screen.findByRole('heading', { level: 1, name: 'PlunderChess' });
    expect(document.querySelectorAll('[data-piece]')).toHaveLength(2);
  });

  it('says what is wrong with a bad position in the address', async () => {
    visit('?game=plunder&fen=8/8/8+w+-+-+0+1');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /This link cannot be opened: FEN/,
    );
  });

  it('follows the browser history back to the home page', async () => {
    visit('');
    fireEvent.click(screen.getByRole('link', { name: 'PlunderChess' }));
    window.history.replaceState(null, '', '/');
    act(() => {
      fireEvent.popState(window);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeTruthy();
  });

  it('explains an unknown game on the home page', async () => {
    visit('?game=chess960');
    await act(async () => {}); // the list of kept games has been read
    expect(screen.getByRole('alert').textContent).toContain("There is no game called 'chess960'.");
  });

  it('opens the rules page of a game (a chunk of its own), with diagrams from the board', async () => {
    visit('?rules=plunder');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to play PlunderChess' }),
    ).toBeTruthy();
    expect(document.querySelectorAll('.rules-diagram svg.board2d').length).toBeGreaterThan(1);
    fireEvent.click(screen.getByRole('link', { name: 'Pocket mutation chess' }));
    expect(window.location.search).toBe('?rules=pocket-mutation');
    // The fairy pieces are a gallery of their art, each a link into the piece explorer.
    const nightrider = await screen.findByRole('link', { name: 'Nightrider' });
    expect(nightrider.getAttribute('href')).toBe('?explore=pocket-mutation&piece=I');
    expect(nightrider.querySelector('svg.piece-icon')).toBeTruthy();
  });

  it('switches the interface to Russian and back', () => {
    visit('');
    fireEvent.click(screen.getByRole('button', { name: 'RU' }));
    expect(screen.getByRole('button', { name: 'Играть в 3D' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Шахматы параллельных миров' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('button', { name: 'Play in 3D' })).toBeTruthy();
  });

  it('offers to continue the games kept', async () => {
    visit('?game=plunder');
    const input = await screen.findByRole('textbox', { name: 'Type a move' });
    fireEvent.change(input, { target: { value: 'e2e4' } });
    fireEvent.submit((input as HTMLInputElement).form!);
    await act(() => pageHost().settled());
    const address = window.location.search;
    cleanup();
    reload(); // a fresh page load
    visit('');
    expect(
      await screen.findByText(/1 move · in progress · last played/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue PlunderChess' }));
    expect(window.location.search).toBe(address);
    expect(await screen.findByText('e4')).toBeTruthy();
  });
});
