/**
 * A student's side of class mode (issue 46): joining a teacher's class (`?follow=<code>`, whose
 * room shows a study) with a name, following the teacher's chapter and position, leaving to
 * explore and coming back with one click. `useClassStudent` holds the link to the follow room
 * (src/game/online/follow.ts, joined with the name, then the room's token, kept in localStorage
 * by code so that a reload is the same student), the teacher's latest place and whether this
 * screen is with it (`synced`: true until the student plays or steps elsewhere, `leave()`, and
 * again after `back()`); the study page shows the teacher's place while synced and sends the
 * answers of an interactive chapter (`answer`). `ClassJoin` asks for the name (ClassBar.tsx
 * says who and where the student is, and offers "Back to the teacher").
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { browserStorage } from '../../game/browserStorage';
import {
  openFollow,
  type FollowLink,
  type FollowState,
  type FollowStatus,
} from '../../game/online/follow';
import type { ClassAnswer, ClassYou } from '../../protocol';
import { classProblemText, useClassWords } from './classWords';
import './classMode.css';

export type TeacherPlace = Extract<FollowState, { kind: 'study' }>;

export interface ClassStudent {
  readonly code: string;
  /** Who the class knows this screen as; null until joined. */
  readonly you: ClassYou | null;
  readonly joining: boolean;
  /** Why the last join was refused (a room's code: `name-taken`…), or null. */
  readonly problem: string | null;
  readonly status: FollowStatus | null;
  /** Where the teacher's study stands (null before the first state). */
  readonly teacher: TeacherPlace | null;
  /** Whether this screen shows the teacher's place (false while exploring). */
  readonly synced: boolean;
  join(name: string): void;
  /** The student went elsewhere (played, stepped): no longer synced. */
  leave(): void;
  /** Back to the teacher's place: synced again. */
  back(): void;
  answer(answer: ClassAnswer): void;
}

const keptKey = (code: string) => `pw-class:${code}`;

function keptStudent(code: string): { name: string; token?: string } | null {
  try {
    const value = JSON.parse(browserStorage().getItem(keptKey(code)) ?? 'null') as {
      name?: unknown;
      token?: unknown;
    } | null;
    if (!value || typeof value.name !== 'string') return null;
    return typeof value.token === 'string'
      ? { name: value.name, token: value.token }
      : { name: value.name };
  } catch {
    return null;
  }
}

const JOIN_REFUSALS = new Set(['name-taken', 'bad-name', 'class-full', 'no-such-game', 'bad-key']);

export function useClassStudent(code: string): ClassStudent {
  const [you, setYou] = useState<ClassYou | null>(null);
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<FollowStatus | null>(null);
  const [teacher, setTeacher] = useState<TeacherPlace | null>(null);
  const [synced, setSynced] = useState(true);
  const link = useRef<FollowLink | null>(null);

  const open = useCallback(
    (name: string, token?: string) => {
      link.current?.close();
      setJoining(true);
      setProblem(null);
      link.current = openFollow(
        window.location.origin,
        code,
        null,
        (state) => {
          if (state.kind === 'study') setTeacher(state);
        },
        (next) => {
          setStatus(next);
          if (next.problem && JOIN_REFUSALS.has(next.problem)) {
            setJoining(false);
            setProblem(next.problem);
            setYou(null);
          }
        },
        {
          name,
          ...(token ? { token } : {}),
          onYou: (joined) => {
            setJoining(false);
            setYou(joined);
            browserStorage().setItem(
              keptKey(code),
              JSON.stringify({ name: joined.name, token: joined.token }),
            );
          },
        },
      );
    },
    [code],
  );

  useEffect(() => {
    const kept = keptStudent(code);
    if (kept) open(kept.name, kept.token);
    return () => {
      link.current?.close();
      link.current = null;
    };
  }, [code, open]);

  return {
    code,
    you,
    joining,
    problem,
    status,
    teacher,
    synced,
    join: useCallback((name: string) => open(name), [open]),
    leave: useCallback(() => setSynced(false), []),
    back: useCallback(() => setSynced(true), []),
    answer: useCallback((answer: ClassAnswer) => link.current?.answer(answer), []),
  };
}

/** The form that asks a student's name. */
export function ClassJoin({ student }: { student: ClassStudent }) {
  const w = useClassWords();
  const [name, setName] = useState(() => keptStudent(student.code)?.name ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) student.join(name);
  };
  return (
    <form className="class-join" onSubmit={submit} data-class-join>
      <h1>{w('joinTitle')}</h1>
      <p>{w('joinIntro', { code: student.code })}</p>
      <label>
        {w('name')}{' '}
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={40}
          autoComplete="nickname"
          data-class-name
        />
      </label>
      <button type="submit" className="button" disabled={student.joining || !name.trim()}>
        {student.joining ? w('joining') : w('join')}
      </button>
      {student.problem && (
        <p className="notice" role="alert" data-class-problem={student.problem}>
          {classProblemText(w, student.problem, student.code)}
        </p>
      )}
    </form>
  );
}
