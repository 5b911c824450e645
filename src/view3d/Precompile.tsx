/**
 * Compiles every shader the scene can need while the view loads, so that the first selection
 * does not stall: the marks, outlines and pins are hidden until something is selected, and
 * three.js would otherwise compile their programs in the frame that first shows them (1–5 s on
 * a software renderer). `renderer.compile` only visits visible objects, so the hidden ones are
 * shown for the call and hidden again; nothing is drawn meanwhile.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { Object3D } from 'three';

export function Precompile() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  useEffect(() => {
    const hidden: Object3D[] = [];
    scene.traverse((object) => {
      if (!object.visible) {
        hidden.push(object);
        object.visible = true;
      }
    });
    try {
      gl.compile(scene, camera);
    } finally {
      for (const object of hidden) object.visible = false;
    }
  }, [gl, scene, camera]);
  return null;
}
