/**
 * The 3D views' screen locator (`window.__test.screen(name)`): the client point where a click
 * picks a square or the man on it. One hook for the game's scene and the editor's stack, so both
 * aim the same way: project a few points of the square (the man's head and waist, the square's
 * centre, then round its edge) through the camera, and keep the first whose ray the view itself
 * would resolve to that square (`pick`), so a test clicks exactly where a user could.
 * Must be called inside the canvas (it reads the camera, scene and renderer).
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { type Camera, type Intersection, type Object3D, Raycaster, Vector2, Vector3 } from 'three';
import { squareNamed, squareView } from '../game/squares';
import type { ScreenLocator, ScreenPoint } from '../game/testInterface';
import type { BoardView } from '../game/viewModel';
import type { Square } from '../rules';
import { squareToWorld } from './layout';
import type { Live } from './live';
import { SELECTED_LIFT, manAimHeight } from './Men';
import { hitsOf, type Hit } from './picking';

export interface ScreenLocatorOptions {
  view: BoardView;
  focus: number | null;
  /** The live layout the scene is drawn in (its gap and spread). */
  live: Live;
  /** The square the view would act on for these hits, `wanted` being the square asked for. */
  pick(hits: readonly Hit[], view: BoardView, focus: number | null, wanted: Square): Square | null;
  /** Installs the locator; returns how to remove it (run on unmount). Keep it stable. */
  register(locator: ScreenLocator): () => void;
}

const ndc = new Vector2();
const raycaster = new Raycaster();
const point = new Vector3();

/** Off-centre aiming points round a square's centre (x, z), tried after the centre itself. */
const EDGE_OFFSETS = [
  [0.3, 0.3],
  [-0.3, 0.3],
  [0.3, -0.3],
  [-0.3, -0.3],
  [0, 0.38],
  [0, -0.38],
  [0.38, 0],
  [-0.38, 0],
] as const;

/** The client pixel of a point given in normalised device coordinates (as `project` leaves it). */
export function ndcToClient(ndc: { x: number; y: number }, rect: DOMRect): ScreenPoint {
  return {
    x: rect.left + ((ndc.x + 1) / 2) * rect.width,
    y: rect.top + ((1 - ndc.y) / 2) * rect.height,
  };
}

/** What a locator reads when it is asked: the position shown, the focus, how the view picks. */
export interface LocatorReading {
  view: BoardView;
  focus: number | null;
  pick: ScreenLocatorOptions['pick'];
}

/**
 * A screen locator for a camera and scene (see the module header); `read` gives the position,
 * focus and pick rule at the moment it is asked, so it answers for the current position. Also
 * what a finger's reach asks (TouchReach): where each square it could mean stands on screen.
 */
export function locatorFor(
  camera: Camera,
  scene: Object3D,
  canvas: HTMLCanvasElement,
  live: Live,
  read: () => LocatorReading,
  scroll = true, // a test's locator brings the canvas into view; a finger's reach never scrolls
): ScreenLocator {
  const pickables = (): Object3D[] => {
    const found: Object3D[] = [];
    scene.traverseVisible((object) => {
      if (object.userData.pickable) found.push(object);
    });
    return found;
  };
  return (name) => {
    const { view, focus, pick } = read();
    const square = squareNamed(name, view.levels);
    if (square === undefined) return null;
    const { level, file, rank } = squareView(square, view.levels);
    const [x, y, z] = squareToWorld(level, file, rank, live.layout, view.levels);
    const man = view.men.find((m) => m.square === square);
    const candidates: Array<[number, number, number]> = [];
    if (man) {
      const lift =
        view.selected?.kind === 'square' && view.selected.square === square ? SELECTED_LIFT : 0;
      candidates.push([x, y + lift + manAimHeight(man.type), z]);
      candidates.push([x, y + lift + manAimHeight(man.type) * 0.5, z]);
    }
    candidates.push([x, y, z]);
    for (const [dx, dz] of EDGE_OFFSETS) candidates.push([x + dx, y, z + dz]);
    camera.updateMatrixWorld();
    let rect = canvas.getBoundingClientRect();
    if (scroll && (rect.top < 0 || rect.bottom > window.innerHeight)) {
      canvas.scrollIntoView({ block: 'nearest' });
      rect = canvas.getBoundingClientRect();
    }
    const objects = pickables();
    for (const [cx, cy, cz] of candidates) {
      point.set(cx, cy, cz).project(camera);
      if (Math.abs(point.x) > 0.98 || Math.abs(point.y) > 0.98 || point.z > 1) continue;
      ndc.set(point.x, point.y);
      raycaster.setFromCamera(ndc, camera);
      const hits = raycaster.intersectObjects(objects, false) as Intersection[];
      if (pick(hitsOf(hits), view, focus, square) !== square) continue;
      const client = ndcToClient(point, rect);
      if (client.y < 0 || client.y > window.innerHeight) continue;
      return client;
    }
    return null;
  };
}

/** Registers a screen locator for the 3D view it is called in (see `locatorFor`). */
export function useScreenLocator({ view, focus, live, pick, register }: ScreenLocatorOptions) {
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const current = useRef<LocatorReading>({ view, focus, pick });
  current.current = { view, focus, pick };

  useEffect(
    () => register(locatorFor(camera, scene, gl.domElement, live, () => current.current)),
    [camera, scene, gl, live, register],
  );
}
