/**
 * The arrows and circles drawn on the 3D boards (lichess's shapes): a ring on a square, a tube
 * with a cone for an arrow, flat on its board within one level and an arc between levels
 * (shapeLayout.ts). Drawn over everything (no depth test, a little translucent), as lichess
 * draws its arrows over the men, so an arrow on a lower board shows through the glass above.
 *
 * It only draws what it is given (`shapes` as a prop), so a presenter's 3D slide can use it as it
 * is. The meshes are rebuilt outside React when the shapes change or the layout glides (a few
 * shapes, two meshes each), and none of them takes clicks.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  CatmullRomCurve3,
  ConeGeometry,
  type Group,
  Mesh,
  MeshBasicMaterial,
  Quaternion,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import { BRUSH_COLOURS, BRUSHES, type Brush, type Shape } from '../game/annotations';
import type { Square } from '../rules';
import { squareToWorld, type Layout, type Vec3 } from './layout';
import type { Live } from './live';
import { ARROW_LIFT, HEAD_LENGTH, arrowPoints } from './shapeLayout';

export interface DrawnShapes3DProps {
  shapes: readonly Shape[]; // what to draw
  levels: number; // the game's levels
  live: Live; // the layout as drawn this frame (it glides between stack and map)
}

const noRaycast = () => null;
const up = new Vector3(0, 1, 0);

const world = (square: Square, layout: Layout, levels: number): Vec3 =>
  squareToWorld(square >> 7, square & 7, (square >> 4) & 7, layout, levels);

/** The meshes of one shape (ring, or shaft and head), made with the brush's material. */
function shapeMeshes(
  shape: Shape,
  layout: Layout,
  levels: number,
  material: MeshBasicMaterial,
): Mesh[] {
  const from = world(shape.orig, layout, levels);
  if (shape.dest === undefined) {
    const ring = new Mesh(new TorusGeometry(0.42, 0.05, 8, 40).rotateX(Math.PI / 2), material);
    ring.position.set(from[0], from[1] + ARROW_LIFT * 0.5, from[2]);
    return [ring];
  }
  const between = shape.orig >> 7 !== shape.dest >> 7;
  const { shaft, tip, direction } = arrowPoints(from, world(shape.dest, layout, levels), between);
  const curve = new CatmullRomCurve3(shaft.map((p) => new Vector3(...p)));
  const radius = between ? 0.11 : 0.08;
  const tube = new Mesh(new TubeGeometry(curve, between ? 48 : 8, radius, 10, false), material);
  const head = new Mesh(
    new ConeGeometry(radius * 3.4, HEAD_LENGTH, 20).translate(0, -HEAD_LENGTH / 2, 0),
    material,
  );
  head.position.set(...tip);
  head.quaternion.copy(new Quaternion().setFromUnitVectors(up, new Vector3(...direction)));
  return [tube, head];
}

export function DrawnShapes3D({ shapes, levels, live }: DrawnShapes3DProps) {
  const group = useRef<Group>(null);
  const seen = useRef({ layout: -1, shapes: null as readonly Shape[] | null });
  const invalidate = useThree((state) => state.invalidate);
  const gl = useThree((state) => state.gl);
  const materials = useMemo(
    () =>
      Object.fromEntries(
        BRUSHES.map((brush) => [
          brush,
          new MeshBasicMaterial({
            color: BRUSH_COLOURS[brush],
            transparent: true,
            opacity: 0.86,
            depthTest: false,
            depthWrite: false,
            toneMapped: false,
          }),
        ]),
      ) as Record<Brush, MeshBasicMaterial>,
    [],
  );
  useEffect(() => () => Object.values(materials).forEach((m) => m.dispose()), [materials]);
  useLayoutEffect(() => invalidate(), [shapes, invalidate]);

  useFrame(() => {
    const node = group.current;
    const memo = seen.current;
    if (!node || (memo.layout === live.layoutVersion && memo.shapes === shapes)) return;
    memo.layout = live.layoutVersion;
    memo.shapes = shapes;
    for (const child of [...node.children]) {
      node.remove(child);
      (child as Mesh).geometry.dispose();
    }
    for (const shape of shapes)
      for (const mesh of shapeMeshes(shape, live.layout, levels, materials[shape.brush])) {
        mesh.raycast = noRaycast;
        mesh.renderOrder = 10;
        mesh.frustumCulled = false;
        node.add(mesh);
      }
    // For tests and anyone measuring the scene: how many shapes are drawn.
    gl.domElement.closest?.('.view3d')?.setAttribute('data-shapes', String(shapes.length));
  });

  useEffect(
    () => () => {
      for (const child of group.current?.children ?? []) (child as Mesh).geometry.dispose();
    },
    [],
  );

  return <group name="drawn-shapes" ref={group} />;
}
