/**
 * The men: one instanced mesh per piece shape and colour (12 draw calls for any number of men),
 * sharing the shape's geometry and one material per colour; brightness, hover and selection are
 * per-instance colours. Each man stands on a soft contact shadow (one more instanced mesh): a
 * shadow map would also throw the upper men's shadows onto the boards below, which reads as
 * phantom men, and would cost a depth pass over every man and shadow lookups in every pixel.
 *
 * Which level a man stands on is told three ways besides where he stands: a ring in his level's
 * colour round his foot (one more instanced mesh), his contact shadow on that board, and the
 * nearly clear glass of the boards above. A hovered or selected man keeps his side's colour and
 * gets an outline instead (a slightly larger back-faced copy of his shape: one draw call each,
 * only while shown). When a level is focused in the stack, the men of the levels below it lose
 * their rings and shadows, which would otherwise show through the focused board as arcs. Men are keyed by their stable ids, so when the position changes each man
 * glides from where it stood to where it stands now — straight up or down for a move between
 * levels, in a low arc within a level, a hop for a knight — and a captured man sinks away. The
 * tweens live in refs and run in `useFrame`, asking for frames only while something moves.
 */
import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  BackSide,
  Color,
  DataTexture,
  Euler,
  type InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Quaternion,
  RGBAFormat,
  RingGeometry,
  Vector3,
  type Mesh,
} from 'three';
import type { ManView } from '../game/viewModel';
import { KNIGHT } from '../rules';
import { LEVEL_TINTS, squareToWorld, type Layout } from './layout';
import type { Live } from './live';
import { PIECE_HEIGHTS, SHAPED_TYPES, pieceGeometry, shapeOf } from './pieceGeometry';
import type { SceneModel } from './sceneModel';
import type { AnimationSpeed } from '../game/animation';
import { moveSeconds } from './viewSettings';

/** Instances reserved per shape and colour (20 is the most one side can have of one shape). */
const CAPACITY = 24;
const MAN_COLOURS = [0xf0e6d0, 0x3b322d] as const; // ivory, ebony
/** Outline colours: the selected man in gold, the one under the pointer in warm white. */
const OUTLINE_COLOURS = { selected: 0xffc933, hover: 0xfff3d6 } as const;
/** How much larger the outline shell is than the man. */
const OUTLINE_SCALE = 1.09;
/** How high the selected man floats above its square. */
export const SELECTED_LIFT = 0.14;

interface Spot {
  readonly square: number; // the rules core's index, as the view model gives it
  readonly level: number;
  readonly file: number;
  readonly rank: number;
}

/** A man as the scene shows it: where it is going, and where it comes from while it glides. */
interface Shown extends Spot {
  id: number;
  type: number;
  color: 0 | 1;
  from: Spot | null; // start of the glide, null when standing
  start: number; // ms (performance.now) when the glide or the fade begins
  duration: number; // ms
  leaving: boolean; // captured: fading out
  arriving: boolean; // reappearing (after an undo): growing in
}

const sameSpot = (a: Spot, b: Spot) =>
  a.level === b.level && a.file === b.file && a.rank === b.rank;

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

/** Plans the new tweens when the men change: moves, captures and reappearances. */
export function planTweens(
  shown: ReadonlyMap<number, Shown>,
  men: readonly ManView[],
  speed: AnimationSpeed,
  now: number,
): Map<number, Shown> {
  const ms = moveSeconds(speed) * 1000;
  const next = new Map<number, Shown>();
  for (const man of men) {
    const before = shown.get(man.id);
    const spot = { square: man.square, level: man.level, file: man.file, rank: man.rank };
    const base: Shown = {
      id: man.id,
      type: man.type,
      color: man.color,
      ...spot,
      from: null,
      start: now,
      duration: 0,
      leaving: false,
      arriving: false,
    };
    if (!before || before.leaving) {
      // New on the board (an undone capture, a new game): it grows in, except at first sight.
      const grow = ms > 0 && shown.size > 0;
      next.set(man.id, { ...base, arriving: grow, duration: grow ? ms : 0 });
    } else if (!sameSpot(before, spot)) {
      if (ms === 0) {
        next.set(man.id, base);
        continue;
      }
      const between = before.level !== spot.level;
      const distance = Math.hypot(before.file - spot.file, before.rank - spot.rank);
      const duration = ms * (between ? 1.35 : 0.8 + Math.min(distance, 7) * 0.06);
      const from = {
        square: before.square,
        level: before.level,
        file: before.file,
        rank: before.rank,
      };
      next.set(man.id, { ...base, from, duration });
    } else {
      next.set(man.id, { ...before, type: man.type, color: man.color });
    }
  }
  if (ms > 0) {
    for (const [id, before] of shown) {
      if (next.has(id)) continue;
      if (before.leaving) {
        next.set(id, before); // still sinking from an earlier capture
        continue;
      }
      // The capturer arrives first; then the captured man sinks into the board.
      next.set(id, { ...before, from: null, leaving: true, start: now + ms * 0.55, duration: ms });
    }
  }
  return next;
}

