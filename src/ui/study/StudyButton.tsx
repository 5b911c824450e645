/**
 * A button that starts a study or adds to one (issue 46): "New study" and "Add this position as a
 * chapter" (the analysis board, the editor), "Study this game" (a library or archive game), an
 * import. The page says what it would put in (`source`, read when pressed: the board as it is
 * then); the dialog and its words are a chunk loaded on the press, so a page with the button
 * carries only the button. The dialog's end opens the chapter added, `?study=<id>&chapter=<n>`.
 */
import { lazy, Suspense, useState } from 'react';
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
