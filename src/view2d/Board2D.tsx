/**
 * One 8×8 level of the flat board as SVG, drawn from a `BoardView`: its squares (`Square2D`), over
 * them the writing on the squares (`SquareLabels`: coordinates and level badges, hidden from
 * assistive tools), and on top the sliding copies of men that just moved.
 *
 * The board only draws and reports: a pointer or key on a square calls the handlers it is given,
 * and what happens is decided by the game layer's input staging. A man that moves within the
 * board slides there (Web Animations, skipped for reduced motion).
 *
 * The parts: `boardMarks.ts` (the highlights of a level), `Square2D.tsx` (one square and the
 * writing on it), `SquareMarks.tsx` (what is drawn on a square, shared with the still diagrams'
 * `StillBoard.tsx`), `ManGlyph.tsx` (a man and his slide), `TargetMark.tsx` (target marks by kind),
 * `LevelBadges.tsx` (level chevrons); a square's accessible label is the game layer's
 * (`game/describeSquare.ts`, which the 3D view speaks too).
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { BoardView } from '../game/viewModel';
import { boardMarks, boardPlaces } from './boardMarks';
import type { SquareWords } from '../game/describeSquare';
import { SLIDE_MS, SlideGlyph, motionAllowed, type Slide } from './ManGlyph';
import { Square2D, SquareLabels } from './Square2D';
import { CheckGradient, levelTintStyle } from './SquareMarks';

export interface Board2DProps {
  view: BoardView;
  level: number; // 0-based level this board shows
  orientation: 0 | 1; // the colour at the bottom
  focusSquare: number; // the square that takes the board's single tab stop
  draggingFrom: number | null; // square whose man is being dragged (drawn faded)
  slideMs?: number; // how long a man slides to its new square; 0: no animation (e.g. after a drag)
  onSquareKey(square: number, event: KeyboardEvent<SVGGElement>): void; // keydown and keyup
  squareWords?: SquareWords; // the words of the squares' accessible labels; none: a still picture
  goals?: readonly number[]; // squares ringed: a lesson's goals, the editor's en passant squares
}

export function Board2D({
  view,
  level,
  orientation,
  focusSquare,
  draggingFrom,
  slideMs = SLIDE_MS,
  onSquareKey,
  squareWords,
  goals,
}: Board2DProps) {
  const gradientId = useId();
  const marks = boardMarks(view, level);

  // Where each man was drawn last time, so that a man that moved slides from there.
  const previous = useRef(new Map<number, { x: number; y: number }>());
  const placed = new Map<number, { x: number; y: number }>();
  const slides: Slide[] = [];
  const animate = slideMs > 0 && motionAllowed();

  const squares = [];
  const labels = [];
  for (const place of boardPlaces(view, level, orientation)) {
    const { square, column, row } = place;
    const man = marks.menBySquare.get(square);
    const x = column * 100;
    const y = row * 100;
    if (man) placed.set(man.id, { x, y });
    const from = man ? previous.current.get(man.id) : undefined;
    const arriving = !!man && !!from && (from.x !== x || from.y !== y) && animate;
    if (arriving) slides.push({ man: man!, fromX: from!.x, fromY: from!.y, toX: x, toY: y });
    squares.push(
      <Square2D
        key={square}
        view={view}
        marks={marks}
        {...place}
        man={man}
        target={marks.targetsBySquare.get(square)}
        arriving={arriving}
        focusable={square === focusSquare}
        dragged={draggingFrom === square}
        goal={goals?.includes(square) ?? false}
        checkFill={`url(#${gradientId})`}
        words={squareWords}
        onSquareKey={onSquareKey}
      />,
    );
    labels.push(<SquareLabels key={square} marks={marks} level={level} {...place} />);
  }

  useLayoutEffect(() => {
    previous.current = placed;
  });

  return (
    <svg
      className="board2d"
      viewBox="0 0 800 800"
      data-level={view.levels > 1 ? level + 1 : undefined}
      aria-label={squareWords?.board(view.levels > 1 ? level : null)}
      style={{ ['--slide-ms' as string]: `${slideMs}ms`, ...levelTintStyle(view, level) }}
    >
      <defs>
        <CheckGradient id={gradientId} />
      </defs>
      {squares}
      <g className="square-labels" aria-hidden="true">
        {labels}
      </g>
      <g className="slides" aria-hidden="true">
        {slides.map((slide) => (
          <SlideGlyph
            key={`${slide.man.id}-${slide.toX}-${slide.toY}`}
            slide={slide}
            duration={slideMs}
          />
        ))}
      </g>
    </svg>
  );
}
