/**
 * Prepares every shader the scene can need while the view loads, so that the first selection
 * does not stall: the marks, outlines and pins are hidden until something is selected, and the
 * renderer would otherwise compile their programs in the frame that first shows them — and a
 * software renderer (SwiftShader) only translates a program to machine code at its first real
 * draw. So, once, everything hidden is shown (empty instanced meshes with one instance), and
 * the scene's programs are built a few objects at a time, one slice per task
 * (`renderer.compileAsync`, which waits without blocking for the GPU to link them when
 * `KHR_parallel_shader_compile` is there), so no single task of the page's load is long. Then
 * the same slices are drawn once each, one slice per task (a software renderer translates a
 * program at that first draw: all of them in one frame was a task of 100–140 ms on a phone's
 * budget), and all is put back; the next frame, drawn before the browser shows anything,
 * overwrites it. A fence after each slice tells when the GPU (or the software renderer) has
 * finished its work, and then `onReady` is called: from then on a selection draws at once.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { InstancedMesh, Mesh, Object3D } from 'three';

/** How often to ask whether a slice's programs are linked. */
const POLL_FAST_MS = 10;
/** New programs started per task: each costs a few milliseconds of main-thread work to set up. */
const NEW_PROGRAMS = 3;

/** What three's program object offers once linked (uniform and attribute locations). */
interface Linked {
  getUniforms(): unknown;
  getAttributes(): unknown;
}

/** Yields to the browser (a new task), so that input and painting can run in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the GPU (or the software renderer) has carried out every command sent so far,
 * asked without blocking: a fence, polled. Compiling and linking then have happened, so asking
 * for a program's uniforms no longer waits for them. Resolves at once without WebGL2.
 */
function gpuDone(context: WebGLRenderingContext | WebGL2RenderingContext): Promise<void> {
  if (
    typeof WebGL2RenderingContext === 'undefined' ||
    !(context instanceof WebGL2RenderingContext)
  ) {
    return Promise.resolve();
  }
  const fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
  context.flush();
  return new Promise((resolve) => {
    const poll = () => {
      if (!fence || context.getSyncParameter(fence, context.SYNC_STATUS) === context.SIGNALED) {
        if (fence) context.deleteSync(fence);
        resolve();
      } else setTimeout(poll, POLL_FAST_MS);
    };
    poll();
  });
}

export function Precompile({ onReady }: { onReady?: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    let cancelled = false;
    const hidden: Object3D[] = [];
    const empty: InstancedMesh[] = [];
    const show = () => {
      scene.traverse((object) => {
        if (!object.visible) {
          hidden.push(object);
          object.visible = true;
        }
        const mesh = object as InstancedMesh;
        if (mesh.isInstancedMesh && mesh.count === 0) {
          empty.push(mesh);
          mesh.count = 1;
        }
      });
    };
    const restore = () => {
      for (const object of hidden) object.visible = false;
      for (const mesh of empty) mesh.count = 0;
      hidden.length = 0;
      empty.length = 0;
    };

    // Nothing is drawn until then: a frame of the scene would build every visible program at
    // once, in one long task (the view says "Loading the 3D board…" meanwhile).
    scene.visible = false;
    const prepare = async () => {
      // Every mesh, compiled with the scene's lights (compiling ignores visibility and instance
      // counts; a program already built is found again at little cost), until a slice holds a
      // few new programs; then the GPU is left to build them while the browser does other work.
      const meshes: Mesh[] = [];
      scene.traverse((object) => {
        if ((object as Mesh).isMesh) meshes.push(object as Mesh);
      });
      let next = 0;
      const slices: Mesh[][] = [];
      while (next < meshes.length) {
        await nextTask();
        if (cancelled) return;
        const slice: Mesh[] = [];
        const compiled: Promise<unknown>[] = [];
        const before = gl.info.programs?.length ?? 0;
        // The scene is shown while its programs are chosen (synchronously, in compileAsync):
        // they depend on the lights it holds, which an invisible scene would not offer.
        scene.visible = true;
        while (next < meshes.length && (gl.info.programs?.length ?? 0) - before < NEW_PROGRAMS) {
          const mesh = meshes[next++]!;
          slice.push(mesh);
          compiled.push(gl.compileAsync(mesh, camera, scene));
        }
        scene.visible = false;
        slices.push(slice);
        await Promise.all(compiled);
        if (cancelled) return;
        await gpuDone(gl.getContext());
        if (cancelled) return;
        // Without KHR_parallel_shader_compile (SwiftShader has none) a program's link is waited
        // for at its first use: ask for its uniforms now that the GPU is done, so it costs little.
        for (const mesh of slice) {
          for (const material of [mesh.material].flat()) {
            const program = (gl.properties.get(material) as { currentProgram?: Linked })
              .currentProgram;
            program?.getUniforms();
            program?.getAttributes();
          }
        }
      }
      // The warm-up frames: every program drawn once (a software renderer translates it then),
      // a slice per task, the other meshes hidden meanwhile.
      show();
      const shown = meshes.map((mesh) => mesh.visible);
      try {
        for (const slice of slices) {
          await nextTask();
          if (cancelled) return;
          const drawn = new Set(slice);
          meshes.forEach((mesh, i) => (mesh.visible = shown[i]! && drawn.has(mesh)));
          scene.visible = true;
          gl.render(scene, camera);
          scene.visible = false;
          await gpuDone(gl.getContext());
          if (cancelled) return;
        }
      } finally {
        meshes.forEach((mesh, i) => (mesh.visible = shown[i]!));
        restore();
        scene.visible = true;
        invalidate();
      }
      onReady?.();
    };
    void prepare();
    return () => {
      cancelled = true;
      scene.visible = true;
    };
  }, [gl, scene, camera, invalidate, onReady]);
  return null;
}
