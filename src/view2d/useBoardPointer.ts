/**
 * The flat board's pointer input (View2D's), apart from its drawing because it is the one part
 * with state over time: one controller for every board and pocket (event delegation on
 * `data-square` and `data-pocket`). In a game a press on a man selects him and a press on a
 * target moves; or the man (or the pocketed piece) is dragged and released on a target, also
 * from one level's board to another's, each step handed to the port's `pick`. The right button
 * (or a press with the pen tool) draws an arrow or circle through the port's `drawShape`; a
 * left press on the board clears the drawing. A hovered man (a long press on touch) shows his
 * card. In free placement (the editor, the explorer) a press and release on one square is a
 * `pick` and a man dragged elsewhere a `relocate`, with neither drawing nor cards; a piece
 * carried in from outside (the port's `dragIn`, the editor's palette) is dropped by `dropIn`.
 */
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { brushOf, gestureShape, type Brush, type Shape } from '../content/annotations';
import type { BoardPort, DragIn } from '../game/boardPort';
import { isTarget } from '../game/destinations';
import { squareNamed } from '../game/squares';
import { samePick, type Pick } from '../game/staging';
import type { BoardView } from '../game/viewModel';
import type { TooltipInfo } from './PieceTooltip';

export interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  from: Pick;
  wasSelected: boolean;
  dragging: boolean;
  letter: string | null;
  vest: string | null;
  size: number;
}

const DRAG_THRESHOLD = 6; // pixels before a press becomes a drag
const HOVER_DELAY = 450; // ms before a hovered man's card shows
const LONG_PRESS = 500; // ms a touch must rest on a man to show its card

/** The pick an element of the board stands for (a square or a pocket), or null. */
function pickOfElement(element: Element | null, levels: number): Pick | null {
  const target = element?.closest('[data-square],[data-pocket]');
  if (!target) return null;
  const pocket = target.getAttribute('data-pocket');
  if (pocket) return { kind: 'pocket', color: pocket === 'w' ? 0 : 1 };
  const square = squareNamed(target.getAttribute('data-square') ?? '', levels);
  return square === undefined ? null : { kind: 'square', square };
}

export const isSelectable = (view: BoardView, pick: Pick) =>
  view.selectable.some((p) => samePick(p, pick));

/** What a pick shows when dragged: the man on the square, or the pocketed piece. */
function draggedPiece(view: BoardView, pick: Pick): { letter: string; vest: string | null } | null {
  if (pick.kind === 'pocket') {
    const letter = view.pockets.find((p) => p.color === pick.color)?.letter;
    return letter ? { letter, vest: null } : null;
  }
  const man = view.men.find((m) => m.square === pick.square);
  return man ? { letter: man.letter, vest: man.vest } : null;
}

/** A dragged piece as drawn under the pointer: where the drag began, and its size. */
export interface Ghost {
  letter: string;
  vest: string | null;
  size: number; // pixels, a square's
  startX: number;
  startY: number;
}

export interface BoardPointer {
  onPointerDown(event: PointerEvent<HTMLDivElement>): void; // the stage's handlers
  onPointerOver(event: PointerEvent<HTMLDivElement>): void;
  onPointerLeave(): void;
  sketch: Shape | null; // the shape being drawn
  ghost: Ghost | null; // the piece under the pointer while one is dragged (or carried in)
  draggingFrom: number | null; // the square whose man is dragged (drawn faded)
  ghostRef: RefObject<HTMLDivElement | null>; // the dragged ghost, moved without rendering
  tooltip: TooltipInfo | null; // the card shown
}

