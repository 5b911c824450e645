/**
 * The WebGL probe's worker: creating a page's first WebGL context blocks its thread while the GPU
 * process starts it (200–900 ms measured in headless Chromium on SwiftShader), so the probe asks
 * for it here, on an OffscreenCanvas, and the page's own thread stays free. It answers the
 * renderer's name, or null when this worker cannot make a context (the page then asks itself:
 * some browsers draw WebGL on a page but not in a worker).
 */

const canvas = new OffscreenCanvas(1, 1);
const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
let renderer: string | null = null;
if (context) {
  const debug = context.getExtension('WEBGL_debug_renderer_info');
  renderer = String(context.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : context.RENDERER));
  context.getExtension('WEBGL_lose_context')?.loseContext();
}
postMessage(renderer);
