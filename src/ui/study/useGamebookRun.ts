/**
 * Runs an interactive study chapter (lichess's gamebook, issue 46) over the study page's game
 * store, as useLessonRun runs a lesson: after each move of the student the gamebook judge
 * (src/content/gamebook.ts) says whether the turn may go on, is the main line's (the other side's
 * main-line reply is then played a moment later), or is refused — answered with the author's
 * comment, the node's deviation or "Not this one.", and taken back a moment later (a wrong
 * sub-move of Parallel worlds chess alone, at once). The comments of the nodes reached are shown
 * as the student reaches them, the node's hint on request, its shapes drawn on the board; the end
 * of the line is "Solved". Each judged turn is told to `onAnswer` (class mode: the teacher sees it).
 *
 * The moves go through the store like any player's, so legality is always the rules core's, and
 * the 2D and 3D boards work unchanged.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { nodeAt, type TreePath } from '../../content/contentTree';
import { gamebookStudent, judgeChapter } from '../../content/gamebook';
import type { WrongReason } from '../../content/lesson';
import type { Chapter } from '../../content/study';
import { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import type { Color } from '../../rules';
import { useTimedMoves } from '../common/useTimedMoves';

/** Pause before a refused move is taken back, and between the moves of a reply. */
const GAMEBOOK_PAUSE_MS = 600;

/** A judged turn, for class mode. `chapter` counts from 1; `path` is the node played at ('3/5'). */
export interface GamebookAnswer {
  readonly chapter: number;
  readonly path: string;
  readonly moves: string[];
  readonly right: boolean;
  readonly comment: string | null; // the answer shown to a wrong turn; null: "Not this one."
}

/** A chapter run's props, the page's: its game store (at the chapter's start) and the chapter. */
export interface ChapterRunProps {
  readonly store: StoreApi<GameState>;
  readonly chapter: Chapter;
  readonly chapterIndex: number; // counted from 0, as `study.chapters`
  readonly onAnswer?: (answer: GamebookAnswer) => void;
}

/** The latest refusal: the author's answer, or a lesson chapter's reason. */
export interface GamebookRefusal {
  readonly comment: string | null; // null: "Not this one." (or a lesson's reason)
  readonly reason: WrongReason | null;
}

export interface GamebookRunState {
  /** playing: the student to move; replying: the reply is played; wrong: a refusal is shown before it is taken back. */
  readonly phase: 'playing' | 'replying' | 'wrong' | 'done';
  readonly student: Color;
  readonly path: TreePath; // the node reached
  readonly comments: readonly string[]; // the comments of the nodes reached since the student's last turn
  readonly right: boolean; // the latest turn was right
  readonly refusal: GamebookRefusal | null; // shown until the next move
  readonly hint: string | null; // the node's hint, once asked for
  readonly hasHint: boolean; // the node offers a hint
  readonly wrong: number; // refusals since the start
}

export interface GamebookRun {
  readonly state: GamebookRunState;
  showHint(): void;
  retry(): void;
}

/** A session at the chapter's start. */
function startSession(chapter: Chapter): GameSession {
  const started = GameSession.start(chapter.document.game, chapter.document.startFen);
  if (!started.ok) throw new Error(`chapter ${chapter.name}: ${started.error}`);
  return started.value;
}

