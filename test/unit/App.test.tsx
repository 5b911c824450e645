// @vitest-environment jsdom
// Unit tests of the app shell (src/ui/App.tsx) in jsdom: the home page names the three games,
// a click on one opens its game page without reloading, the way back works, and an address with
// ?game= opens a game page directly. The names come from the game catalogue (src/ui/games.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App';

function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  return render(<App />);
}

describe('App', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('names the three games on the home page', () => {
    visit('');
    expect(screen.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeTruthy();
    for (const name of ['Parallel worlds chess', 'Pocket mutation chess', 'PlunderChess']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('opens the game page of the game clicked, and goes back', () => {
    visit('');
    fireEvent.click(screen.getByRole('link', { name: 'Pocket mutation chess' }));

    expect(window.location.search).toBe('?game=pocket-mutation');
    expect(screen.getByRole('heading', { level: 1, name: 'Pocket mutation chess' })).toBeTruthy();
    expect(screen.getByText('The board arrives with the next release.')).toBeTruthy();
    expect(document.title).toBe('Pocket mutation chess · Parallel Worlds');

    fireEvent.click(screen.getByRole('link', { name: /Back to games/ }));
    expect(window.location.search).toBe('');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('opens a game page straight from the address, with its view and position', () => {
    visit('?game=plunder&view=3d&fen=8/8/8/8/8/8/8/K6k+w+-+-+0+1');
    expect(screen.getByRole('heading', { level: 1, name: 'PlunderChess' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '3D' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('8/8/8/8/8/8/8/K6k w - - 0 1')).toBeTruthy();
  });

  it('follows the browser history back to the home page', () => {
    visit('');
    fireEvent.click(screen.getByRole('link', { name: 'PlunderChess' }));
    window.history.replaceState(null, '', '/');
    fireEvent.popState(window);
    expect(screen.getByRole('heading', { level: 1, name: 'Parallel Worlds' })).toBeTruthy();
  });

  it('explains an unknown game on the home page', () => {
    visit('?game=chess960');
    expect(screen.getByRole('alert').textContent).toContain("There is no game called 'chess960'.");
  });
});
