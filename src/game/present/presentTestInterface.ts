/**
 * The presenter's part of `window.__test` (see ../testInterface.ts), installed by the presenter
 * page (a contract with the browser tests, kept exactly):
 *
 *   window.__test.present()   { slide, slides, kind, idle }: `slide` the slide on screen, 0-based
 *                             in the list shown; `slides` how many that list has; `kind` the
 *                             slide's kind ('title', 'position', 'lesson', 'demo', 'record');
 *                             `idle` true while the attract loop runs (after an idle reset or the
 *                             show's last slide), false during the show.
 *
 * It is added to whatever `window.__test` the page has (a board slide installs the game's), or
 * to a new one.
 */
import type { TestInterface } from '../testInterface';
import type { SlideKind } from './playlist';

export interface PresentState {
  slide: number; // 0
  slides: number; // 11
  kind: SlideKind; // 'title'
  idle: boolean; // false
}

declare module '../testInterface' {
  interface TestInterface {
    present?: () => PresentState;
  }
}

let current: (() => PresentState) | null = null;

/** Adds `present()` to `window.__test`; returns the function that removes it. */
export function installPresentTestInterface(read: () => PresentState): () => void {
  current = read;
  restorePresentTestInterface();
  return () => {
    if (current === read) current = null;
    if (window.__test?.present === read) delete window.__test.present;
  };
}

/**
 * Adds `present()` again after a board slide installed the game's `window.__test` (which
 * replaces the whole object), while the presenter page is up.
 */
export function restorePresentTestInterface(): void {
  if (!current) return;
  const api = (window.__test ?? {}) as TestInterface;
  api.present = current;
  window.__test = api;
}
