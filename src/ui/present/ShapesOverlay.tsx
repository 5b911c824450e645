/**
 * The drawn arrows and circles of a position slide, over the flat board: an SVG layer that finds
 * each square where the board drew it (`[data-square]`) and draws lichess's brushes there. Kept
 * deliberately small: the boards' own drawing layer (arrows drawn by hand, also in 3D) is another
 * branch's work, and this overlay gives way to it once it lands; the shapes come from the one
 * model (game/annotations.ts) either way.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { parseShapes, type Brush } from '../../game/annotations';
import { squareName } from '../../rules';

const BRUSH_COLOURS: Record<Brush, string> = {
  green: '#15781b',
  red: '#882020',
  blue: '#003088',
  yellow: '#e68f00',
};

interface Drawn {
  key: string;
  brush: Brush;
  from: { x: number; y: number };
  to: { x: number; y: number } | null;
  size: number; // the square's width, px
}

export function ShapesOverlay({ shapes, levels }: { shapes: string; levels: number }) {
  const layer = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<Drawn[]>([]);
  useLayoutEffect(() => {
    const svg = layer.current;
    const parsed = parseShapes(shapes, levels);
    if (!svg || !parsed.ok) return;
    const measure = () => {
      const box = svg.getBoundingClientRect();
      const board = svg.parentElement!;
      const centre = (square: number) => {
        const element = board.querySelector(`[data-square="${squareName(square, levels)}"]`);
        const rect = element?.getBoundingClientRect();
        return rect
          ? {
              x: rect.left + rect.width / 2 - box.left,
              y: rect.top + rect.height / 2 - box.top,
              size: rect.width,
            }
          : null;
      };
      const next: Drawn[] = [];
      parsed.shapes.forEach((shape, index) => {
        const from = centre(shape.orig);
        const to = shape.dest === undefined ? null : centre(shape.dest);
        if (from && (shape.dest === undefined || to))
          next.push({ key: String(index), brush: shape.brush, from, to, size: from.size });
      });
      setDrawn(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg.parentElement!);
    return () => observer.disconnect();
  }, [shapes, levels]);

  return (
    <svg className="present-shapes" ref={layer} aria-hidden="true">
      <defs>
        {(Object.keys(BRUSH_COLOURS) as Brush[]).map((brush) => (
          <marker
            key={brush}
            id={`present-arrow-${brush}`}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={BRUSH_COLOURS[brush]} />
          </marker>
        ))}
      </defs>
      {drawn.map((shape) =>
        shape.to ? (
          <line
            key={shape.key}
            x1={shape.from.x}
            y1={shape.from.y}
            x2={
              shape.to.x -
              ((shape.to.x - shape.from.x) * (shape.size * 0.35)) /
                Math.hypot(shape.to.x - shape.from.x, shape.to.y - shape.from.y)
            }
            y2={
              shape.to.y -
              ((shape.to.y - shape.from.y) * (shape.size * 0.35)) /
                Math.hypot(shape.to.x - shape.from.x, shape.to.y - shape.from.y)
            }
            stroke={BRUSH_COLOURS[shape.brush]}
            strokeWidth={shape.size * 0.16}
            strokeLinecap="round"
            opacity={0.8}
            markerEnd={`url(#present-arrow-${shape.brush})`}
            data-shape={shape.brush}
          />
        ) : (
          <circle
            key={shape.key}
            cx={shape.from.x}
            cy={shape.from.y}
            r={shape.size * 0.44}
            fill="none"
            stroke={BRUSH_COLOURS[shape.brush]}
            strokeWidth={shape.size * 0.07}
            opacity={0.8}
            data-shape={shape.brush}
          />
        ),
      )}
    </svg>
  );
}
