/**
 * The puzzle pages' part of `window.__test` (see ../testInterface.ts), a test contract of issue 45:
 *
 *   window.__test.puzzle()   the puzzle on screen: { id: 'k3x9qa', state: 'playing' | 'solved' |
 *                            'failed', rating: 1240 }, `rating` the puzzle's rating (as shipped,
 *                            not the player's); null on every other page with a board, and on a
 *                            puzzle page before its puzzle is there (or for an unknown id)
 *
 * The game page installs `puzzle: () => null`; the puzzle page replaces it after that install
 * (a parent's effects run after its children's), as the lessons' interface does.
 */
import type { PuzzleReport, TestInterface } from '../testInterface';

/** Makes `read` answer `window.__test.puzzle()`; returns the function that takes it back. */
export function installPuzzleTestInterface(read: () => PuzzleReport | null): () => void {
  const api = (window.__test ?? {}) as TestInterface;
  api.puzzle = read;
  window.__test = api;
  return () => {
    if (api.puzzle === read) api.puzzle = () => null;
  };
}
