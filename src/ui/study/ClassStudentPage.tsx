/**
 * A student's page in class mode (issue 46; `?follow=<code>` when the room shows a study): the
 * name first (ClassJoin), then the teacher's study on the study page, following the teacher's
 * chapter and position while synced, with the class bar on top (ClassBar: who, with the
 * teacher or exploring, "Back to the teacher"). A chunk of its own, loaded by the follow page.
 */
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { ClassBar, ClassJoin, useClassStudent } from './ClassStudent';

export default function ClassStudentPage({
  code,
  onNavigate,
}: {
  code: string;
  onNavigate: (route: Route) => void;
}) {
  const student = useClassStudent(code);
  if (!student.you)
    return (
      <div className="page">
        <SiteBar onNavigate={onNavigate} />
        <ClassJoin student={student} />
      </div>
    );
  return (
    <div className="page">
      <SiteBar onNavigate={onNavigate} />
      <ClassBar student={student} />
    </div>
  );
}
