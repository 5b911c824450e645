/**
 * The one WebGL probe: can this browser draw WebGL, and does it draw it in software? The game page
 * asks it before loading the 3D view (no WebGL: the flat board, without fetching three.js), the 3D
 * view to spare a software renderer its costly extras. Here, below both, so neither imports the
 * other. The answer is asked once and kept: a browser does not gain or lose WebGL while it runs
 * (a lost context is the 3D view's own event).
 *
 * The throwaway context is made in a worker (webglProbe.worker.ts): a page's first context blocks
 * the thread that makes it for hundreds of milliseconds, and once the GPU process has made one,
 * the 3D view's own context comes in about 10 ms. Where a worker cannot make one, the page does.
 */
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Why the 3D board cannot draw, as a code the page words in its language: no WebGL in this
 * browser, WebGL failed to start, or (the 3D view's own event) its context was lost.
 */
export type GraphicsProblem = 'no-webgl' | 'webgl-failed' | 'context-lost';

/** Whether a text is one of the graphics problem codes. */
export const isGraphicsProblem = (text: string): text is GraphicsProblem =>
  text === 'no-webgl' || text === 'webgl-failed' || text === 'context-lost';

export interface WebglProbe {
  problem: GraphicsProblem | null; // why WebGL cannot be used here, or null when it can
  software: boolean; // rendered on the CPU (SwiftShader, llvmpipe): spare the costly extras
}

/** How long the worker may take before the page asks on its own thread. */
const WORKER_PATIENCE_MS = 8000;

let answer: WebglProbe | undefined;
let asking: Promise<WebglProbe> | undefined;
const listeners = new Set<() => void>();

/** The answer, once known (undefined while the probe runs or before it is asked). */
const webglProbed = (): WebglProbe | undefined => answer;

/** Asks once, off the page's thread where it can; every call gets the same answer. */
function probeWebgl(): Promise<WebglProbe> {
  asking ??= askWorker()
    .then((renderer) => (renderer === null ? tryContext() : fromRenderer(renderer)))
    .catch(() => tryContext())
    .then((probe) => {
      answer = probe;
      for (const listener of listeners) listener();
      return probe;
    });
  return asking;
}

/**
 * The probe's answer for a component, asked once `wanted` (a page that shows no 3D board does not
 * start a GPU context for nothing): undefined until it is known.
 */
export function useWebglProbe(wanted: boolean): WebglProbe | undefined {
  useEffect(() => {
    if (wanted) void probeWebgl();
  }, [wanted]);
  return useSyncExternalStore(subscribe, webglProbed, webglProbed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const fromRenderer = (renderer: string): WebglProbe => ({
  problem: null,
  software: /swiftshader|llvmpipe|software/i.test(renderer),
});

/** The renderer's name from a worker's throwaway context, or null when the worker has none. */
function askWorker(): Promise<string | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./webglProbe.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = () => {
      window.clearTimeout(timer);
      worker.terminate();
    };
    const timer = window.setTimeout(() => {
      done();
      resolve(null);
    }, WORKER_PATIENCE_MS);
    worker.onmessage = (event: MessageEvent<string | null>) => {
      done();
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    worker.onerror = () => {
      done();
      reject(new Error('the WebGL probe worker failed'));
    };
  });
}

/** A throwaway context on the page's thread, asked what draws it, then released. */
function tryContext(): WebglProbe {
  if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') {
    return { problem: 'no-webgl', software: false }; // e.g. jsdom
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return { problem: 'no-webgl', software: false };
    const debug = context.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      context.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : context.RENDERER),
    );
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return fromRenderer(renderer);
  } catch {
    return { problem: 'webgl-failed', software: false };
  }
}
