/**
 * What the 3D view writes over its canvas in HTML, where text stays sharp at any size and costs
 * no draw calls: a large level number beside each board (readable from across a room, placed each
 * frame where the board is on screen), and the hover card — the 2D board's piece card with the
 * man's level and square, or `→ 2c6` over a target. The canvas side (`LevelTagRig`) only moves
 * DOM nodes the view owns; it never re-renders React.
 */
import { useFrame, useThree } from '@react-three/fiber';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { Vector3 } from 'three';
import type { ManView } from '../game/viewModel';
import { FRAME_HALF } from './framePaint';
import { LEVEL_TINTS, levelOrigin } from './layout';
import type { Live } from './live';

/** What the pointer is over, for the hover card: in client pixels. */
export interface HoverReport {
  name: string; // the square, '2c6'
  man: ManView | null; // the man standing there
  target: boolean; // a legal target of the selected man
  x: number;
  top: number;
  bottom: number;
}

const point = new Vector3();

/** Keeps each level's number tag beside its board on screen (left edge; far edge in the map). */
export function LevelTagRig({
  tags,
  levels,
  live,
}: {
  tags: RefObject<Array<HTMLElement | null>>;
  levels: number;
  live: Live;
}) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  useFrame(() => {
    const map = live.layout.spread > 0.5;
    for (let level = 0; level < levels; level++) {
      const element = tags.current?.[level];
      if (!element) continue;
      const [ox, oy, oz] = levelOrigin(level, levels, live.layout);
      let best: { x: number; y: number } | null = null;
      for (const [dx, dz] of [
        [-FRAME_HALF - 0.5, 0],
        [FRAME_HALF + 0.5, 0],
        [0, -FRAME_HALF - 0.5],
        [0, FRAME_HALF + 0.5],
      ] as const) {
        point.set(ox + dx, oy + 0.2, oz + dz).project(camera);
        const x = ((point.x + 1) / 2) * size.width;
        const y = ((1 - point.y) / 2) * size.height;
        if (!best || (map ? y < best.y : x < best.x)) best = { x, y };
      }
      if (best) element.style.transform = `translate(${best.x}px, ${best.y}px)`;
    }
  });
  return null;
}

/** The level number tags (placed by `LevelTagRig`). */
export function LevelTags({
  levels,
  tags,
  label,
}: {
  levels: number;
  tags: RefObject<Array<HTMLElement | null>>;
  label: (level: number) => string;
}) {
  return (
    <div className="view3d-level-tags" aria-hidden="true">
      {Array.from({ length: levels }, (_, level) => (
        <span
          key={level}
          className="view3d-level-tag"
          data-level={level + 1}
          title={label(level)}
          style={{ '--level-tint': LEVEL_TINTS[level % LEVEL_TINTS.length] } as CSSProperties}
          ref={(element) => {
            if (tags.current) tags.current[level] = element;
          }}
        >
          {level + 1}
        </span>
      ))}
    </div>
  );
}

/** What the page's piece card needs to show a man: its letters and where it stands on screen. */
export interface PieceCardInfo {
  letter: string; // FEN letter with case, e.g. 'N'
  vest: string | null;
  x: number; // client pixels: centre of the man
  top: number; // client pixels: top and bottom of the man on screen
  bottom: number;
  where: string; // e.g. 'Level 2 · 2c6'
}

/** Draws the piece card (the page's, shared with the flat board: this view draws none itself). */
export type PieceCard = (info: PieceCardInfo) => ReactNode;

/**
 * The card for what the pointer is over: a target's name, or the man's piece card — but no piece
 * card while a man is selected (`selecting`), so that no card covers the selected man's targets.
 */
export function HoverCard({
  hover,
  pieceCard,
  where,
  selecting = false,
}: {
  hover: HoverReport;
  pieceCard: PieceCard | undefined;
  where: (man: ManView) => string;
  selecting?: boolean;
}) {
  if (hover.target)
    return (
      <div
        className="view3d-target-tag"
        role="tooltip"
        style={{ left: hover.x, top: hover.top }}
        data-target={hover.name}
      >
        → {hover.name}
      </div>
    );
  if (!hover.man || !pieceCard || selecting) return null;
  return pieceCard({
    letter: hover.man.letter,
    vest: hover.man.vest,
    x: hover.x,
    top: hover.top,
    bottom: hover.bottom,
    where: where(hover.man),
  });
}