/** A soft round shadow: black, its alpha falling off from the centre (no DOM needed). */
function contactShadowTexture(): DataTexture {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - size / 2 + 0.5, y - size / 2 + 0.5) / (size / 2);
      const alpha = Math.max(0, 1 - r) ** 1.6;
      data[(y * size + x) * 4 + 3] = Math.round(alpha * 255);
    }
  const texture = new DataTexture(data, size, size, RGBAFormat);
  texture.needsUpdate = true;
  return texture;
}

const SHADOW_SIZE = 0.86;
let baseGeometry: RingGeometry | null = null;
/** The level-coloured ring round a man's foot. */
const levelBaseGeometry = () =>
  (baseGeometry ??= new RingGeometry(0.34, 0.47, 40, 1).rotateX(-Math.PI / 2));
const levelColour = (level: number) =>
  new Color(LEVEL_TINTS[level % LEVEL_TINTS.length]!).convertSRGBToLinear();
let shadowGeometry: PlaneGeometry | null = null;
const contactShadowGeometry = () =>
  (shadowGeometry ??= new PlaneGeometry(SHADOW_SIZE, SHADOW_SIZE).rotateX(-Math.PI / 2));

const position = new Vector3();
const ground = new Vector3();
const target = new Vector3();
const scale = new Vector3();
const rotation = new Quaternion();
const euler = new Euler();
const matrix = new Matrix4();
const tint = new Color();
const shadowMatrix = new Matrix4();
const noRaycast = () => null;
/** Room for every man of a full game and then some (a Parallel worlds game starts with 64). */
const MAX_MEN = 96;

/** Where a man is drawn at `now`, its scale and tilt; false when it is gone. */
function place(man: Shown, layout: Layout, levels: number, now: number): boolean {
  const t = man.duration > 0 ? Math.min(1, Math.max(0, (now - man.start) / man.duration)) : 1;
  position.set(...squareToWorld(man.level, man.file, man.rank, layout, levels));
  scale.setScalar(1);
  // Knights look to their owner's left, so both players see the horse's head in profile.
  euler.set(0, man.type === KNIGHT && man.color === 0 ? Math.PI : 0, 0);
  if (man.leaving) {
    if (t >= 1) return false;
    const e = ease(t);
    scale.setScalar(1 - e * 0.85);
    position.y -= e * 0.35;
    euler.x = e * 0.5;
  } else if (man.arriving) {
    scale.setScalar(Math.max(0.001, ease(t)));
  } else if (man.from && t < 1) {
    const e = ease(t);
    target.copy(position);
    position.set(...squareToWorld(man.from.level, man.from.file, man.from.rank, layout, levels));
    position.lerp(target, e);
    const sameLevel = man.from.level === man.level;
    const distance = Math.hypot(man.from.file - man.file, man.from.rank - man.rank);
    const arc = sameLevel
      ? man.type === KNIGHT
        ? 0.75
        : 0.18 + Math.min(distance, 6) * 0.04
      : layout.spread * 1.6; // in the map, a move between levels hops across
    position.y += Math.sin(Math.PI * e) * arc;
  }
  rotation.setFromEuler(euler);
  // The contact shadow lies on the board the man is nearest to, fainter as he rises.
  const [, y0] = squareToWorld(man.level, man.file, man.rank, layout, levels);
  const onFrom = man.from && t < 0.5;
  const boardY = onFrom
    ? squareToWorld(man.from!.level, man.from!.file, man.from!.rank, layout, levels)[1]
    : y0;
  ground.set(position.x, boardY + 0.006, position.z);
  return true;
}

