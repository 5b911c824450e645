/**
 * A student's page in class mode (issue 46; `?follow=<code>` when the room shows a study): the
 * name first (ClassJoin), then the teacher's study on the study page (the study as the teacher
 * published it, else opened by its id), at the teacher's chapter and position while synced, with
 * the class bar on top (ClassBar: who, with the teacher or exploring, "Back to the teacher").
 * Going to another chapter, or playing on the board, leaves the teacher (`synced` false): the
 * student stays where it went until it comes back. A chunk of its own, loaded by the follow page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { readStudy, type Study } from '../../content/study';
import { openStudy } from '../../game/study/studyRepo';
import type { Route, StudyRoute } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { ClassBar } from './ClassBar';
import { ClassJoin, useClassStudent, type ClassStudent } from './ClassStudent';
import { StudyPage } from './StudyPage';
import { useStudyWords } from './studyWords';

export default function ClassStudentPage({
  code,
  onNavigate,
}: {
  code: string;
  onNavigate: (route: Route) => void;
}) {
  const w = useStudyWords();
  const student = useClassStudent(code);
  const { teacher } = student;
  const [own, setOwn] = useState<{ chapter: number; view: StudyRoute['view'] }>({
    chapter: 1,
    view: null,
  });
  // the study: as the teacher published it (a new one each time the teacher changes it), or
  // opened by its id when it was too large to publish
  const doc = teacher?.doc ?? null;
  const docText = doc ? JSON.stringify(doc) : null; // the same study sent again (a teacher's reload) is not new
  const versions = useRef(0);
  const published = useMemo(() => {
    if (!docText) return null;
    const read = readStudy(JSON.parse(docText));
    return read.ok ? { study: read.value, version: ++versions.current } : null;
  }, [docText]);
  const [fetched, setFetched] = useState<Study | null>(null);
  const id = teacher?.study ?? null;
  useEffect(() => {
    if (doc || id === null) return;
    let live = true;
    void openStudy(id).then((opened) => live && opened.ok && setFetched(opened.study));
    return () => {
      live = false;
    };
  }, [doc, id]);

  if (!student.you)
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <ClassJoin student={student} />
      </div>
    );
  const study = published?.study ?? fetched;
  if (!teacher || !study)
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <ClassBar student={student} />
        <p role="status">{w('loading')}</p>
      </div>
    );
  const chapter = student.synced ? teacher.chapter : own.chapter;
  const route: StudyRoute = { page: 'study', id: teacher.study, chapter, view: own.view };
  // the study page's own ways to other chapters (and its 3D | 2D switch) stay on this page
  const navigate = (next: Route) => {
    if (next.page !== 'study' || next.id !== teacher.study) return onNavigate(next);
    if ((next.chapter ?? 1) !== chapter) student.leave();
    setOwn({ chapter: next.chapter ?? 1, view: next.view });
  };
  const here: ClassStudent = {
    ...student,
    // played on or stepped away: the student stays at the teacher's chapter, on its own
    leave: () => {
      setOwn((before) => ({ ...before, chapter: teacher.chapter }));
      student.leave();
    },
  };
  return (
    <StudyPage
      key={published?.version ?? 0}
      route={route}
      onNavigate={navigate}
      onReplace={navigate}
      given={study}
      student={here}
      bar={<ClassBar student={here} />}
    />
  );
}
