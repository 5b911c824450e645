/**
 * Runs a practice study chapter (issue 46) over the study page's game store: the student plays the
 * chapter's side (`orientation`) against the computer at the chapter's level (the game page's
 * computer player, src/ui/play/useComputer.ts, so it thinks in its worker and plays each sub-move
 * a pause apart), and the chapter's goal (src/content/practice.ts) is judged after every move:
 * turns left, then reached or missed once (told to `onAnswer` for class mode). "Retry" starts the
 * position again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { practiceStatus, turnsFinished, type PracticeStatus } from '../../content/practice';
import type { Chapter } from '../../content/study';
import type { Level } from '../../engine/protocol';
import type { ComputerPlayer } from '../../game/computerPlayer';
import { computer, HUMAN, type Players } from '../../game/players';
import { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import type { Color } from '../../rules';
import { useComputer } from '../play/useComputer';
import type { ChapterRunProps } from './useGamebookRun';

export interface PracticeRunState {
  readonly student: Color;
  readonly level: number;
  readonly status: PracticeStatus;
}

export interface PracticeRun {
  readonly state: PracticeRunState;
  readonly computer: ComputerPlayer;
  retry(): void;
}

/** The chapter's players: the student here, the computer on the other side. */
function playersOf(chapter: Chapter, student: Color): Players {
  const machine = computer((chapter.practice?.level ?? 1) as Level);
  return student === 0 ? [HUMAN, machine] : [machine, HUMAN];
}

/** How the store's game stands against the chapter's goal. */
function statusOf(chapter: Chapter, store: StoreApi<GameState>, student: Color): PracticeStatus {
  const { session } = store.getState();
  const goal = chapter.practice?.goal ?? { kind: 'win' };
  const outcome = session.outcome;
  const done = turnsFinished(session.moves, session.position.turn, student);
  const game = { over: outcome !== null, winner: (outcome?.winner ?? null) as Color | null };
  return practiceStatus(goal, game, done, student);
}

export function usePracticeRun({
  store,
  chapter,
  chapterIndex,
  onAnswer,
}: ChapterRunProps): PracticeRun {
  const student: Color = chapter.orientation === 'white' ? 0 : 1;
  const [status, setStatus] = useState<PracticeStatus>(() => statusOf(chapter, store, student));
  const settled = useRef(false);
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const machine = useComputer(store);

  const retry = useCallback(() => {
    const { game, startFen } = chapter.document;
    const started = GameSession.start(game, startFen, playersOf(chapter, student));
    if (!started.ok) throw new Error(`chapter ${chapter.name}: ${started.error}`);
    settled.current = false;
    store.getState().replaceSession(started.value, 'new-game');
    store.getState().setShapes(chapter.document.tree.root.shapes);
    setStatus(statusOf(chapter, store, student));
  }, [store, chapter, student]);

  // The chapter's position with the computer on the other side, at once (again for another store).
  const restart = useRef(retry);
  restart.current = retry;
  useEffect(() => restart.current(), [store]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (settled.current || state.version === previous.version) return;
        const next = statusOf(chapter, store, student);
        setStatus(next);
        if (next.kind === 'going') return;
        settled.current = true;
        answered.current?.({
          chapter: chapterIndex + 1,
          path: '',
          moves: state.session.moves.map((move) => move.canonical),
          right: next.kind === 'reached',
          comment: null,
        });
      }),
    [store, chapter, chapterIndex, student],
  );

  return {
    state: { student, level: chapter.practice?.level ?? 1, status },
    computer: machine,
    retry,
  };
}
