/**
 * A class's student's bar on the study page (class mode, issue 46): who the student is, with the
 * teacher or exploring, whether the teacher or the connection is away, and "Back to the
 * teacher". A module of its own, so that the study page carries it without the follow link.
 */
import type { ClassStudent } from './ClassStudent';
import { useClassWords } from './classWords';
import './classMode.css';

/** Who the student is, whether it is with the teacher, and the way back. */
export function ClassBar({ student }: { student: ClassStudent }) {
  const w = useClassWords();
  const { status } = student;
  const away =
    status?.connected === false
      ? w('reconnecting')
      : status && !status.leader
        ? w('teacherAway')
        : null;
  return (
    <div
      className="class-bar"
      data-class-bar
      data-synced={student.synced ? 'true' : 'false'}
      data-connected={status?.connected ? 'true' : 'false'}
    >
      {student.you && <span>{w('youAre', { name: student.you.name })}</span>}
      <strong>{student.synced ? w('withTeacher') : w('exploring')}</strong>
      {away && <span role="status">{away}</span>}
      {!student.synced && (
        <button type="button" className="button" onClick={student.back} data-class-back>
          {w('back')}
        </button>
      )}
    </div>
  );
}
