/**
 * Runs a lesson over a game store: after each move of the student it asks the lesson's judge
 * (src/content/lesson.ts) what happens — done (stars, kept in the browser), a refused move
 * (shown a moment, then taken back, with the reason: a wrong sub-move alone, at once), the other
 * side's scripted reply (played a moment later) — and it plays "show me" (the whole solution,
 * animated by the board itself). It counts what the stars count: wrong tries and hints read.
 * The moves go through the store like any player's, so legality is always the rules core's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { demoLine, lessonShapes } from '../../game/lessons/lessonTree';
import {
  judgeLesson,
  lessonStart,
  solutionLength,
  starsFor,
  type Lesson,
  type WrongReason,
} from '../../content/lesson';
import { recordStars } from '../../game/lessons/progress';
import type { LessonState } from '../../game/lessons/lessonTestInterface';
import { gameById } from '../../rules';
import { GameSession } from '../../game/session';
import { useTimedMoves } from '../common/useTimedMoves';

/** Pause before a refused move is taken back, and between the moves of a reply or "show me". */
const LESSON_PAUSE_MS = 600;

export interface LessonRun {
  state: LessonState;
  restart(): void;
  showMe(): void;
  hint(): void; // reads the next hint (it costs a star)
}

export function useLessonRun(lesson: Lesson, store: StoreApi<GameState>): LessonRun {
  const student = lessonStart(lesson).turn;
  const [movesMade, setMovesMade] = useState(0);
  const [status, setStatus] = useState<LessonState['status']>('playing');
  const [feedback, setFeedback] = useState<WrongReason | null>(null);
  const [stars, setStars] = useState(0);
  const [hints, setHints] = useState(0);
  const [wrongTries, setWrongTries] = useState(0);
  const wrong = useRef(0); // moves or turns refused since the start
  const hintsRead = useRef(0);
  const moves = useRef(0); // the student's moves, `end` not counted, refused ones counted
  const timed = useTimedMoves(store, LESSON_PAUSE_MS);
  const { busy, playInTurn } = timed;
  const frozen = useRef(false); // solved, or "show me" is playing or has played: nothing is judged

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (busy.current || frozen.current || state.version === previous.version) return;
        const announced = state.announced;
        if (announced?.kind !== 'move' || announced.color !== student) return;
        const session = state.session;
        if (session.moves.at(-1)?.canonical !== 'end') moves.current += 1;
        setMovesMade(moves.current);
        const verdict = judgeLesson(lesson, session.position, session.moves, student);
        setFeedback(verdict.kind === 'wrong' ? verdict.reason : null);
        switch (verdict.kind) {
          case 'done': {
            const earned = starsFor(lesson, {
              moves: session.moves.filter((m) => m.color === student && m.canonical !== 'end')
                .length,
              wrong: wrong.current,
              hints: hintsRead.current,
            });
            setStars(earned);
            setStatus('done');
            frozen.current = true;
            recordStars(lesson.id, earned);
            return;
          }
          case 'continue':
            return;
          case 'reply':
            setStatus('replying');
            busy.current = true; // the student's clicks meanwhile are not judged
            playInTurn(verdict.moves, () => {
              busy.current = false;
              setStatus('playing');
            });
            return;
          case 'wrong': {
            wrong.current += 1;
            setWrongTries(wrong.current);
            const keep = session.moves.length - verdict.undo;
            busy.current = true;
            timed.later(() => {
              while (store.getState().session.moves.length > keep) store.getState().undo();
              busy.current = false;
            });
          }
        }
      }),
    [store, lesson, student, playInTurn, busy, timed],
  );

  const restart = useCallback(() => {
    timed.clear();
    busy.current = true;
    const game = gameById(lesson.game)!;
    const started = GameSession.start(game, lesson.fen);
    if (!started.ok) throw new Error(`lesson ${lesson.id}: ${started.error}`);
    store.getState().replaceSession(started.value, 'new-game');
    store.getState().setShapes(lessonShapes(lesson));
    busy.current = false;
    frozen.current = false;
    moves.current = 0;
    wrong.current = 0;
    hintsRead.current = 0;
    setMovesMade(0);
    setWrongTries(0);
    setHints(0);
    setStatus('playing');
    setFeedback(null);
    setStars(0);
  }, [store, lesson, timed, busy]);

  const showMe = useCallback(() => {
    restart();
    frozen.current = true;
    setStatus('showing');
    playInTurn(
      demoLine(lesson).map((step) => step.move),
      () => setStatus('shown'),
    );
  }, [restart, playInTurn, lesson]);

  const hint = useCallback(() => {
    hintsRead.current = Math.min(lesson.hints, hintsRead.current + 1);
    setHints(hintsRead.current);
  }, [lesson]);

  return {
    state: {
      id: lesson.id,
      step: movesMade,
      steps: solutionLength(lesson),
      goal: lesson.goal,
      done: status === 'done',
      stars,
      status,
      feedback,
      wrong: wrongTries,
      hints,
    },
    restart,
    showMe,
    hint,
  };
}
