/**
 * The hits under a client point of a 3D view's canvas: a ray from the camera through that pixel,
 * tested against every visible pickable mesh (`userData.pickable`), in the form the pick rules
 * read (`hitsOf`). Shared by the gestures that read the canvas themselves (drawing, dragging a
 * man) rather than through R3F's pointer events.
 */
import { type Camera, type Intersection, type Object3D, Raycaster, Vector2 } from 'three';
import { hitsOf, type Hit } from './picking';

const raycaster = new Raycaster();
const ndc = new Vector2();

export function rayHits(
  x: number,
  y: number,
  canvas: HTMLCanvasElement,
  camera: Camera,
  scene: Object3D,
): Hit[] {
  const rect = canvas.getBoundingClientRect();
  ndc.set(((x - rect.left) / rect.width) * 2 - 1, -((y - rect.top) / rect.height) * 2 + 1);
  raycaster.setFromCamera(ndc, camera);
  const pickables: Object3D[] = [];
  scene.traverseVisible((object) => {
    if (object.userData.pickable) pickables.push(object);
  });
  return hitsOf(raycaster.intersectObjects(pickables, false) as Intersection[]);
}