export function useGamebookRun({
  store,
  chapter,
  chapterIndex,
  onAnswer,
}: ChapterRunProps): GamebookRun {
  const tree = chapter.document.tree;
  const student = gamebookStudent(chapter.document);
  const [phase, setPhase] = useState<GamebookRunState['phase']>('playing');
  const [path, setPath] = useState<TreePath>([]);
  const [comments, setComments] = useState<readonly string[]>([]);
  const [right, setRight] = useState(false);
  const [refusal, setRefusal] = useState<GamebookRefusal | null>(null);
  const [hintShown, setHintShown] = useState(false);
  const [wrong, setWrong] = useState(0);
  const timed = useTimedMoves(store, GAMEBOOK_PAUSE_MS);
  const { busy, playInTurn } = timed;
  const frozen = useRef(false); // the end of the line: nothing is judged
  const at = useRef<TreePath>([]); // the node the student plays from
  const turnStart = useRef(0); // the session's moves before the student's turn
  const wrongCount = useRef(0);
  const answered = useRef(onAnswer);
  answered.current = onAnswer;

  /** The node at `path` is reached: its comment shown (after `earlier`), its shapes drawn. */
  const reach = useCallback(
    (next: TreePath, earlier: readonly string[] = []) => {
      const node = nodeAt(tree, next);
      at.current = next;
      setPath(next);
      setHintShown(false);
      setComments(node && node.comment !== '' ? [...earlier, node.comment] : earlier);
      store.getState().setShapes(node?.shapes ?? []);
    },
    [store, tree],
  );

  const retry = useCallback(() => {
    timed.clear();
    busy.current = true;
    store.getState().replaceSession(startSession(chapter), 'new-game');
    busy.current = false;
    frozen.current = false;
    turnStart.current = 0;
    wrongCount.current = 0;
    setWrong(0);
    setRight(false);
    setRefusal(null);
    setPhase('playing');
    reach([]);
  }, [store, chapter, timed, busy, reach]);

  // The page's store, at the chapter's start: the root reached (again for another store).
  const reachRoot = useRef(() => reach([]));
  reachRoot.current = () => reach([]);
  useEffect(() => {
    turnStart.current = store.getState().session.moves.length;
    frozen.current = false;
    reachRoot.current();
  }, [store]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (busy.current || frozen.current || state.version === previous.version) return;
        const announced = state.announced;
        if (announced?.kind !== 'move' || announced.color !== student) return;
        const moves = state.session.moves.map((move) => move.canonical);
        const from = at.current;
        const verdict = judgeChapter(chapter, from, moves, turnStart.current);
        if (verdict.kind === 'continue') {
          setRefusal(null);
          return;
        }
        const turn = moves.slice(turnStart.current);
        const report = (good: boolean, comment: string | null) =>
          answered.current?.({
            chapter: chapterIndex + 1,
            path: from.join('/'),
            moves: turn,
            right: good,
            comment,
          });
        if (verdict.kind === 'wrong') {
          report(false, verdict.comment);
          wrongCount.current += 1;
          setWrong(wrongCount.current);
          setRight(false);
          setRefusal({ comment: verdict.comment, reason: verdict.reason });
          setPhase('wrong');
          const keep = moves.length - verdict.undo;
          busy.current = true; // the student's clicks meanwhile are not judged
          timed.later(() => {
            while (store.getState().session.moves.length > keep) store.getState().undo();
            busy.current = false;
            setPhase('playing');
          });
          return;
        }
        report(true, null);
        setRefusal(null);
        setRight(true);
        reach(verdict.path);
        const settle = () => {
          turnStart.current = store.getState().session.moves.length;
          if (verdict.end) {
            frozen.current = true;
            setPhase('done');
          } else setPhase('playing');
        };
        if (verdict.replyMoves.length === 0) return settle();
        const said = nodeAt(tree, verdict.path)?.comment ?? '';
        setPhase('replying');
        busy.current = true;
        playInTurn(verdict.replyMoves, () => {
          busy.current = false;
          if (verdict.reply) reach(verdict.reply, said === '' ? [] : [said]);
          settle();
        });
      }),
    [store, chapter, chapterIndex, tree, student, busy, timed, playInTurn, reach],
  );

  const node = nodeAt(tree, path);
  const showHint = useCallback(() => setHintShown(true), []);
  return {
    state: {
      phase,
      student,
      path,
      comments,
      right,
      refusal,
      hint: hintShown && node && node.hint !== '' ? node.hint : null,
      hasHint: phase === 'playing' && (node?.hint ?? '') !== '',
      wrong,
    },
    showHint,
    retry,
  };
}
