/**
 * The marks on the legal targets of the selected man, one shape per kind so that colour is never
 * the only cue: a mint dot for an ordinary move, a vermillion ring round the man to capture, a
 * gold square frame for castling, and for a move to another level a cyan ring on the target
 * square with a pin standing up from it (taller than any man, its head drawn over everything, so
 * it shows above the men in front), joined to the man by an arc with an arrowhead that leaves one
 * board and lands on the other. In the map, where the boards lie side by side, the same arc hops
 * high from board to board, so a level move never reads as a move along a rank. A gold ring
 * circles the selected man, a thin ivory one whatever the pointer is over, and a lime diamond
 * lies on each square of the engine's hint (a red one on each of a threat's, the analysis board's
 * threat mode), a violet square frame on each square of a premove, and a lesson's goal squares
 * wear a broad mint frame
 * (the glass levels' tint alone is faint). The keyboard's cursor (KeyboardCursor) is a white
 * frame round the whole square, square where every other mark but castling is round. Every mark
 * but the hover ring has a dark rim, so it reads on the light and the dark squares of every
 * level's tint. Each kind is one instanced mesh; none of them takes clicks (the square or man
 * under a mark does).
 *
 * Marks are drawn over everything in the scene but the player's own drawings (no depth test,
 * after the men and the glass: `MARK_RENDER_ORDER`), so a dot behind a pawn or a ring round a
 * man half hidden by the men in front still shows whole. With a level focused in the stack, the
 * marks of the levels below it are not drawn: the focused board is nearly opaque, and a mark on
 * top of it would read as being on it (the cursor never stands there: it takes the focus along).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import {
  BufferAttribute,
  CatmullRomCurve3,
  Color,
  ConeGeometry,
  CylinderGeometry,
  OctahedronGeometry,
  TubeGeometry,
  type InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  RingGeometry,
  TorusGeometry,
  Vector3,
} from 'three';
import { squareToWorld } from './layout';
import type { Live } from './live';
import { squareView, type SquareView } from '../game/squares';
import {
  GOAL,
  HINT,
  MARK_COLOURS,
  PREMOVE,
  THREAT,
  type MarkKind,
  type SceneModel,
} from './sceneModel';

const noRaycast = () => null;
const CAPACITY = 64;
const LIFT = 0.012; // marks float just above the squares

export type Part =
  | MarkKind
  | 'beam'
  | 'arrow'
  | 'pin'
  | 'pinhead'
  | 'selected'
  | 'hover'
  | 'hint'
  | 'threat'
  | 'premove'
  | 'goal'
  | 'cursor';
/** After the men, the boards' glass and the level rings; before the drawn arrows (10). */
export const MARK_RENDER_ORDER = 5;
export const PARTS: readonly Part[] = [
  'move',
  'capture',
  'castle',
  'level',
  'beam',
  'arrow',
  'pin',
  'pinhead',
  'selected',
  'hover',
  'hint',
  'threat',
  'premove',
  'goal',
  'cursor',
];
/** Height of the pin on a level target, above the tallest man (a king is 1.15). */
const PIN_HEIGHT = 1.55;

/** A square frame on the board, between half-sides `inner` and `outer` (a square is 1 wide). */
const squareFrame = (inner: number, outer: number) =>
  new RingGeometry(inner * Math.SQRT2, outer * Math.SQRT2, 4, 1, Math.PI / 4).rotateX(-Math.PI / 2);

/** Points of the unit arc: from (0, 0) to (0, 1), bulging out to x = 1 half way. */
const arcPoint = (s: number) => new Vector3(Math.sin(Math.PI * s), s, 0);
/** How far an arc between two levels bulges sideways, for a jump of `length`. */
const arcBulge = (length: number) => Math.min(3, Math.max(0.9, length * 0.24));

/** The ink of the marks' rims: dark against every light square, as the fill is bright on the dark ones. */
export const RIM_COLOUR = 0x11141b;

