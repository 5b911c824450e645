/**
 * A button that starts a study or adds to one (issue 46): "New study" and "Add this position as a
 * chapter" (the analysis board, the editor), "Study this game" (a library or archive game), an
 * import. The page says what it would put in (`source`, read when pressed: the board as it is
 * then); the dialog and its words are a chunk loaded on the press, so a page with the button
 * carries only the button. The dialog's end opens the chapter added, `?study=<id>&chapter=<n>`.
 * `StudyButtons` are the pair a board gives (the analysis board, the editor).
 */
import { lazy, Suspense, useState } from 'react';
import type { TreeDocument } from '../../content/treeJson';
import type { GameDefinition } from '../../rules';
import { useT } from '../i18n/i18n';
import type { Route } from '../shell/route';
import type { ChapterSource } from './chapterSource';

const AddToStudyDialog = lazy(() =>
  import('./AddToStudyDialog').then((module) => ({ default: module.AddToStudyDialog })),
);

export function StudyButton({
  label,
  ariaLabel,
  className = 'button',
  source,
  onNavigate,
}: {
  label: string;
  ariaLabel?: string; // a card's button names its game for screen readers
  className?: string;
  source: () => ChapterSource;
  onNavigate: (route: Route) => void;
}) {
  const [open, setOpen] = useState<ChapterSource | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(source())}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToStudyDialog
            source={open}
            onClose={() => setOpen(null)}
            onOpen={(id, chapter) => onNavigate({ page: 'study', id, chapter, view: null })}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * "New study" and "Add this position as a chapter" beside a board: the position at the start of
 * the turn on it, and for "New study" the board's lines when it has them (the analysis board).
 */
export function StudyButtons({
  position,
  lines,
  className = 'panel button-row study-buttons',
  onNavigate,
}: {
  position: () => { game: GameDefinition; fen: string };
  lines?: () => TreeDocument;
  className?: string;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  return (
    <div className={className}>
      <StudyButton
        label={t('studies.new')}
        source={() =>
          lines
            ? { kind: 'tree', document: lines() }
            : { kind: 'position', ...position(), newOnly: true }
        }
        onNavigate={onNavigate}
      />
      <StudyButton
        label={t('studies.addPosition')}
        source={() => ({ kind: 'position', ...position(), newOnly: false })}
        onNavigate={onNavigate}
      />
    </div>
  );
}
