// The new-game dialog as its own chunk, loaded when a dialog first opens: the home page and every
// game page offer it, and none needs its code before a click. Until it has loaded nothing shows.
import { lazy, Suspense } from 'react';
import type { NewGameDialogProps } from './NewGameDialog';

const Dialog = lazy(() =>
  import('./NewGameDialog').then((module) => ({ default: module.NewGameDialog })),
);

export function NewGameDialog(props: NewGameDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
