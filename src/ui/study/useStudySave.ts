/**
 * "Saved as you type" for the study page: every change is handed to `schedule`, and the newest
 * one is saved (studyRepo.ts's `saveStudy`: this browser's copy first, then the server's for an
 * account's study) once typing pauses for a moment, one save at a time, and at once when the
 * page goes away. The mark says where it stands: saving, saved, or kept in this browser only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Study } from '../../content/study';
import { saveStudy } from '../../game/study/studyRepo';

export type SaveMark = 'saved' | 'saving' | 'offline' | 'refused';

/** The pause after the last change before it is saved, ms. */
const PAUSE = 600;

export function useStudySave(id: string) {
  const [mark, setMark] = useState<SaveMark | null>(null); // null: nothing changed yet
  const waiting = useRef<Study | null>(null); // the newest change not saved yet
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const study = waiting.current;
    if (!study) return chain.current;
    waiting.current = null;
    chain.current = chain.current.then(async () => {
      const result = await saveStudy(id, study);
      // a newer change on its way says "saving" still
      if (waiting.current === null) setMark(result);
    });
    return chain.current;
  }, [id]);

  const schedule = useCallback(
    (study: Study) => {
      waiting.current = study;
      setMark('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), PAUSE);
    },
    [flush],
  );

  // leaving the page (another page of the app, or the tab closed) saves what is waiting
  useEffect(() => {
    const leave = () => void flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  return { mark, schedule, flush };
}
