/**
 * The one WebGL probe: can this browser draw WebGL, and does it draw it in software? The game page
 * asks it before loading the 3D view (no WebGL: the flat board, without fetching three.js), the 3D
 * view to spare a software renderer its costly extras. Here, below both, so neither imports the
 * other. The answer is asked once and kept: a browser does not gain or lose WebGL while it runs
 * (a lost context is the 3D view's own event).
 */

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

let answer: WebglProbe | undefined;

/** Tries a throwaway WebGL context (once): is there one, and is it drawn in software? */
export function probeWebgl(): WebglProbe {
  answer ??= tryContext();
  return answer;
}

/** A throwaway context, asked what draws it, then released. */
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
    return { problem: null, software: /swiftshader|llvmpipe|software/i.test(renderer) };
  } catch {
    return { problem: 'webgl-failed', software: false };
  }
}
