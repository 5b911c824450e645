/**
 * The marks on the legal targets of the selected man, one shape per kind so that colour is never
 * the only cue: a mint dot for an ordinary move, a vermillion ring round the man to capture, a
 * gold square frame for castling, and for a move to another level a cyan ring on the square
 * above or below joined to the man by a beam with an arrowhead pointing the way. A gold ring
 * circles the selected man, a thin ivory one whatever the pointer is over. Each kind is one instanced mesh; none of them takes clicks (the
 * square or man under a mark does).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BufferGeometry } from 'three';
import {
  ConeGeometry,
  CylinderGeometry,
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
import { MARK_COLOURS, refOf, type MarkKind, type SceneModel, type SquareRef } from './sceneModel';

const noRaycast = () => null;
const CAPACITY = 64;
const LIFT = 0.012; // marks float just above the squares

type Part = MarkKind | 'beam' | 'arrow' | 'selected' | 'hover';
const PARTS: readonly Part[] = [
  'move',
  'capture',
  'castle',
  'level',
  'beam',
  'arrow',
  'selected',
  'hover',
];

function partGeometry(part: Part): BufferGeometry {
  switch (part) {
    case 'move':
      return new CylinderGeometry(0.15, 0.15, 0.02, 24);
    case 'capture':
      return new TorusGeometry(0.4, 0.04, 8, 40).rotateX(Math.PI / 2);
    case 'castle':
      return new RingGeometry(0.36, 0.46, 4, 1, Math.PI / 4).rotateX(-Math.PI / 2);
    case 'level':
      return new TorusGeometry(0.3, 0.035, 8, 36).rotateX(Math.PI / 2);
    case 'beam':
      return new CylinderGeometry(0.055, 0.055, 1, 12, 1, true).translate(0, 0.5, 0);
    case 'arrow':
      return new ConeGeometry(0.16, 0.34, 20);
    case 'selected':
      return new TorusGeometry(0.44, 0.03, 8, 48).rotateX(Math.PI / 2);
    case 'hover':
      return new TorusGeometry(0.46, 0.022, 6, 48).rotateX(Math.PI / 2);
  }
}

const PART_COLOURS: Record<Part, number> = {
  ...MARK_COLOURS,
  beam: MARK_COLOURS.level,
  arrow: MARK_COLOURS.level,
  selected: 0xf3d27a,
  hover: 0xfff6dc,
};

const matrix = new Matrix4();
const start = new Vector3();
const end = new Vector3();
const direction = new Vector3();
const up = new Vector3(0, 1, 0);
const turn = new Quaternion();
const unit = new Vector3(1, 1, 1);
const size = new Vector3();

export function Marks({ model, live }: { model: SceneModel; live: Live }) {
  const meshes = useRef<Partial<Record<Part, InstancedMesh | null>>>({});
  const seen = useRef({ layout: -1, hover: -1, model: null as SceneModel | null });
  const invalidate = useThree((state) => state.invalidate);
  const assets = useMemo(
    () =>
      PARTS.map((part) => ({
        part,
        geometry: partGeometry(part),
        material: new MeshBasicMaterial({
          color: PART_COLOURS[part],
          transparent: true,
          opacity: part === 'beam' ? 0.75 : 0.92,
          depthWrite: false,
          toneMapped: false,
        }),
      })),
    [],
  );

  useLayoutEffect(() => invalidate(), [model, invalidate]);

  useFrame(() => {
    const memo = seen.current;
    if (
      memo.layout === live.layoutVersion &&
      memo.hover === live.hoverVersion &&
      memo.model === model
    )
      return;
    memo.layout = live.layoutVersion;
    memo.hover = live.hoverVersion;
    memo.model = model;
    const { layout } = live;
    const world = (ref: SquareRef, target: Vector3) =>
      target.set(...squareToWorld(ref.level, ref.file, ref.rank, layout, model.levels));
    const counts: Record<Part, number> = {
      move: 0,
      capture: 0,
      castle: 0,
      level: 0,
      beam: 0,
      arrow: 0,
      selected: 0,
      hover: 0,
    };
    const put = (part: Part, m: Matrix4) => {
      const mesh = meshes.current[part];
      if (!mesh || counts[part] >= CAPACITY) return;
      mesh.setMatrixAt(counts[part]++, m);
    };

    for (const mark of model.marks) {
      world(mark, start);
      put(mark.kind, matrix.makeTranslation(start.x, start.y + LIFT, start.z));
    }
    for (const beam of model.beams) {
      world(beam.from, start);
      world(beam.to, end);
      direction.subVectors(end, start);
      const length = direction.length();
      direction.normalize();
      turn.setFromUnitVectors(up, direction);
      put('beam', matrix.compose(start, turn, size.set(1, length, 1)));
      // The arrowhead sits just short of the destination, pointing the way.
      end.addScaledVector(direction, -0.45);
      put('arrow', matrix.compose(end, turn, unit));
    }
    if (model.selected) {
      world(model.selected, start);
      put('selected', matrix.makeTranslation(start.x, start.y + LIFT, start.z));
    }
    if (live.hovered !== null && live.hovered !== model.selected?.square) {
      world(refOf(live.hovered), start);
      put('hover', matrix.makeTranslation(start.x, start.y + LIFT, start.z));
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
          renderOrder={2}
          visible={false}
        />
      ))}
    </group>
  );
}