/** The shape of a kind of mark (its fill) and a slightly larger one behind it (its rim). */
function partShapes(part: Part): [fill: BufferGeometry, rim: BufferGeometry | null] {
  switch (part) {
    case 'move':
      return [
        new CylinderGeometry(0.15, 0.15, 0.02, 24),
        new CylinderGeometry(0.2, 0.2, 0.02, 24).translate(0, -0.004, 0),
      ];
    case 'capture':
      return [torus(0.4, 0.04, 40), torus(0.4, 0.07, 40)];
    case 'castle':
      return [
        new RingGeometry(0.36, 0.46, 4, 1, Math.PI / 4).rotateX(-Math.PI / 2),
        new RingGeometry(0.32, 0.5, 4, 1, Math.PI / 4)
          .rotateX(-Math.PI / 2)
          .translate(0, -0.004, 0),
      ];
    case 'level':
      return [torus(0.3, 0.035, 36), torus(0.3, 0.062, 36)];
    case 'beam': {
      const curve = new CatmullRomCurve3(Array.from({ length: 17 }, (_, i) => arcPoint(i / 16)));
      return [
        new TubeGeometry(curve, 40, 0.05, 8, false),
        new TubeGeometry(curve, 40, 0.08, 8, false),
      ];
    }
    case 'pin':
      return [pin(0.035), pin(0.06)];
    case 'pinhead':
      return [pinhead(0.2), pinhead(0.26)];
    case 'arrow':
      return [new ConeGeometry(0.16, 0.34, 20), new ConeGeometry(0.22, 0.44, 20)];
    case 'selected':
      return [torus(0.44, 0.03, 48), torus(0.44, 0.055, 48)];
    case 'hover':
      return [torus(0.46, 0.022, 48, 6), null];
    case 'hint':
    case 'threat':
      return [
        new RingGeometry(0.3, 0.42, 4, 1).rotateX(-Math.PI / 2),
        new RingGeometry(0.26, 0.46, 4, 1).rotateX(-Math.PI / 2).translate(0, -0.004, 0),
      ];
    case 'goal':
      return [squareFrame(0.33, 0.43), squareFrame(0.3, 0.46).translate(0, -0.004, 0)];
    case 'premove':
      return [squareFrame(0.22, 0.4), squareFrame(0.18, 0.44).translate(0, -0.004, 0)];
    case 'cursor':
      return [squareFrame(0.38, 0.46), squareFrame(0.34, 0.5).translate(0, -0.004, 0)];
  }
}

const torus = (radius: number, tube: number, segments: number, sides = 8) =>
  new TorusGeometry(radius, tube, sides, segments).rotateX(Math.PI / 2);
const pin = (radius: number) =>
  new CylinderGeometry(radius, radius, PIN_HEIGHT, 8, 1, true).translate(0, PIN_HEIGHT / 2, 0);
const pinhead = (radius: number) =>
  new OctahedronGeometry(radius).scale(1, 1.35, 1).translate(0, PIN_HEIGHT + 0.12, 0);

/** A geometry painted one colour (its vertex colours, in the renderer's linear space). */
function painted(geometry: BufferGeometry, colour: number): BufferGeometry {
  const { r, g, b } = new Color(colour);
  const count = geometry.getAttribute('position').count;
  const colours = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colours.set([r, g, b], i * 3);
  return geometry.setAttribute('color', new BufferAttribute(colours, 3));
}

/**
 * A kind of mark as one geometry: its dark rim first, then its coloured fill over it (drawn in
 * that order, with no depth test), so that the mark stands out on light and dark squares of every
 * level whatever its hue — for every eye, the colour-blind too (test/unit/colour-vision.test.ts).
 */
function partGeometry(part: Part): BufferGeometry {
  const [fill, rim] = partShapes(part);
  const coloured = painted(fill, PART_COLOURS[part]);
  if (!rim) return coloured;
  return mergeGeometries([painted(rim, RIM_COLOUR), coloured])!;
}

export const PART_COLOURS: Record<Part, number> = {
  ...MARK_COLOURS,
  beam: MARK_COLOURS.level,
  arrow: MARK_COLOURS.level,
  pin: MARK_COLOURS.level,
  pinhead: MARK_COLOURS.level,
  selected: 0xf3d27a,
  hover: 0xfff6dc,
  hint: HINT,
  threat: THREAT,
  premove: PREMOVE,
  goal: GOAL,
  cursor: 0xffffff,
};

/** The material of a kind of mark: unlit, translucent, its colours its geometry's, drawn over whatever stands before it. */
export function markMaterial(part: Part): MeshBasicMaterial {
  return new MeshBasicMaterial({
    vertexColors: true,
    transparent: true,
    opacity: part === 'beam' ? 0.85 : 0.92,
    depthWrite: false,
    depthTest: false,
    toneMapped: false,
  });
}

const matrix = new Matrix4();
const start = new Vector3();
const end = new Vector3();
const direction = new Vector3();
const up = new Vector3(0, 1, 0);
const turn = new Quaternion();
const unit = new Vector3(1, 1, 1);
const side = new Vector3();
const depth = new Vector3();
const tangent = new Vector3();

