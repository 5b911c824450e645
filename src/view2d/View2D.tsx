/**
 * The flat view of a game: one board (Pocket mutation chess and PlunderChess, with the pockets
 * beside it) or the three Parallel worlds levels side by side (stacked on a narrow screen), a
 * small toolbar (flip the board, follow the side to move), the piece cards on hover or long
 * press, and the pointer and keyboard input of the boards.
 *
 * Input is one pointer controller for every board and pocket (event delegation on `data-square`
 * and `data-pocket`): press a man to select it, press a target to move; or drag the man (or the
 * pocketed piece) and release it on a target, which also works from one level's board to
 * another's. Everything is handed to the board port's `pick` intent: the game layer's staging decides what a
 * pick means, and input that is not a legal target changes nothing. Keyboard: each board has one
 * tab stop; arrows move between squares (as the board is turned), PageUp/PageDown between
 * levels, Enter or Space picks, Escape drops the selection — the keys of game/boardKeys.ts, which
 * the 3D view shares.
 *
 * Drawing, as on lichess: the right button draws (drag: an arrow, click: a circle; Shift red, Alt
 * blue, Shift+Alt yellow, else green), also from one level's board to another's; a left press on
 * the board clears the drawing. With the pen tool on (the port's `pen`, for touch) a press
 * draws in the pen's brush instead of moving. Shapes go to the port's `drawShape`, on the
 * position shown (an earlier one when looking back), and are drawn by DrawnShapes2D.
 *
 * In free placement (the port's `mode: 'free'`: the position editor, the piece explorer) every
 * square takes a press whatever stands there: a press and release on one square is the port's
 * `pick`, a man dragged to another square its `relocate`; nothing is drawn by hand, no card
 * shows, and the boards stand unturned without the toolbar, each keyboard stop starting on a1.
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useBoard, useShownShapes, useShownView, type BoardPort } from '../game/boardPort';
import { isTarget } from '../game/destinations';
import { samePick, type Pick } from '../game/staging';
import { boardKey, stepSquare } from '../game/boardKeys';
import { squareAtCoords, squareNamed, squareView } from '../game/squares';
import { brushOf, gestureShape, type Brush, type Shape } from '../game/annotations';
import { DrawnShapes2D } from './DrawnShapes2D';
import { engineArrows } from '../game/engineArrows';
import type { BoardView } from '../game/viewModel';
import { Board2D } from './Board2D';
import type { SquareWords } from '../game/describeSquare';
import { SLIDE_MS } from './ManGlyph';
import { LEVEL_TINTS } from './colors';
import { PieceIcon } from './pieceArt';
import { Pocket2D } from './Pocket2D';
import { PieceTooltip, type PieceCardWords, type TooltipInfo } from './PieceTooltip';
import './view2d.css';

/** The words the flat view shows, so that the app can show them in its language. */
export interface View2DLabels {
  flip: string; // 'Flip board'
  follow: string; // 'Follow the side to move'
  orientation: string; // 'Board orientation'
  levels: readonly string[]; // ['bottom', 'middle', 'top']
  closed: string; // 'closed this turn'
  pockets: readonly [string, string]; // ['White’s pocket', 'Black’s pocket']
  empty: string; // 'empty'
  pocketTarget: string; // 'lift the selected man here'
  pocketSelected: string; // 'selected' (a pocket chosen to drop from)
  pieceName: (letter: string) => string; // 'Knight' for 'n'
  card: PieceCardWords; // the words of the hovered man's card
  square: SquareWords; // the words of the squares' accessible labels
}

export interface View2DProps {
  port: BoardPort; // the game it shows and plays (the page's `boardPortOf(store)`)
  at?: number | null; // looking back: show the position after this many moves, read-only
  slideMs?: number; // how long a moved man slides (the app's animation speed); 0: none
  labels: View2DLabels; // the words shown, from the app's catalogue (GamePage's boardLabels)
  pieceCard?: (info: TooltipInfo) => ReactNode; // draws the hovered man's card; else the plain card
}

