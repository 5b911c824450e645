/**
 * The flat view of a game: one board (Pocket mutation chess and PlunderChess, with the pockets
 * beside it) or the three Parallel worlds levels side by side (stacked on a narrow screen), a
 * small toolbar (flip the board, follow the side to move), the piece cards on hover or long
 * press, and the pointer and keyboard input of the boards.
 *
 * The pointer input is one controller for every board and pocket (useBoardPointer.ts): press a
 * man to select it, press a target to move; or drag the man (or the pocketed piece) and release
 * it on a target, which also works from one level's board to another's. Everything is handed to
 * the board port's `pick` intent: the game layer's staging decides what a pick means, and input
 * that is not a legal target changes nothing. Keyboard: each board has one
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
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useBoard, useShownShapes, useShownView, type BoardPort } from '../game/boardPort';
import { isTarget } from '../game/destinations';
import { samePick, type Pick } from '../game/staging';
import { boardKey, stepSquare } from '../game/boardKeys';
import { squareAtCoords, squareView } from '../game/squares';
import { DrawnShapes2D } from './DrawnShapes2D';
import { engineArrows } from '../game/engineArrows';
import { Board2D } from './Board2D';
import type { SquareWords } from '../game/describeSquare';
import { SLIDE_MS } from './ManGlyph';
import { LEVEL_TINTS } from './colors';
import { PieceIcon } from './pieceArt';
import { Pocket2D } from './Pocket2D';
import { PieceTooltip, type PieceCardWords, type TooltipInfo } from './PieceTooltip';
import { isSelectable, useBoardPointer } from './useBoardPointer';
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
  bottom?: 0 | 1; // the side at the bottom at first (a puzzle's solver: 1, Black); 0 White by default
}

export function View2D({
  port,
  at = null,
  slideMs = SLIDE_MS,
  labels,
  pieceCard,
  bottom = 0,
}: View2DProps) {
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

  const [flipped, setFlipped] = useState(bottom === 1);
  const [follow, setFollow] = useState(false);
  const orientation = ((follow ? view.turn : 0) ^ (flipped ? 1 : 0)) as 0 | 1;

  const levels = view.levels;
  const [focusByLevel, setFocusByLevel] = useState<number[]>(() =>
    Array.from({ length: levels }, (_, level) =>
      free ? squareAtCoords(level, 0, 0) : squareAtCoords(level, 4, level === 2 ? 7 : 0),
    ),
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const dragIn = useBoard(port, (snapshot) => snapshot.dragIn);
  const {
    onPointerDown,
    onPointerOver,
    onPointerLeave,
    sketch,
    ghost,
    draggingFrom,
    ghostRef,
    tooltip,
  } = useBoardPointer({ port, view, at, readOnly, free, pen, version, dragIn });

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

  const boards = Array.from({ length: levels }, (_, level) => (
    <Board2D
      key={level}
      view={view}
      level={level}
      orientation={orientation}
      focusSquare={focusByLevel[level] ?? squareAtCoords(level, 4, 0)}
      draggingFrom={draggingFrom}
      slideMs={slideMs}
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
      {ghost && (
        <div
          className="drag-ghost"
          ref={ghostRef}
          style={{
            width: ghost.size,
            height: ghost.size,
            transform: `translate(${ghost.startX - ghost.size / 2}px, ${ghost.startY - ghost.size / 2}px)`,
          }}
          aria-hidden="true"
        >
          <PieceIcon letter={ghost.letter} vest={ghost.vest} size="100%" />
        </div>
      )}
      {tooltip &&
        (pieceCard ? pieceCard(tooltip) : <PieceTooltip info={tooltip} words={labels.card} />)}
    </div>
  );
}
