// The app's modal panel (Modal) and, built on it, a small modal question (resign? accept the
// draw?) with two or three answers (Dialog), for touch, mouse and keyboard alike: focus moves
// inside on opening and back where it was on closing, Escape answers "cancel", Tab stays inside,
// and the page behind cannot be clicked. A plain overlay rather than <dialog>.showModal() so it
// behaves the same in every browser and in jsdom tests.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

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
function modalKeyDown(
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

interface ModalProps {
  role: 'dialog' | 'alertdialog';
  labelledBy: string; // the id of the panel's title or message
  className?: string; // beside `dialog`
  focusFirst: string; // a selector: the first control it matches takes the focus on opening
  onCancel: () => void; // Escape, or a click on the page behind
  onSubmit?: (event: FormEvent) => void; // given: the panel is a form, submitted by Enter
  children: ReactNode;
}

/**
 * A modal panel over a backdrop (see the module header): every modal of the app but the move
 * choice (ChoiceDialog, which answers keys of its own) stands in one.
 */
export function Modal({
  role,
  labelledBy,
  className,
  focusFirst,
  onCancel,
  onSubmit,
  children,
}: ModalProps) {
  const panel = useRef<HTMLElement | null>(null);
  const setPanel = (element: HTMLElement | null) => {
    panel.current = element;
  };

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(focusFirst)?.focus();
    return () => previous?.focus?.();
  }, [focusFirst]);

  const attributes = {
    className: className ? `dialog ${className}` : 'dialog',
    role,
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    onClick: (event: React.MouseEvent) => event.stopPropagation(),
    onKeyDown: (event: React.KeyboardEvent) => modalKeyDown(event, panel.current, onCancel),
  };
  return (
    <div className="dialog-backdrop" onClick={onCancel}>
      {onSubmit ? (
        <form ref={setPanel} {...attributes} onSubmit={onSubmit}>
          {children}
        </form>
      ) : (
        <div ref={setPanel} {...attributes}>
          {children}
        </div>
      )}
    </div>
  );
}

export function Dialog({ message, actions, onCancel }: DialogProps) {
  const messageId = useId();
  return (
    <Modal role="alertdialog" labelledBy={messageId} focusFirst="button" onCancel={onCancel}>
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
    </Modal>
  );
}
