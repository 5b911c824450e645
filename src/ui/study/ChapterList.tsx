/**
 * A study's chapters beside the board: each one's name, its kind (a mark with its word), its
 * game, a link to it (the chapter shown is the current one). Its author, editing, moves each one
 * up or down and deletes it with buttons (keyboard reachable, each naming its chapter), and a
 * deleted chapter can be put back at once (undo).
 */
import type { ChapterKind, Study } from '../../content/study';
import { RouteLink } from '../common/RouteLink';
import { gameIdOf } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import type { Route, StudyRoute } from '../shell/route';
import { useStudyWords } from './studyWords';

/** A chapter kind's mark: read, answered, played out. */
const KIND_MARKS: Record<ChapterKind, string> = {
  annotated: '¶',
  interactive: '?',
  practice: '♟',
};

export function ChapterList({
  study,
  index,
  editing,
  at,
  onNavigate,
  onMove,
  onDelete,
  removed,
  onUndo,
}: {
  study: Study;
  index: number; // the chapter shown
  editing: boolean;
  at: (chapter: number) => StudyRoute;
  onNavigate: (route: Route) => void;
  onMove: (chapter: number, by: -1 | 1) => void;
  onDelete: (chapter: number) => void;
  removed: string | null; // the name of the chapter just deleted, to put back
  onUndo: () => void;
}) {
  const w = useStudyWords();
  const t = useT();
  const last = study.chapters.length - 1;
  return (
    <nav className="panel study-chapters" aria-label={w('chapters')}>
      <h2 className="panel-title">{w('chapters')}</h2>
      <ol className="study-chapter-list">
        {study.chapters.map((chapter, place) => (
          <li
            key={place}
            className={place === index ? 'study-chapter is-current' : 'study-chapter'}
            data-kind={chapter.kind}
          >
            <RouteLink
              to={at(place)}
              onNavigate={onNavigate}
              current={place === index}
              className="study-chapter-link"
            >
              <span className="study-chapter-number">{place + 1}.</span>{' '}
              <span className="study-chapter-name" data-testid="chapter-name">
                {chapter.name}
              </span>{' '}
              <span className="study-kind" title={w(`kind.${chapter.kind}`)}>
                <span aria-hidden="true">{KIND_MARKS[chapter.kind]}</span>
                <span className="visually-hidden">{w(`kind.${chapter.kind}`)}</span>
              </span>{' '}
              <span className="study-chapter-game">
                {gameText(t.language, gameIdOf(chapter.document.game), 'name')}
              </span>
            </RouteLink>
            {editing && (
              <span className="study-chapter-tools">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${w('up')}: ${chapter.name}`}
                  title={w('up')}
                  disabled={place === 0}
                  onClick={() => onMove(place, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${w('down')}: ${chapter.name}`}
                  title={w('down')}
                  disabled={place === last}
                  onClick={() => onMove(place, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${w('remove')}: ${chapter.name}`}
                  title={w('remove')}
                  disabled={last === 0}
                  onClick={() => onDelete(place)}
                >
                  ✕
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {removed !== null && (
        <p className="study-removed" role="status">
          {w('removed', { name: removed })}{' '}
          <button type="button" className="button button-small" onClick={onUndo}>
            {w('undo')}
          </button>
        </p>
      )}
    </nav>
  );
}
