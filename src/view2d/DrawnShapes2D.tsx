/**
 * The arrows and circles drawn on the flat boards (lichess's shapes), as one SVG laid over the
 * whole stage rather than inside each board: an arrow from a square of one level to a square of
 * another crosses the gap between the boards, whether they stand side by side or stacked. The
 * layer measures where the squares are on screen (the boards' `data-square` groups) after each
 * layout change, so it follows a flip, a resize and the narrow stacked layout alike.
 *
 * It only draws what it is given (`shapes` as a prop, never from the board port), so a presenter's
 * slide can lay it over any stage that holds Board2D's boards. An arrow on one board is straight;
 * an arrow between levels bends in an arc, so that it never reads as a move along a rank.
 */
import { useEffect, useId, useState, type RefObject } from 'react';
import { BRUSH_COLOURS, BRUSHES, type Shape } from '../content/annotations';
import { squareView } from '../game/squares';

export interface DrawnShapes2DProps {
  shapes: readonly Shape[]; // what to draw, e.g. [{ orig: 20, dest: 276, brush: 'green' }]
  levels: number; // the game's levels (square names carry the level when > 1)
  stage: RefObject<HTMLElement | null>; // the element holding the boards; the layer covers it
  layoutKey?: string; // anything that moves the squares without resizing the stage (a flip)
}

interface Place {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** Where each square the shapes use is, in the stage's pixels (its `.square-fill` box). */
function measure(stage: HTMLElement, shapes: readonly Shape[], levels: number) {
  const origin = stage.getBoundingClientRect();
  const places = new Map<number, Place>();
  for (const shape of shapes) {
    for (const square of shape.dest === undefined ? [shape.orig] : [shape.orig, shape.dest]) {
      if (places.has(square)) continue;
      const fill = stage.querySelector(
        `[data-square="${squareView(square, levels).name}"] .square-fill`,
      );
      if (!fill) continue;
      const box = fill.getBoundingClientRect();
      places.set(square, {
        x: box.left - origin.left + box.width / 2,
        y: box.top - origin.top + box.height / 2,
        size: box.width,
      });
    }
  }
  return { width: origin.width, height: origin.height, places };
}

/**
 * The path of an arrow between two square centres, ending short of the destination's centre by
 * `back` (the arrowhead covers the rest): straight, or bent by `bend` of its length to the left
 * of its direction (between levels).
 */
/** The control point of an arrow that bends by `bend` of its length (the middle if none). */
function controlPoint(from: Place, to: Place, bend: number): { x: number; y: number } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return { x: (from.x + to.x) / 2 + dy * bend, y: (from.y + to.y) / 2 - dx * bend };
}

/** The middle of an arrow's curve, where its number stands. */
function arrowMiddle(from: Place, to: Place, bend: number): { x: number; y: number } {
  const control = controlPoint(from, to, bend);
  return { x: (from.x + 2 * control.x + to.x) / 4, y: (from.y + 2 * control.y + to.y) / 4 };
}

function arrowPath(from: Place, to: Place, back: number, bend: number): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  if (bend === 0) {
    const end = { x: to.x - (dx / length) * back, y: to.y - (dy / length) * back };
    return `M${from.x} ${from.y} L${end.x} ${end.y}`;
  }
  const control = controlPoint(from, to, bend);
  const cx = to.x - control.x;
  const cy = to.y - control.y;
  const tail = Math.hypot(cx, cy) || 1;
  const end = { x: to.x - (cx / tail) * back, y: to.y - (cy / tail) * back };
  return `M${from.x} ${from.y} Q${control.x} ${control.y} ${end.x} ${end.y}`;
}

export function DrawnShapes2D({ shapes, levels, stage, layoutKey = '' }: DrawnShapes2DProps) {
  const id = useId();
  const [size, setSize] = useState(0); // bumped by the stage's resizes
  const [drawn, setDrawn] = useState<ReturnType<typeof measure> | null>(null);
  // Passive effects: they run once the whole tree is committed, so the stage's ref (a parent's)
  // is set by then, which it is not yet in this layer's layout effects.
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setSize((n) => n + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  useEffect(() => {
    const element = stage.current;
    setDrawn(element && shapes.length > 0 ? measure(element, shapes, levels) : null);
  }, [stage, shapes, levels, layoutKey, size]);
  if (!drawn || shapes.length === 0) return null;
  const { places } = drawn;
  const square = [...places.values()][0]?.size ?? 60;
  const width = square * 0.15;
  return (
    <svg
      className="drawn-shapes"
      width={drawn.width}
      height={drawn.height}
      viewBox={`0 0 ${drawn.width} ${drawn.height}`}
      aria-hidden="true"
      data-shapes={shapes.length}
    >
      <defs>
        {BRUSHES.map((brush) => (
          <marker
            key={brush}
            id={`${id}-${brush}`}
            orient="auto"
            markerUnits="userSpaceOnUse"
            markerWidth={width * 3.2}
            markerHeight={width * 3.2}
            refX={width * 0.4}
            refY={width * 1.6}
          >
            <path
              d={`M0 0 L${width * 2.6} ${width * 1.6} L0 ${width * 3.2} Z`}
              fill={BRUSH_COLOURS[brush]}
            />
          </marker>
        ))}
      </defs>
      {/* Keyed by place: the shape being drawn may stand on the squares of one already drawn. */}
      {shapes.map((shape, index) => {
        const from = places.get(shape.orig);
        const colour = BRUSH_COLOURS[shape.brush];
        if (!from) return null;
        if (shape.dest === undefined)
          return (
            <circle
              key={index}
              className="drawn-circle"
              data-brush={shape.brush}
              cx={from.x}
              cy={from.y}
              r={from.size * 0.44}
              stroke={colour}
              strokeWidth={from.size * 0.075}
              fill="none"
            />
          );
        const to = places.get(shape.dest);
        if (!to) return null;
        const between =
          squareView(shape.orig, levels).level !== squareView(shape.dest, levels).level;
        const bend = between ? 0.18 : 0;
        const middle = shape.label === undefined ? null : arrowMiddle(from, to, bend);
        const path = (
          <path
            key={index}
            className={between ? 'drawn-arrow drawn-arrow-levels' : 'drawn-arrow'}
            data-brush={shape.brush}
            data-from={squareView(shape.orig, levels).name}
            data-to={squareView(shape.dest, levels).name}
            d={arrowPath(from, to, width * 2.2, bend)}
            stroke={colour}
            strokeWidth={width}
            strokeLinecap="round"
            fill="none"
            markerEnd={`url(#${id}-${shape.brush})`}
          />
        );
        if (!middle) return path;
        // a numbered arrow (the engine's sub-moves in order): its number in a disc on its middle
        const radius = width * 1.5;
        return (
          <g key={index} className="drawn-arrow-numbered" data-label={shape.label}>
            {path}
            <circle
              cx={middle.x}
              cy={middle.y}
              r={radius}
              fill={colour}
              stroke="#111"
              strokeWidth={width * 0.2}
            />
            <text
              x={middle.x}
              y={middle.y}
              fill="#111"
              fontSize={radius * 1.4}
              fontWeight={700}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {shape.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
