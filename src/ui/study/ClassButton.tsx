/**
 * "Let the class follow" beside a study (class mode, issue 46): the button alone is the study
 * page's; the class panel (ClassTeacher.tsx, with the follow link and the game server's client)
 * is loaded when it is pressed, or at once when this tab already leads a class for this study
 * (a reload: the same room, its class and answers).
 */
import { lazy, Suspense, useState } from 'react';
import { keptLead } from '../online/keptLead';
import type { ClassTeacherProps } from './ClassTeacher';
import { useStudyWords } from './studyWords';

const ClassTeacher = lazy(() =>
  import('./ClassTeacher').then((module) => ({ default: module.ClassTeacher })),
);

export function ClassButton(props: ClassTeacherProps) {
  const w = useStudyWords();
  const [asked, setAsked] = useState(() => keptLead(`study:${props.id}`) !== null);
  if (asked)
    return (
      <Suspense fallback={null}>
        <ClassTeacher {...props} />
      </Suspense>
    );
  return (
    <div className="panel class-start">
      <button type="button" className="button" onClick={() => setAsked(true)} data-class-start>
        {w('classFollow')}
      </button>
    </div>
  );
}
