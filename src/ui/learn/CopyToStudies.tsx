/**
 * "Copy to my studies" on the learn page (issue 46): a course or one lesson saved as a study of
 * the reader's own (studyRepo.ts's `createStudy`: an account's on the server, anyone else's in
 * this browser), worded from the lessons' catalogue of the reader's language, then opened on the
 * study page at its chapter (`?study=<id>&chapter=<n>`), where it can be changed. The study
 * repository (and IndexedDB's library) is fetched on the first click, so the learn page's chunk
 * does not carry it.
 */
import { useState } from 'react';
import type { Study } from '../../content/study';
import { useT } from '../i18n/i18n';
import type { Route } from '../shell/route';
import { lessonWordsIn, loadLessonWords, useLessonWords, type LessonWords } from './lessonText';

export function CopyToStudies({
  label,
  study,
  chapter,
  onNavigate,
}: {
  label: string; // 'Copy to my studies'
  study: (words: LessonWords) => Study; // the study to save, worded in `words`' language
  chapter: number; // the chapter to open, counted from 1
  onNavigate: (route: Route) => void;
}) {
  const { language } = useT();
  const words = useLessonWords();
  const [state, setState] = useState<'idle' | 'copying' | 'failed'>('idle');
  const copy = async () => {
    setState('copying');
    try {
      await loadLessonWords(language).catch(() => undefined); // English if they cannot come
      const { createStudy } = await import('../../game/study/studyRepo');
      const id = await createStudy(study(lessonWordsIn(language)));
      onNavigate({ page: 'study', id, chapter, view: null });
    } catch {
      setState('failed'); // the repository's chunk could not be fetched (offline)
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={state === 'copying'}
        onClick={() => void copy()}
      >
        {state === 'copying' ? words('study.copying') : label}
      </button>
      {state === 'failed' && (
        <p className="notice" role="alert">
          {words('study.failed')}
        </p>
      )}
    </>
  );
}
