/**
 * The frame painter's worker: paints a level's frame picture (framePaint.ts) on an
 * OffscreenCanvas and sends it back as an ImageBitmap, turned upside down as WebGL wants it. The
 * page's first 2D canvas makes the browser open a GPU context for it, which blocks the thread for
 * as long as the GPU process is busy (240–420 ms measured while the 3D view loads in headless
 * Chromium on SwiftShader); here it blocks only this worker.
 */
import { FRAME_PIXELS, paintFrame } from './framePaint';

export interface FrameRequest {
  id: number;
  level: number;
  tint: string;
}

self.onmessage = async (event: MessageEvent<FrameRequest>) => {
  const { id, level, tint } = event.data;
  const canvas = new OffscreenCanvas(FRAME_PIXELS, FRAME_PIXELS);
  const context = canvas.getContext('2d');
  if (!context) {
    postMessage({ id, bitmap: null });
    return;
  }
  paintFrame(context, level, tint);
  const bitmap = await createImageBitmap(canvas, { imageOrientation: 'flipY' });
  postMessage({ id, bitmap }, { transfer: [bitmap] });
};
