// @vitest-environment jsdom
/**
 * The puzzle run (src/ui/puzzle/usePuzzleRun.ts) over a real game store, with fake timers: the
 * opponent's last turn played first, a refused sub-move taken back with "wrong" and the first
 * try failed, the solution in another order solved, the reply played, the hint and the solution
 * failing the first try, and `missEnds` (Storm, a race) ending the run at a miss.
 */
import { readFileSync } from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { puzzleId, type Puzzle } from '../../src/puzzles/puzzle';
import {
  createPuzzleStore,
  usePuzzleRun,
  type PuzzleRunOptions,
} from '../../src/ui/puzzle/usePuzzleRun';

const make = (fen: string, solution: string[], lastTurn?: Puzzle['lastTurn']): Puzzle => ({
  id: puzzleId('parallel-worlds', fen, solution),
  variant: 'parallel-worlds',
  fen,
  solution,
  themes: [],
  rating: 1000,
  ...(lastTurn ? { lastTurn } : {}),
});

// The pawn 1a2 blocks the rook 1a1 from the king 1a8, which Black's last turn put there.
const BLOCKED = make(
  'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 1 10',
  ['1a2-2a2 1a1-1a8'],
  {
    fen: '1k6/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 b - - 0 9',
    turn: '1b8-1a8 end',
  },
);
// Knights on levels 1 and 3: a quiet turn whose two sub-moves commute (it ends by itself).
const QUIET = make('k7/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K2N w - - 0 10', [
  '1h1-1g3 3h1-3g3',
]);

// A shipped Pocket mutation line: the solver's move, the reply, the solver's move.
const LONGER = readFileSync('assets/puzzles/pocket-mutation.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Puzzle)
  .find((puzzle) => puzzle.solution.length === 3)!;

function run(puzzle: Puzzle, options: PuzzleRunOptions = {}) {
  const store = createPuzzleStore(puzzle);
  const hook = renderHook(() => usePuzzleRun(puzzle, store, options));
  const type = (move: string) => act(() => void store.getState().typeMove(move));
  const wait = () => act(() => void vi.advanceTimersByTime(1000));
  return { store, hook, type, wait, state: () => hook.result.current.state };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('a puzzle run', () => {
  it("plays the opponent's last turn first, then judges the solver", () => {
    const { store, state, wait, type } = run(BLOCKED);
    expect(state().phase).toBe('intro');
    wait();
    wait();
    expect(state().phase).toBe('playing');
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual(['1b8-1a8', 'end']);
    type('1a2-2a2');
    expect(state()).toMatchObject({ feedback: null, result: null });
    type('1a1-1a8');
    expect(state()).toMatchObject({ phase: 'done', result: 'solved', feedback: 'right' });
  });

  it('refuses a wrong sub-move, takes it back, and the first try is failed for good', () => {
    const results: string[] = [];
    const { store, state, wait, type } = run(BLOCKED, { onResult: (r) => results.push(r) });
    wait();
    wait();
    type('1e1-1d1');
    expect(state()).toMatchObject({ feedback: 'wrong', result: 'failed' });
    wait();
    expect(store.getState().session.moves).toHaveLength(2); // taken back
    type('1a2-2a2');
    type('1a1-1a8');
    expect(state()).toMatchObject({ phase: 'done', result: 'failed' });
    expect(results).toEqual(['failed']);
  });

  it('takes the sub-moves of a turn in another order than stored', () => {
    const { state, type } = run(QUIET);
    type('3h1-3g3');
    expect(state().feedback).toBeNull();
    type('1h1-1g3');
    expect(state()).toMatchObject({ phase: 'done', result: 'solved' });
  });

  it("plays the puzzle's reply after a right turn", () => {
    const { store, state, wait, type } = run(LONGER);
    for (let i = 0; i < 3; i++) wait(); // its last turn, if it has one
    const start = store.getState().session.moves.length;
    type(LONGER.solution[0]!);
    expect(state()).toMatchObject({ phase: 'replying', feedback: 'right' });
    wait();
    expect(state().phase).toBe('playing');
    expect(store.getState().session.moves.at(-1)?.canonical).toBe(LONGER.solution[1]);
    type(LONGER.solution[2]!);
    expect(state()).toMatchObject({ phase: 'done', result: 'solved' });
    expect(store.getState().session.moves).toHaveLength(start + 3);
  });

  it('a miss ends the run with missEnds', () => {
    const { store, state, type, wait } = run(QUIET, { missEnds: true });
    type('1h1-1f2');
    wait();
    expect(state()).toMatchObject({ phase: 'done', result: 'failed', feedback: 'wrong' });
    expect(store.getState().session.moves).toHaveLength(1); // not taken back
  });

  it('a hint draws the next move and fails the first try', () => {
    const { store, hook, state, wait } = run(BLOCKED);
    wait();
    wait();
    act(() => hook.result.current.hint());
    expect(store.getState().hint?.moves).toEqual(['1a2-2a2']);
    expect(state()).toMatchObject({ result: 'failed', hints: 1 });
  });

  it('shows the solution from the puzzle position', () => {
    const { store, hook, state, wait, type } = run(BLOCKED);
    wait();
    wait();
    type('1a2-2a2');
    act(() => hook.result.current.showSolution());
    for (let i = 0; i < 4; i++) wait();
    expect(state()).toMatchObject({ phase: 'done', result: 'failed' });
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual([
      '1b8-1a8',
      'end',
      '1a2-2a2',
      '1a1-1a8',
    ]);
  });
});