export function useBoardPointer({
  port,
  view,
  at,
  readOnly,
  free,
  pen,
  version,
  dragIn,
}: {
  port: BoardPort;
  view: BoardView; // the position shown
  at: number | null; // the position looked back at (shapes are drawn there), null: the live one
  readOnly: boolean; // looking back: nothing is picked
  free: boolean; // free placement (the port's mode)
  pen: Brush | null; // the pen tool's brush
  version: number; // the game's version: a card hides when it changes
  dragIn: DragIn | null; // a piece carried in from outside the board (the port's)
}): BoardPointer {
  const levels = view.levels;
  const [sketch, setSketch] = useState<Shape | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const ghostRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const [dragShown, setDragShown] = useState<DragState | null>(null);
  const [tooltip, setTooltip] = useState<TooltipInfo | null>(null);
  const tooltipTimer = useRef<number | undefined>(undefined);
  const pressedElement = useRef<Element | null>(null); // no hover card until the pointer leaves it
  const hoveredElement = useRef<Element | null>(null); // the square or pocket under the mouse

  const clearTooltipTimer = () => window.clearTimeout(tooltipTimer.current);
  useEffect(() => () => window.clearTimeout(tooltipTimer.current), []);
  // A card describes a man where it stood: hide it when the position changes.
  useEffect(() => setTooltip(null), [version]);

  /** Shows the card of the man on a square element (if any). */
  const showTooltipFor = (element: Element) => {
    const squareElement = element.closest('[data-square],[data-pocket]');
    const pick = pickOfElement(squareElement, levels);
    if (!squareElement || !pick) return;
    const piece = draggedPiece(viewRef.current, pick);
    if (!piece) return;
    const box = squareElement.getBoundingClientRect();
    setTooltip({
      ...piece,
      game: viewRef.current.game,
      x: box.left + box.width / 2,
      top: box.top,
      bottom: box.bottom,
    });
  };

  /** Follows one press: a drag once it moves far enough, and its end (release or cancel). */
  const trackPress = (press: DragState) => {
    drag.current = press;
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== press.pointerId) return;
      const distance = Math.hypot(event.clientX - press.startX, event.clientY - press.startY);
      if (!press.dragging && distance > DRAG_THRESHOLD && press.letter) {
        press.dragging = true;
        clearTooltipTimer();
        setTooltip(null);
        setDragShown({ ...press });
      }
      if (press.dragging && ghostRef.current) {
        const half = press.size / 2;
        ghostRef.current.style.transform = `translate(${event.clientX - half}px, ${event.clientY - half}px)`;
      }
    };
    const finish = (event: globalThis.PointerEvent, cancelled: boolean) => {
      if (event.pointerId !== press.pointerId) return;
      drag.current = null;
      setDragShown(null);
      clearTooltipTimer();
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      if (cancelled) return;
      const drop = press.dragging
        ? pickOfElement(document.elementFromPoint(event.clientX, event.clientY), levels)
        : null;
      if (port.getSnapshot().mode === 'free') {
        // free placement: a drag relocates the man, a press without one picks its square
        if (!press.dragging) port.intents.pick(press.from);
        else if (drop?.kind === 'square' && press.from.kind === 'square')
          if (drop.square !== press.from.square)
            port.intents.relocate?.(press.from.square, drop.square);
      } else if (press.dragging) {
        if (drop && !samePick(drop, press.from) && isTarget(viewRef.current, drop))
          port.intents.pick(drop);
      } else if (press.wasSelected) {
        port.intents.pick(press.from); // a second press on the selected man lets it go
      }
    };
    const onUp = (event: globalThis.PointerEvent) => finish(event, false);
    const onCancel = (event: globalThis.PointerEvent) => finish(event, true);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
  };

  /** Follows a drawing gesture from `orig` to where it is released (off the board: nothing). */
  const trackDrawing = (pointerId: number, orig: number, brush: Brush) => {
    const squareAt = (event: globalThis.PointerEvent) => {
      const pick = pickOfElement(document.elementFromPoint(event.clientX, event.clientY), levels);
      return pick?.kind === 'square' ? pick.square : null;
    };
    setSketch(gestureShape(orig, orig, brush));
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const square = squareAt(event);
      if (square === null) return;
      setSketch((old) =>
        (old?.dest ?? old?.orig) === square ? old : gestureShape(orig, square, brush),
      );
    };
    const finish = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      setSketch(null);
      const square = event.type === 'pointerup' ? squareAt(event) : null;
      if (square !== null) port.intents.drawShape(gestureShape(orig, square, brush), at);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (free) return onFreePointerDown(event);
    const penDown = pen !== null && event.button === 0;
    if (event.button === 2 || penDown) {
      const pick = pickOfElement(event.target as Element, levels);
      if (pick?.kind !== 'square' || drag.current) return;
      event.preventDefault();
      clearTooltipTimer();
      setTooltip(null);
      trackDrawing(event.pointerId, pick.square, penDown ? pen : brushOf(event));
      return;
    }
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pickOfElement(event.target as Element, levels)?.kind === 'square')
      port.intents.clearShapes(at);
    const element = (event.target as Element).closest('[data-square],[data-pocket]');
    const pick = pickOfElement(element, levels);
    if (!element || !pick) return;
    if (port.getSnapshot().choice || drag.current || readOnly) return;
    setTooltip(null);
    pressedElement.current = element;
    clearTooltipTimer();
    if (event.pointerType !== 'mouse') {
      tooltipTimer.current = window.setTimeout(() => {
        if (!drag.current?.dragging) showTooltipFor(element);
      }, LONG_PRESS);
    }
    const current = viewRef.current;
    if (isTarget(current, pick) || !isSelectable(current, pick)) {
      port.intents.pick(pick); // a move, or a press elsewhere that lets the selection go
      return;
    }
    event.preventDefault(); // no text selection or native drag while dragging a man
    const wasSelected = samePick(current.selected, pick);
    if (!wasSelected) port.intents.pick(pick);
    const piece = draggedPiece(current, pick);
    const box = element.getBoundingClientRect();
    trackPress({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: pick,
      wasSelected,
      dragging: false,
      letter: piece?.letter ?? null,
      vest: piece?.vest ?? null,
      size: Math.min(box.width, box.height, 120),
    });
  };

  /** A press in free placement: followed to its release, which picks or relocates (trackPress). */
  const onFreePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || drag.current) return;
    const element = (event.target as Element).closest('[data-square]');
    const pick = pickOfElement(element, levels);
    if (!element || !pick) return;
    event.preventDefault(); // no text selection or native drag while dragging a man
    const piece = draggedPiece(viewRef.current, pick);
    const box = element.getBoundingClientRect();
    trackPress({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: pick,
      wasSelected: false,
      dragging: false,
      letter: piece?.letter ?? null,
      vest: piece?.vest ?? null,
      size: Math.min(box.width, box.height, 120),
    });
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (free) return; // no man's card while placing men
    if (event.pointerType !== 'mouse' || drag.current?.dragging) return;
    const element = (event.target as Element).closest('[data-square],[data-pocket]');
    if (element === pressedElement.current || element === hoveredElement.current) return;
    pressedElement.current = null;
    hoveredElement.current = element;
    clearTooltipTimer();
    if (!element) return;
    tooltipTimer.current = window.setTimeout(() => showTooltipFor(element), HOVER_DELAY);
  };

  const onPointerLeave = () => {
    hoveredElement.current = null;
    pressedElement.current = null;
    clearTooltipTimer();
    if (!drag.current) setTooltip(null);
  };

  // A piece carried in from outside (the editor's palette): its ghost follows the pointer once it
  // has moved, and the release drops it on the square under it (or off the board: null).
  const [carried, setCarried] = useState<Ghost | null>(null);
  useEffect(() => {
    if (!dragIn) return;
    const square = document.querySelector('.view2d-stage [data-square]')?.getBoundingClientRect();
    const size = Math.min(square?.width ?? 60, 120);
    let moved = false;
    const onMove = (event: globalThis.PointerEvent) => {
      const distance = Math.hypot(event.clientX - dragIn.x, event.clientY - dragIn.y);
      if (!moved && distance > DRAG_THRESHOLD) {
        moved = true;
        setCarried({
          letter: dragIn.letter,
          vest: dragIn.vest,
          size,
          startX: dragIn.x,
          startY: dragIn.y,
        });
      }
      if (moved && ghostRef.current)
        ghostRef.current.style.transform = `translate(${event.clientX - size / 2}px, ${event.clientY - size / 2}px)`;
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const drop = moved
        ? pickOfElement(document.elementFromPoint(event.clientX, event.clientY), levels)
        : null;
      setCarried(null);
      port.intents.dropIn?.(drop?.kind === 'square' ? drop.square : null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
  }, [dragIn, port, levels]);

  const dragged = dragShown?.dragging && dragShown.letter ? dragShown : null;
  const ghost: Ghost | null = dragged ? { ...dragged, letter: dragged.letter! } : carried;
  const draggingFrom = dragged?.from.kind === 'square' ? dragged.from.square : null;
  return {
    onPointerDown,
    onPointerOver,
    onPointerLeave,
    sketch,
    ghost,
    draggingFrom,
    ghostRef,
    tooltip,
  };
}
