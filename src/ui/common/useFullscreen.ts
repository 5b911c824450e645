/**
 * Full screen for the game page: the page element is asked to go full screen (the Fullscreen API,
 * where the browser has it) and is marked `on` at once either way, so the layout (the board over
 * the whole screen, the turn panel laid over it) also works where the API is missing or refused,
 * as on iPhones. The `F` key toggles it (not while typing in a field); leaving the browser's full
 * screen (Escape) or pressing Escape in the fallback turns it off.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Whether a key press was meant for a text field (or is a shortcut of the browser). */
export function isTypingTarget(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement | null;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (!element || typeof element.closest !== 'function') return false;
  return (
    element.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}

export function useFullscreen(element: RefObject<HTMLElement | null>): {
  on: boolean;
  toggle: () => void;
} {
  const [on, setOn] = useState(false);
  const current = useRef(on);
  current.current = on;

  const toggle = useCallback(() => {
    if (!current.current) {
      element.current?.requestFullscreen?.().catch(() => {
        // refused (or not allowed here): the page's own full-screen layout still applies
      });
    } else if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => {});
    }
    setOn(!current.current);
  }, [element]);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || isTypingTarget(event)) return;
      if (event.key === 'f' || event.key === 'F' || event.key === 'а' || event.key === 'А') {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && !document.fullscreenElement) setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [toggle]);

  return { on, toggle };
}
