// A small modal question (new game? resign? accept the draw?) with two or three answers, for
// touch, mouse and keyboard alike: focus moves to the first answer, Escape answers "cancel",
// Tab stays inside, and the page behind cannot be clicked. A plain overlay rather than
// <dialog>.showModal() so it behaves the same in every browser and in jsdom tests.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogAction {
  readonly label: string;
  readonly onSelect: () => void;
  readonly primary?: boolean;
}

interface DialogProps {
  message: ReactNode;
  actions: readonly DialogAction[];
  onCancel: () => void;
}

/**
 * The keys of a modal panel: Escape cancels, Tab and Shift+Tab cycle through the panel's
 * controls and never leave it. Shared by every modal of the app.
 */
export function modalKeyDown(
  event: React.KeyboardEvent,
  panel: HTMLElement | null,
  onCancel: () => void,
): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onCancel();
  } else if (event.key === 'Tab') {
    const controls = [
      ...(panel?.querySelectorAll<HTMLElement>('button, input, select, textarea') ?? []),
    ];
    const index = controls.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? index - 1 : index + 1;
    if (next < 0 || next >= controls.length) {
      event.preventDefault();
      controls[(next + controls.length) % controls.length]?.focus();
    }
  }
}

export function Dialog({ message, actions, onCancel }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const messageId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector('button')?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => modalKeyDown(event, panel.current, onCancel);

  return (
    <div className="dialog-backdrop" onClick={onCancel}>
      <div
        ref={panel}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <p id={messageId} className="dialog-message">
          {message}
        </p>
        <div className="dialog-actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'button button-primary' : 'button'}
              onClick={action.onSelect}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
