/**
 * The picture on each board's frame: the level's tint, the file letters and rank numbers on all
 * four sides (the far ones turned for the player opposite), and the level's number in a badge at
 * every corner, so each level is named wherever one looks from. Painted on a 2D canvas, in the
 * frame painter's worker (framePainter.worker.ts) or, where a worker cannot, on the page.
 * Without three.js, so the worker's bundle stays small.
 */
import { BOARD_SIZE, FRAME_WIDTH } from './layout';
import { hexColour, mixColour } from './sceneModel';

/** The frame picture's width and height in pixels. */
export const FRAME_PIXELS = 1024;
const PIXELS = FRAME_PIXELS;
/** Half the frame's outer width in world units. */
export const FRAME_HALF = BOARD_SIZE / 2 + FRAME_WIDTH;

const css = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** The frame colour of a level (dark, with the level's hue). */
export const frameColour = (tint: string): number => mixColour(0x15171f, hexColour(tint), 0.42);

/** Paints the frame of a level on a PIXELS² canvas. */
export function paintFrame(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  level: number,
  tint: string,
) {
  const scale = PIXELS / (2 * FRAME_HALF); // pixels per world unit
  const frame = FRAME_WIDTH * scale;
  const base = frameColour(tint);

  const gradient = context.createLinearGradient(0, 0, PIXELS, PIXELS);
  gradient.addColorStop(0, css(mixColour(base, 0xffffff, 0.1)));
  gradient.addColorStop(1, css(mixColour(base, 0x000000, 0.15)));
  context.fillStyle = gradient;
  context.fillRect(0, 0, PIXELS, PIXELS);

  // A fine gold line along the inner and outer edges.
  context.strokeStyle = 'rgba(232, 197, 114, 0.75)';
  context.lineWidth = 4;
  context.strokeRect(frame - 6, frame - 6, PIXELS - 2 * frame + 12, PIXELS - 2 * frame + 12);
  context.lineWidth = 2;
  context.strokeRect(10, 10, PIXELS - 20, PIXELS - 20);

  const text = css(mixColour(0xf4ecd8, hexColour(tint), 0.15));
  context.fillStyle = text;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `600 ${Math.round(frame * 0.46)}px Georgia, 'DejaVu Serif', serif`;
  const label = (value: string, x: number, y: number, turn: number) => {
    context.save();
    context.translate(x, y);
    context.rotate(turn);
    context.fillText(value, 0, 0);
    context.restore();
  };
  for (let i = 0; i < 8; i++) {
    const along = frame + (i + 0.5) * scale;
    const file = String.fromCharCode(97 + i);
    const rank = String(i + 1);
    label(file, along, PIXELS - frame / 2, 0); // White's edge
    label(file, along, frame / 2, Math.PI); // Black's edge
    label(rank, frame / 2, PIXELS - along, 0); // left
    label(rank, PIXELS - frame / 2, PIXELS - along, Math.PI); // right
  }

  // The level's number in a badge at each corner.
  const corners: Array<[number, number, number]> = [
    [frame / 2, PIXELS - frame / 2, 0],
    [PIXELS - frame / 2, PIXELS - frame / 2, 0],
    [frame / 2, frame / 2, Math.PI],
    [PIXELS - frame / 2, frame / 2, Math.PI],
  ];
  for (const [x, y, turn] of corners) {
    paintBadge(context, x, y, frame * 0.4, tint, 'rgba(255, 244, 214, 0.9)', 3);
    context.font = `700 ${Math.round(frame * 0.5)}px Georgia, 'DejaVu Serif', serif`;
    label(String(level + 1), x, y + frame * 0.02, turn);
  }
}

/**
 * A disc for a number (a level's badge on its frame, an engine arrow's number in the scene): its
 * fill, a ring, and the type colour set for the number the caller writes on it.
 */
export function paintBadge(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  fill: string,
  ring: string,
  ringWidth: number,
): void {
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fillStyle = fill;
  context.fill();
  context.lineWidth = ringWidth;
  context.strokeStyle = ring;
  context.stroke();
  context.fillStyle = '#10131a';
}
