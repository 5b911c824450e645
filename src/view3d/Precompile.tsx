/**
 * Prepares every shader the scene can need while the view loads, so that the first selection
 * does not stall: the marks, outlines and pins are hidden until something is selected, and the
 * renderer would otherwise compile their programs in the frame that first shows them — and a
 * software renderer (SwiftShader) only translates a program to machine code at its first real
 * draw. So, once, everything hidden is shown (empty instanced meshes with one instance),
 * `renderer.compile` compiles and links, one frame is drawn, and all is put back; the next frame,
 * drawn before the browser shows anything, overwrites it. A fence then tells when the GPU (or
 * the software renderer) has finished that work, and `onReady` is called: from then on a
 * selection draws at once.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { InstancedMesh, Object3D } from 'three';

/** How often to ask whether the GPU has finished the warm-up frame, in milliseconds. */
const POLL_MS = 40;

export function Precompile({ onReady }: { onReady?: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const hidden: Object3D[] = [];
    const empty: InstancedMesh[] = [];
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
    try {
      gl.compile(scene, camera);
      gl.render(scene, camera);
    } finally {
      for (const object of hidden) object.visible = false;
      for (const mesh of empty) mesh.count = 0;
      invalidate();
    }
    const context = gl.getContext();
    if (
      typeof WebGL2RenderingContext === 'undefined' ||
      !(context instanceof WebGL2RenderingContext)
    ) {
      onReady?.();
      return;
    }
    const fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
    context.flush();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      if (!fence || context.getSyncParameter(fence, context.SYNC_STATUS) === context.SIGNALED) {
        if (fence) context.deleteSync(fence);
        onReady?.();
      } else timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, 0);
    return () => clearTimeout(timer);
  }, [gl, scene, camera, invalidate, onReady]);
  return null;
}
