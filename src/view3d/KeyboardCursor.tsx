/**
 * The 3D board played from the keyboard, as the flat board is (the keys of game/boardKeys.ts):
 * while the board's tab stop (the canvas frame of View3D, in a game or the editor) has
 * focus, a cursor stands on one square (`live.cursor`, drawn by Marks), the arrows move it as the
 * boards are seen from the camera's side (the layout's `facing`, to the nearest quarter turn),
 * PageUp and PageDown take it a level up or down, Enter or Space picks its square (`onPick`: in a
 * game the board port's `pick`, the intent a click on that square sends; in the editor its click) and
 * Escape lets the selection go (`onEscape`). With one level focused in the stack the focus goes along with the cursor to
 * its level, so the cursor never stands under the focused board.
 *
 * The cursor starts on the selected man, else where it last stood, else on the king's file of
 * the mover's first rank on level 1, and goes when the focus leaves. Each place, and each change
 * of what stands there, is told to the page (`onCursor`: the square's name and its label, worded
 * by game/describeSquare.ts as the flat board's squares are), which announces it and shows it in
 * `data-cursor`.
 */
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { boardKey, stepSquare } from '../game/boardKeys';
import { describeSquareIn, type SquareWords } from '../game/describeSquare';
import { squareAtCoords, squareView } from '../game/squares';
import type { BoardView } from '../game/viewModel';
import type { Square } from '../rules';
import { viewerSideOf } from './layout';
import type { Live } from './live';
import type { ViewSettings } from './viewSettings';

/** Where the cursor stands, as the page shows and announces it. */
export interface CursorReport {
  name: string; // '1e2'
  text: string; // '1e2, white pawn, selected'
}

/** What the scene needs to be played from the keyboard. */
export interface BoardKeyboard {
  element: RefObject<HTMLElement | null>; // the board's tab stop; keys and focus are heard there
  words: SquareWords; // the words of the cursor's label
  onCursor(cursor: CursorReport | null): void; // null: no cursor (the board lost focus)
}

/**
 * The page's side of a board played from the keyboard (View3D's and the editor's): the tab stop to
 * give the scene (`board`), the live region that speaks the cursor's square (`cursorText`), and
 * `data-cursor` on `root` with its name.
 */
export function useBoardKeyboard(root: RefObject<HTMLElement | null>, words: SquareWords) {
  const board = useRef<HTMLDivElement>(null);
  const cursorText = useRef<HTMLParagraphElement>(null);
  const onCursor = useCallback(
    (cursor: CursorReport | null) => {
      if (cursorText.current) cursorText.current.textContent = cursor?.text ?? '';
      root.current?.setAttribute('data-cursor', cursor?.name ?? '');
    },
    [root],
  );
  const keyboard: BoardKeyboard = { element: board, words, onCursor };
  return { board, cursorText, keyboard };
}

/** The square the cursor starts on (see the module header). */
function startSquare(view: BoardView, last: Square | null): Square {
  if (view.selected?.kind === 'square') return view.selected.square;
  return last ?? squareAtCoords(0, 4, view.turn === 0 ? 0 : 7);
}

export function KeyboardCursor({
  settings,
  live,
  view,
  keyboard,
  onPick,
  onEscape,
}: {
  settings: StoreApi<ViewSettings>;
  live: Live;
  view: BoardView;
  keyboard: BoardKeyboard;
  onPick(square: Square): void; // Enter or Space on the cursor's square: what a click there does
  onEscape(): boolean; // Escape: lets the selection go; false when there was nothing to let go
}) {
  const invalidate = useThree((state) => state.invalidate);
  const viewRef = useRef(view);
  viewRef.current = view;
  const actions = useRef({ onPick, onEscape });
  actions.current = { onPick, onEscape };
  const last = useRef<Square | null>(null);
  const { element, words, onCursor } = keyboard;

  const report = useRef(() => {});
  report.current = () => {
    const square = live.cursor;
    onCursor(
      square === null
        ? null
        : {
            name: squareView(square, view.levels).name,
            text: describeSquareIn(view, square, words),
          },
    );
  };
  // A move, a selection or a look back changes what the cursor's square holds: say it again.
  useEffect(() => {
    if (live.cursor !== null) report.current();
  }, [view, live]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const show = (square: Square | null) => {
      live.cursor = square;
      live.cursorVersion++;
      if (square !== null) {
        last.current = square;
        const { level } = squareView(square, viewRef.current.levels);
        const { focus, setFocus } = settings.getState();
        if (focus !== null && focus !== level) setFocus(level);
      }
      invalidate();
      report.current();
    };
    const onFocus = () => show(startSquare(viewRef.current, last.current));
    const onBlur = () => show(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== target || event.altKey || event.ctrlKey || event.metaKey) return;
      const key = boardKey(event.key, viewerSideOf(live.layout.facing));
      const cursor = live.cursor;
      if (!key || cursor === null) return;
      const keydown = event.type === 'keydown';
      if (key.kind === 'step') {
        event.preventDefault();
        const next = keydown ? stepSquare(cursor, key.step, viewRef.current.levels) : null;
        if (next !== null) show(next);
      } else if (key.kind === 'pick') {
        event.preventDefault();
        if (keydown === key.onRelease || event.repeat) return;
        actions.current.onPick(cursor);
      } else if (keydown && actions.current.onEscape()) {
        event.preventDefault();
      }
    };
    target.addEventListener('focus', onFocus);
    target.addEventListener('blur', onBlur);
    target.addEventListener('keydown', onKey);
    target.addEventListener('keyup', onKey);
    if (typeof document !== 'undefined' && document.activeElement === target) onFocus();
    return () => {
      target.removeEventListener('focus', onFocus);
      target.removeEventListener('blur', onBlur);
      target.removeEventListener('keydown', onKey);
      target.removeEventListener('keyup', onKey);
      live.cursor = null;
      live.cursorVersion++;
      report.current();
    };
  }, [element, live, settings, invalidate]);
  return null;
}
