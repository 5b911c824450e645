// @vitest-environment jsdom
/**
 * The gamebook run (src/ui/study/useGamebookRun.ts) over a real game store, with fake timers: a
 * wrong sub-move of Parallel worlds chess answered at once with the node's deviation and taken
 * back alone, the author's wrong turn answered with its comment and taken back whole, the main
 * turn in the other order of its sub-moves, the reply played with the comments of the nodes
 * reached, the end of the line, the hint, "Retry", and each judged turn told to `onAnswer`.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '../../src/content/study';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { useGamebookRun, type GamebookAnswer } from '../../src/ui/study/useGamebookRun';
import { chapterOf, KNIGHTS } from './support/gamebookChapters';

function run(chapter: Chapter) {
  const started = GameSession.start(chapter.document.game, chapter.document.startFen);
  if (!started.ok) throw new Error(started.error);
  const store = createGameStore(started.value);
  const answers: GamebookAnswer[] = [];
  const hook = renderHook(() =>
    useGamebookRun({ store, chapter, chapterIndex: 1, onAnswer: (a) => answers.push(a) }),
  );
  const type = (move: string) => act(() => void expect(store.getState().typeMove(move)).toBe(true));
  const wait = () => act(() => void vi.advanceTimersByTime(1000));
  const moves = () => store.getState().session.moves.map((move) => move.canonical);
  return { store, hook, type, wait, moves, answers, state: () => hook.result.current.state };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('a gamebook run in Parallel worlds chess', () => {
  it('answers a wrong sub-move at once with the deviation and takes it back alone', () => {
    const { state, type, wait, moves, answers } = run(KNIGHTS);
    type('1h1-1g3');
    expect(state()).toMatchObject({ phase: 'playing', refusal: null });
    type('3e1-3d1');
    expect(state()).toMatchObject({
      phase: 'wrong',
      refusal: { comment: 'Bring the knights out.', reason: null },
      wrong: 1,
    });
    expect(answers).toEqual([
      {
        chapter: 2,
        path: '',
        moves: ['1h1-1g3', '3e1-3d1'],
        right: false,
        comment: 'Bring the knights out.',
      },
    ]);
    wait();
    expect(moves()).toEqual(['1h1-1g3']); // the good sub-move stays
    expect(state().phase).toBe('playing');
  });

  it("answers the author's wrong turn with its comment and takes it back whole", () => {
    const { state, type, wait, moves } = run(KNIGHTS);
    type('3h1-3f2');
    expect(state().phase).toBe('playing');
    type('1h1-1f2');
    expect(state().refusal?.comment).toBe('The knights block their own kings.');
    wait();
    expect(moves()).toEqual([]);
  });

  it('takes the main turn in the other order, plays the reply, and ends the line solved', () => {
    const { state, type, wait, moves, answers } = run(KNIGHTS);
    type('3h1-3g3');
    type('1h1-1g3');
    expect(state()).toMatchObject({ phase: 'replying', right: true });
    expect(state().comments).toEqual(['Both knights out.']);
    wait();
    wait();
    expect(moves()).toEqual(['3h1-3g3', '1h1-1g3', '1a8-1b8', '3h8-3g8']);
    expect(state()).toMatchObject({ phase: 'playing' });
    expect(state().comments).toEqual(['Both knights out.', 'The kings step aside.']);
    type('1g3-1e4');
    type('3g3-3e4');
    expect(state()).toMatchObject({ phase: 'done', comments: ['In the centre.'] });
    expect(answers.map((a) => [a.path, a.right])).toEqual([
      ['', true],
      [state().path.slice(0, 2).join('/'), true],
    ]);
  });

  it('offers the hint of the node, and Retry starts over', () => {
    const { hook, state, type, wait, moves } = run(KNIGHTS);
    expect(state()).toMatchObject({ hasHint: true, hint: null });
    act(() => hook.result.current.showHint());
    expect(state().hint).toBe('Both knights, one move each.');
    type('1h1-1g3');
    type('3h1-3g3');
    wait();
    wait();
    expect(state().hasHint).toBe(false); // no hint on this node
    act(() => hook.result.current.retry());
    expect(moves()).toEqual([]);
    expect(state()).toMatchObject({ phase: 'playing', path: [], hint: null, hasHint: true });
  });
});

describe('a gamebook run in a flat game and a lesson chapter', () => {
  it('a move that is no child of the node: "Not this one." (no deviation)', () => {
    const chapter = chapterOf({
      tree: { version: 1, game: 'plunder', root: { children: [{ moves: ['e2e4'] }] } },
    });
    const { state, type, wait, moves } = run(chapter);
    type('d2d4');
    expect(state().refusal).toEqual({ comment: null, reason: null });
    wait();
    expect(moves()).toEqual([]);
    type('e2e4');
    expect(state().phase).toBe('done');
  });

  it("a lesson chapter's refusal carries the lesson's reason", () => {
    const chapter = chapterOf({
      lesson: { goal: { kind: 'occupy', men: { '1c3': 'P' } } },
      tree: {
        version: 1,
        game: 'parallel-worlds',
        fen: '7k/8/8/8/8/8/8/K1P5|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7 w - - 0 5',
        root: {
          children: [
            {
              moves: ['1c1-1c2', 'end'],
              children: [{ moves: ['3h8-3g8', 'end'], children: [{ moves: ['1c2-1c3'] }] }],
            },
          ],
        },
      },
    });
    const { state, type, wait, moves } = run(chapter);
    type('1c1-1c2');
    type('end');
    wait();
    wait();
    expect(moves()).toEqual(['1c1-1c2', 'end', '3h8-3g8', 'end']);
    type('1a1-1b1');
    expect(state().refusal).toEqual({ comment: null, reason: 'unreachable' });
    wait();
    type('1c2-1c3');
    expect(state().phase).toBe('done');
  });
});
