/**
 * The keys a presentation remote (a clicker) sends, and the keyboard's: PageDown, →, ↓ and
 * Space go to the next slide; PageUp, ←, ↑ to the one before; B or `.` blanks the screen (and
 * shows it again); Esc leaves presenter mode; F5 and Shift+F5 start the playlist, without the
 * browser reloading the page. Keys meant for a text field or a dialog, or taken by a focused
 * board (its arrows move the keyboard's cursor), are left alone.
 */
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../common/useFullscreen';

export interface ClickerActions {
  next(): void;
  previous(): void;
  blank(): void;
  exit(): void;
  start(): void;
}

const NEXT = new Set(['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'Spacebar']);
const PREVIOUS = new Set(['PageUp', 'ArrowLeft', 'ArrowUp']);
const BLANK = new Set(['b', 'B', '.', 'и', 'И', 'ю', 'Ю']); // and the same keys on a Russian layout

/** The action a key stands for, or null. */
export function clickerAction(event: Pick<KeyboardEvent, 'key'>): keyof ClickerActions | null {
  if (event.key === 'F5') return 'start';
  if (NEXT.has(event.key)) return 'next';
  if (PREVIOUS.has(event.key)) return 'previous';
  if (BLANK.has(event.key)) return 'blank';
  if (event.key === 'Escape') return 'exit';
  return null;
}

export function useClickerKeys(actions: ClickerActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = clickerAction(event);
      if (action === 'start') event.preventDefault(); // F5 would reload the page
      if (action === null) return;
      if (action !== 'start' && (isTypingTarget(event) || event.defaultPrevented)) return;
      if (action !== 'exit') event.preventDefault();
      if (event.repeat && action !== 'next' && action !== 'previous') return;
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
