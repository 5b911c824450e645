/**
 * The arrows and circles drawn on the 3D boards (lichess's shapes): a ring on a square, a tube
 * with a cone for an arrow, flat on its board within one level and an arc between levels
 * (shapeLayout.ts). Drawn over everything (no depth test, a little translucent), as lichess
 * draws its arrows over the men, so an arrow on a lower board shows through the glass above.
 *
 * An arrow with a label (the engine's turn, numbered by sub-move: engineArrows.ts) carries its
 * number in a disc of its colour on the middle of its way, a sprite that always faces the camera.
 *
 * It only draws what it is given (`shapes` as a prop), so a presenter's 3D slide can use it as it
 * is, and the scene draws the engine's arrows with a second one. The meshes are rebuilt outside React when the shapes change or the layout glides (a few
 * shapes, two meshes each), and none of them takes clicks.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  CanvasTexture,
  CatmullRomCurve3,
  ConeGeometry,
  type Group,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  Quaternion,
  Sprite,
  SpriteMaterial,
  SRGBColorSpace,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import { BRUSH_COLOURS, BRUSHES, type Brush, type Shape } from '../content/annotations';
import type { Square } from '../rules';
import { paintBadge } from './framePaint';
import { squareToWorld, type Layout, type Vec3 } from './layout';
import type { Live } from './live';
import { ARROW_LIFT, HEAD_LENGTH, arrowPoints } from './shapeLayout';

export interface DrawnShapes3DProps {
  shapes: readonly Shape[]; // what to draw
  levels: number; // the game's levels
  live: Live; // the layout as drawn this frame (it glides between stack and map)
  /** The attribute of the view that counts them, for tests (`data-shapes`: the drawn shapes). */
  countAttribute?: string;
}

const noRaycast = () => null;
const up = new Vector3(0, 1, 0);

const world = (square: Square, layout: Layout, levels: number): Vec3 =>
  squareToWorld(square >> 7, square & 7, (square >> 4) & 7, layout, levels);

/**
 * The pictures of the arrows' numbers, by number and colour: a few (a turn has at most three
 * sub-moves, four brushes), painted once and kept, since the shapes are rebuilt on every frame
 * of a glide between stack and map.
 */
const LABEL_PICTURES = new Map<string, CanvasTexture | null>();

/** A number in a disc of the arrow's colour, as a sprite; null where there is no 2D canvas (tests). */
function labelSprite(text: string, colour: string): Sprite | null {
  const key = `${text} ${colour}`;
  if (!LABEL_PICTURES.has(key)) LABEL_PICTURES.set(key, paintLabel(text, colour));
  const map = LABEL_PICTURES.get(key);
  if (!map) return null;
  const material = new SpriteMaterial({
    map,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const sprite = new Sprite(material);
  sprite.scale.set(0.6, 0.6, 1);
  return sprite;
}

function paintLabel(text: string, colour: string): CanvasTexture | null {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  paintBadge(context, 32, 32, 28, colour, '#10131a', 4);
  context.font = 'bold 38px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 32, 34);
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  return map;
}

/** The meshes of one shape (ring, or shaft and head, and its number), made with the brush's material. */
function shapeMeshes(
  shape: Shape,
  layout: Layout,
  levels: number,
  material: MeshBasicMaterial,
): Object3D[] {
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
  const label =
    shape.label === undefined ? null : labelSprite(shape.label, BRUSH_COLOURS[shape.brush]);
  if (!label) return [tube, head];
  const middle = shaft[Math.floor(shaft.length / 2)]!;
  label.position.set(middle[0], middle[1] + 0.12, middle[2]);
  return [tube, head, label];
}

/**
 * Frees what an object of the shapes holds on the GPU (a sprite's geometry is three's shared one,
 * its picture kept for the next rebuild).
 */
function dispose(child: Object3D): void {
  if (child instanceof Sprite) child.material.dispose();
  else (child as Mesh).geometry.dispose();
}

export function DrawnShapes3D({
  shapes,
  levels,
  live,
  countAttribute = 'data-shapes',
}: DrawnShapes3DProps) {
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
      dispose(child);
    }
    for (const shape of shapes)
      for (const mesh of shapeMeshes(shape, live.layout, levels, materials[shape.brush])) {
        mesh.raycast = noRaycast;
        mesh.renderOrder = 10;
        mesh.frustumCulled = false;
        node.add(mesh);
      }
    // For tests and anyone measuring the scene: how many shapes are drawn.
    gl.domElement.closest?.('.view3d')?.setAttribute(countAttribute, String(shapes.length));
  });

  useEffect(
    () => () => {
      for (const child of group.current?.children ?? []) dispose(child);
    },
    [],
  );

  return <group name="drawn-shapes" ref={group} />;
}