export function Marks({ model, live }: { model: SceneModel; live: Live }) {
  const meshes = useRef<Partial<Record<Part, InstancedMesh | null>>>({});
  const seen = useRef({ layout: -1, hover: -1, cursor: -1, model: null as SceneModel | null });
  const invalidate = useThree((state) => state.invalidate);
  const assets = useMemo(
    () =>
      PARTS.map((part) => ({
        part,
        geometry: partGeometry(part),
        material: markMaterial(part),
      })),
    [],
  );

  useLayoutEffect(() => invalidate(), [model, invalidate]);

  useFrame(() => {
    const memo = seen.current;
    if (
      memo.layout === live.layoutVersion &&
      memo.hover === live.hoverVersion &&
      memo.cursor === live.cursorVersion &&
      memo.model === model
    )
      return;
    memo.layout = live.layoutVersion;
    memo.hover = live.hoverVersion;
    memo.cursor = live.cursorVersion;
    memo.model = model;
    const { layout } = live;
    const world = (ref: SquareView, target: Vector3) =>
      target.set(...squareToWorld(ref.level, ref.file, ref.rank, layout, model.levels));
    const counts: Record<Part, number> = {
      move: 0,
      capture: 0,
      castle: 0,
      level: 0,
      beam: 0,
      arrow: 0,
      pin: 0,
      pinhead: 0,
      selected: 0,
      hover: 0,
      hint: 0,
      threat: 0,
      premove: 0,
      goal: 0,
      cursor: 0,
    };
    // In the stack, nothing of a level below the focused one is drawn (over the focused board).
    const hidden = (level: number) =>
      model.focus !== null && layout.spread < 0.5 && level < model.focus;
    const put = (part: Part, m: Matrix4) => {
      const mesh = meshes.current[part];
      if (!mesh || counts[part] >= CAPACITY) return;
      mesh.setMatrixAt(counts[part]++, m);
    };

    for (const square of model.goals) {
      if (hidden(square.level)) continue;
      world(square, start);
      put('goal', matrix.makeTranslation(start.x, start.y + LIFT, start.z));
    }
    for (const [part, squares] of [
      ['hint', model.hints],
      ['threat', model.threats],
      ['premove', model.premoves],
    ] as const)
      for (const square of squares) {
        if (hidden(square.level)) continue;
        world(square, start);
        put(part, matrix.makeTranslation(start.x, start.y + LIFT, start.z));
      }
    for (const mark of model.marks) {
      if (hidden(mark.level)) continue;
      world(mark, start);
      put(mark.kind, matrix.makeTranslation(start.x, start.y + LIFT, start.z));
      if (mark.kind === 'level') {
        put('pin', matrix);
        put('pinhead', matrix);
      }
    }
    for (const beam of model.beams) {
      if (hidden(beam.from.level) || hidden(beam.to.level)) continue;
      world(beam.from, start);
      world(beam.to, end);
      direction.subVectors(end, start);
      const length = direction.length();
      direction.normalize();
      // The arc bulges to White's right between stacked boards, upwards between boards of the map.
      side.set(Math.abs(direction.y) > 0.5 ? 1 : 0, Math.abs(direction.y) > 0.5 ? 0 : 1, 0);
      side.addScaledVector(direction, -side.dot(direction)).normalize();
      depth.crossVectors(side, direction);
      const bulge = arcBulge(length);
      matrix.makeBasis(
        side.clone().multiplyScalar(bulge),
        direction.clone().multiplyScalar(length),
        depth,
      );
      matrix.setPosition(start.x, start.y + LIFT, start.z);
      put('beam', matrix);
      // The arrowhead sits on the arc just short of the destination, pointing along it.
      const s = 0.86;
      end
        .copy(start)
        .addScaledVector(side, bulge * Math.sin(Math.PI * s))
        .addScaledVector(direction, length * s);
      tangent
        .copy(side)
        .multiplyScalar(bulge * Math.PI * Math.cos(Math.PI * s))
        .addScaledVector(direction, length)
        .normalize();
      turn.setFromUnitVectors(up, tangent);
      put('arrow', matrix.compose(end, turn, unit));
    }
    if (model.selected && !hidden(model.selected.level)) {
      world(model.selected, start);
      put('selected', matrix.makeTranslation(start.x, start.y + LIFT, start.z));
    }
    const hovered = live.hovered === null ? null : squareView(live.hovered, model.levels);
    if (hovered && live.hovered !== model.selected?.square && !hidden(hovered.level)) {
      world(hovered, start);
      put('hover', matrix.makeTranslation(start.x, start.y + LIFT, start.z));
    }
    if (live.cursor !== null) {
      world(squareView(live.cursor, model.levels), start);
      matrix.makeTranslation(start.x, start.y + LIFT, start.z);
      put('cursor', matrix);
    }
    for (const part of PARTS) {
      const mesh = meshes.current[part];
      if (!mesh) continue;
      mesh.count = counts[part];
      mesh.visible = counts[part] > 0;
      mesh.instanceMatrix.needsUpdate = true;
    }
  });

  return (
    <group name="marks">
      {assets.map(({ part, geometry, material }) => (
        <instancedMesh
          key={part}
          name={`marks-${part}`}
          ref={(mesh) => {
            meshes.current[part] = mesh;
          }}
          args={[geometry, material, CAPACITY]}
          raycast={noRaycast}
          frustumCulled={false}
          renderOrder={MARK_RENDER_ORDER}
          visible={false}
        />
      ))}
    </group>
  );
}
