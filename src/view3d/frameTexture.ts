/**
 * The picture on each board's frame, painted once on a 2D canvas: the level's tint, the file
 * letters and rank numbers on all four sides (the far ones turned for the player opposite), and
 * the level's number in a badge at every corner, so each level is named wherever one looks from.
 * Painting frame and labels into one texture keeps them to one draw call per level.
 *
 * Texture space covers the whole frame square; `frameUv` maps world x/z onto it.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { BOARD_SIZE, FRAME_WIDTH } from './layout';
import { hexColour, mixColour } from './sceneModel';

const PIXELS = 1024;
/** Half the frame's outer width in world units. */
export const FRAME_HALF = BOARD_SIZE / 2 + FRAME_WIDTH;

/** Texture coordinates of a point (x, z) relative to the board's centre. */
export function frameUv(x: number, z: number): [number, number] {
  return [(x + FRAME_HALF) / (2 * FRAME_HALF), 1 - (z + FRAME_HALF) / (2 * FRAME_HALF)];
}

const css = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** The frame colour of a level (dark, with the level's hue). */
export const frameColour = (tint: string): number => mixColour(0x15171f, hexColour(tint), 0.42);

/**
 * The frame texture of a level; null where there is no DOM (unit tests). It is painted in a task
 * of its own soon after (painting 1024² with text takes tens of milliseconds in a software
 * renderer; three levels at once made one long task of the page's load); the 3D view draws
 * nothing before its shaders are compiled (Precompile), which is later, and a frame drawn before
 * the paint would upload it at the next frame (`needsUpdate`).
 */
export function makeFrameTexture(level: number, tint: string): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = PIXELS;
  canvas.height = PIXELS;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  setTimeout(() => {
    paintFrame(context, level, tint);
    texture.needsUpdate = true;
  }, 0);
  return texture;
}

/** Paints the frame of a level on a PIXELS² canvas. */
function paintFrame(context: CanvasRenderingContext2D, level: number, tint: string) {
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
    context.beginPath();
    context.arc(x, y, frame * 0.4, 0, Math.PI * 2);
    context.fillStyle = tint;
    context.fill();
    context.lineWidth = 3;
    context.strokeStyle = 'rgba(255, 244, 214, 0.9)';
    context.stroke();
    context.fillStyle = '#10131a';
    context.font = `700 ${Math.round(frame * 0.5)}px Georgia, 'DejaVu Serif', serif`;
    label(String(level + 1), x, y + frame * 0.02, turn);
  }
}
