// @vitest-environment jsdom
/**
 * The study page's panels of the chapters that are played, rendered as the page renders them and
 * clicked as a reader clicks: GamebookPanel (the hint, a wrong sub-move answered in the author's
 * words, Solved, Retry) and PracticePanel (the goal and turns left, a king taken within the turn
 * reached, a turn that misses it, the computer answering a move at level 1 in-process).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '../../src/content/study';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { GamebookPanel } from '../../src/ui/study/GamebookPanel';
import { PracticePanel } from '../../src/ui/study/PracticePanel';
import type { GamebookAnswer } from '../../src/ui/study/useGamebookRun';
import { chapterOf, KNIGHTS } from './support/gamebookChapters';

vi.setConfig({ testTimeout: 30_000 });

async function show(Panel: typeof GamebookPanel, chapter: Chapter) {
  const started = GameSession.start(chapter.document.game, chapter.document.startFen);
  if (!started.ok) throw new Error(started.error);
  const store = createGameStore(started.value);
  const answers: GamebookAnswer[] = [];
  await act(async () => {
    render(
      <Suspense fallback="waiting">
        <Panel
          store={store}
          chapter={chapter}
          chapterIndex={0}
          onAnswer={(answer) => answers.push(answer)}
        />
      </Suspense>,
    );
  });
  const type = (move: string) => act(() => void store.getState().typeMove(move));
  const moves = () => store.getState().session.moves.map((move) => move.canonical);
  return { store, answers, type, moves, status: () => screen.getByRole('status').textContent };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(condition()).toBe(true);
};

afterEach(cleanup);

describe('GamebookPanel', () => {
  it('shows the hint, answers a wrong sub-move in the author words, and starts over', async () => {
    const { type, moves, status } = await show(GamebookPanel, KNIGHTS);
    expect(screen.getByText('Find the right turn for White.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText('Both knights, one move each.')).toBeTruthy();
    type('1e1-1d1');
    expect(status()).toBe('Bring the knights out. It has been taken back: try again.');
    await until(() => moves().length === 0);
    type('1h1-1g3');
    type('3h1-3g3');
    expect(screen.getByText('Both knights out.')).toBeTruthy();
    await until(() => moves().length === 4);
    expect(screen.getByText('The kings step aside.')).toBeTruthy();
    type('1g3-1e4');
    type('3g3-3e4');
    expect(status()).toBe('Solved: that is the end of the line.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(moves()).toEqual([]);
  });
});

// The pawn 1a2 steps up, and the rook 1a1 takes the king 1a8: a king taken within one turn.
const TAKE_KING = chapterOf({
  kind: 'practice',
  practice: { level: 1, goal: { kind: 'capture-king', turns: 1 } },
  tree: {
    version: 1,
    game: 'parallel-worlds',
    fen: 'k7/8/8/8/8/8/P7/R3K3|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/4K3 w - - 1 10',
  },
});

describe('PracticePanel', () => {
  it('shows the goal and the turns left, and a king taken within the turn reaches it', async () => {
    const { type, status, answers } = await show(PracticePanel, TAKE_KING);
    expect(screen.getByText('You play White against the computer (level 1).')).toBeTruthy();
    expect(screen.getByText('Capture a king within 1 turn')).toBeTruthy();
    expect(screen.getByText('Turns left: 1')).toBeTruthy();
    type('1a2-2a2');
    type('1a1-1a8');
    expect(status()).toBe('Goal reached!');
    expect(answers).toEqual([
      { chapter: 1, path: '', moves: ['1a2-2a2', '1a1-1a8'], right: true, comment: null },
    ]);
  });

  it('a turn that does not take the king misses the goal; Retry starts again', async () => {
    const { type, status, moves } = await show(PracticePanel, TAKE_KING);
    type('1e1-1d1');
    type('end');
    expect(status()).toBe('Goal missed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(moves()).toEqual([]);
    expect(screen.getByText('Turns left: 1')).toBeTruthy();
  });

  it('the computer answers at level 1', async () => {
    const chapter = chapterOf({
      kind: 'practice',
      practice: { level: 1, goal: { kind: 'win' } },
      tree: { version: 1, game: 'plunder' },
    });
    const { type, moves } = await show(PracticePanel, chapter);
    type('e2e4');
    await until(() => moves().length === 2);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
