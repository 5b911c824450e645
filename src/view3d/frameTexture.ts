/**
 * The texture on each board's frame (its picture: framePaint.ts). Painting frame and labels into
 * one texture keeps them to one draw call per level. The picture is painted off the page's thread
 * where it can (framePainter.worker.ts), else on the page in a task of its own soon after
 * (painting 1024² with text takes tens of milliseconds in a software renderer; three levels at
 * once made one long task of the page's load). Until it comes the texture has no picture and the
 * frame is drawn in its plain colour; `onPainted` then asks for a new frame.
 *
 * Texture space covers the whole frame square; `frameUv` maps world x/z onto it.
 */
import { CanvasTexture, SRGBColorSpace, Texture } from 'three';
import { FRAME_HALF, FRAME_PIXELS, paintFrame } from './framePaint';
import type { FrameRequest } from './framePainter.worker';

/** Texture coordinates of a point (x, z) relative to the board's centre. */
export function frameUv(x: number, z: number): [number, number] {
  return [(x + FRAME_HALF) / (2 * FRAME_HALF), 1 - (z + FRAME_HALF) / (2 * FRAME_HALF)];
}

/** The frame texture of a level; null where there is no DOM (unit tests). */
export function makeFrameTexture(
  level: number,
  tint: string,
  onPainted: () => void,
): Texture | null {
  if (typeof document === 'undefined') return null;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return paintedHere(level, tint, onPainted);
  }
  const texture = new Texture();
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  texture.flipY = false; // the worker's bitmap comes turned already
  painter.paint(level, tint).then(
    (bitmap) => {
      if (bitmap) {
        texture.image = bitmap;
        texture.needsUpdate = true;
        onPainted();
      } else {
        paintOnto(texture, level, tint, onPainted);
      }
    },
    () => paintOnto(texture, level, tint, onPainted),
  );
  return texture;
}

/** A canvas texture painted on the page in a task of its own. */
function paintedHere(level: number, tint: string, onPainted: () => void): Texture | null {
  const canvas = pageCanvas();
  const context = canvas.getContext('2d');
  if (!context) return null;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  setTimeout(() => {
    paintFrame(context, level, tint);
    texture.needsUpdate = true;
    onPainted();
  }, 0);
  return texture;
}

/** The worker could not paint: the picture is painted on the page into the same texture. */
function paintOnto(texture: Texture, level: number, tint: string, onPainted: () => void) {
  const canvas = pageCanvas();
  const context = canvas.getContext('2d');
  if (!context) return;
  paintFrame(context, level, tint);
  texture.image = canvas;
  texture.flipY = true;
  texture.needsUpdate = true;
  onPainted();
}

function pageCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = FRAME_PIXELS;
  canvas.height = FRAME_PIXELS;
  return canvas;
}

/** One worker for the frames asked at once, ended when none is waiting. */
const painter = (() => {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, (bitmap: ImageBitmap | null) => void>();
  const settleAll = () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  const start = (): Worker => {
    const made = new Worker(new URL('./framePainter.worker.ts', import.meta.url), {
      type: 'module',
    });
    made.onmessage = (event: MessageEvent<{ id: number; bitmap: ImageBitmap | null }>) => {
      waiting.get(event.data.id)?.(event.data.bitmap);
      waiting.delete(event.data.id);
      if (waiting.size === 0) stop();
    };
    made.onerror = () => {
      stop();
      settleAll();
    };
    return made;
  };
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  return {
    paint(level: number, tint: string): Promise<ImageBitmap | null> {
      worker ??= start();
      const id = next++;
      const request: FrameRequest = { id, level, tint };
      worker.postMessage(request);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
  };
})();
