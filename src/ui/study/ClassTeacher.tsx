/**
 * The teacher's side of class mode (issue 46), beside a study, loaded by "Let the class follow"
 * (ClassButton.tsx): it opens a follow room (FollowShare.tsx's leader: the code, the link and its QR code), publishes where the
 * study stands (`state`, a follow state of kind `study`: the study, chapter, path and board) on
 * every change, and keeps the room for the tab, so that a reload leads the same class. The
 * "Answers" panel shows, for the chapter and node on the teacher's board, each student's answer
 * as the room tells it (classAnswers.ts): found it, tried what, or not yet.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { TreePath } from '../../content/contentTree';
import { writeStudy, type Study } from '../../content/study';
import type { FollowState } from '../../game/online/follow';
import { snapshotOf } from '../../game/present/audienceLink';
import type { GameState } from '../../game/store';
import { useGameSession } from '../../game/useBoardView';
import { MAX_FOLLOW_MESSAGE_BYTES } from '../../protocol';
import { answersAt, EMPTY_CLASS, withClassChange } from '../../game/study/classAnswers';
import { FollowSharePanel, useFollowLeader } from '../online/FollowShare';
import { keptLead } from '../online/keptLead';
import { useClassWords } from './classWords';
import './classMode.css';

type StudyState = Extract<FollowState, { kind: 'study' }>;

/**
 * The study as a part of the teacher's state: its JSON when that fits in one message with room
 * to spare (a part goes as a patch of its own when the whole is too large), else null (the
 * students open it by its id).
 */
function studyDoc(study: Study): object | null {
  const doc = writeStudy(study);
  return JSON.stringify(doc).length <= MAX_FOLLOW_MESSAGE_BYTES - 1024 ? doc : null;
}

export interface ClassTeacherProps {
  readonly id: string; // the study's id
  readonly study: Study;
  readonly index: number; // the chapter shown, from 0
  readonly store: StoreApi<GameState>; // its board
  readonly path: TreePath; // the node shown
  readonly view: '2d' | '3d';
}

/** Loaded when asked for (ClassButton.tsx): opens a room at once, unless the tab kept one. */
export function ClassTeacher({ id, study, index, store, path, view }: ClassTeacherProps) {
  const w = useClassWords();
  const session = useGameSession(store);
  const version = useStore(store, (now) => now.version); // the session is mutable
  const doc = useMemo(() => studyDoc(study), [study]);
  const chapter = study.chapters[index]!;
  const pathKey = path.join(' ');
  const state: StudyState = useMemo(
    () => ({
      kind: 'study',
      study: id,
      chapter: index + 1,
      path: pathKey === '' ? [] : pathKey.split(' ').map(Number),
      board: snapshotOf(session),
      view,
      title: chapter.name,
      doc,
    }),
    [id, index, pathKey, session, version, view, chapter.name, doc], // eslint-disable-line react-hooks/exhaustive-deps -- version: the board changed
  );
  const interactive = chapter.kind === 'interactive';
  const [book, setBook] = useState(EMPTY_CLASS);
  const latest = useRef(state);
  latest.current = state;
  const stateOf = useCallback(() => latest.current, []);
  const leader = useFollowLeader(stateOf, {
    keep: `study:${id}`,
    onClass: (change) => setBook((before) => withClassChange(before, change)),
  });
  const { code, publish, start } = leader;
  const keep = `study:${id}`;
  useEffect(() => {
    if (!keptLead(keep)) start(); // else useFollowLeader leads the room kept
  }, [keep, start]);
  useEffect(() => {
    if (code) publish(state); // only the parts that changed go (patchOf)
  }, [code, publish, state]);
  const rows = answersAt(book, state.chapter, state.path);
  return (
    <section className="panel class-teacher" aria-label={w('classTitle')} data-class-teacher>
      <h2 className="panel-title">{w('classTitle')}</h2>
      <FollowSharePanel leader={leader} startLabel={w('letFollow')} />
      {code && (
        <p data-class-students={book.students.length}>
          {book.students.length === 0 ? w('noStudents') : w.count('students', book.students.length)}
        </p>
      )}
      {code && interactive && book.students.length > 0 && (
        <section className="class-answers" aria-label={w('answers')} data-class-answers>
          <h3>{w('answers')}</h3>
          <p className="class-answers-at">{w('answersAt', { chapter: state.chapter })}</p>
          <ul>
            {rows.map((row) => (
              <li
                key={row.id}
                data-student={row.name}
                data-answer={row.state}
                className={`class-answer class-answer-${row.state}`}
              >
                <span className="class-answer-name">
                  {row.name}
                  {!row.connected && <em> ({w('away')})</em>}
                </span>
                <span className="class-answer-state" data-tried={row.tried.join(', ')}>
                  {row.state === 'found'
                    ? row.tried.length > 0
                      ? w('foundAfter', { moves: row.tried.join(', ') })
                      : w('found')
                    : row.state === 'tried'
                      ? w('tried', { moves: row.tried.join(', ') })
                      : w('notYet')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