interface MenProps {
  model: SceneModel;
  live: Live;
  speed: AnimationSpeed;
}

export function Men({ model, live, speed }: MenProps) {
  const meshes = useRef<Array<InstancedMesh | null>>([]);
  const shadows = useRef<InstancedMesh>(null);
  const bases = useRef<InstancedMesh>(null);
  const outlines = useRef<Record<'selected' | 'hover', Mesh | null>>({
    selected: null,
    hover: null,
  });
  const shown = useRef(new Map<number, Shown>());
  const seen = useRef({ layout: -1, hover: -1, model: null as SceneModel | null, busy: false });

  const materials = useMemo(
    () => [
      new MeshStandardMaterial({ color: 0xffffff, roughness: 0.36, metalness: 0.04 }),
      new MeshStandardMaterial({ color: 0xffffff, roughness: 0.28, metalness: 0.12 }),
    ],
    [],
  );
  const shadowMaterial = useMemo(
    () =>
      new MeshBasicMaterial({
        color: 0x000000,
        map: contactShadowTexture(),
        transparent: true,
        opacity: 0.55,
        depthWrite: false,
      }),
    [],
  );
  const baseMaterial = useMemo(
    () =>
      new MeshBasicMaterial({
        color: 0xffffff,
        toneMapped: false,
        transparent: true,
        opacity: 0.95,
      }),
    [],
  );
  const outlineMaterials = useMemo(
    () => ({
      selected: new MeshBasicMaterial({ color: OUTLINE_COLOURS.selected, side: BackSide }),
      hover: new MeshBasicMaterial({ color: OUTLINE_COLOURS.hover, side: BackSide }),
    }),
    [],
  );
  const tints = useMemo(() => LEVEL_TINTS.map((_, level) => levelColour(level)), []);
  const slots = useMemo(
    () =>
      SHAPED_TYPES.flatMap((type) =>
        ([0, 1] as const).map((color) => ({ type, color, key: `${type}-${color}` })),
      ),
    [],
  );

  useLayoutEffect(() => {
    shown.current = planTweens(shown.current, model.men, speed, performance.now());
  }, [model.men, speed]);

  useFrame((state) => {
    const now = performance.now();
    const memo = seen.current;
    const changed =
      memo.layout !== live.layoutVersion ||
      memo.hover !== live.hoverVersion ||
      memo.model !== model;
    if (!changed && !memo.busy) return;
    memo.layout = live.layoutVersion;
    memo.hover = live.hoverVersion;
    memo.model = model;

    const counts = slots.map(() => 0);
    let shadowCount = 0;
    const outlined = { selected: false, hover: false };
    const ids: number[][] = slots.map(() => []);
    let busy = false;
    for (const man of [...shown.current.values()]) {
      if (!place(man, live.layout, model.levels, now)) {
        shown.current.delete(man.id);
        continue;
      }
      if (man.duration > 0 && now < man.start + man.duration) busy = true;
      const slot = SHAPED_TYPES.indexOf(shapeOf(man.type) as (typeof SHAPED_TYPES)[number]) * 2;
      const index = slot + man.color;
      const mesh = meshes.current[index];
      if (!mesh || counts[index]! >= CAPACITY) continue;
      const square = man.square;
      const brightness = man.leaving ? 1 : (model.brightness.get(man.id) ?? 1);
      tint.setHex(MAN_COLOURS[man.color]).multiplyScalar(brightness);
      const outline = man.leaving
        ? null
        : model.selectedManId === man.id
          ? 'selected'
          : live.hovered === square
            ? 'hover'
            : null;
      if (outline === 'selected') position.y += SELECTED_LIFT;
      const baseLevel = man.from && now < man.start + man.duration / 2 ? man.from.level : man.level;
      // With a level focused in the stack, the men below it keep no ring and no shadow: the
      // focused board is nearly opaque, and they would be drawn over it as loose arcs.
      const underFocus =
        model.focus !== null && live.layout.spread < 0.5 && baseLevel < model.focus;
      if (shadows.current && bases.current && !man.leaving && !underFocus) {
        const height = Math.max(0, position.y - ground.y);
        const spread = scale.x * Math.max(0.05, 1 - height * 0.45);
        shadowMatrix.makeScale(spread, 1, spread).setPosition(ground);
        shadows.current.setMatrixAt(shadowCount, shadowMatrix);
        // The base ring stays on the board the man stands on (or comes from), at full size.
        shadowMatrix
          .makeScale(scale.x, 1, scale.x)
          .setPosition(ground.x, ground.y + 0.004, ground.z);
        bases.current.setMatrixAt(shadowCount, shadowMatrix);
        bases.current.setColorAt(shadowCount, tints[baseLevel % tints.length]!);
        shadowCount++;
      }
      matrix.compose(position, rotation, scale);
      const shell = outline ? outlines.current[outline] : null;
      if (shell && outline) {
        outlined[outline] = true;
        shell.geometry = pieceGeometry(man.type);
        shell.position.copy(position);
        shell.position.y -= 0.02;
        shell.quaternion.copy(rotation);
        shell.scale.copy(scale).multiplyScalar(OUTLINE_SCALE);
      }
      mesh.setMatrixAt(counts[index]!, matrix);
      mesh.setColorAt(counts[index]!, tint);
      ids[index]!.push(man.id);
      counts[index]!++;
    }
    slots.forEach((_, index) => {
      const mesh = meshes.current[index];
      if (!mesh) return;
      mesh.count = counts[index]!;
      mesh.visible = counts[index]! > 0;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.boundingSphere = null;
      mesh.userData.pickable = { kind: 'men', ids: ids[index] };
    });
    for (const mesh of [shadows.current, bases.current]) {
      if (!mesh) continue;
      mesh.count = shadowCount;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    for (const kind of ['selected', 'hover'] as const) {
      const shell = outlines.current[kind];
      if (shell) shell.visible = outlined[kind];
    }
    memo.busy = busy;
    if (busy) state.invalidate();
    live.moving.men = busy;
  });

  return (
    <group name="men">
      {slots.map((slot, index) => (
        <instancedMesh
          key={slot.key}
          name={`men-${slot.key}`}
          ref={(mesh) => {
            meshes.current[index] = mesh;
            if (mesh && !mesh.instanceColor) mesh.setColorAt(0, tint.setHex(0xffffff));
          }}
          args={[pieceGeometry(slot.type), materials[slot.color], CAPACITY]}
          frustumCulled={false}
        />
      ))}
      <instancedMesh
        ref={shadows}
        name="contact-shadows"
        args={[contactShadowGeometry(), shadowMaterial, MAX_MEN]}
        raycast={noRaycast}
        frustumCulled={false}
        renderOrder={1}
      />
      <instancedMesh
        ref={(mesh) => {
          bases.current = mesh;
          if (mesh && !mesh.instanceColor) mesh.setColorAt(0, tint.setHex(0xffffff));
        }}
        name="level-bases"
        args={[levelBaseGeometry(), baseMaterial, MAX_MEN]}
        raycast={noRaycast}
        frustumCulled={false}
        renderOrder={1}
      />
      {(['selected', 'hover'] as const).map((kind) => (
        <mesh
          key={kind}
          name={`outline-${kind}`}
          geometry={pieceGeometry(KNIGHT)}
          ref={(mesh) => {
            outlines.current[kind] = mesh;
          }}
          material={outlineMaterials[kind]}
          raycast={noRaycast}
          visible={false}
        />
      ))}
    </group>
  );
}

/** World point on a man at which a click hits it: a little above half its height. */
export function manAimHeight(type: number): number {
  return (PIECE_HEIGHTS[shapeOf(type)] ?? 0.8) * 0.45;
}