interface DragState {
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

const isSelectable = (view: BoardView, pick: Pick) =>
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

export function View2D({ port, at = null, slideMs = SLIDE_MS, labels, pieceCard }: View2DProps) {
  const version = useBoard(port, (snapshot) => snapshot.version);
  const moveCount = useBoard(port, (snapshot) => snapshot.moveCount);
  const view = useShownView(port, at);
  const readOnly = at !== null && at < moveCount;
  const shapes = useShownShapes(port, at);
  // The engine's suggestion (a hint, the analysis board's best turn) as blue arrows too, and
  // the opponent's threat (the analysis board's threat mode) as red ones.
  const hintArrows = useMemo(() => engineArrows(view.hint, view.threat), [view.hint, view.threat]);
  const pen = useBoard(port, (snapshot) => snapshot.pen);
  const free = useBoard(port, (snapshot) => snapshot.mode) === 'free';
  const goals = useBoard(port, (snapshot) => snapshot.goals);
  const stageRef = useRef<HTMLDivElement>(null);
  const [sketch, setSketch] = useState<Shape | null>(null); // the shape being drawn
  const viewRef = useRef(view);
  viewRef.current = view;

  const [flipped, setFlipped] = useState(false);
  const [follow, setFollow] = useState(false);
  const orientation = ((follow ? view.turn : 0) ^ (flipped ? 1 : 0)) as 0 | 1;

  const levels = view.levels;
  const [focusByLevel, setFocusByLevel] = useState<number[]>(() =>
    Array.from({ length: levels }, (_, level) =>
      free ? squareAtCoords(level, 0, 0) : squareAtCoords(level, 4, level === 2 ? 7 : 0),
    ),
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const [dragShown, setDragShown] = useState<DragState | null>(null);
  const [tooltip, setTooltip] = useState<TooltipInfo | null>(null);
  const [dropped, setDropped] = useState(false); // the last move was dragged: do not slide it
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
    setDropped(false);
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
    setDropped(false);
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

  const focusSquare = (square: number) => {
    const { level, name } = squareView(square, levels);
    setFocusByLevel((old) => old.map((s, l) => (l === level ? square : s)));
    containerRef.current?.querySelector<SVGGElement>(`[data-square="${name}"]`)?.focus();
  };

  const onSquareKey = (square: number, event: KeyboardEvent<SVGGElement>) => {
    const key = boardKey(event.key, orientation === 0 ? 0 : 2);
    if (!key) return;
    if (key.kind === 'pick') {
      event.preventDefault();
      if (!readOnly && event.type === (key.onRelease ? 'keyup' : 'keydown'))
        port.intents.pick({ kind: 'square', square });
      return;
    }
    if (event.type !== 'keydown') return;
    if (key.kind === 'step') {
      event.preventDefault();
      const next = stepSquare(square, key.step, levels);
      if (next !== null) focusSquare(next);
    } else if (port.getSnapshot().selected) {
      event.preventDefault();
      port.intents.deselect();
    }
  };

  const pocketProps = (color: 0 | 1, position: 'top' | 'bottom') => {
    const pick: Pick = { kind: 'pocket', color };
    return {
      pocket: view.pockets.find((p) => p.color === color)!,
      selectable: isSelectable(view, pick),
      selected: samePick(view.selected, pick),
      target: isTarget(view, pick),
      toMove: view.turn === color && !view.outcome,
      position,
      onKeyboardPick: () => {
        if (!readOnly) port.intents.pick(pick);
      },
      label: labels.pockets[color],
      emptyText: labels.empty,
      targetText: labels.pocketTarget,
      selectedText: labels.pocketSelected,
      pieceName: labels.pieceName,
    };
  };

  const draggingFrom =
    dragShown?.dragging && dragShown.from.kind === 'square' ? dragShown.from.square : null;
  const boards = Array.from({ length: levels }, (_, level) => (
    <Board2D
      key={level}
      view={view}
      level={level}
      orientation={orientation}
      focusSquare={focusByLevel[level] ?? squareAtCoords(level, 4, 0)}
      draggingFrom={draggingFrom}
      slideMs={dropped ? 0 : slideMs}
      onSquareKey={onSquareKey}
      squareWords={labels.square}
      goals={goals}
    />
  ));

  return (
    <div
      className={levels > 1 ? 'view2d view2d-levels' : 'view2d'}
      data-read-only={readOnly || undefined}
      ref={containerRef}
      data-orientation={orientation === 0 ? 'white' : 'black'}
    >
      {!free && (
        <div className="view2d-toolbar" role="group" aria-label={labels.orientation}>
          <button
            type="button"
            className="tool-button"
            onClick={() => setFlipped((value) => !value)}
            aria-pressed={flipped}
          >
            <span aria-hidden="true">⇅</span> {labels.flip}
          </button>
          <label className="tool-check">
            <input
              type="checkbox"
              checked={follow}
              onChange={(event) => setFollow(event.target.checked)}
            />
            {labels.follow}
          </label>
        </div>
      )}
      <div
        className="view2d-stage"
        ref={stageRef}
        data-pen={pen ?? undefined}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onPointerLeave={onPointerLeave}
        onContextMenu={(event) => {
          if ((event.target as Element).closest('[data-square]')) event.preventDefault();
        }}
      >
        {levels > 1 ? (
          <div className="level-boards">
            {boards.map((board, level) => (
              <figure
                key={level}
                className="level-board"
                data-level={level + 1}
                style={{ ['--level-tint' as string]: LEVEL_TINTS[level] }}
              >
                <figcaption className="level-caption">
                  <span className="level-number">{level + 1}</span>
                  {labels.levels[level]}
                  {view.progress.usedLevels.includes(level) && (
                    <span className="level-closed">{labels.closed}</span>
                  )}
                </figcaption>
                <div className="board-frame">{board}</div>
              </figure>
            ))}
          </div>
        ) : (
          <div className="flat-board">
            <div className="board-frame">{boards[0]}</div>
            {view.pockets.length > 0 && (
              <div className="pockets">
                <Pocket2D {...pocketProps(orientation === 0 ? 1 : 0, 'top')} />
                <Pocket2D {...pocketProps(orientation === 0 ? 0 : 1, 'bottom')} />
              </div>
            )}
          </div>
        )}
        <DrawnShapes2D
          shapes={[...shapes, ...hintArrows, ...(sketch ? [sketch] : [])]}
          levels={levels}
          stage={stageRef}
          layoutKey={String(orientation)}
        />
      </div>
      {dragShown?.dragging && dragShown.letter && (
        <div
          className="drag-ghost"
          ref={ghostRef}
          style={{
            width: dragShown.size,
            height: dragShown.size,
            transform: `translate(${dragShown.startX - dragShown.size / 2}px, ${dragShown.startY - dragShown.size / 2}px)`,
          }}
          aria-hidden="true"
        >
          <PieceIcon letter={dragShown.letter} vest={dragShown.vest} size="100%" />
        </div>
      )}
      {tooltip &&
        (pieceCard ? pieceCard(tooltip) : <PieceTooltip info={tooltip} words={labels.card} />)}
    </div>
  );
}
